"""The retention run as commands run it: every lifecycle job in order, one plan
(memstore.jobs.retention.plan_retention_run), a dry run unless applied."""

from __future__ import annotations

from memstore.app.transaction import run_job
from memstore.core.plan import Plan
from memstore.jobs.retention import plan_retention_run
from memstore.storage.store import Store


def run(store: Store, apply: bool = False) -> tuple[Plan, list[str]]:
    """Plan one retention run and, with `apply`, carry it out in one transaction."""
    return run_job(store, plan_retention_run, apply)
