"""A no to a gated act before a step is the gate (session 41; docs/consolidation.md, "A gated act
before a step (session 41)"): "Never push before running the tests" / "Run the tests before you
push" was **flagged**, the no read as a no to pushing. A no to an act before something happens
was read as a gate since session 31, but not before an act ("Do not rebase before merging" says
no to the rebase). A gated act (merge, deploy, release, ship, push, publish, tag) before a step
that is no gated act is a gate now: "only push after running the tests".

Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind

from memstore.core.judge import claims


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Never push before running the tests.", "Run the tests before you push.",
                 id="push"),
    pytest.param("Don't deploy before migrating the database.",
                 "Migrate the database first, then deploy.", id="deploy"),
    pytest.param("Never merge before getting a review.", "Get a review before you merge.",
                 id="merge"),
])
def test_the_gate_restates_the_order(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_the_gate_against_the_other_order_conflicts() -> None:
    assert symmetric_kind("Never push before running the tests.",
                          "Push before running the tests; CI will run them.") == "conflict"


@pytest.mark.parametrize("text", [
    pytest.param("Do not rebase before merging.", id="no-gate"),
    pytest.param("Don't deploy before merging.", id="two-gated-acts"),
    pytest.param("Don't deploy before morning.", id="a-time"),
    pytest.param("Don't deploy before anything else is green.", id="a-thing"),
])
def test_guard_other_nos_before_are_left_as_written(text: str) -> None:
    assert [c.text for c in claims(text)] == [text.rstrip(".")]
