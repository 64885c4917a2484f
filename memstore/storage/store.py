"""The store: finding its root, loading every layer, looking entries up, and logging.

Loading reports each malformed file as a problem and goes on with the rest, so one bad hand
edit never hides the other memories. All writes go through `memstore.storage.writer`; every command
that changes anything holds the store lock (in a transaction, memstore.app.transaction).
"""

from __future__ import annotations

import errno
import gc
import os
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from memstore.core import config
from memstore.core.entry import LAYERS, Entry, parse_entry, stem_of
from memstore.core.errors import (
    AmbiguousId,
    DuplicateId,
    EntryNotFound,
    InvalidEntry,
    MemstoreError,
    NotRegularFile,
    StoreNotFound,
)
from memstore.core.fileformat import MAX_FILE_BYTES, decode
from memstore.runtime import clock
from memstore.storage import cache, configfile, regular, safepath, writer
from memstore.storage.cache import BODY, CTIME, DIGEST, FACTS, LINE, MEMOS, META, MTIME, SIZE
from memstore.storage.lock import store_lock

LOG_DIR = "log"
EVENTS = "log/events.jsonl"
RECALLS = "log/recall.jsonl"
SESSIONS = "log/sessions.jsonl"
HEALTH = "log/health.jsonl"


def find_root(store_option: str | os.PathLike[str] | None = None, cwd: Path | None = None) -> Path:
    """The store root: --store, else $MEMSTORE_DIR, else the nearest memory/memstore.yaml up."""
    explicit = store_option or os.environ.get("MEMSTORE_DIR")
    if explicit:
        root = Path(explicit).expanduser().absolute()
        if not (root / config.CONFIG_NAME).is_file():
            if (root / "memory" / config.CONFIG_NAME).is_file():
                return root / "memory"
            from_env = not store_option or str(store_option) == os.environ.get("MEMSTORE_DIR")
            raise StoreNotFound(root, "$MEMSTORE_DIR" if from_env else "--store")
        return root
    start = (cwd or Path.cwd()).absolute()
    for folder in (start, *start.parents):
        if (folder / config.CONFIG_NAME).is_file() and folder.name == "memory":
            return folder
        if (folder / "memory" / config.CONFIG_NAME).is_file():
            return folder / "memory"
    raise StoreNotFound(start)


def read_entry_bytes(path: str | os.PathLike[str], rel: str) -> bytes:
    """The bytes of the entry file at `path` (store path `rel`): a regular file, not a
    symlink, of at most MAX_FILE_BYTES, judged by its size before a byte is read, so a huge
    (or sparse) file costs no memory (InvalidEntry naming `rel` otherwise)."""
    try:
        fd = regular.open_fd(path, os.O_RDONLY | os.O_NOFOLLOW)
    except NotRegularFile as exc:
        raise InvalidEntry(rel, f"is {exc.kind}, not a regular file") from None
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise InvalidEntry(rel, "a symlink; it is not followed (replace it with the file "
                               "itself)") from None
        raise
    with open(fd, "rb") as handle:
        size = os.fstat(handle.fileno()).st_size
        if size > MAX_FILE_BYTES:
            raise InvalidEntry(rel, f"file is {size} bytes, over the {MAX_FILE_BYTES} limit")
        return handle.read(MAX_FILE_BYTES + 1)  # (decode refuses one that grew meanwhile)


def _within(path: str, root: str) -> bool:
    return path == root or path.startswith(root.rstrip(os.sep) + os.sep)


def _points_to_folder(item: os.DirEntry[str]) -> bool:
    try:
        return item.is_dir()
    except OSError:  # a loop of links
        return False


