"""Time `memstore consolidate` of several versions of memstore, in turn, on copies of one store.

    .venv/bin/python scripts/bench_versions.py STORE RUNS NAME=BIN [NAME=BIN ...] [--apply]

STORE is a folder holding `memory/` (a `scripts/benchgen.py` store, say); each NAME=BIN is a
`memstore` executable (another version's venv, or a wrapper setting PYTHONPATH). Each version
gets its own copy of the store (`STORE-NAME`, kept for the next call) with its parse cache
warmed by `memstore list`; then the versions run one after the other, RUNS times, so a machine
whose speed drifts slows them alike. Prints each run and, per version, the median wall time
(also as a multiple of the floor of scripts/bench.py, measured between the runs) and the median
CPU seconds of the command and its worker processes (getrusage of the children), which a
loaded machine disturbs far less than wall time. The first run's JSON plan of each version is
kept in `plan-STORE-NAME.json` beside the store, to compare byte for byte. With --apply, each
run applies to a fresh copy instead of planning a dry run. Every process runs in its copy's
folder: `python -m memstore` (as a PYTHONPATH wrapper runs it) puts the current folder first on
its path, so started from a checkout it imports that checkout's memstore whatever PYTHONPATH
says (the comparisons of sessions 49 and 50 ran main against itself that way).
"""

from __future__ import annotations

import os
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench import NOW, floor  # noqa: E402


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(argv: list[str], env: dict[str, str], cwd: Path) -> tuple[float, float, bytes]:
    """(wall seconds, CPU seconds, stdout) of one process and its children, run in `cwd`."""
    cpu, began = children_cpu(), time.perf_counter()
    done = subprocess.run(argv, capture_output=True, env=env, cwd=cwd)
    if done.returncode != 0:
        print(f"failed: {' '.join(argv)}: {done.stderr.decode()[-300:]}", file=sys.stderr)
    return time.perf_counter() - began, children_cpu() - cpu, done.stdout


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    apply = "--apply" in sys.argv
    if "--help" in sys.argv or "-h" in sys.argv or len(args) < 3 or not args[1].isdigit() or any(
            "=" not in a for a in args[2:]):
        print(__doc__.strip())
        raise SystemExit(0 if "--help" in sys.argv or "-h" in sys.argv else 2)
    store, runs = Path(args[0]), int(args[1])
    versions = [tuple(a.split("=", 1)) for a in args[2:]]
    base_env = {**os.environ, "MEMSTORE_NOW": NOW}
    base_env.pop("MEMSTORE_SESSION", None)
    copies = {}
    for name, binary in versions:
        copy = store.parent / f"{store.name}-{name}"
        if not copy.exists():
            shutil.copytree(store, copy, symlinks=True)
        env = {**base_env, "MEMSTORE_DIR": str(copy / "memory")}
        subprocess.run([binary, "list"], capture_output=True, env=env, cwd=copy)
        copies[name] = (binary, copy, env)
    floors: list[float] = []
    wall: dict[str, list[float]] = {name: [] for name, _ in versions}
    cpu: dict[str, list[float]] = {name: [] for name, _ in versions}
    for n in range(runs):
        floors.append(floor(store / "memory"))
        for name, (binary, copy, env) in copies.items():
            if apply:
                fresh = copy.parent / f"{copy.name}-apply"
                shutil.rmtree(fresh, ignore_errors=True)
                shutil.copytree(copy, fresh, symlinks=True)
                env = {**env, "MEMSTORE_DIR": str(fresh / "memory")}
                subprocess.run([binary, "list"], capture_output=True, env=env, cwd=copy)
                took, used, out = run([binary, "consolidate", "--apply", "--json"], env, copy)
                shutil.rmtree(fresh, ignore_errors=True)
            else:
                took, used, out = run([binary, "consolidate", "--json"], env, copy)
            wall[name].append(took)
            cpu[name].append(used)
            if n == 0:
                plan = copy.parent / f"plan-{copy.name}{'-apply' if apply else ''}.json"
                plan.write_bytes(out)
            print(f"run {n} {name}: {took:.2f} s wall, {used:.2f} s CPU", flush=True)
    low = statistics.median(floors)
    print(f"floor {low * 1000:.0f} ms")
    for name, seconds in wall.items():
        middle = statistics.median(seconds)
        print(f"{name}: median {middle:.2f} s ({middle / low:.1f} x floor), CPU median "
              f"{statistics.median(cpu[name]):.2f} s (min {min(cpu[name]):.2f})")


if __name__ == "__main__":
    main()
