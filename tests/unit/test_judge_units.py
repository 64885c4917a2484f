"""One amount written with its unit in several ways: "EUR 10" / "10 €", "12 °C" / "12 degrees
Celsius" / "110 C", "10°" / "10 degrees", "half a second" / "500 ms". The judge read "EUR 10"
as version 10 of a thing called EUR, "10€" and "10°" as words, and "°C" and "degrees Celsius"
as two names (a look-alike), so a restatement stayed apart and two temperatures never
conflicted; "half a second" was read as one second, and "Sessions last 2 hours" as a step said
last. Sentences of our own; dev-gs-0075/0076 and dev-cad-0126 are corpus pairs of this shape."""

from __future__ import annotations

import pytest
from judging import symmetric_kind

from memstore.core.judge import judge

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
