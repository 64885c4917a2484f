"""UTC against local time ("Timestamps are stored in UTC" / "Timestamps are stored in local
time"), found by a probe of fresh sentence pairs (session 30; docs/consolidation.md, "More
kinds found by probing (session 30)"). Sentences of our own. The two were read as a
look-alike, two sentences about two things; a clock's zone is one slot, so UTC, GMT and local
time are now a closed set (lexicon.yaml, `series`, with "local time" one phrase of the
synonyms). The guards hold on the session's start code too: one zone said twice is one claim,
and a zone that names which things ("UTC dashboards") is two subjects."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Timestamps are stored in UTC.", "Timestamps are stored in local time.",
                 id="stored"),
    pytest.param("The nightly report is scheduled in GMT.",
                 "The nightly report is scheduled in local time.", id="scheduled"),
])
def test_one_thing_in_two_zones_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_one_zone_said_twice_is_one_claim() -> None:
    assert symmetric_kind("Log lines carry timestamps in UTC.",
                          "Timestamps in log lines are UTC.") == "duplicate"


def test_local_time_written_as_one_word_is_local_time() -> None:
    assert symmetric_kind("The scheduler reads cron times in local time.",
                          "The scheduler reads cron times in localtime.") == "duplicate"
