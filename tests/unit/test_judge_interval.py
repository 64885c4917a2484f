"""An interval is how often a thing happens (session 43; docs/consolidation.md, "Labels and
values (session 43)"): "The coupling interval is one hour" / "The components exchange fields
through the coupler every hour" was only "maybe". "interval" reads as "every" now
(lexicon.yaml).

Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

from judging import symmetric_kind


def test_an_interval_restates_every() -> None:
    assert symmetric_kind("The poller runs every 5 minutes.", "Poll interval: 5 min") == (
        "duplicate")


def test_an_interval_said_in_a_sentence() -> None:
    assert symmetric_kind("Backups run every 6 hours.",
                          "The backup interval is six hours.") == "duplicate"


def test_guard_another_interval_conflicts() -> None:
    assert symmetric_kind("The poller runs every 5 minutes.", "Poll interval: 15 min") == (
        "conflict")


def test_guard_another_thing_every_five_minutes() -> None:
    assert symmetric_kind("The poller runs every 5 minutes.",
                          "The reporter runs every 5 minutes.") != "duplicate"
