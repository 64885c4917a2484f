"""A floor written with its sign before an amount of a unit is "at least" that amount (session
50). "≥ 2 days before the press slot" was read as a version floor, "2 or newer days", then as
"2 minimum days": the unit fell off, so "at least 48 hours before the slot" (one deadline)
was flagged as a conflict of durations. A sign before a version keeps its reading ("Python
>=3.11" is "3.11 or newer")."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The build needs ≥ 8 GB of RAM.", "The build needs at least 8 GB of RAM.",
                 id="size"),
    pytest.param("Submit artwork ≥ 3 days before the print run.",
                 "Artwork is due at least 72 hours before the print run.", id="duration"),
    pytest.param("Alert when disk usage is ≥ 90%.", "Alert once disk usage is at least 90%.",
                 id="percent"),
    pytest.param("The worker requires Python >=3.11.",
                 "The worker requires Python 3.11 or newer.", id="a-version-floor-as-before"),
])
def test_a_floor_said_with_its_sign_is_the_same_floor(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_two_floors_of_one_amount_still_conflict() -> None:
    assert symmetric_kind("The build needs ≥ 8 GB of RAM.",
                          "The build needs at least 16 GB of RAM.") == "conflict"
