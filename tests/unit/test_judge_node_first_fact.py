"""A compaction node, whose joined title is not read, keeps its first fact: the rule that drops a
title which only names what the facts say applies to a title (or the fact a title repeats),
never to the first of a node's facts that its other facts restate
(memstore.core.judge.entries `_entry_claims`)."""

from __future__ import annotations

from memstore.core.judge import judge
from memstore.core.judge.entries import _entry_claims

NODE = "[Compacted] procedure group: Lint with `ruff check .`…; Format with `ruff format` (+1 more)"
FACTS = ["Lint with `ruff check .`.", "To lint the whole tree: ruff check .",
         "Format with `ruff format`.", "Type-check with `mypy --strict`."]


def test_a_compaction_node_reads_its_first_fact() -> None:
    assert [u.text for u in _entry_claims(NODE, tuple(FACTS))][0] == FACTS[0]


def test_a_node_is_a_duplicate_of_its_own_first_fact() -> None:
    # Found by the 26-week simulations (seeds 4 and 9): the testing node's first fact "Run the
    # fast tests with `pytest -m "not slow"`." was dropped, as a title is when the other facts
    # say what it says, so the node read only `pytest --snapshot-update` and the plain-text
    # "pytest -m "not slow"": "maybe conflicting: another command" against that very sentence,
    # four times in one run, each time kept apart until the Friday review.
    for note in (FACTS[0], "Linting is `ruff check .`."):
        assert judge(NODE, FACTS, note, [note]).kind == "duplicate"
        assert judge(note, [note], NODE, FACTS).kind == "duplicate"


def test_a_title_that_only_names_the_facts_is_still_dropped() -> None:
    units = _entry_claims("Python tooling", ("Use uv for dependencies.", "Use ruff for linting."))
    assert [u.text for u in units] == ["Use uv for dependencies.", "Use ruff for linting."]
