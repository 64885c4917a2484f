"""One word put for another in the same place (memstore.core.judge.swaps): the same act said
and unsaid with a word that has several opposites is a conflict; two commands for two jobs,
one act on two occasions, one sentence said of two subjects or done to two objects both hold,
and are neither merged nor flagged. Each case is a phenomenon of tests/natural/dev_swaps.jsonl
(dev), written afresh; each failed on the judge before these rules."""

from __future__ import annotations

import pytest
from judging import symmetric_kind

from memstore.core.judge.lexicon import Lexicon

# The same act said and unsaid: a conflict.
CONFLICTS = [
    pytest.param("Add pytest-randomly to the test group.",
                 "Remove pytest-randomly from the test group.", id="add-remove-one-package"),
    pytest.param("Add the coverage badge to the README.",
                 "Drop the coverage badge from the README.", id="add-drop-one-badge"),
]

# Both hold: never merged, never flagged.
BOTH_HOLD = [
    pytest.param("Use cargo add to add a crate", "Use cargo remove to drop a crate",
                 id="two-commands-two-jobs"),
    pytest.param("Use pnpm add to add a dependency", "Use pnpm remove to drop a dependency",
                 id="two-commands-two-jobs-pnpm"),
    pytest.param("Run npm ci after pulling", "Run npm ci after editing package.json",
                 id="one-act-two-occasions"),
    pytest.param("Logs of the API pods are shipped by Vector to Loki.",
                 "Traces of the API pods are shipped to Loki.", id="another-subject"),
    pytest.param("The nightly job uploads the coverage report.",
                 "The nightly job uploads the built wheels.", id="another-object"),
    pytest.param("Regenerate `docs/api.md` before a release.",
                 "Regenerate `docs/cli.md` before a release.", id="one-act-two-files"),
]

# Each says something the other does not: not merged (a person may be asked).
NOT_MERGED = [
    pytest.param("Postgres holds the orders; Redis only caches the cart.",
                 "The cart is cached in Redis for 10 minutes.", id="each-says-more"),
]

# Two words for one state: not flagged (a person may still be asked).
NOT_FLAGGED = [
    pytest.param("All dependencies are pinned in `poetry.lock`.",
                 "All dependencies are locked in `poetry.lock`.", id="two-participles"),
]

# What the rules must leave alone.
STILL = [
    pytest.param("Configure mypy in `setup.cfg`.", "Configure mypy in `mypy.ini`.", "conflict",
                 id="one-config-two-files"),
    pytest.param("The `release` branch is protected.", "The `release` branch is unprotected.",
                 "conflict", id="participle-and-its-negation"),
    pytest.param("Run `uv sync` after every pull.", "Run `uv sync` after each pull.",
                 "duplicate", id="one-occasion-two-wordings"),
]


@pytest.mark.parametrize(("a", "b"), CONFLICTS)
def test_the_same_act_with_an_opposite_word_is_a_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), BOTH_HOLD)
def test_one_word_naming_another_thing_is_a_look_alike(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "distinct"


@pytest.mark.parametrize(("a", "b"), NOT_MERGED)
def test_two_entries_that_each_say_more_are_not_merged(a: str, b: str) -> None:
    assert symmetric_kind(a, b) not in ("duplicate", "conflict")


@pytest.mark.parametrize(("a", "b"), NOT_FLAGGED)
def test_two_words_for_one_state_are_not_flagged(a: str, b: str) -> None:
    assert symmetric_kind(a, b) != "conflict"


@pytest.mark.parametrize(("a", "b", "expected"), STILL)
def test_what_the_rules_leave_alone(a: str, b: str, expected: str) -> None:
    assert symmetric_kind(a, b) == expected


def test_the_word_tables_keep_every_opposite_of_a_word() -> None:
    lex = Lexicon.from_data({"antonyms": [["keep", "remove"], ["add", "remove"]]})
    assert lex.partners[("remove",)] == {("keep",), ("add",)}
    assert lex.partners[("add",)] == {("remove",)}
    assert lex.opposites[("remove",)] == ("keep",)  # a claim reads it through its first pair
