"""A clause that says a thing is not there at all (session 43; docs/consolidation.md, "Said
against the other side (session 43)"): "Mobile clients poll for updates" / "Mobile clients get
updates by push; there is no polling" **merged**. The clause names no subject and shares one
word with the other entry, so nothing set it against the claim it denies; it is read as said
of its own sentence's subject now.

Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

from judging import symmetric_kind


def test_no_retries_denies_the_retries() -> None:
    assert symmetric_kind("The worker retries failed jobs three times.",
                          "The worker gives up on the first failure; there are no retries.") == (
        "conflict")


def test_no_cache_denies_the_cache() -> None:
    assert symmetric_kind("The API caches responses in Redis.",
                          "The API reads straight from Postgres, and there's no cache.") == (
        "conflict")


def test_guard_said_of_another_subject_denies_nothing() -> None:
    assert symmetric_kind("The web app polls the status endpoint.",
                          "Mobile clients get updates by push; there is no polling.") != (
        "conflict")


def test_guard_the_same_no_said_twice_merges() -> None:
    assert symmetric_kind("Mobile clients get updates by push; there is no polling.",
                          "Updates reach mobile clients by push, never by polling.") == (
        "duplicate")
