"""Contradictions of a thing said to be in effect ("available", "shown") and switched off
("disabled", "turned off") in the same place, the rest word for word the same
(memstore.core.judge.compare `_in_effect_against_off`): the two words are no two subjects,
each says the state of what both name."""

from __future__ import annotations

from tests.judging import both_ways


def test_available_against_disabled_of_one_thing_conflicts() -> None:
    assert both_ways("Guest checkout is available on the mobile web shop.",
                     "Guest checkout is disabled on the mobile web shop.") == {"conflict"}


def test_shown_against_turned_off_of_one_thing_conflicts() -> None:
    assert both_ways("The cookie banner is shown on the help centre.",
                     "The cookie banner is turned off on the help centre.") == {"conflict"}


def test_the_same_words_of_two_things_stay_apart() -> None:
    # another thing in another place: each holds
    assert "conflict" not in both_ways("Guest checkout is available on the mobile web shop.",
                                       "Gift wrapping is disabled on the desktop shop.")
    # a disabled thing may still be visible: no word of being in effect
    assert "conflict" not in both_ways("The export button is visible on the admin page.",
                                       "The export button is disabled on the admin page.")
