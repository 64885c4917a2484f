"""The archive: pruning into it and purging from it after the grace period (restoring out of it
is memstore.app.restore).

prune (a job, dry run by default)
    Long-term entries whose decay score is below `decay.prune_threshold` move to archive/ with
    `status: archived`, `archived_at` (the moment the score crossed the threshold, derived from
    the entry and the recall log, never the time the job ran), `archived_from`,
    `archived_reason` and `decay_score` (the score at `archived_at`, rounded down to 3 places).
    Never pruned: protected kinds, `preserve: true`, `needs_review`, superseded entries (the
    retention run archives those on their own schedule), and compaction summaries whose sources
    are still live (the summary goes once its sources are archived).

restore (a person's explicit act, not a job: memstore.app.restore)

purge (a job, dry run by default)
    Hard-deletes archive entries that have been there longer than
    `retention.archive_retention_days` (90): counted from the latest of `archived_at`,
    `expires_at` and the last event naming the entry in log/events.jsonl (so an entry pruned
    late, with an old `archived_at`, still gets its full grace period in archive/). Protected
    kinds and `preserve: true` are never purged; delete such a file by hand. Each deletion
    logs a tombstone (id, title and content hashes, dates), never the content, and links to
    the purged id are removed from the entries that stay. The tombstone of an entry a
    decision superseded also keeps `superseded_by` and its facts' fingerprints
    (`superseded_purged`), so consolidation still knows a note restating it as decided.
"""

from __future__ import annotations

import hashlib
import json
import math
from datetime import datetime
from typing import Any

from memstore.core import decay
from memstore.core.config import Config
from memstore.core.decisions import fact_fingerprints, merged_into
from memstore.core.entry import LAYERS, STATUSES, Entry
from memstore.core.fileformat import DELETE
from memstore.core.plan import Delete, Drafts, Plan
from memstore.core.protection import protected
from memstore.runtime import clock
from memstore.storage import recall_log, regular
from memstore.storage.store import EVENTS, Snapshot, Store, StoreView

ARCHIVE_KEYS = ("archived_at", "archived_from", "archived_reason", "decay_score")
EXPIRY_KEYS = ("expires_at", "expiry_reason")


def archive_changes(entry: Entry, at: datetime, reason: str) -> dict[str, Any]:
    """The frontmatter an entry gets when it enters archive/ at moment `at`."""
    return {"status": "archived", "archived_at": clock.format_time(at),
            "archived_from": entry.layer, "archived_reason": reason}


def automatic_exemption(entry: Entry, config: Config) -> str | None:
    """Why no automatic job may archive `entry`, or None."""
    if config.is_protected(entry.kind):
        return f"protected kind ({entry.kind})"
    if entry.preserve:
        return "preserve: true"
    if entry.status == "needs_review":
        return "under review"
    return None


def prune_exemption(entry: Entry, config: Config, snapshot: Snapshot) -> str | None:
    """Why `prune` leaves `entry` alone whatever its score, or None."""
    if entry.layer != "long_term":
        return f"in {entry.layer}/"
    why = automatic_exemption(entry, config)
    if why:
        return why
    if entry.status == "superseded":
        return "superseded (archived by 'retention run' after inactive_archive_days)"
    if entry.status == "compacted":
        live = [s for s in entry.sources
                if (found := snapshot.find(s)) is not None and found.layer != "archive"]
        if live:
            return f"summary of {len(live)} live sources"
    return None


def plan_prune(store: StoreView, snapshot: Snapshot, stats: Any = None) -> Plan:
    """The `prune` job: long-term entries below the decay threshold move to archive/."""
    plan = Plan("prune")
    plan.warnings.extend(f"skipped malformed file {p}" for p in snapshot.problems)
    config = store.config
    threshold = config.decay.prune_threshold
    stats = recall_log.stats(store) if stats is None else stats
    now = clock.now()
    drafts = Drafts(store.read_text)
    for entry in snapshot.layer("long_term"):
        if decay.score(entry, stats, config, now, explain=False).score >= threshold:
            continue
        now_decay = decay.score(entry, stats, config, now)
        why = prune_exemption(entry, config, snapshot)
        if why:
            plan.items.append({"action": "kept", "id": entry.id, "title": entry.title,
                               "reason": f"score {decay.score_text(now_decay.score, threshold)} "
                                         f"but {why}"})
            plan.counts["kept"] = plan.counts.get("kept", 0) + 1
            continue
        at = decay.crossed_at(entry, stats, config, now) or now
        if "created" in entry.meta:  # it cannot have left before it existed (a new summary)
            at = max(at, entry.created)
        then = decay.score(entry, stats, config, at)
        written = decay.score_floor(then.score)
        changes = archive_changes(entry, at, f"decay score {written} below {threshold:g} "
                                            f"({then.reasons})")
        changes["decay_score"] = written
        drafts.update(entry, changes, layer="archive")
        plan.note("prune", entry.id, f"score {decay.score_text(now_decay.score, threshold)} "
                  f"< {threshold:g}: "
                  f"{now_decay.reasons}", title=entry.title, to=entry.rel_in("archive"),
                  archived_at=clock.format_time(at), decay_score=written)
    plan.actions.extend(drafts.actions())
    return plan


