"""Real public agent memory files (tests/natural/real/), imported as an agent's notes and
consolidated for real, every merge checked against hand labels.

    .venv/bin/python scripts/real_files.py [--split dev|test] [--show]
    .venv/bin/python scripts/real_files.py --entries FILE   # what migrate makes of one file

Each file (a Cline memory-bank folder: each of its files) goes through the real `memstore
migrate --source agent --apply` into a fresh store, then the real `consolidate --apply`. The
labels (real/labels.jsonl) name entries by the source line they start at ("jasper/.github/
copilot-instructions.md:91"), with the start of that line's text as a check, so they hold
whatever title migrate gives an entry. Reported: merges, true merges (the absorbed entry is a
labelled restatement of one of the entries the merge joins, and the entry they join restates
one of them), false merges (with both texts under
--show), labelled restatements left apart, and labelled contradictions merged.

--entries prints the entries migrate makes of a file without judging anything: what labels are
written from.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
REAL = ROOT / "tests" / "natural" / "real"
SPLITS = ("dev", "test")
MERGE = ("same", "superset")
NOW = "2026-11-20T12:00:00Z"


@dataclass(frozen=True)
class Label:
    a: str  # "<file under real/SPLIT/>:<line>"
    b: str
    label: str  # same, superset (b says more) or conflict
    note: str
    a_text: str  # how line a starts, as a check that the key still points where it did
    b_text: str


def groups(split: str) -> list[list[Path]]:
    """A split's files, grouped as they are imported together: the files of one repository
    (a memory-bank folder, a CLAUDE.md beside a rule file) into one store, file by file."""
    base = REAL / split
    by_repo: dict[str, list[Path]] = defaultdict(list)
    for path in sorted(p for p in base.rglob("*") if p.is_file()):
        by_repo[path.relative_to(base).parts[0]].append(path)
    return list(by_repo.values())


def labels(split: str) -> list[Label]:
    """A split's labels, each checked against its source lines (a stale key stops the run)."""
    out = []
    for n, line in enumerate((REAL / "labels.jsonl").read_text("utf-8").splitlines(), 1):
        if not line.strip():
            continue
        raw = json.loads(line)
        if raw["split"] != split:
            continue
        label = Label(raw["a"], raw["b"], raw["label"], raw["note"], raw["a_text"], raw["b_text"])
        for key, text in ((label.a, label.a_text), (label.b, label.b_text)):
            if not source_line(split, key).strip().startswith(text):
                raise SystemExit(f"labels.jsonl:{n}: {key} does not start with {text!r}")
        out.append(label)
    return out


def source_line(split: str, key: str) -> str:
    rel, _, number = key.rpartition(":")
    lines = (REAL / split / rel).read_text("utf-8").splitlines()
    return lines[int(number) - 1] if 0 < int(number) <= len(lines) else ""


def _new_store(folder: str) -> Any:
    from memstore.storage.store import Store

    root = Path(folder) / "memory"
    for layer in ("working", "long_term", "archive"):
        (root / layer).mkdir(parents=True)
    (root / "memstore.yaml").write_text("schema: 1\n")
    return Store(root)


def imported(store: Any, split: str, group: list[Path]) -> dict[str, str]:
    """Migrate a group's files into the store as an agent's notes; entry id -> source key."""
    from memstore.app.lifecycle import migrate

    keys = {}
    for path in group:
        plan, _ = migrate(store, path, apply=True, source="agent")
        rel = path.relative_to(REAL / split).as_posix()
        for item in plan.items:
            if item["action"] == "migrate":
                line = item["from"].rpartition(":")[2] if ":" in item["from"] else "1"
                keys[item["id"]] = f"{rel}:{line}"  # a whole-file entry starts at line 1
    return keys


