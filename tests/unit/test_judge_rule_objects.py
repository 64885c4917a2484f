"""One rule applied to two things: "Lock the business day once the night audit finishes" /
"Lock the cash drawers once ...". The words right after the article name what the verb is done
to, so two notes worded alike but for them are two rules, both true (memstore.core.judge.
lookalikes.one_word_apart). The judge merged these when the thing was a compound ("business
day") or a code in capitals ("POS"), which no other look-alike reading takes for a name.
Sentences of our own; dev-htl-0043 is the corpus pair of this shape."""

from __future__ import annotations

import pytest
from judging import symmetric_kind

# Both merged as one note before the rule.
TWO_THINGS = [
    pytest.param("Lock the business day once the night audit finishes.",
                 "Lock the cash drawers once the night audit finishes.", id="compound"),
    pytest.param("Lock the business day once the night audit finishes.",
                 "Lock the POS outlets once the night audit finishes.", id="capitals"),
    pytest.param("Freeze the price list before the trade show.",
                 "Freeze the SKU list before the trade show.", id="capitals-one-word"),
]


@pytest.mark.parametrize(("a", "b"), TWO_THINGS)
def test_one_rule_for_two_things_is_a_look_alike(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "distinct"


# Not two things: the verb is another word for the same act, or the same thing is said with
# one of its own words dropped.
ONE_THING = [
    pytest.param("Drop the temp tables after the nightly load.",
                 "Remove the temp tables after the nightly load.", id="verb-synonym"),
    pytest.param("Rebuild the search index after a reindex request.",
                 "Rebuild the search index after every reindex request.", id="determiner"),
]


@pytest.mark.parametrize(("a", "b"), ONE_THING)
def test_one_rule_said_two_ways_is_still_one_note(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"
