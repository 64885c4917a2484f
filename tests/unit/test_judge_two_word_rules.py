"""A rule in two words is a rule, not a heading (session 58).

"Squash-merge only" and "Always squash-merge" were read as labels of a topic
(memstore.core.judge.entries.low_information), "a heading or placeholder is never the same as
anything": the team's merge rule never merged with "PRs are squash-merged into main", and
"Always rebase" never met "Never rebase". "always" or "only" beside one other word states a
rule; a heading of two words without them stays a heading. Sentences of our own (a trial's
leftover)."""

from __future__ import annotations

import pytest
from judging import symmetric_kind

from memstore.core.judge import low_information


@pytest.mark.parametrize("text", [
    pytest.param("Squash-merge only", id="only-after"),
    pytest.param("Always squash-merge", id="always-before"),
    pytest.param("HTTPS only.", id="https-only"),
])
def test_a_rule_in_two_words_says_something(text: str) -> None:
    assert not low_information(text, (text,))


@pytest.mark.parametrize("text", [
    pytest.param("Deployment notes", id="heading"),
    pytest.param("Release process", id="section"),
])
def test_a_heading_of_two_words_still_says_nothing(text: str) -> None:
    assert low_information(text, (text,))


def test_the_two_word_rule_merges_with_its_sentence() -> None:
    assert symmetric_kind("Squash-merge only", "PRs are squash-merged into main.") == "duplicate"
    assert symmetric_kind("Always squash-merge", "Squash-merge only") == "duplicate"


def test_the_two_word_rule_meets_its_opposite() -> None:
    assert symmetric_kind("Always rebase", "Never rebase.") == "conflict"
