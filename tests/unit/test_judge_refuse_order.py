"""An order to decline or refuse, read as the passive it restates (session 42;
docs/consolidation.md, "Decline as an order (session 42)"): "Payments without a CVV are
declined" / "Decline payments with no CVV" was **flagged**. "are declined" reads "not
accepted", but the order "Decline ..." was left as a word of its own, so one side said no and
the other did not. An order that opens a clause with "decline" or "refuse", with no copula
after it, now reads as "reject", the word the table reads as "not accept".

The start code read "Never decline ..." / "... are declined ..." as no conflict either; it is
one now. Sentences of our own; the guard holds on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Refunds without a receipt are declined.", "Decline refunds with no receipt.",
                 id="without"),
    pytest.param("Attachments over 10 MB are declined.", "Decline attachments over 10 MB.",
                 id="size"),
])
def test_an_order_to_decline_restates_the_passive(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_guard_decline_naming_a_kind_is_no_order() -> None:
    assert symmetric_kind("Decline codes from Adyen are logged to Sentry.",
                          "Adyen decline codes are logged to Sentry.") == "duplicate"


def test_never_decline_denies_declined() -> None:
    assert symmetric_kind("Never decline a gift card payment offline.",
                          "Gift card payments are declined while offline.") == "conflict"
