"""One value written in two forms is one value: a time of day said "o'clock", a weekday or a
month written short, a rate written short ("rpm", "5k/s") or over a span, a share written "per
cent", a square root written as a sign or a call, a length in metres or kilometres, a count of
tries written as a word (`memstore.core.judge.text._value_forms`). A value that really differs
still conflicts."""

from __future__ import annotations

import pytest
from judging import kind

from memstore.core.judge.claims import claims


def _values(text: str) -> set[tuple[str, str]]:
    return {value for claim in claims(text) for value in claim.values}


@pytest.mark.parametrize(("a", "b"), [
    ("The nightly export starts at 4 o'clock.", "The nightly export starts at 04:00."),
    ("Standups are at 10 in the morning.", "Standups are at 10am."),
    # (a dot between hour and minutes, as British English writes it; it was a version)
    ("The standup summary goes to Slack at 9.30am.", "The standup summary goes to Slack at 09:30."),
    ("The review meeting is at 3 o'clock in the afternoon.", "The review meeting is at 15:00."),
    ("The search API allows 60 rpm per token.",
     "The search API allows 60 requests per minute per token."),
    ("Webhooks are limited to 20 req/s per tenant.",
     "Webhooks are limited to 20 requests per second per tenant."),
    ("Throttle the login form to 30 requests per 10 seconds per IP.",
     "Throttle the login form to 3 requests per second per IP."),
    ("The collector accepts 2k/s spans per node.",
     "The collector accepts 2,000 spans per second per node."),
    ("Volatility is scaled by sqrt(12) for monthly figures.",
     "Volatility is scaled by \u221a12 for monthly figures."),
    ("The geofence radius is 2000 m around each depot.",
     "The geofence radius is 2 km around each depot."),
    ("The uploader gives up after four attempts.", "The uploader gives up after 4 attempts."),
    ("Page when the disk is 85 per cent full.", "Page when the disk is 85% full."),
])
def test_one_value_in_two_forms_reads_as_one(a: str, b: str) -> None:
    assert _values(a) == _values(b)
    assert _values(a)
    assert kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    ("The nightly export starts at 4 o'clock.", "The nightly export starts at 05:00."),
    ("The standup summary goes to Slack at 9.30am.", "The standup summary goes to Slack at 10:30."),
    ("The search API allows 60 rpm per token.",
     "The search API allows 90 requests per minute per token."),
    ("The geofence radius is 2000 m around each depot.",
     "The geofence radius is 3 km around each depot."),
    ("The collector accepts 2k/s spans per node.",
     "The collector accepts 3,000 spans per second per node."),
    ("The uploader gives up after four attempts.", "The uploader gives up after 6 attempts."),
    ("Page when the disk is 85 per cent full.", "Page when the disk is 95% full."),
])
def test_a_value_that_differs_still_conflicts(a: str, b: str) -> None:
    assert kind(a, b) == "conflict"


def test_a_short_weekday_is_the_weekday() -> None:
    assert kind("Deploy window: Wed + Fri.", "Deploy window: Wednesday + Friday.") == "duplicate"


def test_a_short_month_next_to_a_day_is_the_month() -> None:
    assert kind("The fiscal year closes on 30 Sept.",
                 "The fiscal year closes on 30 September.") == "duplicate"


def test_a_motor_rpm_is_not_a_rate_of_requests() -> None:
    assert _values("The spindle runs at 1200 rpm.") == {("number", "1200")}
    assert "requests" not in claims("The spindle runs at 1200 rpm.")[0].text


def test_minutes_stay_minutes_without_a_length() -> None:
    assert _values("The cache entry expires after 30 m.") == _values(
        "The cache entry expires after 30 minutes.")


def test_a_time_said_with_long_or_within_stays_minutes() -> None:
    for text in ("Kill queries running longer than 30 m.", "Reply to pages within 5 m."):
        assert "metre" not in " ".join(value for _, value in _values(text))
