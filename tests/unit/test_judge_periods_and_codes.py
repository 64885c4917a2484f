"""A period and a code said in words the judge did not read, found by a probe of fresh
sentence pairs (session 23; docs/consolidation.md, "More kinds found by probing (session
23)"). Sentences of our own: "yearly" as how often something is done (it was left unread,
for "a yearly plan" is a kind of plan), and "one-time codes" as OTPs."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Certificates are rotated every 90 days.", "We rotate TLS certs yearly.",
                 id="yearly"),
    pytest.param("The restore drill runs every month.",
                 "We run the restore drill yearly, in January.", id="yearly-then-when"),
    pytest.param("OTP codes are valid for 5 minutes.", "One-time codes expire after 10 minutes.",
                 id="one-time-codes"),
])
def test_two_lengths_of_one_thing_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_a_yearly_plan_is_a_kind_of_plan_not_a_period() -> None:
    assert symmetric_kind("Customers on a yearly plan get a 10% discount.",
                          "Customers on a yearly plan get a 10% discount.") == "duplicate"
    assert symmetric_kind("Customers on a yearly plan get a discount.",
                          "Customers on a monthly plan get a discount.") != "duplicate"
