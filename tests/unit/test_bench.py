"""scripts/bench.py runs end to end: a tiny store, two runs of every figure, docs untouched."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def test_the_benchmark_measures_every_command_on_a_small_store(tmp_path: Path) -> None:
    docs = (REPO / "docs" / "benchmarks.md").read_bytes()
    done = subprocess.run(
        [sys.executable, str(REPO / "scripts" / "bench.py"), "--sizes", "300", "--runs", "2",
         "--no-write", "--workdir", str(tmp_path)],
        capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    table = [line for line in done.stdout.splitlines() if line.startswith("| ")]
    measured = {line.split(" | ")[0].removeprefix("| ") for line in table}
    for name in ("start-up (memstore --version)", "floor (list + read + split, in-process)",
                 "load, cold (no cache, in-process)", "load, warm (cache, in-process)", "recall",
                 "context --budget 4000", "consolidate (dry run)", "retention run (dry run)",
                 "lint", "health", "consolidate --apply", "add (working)"):
        assert name in measured, name
    # Every figure has a time: none failed, timed out or was left out.
    rows = [line.split(" | ") for line in table if not line.startswith(("| measure", "| ---"))]
    assert rows and all(float(row[1]) > 0 for row in rows), rows
    # The apply runs once on a copy, then on the store itself, which keeps its report.
    (apply,) = [row for row in rows if row[0] == "| consolidate --apply"]
    assert apply[2] != "1 run"
    store = tmp_path / "300"
    assert len(list((store / "memory" / "reports").glob("*-consolidate.md"))) == 1
    assert not (store / "copy").exists()
    assert (REPO / "docs" / "benchmarks.md").read_bytes() == docs
