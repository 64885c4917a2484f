"""Two readings of session 57 (docs/consolidation.md, "An amount in cents, and X-free"), each
general English, found on the untuned dev files of sessions 54 and 55. Sentences of our own:

- An amount of money is one number however it is written: "$0.50" and "$0.5" (a trailing
  zero), "$1.5m" and "$1,500,000", and a count of the currency's hundredths ("50 cents",
  "ninety-five pence") as the amount it makes (`text._amount`, `text._SUBUNITS`). Before,
  "50 cents" against "$0.50" and "$0.50" against "$0.5" were two numbers, a false conflict.
- "X-free" said of a thing ("Both kitchens are nut-free") is "no X" ("No nuts in either
  kitchen"); before a noun it still names a kind of that noun ("crash-free sessions")
  (`claims._free_of`). Before, the restatement was flagged as a negation.
"""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The booking fee is 50 cents per ticket.",
                 "Each ticket carries a $0.50 booking fee.", id="cents"),
    pytest.param("We add a ninety-five pence card fee to every order.",
                 "card fee: £0.95 / order", id="pence-in-words"),
    pytest.param("Refunds under $10.00 are approved automatically.",
                 "Refunds below $10 are approved automatically.", id="trailing-zeros"),
    pytest.param("The seed round was $1.5m.", "The seed round was $1,500,000.",
                 id="scale-and-digits"),
    pytest.param("Both kitchens are kept nut-free.", "No nuts in either kitchen.",
                 id="nut-free"),
    pytest.param("The release build must be warning-free.",
                 "The release build must have no warnings.", id="warning-free"),
])
def test_one_amount_or_one_absence_said_two_ways_restates(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The booking fee is 50 cents per ticket.",
                 "Each ticket carries a $0.60 booking fee.", id="cents-against-another"),
    pytest.param("The booking fee is $0.50 per ticket.",
                 "The booking fee is 5 cents per ticket.", id="tenfold"),
    pytest.param("Both kitchens are kept nut-free.", "Nuts are allowed in both kitchens.",
                 id="free-against-allowed"),
])
def test_another_amount_or_a_yes_still_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_a_kind_named_with_free_is_no_absence() -> None:
    # ("crash-free sessions" are sessions of a kind, not "no crash"; read so, the two would
    # share nothing of their subject)
    assert symmetric_kind("The crash-free sessions rate must stay above 99.5%.",
                          "Keep crash-free sessions above 99.5%.") == "duplicate"
