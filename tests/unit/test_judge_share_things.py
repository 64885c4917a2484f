"""Things that share things of a kind hold them in common (session 43; docs/consolidation.md,
"An accessibility team's notes (session 43)"): "Workers share caches." / "Each worker has its
own cache." **merged** once three-word sentences were read as sentences. Held in common was
read from "share a/one/the ..." and "Xs share the"; "Xs share" before a plural says it too.

Sentences of our own."""

from __future__ import annotations

from judging import symmetric_kind


def test_things_sharing_things_deny_each_its_own() -> None:
    assert symmetric_kind("Build agents share disks.",
                          "Each build agent has its own disk.") == "conflict"


def test_guard_sharing_said_twice_merges() -> None:
    assert symmetric_kind("Build agents share disks.",
                          "Disks are shared between the build agents.") == "duplicate"
