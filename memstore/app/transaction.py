"""The application's transaction: how every command that changes a store does it.

`transaction(store)` holds the store lock (memstore.storage.lock, waiting up to
lock_timeout_seconds or `wait`). The outermost one, on taking the lock, first completes a run a
crash interrupted (memstore.app.commit.recover: the journal, then its after-commit hooks), so
every change starts from a store with no half-applied run in it, and folds in the evidence edits
that waited for a job (memstore.app.evidence), which it folds in again before letting go. An
edit queued between that last fold and the lock's release would wait for the next command, so
after letting go it looks again (`settle`): while edits wait and the lock is free, it takes the
lock at once and folds them; when another process holds the lock, that one folds them as it
lets go (and looks again after). A completed run is told (memstore.runtime.notices), which the
command line prints on stderr.

`apply_plan(store, plan)` carries out a plan in a transaction (memstore.app.commit.apply_locked:
journaled, then INDEX.md and the health record). `run_job(store, planner, apply)` is every
lifecycle job: a dry run (loading without touching the parse cache), or a transaction that
loads, plans and applies (memstore.app.lifecycle has the two jobs with more to say).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from memstore.app import commit, evidence
from memstore.core.errors import ChangedWhilePlanning, InvalidEntry, LockTimeout
from memstore.core.plan import Plan
from memstore.runtime import notices
from memstore.storage import journal
from memstore.storage.lock import held
from memstore.storage.store import Snapshot, Store

Planner = Callable[[Store, Snapshot], Plan]
"""A job's planner: decides from the store and a snapshot at the clock's now, changes nothing."""


@contextmanager
def transaction(store: Store, wait: float | None = None) -> Iterator[None]:
    """Hold the store lock, starting from a completed store (see the module docstring)."""
    outer = not held(store.root)
    with _locked(store, wait, outer):
        yield
    if outer:
        settle(store)


# Each round folds what others queued meanwhile; a store that busy is settled by them.
SETTLE_ROUNDS = 8


def settle(store: Store) -> None:
    """Fold the evidence edits that wait while no one holds the lock (see the module
    docstring): called after a process lets go of the lock and after an edit is queued, so
    none waits for a later command."""
    for _ in range(SETTLE_ROUNDS):
        if held(store.root) or not evidence.pending(store):
            return
        try:
            with _locked(store, 0, True):
                pass
        except LockTimeout:
            return  # its holder folds them as it lets go, and settles after


@contextmanager
def _locked(store: Store, wait: float | None, outer: bool) -> Iterator[None]:
    with store.lock(wait):
        if outer:
            recovered = commit.recover(store)
            if recovered is not None:
                for line in journal.messages(recovered):
                    notices.tell(line)
            _fold(store)
        yield
        if outer:
            _fold(store)


def _fold(store: Store) -> None:
    if evidence.pending(store):
        evidence.fold(store)


def apply_plan(store: Store, plan: Plan, *, report: bool = True) -> list[str]:
    """Carry out `plan` in a transaction; returns the report files written (see
    memstore.app.commit.apply_locked)."""
    if plan.empty:
        return []
    with transaction(store):
        return commit.apply_locked(store, plan, report=report)


# A job plans again from a fresh load when a file it would change was saved while it planned
# (editors and `git pull` take no lock); a file saved that often is left to the next run.
PLAN_ATTEMPTS = 3


def run_job(store: Store, planner: Planner, apply: bool = False,
            after: Callable[[Snapshot, Plan], None] | None = None) -> tuple[Plan, list[str]]:
    """Plan a job and, with `apply`, carry it out in a transaction; returns the plan and the
    report files written (none for a dry run, which loads without touching the cache). An
    entry file the plan changes that was saved while the job planned makes it plan again from
    a fresh load (so the save is never overwritten), at most PLAN_ATTEMPTS times, then
    ChangedWhilePlanning (nothing changed). `after(snapshot, plan)` runs once an applied plan
    is carried out, still in the transaction."""
    if not apply:
        return planner(store, store.load(write_cache=False)), []
    with transaction(store):
        for _ in range(PLAN_ATTEMPTS):
            snapshot = store.load()
            plan = planner(store, snapshot)
            planned, changed = commit.as_planned(store, snapshot, plan)
            if not changed:
                break
        else:
            raise ChangedWhilePlanning(plan.job, changed, PLAN_ATTEMPTS)
        written = commit.apply_locked(store, plan, planned=planned)
        if after is not None:
            after(snapshot, plan)
        return plan, written


def regenerate_index(store: Store, budget: int | None = None) -> tuple[list[InvalidEntry], bool]:
    """`memstore index`: regenerate INDEX.md (fitted to `budget` tokens, if given) in a
    transaction; returns the files that could not be loaded and whether it was written."""
    with transaction(store):
        snapshot = store.load()
        return snapshot.problems, commit.refresh_index(store, snapshot, budget)
