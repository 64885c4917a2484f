"""Two one-line notes the share of words leaves uncertain ("maybe the same") are one statement
when every value the shorter gives, the other gives too, and nothing else sets them apart
(memstore.core.judge.doubts.same_values, session 47): "Quote SLA: 250 ms p95" / "Price quotes
must come back within 250 ms at p95". Not where one tells of what happened once, says no where
the other does not, gives another value of the same kind, or both name a thing of their own
beside a value many things share; and never on a path alone, which real agent notes use to
point at one file from many notes."""

from __future__ import annotations

from tests.judging import symmetric_kind


def test_the_same_values_worded_otherwise_are_one_statement() -> None:
    assert symmetric_kind("Quote SLA: 250 ms p95",
                          "Price quotes must come back within 250 ms at p95.") == "duplicate"
    assert symmetric_kind("Retention SLO: 99.9 percent of events kept.",
                          "Target: 99.9% of events retained, tracked in Grafana.") == "duplicate"


def test_an_event_is_no_statement_of_a_value() -> None:
    # (one build, two outcomes told in common words)
    assert symmetric_kind("Build 5120 to staging failed on a flaky test.",
                          "Build 5120 to staging went through fine.") != "duplicate"


def test_a_no_on_one_side_only_keeps_them_apart() -> None:
    assert symmetric_kind("Quote SLA: 250 ms p95",
                          "Price quotes must come back within 250 ms at p95, not p99."
                          ) != "duplicate"


def test_another_value_of_the_same_kind_keeps_them_apart() -> None:
    assert symmetric_kind("Invoice export: every night at 03:00.",
                          "The nightly stock export moved from 01:00 to 03:00.") != "duplicate"


def test_a_path_in_common_is_a_topic_not_a_fact() -> None:
    assert symmetric_kind("Need a new CLI flag? Copy a similar one in `cli/flags.rs`.",
                          "`cli/flags.rs` - CLI flag parsing and structure") != "duplicate"


def test_one_thing_in_each_note_s_own_words_beside_a_common_value() -> None:
    # Both say a word of their own beside a length of time many things share; one line each,
    # and nothing of their own before the same word, so one thing in two wordings.
    assert symmetric_kind("Shop sessions time out after a quarter of an hour.",
                          "session TTL (shop) = 15 min") == "duplicate"


def test_also_tells_of_another_thing_that_does_the_same() -> None:
    assert symmetric_kind("Shop sessions also time out after a quarter of an hour.",
                          "session TTL (shop) = 15 min") != "duplicate"


def test_two_regions_at_one_common_value_stay_apart() -> None:
    assert symmetric_kind("Retrain the fraud model for LATAM every week.",
                          "EMEA fraud model retraining happens every week.") != "duplicate"
