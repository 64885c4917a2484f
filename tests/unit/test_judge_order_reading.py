"""Orders the judge reads from how people write steps, not only from "A before B".

"A and B after it" puts A first: "it" is what A did ("Drain the node and upgrade the kubelet
after it is empty"). And a name written in a code span on one side and bare on the other is one
name: the backticks do not make a second value that keeps the two orders apart.
"""

from __future__ import annotations

import pytest
from judging import symmetric_kind

from memstore.core.judge.claims import claims


@pytest.mark.parametrize(
    ("a", "b"),
    [
        # "after it": the step before the "and" first. It was read as a step "it is empty"
        # coming first, and the pair merged into one entry.
        ("Drain the node and upgrade the kubelet after it is empty.",
         "Upgrade the kubelet before draining the node."),
        ("Stop the worker and clear the queue after that.",
         "Clear the queue, then stop the worker."),
        # One name with and without backticks (read as a value on one side only, it kept
        # the two orders apart: "maybe").
        ("Add the field to `skip_fields` before removing it.",
         "Remove the field first, then add it to skip_fields."),
    ],
)
def test_two_steps_the_other_way_round_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Drain the node and upgrade the kubelet after that.",
         "Drain the node first, then upgrade the kubelet."),
        ("Add the index to `schema_overrides` before backfilling.",
         "Add the index to schema_overrides, then backfill."),
    ],
)
def test_the_same_order_said_another_way_is_no_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_after_it_reads_the_step_before_the_and_first() -> None:
    (claim,) = claims("Restart the service and rotate the token after it comes back up.")
    assert claim.order is not None
    ((first, second),) = claim.order
    assert "restart" in first and "token" in second


def test_a_name_in_a_code_span_is_no_value_when_it_is_an_ordinary_word() -> None:
    # "`default`" names a queue; the other side's "default" is the plain word: two values.
    assert symmetric_kind("The default Celery queue is `default`.",
                          "The default queue is now `celery-main`.") in (
        "conflict", "maybe_conflict")
