"""How well consolidation merges duplicates and keeps contradictions and look-alikes apart.

    .venv/bin/python scripts/bench_merge.py [--pairs 900] [--seed 7] [--scale 0] [--json]
                                            [--no-generated] [--show] [--split dev|val|test]
                                            [--file NAME] [--wrong]

First on what people and agents write (scripts/natural.py, tests/natural/): the hand-written
corpus, its dev split (tuned on), its val split (validation: measured only, read between test
readings to tell whether a change generalises) and its test split (measured only), separately,
each one real store consolidated for real (`--split` picks some; all three by default); then
the real public agent memory files in tests/natural/real (dev and test; val has none),
imported as an agent's notes with `migrate --apply` and consolidated, every merge checked
against the hand labels (scripts/real_files.py; dev and test files apart; --show lists the two
texts of every false merge). Then, for comparison with earlier figures, the generated corpus:

The labelled corpus of tests/corpus.py's generate_pairs (duplicates, paraphrases, contradictions
of five kinds, look-alikes, unrelated pairs) becomes one real store: each pair is two entry files
scoped to a branch of its own, so pairs never meet each other, and the two entries of a pair
are in different layers for half of the pairs (long_term/ + working/) and both in working/ for
the other half. Then the real job runs: `consolidate --apply` (memstore.jobs.consolidate) at a fixed
moment, and the store on disk is read back.

Measured
    precision / recall of duplicate merging: a pair is merged when one entry ends superseded by
    the other; duplicates and paraphrases should be, nothing else should.
    contradictions merged (must be 0) and contradictions flagged (both entries in needs_review),
    by kind; look-alikes merged; pairs flagged that are not contradictions.
    facts lost (must be 0): every fact of every input entry must be in the live entry its
    `superseded_by` chain ends at (the same fact, another phrasing of it, or a fact that says
    all of it and more: memstore.core.judge.kept_in), or still in its own file.

With `--scale N`, also times one consolidation of a store of N generated entries
(tests/corpus.py's generate_entries, a tenth of them in working/) and counts its decisions.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import natural  # noqa: E402
import real_files  # noqa: E402
from corpus import LABELS, generate_entries, generate_pairs  # noqa: E402

from memstore.app.lifecycle import consolidate
from memstore.app.transaction import apply_plan
from memstore.core.fileformat import bullets, render
from memstore.core.judge import kept_in
from memstore.jobs.consolidate import plan_consolidation
from memstore.runtime import clock
from memstore.storage.store import Snapshot, Store

NOW = "2026-11-20T12:00:00Z"
MERGE_LABELS = ("duplicate", "paraphrase")


def new_store(folder: Path) -> Store:
    for layer in ("working", "long_term", "archive"):
        (folder / layer).mkdir(parents=True)
    (folder / "memstore.yaml").write_text("schema: 1\n")
    return Store(folder)


def write(store: Store, layer: str, entry_id: str, title: str, facts: tuple[str, ...],
          created: str, **meta: Any) -> None:
    data = {"id": entry_id, "title": title, "kind": "convention",
            "status": "candidate" if layer == "working" else "active", "source": "agent",
            "created": created, **meta}
    (store.root / layer / f"{entry_id}.md").write_text(render(data, bullets(facts)))


def build_pairs(store: Store, seed: int, n: int) -> dict[str, dict[str, Any]]:
    """Write every pair; returns pair name -> label and the facts of each side."""
    pairs = {}
    for i, pair in enumerate(generate_pairs(seed, n)):
        name = f"p{i:04d}"
        scope = {"scope": "branch", "branch": f"bench-{name}"}
        first_layer = "long_term" if i % 2 else "working"
        write(store, first_layer, f"{name}-a", pair.a_title, pair.a_facts,
              "2026-10-01T10:00:00Z", **scope)
        write(store, "working", f"{name}-b", pair.b_title, pair.b_facts,
              "2026-11-18T10:00:00Z", **scope)
        pairs[name] = {"label": pair.label, "facts": {f"{name}-a": pair.a_facts,
                                                      f"{name}-b": pair.b_facts}}
    return pairs


def measure(pairs: dict[str, dict[str, Any]], snapshot: Snapshot) -> dict[str, Any]:
    outcome: Counter[str] = Counter()
    lost: list[str] = []
    for name, pair in pairs.items():
        a, b = (snapshot.find(f"{name}-{side}") for side in "ab")
        assert a is not None and b is not None
        merged = "superseded" in (a.status, b.status)
        flagged = a.status == b.status == "needs_review"
        outcome[f"{pair['label']}:{'merged' if merged else 'flagged' if flagged else 'apart'}"] += 1
        for entry_id, facts in pair["facts"].items():
            end = natural.live_end(snapshot, entry_id)
            for fact in facts:
                if end is None or not any(kept_in(fact, f) for f in end.facts):
                    lost.append(f"{entry_id}: {fact}")
    return {"outcome": outcome, "lost": lost}


def summary(outcome: Counter[str], lost: list[str],
            seconds: tuple[float, float]) -> dict[str, Any]:
    def count(labels: tuple[str, ...] | list[str], result: str) -> int:
        return sum(outcome[f"{label}:{result}"] for label in labels)

    def total(label: str) -> int:
        return sum(outcome[f"{label}:{r}"] for r in ("merged", "flagged", "apart"))

    positives = list(MERGE_LABELS)
    negatives = [label for label in LABELS if label not in MERGE_LABELS]
    contradictions = [label for label in LABELS if label.startswith("contradiction:")]
    merged_ok, merged_bad = count(positives, "merged"), count(negatives, "merged")
    total_pos = sum(outcome[k] for k in outcome if k.split(":")[0] in positives)
    not_contra = [label for label in LABELS if label not in contradictions]
    return {
        "pairs": sum(outcome.values()),
        "plan_seconds": round(seconds[0], 2),
        "apply_seconds": round(seconds[1], 2),
        "merge_precision": round(merged_ok / (merged_ok + merged_bad), 3)
        if merged_ok + merged_bad else None,
        "merge_recall": round(merged_ok / total_pos, 3) if total_pos else None,
        "contradictions_merged": count(contradictions, "merged"),
        "contradictions_flagged": {c.split(":")[1]: f"{outcome[c + ':flagged']}/{total(c)}"
                                   for c in contradictions},
        "lookalikes_merged": outcome["lookalike:merged"],
        "unrelated_merged": outcome["unrelated:merged"],
        "false_flags": count(not_contra, "flagged"),
        "facts_lost": len(lost),
        "by_label": {label: {r: outcome[f"{label}:{r}"] for r in ("merged", "flagged", "apart")}
                     for label in LABELS},
    }


def run_pairs(seed: int, n: int) -> tuple[dict[str, Any], list[str]]:
    with tempfile.TemporaryDirectory() as folder:
        store = new_store(Path(folder) / "memory")
        pairs = build_pairs(store, seed, n)
        started = time.perf_counter()
        plan = plan_consolidation(store, store.load())
        planned = time.perf_counter()
        apply_plan(store, plan)
        seconds = (planned - started, time.perf_counter() - planned)
        result = measure(pairs, store.load(write_cache=False))
    return summary(result["outcome"], result["lost"], seconds), result["lost"]


def run_scale(seed: int, n: int) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as folder:
        store = new_store(Path(folder) / "memory")
        for i, entry in enumerate(generate_entries(seed, n)):
            scope, _, branch = entry.scope.partition(":")
            meta = {"kind": entry.kind}
            if branch:
                meta.update(scope="branch", branch=branch)
            layer = "working" if i % 10 == 0 else "long_term"
            write(store, layer, f"e{i:05d}", entry.title, entry.facts, "2026-11-10T10:00:00Z",
                  **meta)
        started = time.perf_counter()
        plan, _ = consolidate(store, apply=False)
        seconds = round(time.perf_counter() - started, 2)
        return {"entries": n, "working": (n + 9) // 10, "seconds": seconds,
                "counts": dict(sorted(plan.counts.items()))}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pairs", type=int, default=900)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--scale", type=int, default=0, help="also time a store of N entries")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--no-generated", action="store_true",
                        help="only the natural corpus and the real files")
    parser.add_argument("--show", action="store_true",
                        help="list the two texts of every false merge among the real files")
    parser.add_argument("--split", choices=sorted(natural.SPLITS), action="append",
                        help="only this split of the natural corpus and the real files")
    parser.add_argument("--file", action="append", default=[],
                        help="only this file of the natural corpus (repeatable; no real files), "
                             "e.g. a new dev file measured before anything is tuned on it")
    parser.add_argument("--wrong", action="store_true",
                        help="list the natural records that ended wrongly (groups: which "
                             "member ended where)")
    args = parser.parse_args(argv)
    splits = [s for s in natural.SPLITS if s in (args.split or natural.SPLITS)]  # dev, val, test
    files = tuple(args.file)
    if files:
        splits = [s for s in natural.SPLITS if set(files) & set(natural.SPLITS[s])]
        if sum(len(set(files) & set(natural.SPLITS[s])) for s in splits) != len(set(files)):
            parser.error("--file names a file in no split")
    started = time.perf_counter()
    report: dict[str, Any] = {"natural": {
        split: natural.measure_store(split, tuple(f for f in files if f in natural.SPLITS[split]))
        for split in splits}}
    report["real_files"] = {} if files else {split: real_files.measure(split) for split in splits
                                             if split in real_files.SPLITS}
    report["natural_seconds"] = round(time.perf_counter() - started, 1)
    lost: list[str] = []
    if not args.no_generated:
        clock.set_now(NOW)
        report["generated"], lost = run_pairs(args.seed, args.pairs)
        if args.scale:
            report["generated"]["scale"] = run_scale(args.seed, args.scale)
    if args.json:
        print(json.dumps(report, indent=2, ensure_ascii=False))
    else:
        print(render_natural(report, args.show))
        if args.wrong:
            for split, result in report["natural"].items():
                print(f"\n{split}: records that ended wrongly")
                print("\n".join(f"  {line}" for line in result["wrong"]))
        if "generated" in report:
            print("\ngenerated corpus (tests/corpus.py, phrase templates):")
            print(render_text(report["generated"], lost))
    facts_lost = sum(r["facts_lost"] for r in report["natural"].values())
    failed = facts_lost or report.get("generated", {}).get("facts_lost")
    return 1 if failed else 0


def render_natural(report: dict[str, Any], show: bool = False) -> str:
    """The natural corpus's figures, dev, val and test side by side (those measured), then the
    real files."""
    measured = report["natural"]
    rows = [("duplicate pairs merged: precision", "merge_precision"),
            ("duplicate pairs merged: recall", "merge_recall"),
            ("pairs left uncertain (listed)", "uncertain_pairs"),
            ("groups of restatements merged whole", "groups_merged_whole"),
            ("contradictions merged (must be 0)", "contradictions_merged"),
            ("contradictions flagged needs_review", "contradictions_flagged"),
            ("false contradiction flags", "false_flags"),
            ("look-alikes merged", "lookalikes_merged"),
            ("unrelated merged", "unrelated_merged"),
            ("facts lost (must be 0)", "facts_lost")]
    lines = [f"natural corpus (tests/natural, hand-written; {report['natural_seconds']} s)",
             f"{'measure':<40}" + "".join(f" {split:>8}" for split in measured)]
    lines += [f"{name:<40}" + "".join(f" {r[key]!s:>8}" for r in measured.values())
              for name, key in rows]
    lines.append("contradictions flagged, by phenomenon:")
    phenomena = set().union(*(r["flagged_by_phenomenon"] for r in measured.values()))
    for phenomenon in sorted(phenomena):
        lines.append(f"  {phenomenon:<38}" + "".join(
            f" {r['flagged_by_phenomenon'].get(phenomenon, '-'):>8}" for r in measured.values()))
    lines.append("")
    lines += [real_files.render(split, result, show)
              for split, result in report["real_files"].items()]
    return "\n".join(lines)


def render_text(result: dict[str, Any], lost: list[str]) -> str:
    lines = [
        f"{result['pairs']} labelled pairs: planned in {result['plan_seconds']} s, applied in "
        f"{result['apply_seconds']} s",
        f"duplicate merging: precision {result['merge_precision']}, "
        f"recall {result['merge_recall']}",
        f"contradictions merged: {result['contradictions_merged']} (must be 0)",
        "contradictions flagged: " + ", ".join(f"{k} {v}" for k, v in
                                               result["contradictions_flagged"].items()),
        f"look-alikes merged: {result['lookalikes_merged']}; unrelated merged: "
        f"{result['unrelated_merged']}; non-contradictions flagged: {result['false_flags']}",
        f"facts lost: {result['facts_lost']} (must be 0)",
        "",
        f"{'label':<24} merged  flagged  apart",
    ]
    for label, row in result["by_label"].items():
        lines.append(f"{label:<24} {row['merged']:>6}  {row['flagged']:>7}  {row['apart']:>5}")
    lines += [f"  lost: {item}" for item in lost[:10]]
    if "scale" in result:
        s = result["scale"]
        lines += ["", f"scale: {s['entries']} entries ({s['working']} in working/), dry run in "
                  f"{s['seconds']} s: {s['counts']}"]
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
