"""An act done "once" something happens against the same act "before" it, and a no to an act
"before" something happens, found by a probe of fresh sentence pairs (session 31; docs/
consolidation.md, "More kinds found by probing (session 31)"). Sentences of our own.

"Merge the PR once two people approve" / "Merge the PR before the second review comes in"
merged: the steps after the order words share too few words for the claims' order to be read,
and the merge guard knew "before" against "after", not against "once". "once" is now the later
end of the guard's order scale too (not in "all at once", which says together). "Don't merge
before two approvals" was read as a no to merging and flagged against "Merge once two
reviewers approve"; a no to an act before something happens now reads as "until" does (session
31): "only merge once ...". A time after it ("before 9am") is left as written, and so is a no
before an act ("Do not rebase before merging" says no to a rebase as a step of merging). The
guards hold on the session's start code too: that no is still a conflict with the rule it
takes back, "all at once" against "one at a time" is still a conflict, and a no before
something against the act done first still is."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Merge the PR once two people approve.",
                 "Merge the PR before the second review comes in.", id="approve"),
    pytest.param("Ship the hotfix once QA signs off.",
                 "Ship the hotfix before QA has looked at it.", id="sign-off"),
    pytest.param("Scale down the old deployment once the new one is healthy.",
                 "Scale down the old deployment before the new one comes up.", id="new-one"),
])
def test_once_against_before_is_an_order_turned(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Never deploy before the security scan passes.",
                 "Only deploy once the security scan has passed.", id="never"),
    pytest.param("Don't merge before two approvals.", "Merge once two reviewers approve.",
                 id="dont"),
    pytest.param("Don't announce the release before the docs are live.",
                 "Announce the release once the docs are live.", id="once"),
])
def test_a_no_before_something_is_the_gate_said_the_other_way(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_a_no_before_an_act_still_says_no_to_the_step() -> None:
    assert symmetric_kind("Rebase before merging.", "Do not rebase before merging.") == (
        "conflict")


def test_all_at_once_is_together_not_an_order() -> None:
    assert symmetric_kind("Ship all fixes at once.", "Ship the fixes one at a time.") == (
        "conflict")


def test_a_no_before_something_still_conflicts_with_doing_it_first() -> None:
    assert symmetric_kind("Do not open the PR before the design doc is approved.",
                          "Open the PR first and get the design doc approved later.") == (
        "conflict")
