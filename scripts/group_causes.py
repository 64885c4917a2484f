"""Why groups of restatements end in pieces: sort every group of a split that consolidation
does not merge whole by what its member pairs were judged, and judge the pieces it ended in.

    python scripts/group_causes.py --split dev [--file dev_x.jsonl] [--show N]

A group is lost either in the judge's pair verdicts (a member pair read as a conflict, members
connected only through "maybe the same" pairs, or not even through those) or in the grouping
(the duplicate pairs connect the group and it still splits: a chain where no member is the
same as all, or a star split by a clash). The pieces are judged too: two pieces that are
duplicates and still apart point at the grouping or at a flag, anything else at the judge.
The fourteenth round's counts in docs/consolidation.md come from this script.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections import Counter, defaultdict
from itertools import combinations
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import natural  # noqa: E402  (scripts/natural.py, beside this file)


def pieces_of(split: str, files: tuple[str, ...]) -> list[tuple[Any, list[Any]]]:
    """Consolidate the split's store for real (as `natural.measure_store` does) and return,
    for each group not merged whole, the record and the live entries its members ended in."""
    from memstore.app.transaction import apply_plan
    from memstore.jobs.consolidate import plan_consolidation
    from memstore.runtime import clock
    from memstore.storage.store import Store

    clock.set_now(natural.NOW)
    found = []
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder) / "memory"
        built = natural.build_store(root, split, files)
        store = Store(root)
        apply_plan(store, plan_consolidation(store, store.load(write_cache=False)))
        snapshot = store.load(write_cache=False)
        for item in built.values():
            record = item["record"]
            if record.label != "group":
                continue
            ends = {e.id: e for e in (natural.live_end(snapshot, i) for i in item["ids"]) if e}
            if len(ends) > 1:
                found.append((record, list(ends.values())))
    return found


def connected(size: int, edges: set[tuple[int, int]]) -> bool:
    """Whether `edges` (pairs of member positions) join all `size` members."""
    reached, grew = {0}, True
    while grew:
        grew = False
        for a, b in edges:
            if (a in reached) != (b in reached):
                reached |= {a, b}
                grew = True
    return len(reached) == size


def cause(kinds: dict[tuple[int, int], str], size: int) -> str:
    """The first cause that holds, from the judge's verdict on each member pair."""
    same = {pair for pair, kind in kinds.items() if kind == "duplicate"}
    maybe = {pair for pair, kind in kinds.items() if kind == "maybe_same"}
    if any(kind in ("conflict", "maybe_conflict") for kind in kinds.values()):
        return "a member pair read as a conflict or a possible one"
    if connected(size, same):
        centre = any(all((min(i, j), max(i, j)) in same for j in range(size) if j != i)
                     for i in range(size))
        return ("duplicates connect it, a member the same as all, still split" if centre
                else "duplicates connect it as a chain, no member the same as all")
    if connected(size, same | maybe):
        return "connected only through maybe-the-same pairs"
    return "not connected even through maybe-the-same pairs"


def main(argv: list[str] | None = None) -> int:
    from memstore.core.judge import judge

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--split", default="dev", choices=sorted(natural.SPLITS))
    parser.add_argument("--file", action="append", default=[])
    parser.add_argument("--show", type=int, default=0, help="list N groups of each cause")
    args = parser.parse_args(argv)
    causes: Counter[str] = Counter()
    pieces: Counter[str] = Counter()
    shown: dict[str, list[str]] = defaultdict(list)
    for record, ends in pieces_of(args.split, tuple(args.file)):
        members = record.members
        kinds = {}
        for i, j in combinations(range(len(members)), 2):
            a, b = members[i], members[j]
            kinds[(i, j)] = judge(a.title, a.facts, b.title, b.facts).kind
        why = cause(kinds, len(members))
        causes[why] += 1
        between = set()
        for a, b in combinations(ends, 2):
            kind = judge(a.title, list(a.facts) or [a.title], b.title,
                         list(b.facts) or [b.title]).kind
            flagged = "needs_review" in (a.status, b.status)
            between.add(f"{kind} (one flagged)" if kind == "duplicate" and flagged else kind)
        pieces[" + ".join(sorted(between))] += 1
        shown[why].append(f"  {record.id} " + " ".join(
            f"{i}{j}:{kind}" for (i, j), kind in sorted(kinds.items())))
    total = sum(causes.values())
    print(f"groups not merged whole: {total}")
    for why, count in causes.most_common():
        print(f"{count:>5}  {why}")
        if args.show:
            print("\n".join(shown[why][:args.show]))
    print("the pieces, judged against each other:")
    for kinds_between, count in pieces.most_common():
        print(f"{count:>5}  {kinds_between}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
