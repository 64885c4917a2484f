"""A permission given to anyone against the same act kept for someone: "Anyone can approve changes
under infra/" / "Code owners must approve changes to infra/". "Anyone", "everyone" and "any
engineer" are words the judge reads as saying nothing, so the open claim read as the other said
with less, and the two merged into one entry holding a rule and its opposite
(memstore.core.judge.who `anyone_against_someone`). Sentences of our own."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Code owners must approve changes to infra/.",
                 "Anyone can approve changes under infra/.", id="must"),
    pytest.param("Only admins can archive projects.", "Anyone can archive projects.", id="only"),
    pytest.param("Only the release manager tags releases.", "Any engineer can tag a release.",
                 id="any-engineer"),
    pytest.param("Refunds over $500 need a manager's approval.",
                 "Any agent can approve refunds over $500.", id="need"),
])
def test_anyone_against_someone_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_anyone_against_someone_named_without_a_restriction_is_not_merged() -> None:
    assert symmetric_kind("Team leads can archive projects.",
                          "Everyone can archive projects.") == "maybe_conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Only admins can archive projects.", "Admins can archive projects.",
                 id="both-name-admins"),
    pytest.param("Seltzer cans always go through the tunnel pasteuriser before palletising.",
                 "Every seltzer can is tunnel-pasteurised before it's palletised.",
                 id="every-thing-can"),
])
def test_no_anyone_no_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"
