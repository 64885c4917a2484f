"""Two words in the opening against one (session 43; docs/consolidation.md, "A localisation
team's notes (session 43)"): "The docs site is published from the docs branch" / "The blog
is published from the docs branch" **merged**. Two claims word for word but for the words
they open with are said of two things; that reading asked for as many words on each side,
so "docs site" against "blog" fell to the rare-word test, where "docs" is said on both.

Sentences of our own; the guard holds on the session's start code too."""

from __future__ import annotations

from judging import symmetric_kind


def test_two_words_against_one_name_two_things() -> None:
    assert symmetric_kind("The docs site is published from the docs branch.",
                          "The blog is published from the docs branch.") != "duplicate"


def test_guard_the_same_thing_said_shorter_still_merges() -> None:
    assert symmetric_kind("The docs site is deployed from the docs branch.",
                          "The docs are deployed from the docs branch.") == "duplicate"
