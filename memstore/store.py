"""The store: finding its root, loading every layer, looking entries up, and logging.

Loading reports each malformed file as a problem and goes on with the rest, so one bad hand
edit never hides the other memories. All writes go through `memstore.writer`; every command
that changes anything holds the store lock.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from memstore import cache, clock, config, writer
from memstore.entry import LAYERS, Entry, parse_entry
from memstore.errors import (
    AmbiguousId,
    DuplicateId,
    EntryNotFound,
    InvalidEntry,
    StoreNotFound,
    UnsafePath,
)
from memstore.fileformat import decode
from memstore.lock import held as lock_held
from memstore.lock import store_lock

LOG_DIR = "log"
EVENTS = "log/events.jsonl"
RECALLS = "log/recall.jsonl"
SESSIONS = "log/sessions.jsonl"


def find_root(store_option: str | os.PathLike[str] | None = None, cwd: Path | None = None) -> Path:
    """The store root: --store, else $MEMSTORE_DIR, else the nearest memory/memstore.yaml up."""
    explicit = store_option or os.environ.get("MEMSTORE_DIR")
    if explicit:
        root = Path(explicit).expanduser().absolute()
        if not (root / config.CONFIG_NAME).is_file():
            if (root / "memory" / config.CONFIG_NAME).is_file():
                return root / "memory"
            raise StoreNotFound(root)
        return root
    start = (cwd or Path.cwd()).absolute()
    for folder in (start, *start.parents):
        if (folder / config.CONFIG_NAME).is_file() and folder.name == "memory":
            return folder
        if (folder / "memory" / config.CONFIG_NAME).is_file():
            return folder / "memory"
    raise StoreNotFound(start)


@dataclass
class Snapshot:
    """Every entry of a store as loaded at one moment, and the files that could not be."""

    entries: list[Entry]
    problems: list[InvalidEntry] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.by_id: dict[str, list[Entry]] = {}
        for entry in self.entries:
            self.by_id.setdefault(entry.id, []).append(entry)

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
            raise EntryNotFound(ref, f"{layer}/" if layer else "the store")
        if len(matches) > 1:
            raise AmbiguousId(ref, matches)
        return self.get(matches[0], layer)


class Store:
    """A store on disk: its root, its configuration, and the operations on its files."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.config = config.load(root)

    @classmethod
    def open(cls, store_option: str | None = None) -> Store:
        return cls(find_root(store_option))

    # Paths ---------------------------------------------------------------------------------

    def path(self, rel: str) -> Path:
        """The absolute path of `rel`, refusing anything that would leave the store."""
        if not rel or Path(rel).is_absolute() or ".." in Path(rel).parts:
            raise UnsafePath(rel or "(empty path)", "paths must stay inside the store")
        return self.root / rel

    def read_text(self, rel: str) -> str:
        """A file's text, checked the way loading checks it."""
        path = self.path(rel)
        try:
            return decode(path.read_bytes(), rel)
        except FileNotFoundError:
            raise InvalidEntry(rel, "file vanished while memstore was working") from None

    # Loading -------------------------------------------------------------------------------

    def load(self, *, use_cache: bool = True, write_cache: bool = True) -> Snapshot:
        """Load every layer. Malformed files become `problems`; the rest load normally."""
        cached = cache.read(self.root) if use_cache else {}
        fresh: dict[str, cache.Record] = {}
        entries: list[Entry] = []
        problems: list[InvalidEntry] = []
        for rel, path, size, mtime in self._walk(problems):
            record = cached.get(rel)
            if record is None or record[0] != size or record[1] != mtime:
                record = self._parse(rel, path, size, mtime)
            fresh[rel] = record
            meta, body_or_reason, line = record[2], record[3], record[4]
            if meta is None:
                problems.append(InvalidEntry(rel, body_or_reason, line))
            else:
                entries.append(Entry(rel=rel, meta=meta, body=body_or_reason))
        if write_cache and fresh != cached:
            cache.write(self.root, fresh)
        entries.sort(key=lambda e: e.rel)
        problems.sort(key=lambda p: p.path)
        return Snapshot(entries, problems)

    def file_stats(self) -> dict[str, tuple[int, int]]:
        """Every entry file's (size, mtime_ns) by store-relative path, reading no file: a cheap
        way to tell whether anything changed since a load (the MCP server, watch mode)."""
        return {rel: (size, mtime) for rel, _, size, mtime in self._walk([])}

    def _parse(self, rel: str, path: Path, size: int, mtime: int) -> cache.Record:
        try:
            entry = parse_entry(decode(path.read_bytes(), rel), rel)
        except InvalidEntry as exc:
            return (size, mtime, None, exc.reason, exc.line)
        except OSError as exc:
            return (size, mtime, None, f"cannot read ({exc.strerror})", None)
        return (size, mtime, entry.meta, entry.body, None)

    def _walk(self, problems: list[InvalidEntry]) -> Iterator[tuple[str, Path, int, int]]:
        root_real = os.path.realpath(self.root)
        stack = [(self.root / layer, layer) for layer in reversed(LAYERS)]
        while stack:
            folder, rel_folder = stack.pop()
            try:
                items = sorted(os.scandir(folder), key=lambda d: d.name)
            except (FileNotFoundError, NotADirectoryError):
                continue
            for item in items:
                rel = f"{rel_folder}/{item.name}"
                if item.name.startswith("."):
                    continue  # editor swap files, our own temporary files
                if item.is_symlink():
                    target = os.path.realpath(item.path)
                    if os.path.commonpath([root_real, target]) != root_real:
                        problems.append(InvalidEntry(rel, "symlink points outside the store; "
                                                     "replace it with the file itself"))
                        continue
                    if item.is_dir():
                        problems.append(InvalidEntry(rel, "symlinked folders are not followed"))
                        continue
                if item.is_dir(follow_symlinks=False):
                    stack.append((Path(item.path), rel))
                elif item.name.endswith(".md") and item.is_file():
                    stat = item.stat()
                    yield rel, Path(item.path), stat.st_size, stat.st_mtime_ns

    # Writing -------------------------------------------------------------------------------

    @contextmanager
    def lock(self) -> Iterator[None]:
        """Hold the exclusive writer lock (waits up to lock_timeout_seconds).

        Whoever takes the lock first finishes a job a crash interrupted (memstore.journal), so
        every change starts from a store with no half-applied run in it.
        """
        outer = not lock_held(self.root)
        with store_lock(self.root, self.config.lock_timeout_seconds):
            if outer:
                from memstore.journal import recover_if_needed

                recover_if_needed(self)
            yield

    def write(self, rel: str, text: str) -> None:
        writer.write_text(self.path(rel), text)

    def append_log(self, rel: str, records: list[dict[str, Any]]) -> None:
        """Append records to one of the JSONL logs, one object a line, in one write."""
        writer.append_lines(self.path(rel), [writer.json_line(r) for r in records])

    def log_events(self, records: list[dict[str, Any]]) -> None:
        self.append_log(EVENTS, records)

    def event(self, name: str, **fields: Any) -> dict[str, Any]:
        """An events.jsonl record stamped with the clock."""
        return {"at": clock.format_time(clock.now()), "event": name, **fields}
