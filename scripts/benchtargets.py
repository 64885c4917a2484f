"""The targets of issue 9, judged on scripts/bench.py's figures, and the duplicate-recall check.

`verdicts(results)` turns the measured sizes into Markdown lines, one per target, each saying
met / NOT MET with the figures; `duplicate_recall(folder, n)` measures how many of the
near-duplicate pairs an all-pairs search finds are proposed by `similarity.blocking.candidate_pairs`
(the all-pairs reference is scripts/nearduplicate.py).
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path
from typing import Any

GIB_KIB = 1024 * 1024
BESIDE = "start-up, run between the adds"  # scripts/bench.py's start-up beside the adds


def _fig(result: Any, prefix: str) -> Any:
    """The figure named `prefix`, else the first whose name starts with it."""
    for fig in result.figures:
        if fig.name == prefix:
            return fig
    for fig in result.figures:
        if fig.name.startswith(prefix):
            return fig
    return None


def _line(ok: bool | None, text: str) -> str:
    mark = "n/a" if ok is None else ("met" if ok else "**NOT MET**")
    return f"- {mark}: {text}"


def verdicts(results: list[Any]) -> list[str]:
    """One Markdown line per target of issue 9 (those the measured sizes allow)."""
    lines: list[str] = []
    by_size = {r.size: r for r in results}
    ten = by_size.get(10_000)
    if ten is not None:
        floor, start = ten.floor.median, ten.startup.median
        for prefix, limit in (("load, warm", 3), ("load, cold", 20),
                              ("consolidate (dry run)", 30)):
            fig = _fig(ten, prefix)
            if fig is None or not fig.runs:
                lines.append(_line(None, f"{prefix} at 10,000: {fig.note if fig else 'missing'}"))
                continue
            ratio = fig.median / floor
            lines.append(_line(ratio <= limit, f"{prefix} at 10,000 = {fig.median:.3f} s = "
                               f"{ratio:.1f} × floor (target ≤ {limit} ×)"))
        for prefix in ("recall", "context"):
            fig = _fig(ten, prefix)
            bound = start + 5 * floor
            if fig is None or not fig.runs:
                lines.append(_line(None, f"{prefix} at 10,000: {fig.note if fig else 'missing'}"))
                continue
            lines.append(_line(fig.median <= bound, f"{prefix} (whole process, warm) at 10,000 "
                               f"= {fig.median:.3f} s (target ≤ start-up + 5 × floor = "
                               f"{bound:.3f} s)"))
    for result in results:
        fig = _fig(result, "add (working)")
        if fig is None or not fig.runs:
            continue
        # Against the start-up measured between the adds (the machine's speed drifts).
        beside = _fig(result, BESIDE)
        startup = beside.median if beside is not None and beside.runs else result.startup.median
        ratio = fig.median / startup
        lines.append(_line(ratio <= 1.2, f"add (whole process) at {result.size:,} = "
                           f"{fig.median * 1000:.0f} ms = {ratio:.2f} × start-up "
                           f"({startup * 1000:.0f} ms, run between the adds; target ≤ 1.2 ×)"))
    hundred = by_size.get(100_000)
    if hundred is not None and ten is not None:
        for fig in hundred.figures:
            small = _fig(ten, fig.name)
            if small is None or not small.runs or fig.name == BESIDE:
                continue
            if not fig.runs and fig.note.startswith("> "):  # stopped at bench.py's TIMEOUT
                least = float(fig.note[2:].split()[0]) / small.median
                lines.append(_line(False if least > 12 else None,
                                   f"{fig.name}: at 100,000 {fig.note}, at 10,000 "
                                   f"{small.median:.1f} s: more than {least:.0f} × "
                                   "(target ≤ 12 ×)"))
                continue
            if not fig.runs:
                continue
            growth = fig.median / small.median
            lines.append(_line(growth <= 12, f"{fig.name}: 100,000 / 10,000 = {growth:.1f} × "
                               "(target ≤ 12 ×)"))
        peak = max((f.rss_kib for f in hundred.figures), default=0)
        lines.append(_line(peak <= GIB_KIB, f"peak memory of any command at 100,000 = "
                           f"{peak / 1024:.0f} MiB (target ≤ 1024 MiB)"))
    return lines


RECALL_CODE = r"""
import json, sys, time
from pathlib import Path
from rapidfuzz import fuzz, process
sys.path.insert(0, sys.argv[2])  # scripts/, for the reference
import nearduplicate
from memstore.core.similarity import blocking
from memstore.core.similarity.normalize import content_text
from memstore.storage.store import Store

