"""A store whose entries hold hostile text still consolidates: the dry run lists what it would
do, exits 0 and changes nothing (the work per entry is bounded: memstore.core.judge.limits)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from tests.conftest import WriteEntry

N = 200_000
BODIES = [
    "- a" + "1" * N + "#\n",
    "- " + "prefer " * (N // 7) + "\n",
    "- " + "[a](" * (N // 4) + "\n",
    "- " + "**a " * (N // 4) + "\n",
    "- a\n" + "  continued\n" * (N // 12),
    "".join(f"- Deploy service{i} to staging on port {8000 + i}\n" for i in range(3000)),
    "```\n" + "\n" * N + "```\n",
]


def test_consolidate_reads_a_store_of_hostile_text(root: Path, write_entry: WriteEntry,
                                                   run: Callable[..., object]) -> None:
    for i, body in enumerate(BODIES):
        for copy in "ab":
            write_entry("working", f"hostile-{i}-{copy}", body=body.replace("a", copy, 1),
                        title=f"Hostile {i}", kind="fact", created="2026-11-19T12:00:00Z")
    before = {p: p.read_bytes() for p in root.rglob("*") if p.is_file()}
    result = run("consolidate")
    assert result.exit_code == 0, result.stderr  # type: ignore[attr-defined]
    assert "hostile-5-a" in result.stdout  # type: ignore[attr-defined]
    assert {p: p.read_bytes() for p in root.rglob("*") if p.is_file()} == before
