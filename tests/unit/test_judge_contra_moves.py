"""A tool swap told as a change, against a memory that still names the old tool for the job
(tests/natural/dev_transit.jsonl was written to measure it before the rule changed): "we
replaced X with a new thing of several words", "we moved Y from X to Z last quarter". Each
case is written afresh (no corpus sentence) and failed on the judge before; the look-alikes of
the same shape (the swap made for another job, the swap made in another worker) stay unflagged."""

from __future__ import annotations

import pytest
from judging import kind

from memstore.core.judge.claims import claims

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


OUT_OF = [
    pytest.param("Audit event data is kept in Elasticsearch.",
                 "We moved the audit events out of Elasticsearch into ClickHouse.",
                 id="moved-out-of-x-into-y"),
    pytest.param("Session data is stored in Memcached.",
                 "We migrated sessions out of Memcached into Redis last month.",
                 id="migrated-out-of-x-into-y"),
]


@pytest.mark.parametrize(("a", "b"), OUT_OF)
def test_moved_out_of_the_old_place_conflicts_with_it(a: str, b: str) -> None:
    """"Out of" after a verb of moving, before a named source, is "from", not a no; and a word
    as common as "data" beside the thing moved is not a thing of its own."""
    assert kind(a, b) == "conflict"
    assert kind(b, a) == "conflict"


def test_moved_out_of_a_place_another_thing_is_kept_in_is_not_flagged() -> None:
    a = "Product search data is kept in Elasticsearch."
    b = "We moved the audit events out of Elasticsearch into ClickHouse."
    assert kind(a, b) != "conflict"
    assert kind(b, a) != "conflict"


def test_moved_out_of_a_place_that_is_no_source_is_still_a_no() -> None:
    assert claims("Move the replica out of the pool before the upgrade.")[0].negative
