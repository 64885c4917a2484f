"""How long a thing lives, told with the words of its keeping or of its end, found by a probe of
fresh sentence pairs (session 25; docs/consolidation.md, "More kinds found by probing (session
25)"). Sentences of our own. "Deleted (purged, wiped, torn down) after 30 days" read as a no to
keeping, so against "expire after 14 days" it was another act, not another length, and the
contradiction was left apart; now it expires then (`text._REMOVED_AFTER`), and a job or a
session killed after a time times out then. "Kept for", "retention" and "deleted after" (the
keeping) against "expire after", "TTL" and "valid for" (the end) with one length are one
lifetime (`compare._one_life`), where they read as look-alikes or even as a conflict. And an
act of its own after a time ("Invoices are sent after 3 days") is another step of a thing's
life, not its end told with another length (`swaps.steps_apart`). Every case fails on the
session's start code but two, kept as guards of the new reading: a suspension is no end, and
sessions deleted once expired are deleted after their end."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Raw webhook payloads expire after 14 days.",
                 "Raw webhook payloads are deleted after 60 days.", id="expire-deleted"),
    pytest.param("Preview environments are torn down after 3 days.",
                 "Preview environments get deleted after a week.", id="torn-down-deleted"),
    pytest.param("Draft invoices are discarded after 30 days.",
                 "Draft invoices are deleted after 90 days.", id="discarded-deleted"),
    pytest.param("Idle SSH sessions are killed after 10 minutes.",
                 "Idle SSH sessions are reaped after an hour.", id="killed-reaped"),
])
def test_two_lengths_of_one_life_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Guest carts are purged after 7 days.", "Guest carts expire after a week.",
                 id="purged-expire"),
    pytest.param("Build caches are wiped after 7 days.", "Build caches expire after a week.",
                 id="wiped-expire"),
    pytest.param("Idempotency keys expire after 24 hours.", "Idempotency key retention: 1 day.",
                 id="expire-retention"),
    pytest.param("Idempotency keys are deleted after 24 hours.",
                 "Idempotency key retention: 1 day.", id="deleted-retention"),
    pytest.param("Idempotency keys are valid for 24 hours.",
                 "Idempotency keys are kept for 1 day.", id="valid-kept"),
    pytest.param("Backups are encrypted and deleted after 35 days.",
                 "Backups are kept for 35 days.", id="one-says-more"),
    pytest.param("Jobs are killed after 2 hours.", "The job timeout is 2 hours.",
                 id="killed-timeout"),
])
def test_one_lifetime_said_two_ways_restates(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Invoices are sent after 3 days.", "Invoices expire after 7 years.",
                 id="sent-expire"),
    pytest.param("Backups are verified after 2 hours.", "Backups expire after 30 days.",
                 id="verified-expire"),
    pytest.param("Trial workspaces are locked after 14 days.",
                 "Trial workspaces expire after 60 days.", id="locked-expire"),
    pytest.param("Inactive accounts are suspended after 90 days.",
                 "Inactive accounts are deleted after a year.", id="suspended-deleted"),
    pytest.param("Expired sessions are deleted after 7 days.",
                 "Sessions expire after 30 minutes.", id="deleted-once-expired"),
])
def test_two_steps_of_a_life_are_not_one_length_in_dispute(a: str, b: str) -> None:
    assert symmetric_kind(a, b) not in ("conflict", "duplicate")