snap = Store(Path(sys.argv[1])).load(write_cache=False)
live = [e for e in snap.entries if e.layer != "archive"]
# The documents and blocks consolidation uses (memstore.core.grouping.compare).
docs = [(f"{e.scope}\x00{e.branch or ''}", "\n".join([e.title, *e.facts])) for e in live]
began = time.perf_counter()
proposed = blocking.candidate_pairs(docs)
blocked_s = time.perf_counter() - began
# With the partner limit consolidation uses (every entry probing, as if all were working).
from memstore.core.grouping import PARTNERS
began = time.perf_counter()
limited = blocking.candidate_pairs(docs, limit=PARTNERS)
limited_s = time.perf_counter() - began

# All pairs of each block at the same threshold, exactly: entry_similarity is
# 0.5 * whole + 0.25 * (forward + backward) <= 0.5 * whole + 50, so a pair scoring >= 85 has
# whole >= 70, where whole is token_set_ratio of the texts built as entry_similarity builds
# them; rapidfuzz's cdist finds those, and is_near_duplicate decides each.
began = time.perf_counter()
blocks = {}
for i, (k, _) in enumerate(docs):
    blocks.setdefault(k, []).append(i)
def whole(e):
    return " ".join(content_text(u) for u in nearduplicate.text_units(e.title, e.facts))
texts = [whole(e) for e in live]
truth = set()
for members in blocks.values():
    if len(members) < 2:
        continue
    sub = [texts[i] for i in members]
    scores = process.cdist(sub, sub, scorer=fuzz.token_set_ratio, score_cutoff=70,
                           workers=-1, dtype="uint8")
    for a, b in zip(*scores.nonzero()):
        if a >= b:
            continue
        i, j = members[a], members[b]
        x, y = live[i], live[j]
        if nearduplicate.is_near_duplicate(x.title, x.facts, y.title, y.facts, 85.0):
            truth.add((i, j))
allpairs_s = time.perf_counter() - began
print(json.dumps({"live": len(live), "blocks": len(blocks), "proposed": len(proposed),
                  "truth": len(truth), "found": len(truth & proposed), "blocked_s": blocked_s,
                  "limited": len(limited), "limited_found": len(truth & limited),
                  "limited_s": limited_s, "partners": PARTNERS, "allpairs_s": allpairs_s}))
"""


def duplicate_recall(folder: Path, size: int) -> list[str]:
    """Markdown lines: the share of all-pairs near-duplicates that candidate_pairs proposes."""
    import shutil

    from bench import generate

    shutil.rmtree(folder, ignore_errors=True)
    root = folder / "memory"
    bin_ = Path(sys.executable).with_name("memstore")
    subprocess.run([str(bin_), "init", str(root)], check=True, capture_output=True)
    generate(root, size, seed=1)
    began = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", RECALL_CODE, str(root),
                          str(Path(__file__).resolve().parent)], capture_output=True, text=True)
    if out.returncode != 0:
        return [f"Duplicate recall at {size:,}: failed ({out.stderr.strip()[-300:]})", ""]
    import json

    data = json.loads(out.stdout)
    shutil.rmtree(folder, ignore_errors=True)

    def recall(found: int) -> tuple[str, float]:
        share = found / data["truth"] if data["truth"] else 1.0
        return ("met" if share >= 0.98 else "**NOT MET**"), share

    mark, full = recall(data["found"])
    limited_mark, limited = recall(data["limited_found"])
    return [
        "## Near-duplicate candidate search", "",
        f"At {size:,} entries ({data['live']:,} live, in {data['blocks']} blocks of scope and "
        "branch, as consolidation compares them) an exact all-pairs search calls "
        f"{data['truth']:,} pairs near-duplicates at the merge threshold 85 (it took "
        f"{data['allpairs_s']:.1f} s; whole run {time.perf_counter() - began:.0f} s).", "",
        f"- {mark}: `similarity.blocking.candidate_pairs` proposed {data['proposed']:,} pairs in "
        f"{data['blocked_s']:.2f} s and found {data['found']:,} of them (recall {full:.3f}, "
        "target ≥ 0.98).",
        f"- {limited_mark}: with the limit consolidation uses ({data['partners']} partners per "
        f"entry and index) it proposed {data['limited']:,} pairs in {data['limited_s']:.2f} s "
        f"and found {data['limited_found']:,} (recall {limited:.3f}).", "",
    ]
