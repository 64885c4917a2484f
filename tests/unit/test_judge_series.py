"""One word of a closed set put for another (lexicon.yaml, `series`: units of time, parts of the
day, days, directions, sides, sizes, colours): two notes worded alike but for "night" / "day"
or "year" / "month" say two values of one thing, never one piece of knowledge. Sentences of our
own (tests/natural/dev_bakery.jsonl has more); each conflict and look-alike here was merged or
left apart unflagged by the judge before the rule."""

from __future__ import annotations

import pytest
from judging import symmetric_kind

from memstore.core.judge import set_lexicon

# Word for word the same but one value of a closed set: one thing said with two values.
CONFLICTS = [
    pytest.param("The north pivot runs on the night tariff.",
                 "The north pivot runs on the day tariff.", id="night-day"),
    pytest.param("The model writes a restart every simulated year.",
                 "The model writes a restart every simulated month.", id="year-month"),
    pytest.param("The proofer fan runs at high speed for the first hour.",
                 "The proofer fan runs at low speed for the first hour.", id="high-low"),
    pytest.param("Rye sourdough goes on the top shelf of the proofer.",
                 "Rye sourdough goes on the bottom shelf of the proofer.", id="top-bottom"),
    pytest.param("Invoices are archived to the cold bucket.",
                 "Invoices are archived to the hot bucket.", id="cold-hot"),
    pytest.param("The nightly backup tape goes to the west vault.",
                 "The nightly backup tape goes to the east vault.", id="west-east"),
    pytest.param("Card payments are captured on the first attempt.",
                 "Card payments are captured on the second attempt.", id="ordinal"),
    pytest.param("The admin console uses the dark theme by default.",
                 "The admin console uses the light theme by default.", id="theme"),
    pytest.param("Cache entries live longer on the edge than at origin.",
                 "Cache entries live shorter on the edge than at origin.", id="comparative"),
    pytest.param("The app server logs at warn level in prod.",
                 "The app server logs at error level in prod.", id="log-level"),
    pytest.param("Allergen sheets for the hospital contract are written in English.",
                 "Allergen sheets for the hospital contract are written in Dutch.",
                 id="language"),
    pytest.param("CI does a shallow clone of the repo.", "CI does a deep clone of the repo.",
                 id="shallow-deep"),
    pytest.param("The cache runs as a single node.", "The cache runs as multiple nodes.",
                 id="single-multiple"),
]


@pytest.mark.parametrize(("a", "b"), CONFLICTS)
def test_one_value_of_a_set_put_for_another_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


# The word names what each is about (it opens the sentence), or each says more of its own, or
# the two tell two occasions: never merged, never a conflict.
LOOKALIKES = [
    pytest.param("The night shift lead signs off the oven log.",
                 "The day shift lead signs off the oven log.", id="subject-opens"),
    pytest.param("Night shifts start at 10.", "Day shifts start at 10.", id="subject-plural"),
    pytest.param("Release 4.12 of the agent desktop went out on Tuesday.",
                 "Release 4.13 of the agent desktop went out on Thursday.", id="two-events"),
    pytest.param("The first proof of the baguettes is at 26 °C.",
                 "The second proof of the baguettes is at 30 °C.", id="two-values"),
]


@pytest.mark.parametrize(("a", "b"), LOOKALIKES)
def test_a_set_word_naming_what_each_is_about_keeps_them_apart(a: str, b: str) -> None:
    assert symmetric_kind(a, b) not in ("duplicate", "conflict")


# Each says something more, or the two words sit in other places of the sentence: for a person
# to decide (or apart), never merged.
UNCERTAIN = [
    pytest.param("Brioche is proofed in the small proofer.",
                 "Brioche is proofed in the large proofer by the early team.", id="one-says-more"),
    pytest.param("Use the small runner for lint jobs.",
                 "Lint jobs run on the large runner.", id="another-order"),
]


@pytest.mark.parametrize(("a", "b"), UNCERTAIN)
def test_a_set_word_put_for_another_is_never_merged(a: str, b: str) -> None:
    assert symmetric_kind(a, b) not in ("duplicate", "maybe_same")


# Restatements that say a set's word in another form, or one inside the other: still merged.
RESTATED = [
    pytest.param("Croissant dough rests overnight in the retarder.",
                 "Croissant dough goes into the retarder overnight.", id="same-word"),
    pytest.param("Oven 3 is serviced every month.", "Oven 3 gets a monthly service.",
                 id="every-month-monthly"),
    pytest.param("The rye line is deep-cleaned every Friday.",
                 "Every Friday we deep-clean the rye line.", id="voice"),
    pytest.param("Backups of the orders DB run every night.",
                 "The orders DB is backed up nightly.", id="every-night-nightly"),
]


@pytest.mark.parametrize(("a", "b"), RESTATED)
def test_a_set_word_said_on_both_sides_still_merges(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_a_word_inside_another_of_its_set_is_no_other_value() -> None:
    # "overnight" holds "night", "daytime" holds "day": much the same, never two values
    assert symmetric_kind("Dough is proofed at night.", "Dough is proofed overnight.") != (
        "conflict")


def test_a_store_adds_its_own_closed_sets() -> None:
    a = "Support answers enterprise tickets from the gold queue."
    b = "Support answers enterprise tickets from the silver queue."
    assert symmetric_kind(a, b) != "conflict"  # (no shipped set holds the two)
    set_lexicon({"series": [["bronze", "silver", "gold"]]})
    try:
        assert symmetric_kind(a, b) == "conflict"
    finally:
        set_lexicon(None)
