"""Two forms the fresh dev files of session 49 wrote, each read wrongly before: an amount "and a
half" said with a number word ("seven and a half hours" was 7 hours, and "a month and a half"
a month), and a default told with its "unless" first ("Unless someone disables it, authdns logs
every query" was read as a no, against "Per-query logging is enabled by default"). Sentences of
our own; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind

from memstore.core.judge import claims


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The maintenance window is seven and a half hours.",
                 "Maintenance window length: 7.5 h", id="seven-and-a-half"),
    pytest.param("Export files are kept for a month and a half.",
                 "Export files are kept for 45 days.", id="a-month-and-a-half"),
])
def test_an_amount_and_a_half_in_words_is_one_value(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_and_a_half_still_differs_from_another_amount() -> None:
    assert symmetric_kind("The maintenance window is seven and a half hours.",
                          "Maintenance window length: 6 h") == "conflict"


def test_unless_said_first_tells_the_default() -> None:
    assert claims("Unless someone disables it, the proxy logs every request.")[0].text == (
        "the proxy logs every request by default")
    assert symmetric_kind("Request logging is enabled by default in the proxy.",
                          "Unless someone disables it, the proxy logs every request.") == (
        "duplicate")


def test_unless_said_first_before_a_no_stays_a_no() -> None:
    assert all(c.negative for c in claims("Unless someone disables it, nothing is logged."))


@pytest.mark.parametrize(("text", "seconds"), [
    ("Keep a one-and-a-half-minute grace period.", "90s"),
    ("Plan a two-and-a-half-hour window.", "9000s"),
])
def test_an_amount_and_a_half_joined_by_hyphens_is_read_whole(text: str, seconds: str) -> None:
    # (the "half-hour" of "two-and-a-half-hour" was read alone: 30 minutes)
    assert ("number", seconds) in claims(text)[0].values
