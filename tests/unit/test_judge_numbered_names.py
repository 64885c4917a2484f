"""Things named by their number (session 38; docs/consolidation.md, "Numbered names (session
38)"): "Chair 4 runs on the new Doppelmayr drive" / "Chair 6 runs on the new Doppelmayr drive"
are two chairs, each described, and both hold. The number was read as a count, so the two were
flagged as one thing with two values. A word of the `numbered` table (lexicon.yaml: chair,
gate, line, ward, kiosk, dock ...) with a number after it is now one name ("Chair-4"), as an
identifier such as `prod-ap-2` is. And "Gate 12 has a second scanner" no longer reads "12 ... a
second" as a rate of 720 a minute.

Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from judging import symmetric_kind

from memstore.core.judge import claims


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Platform 2 has step-free access.", "Platform 5 has step-free access.",
                 id="platforms"),
    pytest.param("Pump 3 feeds the north pivot.", "Pump 4 feeds the north pivot.", id="pumps"),
    pytest.param("Dock 3 takes the refrigerated trucks.",
                 "Dock 6 takes the refrigerated trucks.", id="docks"),
    pytest.param("Room 204 has the only working projector.",
                 "Room 210 has the only working projector.", id="rooms"),
])
def test_two_numbered_things_described_alike_are_lookalikes(a: str, b: str) -> None:
    assert symmetric_kind(a, b) not in ("conflict", "duplicate")


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Tank 7 holds 30 hectolitres.", "Tank 7 holds 50 hectolitres.",
                 id="one-tank-two-sizes"),
    pytest.param("Keep 3 lanes open at the checkout after 5pm.",
                 "Keep 5 lanes open at the checkout after 5pm.", id="a-count-of-lanes"),
    pytest.param("The build agents run Windows 11.", "The build agents run Windows 10.",
                 id="a-product-version"),
    pytest.param("The warehouse has 4 loading docks.", "The warehouse has 6 loading docks.",
                 id="a-count-of-docks"),
])
def test_guard_a_count_or_a_version_still_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_one_numbered_thing_in_two_places_of_the_sentence_is_one() -> None:
    assert symmetric_kind("Printer 2 jams on the thick card stock.",
                          "The thick card stock jams printer 2.") == "duplicate"


def test_a_numbered_name_is_one_term_and_no_value() -> None:
    (claim,) = claims("Kiosk 1 prints receipts on the Epson printer.")
    assert "kiosk-1" in claim.terms and not claim.values


@pytest.mark.parametrize("text", [
    pytest.param("Use line 3 of the config.", id="of-makes-an-amount"),
    pytest.param("The build machines run Visual Studio 2022.", id="a-product-name"),
    pytest.param("Our DNS is on Route 53.", id="route-53"),
])
def test_guard_a_number_that_is_no_name_stays_as_written(text: str) -> None:
    (claim,) = claims(text)
    assert not any(t.startswith(("line-", "studio-", "route-")) for t in claim.terms)


def test_second_as_an_ordinal_is_no_rate() -> None:
    (claim, *_) = claims("Gate 12 has a second scanner since June.")
    assert not claim.values
    (rate,) = claims("The API serves 500 requests a second.")
    assert ("number", "30000") in rate.values  # (a rate is still one per minute)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["chair", "gate", "ward", "kiosk", "dock", "pump", "tank", "platform"]),
       st.integers(min_value=1, max_value=999), st.integers(min_value=1, max_value=999))
def test_law_two_numbers_of_one_kind_of_thing_never_conflict(word: str, x: int, y: int) -> None:
    """The same sentence about two numbered things is never one thing with two values."""
    sentence = "{} {} is cleaned every Friday by the night shift."
    a, b = sentence.format(word.capitalize(), x), sentence.format(word.capitalize(), y)
    assert symmetric_kind(a, b) == ("duplicate" if x == y else "distinct")


def test_a_store_adds_numbered_things_of_its_own(tmp_path) -> None:
    """memstore.yaml's `judge: numbered` extends the shipped table."""
    from memstore.core.config import parse
    from memstore.core.judge import set_lexicon

    config = parse("judge:\n  numbered: [pallet]\n", tmp_path / "memstore.yaml")
    assert config.judge.extra() == {"numbered": ["pallet"]}
    a, b = "Pallet 7 ships on the morning truck.", "Pallet 9 ships on the morning truck."
    assert symmetric_kind(a, b) == "conflict"  # (not a word of the shipped table)
    set_lexicon(config.judge.extra())
    try:
        assert symmetric_kind(a, b) not in ("conflict", "duplicate")
    finally:
        set_lexicon(None)


def test_a_numbered_thing_named_by_its_initial_and_number_is_that_thing() -> None:
    # "Door D04" is door 4 (session 48): a code of the word's initial and the number, read as
    # the one name "door 4" is; another initial ("Server S3") is a code of its own.
    assert symmetric_kind("Returns are received at Door D04 only.",
                          "Returns come in through dock door 4 and nowhere else.") == "duplicate"
    assert {c.text for c in claims("Gate G12 opens at six.")} == {"Gate-12 opens at six"}
    assert "s3" in claims("Server S3 is down.")[0].terms
