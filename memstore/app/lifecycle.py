"""The layer lifecycle's jobs as commands run them: consolidate and migrate, and the end of a
session, which consolidates when the config asks.

Each is `memstore.app.transaction.run_job` with its planner (memstore.jobs.consolidate,
memstore.jobs.migrate): a dry run, or a transaction that loads, plans and applies.
"""

from __future__ import annotations

from pathlib import Path

from memstore.app.transaction import run_job
from memstore.core.errors import LockTimeout
from memstore.core.plan import Plan
from memstore.jobs.consolidate import plan_consolidation, settle
from memstore.jobs.migrate import plan_migration
from memstore.storage.session_log import current_session, log
from memstore.storage.store import Store


def consolidate(store: Store, apply: bool = False) -> tuple[Plan, list[str]]:
    """Plan a consolidation and, with `apply`, carry it out (memstore.jobs.consolidate); an applied
    run then settles the long-term entries it compared."""
    return run_job(store, plan_consolidation, apply, after=settle)


def migrate(store: Store, source_path: str | Path, apply: bool = False, *,
            source: str | None = None, kind: str | None = None) -> tuple[Plan, list[str]]:
    """Plan the import of `source_path` (memstore.jobs.migrate) and, with `apply`, carry it out."""
    return run_job(store, lambda store, snapshot: plan_migration(
        store, snapshot, source_path, source, kind), apply)


def end_session(store: Store, session_id: str | None = None, *, apply: bool = True
                ) -> tuple[str | None, Plan | None, str | None]:
    """End a session: log it, then run `consolidate --apply` if `session.consolidate_on_end`
    (a dry run when not `apply`: the MCP server's without mcp.allow_apply).

    The session ended is `current_session(store, session_id)`. Returns it with the
    consolidation plan (None when the config does not ask for one, or when a job held the
    store past lock_timeout_seconds; an empty plan when there was nothing to do) and, in that
    last case, who held it. The session is ended either way: a job that holds the store is
    itself a lifecycle run, and the session's notes go to the next consolidation (until session
    59 this failed with the lock's error after logging the end, and an agent that tried again
    without --session ended another agent's session).
    """
    ended = current_session(store, session_id)
    log(store, "end", ended)
    if not store.config.session.consolidate_on_end:
        return ended, None, None
    try:
        plan, _ = consolidate(store, apply=apply)
    except LockTimeout as exc:
        return ended, None, exc.holder or "another process"
    return ended, plan, None
