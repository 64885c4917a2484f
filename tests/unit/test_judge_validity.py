"""A validity is how long a thing stays valid (session 43; docs/consolidation.md, "Labels and
values (session 43)"): "Gift card validity: 12 months" / "Gift cards expire after 12 months" was
a look-alike, "validity" read as another word than the expiry "valid for" already was. It is in
the expiry row now (lexicon.yaml).

Sentences of our own; the guard holds on the session's start code too."""

from __future__ import annotations

from judging import symmetric_kind


def test_a_validity_label_restates_an_expiry() -> None:
    assert symmetric_kind("Gift card validity: 12 months",
                          "Gift cards expire after 12 months.") == "duplicate"


def test_a_validity_label_restates_valid_for() -> None:
    assert symmetric_kind("Invite link validity: 7d",
                          "Invite links are valid for 7 days.") == "duplicate"


def test_guard_another_validity_conflicts() -> None:
    assert symmetric_kind("Invite link validity: 7d",
                          "Invite links expire after 48 hours.") == "conflict"
