"""How often a thing runs and how long it takes are two lengths of time (session 41;
docs/consolidation.md, "It and they, and how often against how long (session 41)"): "The
backup runs every 6 hours" / "The backup takes 20 minutes" was flagged as a conflict of two
durations, and so was "The e2e suite only runs nightly" against an entry that says it takes
40 minutes. A duration said with "every" (or a word read as one: "nightly") against one said
with "takes", and no "every", fills no one slot.

Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The backup runs every 6 hours.", "The backup takes 20 minutes.", id="every"),
    pytest.param("The e2e suite runs nightly.", "The e2e suite takes 40 minutes.", id="nightly"),
])
def test_how_often_against_how_long_is_no_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) != "conflict"


def test_the_entry_that_says_both_restates_how_often() -> None:
    assert symmetric_kind("The e2e suite only runs nightly.",
                          "The e2e suite takes 40 minutes. It only runs nightly.") == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The backup runs every 6 hours.", "The backup runs every 12 hours.",
                 id="two-periods"),
    pytest.param("The backup takes 20 minutes.", "The backup takes 2 hours.", id="two-lengths"),
])
def test_guard_two_of_one_kind_still_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"
