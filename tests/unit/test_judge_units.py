"""One amount written with its unit in several ways: "EUR 10" / "10 €", "12 °C" / "12 degrees
Celsius" / "110 C", "10°" / "10 degrees", "half a second" / "500 ms". The judge read "EUR 10"
as version 10 of a thing called EUR, "10€" and "10°" as words, and "°C" and "degrees Celsius"
as two names (a look-alike), so a restatement stayed apart and two temperatures never
conflicted; "half a second" was read as one second, and "Sessions last 2 hours" as a step said
last. So with values said in words ("10 million", "at noon", "Monday to Friday") against
figures or their other name, and with one no said two ways. Sentences of our own; dev-gs-0075/
0076, dev-cad-0126 and dev-bak-0032 are corpus pairs of these shapes."""

from __future__ import annotations

import pytest
from judging import symmetric_kind

from memstore.core.judge import claims, judge

SAME = [
    pytest.param("Minimum order: EUR 10.", "Minimum order = 10 €.", id="code-before"),
    pytest.param("Minimum order: 10€.", "The minimum order is EUR 10.", id="symbol-after"),
    pytest.param("Keep the wine cellar at 12 °C.", "Keep the wine cellar at 12 degrees Celsius.",
                 id="degrees-celsius"),
    pytest.param("The kiln must never go above 1200 C.",
                 "The kiln must never go above 1200°C.", id="capital-c"),
    pytest.param("The request timeout is half a second.", "The request timeout is 500 ms.",
                 id="half-a-second"),
    pytest.param("Support sessions last 2 hours.", "Support sessions last 120 minutes.",
                 id="lasts-a-time"),
]


@pytest.mark.parametrize(("a", "b"), SAME)
def test_one_amount_in_two_notations_is_one_note(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


CONFLICTS = [
    pytest.param("Minimum order: EUR 10.", "Minimum order = 15 €.", id="money"),
    pytest.param("Keep the wine cellar at 12 °C.", "Keep the wine cellar at 14 degrees Celsius.",
                 id="temperature"),
    pytest.param("Keep the wine cellar at 12 °C.", "Keep the wine cellar at 12 °F.",
                 id="scale"),
    pytest.param("The dish antenna stows at 85 degrees elevation.",
                 "The dish antenna stows at 90° elevation.", id="angle"),
]


@pytest.mark.parametrize(("a", "b"), CONFLICTS)
def test_two_amounts_of_one_thing_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_a_temperature_conflict_is_not_called_a_duration() -> None:
    a, b = "Keep the wine cellar at 12 °C.", "Keep the wine cellar at 14 degrees Celsius."
    verdict = judge(a, (a,), b, (b,))
    assert verdict.kind == "conflict"
    assert verdict.reason == "number"


# A value said in words the other side writes in figures or by its parts: one value.
WORDS = [
    pytest.param("The events table holds 10 million rows.",
                 "The events table holds 10,000,000 rows.", id="million"),
    pytest.param("The cleanup job runs at midnight.", "The cleanup job runs at 00:00.",
                 id="midnight"),
    pytest.param("The digest goes out at noon.", "The digest goes out at 12:00.", id="noon"),
    pytest.param("The help desk is staffed on weekdays.",
                 "The help desk is staffed Monday to Friday.", id="weekdays"),
    pytest.param("Deploys are frozen at weekends.", "Deploys are frozen on Saturdays and Sundays.",
                 id="weekends"),
]


@pytest.mark.parametrize(("a", "b"), WORDS)
def test_a_value_in_words_and_in_figures_is_one_note(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The events table holds 10 million rows.",
                 "The events table holds 12 million rows.", id="million"),
    pytest.param("The digest goes out at noon.", "The digest goes out at 13:00.", id="noon"),
    pytest.param("The help desk is staffed on weekdays.",
                 "The help desk is staffed on weekends.", id="weekends"),
])
def test_two_such_values_still_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


# One no said two ways: "must not" and "are not allowed to" ("forbidden" in the synonyms
# table) was read as one word put for another in the same place, and left uncertain.
@pytest.mark.parametrize(("a", "b"), [
    ("Contractors must not push to main.", "Contractors are not allowed to push to main."),
    ("Contractors must not push to main.", "Contractors are forbidden to push to main."),
])
def test_one_no_said_two_ways_is_one_note(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_a_no_against_a_permission_still_conflicts() -> None:
    assert symmetric_kind("Contractors must not push to main.",
                          "Contractors are allowed to push to main.") == "conflict"


# An environment variable given its value in words against the key=value setting: one setting
# ("Locally, LOG_LEVEL should be debug" / "Set `LOG_LEVEL=debug` locally"); another value in
# words is another setting, and a state ("is enabled") is still read as a state.
def test_a_key_given_its_value_in_words_is_the_setting() -> None:
    assert symmetric_kind("Set `LOG_LEVEL=debug` locally.",
                          "Locally, LOG_LEVEL should be debug.") == "duplicate"
    assert symmetric_kind("Set `LOG_LEVEL=debug` locally.",
                          "Locally, LOG_LEVEL should be info.") == "conflict"
    assert symmetric_kind("NODE_ENV is production in the image.",
                          "Set NODE_ENV to development in the image.") == "conflict"


def test_a_key_before_a_function_word_is_given_no_value() -> None:
    # ("TRANSFORM_WH is for dev only" says what the key is for; read as "TRANSFORM_WH=for", the
    # default that changed was no longer flagged, dev-de-0068 in a real store)
    a = "The default Snowflake warehouse for dbt is TRANSFORM_WH."
    b = "dbt now defaults to TRANSFORM_L_WH; TRANSFORM_WH is for dev only."
    assert symmetric_kind(a, b) == "conflict"
    assert all(not value.startswith("transform_wh=") for c in claims(b) for _, value in c.values)


def test_a_key_in_a_state_is_still_read_as_a_state() -> None:
    assert symmetric_kind("`CACHE_STRICT` is enabled in the staging build.",
                          "CACHE_STRICT is disabled in the staging build.") == "conflict"
