"""Executing a plan: the one place a lifecycle job changes files."""

from __future__ import annotations

from memstore import writer
from memstore.plan import Delete, Move, Plan, Write
from memstore.store import Store


def apply_plan(store: Store, plan: Plan) -> list[str]:
    """Carry out `plan` under the store lock; returns the report files written.

    A plan with no changes writes nothing at all (no report, no events), which is what makes
    running a job twice at the same moment a no-op.
    """
    if plan.empty:
        return []
    from memstore import index, reports

    with store.lock():
        for action in plan.actions:
            if isinstance(action, Write):
                store.write(action.rel, action.text)
            elif isinstance(action, Move):
                writer.move(store.path(action.src), store.path(action.dst), action.text)
            elif isinstance(action, Delete):
                writer.delete(store.path(action.rel))
        store.log_events(plan.events)
        written = reports.write(store, plan)
        index.refresh(store)
    return written
