"""One thing named on one side and described on the other, with two values (session 50).

"Telematics devices connect to the ingest gateway on TCP port 5027" / "Trackers open their
TCP session to ingest-gw on port 6001" was read as two things, each with its port, because
each side had words of its own and one of them was rare: the subject words of one side that
the other does not say were taken for the name of another thing. Two things described alike
need a name each; a name on one side only, against plain words on the other, is one thing
named once and described once, and its two values (or tools) conflict. A word capitalised
where no sentence starts is a name too ("requires Node 20+" / "Use Deno 2"). On dev this
turned 16 verdicts to better and 2 to worse (docs/consolidation.md, session 50). Sentences of
our own; the guards (a name on each side) are look-alikes on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("TimescaleDB extension version: 2.13",
                 "The metrics DB runs TimescaleDB 2.15", id="version"),
    pytest.param("Default `retry_backoff` in our HTTP client wrapper is 2 seconds",
                 "The HTTP client wrapper waits 5 seconds between retries", id="duration"),
    pytest.param("Max 30 uploads per import batch",
                 "The import queue accepts at most 50 files per batch", id="number"),
    pytest.param("MoveIt's default planner on the arm is OMPL",
                 "The arm uses Pilz as its default planner plugin now", id="tool"),
])
def test_one_thing_named_once_and_described_once_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The scheduler service cronmaster compiles with Go 1.21",
                 "job-api is on Go 1.22", id="two-services"),
    pytest.param("Kafka retention for billing.invoices: 14 days",
                 "audit.events is retained in Kafka for 90 days", id="two-topics"),
])
def test_a_name_on_each_side_is_two_things(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "distinct"
