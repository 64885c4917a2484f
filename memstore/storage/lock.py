"""The store lock: one writer at a time, across processes.

An advisory `flock` on `.cache/lock`. The kernel drops it when its holder dies, so a lock left
by a killed process is taken over at once; the file's text names the current holder for the
message a waiting writer prints when it gives up.
"""

from __future__ import annotations

import errno
import fcntl
import os
import sys
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path

from memstore.core.errors import CannotWrite, LockTimeout, NotRegularFile, UnsafePath
from memstore.storage import regular, safepath

_held: set[Path] = set()


def held(root: Path) -> bool:
    """Whether this process already holds the store's lock (an inner `with` is a no-op)."""
    return root / ".cache" / "lock" in _held


@contextmanager
def store_lock(root: Path, timeout: float, *, _env: bool = True) -> Iterator[None]:
    """Hold the store's exclusive lock; re-entrant within one process."""
    path = root / ".cache" / "lock"
    if path in _held:
        yield
        return
    # A committed symlink must not be written through, nor a file at .cache or a folder or
    # FIFO at .cache/lock make it fail halfway (safepath.writable names them).
    safepath.writable(root, ".cache/lock")
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        fd = regular.open_fd(path, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW, 0o666)
    except NotRegularFile as exc:
        raise CannotWrite(".cache/lock", f"it is {exc.kind}, not a regular file; move it "
                          "away") from None
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise UnsafePath(".cache/lock", safepath.SYMLINK_REASON) from None
        raise
    try:
        wait = float(os.environ.get("MEMSTORE_LOCK_TIMEOUT", timeout)) if _env else timeout
        _acquire(fd, path, wait)
        holder = f"pid {os.getpid()} ({' '.join(['memstore', *sys.argv[1:]])[:200]})"
        try:
            os.ftruncate(fd, 0)
            os.pwrite(fd, holder.encode("utf-8"), 0)
        except OSError:
            pass  # (a full disk: the name is for a waiting writer's message, the lock holds)
        _held.add(path)
        try:
            yield
        finally:
            _held.discard(path)
            fcntl.flock(fd, fcntl.LOCK_UN)
    finally:
        os.close(fd)


@contextmanager
def try_store_lock(root: Path, wait: float) -> Iterator[bool]:
    """Hold the store's lock if it frees up within `wait` seconds: yields True when held, False
    (holding nothing) when another process keeps it longer. For work that may be skipped."""
    with ExitStack() as stack:
        try:
            stack.enter_context(store_lock(root, wait, _env=False))
        except LockTimeout:
            yield False
            return
        yield True


def _acquire(fd: int, path: Path, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    delay = 0.005
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return
        except BlockingIOError:
            if time.monotonic() >= deadline:
                try:
                    holder = os.pread(fd, 300, 0).decode("utf-8", "replace").strip()
                    holder = "".join(c for c in holder if c.isprintable())  # (a committed file)
                except OSError:
                    holder = ""
                raise LockTimeout(timeout, holder) from None
            time.sleep(delay)
            delay = min(delay * 2, 0.1)
