"""Two subjects, one in the singular and one in the plural, before the same rest (session 43;
docs/consolidation.md, "Is and are (session 43)"): "Dark mode is the default for the admin
console" / "Compact tables are the default for the admin console" (a probe of session 39)
**merged**. Two claims word for word but for the words they open with are said of two
things; "is" against "are" counted as one more word apart, so the opening looked three
words long and the pair fell to the rare-word test, where "dark mode" and "compact tables"
weigh little.

Sentences of our own; the guard holds on the session's start code too."""

from __future__ import annotations

from judging import symmetric_kind


def test_two_subjects_one_plural_are_two_things() -> None:
    assert symmetric_kind("Big cards are the default on the Kanban board.",
                          "Dark mode is the default on the Kanban board.") != "duplicate"


def test_the_plural_on_either_side_is_the_same() -> None:
    assert symmetric_kind("Small text is the default in the Jira backlog.",
                          "Red labels are the default in the Jira backlog.") != "duplicate"


def test_guard_one_subject_said_twice_still_merges() -> None:
    assert symmetric_kind("Dark mode is the default on the Kanban board.",
                          "On the Kanban board, dark mode is the default.") == "duplicate"
