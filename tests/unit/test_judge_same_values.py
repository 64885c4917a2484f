"""Two notes the share of words leaves uncertain ("maybe the same") are one statement when
every value the shorter gives, the other gives too, and nothing else sets them apart
(memstore.core.judge.doubts.same_values, session 47): "Quote SLA: 250 ms p95" / "Price quotes
must come back within 250 ms at p95". Not where one tells of what happened once, says no where
the other does not, gives another value of the same kind, or both name a thing of their own
beside a value many things share (unless, one line each, they say one thing in their own
words); and never on a path alone, which real agent notes use to point at one file from many
notes. Sentences of our own."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Quote SLA: 250 ms p95", "Price quotes must come back within 250 ms at p95.",
                 id="label-and-sentence"),
    pytest.param("Retention SLO: 99.9 percent of events kept.",
                 "Target: 99.9% of events retained, tracked in Grafana.", id="percent"),
    # Both say a word of their own beside a length of time many things share; one line each,
    # and nothing of their own before the same word, so one thing in two wordings.
    pytest.param("Shop sessions time out after a quarter of an hour.",
                 "session TTL (shop) = 15 min", id="worded-apart"),
])
def test_the_same_values_worded_otherwise_are_one_statement(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    # one build, two outcomes told in common words
    pytest.param("Build 5120 to staging failed on a flaky test.",
                 "Build 5120 to staging went through fine.", id="event"),
    pytest.param("Quote SLA: 250 ms p95",
                 "Price quotes must come back within 250 ms at p95, not p99.", id="a-no-more"),
    pytest.param("Invoice export: every night at 03:00.",
                 "The nightly stock export moved from 01:00 to 03:00.", id="another-value"),
    pytest.param("Need a new CLI flag? Copy a similar one in `cli/flags.rs`.",
                 "`cli/flags.rs` - CLI flag parsing and structure", id="a-path-is-a-topic"),
    # "also" tells of another thing that does the same
    pytest.param("Shop sessions also time out after a quarter of an hour.",
                 "session TTL (shop) = 15 min", id="also"),
    pytest.param("Retrain the fraud model for LATAM every week.",
                 "EMEA fraud model retraining happens every week.", id="two-regions"),
    # nothing in common but the value and that a thing is kept for it
    pytest.param("Retain audit logs for seven years.",
                 "Consent records are retained for seven years.", id="only-kept-in-common"),
])
def test_what_sets_the_two_apart_keeps_them_apart(a: str, b: str) -> None:
    assert symmetric_kind(a, b) != "duplicate"
