"""Dump every dev verdict of the judge, and compare two dumps verdict by verdict.

    .venv/bin/python scripts/verdict_diff.py dump before.json                 # all of dev
    .venv/bin/python scripts/verdict_diff.py dump after.json --file dev_ats.jsonl
    .venv/bin/python scripts/verdict_diff.py compare before.json after.json [--verbose]

How every reading of the judge is checked before it is kept (docs/consolidation.md): dump the
dev verdicts at the code before, change the code, dump again, and compare. A dump holds one
verdict per labelled pair (a group gives one per pair of its members, "ID#01") with its label,
phenomenon, kind, explanation and score. `compare` prints each verdict whose kind changed as
BETTER, WORSE or side (judged by the record's label), and with --verbose the verdicts whose
explanation alone changed; then the counts. Only the dev split: val and test are read in
aggregate only (tests/natural/README.md), never pair by pair.
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import natural  # noqa: E402

# How good each verdict kind is for each label: a kind that ranks higher is better.
_MERGE = {"duplicate": 2.0, "maybe_same": 1.0}
_FLAG = {"conflict": 2.0, "maybe_conflict": 1.0, "duplicate": 0.0}
_APART = {"duplicate": 0.0, "conflict": 0.2, "maybe_same": 1.5, "maybe_conflict": 1.5}


def rank(label: str, kind: str) -> float:
    """How right a verdict of `kind` is for a record labelled `label` (higher is better)."""
    if label in ("same", "superset"):
        return _MERGE.get(kind, 0.0)
    if label == "conflict":
        return _FLAG.get(kind, 0.5)
    return _APART.get(kind, 2.0)  # a look-alike or an unrelated pair: apart is right


def dump(files: tuple[str, ...]) -> dict[str, list[object]]:
    """Every verdict of the dev split (only `files` when given), keyed by record id."""
    found: dict[str, list[object]] = {}
    for record in natural.records("dev", files):
        if record.label == "group":
            for i, j in itertools.combinations(range(len(record.members)), 2):
                verdict = natural.verdict_of(record.members[i], record.members[j])
                found[f"{record.id}#{i}{j}"] = ["same", record.phenomenon, verdict.kind,
                                                verdict.explanation, verdict.score]
        else:
            verdict = natural.verdict_of(*record.members)
            found[record.id] = [record.label, record.phenomenon, verdict.kind,
                                verdict.explanation, verdict.score]
    return found


def compare(before: dict[str, list[object]], after: dict[str, list[object]],
            verbose: bool = False) -> list[str]:
    """The lines `compare` prints: each changed verdict, then the counts."""
    lines: list[str] = []
    better = worse = side = 0
    for key, (label, phenomenon, kind, explanation, _) in after.items():
        if key not in before:
            continue
        old_kind, old_explanation = str(before[key][2]), before[key][3]
        if old_kind == kind and old_explanation == explanation:
            continue
        if old_kind == kind:
            side += 1
            if verbose:
                lines.append(f"  ~ {key} [{label}] {kind}: {old_explanation} -> {explanation}")
            continue
        change = rank(str(label), str(kind)) - rank(str(label), old_kind)
        tag = "BETTER" if change > 0 else "WORSE" if change < 0 else "side"
        better, worse, side = better + (change > 0), worse + (change < 0), side + (change == 0)
        lines.append(f"{tag} {key} [{label}/{phenomenon}] {old_kind} -> {kind}\n     "
                     f"{explanation}")
    lines.append(f"better {better} worse {worse} explanation-only/side {side}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    dumping = commands.add_parser("dump", help="write every dev verdict to a JSON file")
    dumping.add_argument("out", type=Path)
    dumping.add_argument("--file", action="append", default=[],
                         help="only this dev file (repeatable)")
    comparing = commands.add_parser("compare", help="compare two dumps verdict by verdict")
    comparing.add_argument("before", type=Path)
    comparing.add_argument("after", type=Path)
    comparing.add_argument("--verbose", "-v", action="store_true",
                           help="also the verdicts whose explanation alone changed")
    args = parser.parse_args(argv)
    if args.command == "dump":
        unknown = [name for name in args.file if name not in natural.SPLITS["dev"]]
        if unknown:
            print(f"Error: not a dev file: {', '.join(unknown)} (val and test are read in "
                  "aggregate only)", file=sys.stderr)
            return 1
        found = dump(tuple(args.file))
        args.out.write_text(json.dumps(found), encoding="utf-8")
        print(f"{len(found)} verdicts")
        return 0
    try:
        before, after = (json.loads(path.read_text(encoding="utf-8"))
                         for path in (args.before, args.after))
    except (OSError, ValueError) as error:
        print(f"Error: cannot read a dump: {error}", file=sys.stderr)
        return 1
    print("\n".join(compare(before, after, args.verbose)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
