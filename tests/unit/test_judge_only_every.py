"""One rule said of every one of a kind and of only some: "The linter runs on every PR" / "The
linter runs only on release PRs". The narrower side says everything the other says, and "every"
and "only" are light words, so the two read as one rule said with a word more and merged
(memstore.core.judge.guard `_only_against_every`). Sentences of our own."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The linter runs on every PR.", "The linter runs only on release PRs.",
                 id="every-only"),
    pytest.param("Snapshots are taken of all volumes.",
                 "Snapshots are taken only of the database volumes.", id="all-only"),
])
def test_every_against_only_some_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The linter runs on every PR.", "The linter only runs on PRs.",
                 id="only-adds-nothing"),
    pytest.param("Input data lives in /data/inputs and is read-only.",
                 "All the input data is in /data/inputs.", id="read-only"),
    pytest.param("Always import UI components through @acme/ui.",
                 "Import UI components only via the package entry @acme/ui.",
                 id="always-only-via"),
])
def test_only_that_narrows_nothing_is_one_rule(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"
