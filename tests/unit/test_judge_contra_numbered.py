"""Steps numbered on one line ("Deploy checklist: 1. A 2. B 3. C") state an order, each step
before the next, held against a sentence that puts two of them the other way round
(tests/natural/dev_transit.jsonl was written to measure it before the rule changed). Read as
sentences, each number ended one and the list stated no order. Each case is written afresh
(no corpus sentence) and failed on the judge before; the same order said in a sentence stays
unflagged, and a number that starts no list is kept as it is."""

from __future__ import annotations

import pytest
from judging import kind

from memstore.core.judge.claims import _inline_steps

LIST = "Deploy checklist: 1. run the migrations 2. restart the workers 3. purge the CDN cache"


@pytest.mark.parametrize("b", [
    "Restart the workers before running the migrations.",
    "Purge the CDN cache first, then run the migrations.",
])
def test_a_numbered_list_conflicts_with_two_of_its_steps_reversed(b: str) -> None:
    assert kind(LIST, b) == "conflict"
    assert kind(b, LIST) == "conflict"


def test_the_same_order_said_in_a_sentence_is_not_flagged() -> None:
    b = "Run the migrations before restarting the workers."
    assert kind(LIST, b) != "conflict"
    assert kind(b, LIST) != "conflict"


@pytest.mark.parametrize("text", ["Use Python 3.11. It is faster.", "Chapter 1. Two things.",
                                  "Pin numpy to 1.26 and scipy to 1.11."])
def test_a_number_that_starts_no_list_is_kept(text: str) -> None:
    assert _inline_steps(text) == text
