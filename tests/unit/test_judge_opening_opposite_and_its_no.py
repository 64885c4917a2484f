"""A claim that opens with the negative end of an opposite and says no besides, found by a probe
of fresh sentence pairs (session 25; docs/consolidation.md, "More kinds found by probing
(session 25)"). Sentences of our own. "Disabled" in "Disabled accounts are not billed" names
which accounts; read through the table of opposites it made the claim negative ("not
enabled"), the claim's own "not" then said no once more, and the two claims below, each
negative, merged: a rule and its opposite in one entry. Where both claims open with that same
word before the noun they are about, each is now read with its own no only
(`compare._opened_alike`). The last cases hold on the session's start code too, as guards: the
same rule worded otherwise still merges, and two opposite openings are still two subjects."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Disabled accounts are not billed.",
                 "Disabled accounts are billed at a reduced rate.", id="disabled"),
    pytest.param("Unverified accounts cannot post comments.",
                 "Unverified accounts can post comments.", id="unverified"),
    pytest.param("Disabled users can't log in.", "Disabled users can still log in, read-only.",
                 id="disabled-users"),
    pytest.param("Private repos are not scanned by Dependabot.",
                 "Private repos are scanned by Dependabot weekly.", id="private"),
])
def test_a_no_against_a_yes_about_the_same_things_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_the_same_yes_worded_otherwise_still_restates() -> None:
    assert symmetric_kind("Private repos are scanned by Dependabot.",
                          "Dependabot scans private repos.") == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Disabled toggles are listed on the admin page.",
                 "Enabled toggles are listed on the admin page.", id="toggles"),
    pytest.param("Private endpoints are rate limited.", "Public endpoints are rate limited.",
                 id="endpoints"),
])
def test_two_opposite_openings_are_two_subjects(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "distinct"
