"""Done "by hand", "hand-edited" and "over the air", found by a probe of fresh sentence pairs
(session 24; docs/consolidation.md, "More kinds found by probing (session 24)"). Sentences of
our own: "by hand" says what "manually" says, so against "automatically" it is the other end
of one opposite, where "hand" read as a word of its own; "never hand-edited" is "never edited
by hand" (`text._HAND_DONE`); "OTA" is "over the air" (memstore/data/lexicon.yaml:
synonyms). The restatements held before; they pin that "by hand" read as "manually" keeps
them (without `_HAND_DONE`, "never hand-edited" lost its merge)."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Schema changes are deployed automatically when merged.",
                 "Schema changes are deployed by hand in the maintenance window.",
                 id="by-hand"),
    pytest.param("Firmware updates over the air are automatic.",
                 "OTA firmware rollout is manual, one site at a time.", id="ota"),
])
def test_by_hand_against_automatically_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Bump the chart version with the release script; don't edit it by hand.",
                 "Chart versions are set by the release script, never hand-edited.",
                 id="hand-edited"),
    pytest.param("Radio firmware is never updated over the air.",
                 "No OTA updates for radio firmware, ever.", id="ota"),
])
def test_one_rule_said_two_ways_restates(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"
