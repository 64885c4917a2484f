"""Two currencies put for each other ("Prices are shown in EUR" / "Prices are shown in USD"),
found by a probe of fresh sentence pairs (session 29; docs/consolidation.md, "More kinds
found by probing (session 29)"). Sentences of our own. A currency's code said as a word was
read as what the claim is about, so the two were a look-alike; the codes are now a closed set
(lexicon.yaml, `series`), as weekdays and log levels are ("issued in GBP" / "in EUR"
conflicted already, by another reading). The guards hold on the session's start code too:
a code that opens the claim names which things ("EUR invoices" / "USD invoices"), and an
amount of one currency is an amount."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Prices are shown in EUR.", "Prices are shown in USD.", id="shown"),
    pytest.param("Invoices are issued in GBP.", "Invoices are issued in EUR.", id="issued"),
])
def test_one_thing_in_two_currencies_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_a_currency_that_names_the_things_is_two_subjects() -> None:
    assert symmetric_kind("EUR invoices go to finance-eu.",
                          "USD invoices go to finance-us.") != "conflict"


def test_two_amounts_of_one_currency_conflict() -> None:
    assert symmetric_kind("The price is 10 EUR.", "The price is 12 EUR.") == "conflict"
