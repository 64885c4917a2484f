"""What we do is a statement, not a heading (session 41; docs/consolidation.md, "Restricted
to, and what we do (session 41)"): "We track issues in Linear" was read as a label of a few
common words (memstore.core.judge.entries.low_information) and so never the same as, nor in
conflict with, anything: "Issues are tracked in Jira" / "We track issues in Linear" was told
apart, and "We support Windows." was never merged into the entry that says which versions.

A line of three words or more that opens with "we", "I" or "they" now has a predicate, as one
with "is", "must" or "use" had. So has an order to prefer or avoid a thing, however short:
"Prefer named exports." / "Named exports are preferred." was told apart, the order read as a
label.

Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind

from memstore.core.judge import low_information


def test_two_trackers_conflict() -> None:
    assert symmetric_kind("Issues are tracked in Jira.", "We track issues in Linear.") == (
        "conflict")


@pytest.mark.parametrize("text", [
    pytest.param("We track issues in Linear.", id="we"),
    pytest.param("We support Windows.", id="support"),
    pytest.param("I deploy the docs.", id="i"),
    pytest.param("They review on Fridays.", id="they"),
])
def test_a_line_of_what_we_do_says_something(text: str) -> None:
    assert not low_information(text, ())


@pytest.mark.parametrize("text", [
    pytest.param("Prefer named exports.", id="prefer"),
    pytest.param("Avoid default exports", id="avoid"),
    pytest.param("Prefer early returns.", id="returns"),
])
def test_an_order_to_prefer_or_avoid_says_something(text: str) -> None:
    assert not low_information(text, ())


def test_an_order_to_prefer_merges_with_its_passive() -> None:
    assert symmetric_kind("Prefer named exports.", "Named exports are preferred.") == (
        "duplicate")


def test_what_we_support_merges_into_the_entry_that_says_more() -> None:
    assert symmetric_kind("We support Windows.",
                          "We support Windows 10 and 11 on x64 and ARM64, in PowerShell and "
                          "cmd.") == "duplicate"


@pytest.mark.parametrize("text", [
    pytest.param("Deployment notes", id="heading"),
    pytest.param("None so far", id="placeholder"),
    pytest.param("We", id="one-word"),
    pytest.param("Our tools", id="label"),
])
def test_guard_headings_and_placeholders_stay_low_information(text: str) -> None:
    assert low_information(text, ())
