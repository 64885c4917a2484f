"""What lies behind the verdict: the end state of the simulated store, broken down by cause.

Only counts read from the store and its logs: what working/ holds, which job flagged or archived
what and why, which statuses the remaining near-duplicate pairs have, and what each missed probe
got instead. The verdict says whether the criteria were met; this says where to look.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

from memstore.app import health
from memstore.core import duplicate_rate
from memstore.runtime import clock
from memstore.storage.store import Snapshot, Store

_REASON = re.compile(r"\b(\w+) differs\b")


def events(root: Path) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    try:
        lines = (root / "log" / "events.jsonl").read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        return out
    for line in lines:
        try:
            record = json.loads(line)
        except ValueError:
            continue
        if isinstance(record, dict):
            out.append(record)
    return out


def _counts(counter: Counter[str]) -> str:
    return ", ".join(f"{k} {v}" for k, v in sorted(counter.items(), key=lambda kv: (-kv[1],
                                                                                  kv[0])))


def working(store: Store, snapshot: Snapshot, log: list[dict[str, Any]]) -> str:
    entries = snapshot.layer("working")
    expiry = store.config.working.candidate_expiry_days
    old_flagged = sum(1 for e in entries if e.status == "needs_review"
                      and clock.days_between(e.created, clock.now()) > expiry)
    flags = [e for e in log if e.get("event") == "flag"]
    reasons = Counter(m.group(1) if (m := _REASON.search(str(e.get("reason", "")))) else "other"
                      for e in flags)
    by_job = Counter(str(e.get("job")) for e in flags)
    return (f"- working/ at the end: {len(entries)} entries "
            f"({_counts(Counter(e.status for e in entries))}); {old_flagged} needs_review "
            f"entries are older than the {expiry}-day candidate expiry (needs_review is never "
            f"moved automatically). Entries flagged needs_review during the run: {len(flags)} "
            f"(by {_counts(by_job) or 'no job'}; contradiction reasons: "
            f"{_counts(reasons) or 'none'}).")


def duplicates(store: Store, snapshot: Snapshot) -> str:
    live = health.live_entries(snapshot)
    by_id = {e.id: e for e in live}
    pairs = duplicate_rate.near_duplicate_pairs(live, None, store.config.similarity.merge_threshold)
    kinds = Counter(" + ".join(sorted((by_id[a].status, by_id[b].status))) for a, b in pairs)
    return (f"- Near-duplicate pairs among the {len(live)} live entries at the end: {len(pairs)}"
            f" (by the statuses of the two sides: {_counts(kinds) or 'none'}).")


def probes(final: dict[str, Any], snapshot: Snapshot) -> list[str]:
    lines = []
    for q in (final.get("probes") or {}).get("queries", []):
        if not q["missed"]:
            continue
        top = snapshot.find(q["top"][0]) if q["top"] else None
        got = f"`{top.id}` ({top.status}): {top.title.rstrip('.')}" if top else "nothing"
        missed = ", ".join(f"\u201c{m}\u201d" for m in q["missed"])
        lines.append(f"- Probe \u201c{q['query']}\u201d missed {missed}; the top hit was {got}.")
    return lines


def archive(snapshot: Snapshot, log: list[dict[str, Any]]) -> str:
    last: dict[str, str] = {}
    for e in log:
        if isinstance(e.get("id"), str) and e.get("job"):
            last[e["id"]] = str(e["job"])
    archived = snapshot.layer("archive")
    jobs = Counter(last.get(e.id, "a direct edit") for e in archived)
    statuses = Counter(e.status for e in archived)
    return (f"- archive/ at the end: {len(archived)} entries ({_counts(statuses)}), "
            f"by the last job that acted on each: {_counts(jobs) or 'none'}.")


def diagnose(root: Path, final: dict[str, Any]) -> list[str]:
    """The 'What the data shows' section of verdict.md."""
    store = Store(root)
    snapshot = store.load(write_cache=False)
    log = events(root)
    return ["## What the data shows", "", working(store, snapshot, log),
            duplicates(store, snapshot), *probes(final, snapshot), archive(snapshot, log)]
