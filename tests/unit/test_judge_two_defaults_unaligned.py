"""Two notes that each state a default, and whose claims the judge cannot line up, are not
merged on their shared words alone (session 54).

A default is a setting: what it is set to is often one common word ("relevance", "email")
that weighs little against the rare words both notes share ("search results", "portal",
"invoice"). Such pairs merged while no claim of one was read as a claim of the other, so a
default and the default that replaced it became one entry. On dev, half of the merges of two
defaults with no claim aligned and no value in common were contradictions or look-alikes (10
of 20); they are now left for a person or the agent to decide ("maybe the same"), as are the
10 restatements among them. A value both give is what both defaults are set to, and merges.
"""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    ("By default the portal emails an invoice after each order.",
     "Since portal 3.2, invoices only show on the account page by default; email is something "
     "the customer turns on."),
    ("Search results are sorted by relevance by default.",
     "By default, search results come back newest first; relevance is a toggle."),
])
def test_two_defaults_with_no_claim_aligned_are_not_merged(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "maybe_same"


def test_guard_two_defaults_read_claim_for_claim_still_merge() -> None:
    assert symmetric_kind("New projects default to the free tier.",
                          "By default a brand-new project starts on the free tier.") == "duplicate"
    assert symmetric_kind("The default currency in the checkout is the shopper's local currency.",
                          "Checkout shows prices in the shopper's local currency unless they "
                          "pick another one.") == "duplicate"


def test_guard_two_defaults_set_to_one_value_still_merge() -> None:
    assert symmetric_kind("The page size used to be 50, now it's 100 by default.",
                          "The default page size is 100.") == "duplicate"


def test_guard_a_default_said_on_one_side_only_still_merges() -> None:
    # (only where both notes state a default may the word left unread be what it is set to)
    assert symmetric_kind("Invoices are emailed after each order.",
                          "After every order the portal sends the invoice by email.") == "duplicate"
