"""A time of day is no version and no count ("We use Postgres 16" / "Postgres backups run
nightly at 01:00"), found by a probe of pairs that do not conflict (session 29;
docs/consolidation.md, "More kinds found by probing (session 29)"). Sentences of our own. A
version and a time were read as two amounts in one slot, a conflict. The guards hold on the
session's start code too: two times of day still conflict, and one time said two ways
merges."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


def test_a_version_and_a_time_of_day_do_not_conflict() -> None:
    assert symmetric_kind("We use Postgres 16.",
                          "Postgres backups run nightly at 01:00.") != "conflict"


@pytest.mark.parametrize(("a", "b", "kind"), [
    pytest.param("Backups run at 01:00.", "Backups run at 03:00.", "conflict", id="two-times"),
    pytest.param("Standup is at 9:30.", "Standup is at 10:00.", "conflict", id="short-hour"),
    pytest.param("The job runs at 2am.", "The job runs at 02:00.", "duplicate", id="one-time"),
])
def test_times_of_day_meet_each_other(a: str, b: str, kind: str) -> None:
    assert symmetric_kind(a, b) == kind
