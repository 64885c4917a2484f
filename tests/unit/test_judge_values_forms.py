"""One value written in two forms is one value: a time of day said "o'clock", a weekday or a
month written short, a rate written short ("rpm", "5k/s") or over a span, a share written "per
cent", a square root written as a sign or a call, a length in metres, kilometres, centimetres
or millimetres, a count of tries written as a word, an hour in words ("two in the afternoon"),
a rate written "2x/yr", a share said "a fifth of" or "one in ten"
(`memstore.core.judge.text._value_forms`). A value that really differs
still conflicts, and amounts of two measures (an angle, a length) do not."""

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
    # session 48: an hour in words, centimetres and millimetres, a rate written "2x/yr"
    ("The packing line closes at two in the afternoon.", "The packing line closes at 14:00."),
    ("Shelf depth is 45 cm.", "Shelf depth is 450 mm."),
    ("Fire drills: 2x/yr", "We run a fire drill every six months."),
    # a share said as a fraction in words, or as one in so many
    ("Canary releases go to a fifth of all stores first.",
     "Canary releases go to 20% of the stores first."),
    ("The tracer samples one request in ten.", "The tracer samples 10% of requests."),
    # (a hyphened length before a plural noun is a length: slots of 45 minutes)
    ("Support calls are booked in 45-minute slots.",
     "Support call slots are three quarters of an hour long."),
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
    ("Shelf depth is 45 cm.", "Shelf depth is 500 mm."),
    ("Canary releases go to a fifth of all stores first.",
     "Canary releases go to 10% of the stores first."),
    ("The tracer samples one request in ten.", "The tracer samples 20% of requests."),
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


def test_a_bound_said_by_a_comparative_is_the_bound() -> None:
    # "can't be taller than 160 cm" is a maximum of 1.6 m (memstore.core.judge.thresholds)
    assert kind("Max trolley height: 1.6 m", "Trolleys can't be taller than 160 cm.") == "duplicate"
    assert kind("Max trolley height: 1.6 m", "Trolleys can't be taller than 2 m.") == "conflict"


def test_amounts_of_two_measures_do_not_conflict() -> None:
    # an angle and a length, a temperature and a power: two amounts, as a size and a time are
    assert kind("The gimbal's default tilt is 45 degrees.",
                "The gimbal's default tilt is 0.1 metres.") != "conflict"
    assert kind("The oven's default setting is 220 °C.",
                "The oven's default setting is 2 kW.") != "conflict"


def test_a_no_said_of_the_subject_turns_the_bound() -> None:
    # "No truck stays ... for more than 15 minutes" is "at most 15" (thresholds._under_a_no)
    assert kind("Loading bay: max 15 min per truck",
                "No truck stays in the loading bay for more than fifteen minutes.") == "duplicate"
    assert kind("Loading bay: max 15 min per truck",
                "Nobody keeps a truck in the loading bay for more than 30 minutes.") == "conflict"


def test_a_folder_said_from_the_root_of_its_repository_is_one_folder() -> None:
    a = "Invoice templates live in `billing-api/src/main/resources/invoices/`."
    assert kind(a, "The invoice templates sit under src/main/resources/invoices in the "
                   "billing-api repository.") == "duplicate"
    assert kind(a, "The invoice templates sit under src/main/resources/pdf in the billing-api "
                   "repository.") == "conflict"
