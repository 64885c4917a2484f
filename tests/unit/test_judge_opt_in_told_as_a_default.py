"""Opt-in told as a default, and one-line restatements whose one claim is lined up, found by
probing (session 32; docs/consolidation.md, "More kinds found by probing (session 32)").
Sentences of our own.

- "Off unless the user turns it on" is off by default; opt-in is off by default, and opt-out
  on by default. Before, the clause after "unless" was read as a claim of its own, and "opt-in"
  against "off by default" as two things.
- What a thing "starts out" as is its default.
- A value said to be "the default" of a thing, the value first ("Dark mode is the default
  appearance"), is read as "The default appearance is dark mode": each side opened with its
  own value, and the two were read as look-alikes.
- Two entries of one line each whose one claim the judge reads as the other's are one entry,
  however few of their words they share; they were left uncertain.
- A length of time before an event ("kept for 14 days before they are purged") is a time, not
  an order of steps: the merge guard held it back against "purged after two weeks".

Each case fails on the session's start code. The guards hold on it too: "off unless someone
turns it off" says nothing of opting in, an order of steps told with "before" and "after"
is still a conflict, and two defaults each said of its own thing ("Night shifts ..." / "Day
shifts ...") stay apart."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b", "kind"), [
    pytest.param("Crash reports are off unless the user turns them on.",
                 "Crash reports are opt-in.", "duplicate", id="off-unless-on"),
    pytest.param("Crash reports are off unless the user turns them on.",
                 "Crash reports are opt-out.", "conflict", id="against-opt-out"),
    pytest.param("Beta features are opt-out.", "Beta features are on by default.",
                 "duplicate", id="opt-out-on"),
    pytest.param("Beta features are opt-in.", "Beta features are off by default.",
                 "duplicate", id="opt-in-off"),
])
def test_opt_in_and_opt_out_are_defaults(a: str, b: str, kind: str) -> None:
    assert symmetric_kind(a, b) == kind


def test_what_a_thing_starts_out_as_is_its_default() -> None:
    assert symmetric_kind("New dashboards start out private.",
                          "Dashboards are private by default.") == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Dark mode is the default appearance.",
                 "Light mode is the default appearance.", id="modes"),
    pytest.param("Metric units are the default unit system.",
                 "Imperial units are the default unit system.", id="units"),
])
def test_two_values_each_said_to_be_the_default_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_a_time_before_an_event_is_no_order() -> None:
    assert symmetric_kind("Abandoned carts are kept for 14 days before they are purged.",
                          "Abandoned carts get purged after two weeks.") == "duplicate"


@pytest.mark.parametrize(("a", "b", "kind"), [
    pytest.param("Telemetry is off unless someone turns it off.", "Telemetry is opt-in.",
                 "distinct", id="ends-apart"),
    pytest.param("Rebuild the index before deploying.",
                 "Deploy first and rebuild the index after.", "conflict", id="steps"),
    pytest.param("Night shifts start at 10 by default.", "Day shifts start at 8 by default.",
                 "distinct", id="two-shifts"),
])
def test_guards(a: str, b: str, kind: str) -> None:
    assert symmetric_kind(a, b) == kind
