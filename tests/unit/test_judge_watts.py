"""Watts written "W" (session 42; docs/consolidation.md, "Watts (session 42)"): "The panel draws
300 W" / "The panel draws 300 watts" (dev) was a look-alike, "300 W" read as 300 weeks and
"watts" as a word. A capital "W" after a number is watts now, and "watts" and "kW" are one
unit; a lower-case "w" stays weeks ("2w").

Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The lamp draws 60 W.", "The lamp draws 60 watts.", id="w"),
    pytest.param("The oven is rated at 3 kW.", "The oven is rated at 3000 watts.", id="kw"),
])
def test_watts_written_short_are_watts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_guard_two_powers_still_conflict() -> None:
    assert symmetric_kind("The oven is rated at 3 kW.", "The oven is rated at 2500 watts.") == (
        "conflict")


def test_guard_a_lower_case_w_is_still_weeks() -> None:
    assert symmetric_kind("Sprints are 2w long.", "Sprints last two weeks.") == "duplicate"


def test_guard_two_kilowatt_values_still_conflict() -> None:
    assert symmetric_kind("The oven is rated at 3 kW.", "The oven is rated at 3.5 kW.") == (
        "conflict")
