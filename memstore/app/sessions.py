"""Sessions: what an agent loads when a session starts.

The log itself, and the working window it defines, are memstore.storage.session_log; what
happens when a session ends (a consolidation, if the config asks for one) is
memstore.app.lifecycle.end_session, so starting a session never imports the jobs.
"""

from __future__ import annotations

import dataclasses

from memstore.app import index
from memstore.app.context import Context, build_context
from memstore.core.errors import MemstoreError
from memstore.storage import regular
from memstore.storage.session_log import checked, current_session, log, new_session_id
from memstore.storage.store import Snapshot, Store

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
    outdated = skip_index and _index_rules_outdated(store, snapshot)
    context = build_context(store, snapshot, budget, skip_index=skip_index,
                            index_outdated=outdated)
    log(store, "start", session_id)
    skipped = [f"skipped {problem}" for problem in snapshot.problems]
    return session_id, dataclasses.replace(context, warnings=[*skipped, *context.warnings])


_INDEX_LIMIT = 8 * 1024 * 1024


def _index_rules_outdated(store: Store, snapshot: Snapshot) -> bool:
    """Whether INDEX.md (what CLAUDE.md imports) holds other rules, or another review notice,
    than the store does now: an entry edited by hand, a git pull, a decision taken since the
    file was written. Its long-term part may lag (levels change as days pass); the rules may
    not, since `session start --skip-index` leaves them to it."""
    try:
        text = regular.read_limited(store.path(index.INDEX_FILE), _INDEX_LIMIT).decode(
            "utf-8", "replace")
    except (OSError, MemstoreError):
        text = ""
    return index.rules_part(text) != index.current_rules(snapshot, store)
