"""Appending to the store's JSONL logs (log/events.jsonl, recall.jsonl, sessions.jsonl,
health.jsonl): one object a line, in one write, every string in them screened for secrets on the
way (memstore.core.screening). Commands refuse a secret in what they are given before they get
here; this is the guard for whatever they missed.

The screening's regexes are what a command that never logs (`list`, `show`) should not load,
so the appending lives here rather than in memstore.storage.store.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from memstore.core import screening
from memstore.core.errors import CannotWrite
from memstore.storage import safepath, writer
from memstore.storage.store import EVENTS, Store


def writable(store: Store, rel: str = EVENTS) -> None:
    """Refuse (naming it) a log that cannot be appended to: a symlink, a folder or FIFO, or
    `log` a file. A command that changes an entry and then logs it checks first, so that it
    fails before it changes anything."""
    safepath.writable(store.root, rel)


def append(store: Store, rel: str, records: list[dict[str, Any]]) -> None:
    """Append `records` to the log at `rel`, screened, in one write."""
    safepath.writable(store.root, rel)
    try:
        writer.append_lines(store.path(rel), [writer.json_line(screening.scrub(r))
                                              for r in records])
    except (FileExistsError, NotADirectoryError):
        raise CannotWrite(rel, f"{Path(rel).parent}/ is not a folder") from None
    except OSError as exc:
        raise CannotWrite(rel, exc.strerror or type(exc).__name__) from None


def events(store: Store, records: list[dict[str, Any]]) -> None:
    """Append `records` (each made by `Store.event`) to log/events.jsonl."""
    append(store, EVENTS, records)
