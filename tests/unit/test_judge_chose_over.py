"""A choice told as made, with "over" what was not chosen, found by a probe of fresh sentence
pairs (session 28; docs/consolidation.md, "More kinds found by probing (session 28)").
Sentences of our own. "The queue is SQS" / "We chose RabbitMQ over SQS for the queue" and "We
use Jest for unit tests" / "We picked Vitest over Jest for unit tests" **merged**: "over" said
nothing, so SQS read as chosen on both sides. "prefer X over Y" already read as "X instead of
Y"; "chose", "picked", "went with" and "opted for" now do too (`text._CHOSE_OVER`), and where
the choice holds is said of both, as for "prefer". The guards hold on the session's start code
too: "cherry-pick ... to main" and "picked up ... over FTP" are no choices, and the chosen
side restated stays a restatement."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The queue is SQS.", "We chose RabbitMQ over SQS for the queue.", id="chose"),
    pytest.param("We use Jest for unit tests.", "We picked Vitest over Jest for unit tests.",
                 id="picked"),
    pytest.param("Python deps are managed with Poetry.", "We went with uv over Poetry for deps.",
                 id="went-with"),
])
def test_what_was_not_chosen_against_its_use_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The queue is RabbitMQ.", "We chose RabbitMQ over SQS for the queue.",
                 id="the-chosen-restated"),
    pytest.param("Reuters pictures arrive over FTP and are picked up by the photo watcher.",
                 "The photo watcher picks up the Reuters pictures that arrive over FTP.",
                 id="picked-up-over-ftp"),
    pytest.param("We pick Turbo Streams over hand-rolled ActionCable channels for live updates.",
                 "Live updates: Turbo Streams, not custom ActionCable channels.",
                 id="where-the-choice-holds"),
])
def test_the_choice_restated_stays_a_restatement(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"
