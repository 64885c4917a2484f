"""A thing said to be locked, against the act on it said no to or allowed (session 42;
docs/consolidation.md, "Locked comments (session 42)"): "Comments on closed issues are locked"
/ "Closed issues can't be commented on" was **flagged**: "locked" is a state no table opposes
to "comment", so the no was read as against a yes. And "... are locked" / "Comments on closed
issues are still allowed" **merged**. A claim that opens with a thing and says it is locked or
frozen now says no to that act, as a no to it does, and denies the same thing said to be
allowed.

Sentences of our own; the guard holds on the session's start code too."""

from __future__ import annotations

from judging import symmetric_kind


def test_locked_restates_a_no_to_the_act() -> None:
    assert symmetric_kind("Replies on archived threads are locked.",
                          "Archived threads can't be replied to.") == "duplicate"


def test_locked_denies_allowed() -> None:
    assert symmetric_kind("Replies on archived threads are locked.",
                          "Replies on archived threads are still allowed.") == "conflict"


def test_guard_not_locked_still_denies_locked() -> None:
    assert symmetric_kind("Replies on archived threads are locked.",
                          "Replies on archived threads are not locked.") == "conflict"
