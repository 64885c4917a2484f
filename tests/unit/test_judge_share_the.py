"""Things that share the one they name hold it in common (session 42; docs/consolidation.md,
"Share the (session 42)"): "Preview environments share the staging database" / "Each preview
environment has its own database" (a probe of session 40) **merged**. Held in common was read
from "share a/one/the same ..." only, since "Share the runbook link in the channel" posts a
link; a plural subject before "share the" says it too now.

Sentences of our own; the guard holds on the session's start code too."""

from __future__ import annotations

from judging import symmetric_kind


def test_things_sharing_the_one_deny_each_its_own() -> None:
    assert symmetric_kind("Review apps share the staging Redis.",
                          "Each review app has its own Redis.") == "conflict"


def test_guard_share_as_an_order_holds_nothing_in_common() -> None:
    assert symmetric_kind("Share the incident doc in the channel.",
                          "Each incident has its own doc.") != "conflict"