def measure(split: str) -> dict[str, Any]:
    """Import and consolidate a split's files; every merge and every label, judged."""
    from memstore.app.lifecycle import consolidate
    from memstore.runtime import clock

    clock.set_now(NOW)
    known = labels(split)
    restating = {frozenset((x.a, x.b)) for x in known if x.label in MERGE}
    conflicting = {frozenset((x.a, x.b)) for x in known if x.label == "conflict"}
    texts: dict[str, str] = {}
    end_of: dict[str, str] = {}  # source key -> the live entry it ended in
    merges, true, false, flagged = 0, 0, [], 0
    entries = 0
    made: set[str] = set()
    for group in groups(split):
        with tempfile.TemporaryDirectory() as folder:
            store = _new_store(folder)
            keys = imported(store, split, group)
            made.update(keys.values())
            snapshot = store.load(write_cache=False)
            entries += len(snapshot.entries)
            for entry in snapshot.entries:
                texts[keys[entry.id]] = entry.body.strip()
            within = {entry_id: {key} for entry_id, key in keys.items()}
            plan, _ = consolidate(store, apply=True)
            for item in plan.items:
                if item["action"] == "flag":
                    flagged += 1
                if item["action"] != "merge":
                    continue
                into = item["id"]
                # One merge joins all of its entries at once: an absorbed entry is rightly
                # there when it restates any of them, whichever order they are listed in;
                # and the entry they join must restate one of them (else the first join
                # counts as false: two restatements merged into a third thing).
                joined = within[into].union(*(within[x] for x in item["from"]))
                coming = joined - within[into]
                lone = not {frozenset((x, y)) for x in within[into] for y in coming} & restating
                for absorbed in item["from"]:
                    merges += 1
                    pairs = {frozenset((x, y)) for x in within[absorbed]
                             for y in joined - within[absorbed]}
                    if pairs & restating and not lone:
                        true += 1
                    else:
                        lone = False  # (one false join is the third thing's: once)
                        false.append((min(within[absorbed]), sorted(within[into]),
                                      item["reason"].partition("merged: ")[2]))
                    within[into] |= within.pop(absorbed)
            for entry_id, members in within.items():
                for key in members:
                    end_of[key] = entry_id
    stale = sorted({k for x in known for k in (x.a, x.b) if k not in made})
    if stale:  # a label must name an entry migrate makes, or it measures nothing
        raise SystemExit(f"labels.jsonl: no entry starts at {', '.join(stale)}")
    missed = [x for x in known if x.label in MERGE and end_of.get(x.a) != end_of.get(x.b)]
    merged_conflicts = [x for x in known if x.label == "conflict"
                        and end_of.get(x.a) == end_of.get(x.b)]
    return {
        "files": sum(map(len, groups(split))), "entries": entries,
        "labelled_restatements": len(restating), "labelled_contradictions": len(conflicting),
        "merges": merges, "true_merges": true, "false_merges": len(false),
        "missed": len(missed), "contradictions_merged": len(merged_conflicts),
        "flagged": flagged,
        "false": [{"absorbed": a, "into": b, "why": why, "text": texts.get(a, ""),
                   "into_text": "\n".join(texts.get(k, "") for k in b)} for a, b, why in false],
        "missed_labels": [{"a": x.a, "b": x.b, "label": x.label} for x in missed],
    }


def render(split: str, result: dict[str, Any], show: bool = False) -> str:
    lines = [f"real agent memory files, {split} ({result['files']} files, {result['entries']} "
             f"entries imported as notes): {result['merges']} merges, {result['true_merges']} "
             f"true, {result['false_merges']} false (target 0); labelled restatements missed "
             f"{result['missed']} of {result['labelled_restatements']}; contradictions merged "
             f"{result['contradictions_merged']} of {result['labelled_contradictions']}"]
    for item in result["false"]:
        lines.append(f"  false: {item['absorbed']} into {', '.join(item['into'])}"
                     f" ({item['why'][:90]})")
        if show:
            lines += ["    absorbed: " + item["text"].replace("\n", "\n              "),
                      "    into:     " + item["into_text"].replace("\n", "\n              ")]
    if show:
        lines += [f"  missed: {x['a']} / {x['b']} ({x['label']})" for x in result["missed_labels"]]
    return "\n".join(lines)


def print_entries(path: Path) -> None:
    """What migrate makes of one file (a dry run): each entry's source line, title and text."""
    from memstore.app.lifecycle import migrate
    from memstore.runtime import clock

    clock.set_now(NOW)
    with tempfile.TemporaryDirectory() as folder:
        plan, _ = migrate(_new_store(folder), path.absolute(), source="agent")
        writes = {w.rel.rpartition("/")[2][:-3]: w for w in plan.actions}
        for item in plan.items:
            if item["action"] != "migrate":
                continue
            body = writes[item["id"]].text.split("\n---\n", 1)[1].strip()
            print(f"{item['from']}  [{item['title']}]")
            print("    " + body.replace("\n", "\n    "))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--split", choices=SPLITS, action="append")
    parser.add_argument("--show", action="store_true", help="list both texts of false merges")
    parser.add_argument("--entries", type=Path, help="print what migrate makes of FILE")
    args = parser.parse_args(argv)
    if args.entries:
        print_entries(args.entries)
        return 0
    for split in args.split or SPLITS:
        print(render(split, measure(split), args.show))
    return 0


if __name__ == "__main__":
    sys.exit(main())
