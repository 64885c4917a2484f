"""An amount, as measured, inside the bound the other note puts on it ("The full test suite
runs in under 90 seconds" / "Full test suite: ~85 seconds"), found by a probe of fresh
sentence pairs (session 29; docs/consolidation.md, "More kinds found by probing (session
29)"). Sentences of our own. The two were read as one thing with two durations, a conflict,
though 85 seconds keeps under 90. The guards hold on the session's start code too: an amount
past the bound still conflicts, and an amount said exactly may be a limit of its own ("The
free plan allows 3 team members" / "Free plan: up to 5 team members")."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Full test suite: about 85 seconds.",
                 "The full test suite runs in under 90 seconds.", id="under"),
    pytest.param("Cold starts take roughly 1.5 s.", "Cold start is under 2 s.", id="seconds"),
    pytest.param("The API serves about 800 requests per second.",
                 "The API serves at least 500 requests per second.", id="a-floor"),
])
def test_an_amount_inside_the_bound_is_no_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) != "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The full test suite takes about 120 seconds.",
                 "The full test suite runs in under 90 seconds.", id="past-the-bound"),
    pytest.param("The free plan allows 3 team members.", "Free plan: up to 5 team members.",
                 id="a-limit-said-exactly"),
])
def test_an_amount_against_a_bound_it_breaks_or_another_limit_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"
