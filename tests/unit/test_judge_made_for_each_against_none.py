"""A thing made for each of something against none of them getting it, found by a probe of fresh
sentence pairs (session 27; docs/consolidation.md, "More kinds found by probing (session 27)").
Sentences of our own. "Preview environments are created for every PR" / "PRs don't get preview
environments anymore" was only a maybe-conflict: "are created for every PR" read as a property
of preview environments (`compare._property_of`), and a no to having a thing says nothing
against a property. A thing created, generated or provisioned is a thing had, as "is used"
and "is fine" already approve (`compare._APPROVING`). The guards hold on the session's start
code too: a no to something else done to the made thing is no contradiction."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Preview environments are created for every PR.",
                 "PRs do not get preview environments anymore.", id="created"),
    pytest.param("A staging database is provisioned for each branch.",
                 "Branches don't get their own staging database.", id="provisioned"),
    pytest.param("Release notes are generated for every tag.", "Tags do not get release notes.",
                 id="generated"),
])
def test_made_for_each_against_none_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_a_no_to_another_act_on_the_made_thing_stays_apart() -> None:
    assert symmetric_kind("Release notes are generated for every tag.",
                          "Don't edit the generated release notes by hand.") == "distinct"
