"""Run the longevity simulation, time it, and (with --docs) refresh the figures in the docs.

.venv/bin/python scripts/simulate.py                 # 8 weeks, seed 0, into a temporary folder
.venv/bin/python scripts/simulate.py --docs          # ... and update docs/img/timeline.png, the
                                                     # results in docs/health.md and README.md

It prints the wall-clock and CPU time of the run and the time spent in fsync (the store writes
every file durably, so on a slow or busy disk fsync dominates the wall clock).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

BEGIN, END = "<!-- results -->", "<!-- /results -->"
VERDICT_BEGIN, VERDICT_END = "<!-- verdict -->", "<!-- /verdict -->"


class FsyncMeter:
    """Counts os.fsync calls and the time they take (the store's durability cost)."""

    def __init__(self) -> None:
        self.calls = 0
        self.seconds = 0.0
        self._real = os.fsync

    def __enter__(self) -> FsyncMeter:
        def fsync(fd: int) -> None:
            began = time.perf_counter()
            self._real(fd)
            self.seconds += time.perf_counter() - began
            self.calls += 1

        os.fsync = fsync  # type: ignore[assignment]
        return self

    def __exit__(self, *exc: object) -> None:
        os.fsync = self._real  # type: ignore[assignment]


def splice(text: str, begin: str, end: str, body: str) -> str:
    """Replace what lies between the markers (adding them after `begin` if `end` is missing)."""
    if end in text:
        pattern = re.compile(re.escape(begin) + ".*?" + re.escape(end), re.S)
        return pattern.sub(lambda _: f"{begin}\n{body}\n{end}", text, count=1)
    return text.replace(begin, f"{begin}\n{body}\n{end}", 1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--weeks", type=int, default=8)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, default=None)
    parser.add_argument("--docs", action="store_true",
                        help="copy timeline.png to docs/img/ and write the verdict into "
                        "docs/health.md and README.md")
    args = parser.parse_args()

    from memstore.simulation import simulate

    out = args.out or Path(tempfile.mkdtemp(prefix="memstore-sim-"))
    wall, cpu = time.perf_counter(), time.process_time()
    with FsyncMeter() as meter:
        result = simulate(args.weeks, args.seed, out)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    timing = (f"{args.weeks} weeks, {len(result.rows)} runs: {wall:.1f} s wall clock, "
              f"{cpu:.1f} s CPU, {meter.seconds:.1f} s in {meter.calls} fsync calls "
              f"({os.cpu_count()} cores, load average {load:.1f} at the end)")
    verdict = (out / "verdict.md").read_text(encoding="utf-8")
    print(verdict)
    print(timing)
    print(f"outputs in {out}/")
    if not args.docs:
        return
    img = REPO / "docs" / "img"
    img.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(out / "timeline.png", img / "timeline.png")
    command = f"memstore simulate --weeks {args.weeks} --seed {args.seed}"
    results = (f"### The default run\n\n`{command}`:\n\n![timeline](img/timeline.png)\n\n"
               f"{verdict.strip().replace(chr(10) + '## ', chr(10) + '#### ')}\n\n"
               f"Timing: {timing}.")
    health = REPO / "docs" / "health.md"
    health.write_text(splice(health.read_text(encoding="utf-8"), BEGIN, END, results),
                      encoding="utf-8")
    readme = REPO / "README.md"
    paragraph = verdict.split("\n", 1)[0]
    readme.write_text(splice(readme.read_text(encoding="utf-8"), VERDICT_BEGIN, VERDICT_END,
                             paragraph), encoding="utf-8")
    print("updated docs/img/timeline.png, docs/health.md and README.md")


if __name__ == "__main__":
    main()
