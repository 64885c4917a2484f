"""Following hand edits: what `memstore watch` does when files in the store change.

The watcher (memstore/watch.py, the front end holding watchdog) only notices that something
happened and waits for a quiet moment; this module decides what changed and acts on it:

- What changed is found by comparing every entry file's size, modification time and inode
  with the state after the previous pass (`file_stats`), not by trusting the event stream:
  a burst of saves, a `git checkout` or an editor's save-by-rename all come out as one set
  of changed, new and removed files, and a pass that finds nothing does nothing.
- Each changed file is validated (`lint.check` limited to those files): a parse error, an
  unknown kind, a status that does not fit its layer, a duplicate id, a dangling link or a
  secret is reported by path and reason. A file that does not parse is left as it is.
- New hand-written files (new, without an id) get an id, dates and the schema version
  (`lint.fix` limited to those files) when `watch.allow_writes` is on; a file name that is
  not an id is renamed to one. An empty one waits for its text (its writer has it open). A
  new file that could not be repaired yet (bad YAML, a time that is not one) stays new until
  it is: the save that fixes it gets it its id.
- INDEX.md is regenerated when its text would change.
- The pass's own writes are recorded as the new known state, so they never trigger a pass.

`retention_due` says when the scheduled `retention run --apply` is due
(`schedule.retention_every_days`, counted from the newest retention report, or from the last
attempt in this process when a run had nothing to change).
"""

from __future__ import annotations

import errno
import fcntl
import os
import signal
import threading
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path, PurePosixPath
from typing import Any

from memstore.app import lint
from memstore.app.commit import refresh_index
from memstore.app.lint import Finding
from memstore.app.transaction import run_job, transaction
from memstore.core.config import CONFIG_NAME
from memstore.core.entry import LAYERS
from memstore.core.plan import Move, Plan, Write
from memstore.jobs.retention import plan_retention_run
from memstore.runtime import clock
from memstore.storage.store import Snapshot, Store

Stat = tuple[int, int, int]
FileStats = Mapping[str, Stat]
IGNORED_TOP = (".cache", ".git", "log", "reports")
_TEMP_SUFFIXES = ("~", ".swp", ".swx", ".swo", ".tmp", ".bak", ".part")
_RENAMED = ": renamed to "


def file_stats(store: Store) -> dict[str, Stat]:
    """(size, mtime_ns, inode) of every entry file by store-relative path, reading no file: a
    cheap way to tell whether anything changed since a load (this module, the MCP server).
    Like loading, it skips names starting with '.'; an atomic rewrite changes the inode."""
    stats: dict[str, Stat] = {}
    root = str(store.root)
    for layer in LAYERS:
        for folder, dirs, names in os.walk(os.path.join(root, layer)):
            dirs[:] = [d for d in dirs if not d.startswith(".")]
            rel_folder = os.path.relpath(folder, root).replace(os.sep, "/")
            for name in names:
                if name.endswith(".md") and not name.startswith("."):
                    try:
                        st = os.stat(os.path.join(folder, name))
                    except OSError:
                        continue
                    stats[f"{rel_folder}/{name}"] = (st.st_size, st.st_mtime_ns, st.st_ino)
    return stats


