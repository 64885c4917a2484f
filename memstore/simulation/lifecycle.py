"""The lifecycle as a user runs it: session start and end, the daily retention run, a weekly
purge.

Each job is called through the same library function the command line calls, and counted, so
the verdict says what ran.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from memstore.app import sessions
from memstore.app.lifecycle import end_session
from memstore.app.transaction import run_job
from memstore.core.plan import Plan
from memstore.jobs import retention
from memstore.jobs.archive import plan_purge
from memstore.storage.store import Store

if TYPE_CHECKING:
    from memstore.app.context import Context


@dataclass
class Lifecycle:
    """Runs the lifecycle on a store and remembers which jobs ran and what they decided."""

    store: Store
    ran: dict[str, int] = field(default_factory=dict)
    decisions: dict[str, int] = field(default_factory=dict)

    def _ran(self, job: str) -> None:
        self.ran[job] = self.ran.get(job, 0) + 1

    def start_session(self) -> tuple[str, Context]:
        """`memstore session start`: logs the session and returns the context it prints."""
        return sessions.start(self.store)

    def end_session(self, session_id: str) -> Plan | None:
        """`memstore session end`: logs the end and consolidates if the config says so."""
        _, plan, _ = end_session(self.store, session_id)
        if plan is not None:
            self._ran("session end: consolidate")
            self._decided(plan)
        return plan

    def retention_run(self) -> Plan | None:
        """`memstore retention run --apply`: every job in order, one report."""
        plan, _reports = run_job(self.store, retention.plan_retention_run, apply=True)
        self._ran("retention run")
        for name, _job in retention.jobs(self.store, {}):
            self._ran(f"retention run: {name}")
        self._decided(plan)
        return plan

    def purge(self) -> Plan | None:
        """`memstore purge --apply`: hard-delete what has been archived for over 90 days."""
        plan, _reports = run_job(self.store, plan_purge, apply=True)
        self._ran("purge")
        self._decided(plan)
        return plan

    def _decided(self, plan: Plan) -> None:
        for action, n in plan.counts.items():
            self.decisions[action] = self.decisions.get(action, 0) + n

    def summary(self) -> dict[str, Any]:
        return {"ran": dict(sorted(self.ran.items())),
                "decisions": dict(sorted(self.decisions.items()))}