@dataclass
class Snapshot:
    """Every entry of a store as loaded at one moment, and the files that could not be."""

    entries: list[Entry]
    problems: list[InvalidEntry] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.by_id: dict[str, list[Entry]] = {}
        for entry in self.entries:
            self.by_id.setdefault(entry.id, []).append(entry)
        self._records: dict[str, cache.Record] = {}
        self._memos_changed = False
        self.cache_root: Path | None = None
        """The store whose `.cache/` derived data of this snapshot may be kept in."""
        self.cache_writable = False
        """Whether that cache may be written (False after a dry-run load)."""

    def bind_cache(self, root: Path, records: dict[str, cache.Record], writable: bool) -> None:
        """Remember the parse-cache records this snapshot came from, for `memo`."""
        self._records = records
        self.cache_root = root
        self.cache_writable = writable

    def memo(self, entry: Entry, name: str, compute: Callable[[], Any]) -> Any:
        """`compute()`, a value derived from `entry`'s file alone, kept in the parse cache.

        The value must be made of plain data (str, int, float, bool, None, list, tuple, dict)
        and depend on nothing but the file's content: name it `family/version`, where version
        changes with the code (storing one version drops the others of its family). It is kept
        until the file changes; `save_memos` writes new ones. An entry that is not as
        loaded (a planned view, another snapshot's) is simply computed.
        """
        record = self._record(entry)
        if record is None:
            return compute()
        memos = record[MEMOS]
        if name in memos:
            return memos[name]
        family = name.partition("/")[0] + "/"
        for stale in [k for k in memos if k.startswith(family)]:
            del memos[stale]  # a memo of another version of the same computation
        value = memos[name] = compute()
        self._memos_changed = True
        return value

    def memoized(self, entry: Entry, name: str) -> bool:
        """Whether `memo(entry, name, ...)` would answer from the parse cache, without
        computing (a caller with many to compute can work them out together first)."""
        record = self._record(entry)
        return record is not None and name in record[MEMOS]

    def file_key(self, entry: Entry) -> tuple[Any, ...] | None:
        """What identifies `entry`'s file content as loaded (path, size, times, and the digest
        of a racy file), or None for an entry that is not as loaded from the parse cache."""
        record = self._record(entry)
        if record is None:
            return None
        return (entry.rel, record[SIZE], record[MTIME], record[CTIME], record[DIGEST])

    def as_loaded(self, root: Path, rel: str) -> bytes | None:
        """The bytes of the entry file `rel` if it is still exactly as this snapshot loaded it;
        None if it changed, was replaced or went away since (or was not loaded as an entry).

        Judged as the parse cache judges a file: its size and times (a save, `touch` or rename
        changes the change time), and the digest of a file that was racy when loaded. A job
        that planned from this snapshot uses it to tell whether someone edited a file while it
        was planning (memstore.app.transaction.run_job)."""
        record = self._records.get(rel)
        if record is None or record[META] is None:
            return None
        try:
            fd = regular.open_fd(root / rel, os.O_RDONLY | os.O_NOFOLLOW)
        except (OSError, MemstoreError):
            return None
        with open(fd, "rb") as handle:
            before = os.fstat(handle.fileno())
            data = handle.read(MAX_FILE_BYTES + 1)
            after = os.fstat(handle.fileno())
        loaded = (record[SIZE], record[MTIME], record[CTIME])
        if any((st.st_size, st.st_mtime_ns, st.st_ctime_ns) != loaded for st in (before, after)):
            return None
        if record[DIGEST] is not None and cache.digest(data) != record[DIGEST]:
            return None
        return data

    def _record(self, entry: Entry) -> cache.Record | None:
        # The parse-cache record `entry` was loaded from, or None for an entry that is not as
        # loaded (a planned view, another snapshot's).
        record = self._records.get(entry.rel)
        if record is None or record[META] is not entry.meta or record[BODY] is not entry.body:
            return None
        return record

    def save_memos(self) -> None:
        """Write the memos computed since loading to the parse cache (never after a dry-run
        load: `load(write_cache=False)`)."""
        if self._memos_changed and self.cache_writable and self.cache_root is not None:
            cache.write(self.cache_root, self._records)
            self._memos_changed = False

    def _raise_if_malformed(self, ref: str) -> None:
        """The entry asked for is in a file that could not be loaded: say which and why,
        rather than that there is no such entry."""
        broken = [p for p in self.problems if ref and stem_of(p.path) == ref] or [
            p for p in self.problems if ref and stem_of(p.path).startswith(ref)]
        if len(broken) == 1:
            problem = broken[0]
            raise InvalidEntry(problem.path, f"{problem.reason}; fix the file (see "
                               "'memstore lint')", problem.line)

    def layer(self, name: str) -> list[Entry]:
        return [e for e in self.entries if e.layer == name]

    def find(self, entry_id: str) -> Entry | None:
        """The entry with exactly this id (the first by path if a bad merge left two)."""
        found = self.by_id.get(entry_id)
        return found[0] if found else None

    def get(self, ref: str, layer: str | None = None) -> Entry:
        """The entry with id `ref` or the one whose id starts with `ref`."""
        pool = self.by_id if layer is None else {
            k: [e for e in v if e.layer == layer] for k, v in self.by_id.items()
        }
        exact = pool.get(ref)
        if exact:
            if len(exact) > 1:
                raise DuplicateId(ref, [e.rel for e in exact])
            return exact[0]
        matches = sorted(k for k, v in pool.items() if v and k.startswith(ref))
        if not matches or not ref:
            self._raise_if_malformed(ref)
            raise EntryNotFound(ref, f"{layer}/" if layer else "the store")
        if len(matches) > 1:
            raise AmbiguousId(ref, matches)
        return self.get(matches[0], layer)


