"""The doubt "one says it changed" (memstore.core.judge.doubts._changed) holds a pair back only
when the change is told of what both entries speak of, not of another fact one of them holds."""

from __future__ import annotations

from memstore.core.judge import judge


def test_a_change_told_of_something_else_does_not_hold_back_a_restatement() -> None:
    # A compacted node holds two topics of one tag; its "since the gateway change" fact is
    # about the port, so a restatement of its versioning fact is that fact said again (it was
    # "maybe conflicting: one says it changed", and the 26-week simulation's user then
    # superseded the restatement, leaving the fact only in the compacted node).
    facts = ("All endpoints are versioned under /api/v2.",
             "The API listens on port 9090 since the gateway change.")
    restated = "Endpoints are versioned with the /api/v2 prefix, all of them."
    result = judge("API notes", facts, restated, (restated,))
    assert result.kind == "duplicate", result.explanation
    # A change of the thing both speak of still holds the pair back.
    changed = "The API now listens on port 8080."
    assert judge("API port", ("The API listens on port 9090.",), changed,
                 (changed,)).kind != "duplicate"
