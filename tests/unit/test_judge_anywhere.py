""""anywhere" names no place of its own (session 42; docs/consolidation.md, "Anywhere (session
42)"): "Source maps are uploaded to Sentry" / "Source maps are never uploaded anywhere" was a
look-alike, "Sentry" put against "anywhere" as two places. "anywhere", "somewhere", "anybody"
and "somebody" are function words now, as "anything" was, and a no with "anywhere" or
"nowhere" is said of the act wherever it is done.

Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

from judging import symmetric_kind


def test_never_anywhere_denies_one_place() -> None:
    assert symmetric_kind("Crash dumps are uploaded to Backtrace.",
                          "Crash dumps are never uploaded anywhere.") == "conflict"


def test_guard_never_anywhere_restates_never() -> None:
    assert symmetric_kind("Never store card numbers anywhere in the POS.",
                          "Card numbers are never stored in the POS.") == "duplicate"


def test_guard_two_places_are_still_two_places() -> None:
    assert symmetric_kind("Crash dumps are uploaded to Backtrace.",
                          "Crash dumps are uploaded to Sentry.") == "conflict"
