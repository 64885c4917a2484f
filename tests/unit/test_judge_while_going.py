"""An act done while a thing is still going is done before it ends (session 39;
docs/consolidation.md, "While it is still going (session 39)"): "Deploy the API once the
migration has finished" / "Deploy the API while the migration is still running".

The "while" clause was cut off as a claim of its own ("the migration is still running"), so
the act said with it met the other's act as the same, and the two merged. "<act> while <the
thing> is still <going> / in progress / ongoing / running / open" now reads as "<act> before
<the thing> ends", which the order rules read against "once it has finished". Only of a thing
named with an article or a name in capitals, not of a person ("while you're still waiting")
nor of things in general ("while stores are open"); and not a failing state ("still red"),
which "merge before CI is green" already reads.

Sentences of our own and one dev record; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind

from memstore.core.judge import claims


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Deploy the API once the migration has finished.",
                 "Deploy the API while the migration is still running.", id="migration"),
    pytest.param("Announce the outage once the incident is resolved.",
                 "Announce the outage while the incident is still ongoing.", id="incident"),
    pytest.param("Rotate the keys once the audit is finished.",
                 "Rotate the keys while the audit is still running.", id="dev-prb-1091"),
    pytest.param("Rebuild the search index once the import is complete.",
                 "Rebuild the search index while the import is still in progress.",
                 id="in-progress"),
])
def test_while_still_going_against_once_it_ended_is_an_order_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_guard_the_same_order_said_two_ways_still_merges() -> None:
    assert symmetric_kind("Deploy the API once the migration has finished.",
                          "Wait for the migration to finish before deploying the API.") == (
        "duplicate")


@pytest.mark.parametrize("text", [
    pytest.param("Close the ticket while you're still waiting for the customer to confirm.",
                 id="a-person"),
    pytest.param("Back-office migrations should not run while stores are open.",
                 id="things-in-general"),
    pytest.param("You may merge while CI is still red.", id="a-failing-state"),
    pytest.param("While the API is public, the admin endpoints are internal.", id="a-contrast"),
])
def test_guard_other_whiles_are_not_read_as_an_end(text: str) -> None:
    assert not any(" ends" in c.text for c in claims(text))


def test_guard_a_failing_state_keeps_its_own_reading() -> None:
    assert symmetric_kind("CI must be green before you merge.",
                          "You may merge while CI is still red.") == "conflict"
