"""Sessions: what an agent loads when a session starts.

The log itself, and the working window it defines, are memstore.storage.session_log; what
happens when a session ends (a consolidation, if the config asks for one) is
memstore.app.lifecycle.end_session, so starting a session never imports the jobs.
"""

from __future__ import annotations

import dataclasses

from memstore.app.context import Context, build_context
from memstore.storage.session_log import checked, current_session, log, new_session_id
from memstore.storage.store import Store

__all__ = ["current_session", "start"]


def start(store: Store, session_id: str | None = None, budget: int | None = None,
          skip_index: bool = False) -> tuple[str, Context]:
    """Start a session: returns its id and the context to load, and logs the start. The
    context's warnings name the malformed files that were skipped.

    The context (memstore.app.context.build_context) is computed before the start is logged, so
    the working window counts the sessions before this one. `skip_index` leaves out what
    INDEX.md holds, for an agent that loads INDEX.md itself (CLAUDE.md's `@memory/INDEX.md`).
    """
    session_id = checked(session_id) or new_session_id(store)
    if budget is None:
        budget = store.config.session.default_budget
    snapshot = store.load()
    context = build_context(store, snapshot, budget, skip_index=skip_index)
    log(store, "start", session_id)
    skipped = [f"skipped {problem}" for problem in snapshot.problems]
    return session_id, dataclasses.replace(context, warnings=[*skipped, *context.warnings])
