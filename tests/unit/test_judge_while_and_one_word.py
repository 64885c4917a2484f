""""while" before one word is the state an act needs, found by a probe of fresh sentence pairs
(session 27; docs/consolidation.md, "More kinds found by probing (session 27)"). Sentences of
our own. "The kiosk app only works while online" was cut at "while" into two claims, and the
claim "online" alone met "The POS app works offline" as its opposite: a contradiction between
two apps. "while" before a single word that ends the clause ("while online", "while warm") no
longer starts a claim of its own (`text._SPLIT`); the act and its state are read together. The
guards hold on the session's start code too: one app said to work offline and only online
still conflicts, and a "while" clause with its own verb is still a clause."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The POS app works offline.", "The kiosk app only works while online.",
                 id="two-apps"),
    pytest.param("The web client syncs offline.", "The desktop client only syncs while online.",
                 id="two-clients"),
])
def test_two_things_each_with_its_state_stay_apart(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "distinct"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The POS app works offline.", "The POS app only works while online.",
                 id="one-app-two-states"),
    pytest.param("Pings are sent every 10 seconds while a job is active.",
                 "Pings are sent every 30 seconds while a job is active.",
                 id="a-while-clause-with-its-verb"),
])
def test_one_thing_in_two_states_still_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"
