"""Two short names the table did not hold (session 42; docs/consolidation.md, "ES and gz
(session 42)"): "ES" for Elasticsearch and "gz" for gzipped. "ES runs three data nodes in
prod" / "The Elasticsearch cluster has 3 data nodes in production" was a look-alike, and
"The first-load JS budget is 250 kB gzipped" / "First-load JS budget: 250 kB gz" was
**flagged** as two names. Both are rows of lexicon.yaml now, and two budgets written the two
ways are one budget with two values.

Sentences of our own."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Product search runs on ES.", "Product search is served by Elasticsearch.",
                 id="es"),
    pytest.param("The checkout bundle budget is 180 kB gzipped.",
                 "Checkout bundle budget: 180 kB gz.", id="gz"),
])
def test_a_short_name_restates_the_long_one(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_two_budgets_conflict() -> None:
    assert symmetric_kind("The checkout bundle budget is 180 kB gzipped.",
                          "Checkout bundle budget: 220 kB gz.") == "conflict"
