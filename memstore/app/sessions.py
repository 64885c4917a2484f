"""Sessions: `log/sessions.jsonl`, what an agent loads at session start, and the working window.

A session start appends `{"at", "event": "start", "session"}`, a session end `{"at", "event":
"end", "session"}`; nothing else is recorded about a session. The working window, the working
entries loaded in full at session start, is every working entry created in the last
`working.window_days` days or since the start of the `working.window_sessions`-th most recent
session, whichever keeps more (SPEC section 5).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

from memstore.core import screening
from memstore.core.entry import Entry, check_session
from memstore.runtime import clock
from memstore.storage import regular
from memstore.storage.store import SESSIONS, Snapshot, Store

if TYPE_CHECKING:
    from memstore.app.context import Context
    from memstore.core.plan import Plan


@dataclass(frozen=True)
class Session:
    """One session as the log knows it: its id, when it started, and when it ended (if it did)."""

    id: str
    started: datetime
    ended: datetime | None = None


def new_session_id(store: Store) -> str:
    """`s-<UTC stamp>-<4 hex>`, derived from the clock (and unique within the log)."""
    stamp = clock.stamp(clock.now())
    known = {s.id for s in _read(store, upto=None)}
    salt = 0
    while True:
        digest = hashlib.sha256(f"{stamp}:{salt}".encode()).hexdigest()[:4]
        candidate = f"s-{stamp}-{digest}"
        if candidate not in known:
            return candidate
        salt += 1


def start(store: Store, session_id: str | None = None, budget: int | None = None,
          skip_index: bool = False) -> tuple[str, Context]:
    """Start a session: returns its id and the context to load, and logs the start. The
    context's warnings name the malformed files that were skipped.

    The context (memstore.app.context.build_context) is computed before the start is logged, so
    the working window counts the sessions before this one. `skip_index` leaves out what
    INDEX.md holds, for an agent that loads INDEX.md itself (CLAUDE.md's `@memory/INDEX.md`).
    """
    from memstore.app.context import build_context

    session_id = _checked(session_id) or new_session_id(store)
    if budget is None:
        budget = store.config.session.default_budget
    snapshot = store.load()
    context = build_context(store, snapshot, budget, skip_index=skip_index)
    _log(store, "start", session_id)
    skipped = [f"skipped {problem}" for problem in snapshot.problems]
    return session_id, dataclasses.replace(context, warnings=[*skipped, *context.warnings])


def end(store: Store, session_id: str | None = None) -> Plan | None:
    """End a session: log it, then run `consolidate --apply` if `session.consolidate_on_end`.

    The session ended is `current_session(store, session_id)`. Returns the consolidation plan
    (None when the config does not ask for one; an empty plan when there was nothing to do).
    """
    _log(store, "end", current_session(store, session_id))
    if not store.config.session.consolidate_on_end:
        return None
    from memstore.jobs.consolidate import consolidate

    plan, _ = consolidate(store, apply=True)
    return plan


def current_session(store: Store, session_id: str | None = None) -> str | None:
    """The session meant: `session_id`, else $MEMSTORE_SESSION, else the most recent one
    started and not yet ended (None when there is none)."""
    return (_checked(session_id) or _checked(os.environ.get("MEMSTORE_SESSION") or None)
            or _open_session(store))


def recent_sessions(store: Store, n: int | None = None) -> list[Session]:
    """Sessions started up to the clock's now, most recent first (at most `n`)."""
    found = sorted(_read(store, upto=clock.now()), key=lambda s: (s.started, s.id), reverse=True)
    return found if n is None else found[:n]


def window_start(store: Store) -> datetime:
    """The earliest `created` still in the working window (see the module docstring)."""
    cfg = store.config.working
    now = clock.now()
    by_days = now - timedelta(days=cfg.window_days)
    sessions = recent_sessions(store, cfg.window_sessions) if cfg.window_sessions else []
    if not sessions:
        return by_days
    return min(by_days, sessions[-1].started)


def working_window(store: Store, snapshot: Snapshot) -> list[Entry]:
    """The working entries in the window, newest first (then by id)."""
    since = window_start(store)
    found = [e for e in snapshot.layer("working") if e.created >= since]
    return sorted(found, key=lambda e: (-e.created.timestamp(), e.id))


def _checked(session_id: str | None) -> str | None:
    return check_session(session_id.strip() if session_id is not None else None)


def _log(store: Store, event: str, session_id: str | None) -> None:
    if session_id:
        session_id = screening.screen(session_id, "the session", store.config.secrets.mode)
    store.append_log(SESSIONS, [{"at": clock.format_time(clock.now()), "event": event,
                                 "session": session_id}])


def _open_session(store: Store) -> str | None:
    for session in recent_sessions(store):
        if session.ended is None:
            return session.id
    return None


def _read(store: Store, upto: datetime | None) -> list[Session]:
    """Every session in the log (starts up to `upto`), skipping lines that are not records."""
    starts: dict[str, datetime] = {}
    ends: dict[str, datetime] = {}
    try:
        text = regular.read_text(store.path(SESSIONS), errors="replace")
    except FileNotFoundError:
        return []
    for line in text.splitlines():
        try:
            record = json.loads(line)
            at = clock.parse_time(record["at"])
            event, sid = record["event"], record["session"]
        except Exception:  # noqa: BLE001 - a torn or hand-mangled line is skipped
            continue
        if not isinstance(sid, str) or (upto is not None and at > upto):
            continue
        if event == "start":
            starts[sid] = min(at, starts.get(sid, at))
        elif event == "end":
            ends[sid] = max(at, ends.get(sid, at))
    return [Session(sid, at, ends.get(sid)) for sid, at in starts.items()]
