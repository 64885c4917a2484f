"""A clause of "no" and a verb's -ing form after a statement, found by a probe of fresh
sentence pairs (session 28; docs/consolidation.md, "More kinds found by probing (session
28)"). Sentences of our own. "We squash-merge PRs" / "PRs are merged with a merge commit, no
squashing" **merged**: "no squashing" alone said no of nothing the other names. It is now read
with the subject of the clause before it ("no squashing of PRs", `claims._with_elided_subject`),
and one way after another ("one at a time", "one by one") is the opposite of "in parallel"
(the antonyms table). The guards hold on the session's start code too: a "no" clause with
words of its own after the verb, or one that says what the other says, stays a restatement."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("We squash-merge PRs.", "PRs are merged with a merge commit, no squashing.",
                 id="no-squashing"),
    pytest.param("We squash PRs when merging.",
                 "PRs are merged with a merge commit, no squashing.", id="squash-when-merging"),
    pytest.param("The importer handles files one by one.",
                 "The importer handles files in parallel.", id="one-by-one"),
    pytest.param("The worker processes jobs one at a time.",
                 "The worker processes up to 8 jobs in parallel.", id="one-at-a-time"),
])
def test_a_no_or_one_after_another_against_the_act_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Builds are cached between runs, no rebuilding.",
                 "CI caches builds between runs.", id="no-of-another-act"),
    pytest.param("Tokens are refreshed in the background, no logging in again.",
                 "The app refreshes tokens in the background.", id="words-after-the-verb"),
    pytest.param("Photos are uploaded one by one.", "The app uploads photos one at a time.",
                 id="one-by-one-twice"),
])
def test_the_same_way_said_twice_stays_a_restatement(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"
