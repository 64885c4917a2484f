"""Executing a plan: the one place a lifecycle job changes files."""

from __future__ import annotations

from memstore.core.entry import LAYERS, check_readable
from memstore.core.plan import Move, Plan, Write
from memstore.storage.store import Store


def apply_plan(store: Store, plan: Plan, *, report: bool = True) -> list[str]:
    """Carry out `plan` under the store lock; returns the report files written.

    `report=False` is for direct edits that change several files (contradict --by): journaled
    and logged like a job, but without a report file.

    The plan is written to an intent journal first (memstore.storage.journal), so a run killed at
    any instant is completed by the next command that takes the lock. A plan with no changes writes
    nothing at all (no report, no events), which is what makes running a job twice at the same
    moment a no-op.
    """
    if plan.empty:
        return []
    from memstore.storage import journal

    for action in plan.actions:  # whatever memstore writes, it can read back
        if isinstance(action, (Write, Move)):
            rel = action.rel if isinstance(action, Write) else action.dst
            if rel.endswith(".md") and rel.split("/", 1)[0] in LAYERS:
                check_readable(action.text, rel, f"{plan.job}: {rel}")

    with store.lock():
        return journal.run(store, plan, report=report)
