"""A grain told with "by" (session 42; docs/consolidation.md, "Partitioned by day (session
42)"): "Tables are partitioned by day by default" / "New tables default to monthly partitions"
**merged**: "monthly" was read as a length of time and "day" as a word. "partitioned by day",
"rotated by week" ... read as "daily", "weekly" do, after a verb of cutting or grouping.

Sentences of our own; the guard holds on the session's start code too."""

from __future__ import annotations

from judging import symmetric_kind


def test_by_day_against_monthly_conflicts() -> None:
    assert symmetric_kind("Event tables are partitioned by day by default.",
                          "New event tables default to monthly partitions.") == "conflict"


def test_by_day_restates_daily() -> None:
    assert symmetric_kind("Audit logs are rotated by day.", "Audit logs rotate daily.") == (
        "duplicate")


def test_guard_not_partitioned_still_conflicts() -> None:
    assert symmetric_kind("The events table is partitioned by month.",
                          "The events table is not partitioned.") == "conflict"
