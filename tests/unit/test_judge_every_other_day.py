""""Every other day" and "a fortnight", found by a probe of fresh sentence pairs (session 24;
docs/consolidation.md, "More kinds found by probing (session 24)"). Sentences of our own:
"every other day" is every 2 days, where it read as "every day" and "Backups run every
other day" / "Backups run daily" merged; "after a fortnight" is after 2 weeks, where it read
as no length at all and "Tokens expire after a fortnight" / "Tokens are valid for 30 days"
was left unsure (`text._DURATION_WORDS`)."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Snapshots are taken every other day.", "Snapshots are taken daily.",
                 id="every-other-day"),
    pytest.param("Invite links expire after a fortnight.",
                 "Invite links are valid for 30 days.", id="fortnight"),
])
def test_two_lengths_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Snapshots are taken every other day.", "Snapshots are taken every 2 days.",
                 id="every-other-day"),
    pytest.param("Invite links expire after a fortnight.",
                 "Invite links are valid for 14 days.", id="fortnight"),
])
def test_one_length_said_two_ways_restates(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"
