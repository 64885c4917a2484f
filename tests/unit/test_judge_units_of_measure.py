"""Volumes, masses and energy written as a symbol and as a word (session 40; docs/consolidation.md,
"Units of measure (session 40)"): "Max payload is 25 kg" / "Max payload is 25 kilograms" was
flagged as two names, "2 ml" read as machine learning, and "Max spray drone payload is 10
litres" / "Max spray drone payload: 16 l" (dev-agr-0039) was a look-alike of "litres" and "l".

Litres, millilitres, grams, milligrams, kilograms, tonnes, kilowatts and kilowatt-hours are
now units of the amount before them, each in one base ("25 kg" is 25,000 grams), as seconds,
bytes and metres were. Not "g" (4G, 5G, "20G" of disk), nor "w" ("2w" is two weeks); and a
unit before a plural noun is none ("3 ML models" counts models of machine learning).

Sentences of our own and one dev record; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind

from memstore.core.judge import claims


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Max payload is 25 kg.", "Max payload is 25 kilograms.", id="kg-was-flagged"),
    pytest.param("Each sample is 2 ml.", "Each sample is 2 millilitres.", id="ml-was-flagged"),
    pytest.param("The tank holds 500 L.", "The tank holds 500 litres.", id="litres"),
    pytest.param("Each keg holds 50 litres.", "Kegs are 50 L.", id="keg"),
])
def test_one_amount_in_a_symbol_and_a_word_merges(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Max spray drone payload is 10 litres.", "Max spray drone payload: 16 l",
                 id="dev-agr-0039"),
    pytest.param("Each keg holds 50 litres.", "Kegs are 30 L.", id="keg"),
])
def test_two_amounts_in_a_symbol_and_a_word_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_amounts_are_read_in_one_base() -> None:
    [kilos] = claims("Max payload is 25 kg.")
    [grams] = claims("Max payload is 25000 grams.")
    assert kilos.values == grams.values


@pytest.mark.parametrize("text", [
    pytest.param("Our 5G core runs 3 ML models.", id="ml-models"),
    pytest.param("The JVM heap is 2G.", id="gigabytes"),
])
def test_guard_other_readings_stay(text: str) -> None:
    assert not any(v.endswith(("l", "gram")) for c in claims(text) for _, v in c.values)


def test_guard_weeks_are_still_weeks() -> None:
    assert symmetric_kind("Keep build logs for 2w.", "Keep build logs for 2 weeks.") == (
        "duplicate")
