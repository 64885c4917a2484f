"""One rate said in two periods, found by a probe of fresh sentence pairs (session 22; docs/
consolidation.md, "Kinds of sentence the corpus lacked, found by probing"). "The rate limit is
100 requests per second" / "We allow 6000 requests a minute" was flagged as two durations, and
"... 100 requests per second" / "... 3000 requests per minute" read as look-alikes. A count of
things in a period is now said per minute wherever the count stays whole (memstore.core.judge.
text `_RATE`). Sentences of our own."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The rate limit is 100 requests per second.",
                 "The rate limit is 6000 requests per minute.", id="second-minute"),
    pytest.param("We send 60 emails per hour.", "We send one email a minute.", id="hour-minute"),
    pytest.param("Alchemy gives us 18000 compute units per minute.",
                 "Alchemy compute-unit limit: 300 per second.", id="no-noun"),
])
def test_one_rate_in_two_periods_merges(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The rate limit is 100 requests per second.",
                 "The rate limit is 3000 requests per minute.", id="second-minute"),
    pytest.param("The public API is rate-limited to 100 requests per minute per API key.",
                 "Public API limit is 5 requests per second per key.", id="minute-second"),
    pytest.param("The routing API allows ten requests a second per key.",
                 "The routing API allows 60 requests per minute per key.", id="number-word"),
])
def test_two_rates_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_one_rate_in_two_periods_is_never_flagged() -> None:
    assert symmetric_kind("The rate limit is 100 requests per second.",
                          "We allow 6000 requests a minute.") != "conflict"
