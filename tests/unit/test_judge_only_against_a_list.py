""""Only" against a list (session 37; docs/consolidation.md, "Only against a list (session
37)"): "Webhooks are sent for paid invoices only" / "... for paid and refunded invoices". The
"only" rules the rest of the list out, but the second claim held all the first says, so the two
merged. Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Receipts are emailed for card payments only.",
                 "Receipts are emailed for card and cash payments.", id="a-list-of-two"),
    pytest.param("The kiosk accepts contactless cards only.",
                 "The kiosk accepts contactless cards, coins and notes.", id="a-list-of-three"),
    pytest.param("Discounts apply to new customers only.",
                 "Discounts apply to new and returning customers.", id="a-list-in-one-phrase"),
])
def test_only_one_against_a_list_that_holds_it_contradicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Receipts are emailed for card payments only.",
                 "Only card payments get an emailed receipt.", id="one-restriction-twice"),
    pytest.param("Receipts are emailed for card payments only.",
                 "Invoices are printed for card and cash payments.", id="another-act"),
])
def test_guard_one_restriction_or_two_acts_do_not_contradict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) != "conflict"


def test_a_compound_named_by_its_first_word_on_the_other_side() -> None:
    """Session 47: "The search page" against "Search": the second word of the thing a claim
    opens with, after a first word the other says, is the other's thing named in full; the
    two merged. Only there: "only rename and cast columns" / "do renames and type casts" is
    one rule."""
    assert symmetric_kind("The search page searches titles only.",
                          "Search covers titles, tags and body text.") == "conflict"
    assert symmetric_kind("Staging models only rename and cast columns.",
                          "Staging models do renames and type casts.") != "conflict"
