"""Spreading a long, independent computation over the machine's cores, results in order.

Consolidation scores thousands of candidate pairs, each batch independent of the others, in pure
Python: one core does all of it unless the batches go to worker processes. `ordered_map(func,
items)` is `map(func, items)`, the same results in the same order, computed by a pool of forked
processes when that is worth it and possible:

- `MEMSTORE_WORKERS` sets how many processes (default: the cores this process may use); 1 runs
  everything here, in this process.
- Only where `fork` exists (Linux): the workers inherit `func` and everything it reaches (the
  loaded store) instead of having it sent to them, and start in milliseconds.
- `func` and its results must not depend on which process runs it: it must be a pure function of
  its item and of state set before the call, and the results must pickle. Caches a worker fills
  stay in that worker.

Each worker dies with its parent (`_die_with_parent`), quietly.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterable, Iterator
from typing import Any, TypeVar

from memstore.core.errors import MemstoreError

T = TypeVar("T")
R = TypeVar("R")

ENV = "MEMSTORE_WORKERS"
# Items handed to a worker at a time: enough to keep the pipes quiet, few enough to balance.
CHUNK = 8

_task: Callable[[Any], Any] | None = None  # what the forked workers run (inherited, not sent)
_parent = 0  # the pid that forked the workers


def count() -> int:
    """How many processes `ordered_map` would use: MEMSTORE_WORKERS, else the usable cores."""
    wanted = os.environ.get(ENV, "").strip()
    if wanted:
        try:
            return max(1, int(wanted))
        except ValueError:
            raise MemstoreError(
                f"{ENV} must be a whole number of processes, not {wanted!r}") from None
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def ordered_map(func: Callable[[T], R], items: Iterable[T], *,
                worth_it: bool = True, chunk: int = CHUNK) -> Iterator[R]:
    """`map(func, items)`, by worker processes when `worth_it` and there are several (see the
    module docstring). `items` is consumed as the workers need it, and results come back in
    order as they are done, so neither side is ever held whole. `chunk` items go to a worker
    at a time."""
    global _task, _parent
    processes = count()
    if not worth_it or processes < 2 or _task is not None or not _can_fork():
        yield from map(func, items)
        return
    # Imported here: multiprocessing costs every command that imports this module ~20 ms, and
    # most calls (small batches) never start a worker.
    import multiprocessing

    _task, _parent = func, os.getpid()
    try:
        context = multiprocessing.get_context("fork")
        with context.Pool(processes, initializer=_die_with_parent) as pool:
            yield from pool.imap(_run, items, chunksize=chunk)
    finally:
        _task = None


def _can_fork() -> bool:
    # macOS offers fork but many of its system libraries are unsafe after it.
    import multiprocessing

    return sys.platform.startswith("linux") and "fork" in multiprocessing.get_all_start_methods()


def _run(item: Any) -> Any:
    assert _task is not None  # set before the pool forked
    return _task(item)


PR_SET_PDEATHSIG = 1


def _die_with_parent() -> None:
    """A worker whose parent is gone (killed, say) exits quietly instead of printing a
    BrokenPipeError traceback for the result it can no longer hand back: a broken pipe ends it
    with SIGPIPE (Python ignores that signal by default), and on Linux the parent's death
    itself sends it SIGTERM."""
    import signal

    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0)
    except (OSError, AttributeError):  # not Linux: the SIGPIPE rule still holds
        pass
    if os.getppid() != _parent:  # the parent died before prctl took effect
        os._exit(0)
