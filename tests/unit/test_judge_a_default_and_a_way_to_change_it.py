"""A default against a way to change it, found by a probe of fresh sentence pairs (session 27;
docs/consolidation.md, "More kinds found by probing (session 27)"). Sentences of our own. "Dark
mode is off by default" / "Users can turn on dark mode in settings" was flagged as a
contradiction: "off" against "turn on". A default holds until someone changes it, and the
other claim says who may, or how: both hold. A claim that names no default of its own and says
that someone can (or may) switch the setting, or gives a step whose purpose is the switch ("Set
LOG_LEVEL=debug to turn on debug logging"), is now read as a change of the default, the way a
named thing's own setting already was (`compare._override`). The guards hold on the session's
start code too: two defaults still conflict, and so does a "can" against a "cannot"."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Dark mode is off by default.", "Users can turn on dark mode in settings.",
                 id="can-turn-on"),
    pytest.param("Debug logging is off by default.",
                 "Set LOG_LEVEL=debug to turn on debug logging.", id="a-step-to-turn-on"),
    pytest.param("Auto-merge is disabled by default.",
                 "Maintainers may enable auto-merge per repository.", id="may-enable"),
])
def test_a_default_and_a_way_to_change_it_both_hold(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "distinct"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Dark mode is off by default.",
                 "Dark mode is on by default; users can turn it off in settings.",
                 id="two-defaults"),
    pytest.param("Users can turn off telemetry.", "Telemetry cannot be turned off.",
                 id="can-against-cannot"),
])
def test_two_defaults_or_a_can_against_a_cannot_still_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"
