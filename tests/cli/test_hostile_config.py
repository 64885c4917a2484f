"""memstore.yaml arrives through git like every entry: whatever it holds (aliases that stand
for billions of values, nesting thousands deep, numbers of thousands of digits, numbers at the
very edge of their range, word tables of any size), every command either works or stops at
once with one `Error: memstore.yaml: ...` line naming the key (or the line), never a
traceback, a hang or gigabytes of memory."""

from __future__ import annotations

import dataclasses
import math
import subprocess
import time
import typing
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import NOW

from memstore.cli import cli
from memstore.core import config

Bin = Callable[..., subprocess.CompletedProcess[str]]

ENTRY = ("---\nid: good-entry-aaaa\ntitle: Run pytest before pushing\nkind: procedure\n"
         "status: active\ncreated: 2026-01-01T09:00:00Z\nlast_confirmed: 2026-03-01T09:00:00Z\n"
         "confirmations: 3\nsuccesses: 2\ncontradictions: 1\nschema: 1\n---\n"
         "- Run pytest before pushing.\n")
WORKING = ("---\nid: a-working-note\ntitle: The linter is ruff\nkind: fact\n"
           "created: 2026-11-01T09:00:00Z\n---\n- The linter is ruff.\n")
COMMANDS = [("list",), ("context",), ("session", "start"), ("recall", "pytest"), ("decay",),
            ("prune",), ("consolidate",), ("compact",), ("retention", "report"),
            ("retention", "run", "--apply"), ("confirm", "good-entry-aaaa"),
            ("add", "Run mypy before pushing."), ("health",), ("wisdom",), ("lint",)]


def _yaml(key: str, text: str) -> str:
    section, _, name = key.rpartition(".")
    return f"{section}:\n  {name}: {text}\n" if section else f"{key}: {text}\n"


def _in_process(root: Path, *args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, ["--store", str(root), "--now", NOW, *args],
                                catch_exceptions=False)
    return result.exit_code, result.stderr


def _numeric_settings() -> list[tuple[str, type]]:
    """(dotted key, int or float) of every number memstore.yaml holds."""
    found = []
    hints = typing.get_type_hints(config.Config)
    for section in dataclasses.fields(config.Config):
        hint = hints[section.name]
        if dataclasses.is_dataclass(hint):
            inner = typing.get_type_hints(hint)
            found += [(f"{section.name}.{item.name}", inner[item.name])
                      for item in dataclasses.fields(hint)]
        else:
            found.append((section.name, hint))
    return [(key, float if kind == float | None else kind) for key, kind in found
            if kind in (int, float, float | None)]


def _number(value: float) -> str:
    """`value` as YAML 1.1 reads it back as that number (a float needs a dot: `5.0e-324`)."""
    text = repr(value)
    return text.replace("e", ".0e") if "e" in text and "." not in text else text


def _edges(key: str, kind: type) -> list[str]:
    """The highest value `key` accepts, and its lowest (or the least number above it)."""
    low, high, low_ok = config.range_of(key)
    if low_ok:
        least = kind(low)
    elif kind is float:
        least = math.nextafter(low, math.inf)
    else:
        least = int(low) + 1
    return [_number(kind(high)), _number(least)]


EDGES = [(key, text) for key, kind in _numeric_settings() for text in _edges(key, kind)]


@pytest.mark.parametrize("key, text", EDGES)
def test_every_number_at_the_edge_of_its_range_works_everywhere(
        root: Path, key: str, text: str) -> None:
    (root / "long_term" / "good-entry-aaaa.md").write_text(ENTRY)
    (root / "working" / "a-working-note.md").write_text(WORKING)
    setting = _yaml(key, text)
    if key == "compaction.min_group":  # max_group must be at least twice min_group
        setting += f"  max_group: {config.MAX_NUMBER}\n"
    if key == "compaction.max_group":
        setting += "  min_group: 1\n"
    (root / "memstore.yaml").write_text(setting)
    for args in COMMANDS:
        code, stderr = _in_process(root, *args)
        assert code in (0, 1), (args, stderr)
        if code == 1:  # lint finds nothing wrong in the config; everything else must work
            assert args == ("lint",) and "Error" not in stderr, (args, stderr)


