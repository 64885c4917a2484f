"""Committing a change to a store whose lock is held: the journaled plan and the work after it.

`apply_locked(store, plan)` checks that whatever the plan writes reads back, journals it and
carries it out (memstore.storage.journal), then runs the after-commit hooks, `AFTER_COMMIT`:

- INDEX.md is regenerated if its text would change (`refresh_index`, the one function that
  writes INDEX.md, also called by the edits and commands that change it without a plan);
- after a consolidation or retention run, the health measurement is appended to
  log/health.jsonl (memstore.app.health).

`recover(store)` completes a run a crash interrupted, hooks included. Both need the lock held:
memstore.app.transaction takes it (and is what commands use).
"""

from __future__ import annotations

from typing import Any

from memstore.app import index
from memstore.core.entry import LAYERS, check_readable
from memstore.core.errors import FileTooLarge
from memstore.core.plan import Move, Plan, Write
from memstore.storage import journal, regular, reports
from memstore.storage.store import HEALTH, Snapshot, Store

# Jobs after which the health measurement is appended to log/health.jsonl (memstore.app.health).
HEALTH_JOBS = ("consolidate", "retention")


def refresh_index(store: Store, snapshot: Snapshot | None = None,
                  budget: int | None = None) -> bool:
    """Regenerate INDEX.md if its text would change; True when it was written."""
    text = index.render(snapshot or store.load(), store, budget)
    path = store.path(index.INDEX_FILE)
    wanted = text.encode("utf-8")
    try:  # (a larger file differs: it is never read)
        if regular.read_limited(path, len(wanted)) == wanted:
            return False
    except (FileNotFoundError, FileTooLarge):
        pass
    store.write(index.INDEX_FILE, text)
    return True


def _index_hook(store: Store, record: dict[str, Any]) -> None:
    refresh_index(store)


def _health_offset(store: Store) -> dict[str, Any]:
    return {"health_offset": journal.size(store.path(HEALTH))}


def _health_hook(store: Store, record: dict[str, Any]) -> None:
    # Only applied runs append to the health log, under the lock: if it grew, this one did.
    if record["job"] in HEALTH_JOBS and journal.size(store.path(HEALTH)) <= record.get(
            "health_offset", 0):
        from memstore.app import health  # its measurements cost a confirm's start-up time

        health.record(store, record["job"])


AFTER_COMMIT = (journal.Hook(_index_hook, writes=(index.INDEX_FILE,)),
                journal.Hook(_health_hook, note=_health_offset))


def as_planned(store: Store, snapshot: Snapshot, plan: Plan) -> tuple[dict[str, bytes], list[str]]:
    """The entry files `plan` changes as `snapshot` loaded them ({path: bytes}, for
    `apply_locked`), and those changed since the load (a person saved one while the job was
    planning: its plan would overwrite the save)."""
    loaded = {entry.rel for entry in snapshot.entries}
    found: dict[str, bytes] = {}
    changed: list[str] = []
    for action in plan.actions:
        rel = action.src if isinstance(action, Move) else action.rel
        if rel not in loaded:
            continue
        data = snapshot.as_loaded(store.root, rel)
        if data is None:
            changed.append(rel)
        else:
            found[rel] = data
    return found, changed


def apply_locked(store: Store, plan: Plan, *, report: bool = True,
                 planned: dict[str, bytes] | None = None) -> list[str]:
    """Carry out `plan` (the caller holds the lock); returns the report files written.

    `report=False` is for direct edits that change several files (contradict --by): journaled
    and logged like a job, but without a report file. A plan with no changes writes nothing at
    all (no report, no events), which is what makes running a job twice at the same moment a
    no-op. `planned` ({path: bytes}, from `as_planned`) holds the files as the plan was made
    from them: one that differs now is left alone, never overwritten.
    """
    if plan.empty:
        return []
    for action in plan.actions:  # whatever memstore writes, it can read back
        if isinstance(action, (Write, Move)):
            rel = action.rel if isinstance(action, Write) else action.dst
            if rel.endswith(".md") and rel.split("/", 1)[0] in LAYERS:
                check_readable(action.text, rel, f"{plan.job}: {rel}")
    files = reports.prepare(store, plan) if report else {}
    return journal.run(store, plan, files, AFTER_COMMIT, planned).reports


def recover(store: Store) -> journal.Outcome | None:
    """Complete a run a crash interrupted (the caller holds the lock); None if there was none."""
    return journal.recover(store, AFTER_COMMIT)
