"""Values no one meant: dates centuries away, config numbers that break arithmetic, text that
cannot be written, provenance that outgrows its file. Each ends in one clear error or a named
skip, never a traceback, and whatever memstore writes it can read back (issue 18, items 7-9)."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result
from conftest import NOW, WriteEntry, tree

from memstore.core import provenance
from memstore.core.entry import parse_entry

Run = Callable[..., Result]
Bin = Callable[..., subprocess.CompletedProcess[str]]

READERS = [("recall", "fact"), ("context",), ("decay",), ("prune",), ("retention", "run"),
           ("retention", "report"), ("list",)]


@pytest.mark.parametrize("when", ["2280-01-01T00:00:00Z", "1900-01-01T00:00:00Z"])
def test_an_entry_dated_centuries_away_is_a_lint_error_and_skipped_by_name(
        run: Run, write_entry: WriteEntry, when: str) -> None:
    write_entry("long_term", "far-away-date", "- a fact about far dates", kind="fact",
                created="2026-01-01T00:00:00Z", last_confirmed=when)
    write_entry("long_term", "ordinary-entry", "- an ordinary fact", kind="fact",
                created="2026-01-01T00:00:00Z", last_confirmed="2026-10-01T00:00:00Z")
    linted = run("lint")
    assert linted.exit_code == 1
    assert "long_term/far-away-date.md" in linted.stdout and "1970 to 2199" in linted.stdout
    for args in READERS:
        result = run(*args)
        assert result.exit_code == 0, (args, result.output)
        assert "skipped" in result.stderr and "far-away-date.md" in result.stderr, args
    assert "ordinary-entry" in run("recall", "ordinary").stdout


def test_a_confirmation_in_the_far_future_within_range_does_not_overflow_decay(
        run: Run, write_entry: WriteEntry, root: Path) -> None:
    (root / "memstore.yaml").write_text("decay:\n  half_life_days: 1\n")
    write_entry("long_term", "clock-ahead", "- a fact from a clone with its clock ahead",
                kind="fact", created="2026-01-01T00:00:00Z",
                last_confirmed="2199-01-01T00:00:00Z")
    for args in READERS:
        result = run(*args)
        assert result.exit_code == 0, (args, result.output)
    assert "clock-ahead" in run("decay").stdout


@pytest.mark.parametrize("now", ["1000-01-01", "2280-01-01T00:00:00Z"])
def test_now_outside_the_range_is_a_usage_error(run: Run, now: str) -> None:
    result = run("list", now=now)
    assert result.exit_code == 2
    assert "Invalid value for --now: '" in result.stderr and "1970 to 2199" in result.stderr


def test_migrate_refuses_a_date_outside_the_range(run: Run, tmp_path: Path, root: Path) -> None:
    source = tmp_path / "old.jsonl"
    source.write_text('{"text": "a fact from the far future", "created": "2280-01-01T00:00:00Z"}'
                      '\n{"text": "a fact from today", "created": "2026-11-01T00:00:00Z"}\n')
    result = run("migrate", str(source), "--apply")
    assert result.exit_code == 0, result.output
    assert "2280" in result.stderr
    entries = [p for layer in ("working", "long_term") for p in (root / layer).rglob("*.md")]
    assert len(entries) == 1 and "2280" not in entries[0].read_text()
    assert run("lint").exit_code == 0


@pytest.mark.parametrize("setting, key", [
    ("chars_per_token: 0\n", "chars_per_token"),
    ("decay:\n  half_life_days: .nan\n", "decay.half_life_days"),
    ("decay:\n  half_life_days: .inf\n", "decay.half_life_days"),
    ("working:\n  window_days: 99999999999\n", "working.window_days"),
    ("decay:\n  prune_threshold: 7\n", "decay.prune_threshold"),
    ("lock_timeout_seconds: 1e300\n", "lock_timeout_seconds"),
])
def test_a_config_value_that_breaks_arithmetic_is_an_error_naming_the_key(
        memstore_bin: Bin, root: Path, setting: str, key: str) -> None:
    (root / "memstore.yaml").write_text(setting)
    for args in (["context"], ["add", "a fact"], ["recall", "x"], ["retention", "report"]):
        done = memstore_bin(*args, env={"MEMSTORE_NOW": NOW})
        assert done.returncode == 1, (args, done.stderr)
        assert "Traceback" not in done.stderr
        assert done.stderr.startswith("Error: ") and f"memstore.yaml: {key}:" in done.stderr


def test_text_that_is_not_utf8_is_refused_and_nothing_is_written(
        memstore_bin: Bin, root: Path) -> None:
    before = tree(root)
    for args in (["add", "body \udcff text"], ["add", "fine text", "--tag", "t\udcffg"],
                 ["add", "fine text", "--title", "t\udcffg"], ["add", "nul \x01 text"],
                 ["add", "fine text", "--tag", "two\nlines"]):
        env = {**os.environ, "MEMSTORE_NOW": NOW}
        done = subprocess.run(
            [sys.executable, "-m", "memstore", *(a.encode("utf-8", "surrogateescape")
                                                    for a in args)],
            capture_output=True, text=True, env=env)
        assert done.returncode == 1, (args, done.stderr)
        assert done.stderr.startswith("Error: ") and "Traceback" not in done.stderr
        assert "nothing was written" in done.stderr
    assert tree(root) == before


def test_add_with_a_broken_log_folder_reports_it_and_leaves_no_entry(
        memstore_bin: Bin, root: Path) -> None:
    import shutil

    shutil.rmtree(root / "log")
    (root / "log").write_text("not a folder\n")
    done = memstore_bin("add", "a fact that cannot be logged", env={"MEMSTORE_NOW": NOW})
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert done.stderr.startswith("Error: log: cannot write (a file is where memstore needs a "
                                  "folder")
    assert list((root / "working").glob("*.md")) == []


def test_add_too_big_to_read_back_is_refused_and_leaves_no_file(run: Run, root: Path) -> None:
    tags = [f"--tag=a-rather-long-tag-name-number-{i:05d}" for i in range(3000)]
    result = run("add", "a fact with very many tags", *tags)
    assert result.exit_code == 1
    assert "could not read the entry back" in result.stderr
    assert "frontmatter is over" in result.stderr
    assert list((root / "working").glob("*.md")) == []


def _long_provenance(n: int) -> list[dict[str, str]]:
    return [{"at": f"2026-{1 + i % 9:02d}-{1 + i % 27:02d}T09:{i % 60:02d}:00Z",
             "source": "agent", "session": f"s-20260101T000000Z-{i:04x}"} for i in range(n)]


def test_a_much_confirmed_entry_never_outgrows_its_file(
        run: Run, write_entry: WriteEntry, root: Path) -> None:
    path = write_entry("long_term", "often-confirmed", "- the API listens on port 8080",
                       kind="fact", created="2026-01-01T00:00:00Z",
                       last_confirmed="2026-10-01T00:00:00Z", confirmations=816,
                       provenance=_long_provenance(816))
    assert 64 * 1024 - 200 < len(path.read_bytes()) < 64 * 1024  # two confirms from the limit
    for _ in range(3):
        result = run("confirm", "often-confirmed", "--session", "s-later")
        assert result.exit_code == 0, result.output
    entry = parse_entry(path.read_text(), "long_term/often-confirmed.md")
    assert entry.confirmations == 819
    summary, *rest = entry.provenance
    assert provenance.is_summary(summary)
    assert summary["count"] + len(rest) == 819
    assert summary["sources"] == ["agent"]
    assert summary["first"] == "2026-01-01T09:00:00Z"
    assert rest[-1]["session"] == "s-later"
    assert len(path.read_bytes()) < 32 * 1024
    assert "often-confirmed" in run("recall", "API port").stdout
    assert run("lint").exit_code == 0


def test_folding_provenance_keeps_the_count_and_is_stable() -> None:
    records = _long_provenance(450)
    once = provenance.compact(records)
    assert len(once) == provenance.KEEP_RECORDS + 1 and once[0]["count"] == 350
    assert provenance.compact(once) == once
    more = provenance.compact([*once, *_long_provenance(150)])
    assert more[0]["count"] == 350 + 150 and len(more) == provenance.KEEP_RECORDS + 1


@pytest.mark.parametrize("bad", ["../../evil", "a/b", "-rf", "two words", "x" * 121])
def test_session_ids_that_could_name_paths_are_refused(run: Run, root: Path, bad: str) -> None:
    before = tree(root)
    for args in (("session", "end", "--session", bad), ("session", "start", "--session", bad),
                 ("add", "a fact", "--session", bad), ("recall", "x", "--session", bad)):
        result = run(*args)
        assert result.exit_code == 1, (args, result.output)
        assert result.stderr.startswith("Error: session id ")
    assert tree(root) == before


def test_a_bad_memstore_session_variable_is_named(memstore_bin: Bin, root: Path) -> None:
    done = memstore_bin("add", "a fact", env={"MEMSTORE_SESSION": "../x", "MEMSTORE_NOW": NOW})
    assert done.returncode == 1 and "$MEMSTORE_SESSION '../x'" in done.stderr


def test_a_job_never_writes_an_entry_it_could_not_read_back(store, root: Path) -> None:
    from memstore.app.transaction import apply_plan
    from memstore.core.errors import BadInput
    from memstore.core.plan import Plan, Write

    before = tree(root)
    huge = "---\nid: too-big\n---\n" + "- a fact that goes on\n" * 60_000  # over 1 MiB
    plan = Plan("consolidate", actions=[Write("long_term/too-big.md", huge)])
    with pytest.raises(BadInput, match="long_term/too-big.md: memstore could not read the entry"):
        apply_plan(store, plan)
    assert tree(root) == before


def test_a_control_character_written_by_hand_is_reported_and_never_printed_raw(
        run: Run, root: Path) -> None:
    """`add` refuses control characters; YAML's escapes let a hand write them anyway
    (`"a\\u0000b"`). lint reports each such value (it cannot guess the intent: --fix leaves
    it), and what list, recall and context print shows it escaped, so an ESC sequence in a
    committed title never reaches a terminal."""
    text = ('---\nid: odd-title\ntitle: "a\\nb\\u0000c\\u001b[2Jd"\nkind: fact\n'
            'tags: [fine, "be\\u0007ll"]\n---\n- The staging port is 8443.\n')
    path = root / "working" / "odd-title.md"
    path.write_text(text)
    for args in (("lint",), ("lint", "--fix")):
        linted = run(*args)
        assert linted.exit_code == 1
        assert ("working/odd-title.md: control-character: title: control character '\\n' at "
                "character 2") in linted.stdout
        assert ("working/odd-title.md: control-character: tags: control character '\\x07' at "
                "character 3") in linted.stdout
    assert "\\u0000c\\u001b[2Jd" in path.read_text()  # --fix left the title as written
    for args in (("list",), ("recall", "staging port"), ("context",), ("list", "--json")):
        result = run(*args)
        assert result.exit_code == 0, (args, result.output)
        assert "\x00" not in result.stdout and "\x1b" not in result.stdout, args
    assert "a b\\x00c\\x1b[2Jd" in run("list").stdout


def test_control_characters_in_a_committed_body_or_file_name_are_printed_escaped(
        run: Run, root: Path) -> None:
    """A body is printed whole by show and context, a file name by every warning: an OSC
    sequence there (click strips only CSI ones, and only when not on a terminal) set the
    clipboard or planted a link in the terminal of whoever read the output. The files stay
    as written."""
    body = ("- The port is 80\x1b]52;c;cm0gLXJmIH4=\x07 here.\n"
            "- See \x1b]8;;https://evil.example/\x1b\\the docs\x1b]8;;\x1b\\.\r\n"
            "- Reads \u202ebackwards\u202c here.\n")
    path = root / "working" / "odd-body.md"
    path.write_text("---\nid: odd-body\ntitle: Odd body\nkind: fact\n---\n" + body,
                    newline="")
    odd_name = root / "working" / "x\x1b]0;owned\x07.md"
    odd_name.write_text("---\ntitle: Odd name\n---\n- A fact.\n")
    before = path.read_bytes(), odd_name.read_bytes()
    for args in (("show", "odd-body"), ("context",), ("recall", "port"), ("list",), ("lint",),
                 ("show", "odd-body", "--json"), ("wisdom",), ("doctor",), ("show", "x")):
        result = run(*args)
        for stream in (result.stdout, result.stderr):
            assert not {"\x1b", "\x07", "\u202e"} & set(stream), (args, stream)
    shown = run("show", "odd-body").stdout
    assert "80\\x1b]52;c;cm0gLXJmIH4=\\x07 here." in shown
    assert "Reads \\u202ebackwards\\u202c here." in shown
    assert "the docs\\x1b]8;;\\x1b\\." in shown and "\\x0d" not in shown  # a CRLF is no escape
    assert "working/x\\x1b]0;owned\\x07.md" in run("lint").stdout
    assert (path.read_bytes(), odd_name.read_bytes()) == before


@pytest.mark.parametrize("command", [["context"], ["index"], ["session", "start"]])
def test_a_budget_past_the_largest_is_a_usage_error(run: Run, command: list[str]) -> None:
    """A budget of 400 digits passed `IntRange(min=1)` and died in an OverflowError."""
    result = run(*command, "--budget", "9" * 400)
    assert result.exit_code == 2
    assert "--budget" in result.stderr and "1000000000" in result.stderr
    assert run(*command, "--budget", "1000000000").exit_code == 0
