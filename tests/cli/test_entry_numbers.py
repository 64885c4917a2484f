"""Numbers in an entry's frontmatter arrive through git like the rest of it: a count of 400
digits, or an integer of 5000 under any key, makes that one entry malformed (reported by path
and reason by `lint`, skipped with a warning naming it by every job, its file left as it was),
never an OverflowError or a ValueError for the whole store (red team, session 55)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result
from conftest import WriteEntry

from memstore.core.entry import MAX_COUNT

Run = Callable[..., Result]

READERS = [("list",), ("context",), ("session", "start"), ("recall", "port"), ("decay",),
           ("prune",), ("retention", "report"), ("consolidate",), ("compact",), ("health",),
           ("wisdom",), ("show", "good-entry"), ("doctor",)]
COUNTS = ("confirmations", "successes", "contradictions", "failures")


def _hostile(root: Path, key: str, number: str) -> Path:
    path = root / "long_term" / "big-count.md"
    path.write_text(f"---\nid: big-count\ntitle: Big count\nkind: fact\n"
                    f"created: 2026-09-01T00:00:00Z\nlast_confirmed: 2026-09-01T00:00:00Z\n"
                    f"{key}: {number}\n---\n- The API listens on port 8080.\n")
    return path


def _good(write_entry: WriteEntry) -> None:
    write_entry("long_term", "good-entry", "- The web port is 3000.", title="The web port",
                kind="fact", created="2026-09-01T00:00:00Z",
                last_confirmed="2026-11-01T00:00:00Z")


@pytest.mark.parametrize("key, number, reason", [
    *[(key, "9" * 400, ":7: invalid: bad YAML (a number of 400 digits, over the limit of 100)")
      for key in COUNTS],
    *[(key, str(MAX_COUNT + 1),
       f": invalid: {key}: {MAX_COUNT + 1} is over the limit of {MAX_COUNT}") for key in COUNTS],
    ("confirmations", "9" * 5000, ":7: invalid: bad YAML (a number of 5000 digits"),
    ("ticket_number", "9" * 5000, ":7: invalid: bad YAML (a number of 5000 digits"),
    ("nested", "{deep: [1, " + "9" * 5000 + "]}", ":7: invalid: bad YAML (a number of 5000 digits"),
])
def test_a_number_too_big_makes_one_entry_malformed_and_every_job_goes_on(
        run: Run, write_entry: WriteEntry, root: Path, key: str, number: str,
        reason: str) -> None:
    _good(write_entry)
    path = _hostile(root, key, number)
    before = path.read_bytes()
    linted = run("lint")
    assert linted.exit_code == 1
    assert f"long_term/big-count.md{reason}" in linted.stdout, linted.stdout
    for args in READERS:
        result = run(*args)
        assert result.exit_code == 0, (args, result.output)
        if args[0] not in ("show", "doctor", "health", "wisdom"):
            assert "big-count.md" in result.stderr, (args, result.stderr)
    assert "good-entry" in run("recall", "web port").stdout
    assert "The web port" in run("context").stdout
    assert run("prune", "--apply").exit_code == 0
    assert run("retention", "run", "--apply").exit_code == 0
    assert run("lint", "--fix").exit_code == 1
    assert path.read_bytes() == before


def test_counts_at_the_limit_work_everywhere(
        run: Run, write_entry: WriteEntry, root: Path) -> None:
    _good(write_entry)
    write_entry("long_term", "often-seen", "- The API listens on port 8080.", kind="fact",
                created="2026-01-01T00:00:00Z", last_confirmed="2026-03-01T00:00:00Z",
                confirmations=MAX_COUNT, successes=MAX_COUNT, contradictions=MAX_COUNT,
                failures=MAX_COUNT)
    assert run("lint").exit_code == 0
    for args in READERS:
        result = run(*args)
        assert result.exit_code == 0, (args, result.output)
        assert "skipped" not in result.stderr, (args, result.stderr)
    before = (root / "long_term" / "often-seen.md").read_bytes()
    used = run("used", "often-seen")  # one more success would not read back: refused
    assert used.exit_code == 1
    assert used.stderr.startswith(f"Error: often-seen: memstore could not read the entry back "
                                  f"(successes: {MAX_COUNT + 1} is over the limit")
    assert (root / "long_term" / "often-seen.md").read_bytes() == before
    for args in (("prune", "--apply"), ("retention", "run", "--apply")):
        result = run(*args)
        assert result.exit_code == 0, (args, result.output)


def test_an_infinite_number_in_a_hand_written_key_is_printed_as_valid_json(
        run: Run, root: Path) -> None:
    import json

    (root / "working" / "odd-numbers.md").write_text(
        "---\nid: odd-numbers\nscore: .inf\nratio: .nan\nlow: -.inf\n---\n- A fact.\n")

    def strict(text: str) -> object:
        def refuse(name: str) -> object:
            raise AssertionError(f"{name} is not JSON")
        return json.loads(text, parse_constant=refuse)

    for args in (("list", "--json"), ("show", "odd-numbers", "--json"),
                 ("recall", "fact", "--json")):
        result = run(*args)
        assert result.exit_code == 0, (args, result.output)
        strict(result.stdout)
    shown = strict(run("show", "odd-numbers", "--json").stdout)
    assert isinstance(shown, dict)
    assert shown["meta"]["score"] == "inf" and shown["meta"]["ratio"] == "nan"
