"""The session log, `log/sessions.jsonl`, and the working window it defines.

A session start appends `{"at", "event": "start", "session"}`, a session end `{"at", "event":
"end", "session"}`; nothing else is recorded about a session. The working window, the working
entries loaded in full at session start, is every working entry created in the last
`working.window_days` days or since the start of the `working.window_sessions`-th most recent
session, whichever keeps more (SPEC section 5). Starting and ending a session (what else they
do) is memstore.app.sessions.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta

from memstore.core import jsonline, screening
from memstore.core.entry import Entry, check_session
from memstore.runtime import clock
from memstore.storage import logs, regular
from memstore.storage.store import SESSIONS, Snapshot, Store, StoreView


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


def current_session(store: Store, session_id: str | None = None) -> str | None:
    """The session meant: `session_id`, else $MEMSTORE_SESSION, else the most recent one
    started and not yet ended (None when there is none)."""
    return (checked(session_id) or checked(os.environ.get("MEMSTORE_SESSION") or None)
            or _open_session(store))


def recent_sessions(store: StoreView, n: int | None = None) -> list[Session]:
    """Sessions started up to the clock's now, most recent first (at most `n`); of sessions
    started in the same second, the one logged later first (until session 57 the larger id
    was, so `session end` after two starts at one --now ended the first)."""
    logged = list(enumerate(_read(store, upto=clock.now())))
    found = [s for _, s in sorted(logged, key=lambda p: (p[1].started, p[0]), reverse=True)]
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
    return newest_first(e for e in snapshot.layer("working") if e.created >= since)


def newest_first(entries: Iterable[Entry]) -> list[Entry]:
    """Entries by `created`, newest first, then by id: the working window's order."""
    return sorted(entries, key=lambda e: (-e.created.timestamp(), e.id))


def checked(session_id: str | None) -> str | None:
    """`session_id` stripped and checked as a session id (None stays None)."""
    return check_session(session_id.strip() if session_id is not None else None)


def log(store: Store, event: str, session_id: str | None) -> None:
    """Append a start or end of `session_id` to the log (screened for secrets)."""
    if session_id:
        session_id = screening.screen(session_id, "the session", store.config.secrets.mode)
    logs.append(store, SESSIONS, [{"at": clock.format_time(clock.now()), "event": event,
                                 "session": session_id}])


def _open_session(store: Store) -> str | None:
    for session in recent_sessions(store):
        if session.ended is None:
            return session.id
    return None


def _read(store: StoreView, upto: datetime | None) -> list[Session]:
    """Every session in the log (starts up to `upto`), skipping lines that are not records."""
    starts: dict[str, datetime] = {}
    ends: dict[str, datetime] = {}
    text = regular.read_log(store.root, SESSIONS)
    if not text:
        return []
    for line in jsonline.lines(text):
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
