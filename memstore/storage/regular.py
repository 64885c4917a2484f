"""Opening files that must be regular files: never a FIFO, a socket or a device.

Opening a FIFO blocks until someone writes to it, so a FIFO left at log/recall.jsonl, INDEX.md
or a migrate source's *.md hung memstore for good; a device can be endless. Every file memstore
reads or appends to in the store (and in a migrate source) is opened here: without blocking,
then checked with fstat before a byte is read.
"""

from __future__ import annotations

import errno
import io
import os
import stat
from pathlib import Path

from memstore.core.errors import CannotWrite, FileTooLarge, NotRegularFile
from memstore.storage import safepath

_KINDS = ((stat.S_ISFIFO, "a FIFO"), (stat.S_ISSOCK, "a socket"), (stat.S_ISCHR, "a device"),
          (stat.S_ISBLK, "a device"), (stat.S_ISDIR, "a folder"))


def open_fd(path: str | os.PathLike[str], flags: int = os.O_RDONLY, mode: int = 0o666) -> int:
    """`os.open(path, flags, mode)` that refuses (NotRegularFile) anything but a regular file,
    without blocking on a FIFO first. FileNotFoundError passes through."""
    try:
        fd = os.open(path, flags | os.O_NONBLOCK | os.O_CLOEXEC, mode)
    except OSError as exc:
        if exc.errno == errno.ENXIO:  # opened for writing, a FIFO nobody reads
            raise NotRegularFile(str(path), "a FIFO") from None
        if exc.errno == errno.EISDIR:
            raise NotRegularFile(str(path), "a folder") from None
        raise
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            kind = next((name for test, name in _KINDS if test(info.st_mode)), "not a file")
            raise NotRegularFile(str(path), kind)
        os.set_blocking(fd, True)
    except BaseException:
        os.close(fd)
        raise
    return fd


def read_bytes(path: str | os.PathLike[str]) -> bytes:
    """The bytes of a regular file."""
    with open(open_fd(path), "rb") as handle:
        return handle.read()


def read_limited(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of a regular file of at most `limit` bytes, judged by its size before a byte
    is read (FileTooLarge otherwise): a committed file of gigabytes of zeros packs to a few
    MB, and read whole it takes its size in memory, or twice that as text."""
    with open(open_fd(path), "rb") as handle:
        size = os.fstat(handle.fileno()).st_size
        if size > limit:
            raise FileTooLarge(str(path), size, limit)
        return handle.read(limit + 1)


MAX_LOG_BYTES = 32 << 20
"""The most a log may hold: a log arrives through git like the rest, and a line of a few GiB
of zeros (a few MB packed) once made `recall`, `context` and `decay` take gigabytes and `lint`
scan for many minutes. Real logs are far smaller: a simulated half year of daily sessions
writes about 1 MB to each."""


def _log_fd(root: Path, rel: str) -> int | None:
    path = safepath.writable(root, rel, "read")
    try:
        fd = open_fd(path)
    except FileNotFoundError:
        return None
    size = os.fstat(fd).st_size
    if size > MAX_LOG_BYTES:
        os.close(fd)
        raise CannotWrite(rel, f"it is {size} bytes, over the {MAX_LOG_BYTES}-byte limit for a "
                          "log; keep its last lines or move it away", "read")
    return fd


def read_log(root: Path, rel: str) -> str:
    """The text of the store's log `rel` (undecodable bytes replaced), "" when there is none;
    one that is not a regular file, a `log` that is not a folder, or a log over MAX_LOG_BYTES
    (judged by its size before a byte is read) is an error naming it."""
    return read_log_bytes(root, rel).decode("utf-8", "replace")


def read_log_bytes(root: Path, rel: str) -> bytes:
    """The bytes of the store's log `rel`, checked as `read_log` checks it; b"" when there is
    none."""
    fd = _log_fd(root, rel)
    if fd is None:
        return b""
    with open(fd, "rb") as handle:
        return handle.read(MAX_LOG_BYTES + 1)


def open_log(root: Path, rel: str) -> io.TextIOWrapper | None:
    """The store's log `rel` opened for reading line by line, as `read_log` checks it; None
    when there is none."""
    fd = _log_fd(root, rel)
    return None if fd is None else open(fd, encoding="utf-8", errors="replace")


def is_regular(path: Path) -> bool:
    """Whether `path` is a regular file (not following a final symlink)."""
    try:
        return stat.S_ISREG(path.lstat().st_mode)
    except OSError:
        return False
