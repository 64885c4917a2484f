"""One thing said as an act of the subject and as the name of what does it ("The worker is
built with Rust 1.79" / "Worker toolchain: Rust 1.79"), found by reading the dev look-alikes that
are restatements (session 31; docs/consolidation.md, "More kinds found by probing (session
31)"). Sentences of our own.

Lined up word for word, "built" and "toolchain" stand in one place, and both weigh enough to
name a thing, so the two were read as the same sentence about two subjects: a look-alike, kept
apart. Of the dev pairs a look-alike reading kept apart, those with a participle said of the
subject in the place were restatements or conflicts five times in six. Now, when one side's
words in the place are an act said of its subject ("is built", "are shipped", read through the
synonym table) and the other's are said in its subject, before a label's colon or a copula
("Worker toolchain:", "Logging backend is"), the place names no two things. The guards hold on
the session's start code too: two acts in that place ("deployed" / "previewed") and two names
("docs hosting" / "blog hosting") stay look-alikes, and a freeze against carrying on as usual
is not merged (the wider reading, any act against any word, merged that conflict on dev and was
dropped; since session 40 it is flagged, `test_judge_held_as_usual.py`). Another version,
kept apart here until session 32, is now a conflict: the toolchain is what a language's
version is of."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The worker is built with Rust 1.79.", "Worker toolchain: Rust 1.79",
                 id="toolchain"),
    pytest.param("Logs are shipped to Loki.", "Logging backend: Loki", id="backend"),
    pytest.param("Unit tests are written with pytest.", "Unit test framework: pytest",
                 id="framework"),
    pytest.param("Emails are sent with Postmark.", "Email provider: Postmark", id="provider"),
])
def test_an_act_and_the_name_of_what_does_it_are_one_thing(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The docs site is deployed on Netlify.",
                 "The docs site is previewed on Netlify.", id="two-acts"),
    pytest.param("docs hosting: Netlify", "blog hosting: Netlify", id="two-names"),
])
def test_two_acts_two_names_and_two_versions_stay_apart(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "distinct"


def test_a_freeze_against_carrying_on_as_usual_is_not_merged() -> None:
    assert symmetric_kind("Deploys are frozen during the quarter close.",
                          "Deploys carry on as usual during the quarter close.") != "duplicate"


def test_an_act_and_its_name_with_two_versions_are_a_conflict() -> None:
    # (distinct until session 32, which reads a language's toolchain as what its version is
    # of: one worker, two versions of Rust)
    assert symmetric_kind("The worker is built with Rust 1.79.", "Worker toolchain: Rust 1.80") == (
        "conflict")
