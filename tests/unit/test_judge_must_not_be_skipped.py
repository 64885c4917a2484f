"""A no to skipping, said in the passive, found by a probe of fresh sentence pairs (session 27;
docs/consolidation.md, "More kinds found by probing (session 27)"). Sentences of our own.
"Never skip tests in CI" reads as "run the tests" (a no to a verb of saying no is a yes), but
"Tests must not be skipped in CI" kept its no, since "be" stood between "not" and "skipped":
against "CI always runs every test" it was a contradiction, and against "Skip the slow tests in
CI" the two noes read as one rule and merged. A passive's auxiliary ("be", "been", "get")
between the no and "skipped" or "avoided" now leaves the two as one ("must not be skipped" as
"never skipped"; `claims._right_after`). The guard holds on the session's start code too: a no
to running the tests still conflicts with running them."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Tests must not be skipped in CI.", "CI always runs every test.",
                 id="must-not-be-skipped"),
    pytest.param("Migrations must not get skipped on deploy.", "Every deploy runs the migrations.",
                 id="must-not-get-skipped"),
])
def test_not_skipped_restates_always_run(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Tests must not be skipped in CI.", "Skip the slow tests in CI.",
                 id="not-skipped-against-skip"),
    pytest.param("Tests must not be run in CI.", "CI always runs every test.",
                 id="not-run-against-run"),
])
def test_not_skipped_against_skipping_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"
