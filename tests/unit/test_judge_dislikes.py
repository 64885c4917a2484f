"""Disliking a thing says no to it (session 43; docs/consolidation.md, "An agent's notes
(session 43)"): "The user dislikes emojis in code comments" / "No emojis in code comments" was
a **conflict**: "dislikes" was read as a word of its own, the claim as a yes to emojis. It is a
negator now, as "avoid" is (lexicon.yaml, `negators`).

Sentences of our own."""

from __future__ import annotations

from judging import symmetric_kind


def test_a_dislike_restates_a_no() -> None:
    assert symmetric_kind("Maya dislikes long-lived feature branches.",
                          "Maya doesn't like long-lived feature branches.") == "duplicate"


def test_a_dislike_denies_a_yes() -> None:
    assert symmetric_kind("The team dislikes mocks in unit tests.",
                          "Use mocks freely in unit tests.") == "conflict"


def test_likes_against_dislikes() -> None:
    assert symmetric_kind("The user likes verbose commit messages.",
                          "The user dislikes verbose commit messages.") == "conflict"
