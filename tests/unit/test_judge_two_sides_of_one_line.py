"""Two groups one word divides ("Non-admins", "Unverified users" / "Admins", "Only verified
users"), found by a probe of fresh sentence pairs (session 30; docs/consolidation.md, "More
kinds found by probing (session 30)"). Sentences of our own. The claim reader folds the
prefix into the polarity, and "delete" into the end of "store", so the pairs came out every
way but right: "Non-admins get read-only access" / "Admins get read-only access" merged,
"Non-admins may delete projects" / "Only admins may delete a project" merged, and "Non-admins
can't delete projects" / "Only admins may delete a project" was a conflict. The groups and
the written no now decide: each said of its own group, a look-alike; "only" said of one
group and a no of the other, one line from its two sides; "only" of one group and a yes of
the other, a conflict. The guard holds on the session's start code too: one group said yes
and no to is a conflict."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Non-admins can't delete projects.", "Only admins may delete a project.",
                 id="non-admins"),
    pytest.param("Unverified users cannot post.", "Only verified users can post.",
                 id="unverified"),
])
def test_only_one_group_and_a_no_to_the_other_is_one_rule(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Non-admins may delete projects.", "Only admins may delete a project.",
                 id="non-admins"),
    pytest.param("Unverified users can post.", "Only verified users can post.",
                 id="unverified"),
])
def test_only_one_group_and_a_yes_to_the_other_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Non-admins get read-only access.", "Admins get read-only access.",
                 id="same-words"),
    pytest.param("Unverified users cannot post.", "Verified users cannot post.",
                 id="both-no"),
])
def test_each_group_said_of_alone_is_a_look_alike(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "distinct"


def test_one_group_said_yes_and_no_to_conflicts() -> None:
    assert symmetric_kind("Unsigned builds can't be deployed.",
                          "Unsigned builds may be deployed.") == "conflict"
