"""A word that retires a thing ("cancelled", "ended") right before a noun picks out which things,
as it does at a claim's opening; it takes nothing back (session 49). "occ-bridge automatically
removes canceled flights from pairings" was read as taking back "Cancelled flights are pulled out
of pairings automatically by occ-bridge", and a restatement was flagged. Sentences of our own;
the guards (a thing that was cancelled or ended) hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Cancelled orders are dropped from the picking queue automatically by wms-sync.",
                 "wms-sync automatically removes canceled orders from the picking queue.",
                 id="canceled-orders"),
    pytest.param("Expired trials are purged from the tenant list by the nightly job.",
                 "The nightly job purges ended trials from the tenant list.", id="ended-trials"),
])
def test_a_participle_before_its_noun_takes_nothing_back(a: str, b: str) -> None:
    assert symmetric_kind(a, b) != "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The PagerDuty contract was cancelled last year.",
                 "We page on-call through PagerDuty.", id="cancelled-last-year"),
    pytest.param("The Yamcs trial ended in March.", "Yamcs runs the telemetry archive.",
                 id="ended-in"),
])
def test_a_thing_cancelled_or_ended_is_still_taken_back(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"
