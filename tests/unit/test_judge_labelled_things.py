"""Things named by a noun and a number ("Tier 1 support", "Zoom 14 tiles", "Level 3 alerts"),
found by a probe of fresh sentence pairs (session 29; docs/consolidation.md, "More kinds
found by probing (session 29)"). Sentences of our own, and one dev pair's shape. Two tiers
each with its own response time were read as one thing with two times, a conflict: the
number after "Tier" names which tier, as a name would. The guards hold on the session's
start code too: one tier with two times conflicts, and a count ("Run 4 workers") is no
label."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Tier 1 support responds within 1 hour.",
                 "Tier 2 support responds within 4 hours.", id="tiers"),
    pytest.param("Level 3 alerts page the on-call within 5 minutes.",
                 "Level 1 alerts page the on-call within 30 minutes.", id="levels"),
    pytest.param("Zoom 14 tiles of the city layer are 40 KB on average.",
                 "Zoom 10 tiles of the city layer are 120 KB on average.", id="zoom-levels"),
])
def test_two_labelled_things_each_with_its_value_do_not_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) != "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Tier 1 support responds within 1 hour.",
                 "Tier 1 support responds within 4 hours.", id="one-tier"),
    pytest.param("Run 4 workers with 2 threads each.", "Run 8 workers with 4 threads each.",
                 id="a-count"),
])
def test_one_thing_with_two_values_still_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"
