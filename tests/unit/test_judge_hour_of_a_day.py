"""An hour said bare after the day it falls on (session 42; docs/consolidation.md, "Monday at 10
(session 42)"): "On-call hands over every Monday at 10:00" / "Every Monday at 10 the pager
passes to the next person" was **flagged**, the bare 10 read as a count against the time
10:00. After a weekday, "daily", "nightly" or "every day", "at 10" is the time "10:00".

Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

from judging import symmetric_kind


def test_a_bare_hour_after_a_day_is_a_time() -> None:
    assert symmetric_kind("The invoice run starts daily at 6.",
                          "The invoice run starts every day at 06:00.") == "duplicate"


def test_guard_two_hours_still_conflict() -> None:
    assert symmetric_kind("The invoice run starts every day at 06:00.",
                          "The invoice run starts every day at 07:00.") == "conflict"


def test_guard_a_count_after_at_stays_a_count() -> None:
    assert symmetric_kind("The invoice run starts daily at 6 workers.",
                          "The invoice run starts daily with 6 workers.") != "conflict"
