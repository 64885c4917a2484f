"""The retention lifecycle: stale marking, archival rules, branch cleanup, and the whole run.

Rules (each "after N days" means more than N days; times written derive from the inputs):

stale        An active long-term entry not confirmed, recalled or restored for
             `stale_after_days` (120) becomes `stale`, with `stale_since` = the latest of those
             + 120 days.
             So does one whose `anchors` (paths relative to the git repository holding the
             store) git shows deleted, or rewritten by more than `anchor_change_ratio` (half the
             lines), since `last_confirmed` (or a person's restore, if later); `stale_since`
             is then the time of the commit that did it. `memstore confirm` makes it active again.
stale ->     A stale entry neither confirmed nor recalled for `stale_archive_days` (180) after
archive      `stale_since` (or its last recall, if later) moves to archive/ then.
superseded   A superseded entry still in long_term/ and not confirmed or recalled for
-> archive   `inactive_archive_days` (120) moves to archive/ then.
branch       An entry with `scope: branch` whose branch was merged into
cleanup      `branch_cleanup.main_branch` more than `after_days` (30) ago (or restored by a
             person more than that ago, if later) moves to archive/.
             A branch that no longer exists counts from its merge commit on the main branch if
             one names it, else from the entry's last confirmation or recall. Never: project
             scope, the main branch, the branch checked out now.

No rule touches protected kinds, `preserve: true` or `needs_review` entries. Git is only read
(memstore.storage.gitinfo): no fetch, no remote names or URLs.

`plan_retention_run` chains every job in order (consolidate and expire, prune, compact, branch
cleanup, stale marking and archival), each planning on the store as the earlier ones leave it
(memstore.storage.chain), until a pass changes nothing: one plan, one report.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

from memstore.core.decay import decay_start
from memstore.core.entry import Entry
from memstore.core.plan import Drafts, Plan
from memstore.core.verdict_memo import VerdictMemo
from memstore.jobs.archive import archive_changes, automatic_exemption, plan_prune
from memstore.jobs.compact import plan_compaction
from memstore.jobs.consolidate import plan_consolidation
from memstore.runtime import clock
from memstore.storage import gitinfo, recall_log, verdict_cache
from memstore.storage.chain import Overlay
from memstore.storage.store import Snapshot, Store, StoreView

MAX_PASSES = 3
Job = Callable[[StoreView, Snapshot], Plan]


def last_activity(entry: Entry, stats: Mapping[str, Any], now: datetime) -> datetime:
    """The latest of the entry's last confirmation, its restore and its last recall (up to
    `now`)."""
    last = decay_start(entry)
    recalls = stats.get(entry.id)
    if recalls is not None:
        times = [t for t in recalls.times if t <= now]
        if times:
            last = max(last, max(times))
    return last


def _days(n: float) -> timedelta:
    return timedelta(days=n)


def _date(moment: datetime) -> str:
    return clock.format_time(moment)[:10]


def stale_clock(entry: Entry, stats: Mapping[str, Any], now: datetime) -> datetime:
    """When a stale entry's archive window started: `stale_since` (else its last confirmation),
    or its last recall if that came later."""
    since = entry.meta.get("stale_since")
    start = clock.parse_time(since, "stale_since") if since else entry.last_confirmed
    return max(start, last_activity(entry, stats, now))


# Stale marking and archival ---------------------------------------------------------------

def _anchor_reasons(entry: Entry, repo: Path | None, ratio: float,
                    now: datetime) -> list[tuple[datetime, str]]:
    """(when, why) for each anchor git shows deleted or heavily changed since last_confirmed
    (or since a person restored the entry, if later: what they brought back is not marked
    stale again for the change it was archived for)."""
    if repo is None:
        return []
    found = []
    start = entry.since_restore(entry.last_confirmed)
    since = "restored" if start > entry.last_confirmed else "last confirmed"
    for anchor in entry.strings("anchors"):
        change = gitinfo.path_change(repo, anchor, start, now)
        if change is None or not change.existed or not (change.deleted or change.ratio > ratio):
            continue
        at = gitinfo.changed_beyond_at(repo, anchor, start, now, ratio) or now
        what = "deleted" if change.deleted else f"{change.ratio:.0%} of its lines rewritten"
        found.append((max(at, start), f"anchor {anchor} {what} in git since {since}"))
    return found


def plan_stale(store: StoreView, snapshot: Snapshot, stats: Mapping[str, Any] | None = None,
               repo: Path | None = None) -> Plan:
    """Mark entries stale, then archive stale and superseded entries past their windows."""
    plan = Plan("stale")
    plan.warnings.extend(f"skipped malformed file {p}" for p in snapshot.problems)
    cfg = store.config.retention
    now = clock.now()
    stats = recall_log.stats(store) if stats is None else stats
    if repo is None and any(e.meta.get("anchors") for e in snapshot.layer("long_term")):
        repo = gitinfo.repo_root(store.root)
        if repo is None:
            plan.warnings.append("entries have anchors but the store is not in a git "
                                 "repository: anchors not checked")
    drafts = Drafts(store.read_text)
    for entry in snapshot.layer("long_term"):
        for anchor in entry.strings("anchors"):
            if gitinfo.safe_path(anchor) is None:
                plan.warnings.append(f"{entry.rel}: anchor '{anchor}' is not a path inside the "
                                     "repository; ignored")
        exempt = automatic_exemption(entry, store.config)
        if exempt:
            if entry.status == "active":
                for _, why in _anchor_reasons(entry, repo, cfg.anchor_change_ratio, now):
                    plan.warnings.append(f"{entry.id} ({exempt}): {why}; check it by hand")
            continue
        if entry.status == "active":
            _mark(entry, stats, now, repo, drafts, plan, store)
            entry = drafts.view(entry)
        if entry.status == "stale":
            start = stale_clock(entry, stats, now)
            due = start + _days(cfg.stale_archive_days)
            if now > due:
                reason = (f"stale since {entry.meta.get('stale_since', _date(start))[:10]}, "
                          f"not confirmed or recalled for {cfg.stale_archive_days} days")
                _archive(entry, due, reason, drafts, plan)
        elif entry.status == "superseded":
            due = last_activity(entry, stats, now) + _days(cfg.inactive_archive_days)
            if now > due:
                by = f" by {entry.superseded_by}" if entry.superseded_by else ""
                reason = (f"superseded{by}, not confirmed or recalled for "
                          f"{cfg.inactive_archive_days} days")
                _archive(entry, due, reason, drafts, plan)
    plan.actions.extend(drafts.actions())
    return plan


def _mark(entry: Entry, stats: Mapping[str, Any], now: datetime, repo: Path | None,
          drafts: Drafts, plan: Plan, store: StoreView) -> None:
    cfg = store.config.retention
    reasons = _anchor_reasons(entry, repo, cfg.anchor_change_ratio, now)
    last = last_activity(entry, stats, now)
    if now > last + _days(cfg.stale_after_days):
        reasons.append((last + _days(cfg.stale_after_days),
                        f"not confirmed or recalled for {cfg.stale_after_days} days "
                        f"(last {_date(last)})"))
    if not reasons:
        return
    since, _ = min(reasons)
    why = "; ".join(text for _, text in sorted(reasons))
    drafts.update(entry, {"status": "stale", "stale_since": clock.format_time(since)})
    plan.note("stale", entry.id, why, title=entry.title, stale_since=clock.format_time(since))


def _archive(entry: Entry, at: datetime, reason: str, drafts: Drafts, plan: Plan) -> None:
    drafts.update(entry, archive_changes(entry, at, reason), layer="archive")
    plan.note("archive", entry.id, reason, title=entry.title, to=entry.rel_in("archive"),
              archived_at=clock.format_time(at))


# Branch cleanup ---------------------------------------------------------------------------

def plan_branch_cleanup(store: StoreView, snapshot: Snapshot,
                        stats: Mapping[str, Any] | None = None) -> Plan:
    """Archive branch-scoped entries of branches merged or deleted over `after_days` ago."""
    plan = Plan("branch-cleanup")
    plan.warnings.extend(f"skipped malformed file {p}" for p in snapshot.problems)
    cfg = store.config.branch_cleanup
    groups: dict[str, list[Entry]] = {}
    for entry in snapshot.entries:
        if entry.layer != "archive" and entry.scope == "branch" and entry.branch:
            groups.setdefault(entry.branch, []).append(entry)
    groups.pop(cfg.main_branch, None)
    if not cfg.enabled or not groups:
        return plan
    repo = gitinfo.repo_root(store.root)
    if repo is None:
        plan.warnings.append("branch entries found but the store is not in a git repository: "
                             "branch cleanup skipped")
        return plan
    now = clock.now()
    stats = recall_log.stats(store) if stats is None else stats
    current = gitinfo.current_branch(repo)
    existing = gitinfo.branches(repo)
    if gitinfo.branch_ref(repo, cfg.main_branch) is None:
        plan.warnings.append(f"main branch '{cfg.main_branch}' not found in the repository: "
                             "merges not detected (set branch_cleanup.main_branch)")
    drafts = Drafts(store.read_text)
    for branch, entries in sorted(groups.items()):
        if branch == current:
            continue  # the branch being worked on is never cleaned up by age alone
        if branch in existing:
            merged = gitinfo.merged_at(repo, branch, cfg.main_branch, now)
            if merged is None:
                continue
            why = f"branch {branch} was merged into {cfg.main_branch} on {_date(merged)}"
        else:
            merged = gitinfo.merge_time_by_message(repo, branch, cfg.main_branch, now)
            why = (f"branch {branch} no longer exists (merged into {cfg.main_branch} on "
                   f"{_date(merged)})" if merged else f"branch {branch} no longer exists")
        for entry in entries:
            if automatic_exemption(entry, store.config):
                continue
            if merged is not None:
                start, tail = entry.since_restore(max(merged, entry.created)), ""
            else:
                start = last_activity(entry, stats, now)
                tail = f", entry last confirmed or recalled {_date(start)}"
            due = start + _days(cfg.after_days)
            if now > due:
                _archive(entry, due, f"{why}{tail}; over {cfg.after_days} days", drafts, plan)
    plan.actions.extend(drafts.actions())
    return plan


# The whole run ----------------------------------------------------------------------------

def jobs(store: Store, stats: Mapping[str, Any],
         memo: VerdictMemo | None = None) -> list[tuple[str, Job]]:
    """The retention run's jobs in order (every one a pure `(store, snapshot) -> Plan`);
    consolidation starts from and adds to `memo` when one is given."""
    return [
        ("consolidate", lambda s, snap: plan_consolidation(s, snap, memo)),
        ("prune", lambda s, snap: plan_prune(s, snap, stats)),
        ("compact", plan_compaction),
        ("branch-cleanup", lambda s, snap: plan_branch_cleanup(s, snap, stats)),
        ("stale", lambda s, snap: plan_stale(s, snap, stats)),
    ]


def plan_retention_run(store: Store, snapshot: Snapshot) -> Plan:
    """Every lifecycle job in order, each seeing the results of the ones before (one plan)."""
    plan = Plan("retention")
    if not store.config.retention.enabled:
        plan.warnings.append("retention is disabled (retention.enabled: false in memstore.yaml)")
        return plan
    stats = recall_log.stats(store)
    overlay = Overlay(store, snapshot)
    seen: set[tuple[str, ...]] = set()
    # One table of the judge's answers for every pass: a pass after the first meets mostly
    # the pairs the one before judged (memstore.core.verdict_memo; pure, so the plan is the
    # same). Kept for the next run by a run that may write, as `consolidate --apply` keeps it.
    extra = store.config.judge.extra()
    memo = verdict_cache.load(store.root, extra)
    steps = jobs(store, stats, memo)
    for _ in range(MAX_PASSES):
        changed = False
        for _name, job in steps:
            step = job(overlay.store, overlay.snapshot())
            overlay.add(step)
            changed = changed or bool(step.actions)
            _merge_into(plan, step, seen)
        if not changed:
            break
    plan.actions = overlay.actions()
    if snapshot.cache_writable:
        verdict_cache.save(store.root, memo, extra)
    return plan


def _merge_into(plan: Plan, step: Plan, seen: set[tuple[str, ...]]) -> None:
    """Add a step's report items and events (each decision once) and its new warnings."""
    for item in step.items:
        key = (str(item.get("action")), str(item.get("id")), str(item.get("reason")))
        if key in seen:
            continue
        seen.add(key)
        plan.items.append(item)
        plan.counts[item["action"]] = plan.counts.get(item["action"], 0) + 1
    for event in step.events:
        event = {**event, "job": f"retention/{step.job}"}
        key = (str(event.get("event")), str(event.get("id")), str(event.get("reason")))
        if ("event", *key) not in seen:
            seen.add(("event", *key))
            plan.events.append(event)
    for warning in step.warnings:
        if warning not in plan.warnings:
            plan.warnings.append(warning)
