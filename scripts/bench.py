"""Benchmark memstore at 1,000, 10,000 and 100,000 entries against the file-system floor.

    .venv/bin/python scripts/bench.py            # 1k, 10k and 100k (20 minutes; writes docs)
    .venv/bin/python scripts/bench.py --quick    # 1k and 10k, 3 runs, slow figures once (a minute)
    .venv/bin/python scripts/bench.py --sizes 10000 --runs 3 --no-write

Every figure is the median of several runs (min and max shown) with the page cache warm, and
is also given as a ratio to the floor (listing, reading and splitting the frontmatter of every
file in one process) and to process start-up (`memstore --version`), both measured in the same
run, so the ratios hold across machines (`add` against a start-up run between its runs).
Whole-process figures are wall time of a real `memstore` process; loads are timed inside a
fresh interpreter. Peak memory is each process's ru_maxrss (os.wait4: the largest of the
command and the worker processes it forked, which share its pages). The table goes to
docs/benchmarks.md between its markers; the text around them (what was tried, profiles) is
kept.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import benchtargets  # noqa: E402

from memstore.runtime import workers  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).with_name("memstore")
NOW = "2026-11-20T12:00:00Z"
NOT_BUILT = "n/a (not built yet)"
QUERIES = ["pytest fixtures timeout", "deploy postgres migrations", "redis cache port",
           "rotate API tokens staging", "uv lockfile sync", "docker compose healthcheck",
           "kafka consumer retries", "terraform state backups", "ruff lint before commit"]

# name, argv after `memstore`, exit codes that count as success
COMMANDS: list[tuple[str, list[str], tuple[int, ...]]] = [
    ("recall", ["recall", "{query}"], (0,)),
    ("context --budget 4000", ["context", "--budget", "4000"], (0,)),
    ("consolidate (dry run)", ["consolidate"], (0,)),
    ("retention run (dry run)", ["retention", "run"], (0,)),
    ("lint", ["lint"], (0, 1)),
    ("health", ["health"], (0,)),
]


@dataclass
class Figure:
    """One measured quantity: its runs in seconds, peak memory in KiB, or why there is none."""

    name: str
    runs: list[float] = field(default_factory=list)
    rss_kib: int = 0
    note: str = ""
    whole_process: bool = True

    @property
    def median(self) -> float:
        return statistics.median(self.runs) if self.runs else float("nan")


TIMEOUT = 600.0  # seconds one process may take before it is stopped and reported as such
FULL_SLOW = 30.0  # a figure whose first run takes longer is not repeated
SLOW = FULL_SLOW
QUICK_SLOW = 0.5  # ... with --quick (a half-second figure varies little between runs)


def _run(argv: list[str], env: dict[str, str], cwd: Path | None = None,
         ok: tuple[int, ...] = (0,)) -> tuple[float, int, str | None]:
    """(seconds, max RSS KiB, failure or None) of one real process."""
    with tempfile.TemporaryFile() as err:
        began = time.perf_counter()
        proc = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=err, env=env, cwd=cwd)
        while True:
            pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            if time.perf_counter() - began > TIMEOUT:
                proc.kill()  # our own child, by its pid
                _, status, usage = os.wait4(proc.pid, 0)
                return TIMEOUT, usage.ru_maxrss, (f"> {TIMEOUT:.0f} s (stopped at "
                                                   f"{usage.ru_maxrss / 1024:.0f} MiB)")
            time.sleep(0.002)
        seconds = time.perf_counter() - began
        proc.returncode = os.waitstatus_to_exitcode(status)
        err.seek(0)
        message = err.read().decode("utf-8", "replace").strip()
    if proc.returncode in ok:
        return seconds, usage.ru_maxrss, None
    if "No such command" in message:
        return seconds, usage.ru_maxrss, NOT_BUILT
    tail = message.splitlines()[-1] if message else ""
    return seconds, usage.ru_maxrss, f"failed (exit {proc.returncode}: {tail[:120]})"


# The whole-process figures a target is judged on against the floor: repeated even with
# --quick (up to the full run's limit), since one run of a few hundred milliseconds is noise.
JUDGED = ("recall", "context --budget 4000")


def measure(name: str, argvs: list[list[str]], env: dict[str, str],
            ok: tuple[int, ...] = (0,), prepare: object = None) -> Figure:
    """Run each argv once (a fresh store copy first when `prepare` is given)."""
    figure = Figure(name)
    slow = FULL_SLOW if name in JUDGED else SLOW
    for argv in argvs:
        if callable(prepare):
            prepare()
        seconds, rss, failure = _run(argv, env, ok=ok)
        figure.rss_kib = max(figure.rss_kib, rss)
        if failure:
            figure.note = failure
            figure.runs = []
            return figure
        figure.runs.append(seconds)
        if seconds > slow:
            figure.note = "1 run (slow)"
            break
    return figure


def measure_beside(name: str, argvs: list[list[str]], env: dict[str, str]) -> list[Figure]:
    """Each argv alternately with `memstore --version`: the figure, and the start-up measured
    between its runs. This machine's speed drifts by as much as two times within minutes, so a
    ratio to a start-up measured a minute earlier can be off by that much."""
    beside = measure(benchtargets.BESIDE, [[str(BIN), "--version"]], env)
    figure = measure(name, argvs[:1], env)
    for argv in argvs[1:]:
        beside.runs += measure(benchtargets.BESIDE, [[str(BIN), "--version"]], env).runs
        figure.runs += measure(name, [argv], env).runs
    return [figure, beside]


def probe(name: str, code: str, root: Path, env: dict[str, str], runs: int) -> Figure:
    """Time `code` inside a fresh interpreter (it prints its own seconds)."""
    figure = Figure(name, whole_process=False)
    for _ in range(runs):
        out = subprocess.run([sys.executable, "-c", code, str(root)], capture_output=True,
                             text=True, env=env)
        if out.returncode != 0:
            figure.note = f"failed: {out.stderr.strip().splitlines()[-1][:120]}"
            return figure
        seconds, rss = out.stdout.split()
        figure.runs.append(float(seconds))
        figure.rss_kib = max(figure.rss_kib, int(rss))
    return figure


LOAD_CODE = """
import resource, sys, time
from pathlib import Path
from memstore.storage.store import Store
store = Store(Path(sys.argv[1]))
began = time.perf_counter()
snap = store.load(use_cache={use_cache}, write_cache=False)
seconds = time.perf_counter() - began
assert len(snap.entries) > 0
print(seconds, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""


def generate(root: Path, size: int, seed: int) -> int:
    """Write a store with scripts/benchgen.py in a process of its own; the planted pairs."""
    out = subprocess.run([sys.executable, str(Path(__file__).with_name("benchgen.py")),
                          str(root), str(size), str(seed)], check=True, capture_output=True,
                         text=True)
    return int(out.stdout.strip())


def floor(root: Path) -> float:
    """List, read and split the frontmatter of every entry file: what any tool must pay."""
    began = time.perf_counter()
    stack = [root / layer for layer in ("working", "long_term", "archive")]
    count = 0
    while stack:
        folder = stack.pop()
        for item in os.scandir(folder):
            if item.is_dir(follow_symlinks=False):
                stack.append(Path(item.path))
            elif item.name.endswith(".md"):
                with open(item.path, "rb") as handle:
                    text = handle.read().decode("utf-8")
                if text.startswith("---\n"):
                    end = text.find("\n---\n", 3)
                    head, body = text[4:end], text[end + 5 :]
                    count += len(head) > 0 and len(body) >= 0
    assert count
    return time.perf_counter() - began


@dataclass
class SizeResult:
    """Every figure for one store size."""

    size: int
    startup: Figure
    floor: Figure
    figures: list[Figure]
    generate_seconds: float
    planted_pairs: int


def bench_size(size: int, runs: int, workdir: Path, seed: int = 0) -> SizeResult:
    """Generate a store of `size` entries and measure every command on it."""
    base = workdir / str(size)
    shutil.rmtree(base, ignore_errors=True)
    base.mkdir(parents=True)
    root = base / "memory"
    env = {**os.environ, "MEMSTORE_DIR": str(root), "MEMSTORE_NOW": NOW}
    env.pop("MEMSTORE_SESSION", None)
    subprocess.run([str(BIN), "init", str(root)], check=True, capture_output=True, env=env)
    began = time.perf_counter()
    pairs = generate(root, size, seed)
    generated = time.perf_counter() - began
    print(f"  {size:,} entries generated in {generated:.1f} s", flush=True)

    startup = measure("start-up (memstore --version)", [[str(BIN), "--version"]] * runs, env)
    floor_fig = Figure("floor (list + read + split, in-process)", whole_process=False)
    floor(root)  # the page cache is warm for every figure
    floor_fig.runs = [floor(root) for _ in range(runs)]
    figures = [
        probe("load, cold (no cache, in-process)", LOAD_CODE.format(use_cache=False), root, env,
              runs),
    ]
    subprocess.run([str(BIN), "list"], capture_output=True, env=env)  # writes the cache
    # ... and the ranking cache, which the first recall after a change builds: every figure is
    # of a store in everyday use (a cold start is the first-run figures' subject).
    subprocess.run([str(BIN), "recall", "warm up"], capture_output=True, env=env)
    figures.append(probe("load, warm (cache, in-process)", LOAD_CODE.format(use_cache=True),
                         root, env, runs))
    for name, argv, ok in COMMANDS:
        if name == "lint":  # the first lint scans every file for secrets; later ones reuse it
            figures.append(measure("lint, first run (scans every file for secrets)",
                                   [[str(BIN), "lint"]], env, ok))
            print(f"  {figures[-1].name}: {_cell(figures[-1])}", flush=True)
        argvs = [[str(BIN), *(a.format(query=QUERIES[i % len(QUERIES)]) for a in argv)]
                 for i in range(runs)]
        figures.append(measure(name, argvs, env, ok))
        print(f"  {name}: {_cell(figures[-1])}", flush=True)
    # Adds next: each one is a new file, which the warm figures above should not see.
    adds = [[str(BIN), "add", f"bench observation {i}: {QUERIES[i % len(QUERIES)]} after deploy"]
            for i in range(runs)]
    figures += measure_beside("add (working)", adds, env)
    adds = [[str(BIN), "add", "--source", "user", "--kind", "preference",
             f"bench preference {i}: prefer {QUERIES[i % len(QUERIES)]}"] for i in range(runs)]
    figures.append(measure("add (user preference, refreshes INDEX.md)", adds, env))
    # An apply takes about twice its dry run: when that is too slow to repeat, one run is all
    # there will be, and it is on the store itself (no copy to make).
    (dry,) = [f for f in figures if f.name == "consolidate (dry run)"]
    applies = 1 if not dry.runs or 2 * dry.runs[0] > SLOW else runs
    figures.append(measure_apply(root, env, max(1, applies // 2) if size > 20_000 else applies))
    for fig in figures[-4:]:
        print(f"  {fig.name}: {_cell(fig)}", flush=True)
    return SizeResult(size, startup, floor_fig, figures, generated, pairs)


def measure_apply(root: Path, env: dict[str, str], runs: int) -> Figure:
    """`consolidate --apply`, measured last (it changes the store): each run but the last on a
    fresh copy of the store with its caches warmed, the last on the store itself (copying a
    store of 100,000 files takes most of a minute)."""
    name = "consolidate --apply"
    argv = [str(BIN), "consolidate", "--apply"]
    copy = root.parent / "copy"
    copy_env = {**env, "MEMSTORE_DIR": str(copy)}

    def fresh_copy() -> None:
        shutil.rmtree(copy, ignore_errors=True)
        shutil.copytree(root, copy, symlinks=True)
        # A copy has new change times, so its parse cache is cold: warm it, as a user's is.
        subprocess.run([str(BIN), "list"], capture_output=True, env=copy_env)

    figure = measure(name, [argv] * (runs - 1), copy_env, prepare=fresh_copy)
    shutil.rmtree(copy, ignore_errors=True)
    if figure.note:  # stopped: too slow to repeat, or failed
        return figure
    last = measure(name, [argv], env)
    figure.rss_kib = max(figure.rss_kib, last.rss_kib)
    if last.runs:
        figure.runs += last.runs
    else:
        figure.runs, figure.note = [], last.note
    return figure


def _cell(fig: Figure) -> str:
    if not fig.runs:
        return fig.note or "n/a"
    return f"{fig.median:.3f} s ({min(fig.runs):.3f}-{max(fig.runs):.3f})"


def table(result: SizeResult) -> list[str]:
    """The Markdown table of one size."""
    s, f = result.startup.median, result.floor.median
    lines = [f"### {result.size:,} entries", "",
             f"Start-up {s * 1000:.0f} ms, floor {f * 1000:.0f} ms; store generated in "
             f"{result.generate_seconds:.1f} s with {result.planted_pairs:,} planted "
             "near-duplicate pairs.", "",
             "| measure | median s | min-max s | × floor | × start-up | peak MiB |",
             "| --- | ---: | ---: | ---: | ---: | ---: |"]
    for fig in [result.startup, result.floor, *result.figures]:
        if not fig.runs:
            lines.append(f"| {fig.name} | {fig.note or 'n/a'} | | | | |")
            continue
        rss = f"{fig.rss_kib / 1024:.0f}" if fig.rss_kib else ""
        spread = (f"{min(fig.runs):.3f}-{max(fig.runs):.3f}" if len(fig.runs) > 1
                  else "1 run")
        lines.append(f"| {fig.name} | {fig.median:.3f} | {spread} | {fig.median / f:.1f} | "
                     f"{fig.median / s:.2f} | {rss} |")
    return [*lines, ""]


def write_docs(path: Path, body: list[str]) -> None:
    """Replace the generated part of docs/benchmarks.md, keeping the hand-written rest."""
    begin, end = "<!-- bench:begin -->", "<!-- bench:end -->"
    text = path.read_text(encoding="utf-8") if path.exists() else (
        f"# Benchmarks\n\n{begin}\n{end}\n")
    head, _, rest = text.partition(begin)
    _, _, tail = rest.partition(end)
    path.write_text(head + begin + "\n" + "\n".join(body) + "\n" + end + tail, encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true",
                        help="Only 1,000 and 10,000 entries, 3 runs, figures over 0.5 s "
                        "once.")
    parser.add_argument("--sizes", help="Comma-separated sizes (overrides --quick).")
    parser.add_argument("--runs", type=int, help="Runs per figure (default 5, --quick 3; "
                        "100k: fewer).")
    parser.add_argument("--workdir", type=Path, help="Where stores go (default: a temp folder).")
    parser.add_argument("--no-write", action="store_true", help="Do not touch docs/.")
    parser.add_argument("--dup-recall", action="store_true",
                        help="Also measure candidate_pairs recall vs all-pairs at 10,000.")
    args = parser.parse_args()
    global SLOW
    if args.quick:  # a figure whose first run takes seconds is steady enough with one
        SLOW = QUICK_SLOW
    args.runs = args.runs or (3 if args.quick else 5)
    sizes = ([int(s) for s in args.sizes.split(",")] if args.sizes
             else [1000, 10_000] if args.quick else [1000, 10_000, 100_000])
    workdir = args.workdir or Path(tempfile.mkdtemp(prefix="memstore-bench-"))
    results = []
    started = time.perf_counter()
    for size in sizes:
        print(f"{size:,} entries", flush=True)
        runs = args.runs if size <= 20_000 else max(3, args.runs // 2)
        results.append(bench_size(size, runs, workdir))
        print("\n".join(table(results[-1])), flush=True)
    extra: list[str] = []
    if args.dup_recall:
        extra = benchtargets.duplicate_recall(workdir / "dups", 10_000)
    verdicts = benchtargets.verdicts(results)
    body = [f"Measured {time.strftime('%Y-%m-%d')} on {os.cpu_count()} cores "
            f"({workers.count()} memstore worker processes), Python "
            f"{platform.python_version()}, {platform.system()} {platform.release()}; "
            f"{'quick run' if args.quick else 'full run'} in "
            f"{time.perf_counter() - started:.0f} s (`scripts/bench.py`).", ""]
    body += ["## Targets", "", *verdicts, "", *extra, "## Figures", ""]
    for result in results:
        body += table(result)
    print("\n".join(verdicts + extra))
    if not args.no_write:
        write_docs(REPO / "docs" / "benchmarks.md", body)
        print("wrote docs/benchmarks.md")
    if not args.workdir:
        shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    main()
