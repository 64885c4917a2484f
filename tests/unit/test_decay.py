"""Decay: the score a person reads in `memstore decay`, and the moment it crossed the line."""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

import pytest
from conftest import WriteEntry
from hypothesis import example, given, settings
from hypothesis import strategies as st

from memstore.app.recall import recall
from memstore.core import decay
from memstore.core.config import Config
from memstore.core.decay import RecallStats
from memstore.core.entry import Entry
from memstore.runtime import clock
from memstore.storage import recall_log
from memstore.storage.store import Store

CONFIG = Config()
LC_TEXT = "2026-01-01T00:00:00Z"
T0 = clock.parse_time(LC_TEXT)


def entry(**meta: object) -> Entry:
    meta.setdefault("last_confirmed", "2026-01-01T00:00:00Z")
    return Entry("long_term/e-1.md", {"id": "e-1", **meta}, "- a fact\n")


def at(days: float) -> clock.datetime:
    return T0 + timedelta(days=days)


def recalls(*days: float) -> RecallStats:
    times = tuple(sorted(at(d) for d in days))
    return RecallStats(len(times), max(times), times)


def test_score_halves_every_half_life_and_starts_at_one() -> None:
    assert decay.score(entry(), None, CONFIG, at(0)).score == pytest.approx(1.0)
    assert decay.score(entry(), None, CONFIG, at(90)).score == pytest.approx(0.5)
    assert decay.score(entry(), None, CONFIG, at(180)).score == pytest.approx(0.25)


def test_a_year_without_confirmation_or_recall_falls_below_the_threshold() -> None:
    """SPEC section 5: never confirmed again, never recalled, about a year: below 0.1."""
    for confirmations in (1, 2, 3):
        year = decay.score(entry(confirmations=confirmations), None, CONFIG, at(365))
        assert year.score < CONFIG.decay.prune_threshold
    fresh = decay.score(entry(confirmations=2), None, CONFIG, at(270))
    assert fresh.score > CONFIG.decay.prune_threshold


def test_a_recall_in_the_last_month_keeps_an_old_entry_above_the_threshold() -> None:
    old = entry()
    result = decay.score(old, recalls(700), CONFIG, at(729))
    assert result.score >= CONFIG.decay.prune_threshold
    assert result.recalls_recent == 1 and result.recall_boost == pytest.approx(0.5 / 3)
    gone = decay.score(old, recalls(700), CONFIG, at(731))
    assert gone.score < CONFIG.decay.prune_threshold
    assert "last recalled 31 d ago" in gone.reasons


def test_confirmations_slow_decay_and_each_contradiction_halves_it() -> None:
    plain = decay.score(entry(), None, CONFIG, at(200)).score
    confirmed = decay.score(entry(confirmations=5, successes=2), None, CONFIG, at(200))
    assert confirmed.score == pytest.approx(plain * (1 + 0.05 * 6))
    assert confirmed.evidence == 6
    twice = decay.score(entry(contradictions=2), None, CONFIG, at(200))
    assert twice.score == pytest.approx(plain * 0.25)
    assert "2 contradictions: x0.25" in twice.reasons


def test_a_restore_restarts_the_clock() -> None:
    restored = entry(restored_at="2027-06-01T00:00:00Z")
    result = decay.score(restored, None, CONFIG, clock.parse_time("2027-06-02T00:00:00Z"))
    assert result.score > 0.99 and result.reasons.startswith("restored 1 d ago")


def test_crossing_moment_is_exact_to_the_second() -> None:
    e = entry(confirmations=2)
    crossed = decay.crossed_at(e, None, CONFIG, at(500))
    assert crossed is not None
    threshold = CONFIG.decay.prune_threshold
    assert decay.score(e, None, CONFIG, crossed).score < threshold
    assert decay.score(e, None, CONFIG, crossed - timedelta(seconds=1)).score >= threshold
    assert decay.crossed_at(e, None, CONFIG, crossed - timedelta(seconds=1)) is None


