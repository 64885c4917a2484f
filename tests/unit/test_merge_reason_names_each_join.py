"""A merge's report says why it absorbed each entry (issue 15: "decisions stay explainable in
the report"). An entry the judge called a duplicate of the one that absorbs it has the judge's
line; one that joined the cluster through the others' evidence (maybe the same as two members
and close to both, `memstore.core.grouping`) used to be absorbed with no reason at all: three
of the real memory-bank files' false merges read "kept the union of facts" and nothing else.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from memstore.app.lifecycle import consolidate
from memstore.core.fileformat import bullets, render
from memstore.runtime import clock
from memstore.storage.store import Store

NOTES = {
    "indexer-rust-a": "The search indexer is a Rust 1.79 binary.",
    "indexer-rust-b": "Search indexer: Rust 1.79",
    "indexer-rust-c": "We built the search indexer in Rust; it compiles with 1.79.",
}


def _merge_of(notes: dict[str, str]) -> dict:
    clock.set_now("2026-11-20T12:00:00Z")
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder) / "memory"
        for layer in ("working", "long_term", "archive"):
            (root / layer).mkdir(parents=True)
        (root / "memstore.yaml").write_text("schema: 1\n")
        for n, (entry_id, text) in enumerate(notes.items()):
            meta = {"id": entry_id, "title": text.rstrip("."), "kind": "fact",
                    "status": "candidate", "source": "agent",
                    "created": f"2026-11-0{n + 1}T10:00:00Z", "confirmations": 1}
            (root / "working" / f"{entry_id}.md").write_text(render(meta, bullets([text])))
        plan, _ = consolidate(Store(root), apply=False)
    [merge] = [item for item in plan.items if item["action"] == "merge"]
    return merge


def test_an_entry_joined_through_the_others_is_named_with_its_evidence() -> None:
    merge = _merge_of(NOTES)
    assert sorted([merge["id"], *merge["from"]]) == sorted(NOTES)
    reason = merge["reason"]
    # The note said in a clause of its own is maybe the same as each of the other two, and
    # close to both: the report names it, and both pairs with how close each is.
    joined = reason.partition("indexer-rust-c joined: ")[2]
    assert joined.startswith("maybe the same as "), reason
    for other in ("indexer-rust-a", "indexer-rust-b"):
        assert f"{other} (" in joined and " %)" in joined, reason


def test_an_entry_the_judge_called_a_duplicate_keeps_the_judges_line() -> None:
    merge = _merge_of({k: v for k, v in NOTES.items() if k != "indexer-rust-c"})
    assert "joined:" not in merge["reason"]
    assert "merged: same topic: " in merge["reason"] and "no conflict" in merge["reason"]
