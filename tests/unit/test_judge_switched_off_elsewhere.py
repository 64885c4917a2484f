"""A thing switched off in a claim of its own (session 41; docs/consolidation.md, "Switched off
in a claim of its own (session 41)"): "SSH password login is allowed on the bastion" / "The
bastion only accepts SSH keys; password login is off" **merged**, and so did "The API pods
autoscale on CPU" / "The API runs a fixed set of 6 pods; autoscaling is disabled". The no sits
in a claim of its own, which shares less with the yes than the claim beside it, so the claims
lined up best left it out and the entry that says less read as restated.

A claim that says only that a thing is switched off, against a claim of the other entry that
names all of it with no switch and no no of its own, now holds the merge back: "one says not",
for a person to decide (memstore.core.judge.verdict._denied_elsewhere).

Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("SSH password login is allowed on the bastion.",
                 "The bastion only accepts SSH keys; password login is off.", id="allowed"),
    pytest.param("The API pods autoscale on CPU.",
                 "The API runs a fixed set of 6 pods; autoscaling is disabled.", id="autoscale"),
])
def test_a_yes_against_a_switch_off_elsewhere_is_not_merged(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "maybe_conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Password login is off on the bastion.",
                 "The bastion only accepts SSH keys; password login is disabled.", id="both-off"),
    pytest.param("Autoscaling is disabled for the API pods.",
                 "The API runs a fixed set of pods; autoscaling is off.", id="both-disabled"),
])
def test_guard_two_switches_off_still_merge(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_guard_a_switch_off_said_beside_the_yes_still_conflicts() -> None:
    assert symmetric_kind("SSH password login is allowed on the bastion.",
                          "SSH password login is disabled on the bastion.") == "conflict"
