"""Read against write in one place of one sentence, found by a probe of fresh sentence pairs
(session 25; docs/consolidation.md, "More kinds found by probing (session 25)"). Sentences of
our own. "Cache invalidation happens on write" / "... on read" merged: "read" and "write" are
kept out of the tables of opposites (a read replica and a write primary are two things), so
nothing set the two apart. Where two claims are lined up word for word and about to merge,
one at each end is now held back, as "before" / "after" is (`guard._SCALES`, "access"). The
last cases hold on the session's start code too, as guards."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Cache invalidation happens on write.", "Cache invalidation happens on read.",
                 id="invalidation"),
    pytest.param("The audit hook fires on every write.", "The audit hook fires on every read.",
                 id="audit-hook"),
])
def test_read_against_write_in_one_place_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_reads_and_writes_as_subjects_are_two_things() -> None:
    assert symmetric_kind("Reads go to the replica.", "Writes go to the replica.") == "distinct"


def test_read_said_twice_restates() -> None:
    assert symmetric_kind("Reads go to the replica.",
                          "Read queries are sent to the replica.") == "duplicate"
