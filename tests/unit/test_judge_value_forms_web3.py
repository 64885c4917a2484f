"""Value forms kept from the twelfth round's paraphrase work (tests/natural/dev_web3.jsonl;
docs/consolidation.md, "The twelfth round"): every number word from thirteen to ninety ("eighty
gwei" is 80 gwei), "3-of-5" read as "3 of 5", a number word before "of" and a count ("three of
five signers"), and a count glued to its period ("10 exports/month" is per month, not a path).
The sentences are written for these tests; "eighty" and the signers' count failed on the
judge before, the other two pin what must still hold."""

from __future__ import annotations

import pytest
from judging import kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Payouts go out with a 2-of-3 approval.",
                 "Payouts go out with a 2 of 3 approval.", id="k-of-n"),
    pytest.param("The gas price cap on the relayer is eighty gwei.",
                 "Relayer gas price cap: 80 gwei.", id="eighty"),
])
def test_one_value_written_another_way_merges(a: str, b: str) -> None:
    assert kind(a, b) == "duplicate"
    assert kind(b, a) == "duplicate"


def test_another_count_of_signers_is_flagged() -> None:
    assert kind("Deploys need 3 of 5 signers on the Safe.",
                "The deploy Safe is 4-of-5 since the review.") == "conflict"


def test_a_count_per_month_of_two_plans_stays_apart() -> None:
    assert kind("Free plan: 10 exports/month per workspace",
                "Team plan: 100 exports/month per workspace") != "duplicate"
