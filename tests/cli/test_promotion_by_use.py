"""Evidence from use: a working candidate recalled in `promotion.min_recall_sessions` distinct
sessions counts as confirmed (SPEC section 5), through the real CLI and the real logs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from memstore.storage import configfile

DAY0 = "2026-11-02T09:00:00Z"


def _layer(root: Path, entry_id: str) -> str:
    [path] = root.glob(f"*/{entry_id}.md")
    return path.parent.name


def _recalled_in(run, sessions: int, *, named: bool = True) -> str:
    """An agent's fact, then `sessions` sessions (a day apart) that each recall it."""
    entry_id = run("add", "Integration tests need the docker compose stack running",
                   "--kind", "fact", now=DAY0).stdout.strip()
    for day in range(1, sessions + 1):
        at = f"2026-11-{2 + day:02d}T10:00:00Z"
        name = f"s-{day}"
        run("session", "start", "--session", name, now=at)
        args = ["--session", name] if named else []
        hits = run("recall", "docker compose integration tests", *args,
                   now=f"2026-11-{2 + day:02d}T10:05:00Z").stdout
        assert entry_id in hits
        # `session end` consolidates (session.consolidate_on_end), as in real use.
        run("session", "end", "--session", name, now=f"2026-11-{2 + day:02d}T17:00:00Z")
    return entry_id


def test_one_session_of_recalls_is_not_enough(run, root: Path) -> None:
    entry_id = _recalled_in(run, 1)
    run("recall", "docker compose integration tests", "--session", "s-1",
        now="2026-11-03T11:00:00Z")  # the same session again: still one
    run("consolidate", "--apply", now="2026-11-04T09:00:00Z")
    assert _layer(root, entry_id) == "working"


def test_two_sessions_of_recalls_promote_and_keep_it_from_expiring(run, root: Path) -> None:
    entry_id = _recalled_in(run, 2)
    assert _layer(root, entry_id) == "long_term"
    assert "Nothing to do" in run("consolidate", now="2026-11-04T17:00:00Z").stdout
    # 30 days after `created` an unpromoted candidate would have expired.
    run("retention", "run", "--apply", now="2026-12-20T09:00:00Z")
    assert _layer(root, entry_id) == "long_term"


def test_the_promotion_names_the_recall_sessions(run, root: Path) -> None:
    entry_id = _recalled_in(run, 1)
    run("session", "start", "--session", "s-9", now="2026-11-10T09:00:00Z")
    run("recall", "docker compose integration tests", "--session", "s-9",
        now="2026-11-10T09:05:00Z")
    plan = run("consolidate", now="2026-11-10T10:00:00Z").stdout
    assert entry_id in plan and "recalled in 2 sessions" in plan


@pytest.mark.parametrize("separator", ["\u2028", "\u2029", "\x85"])
def test_a_query_holding_a_line_separator_counts_like_any_other(run, root: Path,
                                                                 separator: str) -> None:
    """The log keeps a query's characters as they are, and Python's splitlines() breaks a line
    at U+2028, U+2029 and U+0085, which JSON leaves unescaped: such a recall (text pasted from a
    PDF or a web page) was two halves of no JSON, and counted in no session."""
    entry_id = run("add", "Integration tests need the docker compose stack running",
                   "--kind", "fact", now=DAY0).stdout.strip()
    for day in (1, 2):
        hits = run("recall", f"docker compose{separator}integration tests", "--session",
                   f"s-{day}", now=f"2026-11-{2 + day:02d}T10:05:00Z").stdout
        assert entry_id in hits
    plan = run("consolidate", now="2026-11-05T10:00:00Z").stdout
    assert entry_id in plan and "recalled in 2 sessions" in plan


def test_a_recall_without_a_session_counts_in_the_session_open_then(run, root: Path) -> None:
    entry_id = _recalled_in(run, 2, named=False)
    assert _layer(root, entry_id) == "long_term"


def test_zero_turns_it_off(run, root: Path) -> None:
    configfile.update(root, "promotion.min_recall_sessions", 0)
    entry_id = _recalled_in(run, 3)
    assert _layer(root, entry_id) == "working"


@pytest.mark.parametrize("value, says", [(-1, "must not be negative"),
                                         ("two", "expected a number"),
                                         (1.5, "expected a whole number")])
def test_the_setting_is_validated(run, root: Path, value: object, says: str) -> None:
    path = root / "memstore.yaml"
    path.write_text(path.read_text().replace("min_recall_sessions: 2",
                                             f"min_recall_sessions: {value}"))
    result = run("consolidate")
    assert result.exit_code == 1
    assert "promotion.min_recall_sessions" in result.stderr and says in result.stderr


def test_an_entry_only_listed_far_below_the_answer_is_not_promoted(run, root: Path) -> None:
    """A one-off note that shares one word with the query shows up in the list, far below the
    answer, in every session: it was shown, not used, so it stays a candidate (and expires);
    before, being listed anywhere counted, and the simulation's one-off notes reached
    long_term/ this way (docs/health.md)."""
    note = run("add", "Docker used 91% of the disk on Monday; pruned old images.",
               now=DAY0).stdout.strip()
    entry_id = _recalled_in(run, 2)
    recalls = (root / "log" / "recall.jsonl").read_text()
    assert recalls.count(note) == 2  # listed in both sessions
    assert _layer(root, entry_id) == "long_term"
    assert _layer(root, note) == "working"
    run("retention", "run", "--apply", now="2026-12-20T09:00:00Z")
    assert _layer(root, note) == "archive"


def test_two_answers_that_tie_both_count(run, root: Path) -> None:
    """Two candidates that answer the query about equally well (within ANSWER_SHARE of the
    first) were both the answer: both are promoted. (The two say one thing; a decision is
    kept apart from the fact by its protected kind, where two unprotected kinds would merge.)"""
    other = run("add", "The docker compose stack must be running for the integration tests",
                "--kind", "decision", now=DAY0).stdout.strip()
    entry_id = _recalled_in(run, 2)
    assert _layer(root, entry_id) == "long_term"
    assert _layer(root, other) == "long_term"


def test_a_logged_recall_without_relevance_counts_every_id(run, root: Path) -> None:
    """A recall line written before relevance was logged (or by hand) counts every id it lists,
    as it always did."""
    note = run("add", "Docker used 91% of the disk on Monday; pruned old images.",
               now=DAY0).stdout.strip()
    log = root / "log" / "recall.jsonl"
    for day in (3, 4):
        name = f"s-{day}"
        run("session", "start", "--session", name, now=f"2026-11-0{day}T10:00:00Z")
        with log.open("a") as handle:
            handle.write(json.dumps({"at": f"2026-11-0{day}T10:05:00Z", "query": "docker",
                                     "ids": ["someone-else", note], "session": name,
                                     "via": "cli"}) + "\n")
        run("session", "end", "--session", name, now=f"2026-11-0{day}T17:00:00Z")
    assert _layer(root, note) == "long_term"
