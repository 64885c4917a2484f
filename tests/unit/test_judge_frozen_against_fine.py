"""A gated act frozen, against the same act said to be fine (session 42; docs/consolidation.md,
"Frozen against fine (session 42)"): "Deploys on Fridays are fine" / "Deploys are frozen on
Fridays" **merged**. "fine" approves, but "frozen" is a state no table opposes to it, so the
two read as one claim with a word more on each side. A deploy, merge, release or push held in
a closed state (`compare._in_that_state`) now denies the same act said to be fine then.

Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Deploys on Fridays are fine.", "Deploys are frozen on Fridays.", id="fridays"),
    pytest.param("Merges to main are frozen during the release freeze.",
                 "Merging to main is fine during the release freeze.", id="merges"),
    pytest.param("Production deploys are frozen during Black Friday week.",
                 "Production deploys during Black Friday week are OK.", id="ok"),
])
def test_frozen_denies_fine(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_guard_two_words_for_the_freeze_restate_it() -> None:
    assert symmetric_kind("Deploys are frozen during the payroll close.",
                          "Deploys are paused during the payroll close.") == "duplicate"


def test_guard_fine_for_another_place_is_no_conflict() -> None:
    assert symmetric_kind("Prod deploys are frozen on Fridays.",
                          "Deploys to staging on Fridays are fine.") != "conflict"
