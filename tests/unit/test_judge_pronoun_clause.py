"""A clause of its own after a comma, whose verb's object is "it" or "them" (session 38;
docs/consolidation.md, "A clause about it (session 38)"): "The external accessibility audit is
optional before public beta, most teams book it ahead of the live assessment instead" was read
as one clause, and the second half's words outweighed its "optional", so it stayed "maybe the
same" against "An accessibility audit is mandatory before any new service goes into public
beta". Such a comma after a statement now ends the clause. Not after a condition or a time
("If Metro acts up, restart it"), nor inside a list of steps ("create the tag, build the image,
push it"). Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind

from memstore.core.judge.text import _clauses


def test_a_rule_against_its_opposite_with_a_clause_about_it_conflicts() -> None:
    assert symmetric_kind(
        "A security review is mandatory before any new API goes live.",
        "The external security review is optional before go-live, most teams book it ahead of "
        "the launch review instead.") == "conflict"


def test_the_clause_about_it_is_its_own() -> None:
    assert _clauses("Type hints are optional in new code, add them where they help.") == [
        "Type hints are optional in new code", "add them where they help"]


@pytest.mark.parametrize("text", [
    pytest.param("If Metro acts up, restart it with a cleared cache.", id="a-condition"),
    pytest.param("Release steps: create the git tag, build the image, push it to ECR.",
                 id="a-list-of-steps"),
    pytest.param("Drop the column first, then add it to ignored_columns.", id="then"),
])
def test_guard_a_condition_a_list_or_a_step_stays_one_clause(text: str) -> None:
    assert len(_clauses(text)) == 1


@pytest.mark.parametrize(("a", "b", "kind"), [
    pytest.param("Build the image, push it to the registry, then tag the release.",
                 "Tag the release first, then build the image and push it.", "conflict",
                 id="steps-in-two-orders"),
    pytest.param("Linting is optional for prototypes, run it before you open a PR though.",
                 "Prototypes don't need to pass lint.", "duplicate", id="one-rule-and-advice"),
])
def test_guard_read_as_before(a: str, b: str, kind: str) -> None:
    assert symmetric_kind(a, b) == kind
