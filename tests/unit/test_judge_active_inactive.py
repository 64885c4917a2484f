""""active" and "inactive" are opposites (session 42; docs/consolidation.md, "Active and inactive
(session 42)"): "New fare zones are created as inactive by default" / "By default a new fare
zone starts active; ops deactivate it by hand if needed" (dev) was a look-alike, the two
states read as two words. The pair is a row of lexicon.yaml's opposites now.

Sentences of our own; the guard holds on the session's start code too."""

from __future__ import annotations

from judging import symmetric_kind


def test_inactive_by_default_against_active_by_default() -> None:
    assert symmetric_kind("New report schedules are created as inactive by default.",
                          "By default a new report schedule starts active.") == "conflict"


def test_guard_active_and_inactive_things_are_two_kinds() -> None:
    assert symmetric_kind("Inactive users are archived after a year.",
                          "Active users are archived after a year.") == "distinct"
