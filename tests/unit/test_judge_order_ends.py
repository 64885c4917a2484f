"""How a step ends, said in two words, in two orders (session 39; docs/consolidation.md, "How a
step ends (session 39)"): "Publish to npm once CI passes on main" / "Publish to npm before CI
finishes on main".

The two orders put the act on either side of one step, but the step is told with another word
of its end ("passes" / "finishes", "is green" / "finishes", "completes" / "is done"), and one
word put for another made the pair two things said alike before the orders were compared. Where
every word put for another tells how a step ends, the reversed orders are a conflict. Not where
a word put for another names another thing ("Deploy the API ..." / "Deploy the worker ...").

Sentences of our own and dev records; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Publish to npm once CI passes on main.",
                 "Publish to npm before CI finishes on main.", id="dev-prb-0174"),
    pytest.param("Don't merge until CI is green.", "Merge before CI finishes.", id="dev-prb-0231"),
    pytest.param("Tag the release once the build passes.",
                 "Tag the release before the build finishes.", id="passes-finishes"),
    pytest.param("Send the welcome email once signup completes.",
                 "Send the welcome email before signup is done.", id="completes-done"),
])
def test_reversed_orders_of_one_step_told_two_ways_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b", "expected"), [
    pytest.param("Deploy the API once the build passes.",
                 "Deploy the worker before the build finishes.", "distinct", id="two-things"),
    pytest.param("Tag the release once the build passes.",
                 "Wait for a passing build before tagging the release.", "duplicate",
                 id="one-order"),
])
def test_guard_other_pairs_read_as_before(a: str, b: str, expected: str) -> None:
    assert symmetric_kind(a, b) == expected
