"""A comparison said the other way round, found by a probe of fresh sentence pairs (session
24; docs/consolidation.md, "More kinds found by probing (session 24)"). Sentences of our
own: "Redis is faster than Postgres for the session lookups" / "Postgres is faster than
Redis for session lookups" exchange the two things compared, but an article one side lacks,
or "ones" standing for a word said twice, kept the two sentences from reading as one with two
parts exchanged, and they merged (`order.exchanged`). A phrase put first ("On Sundays, ...")
turns the sentence round without exchanging anything."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Redis is faster than Postgres for the session lookups.",
                 "Postgres is faster than Redis for session lookups.", id="article"),
    pytest.param("Nightly builds finish faster than release builds.",
                 "Release builds finish faster than nightly ones.", id="ones"),
])
def test_the_two_things_compared_exchanged_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_a_phrase_put_first_exchanges_nothing() -> None:
    # ("orders" is a word of order, so a clause that names them may exchange two of its parts)
    assert symmetric_kind("Bulk orders ship later than express orders on weekends.",
                          "On weekends, bulk orders ship later than express orders.") == (
        "duplicate")
