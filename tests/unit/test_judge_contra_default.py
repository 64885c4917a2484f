"""A default changed, said without "now": one entry keeps what the other's default is set to
as an exception in a fact of its own ("the X only if the customer asks", "pass `--flag X`
explicitly", "for the old one") beside a default of its own (tests/natural/dev_transit.jsonl
was written to measure it before the rule changed). Each case is written afresh (no corpus
sentence) and failed on the judge before (merged as one entry); the restatement and the
look-alike of the same shape (the same default said twice, a default of another thing) stay
unflagged."""

from __future__ import annotations

import pytest
from judging import kind

CONFLICTS = [
    pytest.param("Invoices are emailed as a PDF attachment by default.",
                 "Invoices default to a link to the billing portal; the PDF attachment only if "
                 "the customer asks.",
                 id="the-old-default-only-if-asked"),
    pytest.param("The invoice renderer uses `--timezone Europe/Paris` as its default.",
                 "The invoice renderer's default timezone is UTC; pass `--timezone "
                 "Europe/Paris` explicitly.",
                 id="pass-the-old-flag-explicitly"),
    pytest.param("Search results are sorted by relevance by default.",
                 "Search results default to newest first; relevance only when the user picks "
                 "it.",
                 id="the-old-default-only-when-picked"),
]


@pytest.mark.parametrize(("a", "b"), CONFLICTS)
def test_the_old_default_kept_as_an_exception_conflicts(a: str, b: str) -> None:
    assert kind(a, b) == "conflict"
    assert kind(b, a) == "conflict"


APART = [
    pytest.param("Invoices default to a link to the billing portal.",
                 "By default invoices are a link to the billing portal; the PDF attachment "
                 "only if the customer asks.",
                 id="the-same-default-with-its-exception"),
    pytest.param("Receipts are emailed as a PDF attachment by default.",
                 "Invoices default to a link to the billing portal; the PDF attachment only if "
                 "the customer asks.",
                 id="a-default-of-another-thing"),
]


@pytest.mark.parametrize(("a", "b"), APART)
def test_a_default_restated_or_of_another_thing_is_not_flagged(a: str, b: str) -> None:
    assert kind(a, b) != "conflict"
    assert kind(b, a) != "conflict"