class LiveStore:
    """A store kept loaded for a long-running front end (the MCP server): the snapshot is
    reloaded only when an entry file or memstore.yaml changed (`file_stats`), and the config
    is re-read when memstore.yaml did. Threads share it under `guard` (the store lock is
    re-entrant per process, so it cannot keep two threads of one process apart)."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.store = Store(root)
        self.guard = threading.RLock()
        self._snapshot: Snapshot | None = None
        self._signature: tuple[Any, ...] | None = None

    def snapshot(self) -> Snapshot:
        """The current snapshot (reloaded through the parse cache only if a file changed)."""
        signature = self._current_signature()
        if self._snapshot is None or signature != self._signature:
            if self._signature is not None and signature[0] != self._signature[0]:
                self.store = Store(self.root)  # memstore.yaml changed: re-read the config
            self._snapshot = self.store.load(write_cache=False)
            self._signature = signature
        return self._snapshot

    def changed(self) -> None:
        """Forget the snapshot after changing files."""
        self._snapshot = None

    def _current_signature(self) -> tuple[Any, ...]:
        try:
            st = os.stat(self.root / CONFIG_NAME)
            config_sig: tuple[int, int] | None = (st.st_size, st.st_mtime_ns)
        except OSError:
            config_sig = None
        return (config_sig, file_stats(self.store))


def relevant(rel: str, is_dir: bool = False) -> bool:
    """Whether a change to store-relative `rel` can matter: an entry file, a folder in a layer
    (moving one moves its entries) or memstore.yaml; not a derived, logged or git-internal
    file, and not an editor's temporary file."""
    parts = PurePosixPath(rel).parts
    if not parts or parts[0] in IGNORED_TOP or any(p.startswith((".", "#")) for p in parts):
        return False
    if is_dir:
        return parts[0] in LAYERS
    name = parts[-1]
    if name.endswith(_TEMP_SUFFIXES) or name == "4913":  # 4913: vim's write-permission probe
        return False
    if rel == CONFIG_NAME:
        return True
    return parts[0] in LAYERS and len(parts) > 1 and name.endswith(".md")


@dataclass
class Changes:
    """Entry files that differ between two `file_stats` results."""

    changed: set[str] = field(default_factory=set)
    created: set[str] = field(default_factory=set)
    removed: set[str] = field(default_factory=set)

    @classmethod
    def between(cls, known: FileStats, current: FileStats) -> Changes:
        changed = {rel for rel, sig in current.items() if known.get(rel) != sig}
        return cls(changed, {rel for rel in changed if rel not in known},
                   set(known) - set(current))

    def __bool__(self) -> bool:
        return bool(self.changed or self.removed)


@dataclass
class PassResult:
    """What one pass saw and did."""

    changes: Changes
    errors: list[Finding] = field(default_factory=list)
    fixed: list[str] = field(default_factory=list)
    index_written: bool = False
    written: set[str] = field(default_factory=set)
    waiting: set[str] = field(default_factory=set)  # new hand-written files not repaired yet

    def summary(self) -> str:
        """One line: counts of what changed and what the pass did."""
        c = self.changes
        counts = ((len(c.changed - c.created), "changed"), (len(c.created), "new"),
                  (len(c.removed), "removed"))
        parts = [f"{n} {what}" for n, what in counts if n]
        parts.append(f"{len(self.errors)} error{'s' if len(self.errors) != 1 else ''}")
        if self.fixed:
            parts.append(f"{len(self.fixed)} given ids and defaults")
        parts.append("INDEX.md updated" if self.index_written else "INDEX.md unchanged")
        return ", ".join(parts)


def follow_pass(store: Store, changes: Changes, lock_wait: float | None = None,
                waiting: Collection[str] = ()) -> PassResult:
    """Validate the changed files, repair new ones (if allowed) and refresh INDEX.md.
    `waiting`: the files an earlier pass found new but could not repair (`PassResult.waiting`),
    still new to this one. Waits for the store lock `lock_wait` seconds (default:
    lock_timeout_seconds), then raises LockTimeout, having done nothing."""

    result = PassResult(changes)
    new = changes.created | (set(waiting) & changes.changed)
    with transaction(store, lock_wait):
        snapshot = store.load()
        # Hand-written: new and without an id (what memstore writes always has one), so a
        # `git checkout` bringing older files is validated but never rewritten.
        hand = {e.rel for e in snapshot.entries if e.rel in new and "id" not in e.meta}
        hand |= {p.path for p in snapshot.problems if p.path in new}
        # An empty file is one being written (`cmd > note.md` makes it first, an editor may
        # too): given an id, it was replaced, and what its writer wrote next went to the file
        # it had open, gone (a note lost whole). It waits for its text.
        empty = {e.rel for e in snapshot.entries
                 if e.rel in hand and not e.meta and not e.body.strip()}
        # So is one its writer still holds open (`cat > note.md` typing on, a tool streaming
        # its output): its next write would go to the file an id replaced. Its close is the
        # change that brings it to the next pass.
        empty |= {rel for rel in hand - empty if still_open(store.path(rel))}
        hand -= empty
        if store.config.watch.allow_writes:
            result.waiting = empty
        if hand and store.config.watch.allow_writes:
            result.fixed = lint.fix(store, snapshot, only=hand)
            if result.fixed:
                result.written = _fixed_paths(result.fixed)
                snapshot = store.load()
            # (a file that does not parse yet: the save that mends it is its first reading)
            result.waiting |= {p.path for p in snapshot.problems if p.path in hand}
        checked = (changes.changed | result.written) - changes.removed
        result.errors = [f for f in lint.check(store, snapshot, only=checked)
                         if f.severity == "error"]
        result.index_written = refresh_index(store, snapshot)
    return result


