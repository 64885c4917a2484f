"""`memstore watch`: follow hand edits in the store with watchdog until Ctrl-C or SIGTERM.

The front end of memstore.app.follow. watchdog's observer thread only queues the paths that
might matter (`follow.relevant`: no .cache/, .git/, log/, reports/ or editor temporary
files); the main thread waits until no event has come for `watch.debounce_ms` (or at most
MAX_WAIT_FACTOR times that, so a never-ending stream of saves is still followed), then runs
one pass over whatever changed since the last one. Each pass prints one line on stdout;
errors in files go to stderr as `error: PATH: REASON`.

SIGTERM and Ctrl-C stop it within a fraction of a second (exit 0) whatever it is doing: waiting,
debouncing, or after the pass that is running (a pass is never cut short, so no file is left
half-written; its wait for the store lock is cut into short tries). See `_StopSignals` for why
the loop waits on a pipe the signal writes to rather than on a flag a Python handler sets.
"""

from __future__ import annotations

import os
import queue
import select
import signal
import sys
import threading
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import Any, TextIO

from memstore.app import follow
from memstore.core.errors import BadInput, LockTimeout, MemstoreError
from memstore.core.plural import counted
from memstore.core.printable import printable_text
from memstore.runtime import clock
from memstore.storage.store import Store

POLL_SECONDS = 0.05
MAX_WAIT_FACTOR = 5
SCHEDULE_CHECK_SECONDS = 60.0
LOCK_TRY_SECONDS = 0.5  # a pass waits this long for the store lock, then the loop looks again
OBSERVER_STOP_SECONDS = 1.0  # stopping watchdog's threads may take this long, then they are left
STOP_SIGNALS = (signal.SIGTERM, signal.SIGINT)


class _Printer:
    def __init__(self, out: TextIO, err: TextIO) -> None:
        self.out, self.err = out, err

    def line(self, text: str) -> None:  # escaped, as every command prints (cli.common.echo)
        print(printable_text(text), file=self.out, flush=True)

    def errors(self, findings: Iterable[Any]) -> None:
        for finding in findings:
            print(printable_text(f"error: {finding}"), file=self.err, flush=True)


CHANGES = frozenset({"created", "modified", "deleted", "moved", "closed"})
"""The watchdog event types that mean a file changed ("closed" is a close after writing). Opens,
reads and attribute changes are not: reacting to them, the watcher's own reload of
memstore.yaml, triggered by an open, set off the next one, three times a second forever."""


def _queue_handler(root: Path, events: queue.SimpleQueue[str]) -> Any:
    from watchdog.events import FileSystemEventHandler

    class Handler(FileSystemEventHandler):  # type: ignore[misc]
        def on_any_event(self, event: Any) -> None:
            if event.event_type not in CHANGES:
                return
            for path in (event.src_path, getattr(event, "dest_path", "")):
                if not path:
                    continue
                rel = os.path.relpath(os.fsdecode(path), root).replace(os.sep, "/")
                if follow.relevant(rel, event.is_directory):
                    events.put(rel)

    return Handler()


def watch(store: Store, out: TextIO = sys.stdout, err: TextIO = sys.stderr) -> int:
    """Follow the store until a signal; returns the exit code (0)."""
    from watchdog.observers import Observer

    say = _Printer(out, err)
    # A new note its writer still holds open waits for it (follow.still_open: its lease break
    # would send SIGIO, whose default ends the process).
    signal.signal(signal.SIGIO, signal.SIG_IGN)
    with _StopSignals() as stop:
        events: queue.SimpleQueue[str] = queue.SimpleQueue()
        try:
            with _signals_blocked():  # in watchdog's threads, started here (see _StopSignals)
                observer = Observer(timeout=0.1)
                observer.schedule(_queue_handler(store.root, events), str(store.root),
                                  recursive=True)
                observer.start()
        except OSError as exc:  # for example the system's limit of inotify watches
            raise BadInput(f"cannot watch {store.root}: {exc}") from None
        try:
            # Only now, with the observer running: an edit made once this line is out is seen.
            known = follow.file_stats(store)
            count, errors, written = follow.startup_check(store)
            say.errors(errors)
            say.line(f"watching {store.root}: {counted(count, 'entry', 'entries')}, "
                     f"{counted(len(errors), 'error')}"
                     f"{', INDEX.md updated' if written else ''} (Ctrl-C to stop)")
            loop = _Loop(store, known, say, stop)
            loop.scheduled()
            loop.run(events)
        finally:
            _stop_observer(observer)
    say.line("stopped")
    return 0


