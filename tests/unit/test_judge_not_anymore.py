""""anymore" never says no alone (session 41; docs/consolidation.md, "Not ... anymore (session
41)"): "The beta waitlist is closed" / "The beta waitlist is not open anymore" (a probe of
session 40) was **flagged**. "closed" reads "not open", so the two claims differ only in
"anymore", and the merge guard held that back as a no one side puts in
(`guard._inserted_negation`). "anymore" only goes with a no the claim already says.

Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The beta waitlist is closed.", "The beta waitlist is not open anymore.",
                 id="closed"),
    pytest.param("Signups are closed.", "Signups aren't open any more.", id="any-more"),
])
def test_not_anymore_restates_the_state(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Uploads are scanned.", "Uploads are not scanned anymore.", id="scanned"),
    pytest.param("The v1 API is deprecated.", "The v1 API is not deprecated.", id="inserted-not"),
])
def test_guard_a_no_against_a_yes_still_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"