# Purge ------------------------------------------------------------------------------------

def _last_events(store: Store, now: datetime) -> dict[str, datetime]:
    """The time of the latest event naming each id (events after `now` do not count)."""
    latest: dict[str, datetime] = {}
    handle = regular.open_log(store.root, EVENTS)
    if handle is None:
        return latest
    with handle:
        for line in handle:
            try:
                record = json.loads(line)
                entry_id, at = record.get("id"), clock.parse_time(record["at"])
            except Exception:  # noqa: BLE001 - a torn or hand-mangled line is skipped
                continue
            if isinstance(entry_id, str) and at <= now and (
                    entry_id not in latest or at > latest[entry_id]):
                latest[entry_id] = at
    return latest


def superseded_purged(store: StoreView) -> dict[str, list[tuple[str, frozenset[str]]]]:
    """The decisions purge kept in its tombstones: for each entry that replaced a purged one
    (`resolve W --over S`, `contradict S --by W`), the purged ids with the fingerprints of
    their facts (memstore.core.decisions.fact_fingerprints)."""
    found: dict[str, list[tuple[str, frozenset[str]]]] = {}
    handle = regular.open_log(store.root, EVENTS)
    if handle is None:
        return found
    with handle:
        for line in handle:
            if '"facts_sha256"' not in line:  # (only a decided tombstone holds it)
                continue
            try:
                record = json.loads(line)
                by, entry_id, prints = (record["superseded_by"], record["id"],
                                        record["facts_sha256"])
            except Exception:  # noqa: BLE001 - a torn or hand-mangled line is skipped
                continue
            if record.get("event") == "purge" and isinstance(by, str) and isinstance(
                    entry_id, str) and isinstance(prints, list):
                found.setdefault(by, []).append(
                    (entry_id, frozenset(str(p) for p in prints)))
    return found


def in_archive_since(entry: Entry, last_events: dict[str, datetime]) -> datetime | None:
    """When the grace period of an archived entry started (None: unknown)."""
    moments = [m for m in (entry.archived_at, entry.expires_at, last_events.get(entry.id)) if m]
    return max(moments) if moments else None


def _sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _held(days: float, window: float) -> str:
    """How long an entry past the window has been in archive/: whole days, and, when those
    are not past the window, the part of a day that is ("90 days and 5 h", never "90 days
    (over 90)")."""
    whole = math.floor(days)
    if whole > window:
        return f"{whole} days"
    over = max(1, round((days - whole) * 86400))  # (times are whole seconds)
    part = (f"{over} s" if over < 60 else f"{over // 60} min" if over < 3600
            else f"{over // 3600} h")
    return f"{whole} days and {part}"


def plan_purge(store: Store, snapshot: Snapshot) -> Plan:
    """The `purge` job: hard-delete what has been in archive/ past the retention window."""
    plan = Plan("purge")
    plan.warnings.extend(f"skipped malformed file {p}" for p in snapshot.problems)
    config = store.config
    window = config.retention.archive_retention_days
    now = clock.now()
    last_events = _last_events(store, now)
    purged: set[str] = set()
    for entry in snapshot.layer("archive"):
        since = in_archive_since(entry, last_events)
        if since is None:
            plan.warnings.append(f"{entry.rel}: no archived_at or expires_at, so its time in "
                                 "archive/ is unknown; kept (add archived_at to let purge act)")
            continue
        days = clock.days_between(since, now)
        if days <= window:
            continue
        if protected(entry, config) and not _merged_copy(entry, snapshot):
            why = f"protected kind {entry.kind}" if not entry.preserve else "preserve: true"
            plan.warnings.append(f"{entry.rel}: kept ({why}); purge never deletes it, delete "
                                 "the file by hand if it must go")
            continue
        text = store.read_text(entry.rel)
        plan.actions.append(Delete(entry.rel))
        purged.add(entry.id)
        # A decision's loser keeps, in its tombstone, who replaced it and the fingerprints of
        # its facts (hashes, never the text): a note restating it later is known as decided.
        decided = ({"superseded_by": entry.superseded_by,
                    "facts_sha256": fact_fingerprints(entry)}
                   if entry.superseded_by and merged_into(entry) is None else {})
        plan.note("purge", entry.id, f"in archive/ for {_held(days, window)} (over {window})",
                  title_sha256=_sha256(entry.title), content_sha256=_sha256(text),
                  created=clock.format_time(entry.created),
                  archived_at=entry.meta.get("archived_at"),
                  **({"expires_at": entry.meta["expires_at"]} if entry.meta.get("expires_at")
                     else {}),
                  purged_at=clock.format_time(now), **decided)
    _unlink_purged(store, snapshot, purged, plan)
    return plan


