"""A store whose entries hold hostile text still consolidates: the dry run lists what it would
do, exits 0 and changes nothing (the work per entry is bounded: memstore.core.judge.limits)."""

from __future__ import annotations

import json
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


def _write_rhythms(write_entry: WriteEntry, facts: int) -> None:
    """Two working entries, rhythm-a and rhythm-b, of `facts` facts each: one clause of a
    thousand words drawn from two ("x", "y"), repeated in two rhythms, then a port."""
    def clause(step: int) -> str:
        return " ".join("y" if i % step == 0 else "x" for i in range(1000))

    for name, step in (("rhythm-a", 3), ("rhythm-b", 5)):
        body = "".join(f"- The deploy{f} {clause(step)} port {8000 + f}\n" for f in range(facts))
        write_entry("working", name, body=body, title="Deploy rhythm", kind="fact",
                    created="2026-11-19T12:00:00Z")


def test_two_entries_of_a_hundred_long_claims_each_are_left_apart_in_seconds(
        root: Path, write_entry: WriteEntry, memstore_bin: Callable[..., object]) -> None:
    # Each claim of one entry is compared with each of the other that shares a word with it:
    # two files of 100 facts of 2,000 characters (400 KB) made 20,000 comparisons, 80 s of
    # consolidation (200 s on a busy machine). Past a budget of characters compared the pair
    # is neither merged nor flagged (memstore.core.judge.limits.MAX_COMPARED_CHARS).
    _write_rhythms(write_entry, facts=100)
    result = memstore_bin("--store", str(root), "--now", "2026-11-20T12:00:00Z",
                          "consolidate", "--apply", timeout=40)
    assert result.returncode == 0, result.stderr  # type: ignore[attr-defined]
    listed = memstore_bin("--store", str(root), "list", "--json")
    statuses = {e["id"]: e["status"] for e in json.loads(listed.stdout)}  # type: ignore
    assert statuses == {"rhythm-a": "candidate", "rhythm-b": "candidate"}


def test_long_runs_of_dotted_numbers_under_a_title_of_one_capitalised_word_consolidate_at_once(
        root: Path, write_entry: WriteEntry, memstore_bin: Callable[..., object]) -> None:
    # Three reading rules tried every start of a run: the codes of a name's capitals ("Use Use
    # Use ...": every span of the words), a path ending in a placeholder and two words weighed
    # against each other ("1.1.1.1..."). Two entries of ten such facts took 90 s to consolidate.
    for name, end in (("dots-a", ""), ("dots-b", " v2")):
        body = "".join(f"- Deploy{f} " + "1." * 1950 + end + "\n" for f in range(10))
        write_entry("working", name, body=body, title="Use " * 1000, kind="fact",
                    created="2026-11-19T12:00:00Z")
    result = memstore_bin("--store", str(root), "--now", "2026-11-20T12:00:00Z",
                          "consolidate", timeout=30)
    assert result.returncode == 0, result.stderr  # type: ignore[attr-defined]
    assert "dots-a" in result.stdout  # type: ignore[attr-defined]


def test_a_hostile_word_table_in_memstore_yaml_is_refused_by_key(
        root: Path, write_entry: WriteEntry, run: Callable[..., object]) -> None:
    # The judge tries every phrase length up to the longest phrase it knows at each word.
    config = root / "memstore.yaml"
    original = config.read_text(encoding="utf-8")
    phrase = " ".join(["word"] * 10_000)
    config.write_text(original + f"\njudge:\n  synonyms: [[{phrase}, w]]\n", encoding="utf-8")
    write_entry("working", "use-uv", body="- Use uv for dependencies\n", kind="fact")
    result = run("consolidate")
    assert result.exit_code == 1  # type: ignore[attr-defined]
    error = result.stderr  # type: ignore[attr-defined]
    assert error.startswith("Error: ") and "judge.synonyms" in error
    assert "10000 words (at most 8)" in error and len(error) < 300


def test_thousands_of_word_groups_in_memstore_yaml_still_consolidate(
        root: Path, write_entry: WriteEntry, run: Callable[..., object]) -> None:
    config = root / "memstore.yaml"
    groups = ", ".join(f"[svc{i} alpha, service{i} alpha beta]" for i in range(5000))
    config.write_text(config.read_text(encoding="utf-8") + f"\njudge:\n  synonyms: [{groups}]\n",
                      encoding="utf-8")
    write_entry("working", "svc1-port", body="- svc1 alpha listens on port 8080\n", kind="fact",
                created="2026-11-19T12:00:00Z")
    write_entry("working", "service1-port", body="- service1 alpha beta listens on port 8081\n",
                kind="fact", created="2026-11-19T12:00:00Z")
    result = run("consolidate")
    assert result.exit_code == 0, result.stderr  # type: ignore[attr-defined]
    assert "svc1-port" in result.stdout  # type: ignore[attr-defined]


def test_two_entries_of_long_repetitive_claims_consolidate_in_seconds(
        root: Path, write_entry: WriteEntry, memstore_bin: Callable[..., object]) -> None:
    # Each fact one clause of a thousand words drawn from two, repeated in two rhythms: lining
    # up such a pair word by word the way difflib does took 4 seconds a pair of claims, and the
    # judge lines up every claim of one entry with every claim of the other, both ways: two
    # files of 100 such facts (200 KB each) held a consolidation for about a day.
    _write_rhythms(write_entry, facts=6)
    result = memstore_bin("--store", str(root), "--now", "2026-11-20T12:00:00Z",
                          "consolidate", timeout=60)
    assert result.returncode == 0, result.stderr  # type: ignore[attr-defined]
    assert "rhythm-a" in result.stdout  # type: ignore[attr-defined]
