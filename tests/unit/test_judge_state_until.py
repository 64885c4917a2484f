"""A state that lasts until something happens ("The payments worker stays on Java 17 until the
agent bug in 21 is fixed"): what ends it is a clause of its own (session 49). Read as one
clause, the state held both versions, so against "The payments worker runs on Java 21" nothing
differed and the contradiction merged. Only after "still", "stays" or "remains" with no no of
its own: "No deploy runs until an approval is given" is a condition. Sentences of our own; the
guard holds on the session's start code too."""

from __future__ import annotations

from judging import symmetric_kind

from memstore.core.judge.claims import claims


def test_what_ends_a_state_is_a_clause_of_its_own() -> None:
    read = [c.text for c in claims("The payments worker stays on Java 17 until the agent bug in "
                                   "21 is fixed.")]
    assert read[0] == "The payments worker stays on Java 17"


def test_a_state_until_a_fix_conflicts_with_the_other_version() -> None:
    assert symmetric_kind("The payments worker runs on Java 21.",
                          "The payments worker stays on Java 17 until the agent bug in 21 is "
                          "fixed.") == "conflict"


def test_a_no_until_a_step_is_a_condition() -> None:
    assert len(claims("No deploy runs until an approval is given.")) == 1
    assert symmetric_kind("Deploys need an approval before they run.",
                          "No deploy runs until an approval is given.") == "duplicate"
