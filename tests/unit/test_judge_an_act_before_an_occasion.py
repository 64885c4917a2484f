"""A short instruction told with its occasion ("Lint before pushing") is a rule, not a heading,
found by a probe of groups of four restatements (session 31; docs/consolidation.md, "More kinds
found by probing (session 31)"). Sentences of our own.

Three words with no verb the heading reader knows ("Lint", "Rebase" are not in its list) were
read as a bare label, and a label never merges nor conflicts: "Lint before pushing." stayed
apart from "Run the linter before pushing.", and "Lint before committing." from "Commit first,
lint in CI afterwards.". A short text whose first word is not a plural noun and that tells an
act in progress after "before" or "after" ("before pushing", "after pulling") now states
something. The guards hold on the session's start code too: a heading's plural noun ("Notes
after shipping") and two labels ("Deployment notes" / "Release notes") stay headings."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Lint before pushing.", "Run the linter before pushing.", id="lint"),
    pytest.param("Rebase after pulling.", "Always rebase once you've pulled.", id="rebase"),
    pytest.param("Format before committing.", "Format the code before each commit.",
                 id="format"),
])
def test_a_short_instruction_with_its_occasion_restated_is_one_entry(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_a_short_instruction_with_its_occasion_can_conflict() -> None:
    assert symmetric_kind("Lint before committing.", "Commit first, lint in CI afterwards.") == (
        "conflict")


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Notes after shipping", "Notes after shipping", id="plural-noun"),
    pytest.param("Deployment notes", "Release notes", id="two-labels"),
])
def test_headings_stay_headings(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "distinct"
