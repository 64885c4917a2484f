"""The parse cache: a derived, gitignored file that spares re-parsing unchanged entries.

One file, `.cache/entries.marshal`, sealed by this user's memstore (memstore.storage.sealed: a
file anyone else wrote, a committed one included, is never handed to marshal, which is not safe
on hostile bytes): a header naming the cache version and the Python that wrote it, then one
marshal'd dict `rel -> Record`. marshal is used rather than
pickle because the records are plain values (dicts, lists, strings, numbers) and it loads them
as fast as pickle while writing ten times faster; it is read with the garbage collector paused
(a store's worth of small dicts would otherwise trigger many useless collections).

A record is used only when the file's size, modification time and change time (nanoseconds)
all match, so any edit, `touch`, rename or restored-mtime copy makes it re-parsed. Two writes
within one tick of the file system's clock can leave the same size and times (git's "racily
clean" problem), so a file modified less than RACY_NS before it was parsed also gets a digest
of its bytes in its record, and is used only if its content still has that digest; once the
file has been quiet that long, the digest is dropped.

It is only an accelerator: a missing, corrupt, unsealed, foreign (version, Python) or unreadable
cache is ignored and rebuilt, and what a command prints never depends on it, because a hit
yields exactly what parsing the file would.
"""

from __future__ import annotations

import gc
import hashlib
import marshal
import os
import sys
from pathlib import Path
from typing import Any, Final

from memstore.core.errors import MemstoreError
from memstore.storage import regular, safepath, sealed

CACHE_VERSION = 5  # 5: `tags` written as text is read (session 57); 4: counts past 1,000,000,000
# and 100-digit numbers are malformed (session 55)
CACHE_FILE = "entries.marshal"
RACY_NS = 2_000_000_000
_HEADER = (f"memstore parse cache {CACHE_VERSION} {sys.implementation.cache_tag} "
           f"marshal {marshal.version}\n").encode()

# rel -> (size, mtime_ns, ctime_ns, meta or None, body or reason, error line, facts or None,
#         memos, digest or None): facts are the body's facts (None for a malformed file); memos
#         hold values derived from this file alone (Snapshot.memo), dropped whenever the file
#         changes; digest is set while the file is racy (see above).
Record = tuple[int, int, int, Any, str, "int | None", "tuple[str, ...] | None", dict[str, Any],
               "bytes | None"]
# A record's fields by name (it stays a plain tuple: marshal writes no tuple subclass, and plain
# tuples load fastest): `record[MEMOS]`, never `record[7]`.
SIZE: Final = 0
MTIME: Final = 1
CTIME: Final = 2
META: Final = 3
BODY: Final = 4  # or, for a malformed file, the reason
LINE: Final = 5  # the line of a malformed file's error
FACTS: Final = 6
MEMOS: Final = 7
DIGEST: Final = 8
RECORD_LENGTH = 9


REL = f".cache/{CACHE_FILE}"
OBSOLETE = ("entries.pickle", "rank.pickle", "verdicts.stamp")
"""Files earlier versions kept in .cache/, never read now, removed whenever the parse cache is
written: a pickle left in a store is one careless load away from running code, read or not."""


def path_of(root: Path) -> Path:
    """The cache file (UnsafePath if `.cache/` or it is a symlink: the cache is then unused)."""
    return safepath.inside(root, REL)


def read(root: Path) -> dict[str, Record]:
    """The cached records, or {} when there is no usable cache (see the module docstring)."""
    data = sealed.read(root, REL)
    if data is None or data[:len(_HEADER)] != _HEADER:
        return {}
    blob = data[len(_HEADER):]
    enabled = gc.isenabled()
    gc.disable()  # unmarshalling many small dicts is much faster without collection passes
    try:
        files = marshal.loads(blob)
    except Exception:  # noqa: BLE001 - any unreadable cache is simply rebuilt
        return {}
    finally:
        if enabled:
            gc.enable()
    return files if isinstance(files, dict) else {}


def fits(record: Any, size: int, mtime: int, ctime: int) -> bool:
    """Whether `record` describes a file of exactly this size and these times."""
    return (type(record) is tuple and len(record) == RECORD_LENGTH and record[SIZE] == size
            and record[MTIME] == mtime and record[CTIME] == ctime
            and (record[META] is None or type(record[META]) is dict)
            and type(record[BODY]) is str and type(record[MEMOS]) is dict)


def digest(data: bytes) -> bytes:
    """The content digest kept for a racy file."""
    return hashlib.blake2b(data, digest_size=16).digest()


def digest_of(path: str, limit: int) -> bytes | None:
    """The digest of a regular file of at most `limit` bytes, else None."""
    try:
        with open(regular.open_fd(path, os.O_RDONLY | os.O_NOFOLLOW), "rb") as handle:
            data = handle.read(limit + 1)
    except (OSError, MemstoreError):
        return None
    return digest(data) if len(data) <= limit else None


def write(root: Path, files: dict[str, Record]) -> None:
    """Replace the cache (atomically, so a concurrent reader never sees half of it)."""
    try:
        blob = marshal.dumps(files)
    except ValueError:  # a value marshal cannot hold (an explicit !!timestamp): leave it out
        blob = marshal.dumps({rel: r for rel, r in files.items() if _marshalable(r)})
    # False when it cannot be written: a read-only store (or one whose .cache/ is a symlink,
    # or a user without a key) works, only slower
    if sealed.write(root, REL, _HEADER + blob):
        _drop_obsolete(root)


def _drop_obsolete(root: Path) -> None:
    try:
        folder = safepath.inside(root, ".cache")
    except MemstoreError:
        return
    for name in OBSOLETE:
        try:  # (unlink removes a symlink itself, never what it points to)
            os.unlink(folder / name)
        except OSError:  # absent, or a folder: left
            pass


def _marshalable(record: Record) -> bool:
    try:
        marshal.dumps(record)
    except ValueError:
        return False
    return True
