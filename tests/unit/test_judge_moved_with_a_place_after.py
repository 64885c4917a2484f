"""A move told with a place after it (session 42; docs/consolidation.md, "Moved from ... to ...
in the repo (session 42)"): "Runbooks are in the wiki" / "Runbooks moved from the wiki to
docs/runbooks/ in the repo" **merged**. The filler that takes "in the repo" out left a space
before the full stop the reading of a change ("switched to Y instead of X") looks for after Y;
a space before the stop is no matter now. "into" is not read as "to": "We moved the audit
events out of Elasticsearch into ClickHouse" would then deny "Product search data is kept in
Elasticsearch" (`test_judge_contra_moves.py`), as the same sentence with "to" already does.

Sentences of our own; the guard holds on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Design docs are in Confluence.",
                 "Design docs moved from Confluence to docs/design/ in the project.",
                 id="in-the-project"),
    pytest.param("Design docs are in Confluence.",
                 "Design docs moved from Confluence to docs/design/ in the repo.", id="to"),
])
def test_a_move_away_denies_the_old_place(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_guard_a_move_told_twice_is_no_conflict() -> None:
    assert symmetric_kind("Design docs moved from Confluence to docs/design/.",
                          "Design docs were moved from Confluence to docs/design/.") == (
        "duplicate")
