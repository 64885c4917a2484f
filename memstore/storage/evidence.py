"""Evidence that waits for a job: confirm, contradict and used never fail because a job runs.

Agents record evidence mid-task; a retention run over a large store may hold the store lock for
minutes. When the lock does not free up within a second, the edit is checked against the store
as it stands (an unknown id still fails at once) and appended to `.cache/pending.jsonl`, one
JSON line `{"at", "op", "id", ...}` in a single write. Whoever holds the lock next folds the
pending lines in, in order, each at the moment it was recorded: the running job as it lets go
of the lock, or a killed job's successor as it takes it (memstore.storage.store.Store.lock). So the
evidence lands in the entry files moments after the job, with its own times, and nothing waits.

An edit whose entry a job removed meanwhile (merged into another, purged) is dropped with an
`evidence-dropped` event naming it. A crash while folding leaves the lines being folded in
`.cache/pending.jsonl.folding`, folded first next time.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from typing import Any

from memstore.core.errors import MemstoreError, UnsafePath
from memstore.storage import regular, writer
from memstore.storage.store import Store

PENDING = ".cache/pending.jsonl"
FOLDING = PENDING + ".folding"
WAIT_SECONDS = 1.0
"""How long an edit waits for the lock before it queues instead."""


def queue(store: Store, record: dict[str, Any]) -> None:
    """Append one edit to the pending log (no lock needed: one write per line)."""
    writer.append_lines(store.path(PENDING), [writer.json_line(record)])


def pending(store: Store) -> bool:
    """Whether edits are waiting (a cheap check, made on every lock). A symlinked `.cache/`
    holds none that memstore would read (it is reported by lint and doctor)."""
    try:
        return os.path.exists(store.path(PENDING)) or os.path.exists(store.path(FOLDING))
    except UnsafePath:
        return False


def count(store: Store) -> int:
    """How many edits are waiting (0 without reading anything when none are)."""
    if not pending(store):
        return 0
    total = 0
    for rel in (FOLDING, PENDING):
        try:
            total += len(regular.read_text(store.path(rel), errors="replace").splitlines())
        except FileNotFoundError:
            pass
    return total


def fold(store: Store, apply: Callable[[dict[str, Any]], object]) -> int:
    """Apply every pending edit in order (the caller holds the lock); returns how many.

    An edit that can no longer apply is logged as `evidence-dropped` and skipped."""
    folding = store.path(FOLDING)
    count = 0
    for _ in range(2):  # a fold a crash interrupted, then what is pending now
        if not folding.exists():
            try:
                os.replace(store.path(PENDING), folding)
            except FileNotFoundError:
                break
        for record in _records(store):
            try:
                apply(record)
            except MemstoreError as exc:
                store.log_events([store.event("evidence-dropped", op=record.get("op"),
                                              id=record.get("id"), reason=str(exc))])
            count += 1
        folding.unlink()
    return count


def _records(store: Store) -> list[dict[str, Any]]:
    records = []
    for line in regular.read_text(store.path(FOLDING), errors="replace").splitlines():
        try:
            record = json.loads(line)
        except ValueError:
            continue  # a torn line: its edit reported success, but the write never finished
        if isinstance(record, dict) and isinstance(record.get("id"), str) and record.get("at"):
            records.append(record)
    return records
