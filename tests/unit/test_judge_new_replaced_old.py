"""A change told with the new thing as the subject ("Vitest replaced Jest", "Queue orders-v2
replaced orders-v1"), found by a probe of identifiers with digits (session 29;
docs/consolidation.md, "More kinds found by probing (session 29)"). Sentences of our own.
"replaced X with Y" and "X was replaced by Y" were read as "Y instead of X" already; with the
new thing first, "replaced" was a plain word, so "Queue orders-v2 replaced orders-v1" /
"orders-v1 is retired; use the orders-v2 queue" was a maybe-conflict and "Vitest replaces
Jest for unit tests" / "We use Jest for unit tests" was apart. The guards hold on the
session's start code too ("Tempo replaced Jaeger" already conflicted with "Traces go to
Jaeger", by another reading): after a pronoun ("We replaced Jest") the subject says who, not
what came instead."""

from __future__ import annotations

import pytest
from judging import symmetric_kind

from memstore.core.judge.claims import claims


def test_the_change_said_two_ways_merges() -> None:
    assert symmetric_kind("Queue orders-v2 replaced orders-v1.",
                          "orders-v1 is retired; use the orders-v2 queue.") == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Tempo replaced Jaeger for tracing.", "Traces go to Jaeger.", id="past"),
    pytest.param("Vitest replaces Jest for unit tests.", "We use Jest for unit tests.",
                 id="present"),
])
def test_the_old_thing_still_in_use_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_a_pronoun_says_who_replaced() -> None:
    assert [c.negative for c in claims("We replaced Jest.")] == [False]
