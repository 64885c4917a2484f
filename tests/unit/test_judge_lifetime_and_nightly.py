"""Two readings of a length of time, found by a probe of fresh sentence pairs (session 27;
docs/consolidation.md, "More kinds found by probing (session 27)"). Sentences of our own.

- "Refresh token lifetime: 30 days" / "Refresh tokens expire after 30 days" were two things:
  "lifetime" was no word of the expiry group. It now is (lexicon.yaml).
- "Nightly backups go to S3" / "Nightly backups go to S3 and are kept for 35 days" was a
  contradiction about a duration: the first "nightly" read as a period ("every 1 day"), the
  second as a kind of backup (it goes on to tell a length of time: `text._frequency_kind`),
  and the period met the 35 days. A claim that opens with that period against one that opens
  with the period's noun has no value in dispute (`values._one_kind_two_readings`).

The guards hold on the session's start code too: another length for the same token, or two
schedules for one kind of backup, still conflict."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


def test_a_lifetime_and_an_expiry_restate() -> None:
    assert symmetric_kind("Refresh token lifetime: 30 days",
                          "Refresh tokens expire after 30 days.") == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Nightly backups go to S3.", "Nightly backups go to S3 and are kept for 35 days.",
                 id="nightly-and-kept"),
    pytest.param("Daily exports land in the reporting bucket.",
                 "Daily exports land in the reporting bucket and are deleted after 30 days.",
                 id="daily-and-deleted"),
])
def test_a_frequency_read_two_ways_is_no_contradiction(a: str, b: str) -> None:
    assert symmetric_kind(a, b) != "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Token lifetime: 15 minutes", "Access tokens are valid for 60 min.",
                 id="another-lifetime"),
    pytest.param("Backups run nightly.", "Backups run weekly.", id="two-schedules"),
])
def test_two_lengths_for_one_thing_still_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"
