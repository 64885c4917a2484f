"""A tool swap told as a change, against a memory that still names the old tool for the job
(tests/natural/dev_transit.jsonl was written to measure it before the rule changed): "we
replaced X with a new thing of several words", "we moved Y from X to Z last quarter". Each
case is written afresh (no corpus sentence) and failed on the judge before; the look-alikes of
the same shape (the swap made for another job, the swap made in another worker) stay unflagged."""

from __future__ import annotations

import pytest
from judging import kind

CONFLICTS = [
    pytest.param("Invoice PDFs are rendered with wkhtmltopdf.",
                 "We replaced wkhtmltopdf with a small headless Chrome service for invoice PDFs "
                 "because the fonts kept breaking.",
                 id="replaced-x-with-a-thing-of-five-words"),
    pytest.param("Search indexing runs on Solr.",
                 "We swapped Solr for our own Lucene based indexer for search indexing.",
                 id="swapped-x-for-a-thing-of-four-words"),
    pytest.param("The storefront is deployed with Capistrano.",
                 "We moved the Rails storefront from Capistrano to Kamal last quarter.",
                 id="moved-from-x-to-y-last-quarter"),
]


@pytest.mark.parametrize(("a", "b"), CONFLICTS)
def test_a_swap_told_as_a_change_conflicts_with_the_old_tool(a: str, b: str) -> None:
    assert kind(a, b) == "conflict"
    assert kind(b, a) == "conflict"


LOOKALIKES = [
    pytest.param("Receipt emails are rendered with wkhtmltopdf.",
                 "We replaced wkhtmltopdf with a small headless Chrome service for invoice PDFs.",
                 id="replaced-for-another-job"),
    pytest.param("Receipt emails are rendered with wkhtmltopdf.",
                 "We swapped wkhtmltopdf for a small headless Chrome service in the invoice "
                 "worker.",
                 id="swapped-in-another-worker"),
]


@pytest.mark.parametrize(("a", "b"), LOOKALIKES)
def test_a_swap_for_another_job_is_not_flagged(a: str, b: str) -> None:
    assert kind(a, b) != "conflict"
    assert kind(b, a) != "conflict"
