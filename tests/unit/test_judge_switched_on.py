"""A state said with "turned on" or "switched on" (session 39; docs/consolidation.md, "Switched on
(session 39)").

- "is switched on" / "has X switched on" says a state, as "enabled" does; only a switch told
  in the past ("its SOAP endpoints were switched off in March") says a change. "switched" alone
  had been read as a change, so "Mobile check-in is enabled for all properties" / "Every hotel
  has mobile check-in switched on" was uncertain ("one says it changed").
- A positive claim that says its subject "is turned on" (a phrase of the synonyms, read as
  "enabled") against a no to that subject is a contradiction, as "is on" already was: "Query
  logging is turned on for the reporting database" / "We never log queries on the reporting
  database" was uncertain, read as a property of the thing beside a no to an act.

Sentences of our own and one dev record; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Mobile check-in is enabled for all properties.",
                 "Every hotel has mobile check-in switched on.", id="dev-htl-0056"),
    pytest.param("Dark mode is enabled in the admin app.",
                 "The admin app has dark mode switched on.", id="has-it-switched-on"),
])
def test_switched_on_is_a_state(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Query logging is turned on for the reporting database.",
                 "We never log queries on the reporting database.", id="turned-on-vs-never"),
    pytest.param("Request tracing is turned on in staging.",
                 "Staging never traces requests.", id="tracing"),
])
def test_turned_on_against_a_no_is_a_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b", "expected"), [
    pytest.param("The broker portal talks to core-platform over SOAP.",
                 "The broker portal calls core-platform over REST now; its SOAP endpoints were "
                 "switched off in March.", "maybe_conflict", id="switched-off-in-march"),
    pytest.param("Query logging is on for the reporting database.",
                 "We never log queries on the reporting database.", "conflict", id="is-on"),
])
def test_guard_other_switches_read_as_before(a: str, b: str, expected: str) -> None:
    assert symmetric_kind(a, b) == expected
