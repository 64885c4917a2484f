"""The archive's jobs as commands run them: prune and purge (memstore.jobs.archive), each
`memstore.app.transaction.run_job` with its planner (memstore.app.status has the looks at the
store that change nothing: the decay listing and the retention counts).
"""

from __future__ import annotations

from memstore.app.transaction import run_job
from memstore.core.plan import Plan
from memstore.jobs.archive import plan_prune, plan_purge
from memstore.storage.store import Store


def prune(store: Store, apply: bool = False) -> tuple[Plan, list[str]]:
    """Plan moving decayed long-term entries to archive/ and, with `apply`, carry it out."""
    return run_job(store, plan_prune, apply)


def purge(store: Store, apply: bool = False) -> tuple[Plan, list[str]]:
    """Plan hard-deleting entries long in archive/ and, with `apply`, carry it out."""
    return run_job(store, plan_purge, apply)

