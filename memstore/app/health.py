"""Store health: is the lifecycle keeping the store good, not just small?

`compute(store, snapshot)` measures one moment; `record(store)` appends that measurement to
`log/health.jsonl` (called after every applied consolidation or retention run). Metrics:

    layers, statuses       entries per layer, per status, and per status within each layer
    live                   entries outside archive/ whose status is candidate, active, stale,
                           needs_review or compacted (what recall and context can still serve)
    duplicates             near-duplicate pairs among live entries; `rate` is the share of
                           checked entries that have at least one near-duplicate among all live
                           entries (memstore.core.duplicate_rate: the method, and the deterministic
                           sample of large stores, are stated in the record)
    age_days               mean and median days since `created` of the live entries
    stale_share, needs_review_share    of the live entries
    probes                 precision@k of recall on the probe set (memstore.app.probes)
    archive                every archived entry should say why it left: a reason
                           (`archived_reason`, `expiry_reason`), a link (`superseded_by`,
                           `compacted_into`) or a score (`decay_score`); the share that does,
                           and the ids of those that do not

Every number is rounded (4 decimals) and every list sorted, so the same store at the same
moment gives the same record on any machine.
"""

from __future__ import annotations

import statistics
from collections import Counter
from pathlib import Path
from typing import Any

from memstore.app import probes
from memstore.core.duplicate_rate import DUPLICATE_SAMPLE, duplicates
from memstore.core.entry import LAYERS, LIVE_STATUSES, STATUSES, Entry
from memstore.core.errors import MemstoreError
from memstore.core.plural import counted
from memstore.runtime import clock
from memstore.storage import logs
from memstore.storage.store import HEALTH, Snapshot, Store

HEALTH_LOG = HEALTH


def live_entries(snapshot: Snapshot) -> list[Entry]:
    """Entries outside archive/ that recall and context can still serve, one per id."""
    seen: set[str] = set()
    out = []
    for entry in snapshot.entries:
        if entry.layer == "archive" or entry.status not in LIVE_STATUSES or entry.id in seen:
            continue
        seen.add(entry.id)
        out.append(entry)
    return out


def _share(part: int, whole: int) -> float:
    return round(part / whole, 4) if whole else 0.0


# Archive -------------------------------------------------------------------------------------

def justification(entry: Entry) -> str | None:
    """Why an archived entry left: 'reason', 'link' or 'score' (None: nothing says why)."""
    meta = entry.meta
    if str(meta.get("archived_reason") or "").strip() or str(
            meta.get("expiry_reason") or "").strip():
        return "reason"
    if entry.superseded_by or entry.compacted_into:
        return "link"
    score = meta.get("decay_score")
    if isinstance(score, (int, float)) and not isinstance(score, bool):
        return "score"
    return None


def archive_justification(snapshot: Snapshot) -> dict[str, Any]:
    """The share of archived entries that say why they left, and the ids of those that do not."""
    kinds: Counter[str] = Counter()
    unjustified = []
    archived = snapshot.layer("archive")
    for entry in archived:
        why = justification(entry)
        if why is None:
            unjustified.append(entry.id)
        else:
            kinds[why] += 1
    justified = len(archived) - len(unjustified)
    return {
        "entries": len(archived),
        "justified": justified,
        "share": _share(justified, len(archived)) if archived else 1.0,
        "by": {k: kinds[k] for k in ("reason", "link", "score")},
        "unjustified": sorted(unjustified),
    }


# Probes --------------------------------------------------------------------------------------

def probe_precision(store: Store, snapshot: Snapshot,
                    path: Path | None = None) -> dict[str, Any] | None:
    """The probe part of a record, or None when the store has no probe set."""
    path = path or probes.default_path(store)
    try:
        shown = str(path.relative_to(store.root))
    except ValueError:
        shown = str(path)
    probe_set = probes.load(path, shown)
    if probe_set is None:
        return None
    return probes.summary(probe_set, probes.run(store, snapshot, probe_set))


# The record ----------------------------------------------------------------------------------

