"""The recall log, `log/recall.jsonl`: the source of how often and how lately each entry was
recalled. Entry files are never rewritten on a read, so a recall is never a git diff."""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from memstore.core import jsonline
from memstore.core.decay import RecallStats
from memstore.runtime import clock
from memstore.storage import logs, regular, session_log
from memstore.storage.store import RECALLS, Store, StoreView

MAX_LOGGED_QUERY = 1000
"""The most of a query the log keeps (characters): nothing reads it back, and a query of
megabytes (an MCP argument has no size limit) would fill the log towards
`regular.MAX_LOG_BYTES`, past which no command reads it."""


def append(store: Store, query: str, ids: Sequence[str], session: str | None = None,
           via: str = "cli", relevance: Sequence[float] | None = None) -> None:
    """Log one recall (one line, one write, safe with concurrent writers): the ids returned,
    best first, and how well each matched the query when given (what `recall_sessions` reads
    as the recall's answers)."""
    if len(query) > MAX_LOGGED_QUERY:
        query = query[:MAX_LOGGED_QUERY] + "..."
    record: dict[str, Any] = {"at": clock.format_time(clock.now()), "query": query,
                              "ids": list(ids), "session": session, "via": via}
    if relevance is not None:
        record["relevance"] = [round(float(r), 6) for r in relevance]
    logs.append(store, RECALLS, [record])


ANSWER_SHARE = 0.8
"""A hit whose relevance is at least this share of the first hit's is one of the recall's
answers: it matches the query about as well, and only decay, evidence or status put it lower
(they move a score by about 20%, a candidate's by 40%). Below it, a hit was only listed."""

_last: list[Any] = [None, {}]  # the key and stats of the last log read (see stats)


def stats(store: StoreView) -> dict[str, RecallStats]:
    """Per-entry recall counts and times, ignoring lines that are not valid records.

    Only recalls up to the clock's now count, so a simulation that travels back sees the past.
    """
    path = store.root / RECALLS
    times: dict[str, list[datetime]] = {}
    now = clock.now()
    handle = regular.open_log(store.root, RECALLS)  # (`log` a file: named, not a crash)
    if handle is None:
        return {}
    info = os.fstat(handle.fileno())
    # The log only grows, so (size, mtime, inode) and the clock identify what it says: repeated
    # recalls (a probe set, a simulation) read it once. Stated before reading, so a line
    # appended meanwhile changes the key and the next call reads again.
    key = (str(path), info.st_size, info.st_mtime_ns, info.st_ino, now)
    if _last[0] == key:
        handle.close()
        return dict(_last[1])
    with handle:
        for line in handle:
            try:
                record = json.loads(line)
                at = clock.parse_time(record["at"])
                ids = record["ids"]
            except Exception:  # noqa: BLE001 - a torn or hand-mangled line is skipped
                continue
            if at > now or not isinstance(ids, list):
                continue
            for entry_id in ids:
                times.setdefault(str(entry_id), []).append(at)
    result = {k: RecallStats(len(v), max(v), tuple(sorted(v))) for k, v in times.items()}
    _last[:] = [key, result]
    return dict(result)


def answers(record: dict[str, Any]) -> list[str]:
    """The ids a logged recall answered with: the first hit and every hit whose relevance is
    at least ANSWER_SHARE of the first's. A line without usable relevance (written before it
    was logged, or by hand) counts every id it lists, as it always did."""
    ids = [str(i) for i in record["ids"]]
    relevance = record.get("relevance")
    if (not isinstance(relevance, list) or len(relevance) != len(ids) or not ids
            or not all(isinstance(r, (int, float)) and not isinstance(r, bool)
                       for r in relevance)):
        return ids
    floor = ANSWER_SHARE * float(relevance[0])
    return [ids[0], *(i for i, r in zip(ids[1:], relevance[1:], strict=True) if r >= floor)]


def recall_sessions(store: StoreView) -> dict[str, frozenset[str]]:
    """The distinct sessions each entry answered a recall in, up to the clock's now: evidence
    of use for promotion (`promotion.min_recall_sessions`).

    Only the recall's answers count (`answers`: the first hit and those matching the query
    about as well): an entry listed fourth, far below the first, because it shares one word
    with the query was shown, not used. A recall counts in the session it names; one
    logged without a session (no --session or $MEMSTORE_SESSION) counts in the session open at
    that moment in log/sessions.jsonl, if any.
    """
    now = clock.now()
    text = regular.read_log(store.root, RECALLS)
    if not text:
        return {}
    known = sorted(session_log.recent_sessions(store), key=lambda s: (s.started, s.id))
    found: dict[str, set[str]] = {}
    for line in jsonline.lines(text):
        try:
            record = json.loads(line)
            at = clock.parse_time(record["at"])
            ids = record["ids"]
            session = record.get("session")
        except Exception:  # noqa: BLE001 - a torn or hand-mangled line is skipped
            continue
        if at > now or not isinstance(ids, list):
            continue
        if not isinstance(session, str) or not session:
            session = _open_at(known, at)
        if session is None:
            continue
        for entry_id in answers(record):
            found.setdefault(entry_id, set()).add(session)
    return {k: frozenset(v) for k, v in found.items()}


def _open_at(known: list[session_log.Session], at: datetime) -> str | None:
    """The session open at `at`: the latest started by then and not ended before it."""
    for session in reversed(known):
        if session.started <= at and (session.ended is None or session.ended >= at):
            return session.id
    return None
