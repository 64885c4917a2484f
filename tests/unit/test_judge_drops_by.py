"""A level that "drops by" an amount falls; nothing is removed (session 49). "EASA max FDP drops
by 30 minutes for each sector from the third onward" read "drops" as a no to keeping the FDP, so
against "... every extra sector takes 45 min off the maximum FDP" the two values were never put
against each other, and a restatement of it was only "maybe the same". Sentences of our own;
the guards ("drop the table") hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind

from memstore.core.judge.claims import claims

QUOTA = "The monthly quota drops by 20 GB for every unpaid invoice."


def test_a_level_that_drops_by_an_amount_is_no_no() -> None:
    assert not claims(QUOTA)[0].negative


@pytest.mark.parametrize("text", ["Drop the staging table by Friday.",
                                  "We dropped Python 3.8 support."])
def test_a_thing_dropped_is_still_removed(text: str) -> None:
    assert claims(text)[0].negative


def test_the_amount_it_drops_by_is_one_value() -> None:
    assert symmetric_kind(QUOTA, "For every unpaid invoice, 20 GB comes off the monthly "
                                 "quota.") == "duplicate"
    assert symmetric_kind(QUOTA, "For every unpaid invoice, 35 GB comes off the monthly "
                                 "quota.") == "conflict"
