"""Things of one kind named with an opposite word ("disabled accounts", "private repos", "for
offline use"), found by probes written after the first val sets joined dev (session 44;
docs/consolidation.md, "Kinds said with an opposite (session 44)"). Sentences of our own.

- An opening adjective of the opposites table before its noun ("Disabled accounts are removed
  from the search index") names which things, as it does inside a claim; read as a no, the
  claim said yes to keeping enabled ones and conflicted with "The search index drops disabled
  accounts" (`claims._attributive`).
- An opening opposite that still reads as a no ("Private repos ...") against the other end of
  it, when the other side says a no of its own ("Public repos are not scanned nightly"), is two
  kinds of things, not one rule said twice (`compare._subject_opposed`).
- The same opposite on both sides ("for offline use") with a no of its own on one side is a
  conflict, not two nos that agree (`compare._denied_act`).

The guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Disabled accounts are removed from the search index.",
                 "The search index drops disabled accounts.", id="disabled-accounts-dropped"),
    pytest.param("Unverified users cannot post.", "Posting is blocked for unverified users.",
                 id="unverified-users-blocked"),
    # guards: the start code merged these too
    pytest.param("Archived projects are not indexed.", "The indexer skips archived projects.",
                 id="guard-archived-skipped"),
    pytest.param("The player doesn't cache episodes for offline listening.",
                 "Episodes aren't cached by the player for offline listening.",
                 id="guard-both-say-no"),
])
def test_one_rule_about_a_kind_named_with_an_opposite_restates(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Disabled users are shown in the member list.",
                 "The member list doesn't show disabled users.", id="shown-and-not-shown"),
    pytest.param("The kiosk keeps menus for offline use.",
                 "Menus are not kept by the kiosk for offline use.", id="offline-both-sides"),
    # guards
    pytest.param("Unverified users can post.", "Unverified users cannot post.",
                 id="guard-can-and-cannot"),
    pytest.param("Private repos are scanned nightly.", "Private repos are not scanned.",
                 id="guard-private-yes-and-no"),
    pytest.param("Manual refunds are logged in the audit trail.",
                 "Manual refunds aren't logged in the audit trail.", id="guard-manual-both"),
])
def test_a_yes_and_a_no_about_one_kind_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Disabled accounts are hidden from search.",
                 "Enabled accounts are hidden from search.", id="disabled-and-enabled"),
    pytest.param("Private repos are scanned nightly.", "Public repos are not scanned nightly.",
                 id="private-yes-public-no"),
    pytest.param("Manual invoices need a second approver.",
                 "Automatic invoices don't need a second approver.", id="manual-and-automatic"),
    # guard
    pytest.param("Unpaid orders are cancelled after 24 hours.",
                 "Paid orders are archived after 24 hours.", id="guard-unpaid-and-paid"),
])
def test_two_kinds_named_by_the_two_ends_of_an_opposite_both_hold(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "distinct"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Order numbers are case-insensitive.",
                 "Order numbers are case-insensitive and stripped of whitespace before the "
                 "lookup.", id="second-no-in-the-added-part"),
    # guard
    pytest.param("Draft posts are invisible to readers.",
                 "Draft posts are invisible to readers and removed from the sitemap.",
                 id="guard-one-no-each"),
])
def test_a_no_in_what_one_side_adds_leaves_the_rest_said(a: str, b: str) -> None:
    """A claim that says the other's negative statement and adds a part with a no of its
    own ("... and stripped of whitespace") reads as positive by its count of nos; the part
    before the joining word says the other whole (`compare._no_in_added_part`)."""
    assert symmetric_kind(a, b) == "duplicate"


def test_the_opposite_of_a_negative_state_still_conflicts() -> None:
    assert symmetric_kind("Order numbers are case-insensitive.",
                          "Order numbers are case-sensitive.") == "conflict"
