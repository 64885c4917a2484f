"""What must hold of a store after any crash, race or merge: the checks the reliability tests
share (lint clean, no fact lost, no id twice, every link resolves, logs valid JSONL)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from memstore.app import lint
from memstore.storage.store import Store


def normalized(fact: str) -> str:
    return " ".join(fact.casefold().split())


def facts(root: Path) -> set[str]:
    """Every fact of every entry in every layer (normalized)."""
    snapshot = Store(root).load(write_cache=False)
    return {normalized(f) for e in snapshot.entries for f in e.facts}


def ids(root: Path) -> list[str]:
    return sorted(e.id for e in Store(root).load(write_cache=False).entries)


def problems(root: Path) -> list[str]:
    """Everything wrong with the store (empty: sound)."""
    store = Store(root)
    snapshot = store.load(write_cache=False)
    out = [str(f) for f in lint.check(store, snapshot) if f.severity == "error"]
    for entry_id, copies in snapshot.by_id.items():
        if len(copies) > 1:
            out.append(f"duplicate id {entry_id}: {[c.rel for c in copies]}")
    for entry in snapshot.entries:
        for key, target in entry.links():
            if target not in snapshot.by_id:
                out.append(f"{entry.rel}: {key} -> {target} dangles")
    for log in sorted((root / "log").glob("*.jsonl")):
        for n, line in enumerate(log.read_text(encoding="utf-8").splitlines(), 1):
            try:
                if not isinstance(json.loads(line), dict):
                    out.append(f"{log.name}:{n}: not an object")
            except ValueError:
                out.append(f"{log.name}:{n}: not JSON: {line[:80]!r}")
    if (root / ".cache" / "journal.json").exists():
        out.append("a journal is left")
    return out


def lost_facts(before: set[str], root: Path) -> set[str]:
    """Facts of `before` that no entry holds any more, in these words or another phrasing of
    the same fact (SPEC: a fact is dropped only when another phrasing of it is kept)."""
    from memstore.core.judge import kept_in
    from memstore.core.similarity.facts import same_fact

    now = facts(root)
    return {f for f in before - now if not any(same_fact(f, g) or kept_in(f, g) for g in now)}


def snapshot_tree(root: Path, *, drop_events: tuple[str, ...] = ("recover",)) -> dict[str, bytes]:
    """Every file (without .cache/), with the given events left out of log/events.jsonl."""
    out: dict[str, bytes] = {}
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root).as_posix()
        if not path.is_file() or rel.startswith(".cache/"):
            continue
        data = path.read_bytes()
        if rel == "log/events.jsonl" and drop_events:
            lines = [line for line in data.decode().splitlines(keepends=True)
                     if json.loads(line).get("event") not in drop_events]
            data = "".join(lines).encode()
        out[rel] = data
    return out


def copy_store(src: Path, dst: Path) -> Path:
    shutil.copytree(src, dst, ignore=shutil.ignore_patterns(".cache"))
    return dst