def still_open(path: Path) -> bool:
    """Whether another process still has the file open, where that can be told (Linux: a
    write lease is refused while any other descriptor for the file is open). Only once the
    process ignores SIGIO (`memstore watch` does), the signal the kernel would send, were
    someone to open the file in the instant the lease is held; elsewhere False."""
    if not hasattr(fcntl, "F_SETLEASE") or signal.getsignal(signal.SIGIO) != signal.SIG_IGN:
        return False
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError:
        return False
    try:
        fcntl.fcntl(fd, fcntl.F_SETLEASE, fcntl.F_WRLCK)
    except OSError as exc:
        return exc.errno in (errno.EAGAIN, errno.EBUSY)
    else:
        fcntl.fcntl(fd, fcntl.F_SETLEASE, fcntl.F_UNLCK)
        return False
    finally:
        os.close(fd)


def startup_check(store: Store) -> tuple[int, list[Finding], bool]:
    """Validate the whole store and refresh INDEX.md: (entries, errors, index written)."""

    with transaction(store):
        snapshot = store.load()
        errors = [f for f in lint.check(store, snapshot) if f.severity == "error"]
        written = refresh_index(store, snapshot)
    return len(snapshot.entries), errors, written


def _fixed_paths(lines: list[str]) -> set[str]:
    """The files `lint.fix` wrote, from its report lines ('PATH: set ...', 'OLD: renamed to
    NEW')."""
    paths: set[str] = set()
    for line in lines:
        if _RENAMED in line:
            old, _, new = line.rpartition(_RENAMED)
            paths.update((old, new))
        else:
            paths.add(line.rsplit(": set ", 1)[0])
    return paths


def settle(before: FileStats, after: FileStats, written: set[str]) -> dict[str, Stat]:
    """The known state after a pass: what the pass started from (`before`), plus the files it
    wrote itself as they are now (`after`). A file a person saved while the pass ran keeps its
    old state, so the next pass still sees it as changed."""
    state = dict(before)
    for rel in written:
        if rel in after:
            state[rel] = after[rel]
        else:
            state.pop(rel, None)
    return state


# Scheduled jobs -------------------------------------------------------------------------------

def last_retention_run(store: Store) -> datetime | None:
    """When the newest applied retention run happened (its report's time stamp), or None."""
    newest = None
    try:
        names = [p.name for p in store.path("reports").iterdir()]
    except OSError:
        return None
    for name in names:
        stem, _, job = name.removesuffix(".json").removesuffix(".md").partition("-")
        if not job.startswith("retention"):
            continue
        try:
            at = datetime.strptime(stem, "%Y%m%dT%H%M%SZ").replace(tzinfo=UTC)
        except ValueError:
            continue
        newest = at if newest is None or at > newest else newest
    return newest


def retention_due(store: Store, last_attempt: datetime | None = None) -> bool:
    """Whether `schedule.retention_every_days` calls for a retention run now."""
    every = store.config.schedule.retention_every_days
    if every is None:
        return False
    last = max((t for t in (last_retention_run(store), last_attempt) if t is not None),
               default=None)
    return last is None or clock.now() - last >= timedelta(days=every)


def run_retention(store: Store) -> tuple[Plan, list[str], set[str]]:
    """Apply one retention run; returns the plan, its report files and the entry files it
    wrote or moved (so the watcher knows they were its own writes)."""
    plan, reports = run_job(store, plan_retention_run, apply=True)
    written: set[str] = set()
    for action in plan.actions:
        if isinstance(action, Write):
            written.add(action.rel)
        elif isinstance(action, Move):
            written.update((action.src, action.dst))
    return plan, reports, written
