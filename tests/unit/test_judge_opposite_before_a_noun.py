"""One negative word of an opposite put before the same noun in both claims ("Don't cache
private responses" / "Private responses are cached for 5 minutes"), found by a probe of fresh
sentence pairs (session 29; docs/consolidation.md, "More kinds found by probing (session
29)"). Sentences of our own. "private" is read as "not public", so both claims were negative,
the "don't" was lost, and the two merged: a contradiction in one entry. The word now says
which things both speak of, as it did already where both claims open with it ("Disabled
accounts are not billed" / "Disabled accounts are billed at a reduced rate"). The guards hold
on the session's start code too: a rule said twice still merges, a word that is an act
("unlock the iPads") and a "no" said of the word's thing ("No cleartext HTTP") keep their
readings."""

from __future__ import annotations

import pytest
from judging import symmetric_kind

from memstore.core.judge.bounds import _one_topic
from memstore.core.judge.claims import claims


def test_a_no_against_a_yes_about_the_same_kind_of_thing_conflicts() -> None:
    assert symmetric_kind("Don't cache private responses.",
                          "Private responses are cached for 5 minutes.") == "conflict"


def test_the_prefilter_lets_that_pair_through() -> None:
    # (bounds._one_topic reads the two as compare_claims does: the law of test_judge_bounds,
    # which broke once the pair joined the dev corpus)
    no, yes = (claims(t)[0] for t in ("Don't cache private responses.",
                                      "Private responses are cached for 5 minutes."))
    assert _one_topic(no, yes) and _one_topic(yes, no)


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Don't cache private responses.", "Private responses must never be cached.",
                 id="one-rule"),
    pytest.param("Cleartext HTTP traffic is disallowed in the Android release build.",
                 "No cleartext HTTP in the Android release build.", id="no-of-the-thing"),
])
def test_one_rule_said_twice_merges(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_an_act_is_no_word_of_a_kind() -> None:
    assert symmetric_kind("Teachers are allowed to unlock the exam-mode iPads.",
                          "Teachers are not permitted to unlock the exam-mode iPads.") == (
        "conflict")
