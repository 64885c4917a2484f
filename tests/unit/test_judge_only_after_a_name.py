""""Only" after a name against a compound of that name ("Tailwind only for styles" / "we use
Tailwind classes"), found by a probe of fresh groups of restatements (session 30;
docs/consolidation.md, "More kinds found by probing (session 30)"). Sentences of our own.
The rule of session 29 (`who.only_one_against_another`) read "classes" as put in the place
"for styles" holds, which the "only" rules out, and flagged a conflict inside a group of four
restatements. A word of the other claim said right after the name "only" follows is a
compound of that name, not another word in the restricted place. The guards hold on the
session's start code too: "only" before a place ("In prod, only the break-glass role ...")
and a word said elsewhere in the other claim ("The backup user has sudo") still conflict."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


def test_a_compound_of_the_name_is_not_in_the_restricted_place() -> None:
    assert symmetric_kind("We don't write CSS files, we use Tailwind classes.",
                          "Tailwind only for styles") != "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Sudo only for the deploy user.", "The backup user has sudo.", id="sudo"),
    pytest.param("In prod, only the break-glass role can read the KMS key policy.",
                 "In prod, every engineer can read the KMS key policy.", id="in-prod"),
])
def test_another_word_in_the_restricted_place_still_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"
