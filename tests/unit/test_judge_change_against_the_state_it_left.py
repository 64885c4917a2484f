"""A note of a change against a note of the state it left, worded alike but for the one word
put for another after the subject both open with, is a conflict (memstore.core.judge.verdict,
session 45): "The admin console uses Vue 2" / "The admin web UI was upgraded to Vue 3.4". The
judge read such a pair as a look-alike, two things each with its own word (31 dev
contradictions read so; 20 are flagged now). Not when a side says "still" (a thing going on
beside what changed), when both say no, or when the other names only the new state."""

from __future__ import annotations

from memstore.core.judge import judge
from tests.judging import symmetric_kind


def test_the_state_a_change_left_against_the_change_is_a_conflict() -> None:
    assert symmetric_kind("The admin console uses Vue 2.",
                     "The admin web UI was upgraded to Vue 3.4.") == "conflict"
    old, new = ("The changelog job writes plain text.",
                "The changelog job writes Markdown by default now.")
    verdict = judge(old, (old,), new, (new,))
    assert verdict.kind == "conflict" and "one says it changed" in verdict.explanation


def test_what_still_goes_on_beside_a_change_stays_a_look_alike() -> None:
    assert symmetric_kind("Order emails no longer go through Mailgun.",
                     "Order emails still go through Postmark for receipts.") == "distinct"


def test_two_nos_and_the_new_state_are_no_conflict() -> None:
    assert symmetric_kind("The legacy report endpoint is turned off.",
                     "The legacy report endpoint no longer responds.") != "conflict"
    assert symmetric_kind("Site search moved from Algolia to Meilisearch last spring.",
                     "Site search is served by Meilisearch.") != "conflict"


def test_two_scopes_and_two_versions_of_one_thing_are_no_conflict() -> None:
    # The unit suite's golden false flags, found when the rule was first written: one setting
    # said for two things, and two versions of one API, each with its own state.
    assert symmetric_kind("The default retention for the audit bucket is now 90 days.",
                     "The default retention for the scratch bucket is 7 days.") != "conflict"
    assert symmetric_kind("Orders API v1 is read-only now.",
                     "Orders API v2 takes new integrations.") != "conflict"
