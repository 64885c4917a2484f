"""An act and its opposite told in order with "once" ("Stop the worker before running the
backfill" / "The backfill may only start once the worker is stopped"), found by a probe of
fresh sentence pairs (session 30; docs/consolidation.md, "More kinds found by probing
(session 30)"). Sentences of our own. "start" on one side stood where "stop" stood on the
other, and the merge guard read the two as said and unsaid; a side that tells both words in
order (with "before", "after", "then", "until") was already read as one lifecycle, and
"once" now tells an order too. The guards hold on the session's start code too: the
worker started against the worker stopped is still a conflict."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


def test_stop_then_start_told_with_once_is_one_order() -> None:
    assert symmetric_kind("Stop the worker before running the backfill.",
                          "The backfill may only start once the worker is stopped.") == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The backfill may only start once the worker is started.",
                 "The backfill may only start once the worker is stopped.", id="once"),
    pytest.param("Stop the worker before running the backfill.",
                 "Start the worker before running the backfill.", id="before"),
])
def test_the_other_state_before_the_same_act_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"
