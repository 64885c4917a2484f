"""`memstore watch`: follow hand edits in the store with watchdog until Ctrl-C or SIGTERM.

The front end of memstore.app.follow. watchdog's observer thread only queues the paths that
might matter (`follow.relevant`: no .cache/, .git/, log/, reports/ or editor temporary
files); the main thread waits until no event has come for `watch.debounce_ms` (or at most
MAX_WAIT_FACTOR times that, so a never-ending stream of saves is still followed), then runs
one pass over whatever changed since the last one. Each pass prints one line on stdout;
errors in files go to stderr as `error: PATH: REASON`. A signal only sets a flag, which the
loop checks every POLL_SECONDS, so SIGTERM and Ctrl-C stop it well within a second (exit 0).
"""

from __future__ import annotations

import os
import queue
import signal
import sys
import threading
import time
from collections.abc import Iterable
from datetime import datetime
from pathlib import Path
from typing import Any, TextIO

from memstore.app import follow
from memstore.core.errors import BadInput, MemstoreError
from memstore.runtime import clock
from memstore.storage.store import Store

POLL_SECONDS = 0.05
MAX_WAIT_FACTOR = 5
SCHEDULE_CHECK_SECONDS = 60.0


class _Printer:
    def __init__(self, out: TextIO, err: TextIO) -> None:
        self.out, self.err = out, err

    def line(self, text: str) -> None:
        print(text, file=self.out, flush=True)

    def errors(self, findings: Iterable[Any]) -> None:
        for finding in findings:
            print(f"error: {finding}", file=self.err, flush=True)


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
    stop = threading.Event()
    for signum in (signal.SIGTERM, signal.SIGINT):
        signal.signal(signum, lambda *_: stop.set())

    known = follow.file_stats(store)
    count, errors, written = follow.startup_check(store)
    say.errors(errors)
    say.line(f"watching {store.root}: {count} entries, {len(errors)} errors"
             f"{', INDEX.md updated' if written else ''} (Ctrl-C to stop)")

    events: queue.SimpleQueue[str] = queue.SimpleQueue()
    observer = Observer(timeout=0.1)
    try:
        observer.schedule(_queue_handler(store.root, events), str(store.root), recursive=True)
        observer.start()
    except OSError as exc:  # for example the system's limit of inotify watches
        raise BadInput(f"cannot watch {store.root}: {exc}") from None
    loop = _Loop(store, known, say)
    try:
        loop.scheduled()
        loop.run(events, stop)
    finally:
        observer.stop()
        observer.join(timeout=0.5)
    say.line("stopped")
    return 0


class _Loop:
    """The debounce loop and the passes it triggers."""

    def __init__(self, store: Store, known: follow.FileStats, say: _Printer) -> None:
        self.store = store
        self.known = dict(known)
        self.say = say
        self.passes = 0
        self.config_changed = False
        self.last_attempt: datetime | None = None

    def run(self, events: queue.SimpleQueue[str], stop: threading.Event) -> None:
        first = last = 0.0
        pending = False
        next_check = time.monotonic() + SCHEDULE_CHECK_SECONDS
        while not stop.is_set():
            try:
                rel = events.get(timeout=POLL_SECONDS)
            except queue.Empty:
                rel = None
            now = time.monotonic()
            if rel is not None:
                self.config_changed |= rel == follow.CONFIG_NAME
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
            result = follow.follow_pass(self.store, changes)
        except MemstoreError as exc:  # a lock held too long, a file vanished mid-pass, ...
            self.say.errors([exc])
            return False
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
        counts = ", ".join(f"{n} {k}" for k, n in sorted(plan.counts.items())) or "nothing to do"
        report = f"; report {reports[0]}" if reports else ""
        self.say.line(f"scheduled retention run: {counts}{report}")

