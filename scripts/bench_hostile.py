"""What hostile text costs the judge, against ordinary text of the same length.

    .venv/bin/python scripts/bench_hostile.py [CHARS]

For each kind of hostile fact in tests/unit/test_judge_limits.py (CHARS characters, 100,000 by
default), the CPU seconds of judging it against its own first half (memstore.core.judge.judge)
and of reading it for the candidate search (memstore.core.similarity.blocking), each from cold
caches, and the same for ordinary prose of the same length (the baseline, measured in the same
run). The ratio says how much worse than ordinary text a hostile one is; the judge's limits
(memstore.core.judge.limits) keep it bounded. A timing, so it lives here and not in the tests.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from memstore.core.judge import clear_caches, judge  # noqa: E402
from memstore.core.similarity.blocking import _doc_features  # noqa: E402


def cost(text: str) -> float:
    """CPU seconds to judge `text` against its first half and to index it, caches cold."""
    clear_caches()
    began = time.process_time()
    judge("Hostile", [text], "Hostile", [text[: len(text) // 2] + " and more"])
    _doc_features("Hostile\n" + text)
    return time.process_time() - began


def main() -> None:
    chars = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "unit"))
    import test_judge_limits as cases

    hostile = {name: (text * (chars // len(text) + 1))[:chars]
               for name, text in cases.HOSTILE.items()}
    prose = "Run the integration tests with make test before pushing to main. "
    cost("warm up the word tables")
    base = cost((prose * (chars // len(prose) + 1))[:chars])
    print(f"ordinary prose, {chars} characters: {base:.3f} s CPU (the baseline)")
    for name, text in hostile.items():
        spent = cost(text)
        print(f"{name:24} {spent:7.3f} s CPU  {spent / base:6.2f} x baseline")


if __name__ == "__main__":
    main()
