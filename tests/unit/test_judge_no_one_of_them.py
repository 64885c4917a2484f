"""A no said of who may act is said of the act (session 42; docs/consolidation.md, "No user can
(session 42)"): "Admins can delete any project" / "Not even admins can delete a project; only
the owner can" **merged**. "Not" was read as said of "even", "No" of the noun after it ("No
user can ..."), and "delete" said its own no (the no of keeping), so both sides read as one no.
"No <noun> can ..." and "Not even <noun> can ..." read as "<noun> can not ..." now, as "Nobody
can ..." does.

Sentences of our own; the guard holds on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Admins can delete any workspace.",
                 "Not even admins can delete a workspace; only the owner can.", id="not-even"),
    pytest.param("Editors can delete published articles.",
                 "No editor can delete published articles.", id="no"),
])
def test_a_no_to_who_denies_the_act(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_no_editor_restates_editors_cannot() -> None:
    assert symmetric_kind("No editor can delete published articles.",
                          "Editors cannot delete published articles.") == "duplicate"


def test_guard_nobody_still_denies() -> None:
    assert symmetric_kind("Editors can delete published articles.",
                          "Nobody can delete published articles.") == "conflict"
