"""The archive's jobs as commands run them: prune and purge (memstore.jobs.archive), the decay
listing behind them, and the retention counts.

`prune` and `purge` are `memstore.app.transaction.run_job` with their planners; the listing and
the counts read the store without touching the parse cache (a look, like a dry run).
"""

from __future__ import annotations

from typing import Any

from memstore.app.transaction import run_job
from memstore.core.errors import InvalidEntry
from memstore.core.plan import Plan
from memstore.jobs.archive import decay_report, plan_prune, plan_purge, retention_status
from memstore.storage.store import Snapshot, Store


def prune(store: Store, apply: bool = False) -> tuple[Plan, list[str]]:
    """Plan moving decayed long-term entries to archive/ and, with `apply`, carry it out."""
    return run_job(store, plan_prune, apply)


def purge(store: Store, apply: bool = False) -> tuple[Plan, list[str]]:
    """Plan hard-deleting entries long in archive/ and, with `apply`, carry it out."""
    return run_job(store, plan_purge, apply)


def decay(store: Store) -> tuple[list[InvalidEntry], list[dict[str, Any]]]:
    """Every long-term entry's decay score and why, lowest first (memstore.jobs.archive
    .decay_report), with the files that could not be loaded."""
    snapshot = store.load(write_cache=False)
    return snapshot.problems, decay_report(store, snapshot)


def status(store: Store, snapshot: Snapshot | None = None) -> dict[str, Any]:
    """Entries per layer and status, and the protected, preserved and malformed counts."""
    return retention_status(store.load(write_cache=False) if snapshot is None else snapshot, store)
