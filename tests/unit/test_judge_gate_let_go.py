"""A gate let go of ("Tests must pass before merging" / "Merge even if the tests fail"), found
by a probe of fresh sentence pairs (session 30; docs/consolidation.md, "More kinds found by
probing (session 30)"). Sentences of our own. Both pairs below merged into one entry: nothing in
"even if the tests fail" or "while CI is still red" was read against the gate. An act a gate
holds back (merge, deploy, release, ship, push, publish, tag) done "even if" or "while" the
thing fails or is red now also says the act comes before the thing passes, which the gate's
order rules out. The gate said with "unless" ("Don't merge unless CI is green") was cut at
"unless", so its no was said of merging alone; it now reads "only merge once CI is green", and
"pass" with nothing after it is no longer read as passing an option (it made "Don't merge unless
the tests pass" a default). The guards hold on the session's start code too: a no keeps the gate
("Don't merge while the tests are failing"), the words as written stay a claim of their own, a
job that goes on when a step fails is no gate, and an exception after "unless" ("unless it's a
hotfix") keeps its no."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Tests must pass before merging.", "Merge even if the tests fail.",
                 id="even-if"),
    pytest.param("CI must be green before you merge.", "You may merge while CI is still red.",
                 id="while-red"),
    pytest.param("The e2e suite must pass before a release is tagged.",
                 "Releases can be tagged even when the e2e suite fails.", id="even-when"),
])
def test_an_act_done_despite_a_failing_gate_conflicts_with_the_gate(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_a_no_keeps_the_gate() -> None:
    assert symmetric_kind("Tests must pass before merging.",
                          "Don't merge while the tests are failing.") != "conflict"


def test_the_words_as_written_are_still_said_no_to() -> None:
    assert symmetric_kind("Never deploy when the build is red.",
                          "Deploy even when the build is red.") == "conflict"


def test_a_job_that_goes_on_past_a_failing_step_is_no_gate() -> None:
    assert symmetric_kind("The nightly job keeps going even if one step fails.",
                          "A failing step does not stop the nightly job.") == "duplicate"


def test_the_gate_said_with_unless_restates_the_gate() -> None:
    assert symmetric_kind("Tests must pass before merging.",
                          "Don't merge unless the tests pass.") == "duplicate"


def test_the_gate_said_with_unless_conflicts_with_letting_it_go() -> None:
    assert symmetric_kind("Don't merge unless CI is green.", "Merge even if CI is red.") == (
        "conflict")


def test_an_exception_after_unless_keeps_its_no() -> None:
    assert symmetric_kind("Don't deploy on Fridays unless it's a hotfix.",
                          "Fridays are fine for any deploy.") == "conflict"
