"""A step done first on an occasion told by what is being done then ("When deploying, run
the migrations first" / "Run the migrations before deploying"), found by a probe of fresh
sentence pairs (session 30; docs/consolidation.md, "More kinds found by probing (session
30)"). Sentences of our own. The opening "when" was read as a condition, not a step, so one
side stated an order and the other one step, and the pair was held back as steps in another
order; an act in progress opening the sentence is now the step the other one comes before.
The guards hold on the session's start code too: the other order is a conflict, and a
happening the step follows ("when a test fails") is not read so."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Run the migrations before deploying.",
                 "When deploying, run the migrations first.", id="deploying"),
    pytest.param("Take a DB snapshot before upgrading Postgres.",
                 "When upgrading Postgres, take a DB snapshot first.", id="upgrading"),
    pytest.param("Security is notified before any key rotation.",
                 "Whenever rotating keys, notify security first.", id="whenever"),
])
def test_a_step_first_when_doing_something_is_before_it(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_the_step_said_after_it_conflicts() -> None:
    assert symmetric_kind("Bump the version after the release.",
                          "When releasing, bump the version first.") == "conflict"


def test_a_happening_that_opens_the_sentence_is_not_a_step_after() -> None:
    assert symmetric_kind("When something breaks, page on-call first.",
                          "Page on-call after something breaks.") != "conflict"
