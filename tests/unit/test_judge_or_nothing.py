""""X or nothing" says "only X" (session 50): "MLLP over TLS: 1.3 or nothing" read "nothing" as
a no, and its restatement "Our MLLP/TLS listeners accept TLS 1.3 only" was flagged as a
conflict. "All or nothing" offers no choice and keeps its words."""

from __future__ import annotations

from judging import symmetric_kind


def test_one_choice_or_nothing_is_that_choice_only() -> None:
    assert symmetric_kind("Our gateway accepts TLS 1.3 only.",
                          "Gateway over TLS: 1.3 or nothing.") == "duplicate"
    assert symmetric_kind("Our deploys use pnpm only.", "Deploys: pnpm or nothing.") == "duplicate"


def test_another_choice_or_nothing_still_conflicts() -> None:
    assert symmetric_kind("Our gateway accepts TLS 1.3 only.",
                          "Gateway over TLS: 1.2 or nothing.") == "conflict"
