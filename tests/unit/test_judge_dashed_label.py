"""A label set off by a spaced dash (session 42; docs/consolidation.md, "A dash as a colon
(session 42)"): "Error tracking - Sentry" was read as a heading, which restates nothing, so it
never met "Errors are reported to Sentry". A label of one to three words before " - " or " – "
reads as "Error tracking: Sentry" when the line has no colon and the value is a few words that
open no clause.

Sentences of our own; the guard holds on the session's start code too."""

from __future__ import annotations

from judging import symmetric_kind


def test_a_dashed_label_is_no_heading() -> None:
    assert symmetric_kind("Crash reporting - Bugsnag", "Crashes are reported to Bugsnag.") != (
        "distinct")


def test_a_dashed_label_against_another_tool_conflicts() -> None:
    assert symmetric_kind("Crash reporting - Bugsnag", "Crash reporting: Sentry") == "conflict"


def test_guard_a_dash_before_a_step_keeps_the_order() -> None:
    assert symmetric_kind("Run the migrations - then restart the workers.",
                          "Restart the workers, then run the migrations.") in (
        "conflict", "maybe_conflict")