def _past(key: str, kind: type) -> list[str]:
    """Values just outside the range of `key`, and numbers no range holds."""
    low, high, low_ok = config.range_of(key)
    below = low if not low_ok else (low - 1 if kind is int else math.nextafter(low, -math.inf))
    above = high + 1 if kind is int else math.nextafter(high, math.inf)
    return [_number(kind(below)), _number(kind(above)), "9" * 400, "9" * 5000, "-" + "9" * 400,
            ".inf", "-.inf", ".nan", "1" + "0" * 400 + ".0"]


PAST = [(key, text) for key, kind in _numeric_settings() for text in _past(key, kind)]


@pytest.mark.parametrize("key, text", PAST)
def test_a_number_outside_its_range_is_one_error_naming_the_key(
        root: Path, key: str, text: str) -> None:
    (root / "memstore.yaml").write_text(_yaml(key, text))
    for args in (("list",), ("context",), ("lint",)):
        code, stderr = _in_process(root, *args)
        assert code == 1, (args, stderr)
        assert stderr.startswith("Error: ") and stderr.count("\n") == 1, stderr
        assert f"memstore.yaml: {key}: expected a " in stderr or (
            text.startswith("-") and f"memstore.yaml: {key}: must not be negative" in stderr), \
            stderr
        assert len(stderr) < 300, stderr  # a 5000-digit number is described, never printed


def _one_error(done: subprocess.CompletedProcess[str]) -> str:
    assert done.returncode == 1, done.stderr[-2000:]
    assert "Traceback" not in done.stderr
    assert done.stderr.startswith("Error: ") and done.stderr.count("\n") == 1, done.stderr
    assert "memstore.yaml: " in done.stderr
    return done.stderr


def test_nesting_thousands_deep_is_one_error(memstore_bin: Bin, root: Path) -> None:
    (root / "memstore.yaml").write_text("kinds: " + "[" * 2000 + "]" * 2000 + "\n")
    for args in (["list"], ["lint"], ["add", "a fact"]):
        assert "memstore.yaml: line 1: bad YAML" in _one_error(
            memstore_bin(*args, env={"MEMSTORE_NOW": NOW}))
    (root / "memstore.yaml").write_text("kinds: " + "[" * 900 + "]" * 900 + "\n")
    assert "memstore.yaml: (file): more than 50000 values" in _one_error(
        memstore_bin("list", env={"MEMSTORE_NOW": NOW}))
    (root / "memstore.yaml").write_text("kinds: " + "[" * 60 + "]" * 60 + "\n")
    assert "memstore.yaml: kinds: expected a list of names" in _one_error(
        memstore_bin("list", env={"MEMSTORE_NOW": NOW}))


