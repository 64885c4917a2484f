"""Compare the start-up of memstore commands between two source trees, on a small store.

    .venv/bin/python scripts/bench_startup.py A=DIR B=DIR [--runs 30]

Each DIR holds a `memstore/` package (a checkout, or `git archive REV memstore | tar -x -C DIR`);
it runs first on PYTHONPATH under this interpreter, so both use the same installed libraries.
Each version gets its own small store (init, three adds); then every command runs once per
version in turn, RUNS times, so a machine whose speed drifts slows both alike. Prints the
median wall time and CPU time (user and system, getrusage of the child, which a loaded machine
disturbs far less) of each command per version, and their ratios. Start-up is what these commands
mostly are, so this is where an import that every command pays shows. On a shared machine the
figures move from run to run: compare the ratios, and only trust a difference the runs agree on.
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

NOW = "2026-11-20T12:00:00Z"
COMMANDS = [
    ("--version", ["--version"]),
    ("--help", ["--help"]),
    ("add --help", ["add", "--help"]),
    ("add", ["add", "Run the linter before every commit ({n})"]),
    ("list", ["list"]),
    ("recall", ["recall", "linter commit"]),
    ("confirm", ["confirm", "{first}"]),
    ("retention status", ["retention", "status"]),
]


def main() -> None:
    versions = [tuple(a.split("=", 1)) for a in sys.argv[1:] if "=" in a]
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 30
    binary = [sys.executable, "-c", "from memstore.cli import cli; cli(prog_name='memstore')"]
    work = Path(tempfile.mkdtemp(prefix="bench-startup-"))
    envs, firsts = {}, {}
    for name, src in versions:
        env = {**os.environ, "PYTHONPATH": str(Path(src).resolve()), "MEMSTORE_NOW": NOW,
               "MEMSTORE_DIR": str(work / name / "memory")}
        env.pop("MEMSTORE_SESSION", None)
        subprocess.run([*binary, "init", str(work / name / "memory")], env=env, check=True,
                       capture_output=True, cwd=work)
        ids = [subprocess.run([*binary, "add", f"Use uv for python deps, note {i}"], env=env,
                              check=True, capture_output=True, text=True, cwd=work).stdout.strip()
               for i in range(3)]
        envs[name], firsts[name] = env, ids[0]
    times: dict[tuple[str, str], list[float]] = {}
    cpus: dict[tuple[str, str], list[float]] = {}
    for n in range(runs):
        for label, argv in COMMANDS:
            for name, _ in versions:
                args = [a.format(n=n, first=firsts[name]) for a in argv]
                before, began = _children_cpu(), time.perf_counter()
                done = subprocess.run([*binary, *args], env=envs[name], capture_output=True,
                                      cwd=work)
                times.setdefault((label, name), []).append(time.perf_counter() - began)
                cpus.setdefault((label, name), []).append(_children_cpu() - before)
                if done.returncode != 0:
                    print(f"{name} {label}: exit {done.returncode}: {done.stderr[-200:]!r}")
    names = [name for name, _ in versions]
    print(f"medians over {runs} runs, ms: wall " + " ".join(names) + " ratio, cpu "
          + " ".join(names) + " ratio")
    for label, _ in COMMANDS:
        row = f"{label:<18}"
        for figures in (times, cpus):
            medians = [statistics.median(figures[(label, name)]) * 1000 for name in names]
            row += "".join(f"{m:8.1f}" for m in medians) + f"   {medians[-1] / medians[0]:.2f}"
        print(row)


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


if __name__ == "__main__":
    main()