def test_crossing_after_recalls_left_the_window() -> None:
    e = entry()
    stats = recalls(400, 405)  # the base is far below 0.1 by then: recalls alone hold it up
    crossed = decay.crossed_at(e, stats, CONFIG, at(600))
    assert crossed == at(405 + 30) + timedelta(seconds=1)


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 6), st.integers(0, 3), st.lists(st.integers(0, 900), max_size=6),
       st.integers(0, 400))
# (found by hypothesis in session 46: exactly 0.1 at 180 days, the crossing was a second early)
@example(5, 3, [151, 151, 151], 0)
def test_the_crossing_moment_does_not_depend_on_when_it_is_asked(
        confirmations: int, contradictions: int, recall_days: list[int], later: int) -> None:
    """Two machines pruning the same entry at different times must write the same archived_at."""
    e = entry(confirmations=confirmations, contradictions=contradictions)
    stats = recalls(*recall_days) if recall_days else None
    first = at(max([*recall_days, 0]) + 31)
    crossed = decay.crossed_at(e, stats, CONFIG, first)
    if crossed is None:
        return
    assert decay.crossed_at(e, stats, CONFIG, first + timedelta(days=later)) == crossed
    assert decay.score(e, stats, CONFIG, crossed).score < CONFIG.decay.prune_threshold
    if crossed > T0:
        before = decay.score(e, stats, CONFIG, crossed - timedelta(seconds=1))
        assert before.score >= CONFIG.decay.prune_threshold


def test_recall_serves_the_live_statuses_and_weighs_stale_entries_down(
        store: Store, write_entry: WriteEntry, now: str) -> None:
    """The retrieval rules as recall applies them: active, compacted, stale and candidates by
    default (stale strongly penalized); superseded, needs_review, expired and archive/ only
    when asked."""
    for status in ("active", "stale", "compacted", "superseded", "needs_review", "expired"):
        write_entry("long_term", f"deploy-{status.replace('_', '-')}",
                    f"- Deploys go out on Friday ({status}).", title="Deploy day", kind="fact",
                    status=status, created=LC_TEXT, last_confirmed="2026-11-01T00:00:00Z")
    write_entry("archive", "deploy-archived", "- Deploys go out on Friday (archived).",
                title="Deploy day", kind="fact", status="archived", created=LC_TEXT)
    snapshot = store.load()

    def served(**asked: Any) -> dict[str, float]:
        return {h.id: h.score for h in recall(store, snapshot, "deploy friday", log=False,
                                               **asked)}

    default = served()
    assert set(default) == {"deploy-active", "deploy-stale", "deploy-compacted"}
    assert default["deploy-active"] > 3 * default["deploy-stale"]
    assert set(served(statuses=["needs_review", "active"])) == {"deploy-needs-review",
                                                                 "deploy-active"}
    assert set(served(include_archived=True)) == {
        "deploy-active", "deploy-stale", "deploy-compacted", "deploy-superseded",
        "deploy-expired", "deploy-archived"}


def test_a_confirmation_after_now_is_said_as_such(run, write_entry) -> None:
    """`decay --now` before an entry's last confirmation (or a clone whose clock runs behind)
    printed "age -665d" beside "confirmed 0 d ago: base 168.086": a base of 168 is no age of
    0 days, so the line contradicted its own numbers."""
    write_entry("long_term", "future-0001", "- make builds it", title="Build with make",
                kind="fact", last_confirmed="2026-11-01T00:00:00Z")
    text = run("decay", now="2026-08-01T00:00:00Z").stdout
    assert "confirmed 92 d after now: base 1.000" in text, text
    assert "0 d ago" not in text
    same_day = run("decay", now="2026-10-31T18:00:00Z").stdout
    assert "confirmed 0 d ago: base 1.000" in same_day, same_day  # (rounds to today)


def test_a_confirmation_after_now_is_no_fresher_than_one_made_now(run, write_entry) -> None:
    # The fifth red team (session 59): a clone whose clock ran half a year ahead wrote a
    # confirmation whose base was 2^2 and more, so the entry outlived every prune; it now
    # counts as confirmed at the moment the job runs.
    write_entry("long_term", "ahead-0001", "- make builds it", title="Build with make",
                kind="fact", last_confirmed="2027-06-01T00:00:00Z")
    write_entry("long_term", "today-0002", "- just builds it", title="Build with just",
                kind="fact", last_confirmed="2026-11-20T00:00:00Z")
    rows = {r["id"]: r for r in json.loads(run("decay", "--json",
                                               now="2026-11-20T00:00:00Z").stdout)["entries"]}
    assert rows["ahead-0001"]["base"] == rows["today-0002"]["base"] == 1.0


