"""Three words told to a full stop after a plural subject are a sentence (session 43;
docs/consolidation.md, "An accessibility team's notes (session 43)"): "Modals trap focus." /
"Focus is not trapped inside modals." was distinct, "Modals trap focus." read as a heading of
three words. A heading has no full stop; three words to one, the middle the verb of a
third-person subject, already said something ("Cloudflare terminates TLS."), and a verb after
a plural first word does too now.

Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

from judging import symmetric_kind


def test_a_plural_subject_and_its_verb_conflict_with_a_no() -> None:
    assert symmetric_kind("Dialogs trap focus.",
                          "Focus is not trapped inside dialogs.") == "conflict"


def test_a_plural_subject_and_its_verb_restate() -> None:
    assert symmetric_kind("Webhooks retry failures.", "Failed webhooks are retried.") == (
        "duplicate")


def test_guard_a_heading_without_a_stop_is_still_a_heading() -> None:
    assert symmetric_kind("Release process notes",
                          "Release notes are written by the PM.") == "distinct"
