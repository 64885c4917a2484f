"""A rule and its exception told by a phrase put in after the subject ("PRs need one approval"
/ "PRs touching infra/ need two approvals"), found by a probe of pairs that do not conflict
(session 29; docs/consolidation.md, "More kinds found by probing (session 29)"). Sentences of
our own. An exception told after "for", "in" or "on" ("The API rate limit for partners is
1000 req/min") was read as one already (`lookalikes.scope_of_one`); one told with a participle,
"that", "with" or "to" was read as one thing with two values, a false conflict. The guards hold
on the session's start code too: the same subject with another value conflicts, and so does
a change told with "new"."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("PRs need one approval.", "PRs touching infra/ need two approvals.",
                 id="participle"),
    pytest.param("PRs need one approval.", "PRs that touch infra/ need two approvals.",
                 id="that"),
    pytest.param("PRs need one approval.", "PRs with migrations need two approvals.",
                 id="with"),
    pytest.param("Requests time out after 30 s.",
                 "Requests to the search service time out after 5 s.", id="to"),
])
def test_a_rule_and_its_exception_do_not_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) != "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("PRs need one approval.", "PRs need two approvals.", id="another-value"),
    pytest.param("Pull requests need one approval.", "All pull requests need two approvals.",
                 id="all-of-them"),
])
def test_one_subject_with_two_values_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"