def test_decay_command_lists_every_long_term_entry_lowest_first(run, write_entry, store) -> None:
    write_entry("long_term", "old-fact-0001", "- make builds it", title="Build with make",
                kind="fact", last_confirmed="2025-10-01T00:00:00Z")
    write_entry("long_term", "old-rule-0002", "- never push to main", title="No pushes",
                kind="constraint", last_confirmed="2025-09-01T00:00:00Z")
    write_entry("long_term", "fresh-0003", "- pytest", title="Use pytest", kind="convention",
                last_confirmed="2026-11-01T00:00:00Z")
    write_entry("working", "candidate-0004", "- not listed", last_confirmed="2026-11-01T00:00:00Z")
    clock.set_now("2026-11-10T00:00:00Z")
    recall_log.append(store, "pytest", ["fresh-0003"])
    clock.set_now(None)
    result = run("decay", "--json")
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    rows = data["entries"]
    assert [r["id"] for r in rows] == ["old-rule-0002", "old-fact-0001", "fresh-0003"]
    assert rows[0]["keep"] == "protected kind (constraint)" and not rows[0]["prunable"]
    assert rows[1]["prunable"] and rows[1]["score"] < 0.1
    assert rows[2]["recalls_recent"] == 1 and rows[2]["recall_boost"] > 0
    for key in ("age_days", "base", "confirmation_boost", "contradiction_factor", "reasons"):
        assert key in rows[0]
    text = run("decay").stdout
    lines = text.splitlines()
    line = next(i for i, t in enumerate(lines) if "prune threshold 0.1" in t)
    assert line > next(i for i, t in enumerate(lines) if "old-fact-0001" in t)
    assert line < next(i for i, t in enumerate(lines) if "fresh-0003" in t)
    assert "[keep: protected kind (constraint)]" in text


def test_valuation_uses_this_score(store, write_entry, now) -> None:
    """recall and context rank by the same decay score (memstore.core.valuation calls
    decay.score)."""
    from memstore.core import valuation

    write_entry("long_term", "x-0001", "- a", last_confirmed="2026-08-22T12:00:00Z",
                confirmations=1, contradictions=1)
    e = store.load().find("x-0001")
    assert e is not None
    expected = decay.score(e, None, store.config).score
    assert valuation.decay_score(e, clock.now(), store.config, {}) == pytest.approx(expected)


def test_a_summary_inherits_its_sources_recalls() -> None:
    node = Entry("long_term/node-1.md", {"id": "node-1", "status": "compacted",
                                         "sources": ["a-1", "b-2"], "last_confirmed": LC_TEXT},
                 "- x\n")
    stats = {"a-1": recalls(100), "b-2": recalls(101), "other": recalls(102)}
    result = decay.score(node, stats, CONFIG, at(110))
    assert result.recalls_recent == 2 and result.recalls_total == 2


def test_a_printed_score_stays_on_its_side_of_the_threshold() -> None:
    assert decay.score_text(0.4168, 0.1) == "0.417"  # rounded as ever, far from it
    assert decay.score_text(0.09998, 0.1) == "0.0999"  # not "0.100": it is below
    assert decay.score_text(0.09999999999999999, 0.1) == "0.0999"
    assert decay.score_text(0.1, 0.1) == "0.100"
    assert decay.score_text(0.10049, 0.10045) == "0.1005"  # above, not "0.100"
    assert decay.score_text(0.0999796, 0.1, places=4) == "0.09997"


@given(st.floats(min_value=0, max_value=2), st.sampled_from([0.1, 0.05, 0.25, 0.10045]))
@example(0.09998, 0.1)
def test_the_printed_score_agrees_with_the_decision(value: float, threshold: float) -> None:
    assert (float(decay.score_text(value, threshold)) < threshold) == (value < threshold)
