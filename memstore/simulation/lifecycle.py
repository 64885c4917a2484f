"""The lifecycle as a user runs it: session start and end, the daily retention run, a weekly
purge.

Each job is called through the same library function the command line calls. A job whose
module is not importable is recorded as missing (and the simulation goes on without it), so a
verdict never silently rests on a lifecycle that did not run.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from memstore.app.transaction import run_job
from memstore.core.plan import Plan
from memstore.storage.store import Store

if TYPE_CHECKING:
    from memstore.app.context import Context


@dataclass
class Lifecycle:
    """Runs the lifecycle on a store and remembers which jobs ran and which were missing."""

    store: Store
    ran: dict[str, int] = field(default_factory=dict)
    missing: dict[str, str] = field(default_factory=dict)
    decisions: dict[str, int] = field(default_factory=dict)

    def _ran(self, job: str) -> None:
        self.ran[job] = self.ran.get(job, 0) + 1

    def _missing(self, job: str, exc: Exception) -> None:
        self.missing.setdefault(job, f"{type(exc).__name__}: {exc}")

    def start_session(self) -> tuple[str, Context]:
        """`memstore session start`: logs the session and returns the context it prints."""
        from memstore.app import sessions

        return sessions.start(self.store)

    def end_session(self, session_id: str) -> Plan | None:
        """`memstore session end`: logs the end and consolidates if the config says so."""
        from memstore.app import sessions

        try:
            plan = sessions.end(self.store, session_id)
        except ImportError as exc:  # memstore.jobs.consolidate has not landed
            self._missing("consolidate", exc)
            return None
        if plan is not None:
            self._ran("session end: consolidate")
            self._decided(plan)
        return plan

    def retention_run(self) -> Plan | None:
        """`memstore retention run --apply`: every job in order, one report."""
        try:
            from memstore.jobs import retention
        except ImportError as exc:
            self._missing("retention run", exc)
            return None
        plan, _reports = run_job(self.store, retention.plan_retention_run, apply=True)
        self._ran("retention run")
        for name, job in retention.jobs(self.store, {}):
            if job is None:
                self._missing(name, ImportError(f"the retention run skipped {name}"))
            else:
                self._ran(f"retention run: {name}")
        self._decided(plan)
        return plan

    def purge(self) -> Plan | None:
        """`memstore purge --apply`: hard-delete what has been archived for over 90 days."""
        try:
            from memstore.jobs.archive import plan_purge
        except ImportError as exc:
            self._missing("purge", exc)
            return None
        plan, _reports = run_job(self.store, plan_purge, apply=True)
        self._ran("purge")
        self._decided(plan)
        return plan

    def _decided(self, plan: Plan) -> None:
        for action, n in plan.counts.items():
            self.decisions[action] = self.decisions.get(action, 0) + n

    def summary(self) -> dict[str, Any]:
        return {"ran": dict(sorted(self.ran.items())),
                "missing": dict(sorted(self.missing.items())),
                "decisions": dict(sorted(self.decisions.items()))}
