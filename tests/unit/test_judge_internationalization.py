""""i18n" is short for internationalization (session 43; docs/consolidation.md, "A
localisation team's notes (session 43)"): "i18n keys use snake_case" / "Internationalization
keys are written in snake_case" was a look-alike, the word spelt out read as a name beside
the row of translation words that held "i18n". The row holds the long word too now.

Sentences of our own; the guard holds on the session's start code too."""

from __future__ import annotations

from judging import symmetric_kind


def test_i18n_and_internationalization_are_one_word() -> None:
    assert symmetric_kind("Internationalization keys are grouped by screen.",
                          "i18n keys are grouped by screen.") == "duplicate"


def test_the_british_spelling_too() -> None:
    assert symmetric_kind("Internationalisation is handled by react-intl.",
                          "We do i18n with react-intl.") == "duplicate"


def test_guard_internationalization_is_not_another_library() -> None:
    assert symmetric_kind("Internationalization is handled by react-intl.",
                          "Internationalization is handled by i18next.") != "duplicate"
