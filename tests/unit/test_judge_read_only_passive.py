"""Read-only against "can still be edited" (session 41; docs/consolidation.md, "Read-only
against a passive edit (session 41)"): "Archived projects are read-only" / "Archived projects
can still be edited" **merged**. The two ends of one permission were read only when the edit
was said in the active voice ("You can edit closed tickets"); the passive ("can still be
edited", "may still be modified") was read as the same claim.

Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Archived projects are read-only.", "Archived projects can still be edited.",
                 id="can-still-be-edited"),
    pytest.param("Closed invoices are read-only.", "Closed invoices may still be modified.",
                 id="may-still-be-modified"),
])
def test_read_only_against_a_passive_edit_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Closed tickets are read-only.", "You can edit closed tickets.", id="active"),
])
def test_guard_the_active_edit_still_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_guard_read_only_twice_still_merges() -> None:
    assert symmetric_kind("Archived projects are read-only.",
                          "Archived projects can't be edited.") == "duplicate"