class _StopSignals:
    """SIGTERM and SIGINT (Ctrl-C) while watching, noticed whichever thread they reach.

    A Python signal handler runs in the main thread only, when its interpreter loop sees that a
    signal came. Before Python 3.12 (on Linux), a signal the kernel handed to another thread
    marked itself pending without making the main thread look: it looked only when it next
    took the interpreter lock from a busy thread. The watcher's main thread, idle in a queue
    wait with a timeout while watchdog's threads slept, could go on for good: about one
    SIGTERM in 150 under load left it running (the kernel gives a process's signal to another
    thread now and then). So the C-level handler also writes the signal's number to a pipe
    (`signal.set_wakeup_fd`), which it does at once in whatever thread it runs, and the loop
    waits on that pipe: a byte there is a stop whether or not the Python handler has run.
    watchdog's threads also block the signals (`_signals_blocked`), so the kernel hands them
    to the main thread, whose wait they cut short."""

    def __init__(self) -> None:
        self.requested = False
        self._read, self._write = os.pipe()
        os.set_blocking(self._read, False)
        os.set_blocking(self._write, False)
        self._old_fd = signal.set_wakeup_fd(self._write, warn_on_full_buffer=False)
        self._old_handlers = {signum: signal.signal(signum, self._note) for signum in STOP_SIGNALS}

    def _note(self, *_: Any) -> None:
        self.requested = True

    def wait(self, seconds: float) -> bool:
        """Wait up to `seconds` for a stop signal (0: only look); whether one has come."""
        if not self.requested:
            ready, _, _ = select.select([self._read], [], [], seconds)
            if ready:
                try:
                    numbers = os.read(self._read, 512)
                except BlockingIOError:
                    numbers = b""
                self.requested = any(n in numbers for n in STOP_SIGNALS)
        return self.requested

    def __enter__(self) -> _StopSignals:
        return self

    def __exit__(self, *_: object) -> None:
        for signum, handler in self._old_handlers.items():
            signal.signal(signum, handler)
        signal.set_wakeup_fd(self._old_fd)
        os.close(self._read)
        os.close(self._write)


@contextmanager
def _signals_blocked() -> Iterator[None]:
    """The stop signals blocked in this thread and in the threads it starts meanwhile."""
    old = signal.pthread_sigmask(signal.SIG_BLOCK, STOP_SIGNALS)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)


def _stop_observer(observer: Any) -> None:
    """Stop watchdog's threads, waiting for them at most OBSERVER_STOP_SECONDS: its `stop()`
    joins its own threads without a time limit, and they are daemon threads, which the process
    may leave behind when it exits."""
    stopping = threading.Thread(target=observer.stop, daemon=True)
    stopping.start()
    stopping.join(OBSERVER_STOP_SECONDS)
    if not stopping.is_alive():
        observer.join(timeout=OBSERVER_STOP_SECONDS)


class _Loop:
    """The debounce loop and the passes it triggers."""

    def __init__(self, store: Store, known: follow.FileStats, say: _Printer,
                 stop: _StopSignals) -> None:
        self.store = store
        self.known = dict(known)
        self.say = say
        self.stop = stop
        self.passes = 0
        self.config_changed = False
        self.last_attempt: datetime | None = None
        self.lock_busy = False
        self.waiting: set[str] = set()  # new hand-written files no pass could repair yet

    def run(self, events: queue.SimpleQueue[str]) -> None:
        first = last = 0.0
        pending = False
        next_check = time.monotonic() + SCHEDULE_CHECK_SECONDS
        while not self.stop.wait(POLL_SECONDS):
            changed = _drain(events)
            now = time.monotonic()
            if changed:
                self.config_changed |= follow.CONFIG_NAME in changed
                first = now if not pending else first
                last, pending = now, True
            debounce = self.store.config.watch.debounce_ms / 1000
            if pending and (now - last >= debounce or now - first >= debounce * MAX_WAIT_FACTOR):
                pending = not self.one_pass()  # failed (the lock was busy, ...): try again
                first = last = time.monotonic()
            if now >= next_check:
                next_check = now + SCHEDULE_CHECK_SECONDS
                self.scheduled()

    def one_pass(self) -> bool:
        """Reload the config if it changed, then handle the files that changed, if any.
        False when the pass could not run and should be tried again."""
        started = time.perf_counter()
        if self.config_changed:
            self.config_changed = False
            try:
                self.store = Store(self.store.root)
                self.say.line("memstore.yaml reloaded")
            except MemstoreError as exc:
                self.say.errors([f"{exc} (keeping the previous settings)"])
        before = follow.file_stats(self.store)
        changes = follow.Changes.between(self.known, before)
        if not changes:
            return True
        try:
            result = follow.follow_pass(self.store, changes, lock_wait=LOCK_TRY_SECONDS,
                                        waiting=self.waiting)
        except LockTimeout as exc:  # said once while it lasts; the loop tries again
            if not self.lock_busy:
                self.say.errors([f"the store is locked by {exc.holder or 'another process'}: "
                                 "the pass runs when it is free"])
            self.lock_busy = True
            return False
        except MemstoreError as exc:  # a file vanished mid-pass, ...
            self.say.errors([exc])
            return False
        self.lock_busy = False
        self.waiting = (self.waiting - changes.changed - changes.removed) | result.waiting
        self.known = follow.settle(before, follow.file_stats(self.store), result.written)
        self.passes += 1
        self.say.errors(result.errors)
        for line in result.fixed:
            self.say.line(f"  fixed {line}")
        elapsed = (time.perf_counter() - started) * 1000
        self.say.line(f"pass {self.passes}: {result.summary()} ({elapsed:.0f} ms)")
        self.scheduled()
        return True

    def scheduled(self) -> None:
        """Run retention --apply if the schedule says it is due."""
        try:
            if not follow.retention_due(self.store, self.last_attempt):
                return
            self.last_attempt = clock.now()
            plan, reports, written = follow.run_retention(self.store)
        except MemstoreError as exc:
            self.say.errors([f"scheduled retention run failed: {exc}"])
            return
        self.known = follow.settle(self.known, follow.file_stats(self.store), written)
        counts = plan.summary()
        report = f"; report {reports[0]}" if reports else ""
        self.say.line(f"scheduled retention run: {counts}{report}")


def _drain(events: queue.SimpleQueue[str]) -> set[str]:
    """The store-relative paths queued since the last look."""
    changed = set()
    while True:
        try:
            changed.add(events.get_nowait())
        except queue.Empty:
            return changed
