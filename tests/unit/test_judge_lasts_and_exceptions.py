"""Two restatements found by a probe of fresh sentence pairs (session 26; docs/consolidation.md,
"More kinds found by probing (session 26)"). Sentences of our own.

- How long a thing lasts is its lifetime: "Preview URLs expire after 7 days" / "A preview URL
  lasts a week" were two look-alikes. "lasts" stays out of the synonym table (the stemmer reads
  it as "last", the order word), and counts only where `compare._one_life` holds one length
  told with the words of two ends (`compare._LIFE`).
- An exception, in a note about where failures go, is an error: "API errors are logged to
  Datadog" / "API exceptions are logged to Datadog" (memstore/data/lexicon.yaml).

The guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Preview URLs expire after 7 days.", "A preview URL lasts a week.",
                 id="expire-after-and-lasts"),
    pytest.param("Refresh tokens are kept for 30 days.", "Each refresh token lasts 30 days.",
                 id="kept-for-and-lasts"),
    pytest.param("API errors are logged to Datadog.", "API exceptions are logged to Datadog.",
                 id="errors-and-exceptions"),
])
def test_one_thing_said_in_other_words_restates(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_two_lengths_of_one_life_conflict() -> None:
    assert symmetric_kind("Sessions last 8 hours.", "Sessions expire after 12 hours.") == "conflict"


def test_two_tools_for_exceptions_conflict() -> None:
    assert symmetric_kind("Exceptions are reported to Sentry.",
                          "Exceptions are reported to Bugsnag.") == "conflict"


def test_errors_of_two_services_stay_apart() -> None:
    assert symmetric_kind("Errors in the worker go to Sentry.",
                          "Errors in the API go to Sentry.") == "distinct"
