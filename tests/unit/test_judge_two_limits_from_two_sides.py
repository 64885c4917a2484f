"""One limit said from its two sides at two numbers, found by a probe of fresh sentence pairs
(session 26; docs/consolidation.md, "More kinds found by probing (session 26)"). Sentences of
our own. "Requests larger than 1 MB are rejected by the gateway" / "The gateway accepts request
bodies of up to 4 MB" were two look-alikes ("values differ"): `thresholds.one_limit` reads a
no past a number and a limit at the same end as one limit when the numbers are one, and left
two numbers to the value readings, which a yes against a no never reached. Two numbers of one
unit in that shape are now two limits for one thing (`thresholds.two_limits`). The guards hold
on the session's start code too: one number is one limit, and two things each have their own."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Requests larger than 1 MB are rejected by the gateway.",
                 "The gateway accepts request bodies of up to 4 MB.", id="ceiling-in-bytes"),
    pytest.param("Carts with more than 50 items can't be checked out.",
                 "Checkout allows up to 100 items per cart.", id="ceiling-in-items"),
])
def test_one_limit_at_two_numbers_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_one_limit_at_one_number_restates() -> None:
    assert symmetric_kind("Requests larger than 1 MB are rejected by the gateway.",
                          "The gateway accepts request bodies of up to 1 MB.") == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Images over 5 MB are not allowed.", "Videos of up to 500 MB are allowed.",
                 id="two-kinds-of-upload"),
    pytest.param("Requests larger than 1 MB are rejected by the gateway.",
                 "The gateway retries requests up to 3 times.", id="a-size-and-a-count"),
])
def test_limits_of_two_things_stay_apart(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "distinct"