def _bomb(key: str, depth: int = 10) -> str:
    parts = ['&a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    parts += [f"&a{i} [" + ",".join([f"*a{i - 1}"] * 10) + "]" for i in range(1, depth)]
    return _yaml(key, "[" + ", ".join(parts) + "]")


@pytest.mark.parametrize("key", ["kinds", "judge.synonyms", "promotion.direct_to_long_term",
                                 "working.window_days", "unknown_key"])
def test_an_alias_bomb_is_refused_at_once(memstore_bin: Bin, root: Path, key: str) -> None:
    (root / "memstore.yaml").write_text(_bomb(key))
    assert len((root / "memstore.yaml").read_bytes()) < 600
    started = time.monotonic()
    stderr = _one_error(memstore_bin("list", env={"MEMSTORE_NOW": NOW}, timeout=30))
    assert time.monotonic() - started < 10
    assert "alias" in stderr and "50000" in stderr


def test_aliases_standing_for_a_few_values_are_read(run: Callable[..., object], root: Path,
                                                    memstore_bin: Bin) -> None:
    (root / "memstore.yaml").write_text(
        "kinds: &mine [runbook, gotcha]\nretention:\n  protected_kinds: *mine\n")
    done = memstore_bin("add", "Restart the queue after a deploy", "--kind", "runbook",
                        env={"MEMSTORE_NOW": NOW})
    assert done.returncode == 0, done.stderr


def test_judge_tables_aliased_into_millions_of_words_are_refused(
        memstore_bin: Bin, root: Path) -> None:
    group = "[" + ",".join(f'"w{i}"' for i in range(1000)) + "]"
    (root / "memstore.yaml").write_text(
        "judge:\n  synonyms: [&g " + group + ", " + ", ".join(["*g"] * 20000) + "]\n")
    started = time.monotonic()
    for args in (["list"], ["consolidate"]):
        assert "alias" in _one_error(memstore_bin(*args, env={"MEMSTORE_NOW": NOW}))
    assert time.monotonic() - started < 20


def _synonyms(count: int) -> str:
    return "judge:\n  synonyms:\n" + "".join(
        f"    - [w{i}a, w{i}b]\n" for i in range(count // 2))


def test_judge_tables_may_add_a_documented_number_of_phrases(
        memstore_bin: Bin, root: Path) -> None:
    (root / "long_term" / "good-entry-aaaa.md").write_text(ENTRY)
    (root / "working" / "a-working-note.md").write_text(WORKING)
    (root / "memstore.yaml").write_text(
        _synonyms(config.MAX_JUDGE_PHRASES) + "  negators: [nope]\n")
    stderr = _one_error(memstore_bin("consolidate", env={"MEMSTORE_NOW": NOW}))
    assert f"memstore.yaml: judge.negators: the judge: tables add more than " \
           f"{config.MAX_JUDGE_PHRASES} phrases" in stderr
    (root / "memstore.yaml").write_text(_synonyms(config.MAX_JUDGE_PHRASES))
    started = time.monotonic()
    done = memstore_bin("consolidate", env={"MEMSTORE_NOW": NOW})
    assert done.returncode == 0, done.stderr
    assert time.monotonic() - started < 20


def test_a_config_over_the_size_limit_is_refused(memstore_bin: Bin, root: Path) -> None:
    (root / "memstore.yaml").write_text("# " + "x" * config.MAX_CONFIG_BYTES + "\n")
    assert "over the limit of 1048576" in _one_error(
        memstore_bin("list", env={"MEMSTORE_NOW": NOW}))


@pytest.mark.parametrize("text", ["kinds: ['" + "x" * 100_000 + "', 1]\n",
                                  "y" * 100_000 + ": 1\n",
                                  "decay:\n  half_life_days: '" + "z" * 100_000 + "'\n",
                                  "kinds: [" + "[1], " * 5000 + "]\n"])
def test_a_bad_value_is_quoted_short(memstore_bin: Bin, root: Path, text: str) -> None:
    (root / "memstore.yaml").write_text(text)
    assert len(_one_error(memstore_bin("list", env={"MEMSTORE_NOW": NOW}))) < 1000


@pytest.mark.parametrize(("text", "said"), [
    # A kind is a name: a path, an empty name or a NUL was taken as one.
    ("kinds: ['../x']\n", "kinds: expected names of kinds"),
    ("kinds: ['']\n", "kinds: expected names of kinds"),
    ("kinds: [\"run\\0book\"]\n", "kinds: expected names of kinds"),
    ("retention:\n  protected_kinds: [/etc/passwd]\n", "retention.protected_kinds: expected"),
    ("promotion:\n  direct_to_long_term: [a b]\n", "promotion.direct_to_long_term: expected"),
    # Word tables that say nothing, or nonsense, were read silently (each word its own
    # opposite, a pair of three left out, the second meaning of a word dropped).
    ("judge:\n  antonyms: [[redis, redis]]\n", "judge.antonyms: 'redis' twice in one group"),
    ("judge:\n  antonyms: [[enabled, disabled, idle]]\n", "judge.antonyms: expected pairs"),
    ("judge:\n  synonyms: [[redis, Redis]]\n", "judge.synonyms: 'Redis' twice in one group"),
    ("judge:\n  synonyms: [[pg, postgres], [postgres, pg]]\n",
     "judge.synonyms: 'postgres' in two groups"),
    ("judge:\n  alternatives: [[datadog]]\n", "judge.alternatives: a group of one phrase"),
    ("judge:\n  series: [[gold, '--']]\n", "judge.series: a phrase with no word: '--'"),
    ("judge:\n  negators: ['']\n", "judge.negators: a phrase with no word"),
])
def test_a_table_or_a_name_that_means_nothing_is_one_error_naming_the_key(
        memstore_bin: Bin, root: Path, text: str, said: str) -> None:
    (root / "memstore.yaml").write_text(text)
    assert said in _one_error(memstore_bin("list", env={"MEMSTORE_NOW": NOW}))
    assert (root / "memstore.yaml").read_text() == text


def test_tables_and_kinds_that_say_something_are_read(memstore_bin: Bin, root: Path) -> None:
    (root / "memstore.yaml").write_text(
        "kinds: [runbook, post-mortem, Übergabe]\njudge:\n  synonyms: [[payments service, "
        "payments-svc, paysvc]]\n  alternatives: [[datadog, honeycomb], [datadog, newrelic]]\n"
        "  antonyms: [[enabled, disabled]]\n")
    done = memstore_bin("add", "--kind", "post-mortem", "The outage was the DNS TTL",
                        env={"MEMSTORE_NOW": NOW, "MEMSTORE_DIR": str(root)})
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("key", ["kinds", "judge.synonyms", "unknown_key"])
def test_setting_one_key_refuses_a_bomb_before_the_round_trip_reads_it(root: Path,
                                                                        key: str) -> None:
    # (configfile.update keeps comments with ruamel.yaml, which would expand the bomb's aliases
    # with no budget: the file is checked first, as every command checks it)
    from memstore.storage import configfile

    bomb = _bomb(key)
    (root / "memstore.yaml").write_text(bomb)
    started = time.monotonic()
    with pytest.raises(config.ConfigError, match="memstore.yaml"):
        configfile.update(root, "session.default_budget", 300)
    assert time.monotonic() - started < 10
    assert (root / "memstore.yaml").read_text() == bomb


def test_setting_one_key_keeps_comments_and_refuses_a_value_out_of_range(root: Path) -> None:
    from memstore.storage import configfile

    before = (root / "memstore.yaml").read_text()
    with pytest.raises(config.ConfigError, match="session.default_budget"):
        configfile.update(root, "session.default_budget", -5)
    assert (root / "memstore.yaml").read_text() == before
    configfile.update(root, "session.default_budget", 300)
    after = (root / "memstore.yaml").read_text()
    assert "default_budget: 300" in after and configfile.load(root).session.default_budget == 300
    assert [line for line in after.splitlines() if line.lstrip().startswith("#")] == [
        line for line in before.splitlines() if line.lstrip().startswith("#")]


@pytest.mark.parametrize("command", ["list", "lint", "doctor"])
def test_a_kind_with_a_space_says_how_to_fix_it_in_every_command(
        memstore_bin: Bin, root: Path, command: str) -> None:
    # A trial: `kinds: [runbook, "my kind"]` in a shared memstore.yaml stopped every command
    # for everyone who pulled it, `lint` and `doctor` included, with a line that said what was
    # wrong and not what to do. The one line names the key, the name and its fix.
    text = "kinds: [runbook, \"my kind\"]\n"
    (root / "memstore.yaml").write_text(text)
    error = _one_error(memstore_bin(command, env={"MEMSTORE_NOW": NOW}))
    assert "memstore.yaml: kinds: expected names of kinds" in error
    assert "got 'my kind': rename it 'my_kind' or remove it, in memstore.yaml and in the " \
           "`kind:` of any entry that uses it" in error
    assert (root / "memstore.yaml").read_text() == text
