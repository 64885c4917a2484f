"""A move told with "into", or with a place after it (session 42; docs/consolidation.md, "Moved
from ... into (session 42)"): "Runbooks are in the wiki" / "Runbooks moved from the wiki into
docs/runbooks/ in the repo" **merged**. The reading of a change ("switched to Y instead of X")
wanted "to", and a place the filler took out ("in the repo") left a space before the full stop
it looked for. "into" is read as "to" now, and a space before the stop is no matter.

Sentences of our own; the guard holds on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Design docs are in Confluence.",
                 "Design docs moved from Confluence into docs/design/ in the repo.", id="into"),
    pytest.param("Design docs are in Confluence.",
                 "Design docs moved from Confluence to docs/design/ in the repo.", id="to"),
])
def test_a_move_away_denies_the_old_place(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_guard_a_move_told_twice_is_no_conflict() -> None:
    assert symmetric_kind("Design docs moved from Confluence to docs/design/.",
                          "Design docs were moved from Confluence to docs/design/.") == (
        "duplicate")
