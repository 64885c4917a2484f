"""A sentence that opens with "Without X," sets a condition (session 43; docs/consolidation.md,
"A privacy team's notes (session 43)"): "Merge only after an approving review" / "Without an
approving review, nothing gets merged" was a **conflict**. "Without an approving review" was
cut off as a claim saying no to the review, and the no after it was set against the yes of the
other side; the two are one rule told from each side.

Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

from judging import symmetric_kind


def test_without_the_condition_nothing_restates_only_with_it() -> None:
    assert symmetric_kind("Cut a release only after the changelog is approved.",
                          "Without an approved changelog, no release is cut.") != "conflict"


def test_the_condition_cut_off_is_no_no_of_its_own() -> None:
    assert symmetric_kind("Releases need a signed changelog.",
                          "Without a signed changelog, no release goes out.") == "duplicate"


def test_guard_a_yes_without_the_condition_still_conflicts() -> None:
    assert symmetric_kind("Deploys can go out without a review.",
                          "Every deploy needs a review first.") == "conflict"


def test_guard_a_yes_that_names_no_condition_is_not_excused() -> None:
    assert symmetric_kind("Without consent, no analytics cookies are set.",
                          "Analytics cookies are set on the first page view.") != "duplicate"
