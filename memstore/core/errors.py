"""Every error a user can fix. The CLI turns each into one `Error: ...` line and exit code 1."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path


class MemstoreError(Exception):
    """Base class: a failure the user can fix, with a message that says where and what next."""


class StoreNotFound(MemstoreError):
    def __init__(self, start: Path, named: str | None = None) -> None:
        if named:  # --store or $MEMSTORE_DIR: that folder only, no search
            super().__init__(
                f"no memory store at {start} (named by {named}; looked for memstore.yaml there "
                f"and in {start.name or start}/memory/); run 'memstore init {start}' or fix "
                f"{named}")
            return
        super().__init__(
            f"no memory store found from {start} upwards (looked for memory/memstore.yaml); "
            "run 'memstore init' or pass --store PATH"
        )


class InvalidEntry(MemstoreError):
    """A file that cannot be read as an entry. `line` is 1-based in the file, when known."""

    def __init__(self, path: Path | str, reason: str, line: int | None = None) -> None:
        self.path = str(path)
        self.reason = reason
        self.line = line
        where = f"{self.path}: line {line}" if line else self.path
        super().__init__(f"{where}: {reason}")


class EntryNotFound(MemstoreError):
    def __init__(self, entry_id: str, where: str = "the store") -> None:
        self.entry_id = entry_id
        super().__init__(f"no entry with id '{entry_id}' in {where}; see 'memstore list'")


class AmbiguousId(MemstoreError):
    def __init__(self, prefix: str, candidates: Sequence[str]) -> None:
        self.prefix = prefix
        self.candidates = list(candidates)
        shown = ", ".join(self.candidates[:10]) + (" ..." if len(self.candidates) > 10 else "")
        super().__init__(f"id prefix '{prefix}' matches {len(self.candidates)} entries: {shown}")


class DuplicateId(MemstoreError):
    def __init__(self, entry_id: str, paths: Sequence[str]) -> None:
        super().__init__(
            f"id '{entry_id}' is in {len(paths)} files: {', '.join(paths)}; run 'memstore doctor'"
        )


class ConfigError(MemstoreError):
    def __init__(self, path: Path | str, key: str, reason: str) -> None:
        self.path = str(path)
        self.key = key
        super().__init__(f"{path}: {key}: {reason}")


class UnsafePath(MemstoreError):
    """An id, link or path that would reach outside the store."""

    def __init__(self, what: str, reason: str) -> None:
        super().__init__(f"{what}: {reason}")


class LockTimeout(MemstoreError):
    def __init__(self, waited: float, holder: str) -> None:
        self.holder = holder
        super().__init__(
            f"the store is locked by {holder or 'another process'}; waited {waited:g} s. "
            "Try again when it finishes (set MEMSTORE_LOCK_TIMEOUT to wait longer)"
        )


class SecretDetected(MemstoreError):
    def __init__(self, where: str, rules: Sequence[str]) -> None:
        super().__init__(
            f"{where}: refused, it looks like it contains a secret ({', '.join(rules)}); "
            "remove it, or set secrets.mode: redact in memstore.yaml"
        )


class BadInput(MemstoreError):
    """Anything else the user passed that cannot be used as given."""


class ChangedWhilePlanning(MemstoreError):
    """Files a job would change were saved (by an editor, a `git pull`) each time it planned."""

    def __init__(self, job: str, paths: Sequence[str], attempts: int) -> None:
        self.paths = list(paths)
        shown = ", ".join(self.paths[:5]) + (" ..." if len(self.paths) > 5 else "")
        super().__init__(f"{shown}: changed while the {job} run was planned ({attempts} times); "
                         "nothing was changed, run it again once the files are saved")


class CannotWrite(MemstoreError):
    """A file or folder of the store that cannot be written (a file where a folder should be,
    a full disk, no permission)."""

    def __init__(self, rel: str, reason: str, verb: str = "write") -> None:
        self.rel = rel
        super().__init__(f"{rel}: cannot {verb} ({reason}); fix it by hand or run "
                         "'memstore doctor'")


class WriteRefused(CannotWrite, OSError):
    """The file system refused a write (full, over quota, read-only, no permission): an
    OSError too, so whatever tolerates a failed write of a derived cache still does."""

    def __init__(self, path: str, reason: str) -> None:
        self.rel = path
        MemstoreError.__init__(self, f"{path}: cannot write ({reason}); make room (or make it "
                               "writable) and run the command again: a run cut short here is "
                               "completed by the next command that writes")


class FileTooLarge(MemstoreError):
    """A file of the store larger than memstore reads (judged by its size, before reading)."""

    def __init__(self, path: str, size: int, limit: int) -> None:
        self.path, self.size, self.limit = path, size, limit
        super().__init__(f"{path}: is {size} bytes, over the {limit}-byte limit for it; "
                         "move it away or shorten it")


class NotRegularFile(MemstoreError):
    """A FIFO, socket, device or folder where memstore expects a regular file."""

    def __init__(self, path: str, kind: str) -> None:
        self.path = path
        self.kind = kind
        super().__init__(f"{path}: is {kind}, not a regular file; memstore opens only regular "
                         "files (remove it or replace it with a file)")
