"""The one writer: every byte memstore puts on disk goes through here.

Files are written to a temporary file in the same folder and renamed over the target, so a
reader (or a crash) sees the old file or the new one, never half of each.
"""

from __future__ import annotations

import errno
import json
import os
import stat
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from memstore.core.errors import CannotWrite, UnsafePath, WriteRefused
from memstore.storage import regular

REFUSED = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EROFS, errno.EACCES, errno.EPERM,
                     errno.EFBIG, errno.EIO})
"""What a file system answers when it will not store a write: a full disk, a quota, a read-only
mount, no permission, a failing device. Each is one error naming the file (WriteRefused)."""


@contextmanager
def _refused(path: Path) -> Iterator[None]:
    try:
        yield
    except CannotWrite:
        raise
    except OSError as exc:
        if exc.errno in REFUSED:
            raise WriteRefused(str(path), exc.strerror or type(exc).__name__) from None
        raise


def _file_mode(path: Path) -> int:
    """The mode for `path`: the mode of the file it replaces, else 0666 less the umask, as git
    and editors do (mkstemp's temporary files are 0600, which os.replace would otherwise keep
    for every file memstore writes)."""
    try:
        info = os.lstat(path)
    except OSError:
        info = None
    if info is not None and stat.S_ISREG(info.st_mode):
        return info.st_mode & 0o7777
    return 0o666 & ~_umask()


def _umask() -> int:
    try:  # Linux says it without changing it (os.umask can only be read by setting it)
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError):
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _mkstemp(path: Path) -> tuple[int, str]:
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        os.fchmod(fd, _file_mode(path))
    except BaseException:
        os.close(fd)
        Path(tmp).unlink(missing_ok=True)
        raise
    return fd, tmp


def _temporary(path: Path, data: bytes, *, fsync: bool) -> str:
    """A temporary file beside `path` holding `data` (on disk, with `fsync`); its name. Gone
    again when writing it fails."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = _mkstemp(path)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            if fsync:
                handle.flush()
                os.fsync(handle.fileno())
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return tmp


def _replace_with(path: Path, data: bytes, *, fsync: bool) -> None:
    """Atomically replace `path` with `data` (one error naming the file where the file
    system refuses)."""
    with _refused(path):
        tmp = _temporary(path, data, fsync=fsync)
        try:
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
        if fsync:
            _fsync_dir(path.parent)


def write_text(path: Path, text: str, *, fsync: bool = True) -> None:
    """Atomically replace `path` with `text` (UTF-8, as given: callers end files with '\\n')."""
    _replace_with(path, text.encode("utf-8"), fsync=fsync)


def write_bytes(path: Path, data: bytes) -> None:
    """Atomically replace `path` with `data`, without fsync (for derived caches)."""
    _replace_with(path, data, fsync=False)


def move(src: Path, dst: Path, text: str | None = None) -> None:
    """Move a file (rewriting it as `text` when given); the destination appears atomically."""
    with _refused(dst):
        if text is None:
            dst.parent.mkdir(parents=True, exist_ok=True)
            os.replace(src, dst)
            _fsync_dir(dst.parent)
        else:
            write_text(dst, text)
            src.unlink()
        _fsync_dir(src.parent)


def delete(path: Path) -> None:
    with _refused(path):
        path.unlink()
        _fsync_dir(path.parent)


def json_line(record: dict[str, Any]) -> str:
    """One JSON object on one line, keys in the order given, unicode kept."""
    return json.dumps(record, ensure_ascii=False, sort_keys=False, default=str) + "\n"


def append_lines(path: Path, lines: list[str]) -> None:
    """Append whole lines with a single write, so concurrent writers never interleave a line."""
    if not lines:
        return
    fd = open_append(path)
    try:
        write_all(fd, "".join(lines).encode("utf-8"))
    finally:
        os.close(fd)


def open_append(path: Path) -> int:
    """A file descriptor to append to `path` (created if missing, its folder too)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    # O_NOFOLLOW: a log that is a symlink (committed to git) is refused, never written through;
    # regular.open_fd: nor is a FIFO or a device opened (it would block or never end).
    try:
        return regular.open_fd(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NOFOLLOW,
                               0o666)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise UnsafePath(str(path), "is a symlink; memstore never writes through one") from None
        raise


def write_all(fd: int, data: bytes) -> None:
    """Write `data` to `fd` in one write (finishing a short one), then fsync."""
    written = os.write(fd, data)
    while written < len(data):  # a short write is rare on local disks, but finish it
        written += os.write(fd, data[written:])
    os.fsync(fd)


def _fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def create_exclusive(path: Path, text: str) -> bool:
    """Create `path` with `text` only if no file is there; False if one is (no lock needed).

    The text is written to a temporary file first and hard-linked into place, so the entry
    appears complete or not at all, and two racing creators cannot both win.
    """
    with _refused(path):
        tmp = _temporary(path, text.encode("utf-8"), fsync=True)
        try:
            try:
                os.link(tmp, path)
            except FileExistsError:
                return False
            _fsync_dir(path.parent)
            return True
        finally:
            Path(tmp).unlink(missing_ok=True)
