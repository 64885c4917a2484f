"""The hand-written natural-language corpus in tests/natural/: loading it, and judging it pair by
pair with memstore.judge (no store; the whole pipeline is scripts/bench_merge.py).

    .venv/bin/python scripts/natural.py [--split dev|test] [--show WRONG-LABEL ...]

Prints the verdicts per label and phenomenon, and with --show the records judged wrongly.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "natural"
SPLITS = {"dev": ("dev_backend.jsonl", "dev_frontend.jsonl"),
          "test": ("test_infra.jsonl", "test_data.jsonl")}
MERGE = ("same", "superset")


@dataclass(frozen=True)
class Memory:
    """One memory as `memstore add` would write it: a title and the body's facts."""

    title: str
    body: str
    facts: tuple[str, ...]


@dataclass(frozen=True)
class Record:
    id: str
    label: str  # same, superset, conflict, lookalike, unrelated or group
    phenomenon: str
    kind: str
    members: tuple[Memory, ...]
    note: str


def memory(value: Any) -> Memory:
    """A corpus memory (a string, or {title, text}) the way `memstore add` stores it."""
    from memstore.fileformat import bullets, facts
    from memstore.edits import first_line

    text = (value["text"] if isinstance(value, dict) else value).strip()
    title = value.get("title") if isinstance(value, dict) else None
    title = " ".join((title or "").split()) or first_line(text.lstrip("-*+ "), 80)
    body = text + "\n" if "\n" in text or text.startswith(("-", "*", "+")) else bullets([text])
    return Memory(title, body, tuple(facts(body)))


def records(split: str) -> Iterator[Record]:
    """Every record of a split ("dev" or "test"), in file order."""
    for name in SPLITS[split]:
        for line in (CORPUS / name).read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            raw = json.loads(line)
            members = raw["members"] if raw["label"] == "group" else [raw["a"], raw["b"]]
            yield Record(raw["id"], raw["label"], raw.get("phenomenon", ""), raw["kind"],
                         tuple(memory(m) for m in members), raw.get("note", ""))


def verdict_of(a: Memory, b: Memory) -> Any:
    from memstore.judge import judge

    return judge(a.title, a.facts, b.title, b.facts)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--split", default="dev", choices=sorted(SPLITS))
    parser.add_argument("--show", nargs="*", default=[], help="labels whose wrong verdicts to list")
    args = parser.parse_args(argv)
    table: dict[str, Counter[str]] = defaultdict(Counter)
    wrong = []
    for record in records(args.split):
        if record.label == "group":
            continue
        v = verdict_of(*record.members)
        key = record.label if record.label != "conflict" else f"conflict:{record.phenomenon}"
        table[key][v.kind] += 1
        good = (v.kind == "duplicate") if record.label in MERGE else (
            v.kind == "conflict" if record.label == "conflict" else v.kind not in (
                "duplicate", "conflict"))
        if not good:
            wrong.append((record, v))
    for key in sorted(table):
        print(f"{key:<28}", dict(table[key]))
    merged_ok = sum(table[k]["duplicate"] for k in MERGE)
    merged_bad = sum(t["duplicate"] for k, t in table.items() if k not in MERGE)
    positives = sum(sum(table[k].values()) for k in MERGE)
    conflicts = {k: t for k, t in table.items() if k.startswith("conflict:")}
    flagged = sum(t["conflict"] for t in conflicts.values())
    n_conflicts = sum(sum(t.values()) for t in conflicts.values())
    others = sum(sum(t.values()) for k, t in table.items() if not k.startswith("conflict:"))
    false = sum(t["conflict"] for k, t in table.items() if not k.startswith("conflict:"))
    uncertain = sum(t["maybe_same"] + t["maybe_conflict"] for t in table.values())
    print(f"merge precision {merged_ok / max(1, merged_ok + merged_bad):.3f} recall "
          f"{merged_ok / max(1, positives):.3f} ({merged_bad} wrong merges, "
          f"{sum(t['duplicate'] for t in conflicts.values())} of them conflicts); conflicts "
          f"flagged {flagged / max(1, n_conflicts):.3f}; false flags {false}/{others} "
          f"({false / max(1, others):.3f}); uncertain {uncertain}")
    for record, v in wrong:
        if record.label in args.show or "all" in args.show:
            a, b = record.members
            print(f"\n{record.id} [{record.label}/{record.phenomenon}] -> {v.kind} {v.score} "
                  f"{v.explanation}\n  A: {a.title} | {a.facts}\n  B: {b.title} | {b.facts}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