def _merged_copy(entry: Entry, snapshot: Snapshot) -> bool:
    """Whether `entry` is a copy a merge absorbed into an entry that is still in long_term/
    (which holds every fact of it), and not itself preserved: a duplicate, which purge deletes
    like any other although its kind is protected; the rule lives on in the survivor. Until
    session 58 it was kept, and every purge warned about it (a user trial). A rule replaced
    by a decision, or whose survivor has left long_term/, is kept as before."""
    into = merged_into(entry)
    if into is None or entry.preserve:
        return False
    survivor = snapshot.find(into)
    return survivor is not None and survivor.layer == "long_term"


def _unlink_purged(store: Store, snapshot: Snapshot, purged: set[str], plan: Plan) -> None:
    """Remove links to purged ids from the entries that stay, so nothing dangles."""
    if not purged:
        return
    drafts = Drafts(store.read_text)
    for entry in snapshot.entries:
        if entry.id in purged:
            continue
        changes: dict[str, Any] = {}
        gone: list[str] = []
        for key in ("supersedes", "sources"):
            values = entry.strings(key)
            kept = [v for v in values if v not in purged]
            if len(kept) != len(values):
                changes[key] = kept or DELETE
                gone += [v for v in values if v in purged]
        for key in ("superseded_by", "compacted_into", "parent"):
            if entry.meta.get(key) and str(entry.meta[key]) in purged:
                changes[key] = DELETE
                gone.append(str(entry.meta[key]))
        if changes:
            drafts.update(entry, changes)
            plan.note("unlink", entry.id, f"links to purged {', '.join(sorted(set(gone)))} "
                      "removed", title=entry.title)
    plan.actions.extend(drafts.actions())


def decay_listing(store: Store, snapshot: Snapshot,
                  now: datetime | None = None) -> list[tuple[Entry, decay.Decay]]:
    """Every long-term entry with its decay, lowest score first (ties by id)."""
    now = clock.now() if now is None else now
    stats = recall_log.stats(store)
    rows = [(entry, decay.score(entry, stats, store.config, now))
            for entry in snapshot.layer("long_term")]
    rows.sort(key=lambda row: (row[1].score, row[0].id))
    return rows


def decay_report(store: Store, snapshot: Snapshot) -> list[dict[str, Any]]:
    """`decay_listing` as JSON-ready rows, each with whether prune would take it and why not."""
    threshold = store.config.decay.prune_threshold
    rows = []
    for entry, result in decay_listing(store, snapshot):
        keep = prune_exemption(entry, store.config, snapshot)
        rows.append({"id": entry.id, "title": entry.title, "kind": entry.kind,
                     "status": entry.status, "path": entry.rel,
                     "last_confirmed": clock.format_time(entry.last_confirmed),
                     "confirmations": entry.confirmations, "successes": entry.successes,
                     "contradictions": entry.contradictions, **result.to_json(),
                     # rounded, the score could land on the threshold's other side (0.1)
                     "score": float(decay.score_text(result.score, threshold, places=4)),
                     "below_threshold": result.score < threshold,
                     "prunable": result.score < threshold and keep is None, "keep": keep})
    return rows


def retention_status(snapshot: Snapshot, store: Store) -> dict[str, Any]:
    """Counts per layer and status, and how many entries no automatic job may archive."""
    layers: dict[str, dict[str, int]] = {layer: {} for layer in LAYERS}
    for entry in snapshot.entries:
        counts = layers[entry.layer]
        counts[entry.status] = counts.get(entry.status, 0) + 1
    order = {status: i for i, status in enumerate(STATUSES)}
    return {
        "layers": {layer: dict(sorted(c.items(), key=lambda kv: order.get(kv[0], 99)))
                   for layer, c in layers.items()},
        "total": len(snapshot.entries),
        "protected": sum(1 for e in snapshot.entries if e.layer != "archive"
                         and store.config.is_protected(e.kind)),
        "preserve": sum(1 for e in snapshot.entries if e.layer != "archive" and e.preserve),
        "malformed": len(snapshot.problems),
    }
