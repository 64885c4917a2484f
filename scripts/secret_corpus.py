"""Measure secret detection on the labelled corpus in tests/secret_corpus.py.

    .venv/bin/python scripts/secret_corpus.py          # a table, by kind
    .venv/bin/python scripts/secret_corpus.py --json   # the figures, for tests

Reports the detection rate (positives with at least one finding), the false positives
(negatives with any finding, and which rule fired), and the rate on 200 generated
`export API_TOKEN=<24 random letters and digits>` lines (issue 18 measured 12 in 200). The
figures go into docs/guarantees.md by hand; tests/unit/test_secret_corpus.py holds them.
"""

from __future__ import annotations

import argparse
import json
import random
import string
import sys
from collections import Counter
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "tests"))

import secret_corpus  # noqa: E402

from memstore.core.secrets import scan_text  # noqa: E402

TRIALS = 200


def measure() -> dict[str, Any]:
    """The figures: detection by kind, missed texts' kinds, false positives with their rules."""
    found: Counter[str] = Counter()
    total: Counter[str] = Counter()
    missed = []
    for kind, text in secret_corpus.POSITIVES:
        total[kind] += 1
        if scan_text(text):
            found[kind] += 1
        else:
            missed.append(kind)
    false_positives = []
    for kind, text in secret_corpus.NEGATIVES:
        rules = sorted({f.rule for f in scan_text(text)})
        if rules:
            false_positives.append({"kind": kind, "rules": rules})
    rng = random.Random(18)
    alphabet = string.ascii_letters + string.digits
    tokens = ["".join(rng.choice(alphabet) for _ in range(24)) for _ in range(TRIALS)]
    env_hits = sum(bool(scan_text(f"export API_TOKEN={token}")) for token in tokens)
    return {
        "positives": len(secret_corpus.POSITIVES),
        "detected": sum(found.values()),
        "by_kind": {kind: [found[kind], total[kind]] for kind in sorted(total)},
        "missed": missed,
        "negatives": len(secret_corpus.NEGATIVES),
        "false_positives": false_positives,
        "env_token_trials": TRIALS,
        "env_token_detected": env_hits,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    figures = measure()
    if args.json:
        print(json.dumps(figures, indent=2))
        return 0
    print(f"detected {figures['detected']} of {figures['positives']} secrets "
          f"({figures['detected'] / figures['positives']:.0%})")
    for kind, (hit, of) in figures["by_kind"].items():
        print(f"  {kind:10} {hit}/{of}")
    print(f"false positives: {len(figures['false_positives'])} of {figures['negatives']} "
          "realistic look-alikes")
    for fp in figures["false_positives"]:
        print(f"  {fp['kind']}: {', '.join(fp['rules'])}")
    print(f"export API_TOKEN=<24 random letters and digits>: {figures['env_token_detected']} "
          f"of {figures['env_token_trials']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
