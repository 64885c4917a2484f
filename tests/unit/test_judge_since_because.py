""""since" as "because" tells no change (session 42; docs/consolidation.md, "Since as because
(session 42)"): "We don't squash PRs, since the individual commits are useful for bisecting" /
"PRs are not squashed; we keep each commit for bisecting" was "one says it changed": "since the
..." was read as the time of a change ("since the migration"). A "since" before a clause of a
present state or a need ("are useful", "we need") is a reason now.

Sentences of our own; the guard holds on the session's start code too."""

from __future__ import annotations

from judging import kind, symmetric_kind


def test_since_as_because_restates() -> None:
    assert symmetric_kind(
        "We don't squash merge requests, since the single commits are useful for reverting.",
        "Merge requests are not squashed; we keep each commit for reverting.") == "duplicate"


def test_guard_since_a_change_is_still_a_change() -> None:
    assert kind("The API listens on 8080.",
                "The API listens on 9090 since the gateway change.") in (
        "conflict", "maybe_conflict")