def compute(store: Store, snapshot: Snapshot, *, probes_path: Path | None = None,
            sample_limit: int = DUPLICATE_SAMPLE, strict: bool = True) -> dict[str, Any]:
    """Every health metric of `snapshot` at the clock's now (see the module docstring).

    A probe set that cannot be read raises (ConfigError), unless `strict` is False: then the
    record carries `probes: {"error": ...}` and every other metric.
    """
    now = clock.now()
    layers = Counter(e.layer for e in snapshot.entries)
    statuses = Counter(e.status for e in snapshot.entries)
    per_layer: dict[str, Counter[str]] = {layer: Counter() for layer in LAYERS}
    for entry in snapshot.entries:
        per_layer.setdefault(entry.layer, Counter())[entry.status] += 1
    live = live_entries(snapshot)
    ages = [max(0.0, clock.days_between(e.created, now)) for e in live]
    live_statuses = Counter(e.status for e in live)
    return {
        "at": clock.format_time(now),
        "entries": len(snapshot.entries),
        "layers": {layer: layers[layer] for layer in LAYERS},
        "statuses": {s: statuses[s] for s in _ordered(statuses)},
        "layer_statuses": {layer: {s: c[s] for s in _ordered(c)}
                           for layer, c in per_layer.items()},
        "live": len(live),
        "duplicates": duplicates(live, sample_limit, store.config.similarity.merge_threshold),
        "age_days": {
            "mean": round(statistics.fmean(ages), 4) if ages else 0.0,
            "median": round(statistics.median(ages), 4) if ages else 0.0,
        },
        "stale_share": _share(live_statuses["stale"], len(live)),
        "needs_review_share": _share(live_statuses["needs_review"], len(live)),
        "probes": _probes(store, snapshot, probes_path, strict),
        "archive": archive_justification(snapshot),
        "problems": len(snapshot.problems),
    }


def _probes(store: Store, snapshot: Snapshot, path: Path | None,
            strict: bool) -> dict[str, Any] | None:
    try:
        return probe_precision(store, snapshot, path)
    except MemstoreError as exc:
        if strict:
            raise
        return {"error": str(exc), "precision": None}


def _ordered(counts: Counter[str]) -> list[str]:
    """Known statuses in their documented order, then any others alphabetically."""
    known = [s for s in STATUSES if counts[s]]
    return known + sorted(s for s in counts if s not in STATUSES and counts[s])


def record(store: Store, job: str | None = None) -> dict[str, Any]:
    """Measure the store as it is now and append the record to log/health.jsonl.

    Call it after a consolidation or retention run has been applied (an after-commit hook of
    those jobs does, memstore.app.commit); `job` names the run the record follows. It never
    fails because of the probe set: an unreadable probes.yaml is recorded as an error.
    """
    report = compute(store, store.load(), strict=False)
    line = {"at": report["at"], "job": job, **{k: v for k, v in report.items() if k != "at"}}
    logs.append(store, HEALTH_LOG, [line])
    return line


def format_report(report: dict[str, Any]) -> str:
    """The record for a person: one metric per line."""
    layers = ", ".join(f"{k} {v}" for k, v in report["layers"].items())
    statuses = ", ".join(f"{k} {v}" for k, v in report["statuses"].items()) or "none"
    dup = report["duplicates"]
    rate = "n/a" if dup["rate"] is None else f"{dup['rate']:.1%}"
    lines = [
        f"entries          {report['entries']} ({layers})",
        f"statuses         {statuses}",
        f"live             {report['live']}",
        f"duplicate rate   {rate} ({counted(dup['pairs'], 'near-duplicate pair')}, "
        f"{dup['checked']} of {counted(dup['population'], 'live entry', 'live entries')} "
        "checked)",
        f"age (days)       mean {report['age_days']['mean']:.1f}, "
        f"median {report['age_days']['median']:.1f}",
        f"stale            {report['stale_share']:.1%} of live",
        f"needs_review     {report['needs_review_share']:.1%} of live",
    ]
    probe = report["probes"]
    if probe is None:
        lines.append("probe precision  n/a (no probes.yaml; see docs/health.md)")
    elif "error" in probe:
        lines.append(f"probe precision  n/a ({probe['error']})")
    else:
        lines.append(f"probe precision  {probe['precision']:.1%} over "
                     f"{counted(probe['count'], 'query', 'queries')} ({probe['source']})")
        for q in probe["queries"]:
            if q["missed"]:
                lines.append(f"  {q['precision']:.0%} @{q['k']}  {q['query']}  "
                             f"(missed: {', '.join(q['missed'])})")
    arch = report["archive"]
    lines.append(f"archive          {arch['justified']} of {arch['entries']} justified "
                 f"({arch['share']:.1%})")
    if arch["unjustified"]:
        lines.append(f"  unjustified: {', '.join(arch['unjustified'])}")
    if report["problems"]:
        lines.append(f"malformed files  {report['problems']} skipped (run 'memstore lint')")
    lines.append(f"duplicates method: {dup['method']}")
    return "\n".join(lines) + "\n"