class StoreView(Protocol):
    """What a job's planner uses of a store: its root, configuration, paths and file texts.

    A Store is one; memstore.storage.chain's overlay (the store as earlier plans of a run leave
    it) is the other."""

    root: Path
    config: config.Config

    def path(self, rel: str) -> Path: ...

    def read_text(self, rel: str) -> str: ...


class Store:
    """A store on disk: its root, its configuration, and the operations on its files."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.config = configfile.load(root)

    @classmethod
    def open(cls, store_option: str | None = None) -> Store:
        return cls(find_root(store_option))

    # Paths ---------------------------------------------------------------------------------

    def path(self, rel: str) -> Path:
        """The absolute path of `rel`, refusing anything that could leave the store: `..`, an
        absolute path, or a symlink in any part of it (memstore.storage.safepath)."""
        return safepath.inside(self.root, rel)

    def read_text(self, rel: str) -> str:
        """A file's text, checked the way loading checks it."""
        path = self.path(rel)
        try:
            return decode(read_entry_bytes(path, rel), rel)
        except FileNotFoundError:
            raise InvalidEntry(rel, "file vanished while memstore was working") from None

    # Loading -------------------------------------------------------------------------------

    def load(self, *, use_cache: bool = True, write_cache: bool = True) -> Snapshot:
        """Load every layer. Malformed files become `problems`; the rest load normally.

        Unchanged files come from the parse cache (memstore.storage.cache); `write_cache=False`
        (every dry run) leaves the cache file as it was.
        """
        # Loading creates a few objects per entry and frees almost none: collection passes
        # over them are pure cost (a quarter of a warm load), so the collector waits.
        enabled = gc.isenabled()
        gc.disable()
        try:
            return self._load(use_cache, write_cache)
        finally:
            if enabled:
                gc.enable()

    def _load(self, use_cache: bool, write_cache: bool) -> Snapshot:
        started = time.time_ns()
        cached = cache.read(self.root) if use_cache else {}
        quiet_before = started - cache.RACY_NS
        fresh: dict[str, cache.Record] = {}
        entries: list[Entry] = []
        problems: list[InvalidEntry] = []
        added = 0
        fits = cache.fits
        for rel, path, size, mtime, ctime in self._walk(problems):
            record: Any = cached.get(rel)
            hit = record is not None and fits(record, size, mtime, ctime)
            if hit and record[DIGEST] is not None:  # cached while racy: compare the content
                hit = cache.digest_of(path, MAX_FILE_BYTES) == record[DIGEST]
                if hit and mtime < quiet_before:
                    record = (*record[:DIGEST], None)
                    added += 1
            if not hit:
                record = self._parse(rel, path, size, mtime, ctime, mtime >= quiet_before)
                if record is None:
                    continue  # moved by a job between listing and reading
                added += 1
            fresh[rel] = record
            meta = record[META]
            if meta is None:
                problems.append(InvalidEntry(rel, record[BODY], record[LINE]))
            else:
                entry = Entry(rel=rel, meta=meta, body=record[BODY])
                entry.__dict__["facts"] = list(record[FACTS])  # what Entry.facts would compute
                entries.append(entry)
        # Every record in `fresh` came from `cached` unless one was added, so equal sizes and
        # nothing added mean the cache already says all this.
        if write_cache and (added or len(fresh) != len(cached)):
            cache.write(self.root, fresh)
        entries.sort(key=lambda e: e.rel)
        problems.sort(key=lambda p: p.path)
        snapshot = Snapshot(entries, problems)
        snapshot.bind_cache(self.root, fresh, write_cache)
        return snapshot

    def _parse(self, rel: str, path: str, size: int, mtime: int, ctime: int,
               racy: bool) -> cache.Record | None:
        digest = None
        try:
            data = read_entry_bytes(path, rel)
            if racy:
                digest = cache.digest(data)
            entry = parse_entry(decode(data, rel), rel)
        except InvalidEntry as exc:
            return (size, mtime, ctime, None, exc.reason, exc.line, None, {}, digest)
        except FileNotFoundError:
            return None
        except OSError as exc:
            return (size, mtime, ctime, None, f"cannot read ({exc.strerror})", None, None, {},
                    None)
        return (size, mtime, ctime, entry.meta, entry.body, None, tuple(entry.facts), {}, digest)

    def _walk(self, problems: list[InvalidEntry]) -> Iterator[tuple[str, str, int, int, int]]:
        """(rel, path, size, mtime_ns, ctime_ns) of every entry file, folders in name order."""
        root_real = os.path.realpath(self.root)
        stack = []
        for layer in reversed(LAYERS):
            top = os.path.join(self.root, layer)
            if os.path.islink(top):
                problems.append(InvalidEntry(layer, "the layer folder is a symlink; it is not "
                                             "followed (make it a real folder)"))
                continue
            stack.append((top, layer))
        while stack:
            folder, rel_folder = stack.pop()
            try:
                items = sorted(os.scandir(folder), key=lambda d: d.name)
            except (FileNotFoundError, NotADirectoryError):
                continue
            for item in items:
                name = item.name
                if name[0] == ".":
                    continue  # editor swap files, our own temporary files
                rel = f"{rel_folder}/{name}"
                if item.is_symlink():
                    # Never followed, wherever it points: reading through it would import
                    # content from elsewhere, and rewriting it would replace the link.
                    target = os.path.realpath(item.path)
                    if not _within(target, root_real):
                        problems.append(InvalidEntry(rel, "symlink points outside the store; "
                                                     "it is not followed (replace it with the "
                                                     "file itself)"))
                    elif _points_to_folder(item):
                        problems.append(InvalidEntry(rel, "symlinked folders are not followed"))
                    else:
                        problems.append(InvalidEntry(rel, "a symlink; it is not followed "
                                                     "(replace it with the file itself)"))
                    continue
                if item.is_dir(follow_symlinks=False):
                    stack.append((item.path, rel))
                elif name.endswith(".md"):
                    try:
                        stat = item.stat(follow_symlinks=False)
                    except FileNotFoundError:
                        continue  # moved by a job while we looked: it is in its new place
                    if not item.is_file(follow_symlinks=False):
                        # (never opened: a FIFO would block the read; said, not skipped silently)
                        problems.append(InvalidEntry(rel, f"{safepath.kind(stat.st_mode)}, not a "
                                                     "regular file; it is not read (remove it)"))
                        continue
                    yield rel, item.path, stat.st_size, stat.st_mtime_ns, stat.st_ctime_ns

    # Writing -------------------------------------------------------------------------------

    @contextmanager
    def lock(self, wait: float | None = None) -> Iterator[None]:
        """Hold the exclusive writer lock (waits up to lock_timeout_seconds, or `wait`).

        The bare lock: commands take it through the application's transaction
        (memstore.app.transaction), which first completes a run a crash interrupted.
        """
        timeout = self.config.lock_timeout_seconds if wait is None else wait
        with store_lock(self.root, timeout, _env=wait is None):
            yield

    def write(self, rel: str, text: str) -> None:
        writer.write_text(self.path(rel), text)

    def event(self, name: str, **fields: Any) -> dict[str, Any]:
        """An events.jsonl record stamped with the clock."""
        return {"at": clock.format_time(clock.now()), "event": name, **fields}
