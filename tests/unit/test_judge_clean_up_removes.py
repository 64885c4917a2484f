"""Cleaning up is removing (session 42; docs/consolidation.md, "Cleaning up is removing
(session 42)"): "The cron job cleans up expired sessions" / "A cron job runs hourly and
deletes expired sessions ..." was "maybe conflicting", and "The staging cluster is torn down
every Friday evening" / "Every Friday evening we delete the staging cluster" too. "delete"
reads as the no of keeping, and "clean up", "tear down" and "destroy" were a group of their
own. They are one group with "remove" now.

Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The nightly job cleans up stale preview builds.",
                 "The nightly job deletes stale preview builds.", id="clean-up"),
    pytest.param("Preview environments are torn down every night.",
                 "Every night we delete the preview environments.", id="tear-down"),
])
def test_cleaning_up_restates_deleting(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_guard_never_deleted_still_denies_cleaned_up() -> None:
    assert symmetric_kind("Old build caches are cleaned up every night.",
                          "Old build caches are never deleted.") == "conflict"
