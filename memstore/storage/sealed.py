"""Files in `.cache/` that memstore trusts only when this user's memstore wrote them.

`.cache/` holds derived data (the parse, recall and verdict caches, the lint scan memo) and
working state (the intent journal, the evidence waiting for the lock). git ignores the folder,
but a store arrives through git and a file someone committed with `git add -f` is checked out
whatever `.gitignore` says: the files in `.cache/` are as untrusted as the rest of the store. A
header and a CRC stop nothing (anyone can compute them), and the loaders behind them are not
safe on hostile bytes: unpickling runs code, and five bytes of marshal ("a tuple of 0x30000000
items") allocate gigabytes before anything fails.

So every such file is sealed: its bytes are `memstore sealed 1 <HMAC-SHA256>\\n` and the
payload, where the HMAC is keyed with a secret that never enters a store, a random 32-byte key
made on first use in the user's cache folder (`$XDG_CACHE_HOME/memstore/cache.key`, else
`~/.cache/memstore/cache.key`, mode 0600) and computed over the store's real path, the file's
name in it and the payload. A file that fails the check (committed by someone else, damaged,
from another user, another machine or another copy of the store: a clone or a copy of a
store's `.cache/` describes that other working copy) is treated as absent: a cache is rebuilt,
a journal set aside. The payload is handed to a loader only once the check has passed, so
nothing a store holds ever reaches marshal or json unchecked.

Reading goes through `memstore.storage.regular` (never blocks on a FIFO, never reads a device)
and refuses a symlink anywhere in the path (`memstore.storage.safepath`); a file larger than the
reader's limit is not read at all. Without a usable key (no writable home), nothing is sealed
or trusted: the caches are simply not used.
"""

from __future__ import annotations

import functools
import hashlib
import hmac
import os
from pathlib import Path

from memstore.core.errors import MemstoreError, UnsafePath
from memstore.storage import regular, safepath, writer

KEY_BYTES = 32
_MAGIC = b"memstore sealed 1 "
_MAC_HEX = 64
_HEAD = len(_MAGIC) + _MAC_HEX + 1
# A cache larger than this is not read (none comes near: the parse cache of 100,000 entries
# is about 100 MB); it is rebuilt.
MAX_BYTES = 1 << 30


def key_path() -> Path:
    """Where this user's key lives: outside every store."""
    base = os.environ.get("XDG_CACHE_HOME", "")
    if not os.path.isabs(base):
        base = os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "memstore" / "cache.key"


def key() -> bytes | None:
    """This user's key, made on first use; None when it can be neither read nor made."""
    return _key_at(key_path())


@functools.lru_cache(maxsize=4)
def _key_at(path: Path) -> bytes | None:
    found = _read_key(path)
    if found is not None:
        return found
    try:
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        made = os.urandom(KEY_BYTES)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
        try:
            writer.write_all(fd, made)
        finally:
            os.close(fd)
        try:
            os.link(tmp, path)  # whole or not at all; a racing process's key wins
        except FileExistsError:
            if _read_key(path) is None:  # a damaged key: replace it
                os.replace(tmp, path)
        finally:
            tmp.unlink(missing_ok=True)
    except OSError:
        return None
    return _read_key(path)


def _read_key(path: Path) -> bytes | None:
    try:
        data = _read(path, KEY_BYTES)
    except (OSError, MemstoreError):
        return None
    return data if data is not None and len(data) == KEY_BYTES else None


def _digest(secret: bytes, root: Path, rel: str) -> hmac.HMAC:
    where = f"{os.path.realpath(root)}\0{rel}\0".encode("utf-8", "surrogateescape")
    return hmac.new(secret, where, hashlib.sha256)


def _mac(secret: bytes, root: Path, rel: str, payload: bytes | memoryview) -> bytes:
    digest = _digest(secret, root, rel)
    digest.update(payload)
    return digest.hexdigest().encode("ascii")


def seal(root: Path, rel: str, payload: bytes) -> bytes | None:
    """The bytes of a sealed file at `rel` in the store at `root` holding `payload` (None
    without a key)."""
    secret = key()
    if secret is None:
        return None
    return _MAGIC + _mac(secret, root, rel, payload) + b"\n" + payload


def sign(root: Path, rel: str, payload: bytes) -> str | None:
    """The seal of one record of the file `rel` (for files appended to a line at a time,
    each line signed on its own); None without a key."""
    secret = key()
    return None if secret is None else _mac(secret, root, rel, payload).decode("ascii")


def verify(root: Path, rel: str, payload: bytes, seal: str) -> bool:
    """Whether `seal` is this user's `sign(root, rel, payload)`."""
    secret = key()
    return secret is not None and hmac.compare_digest(
        seal.encode("ascii", "replace"), _mac(secret, root, rel, payload))


def read(root: Path, rel: str, limit: int = MAX_BYTES) -> memoryview | None:
    """The payload of the sealed file `rel` of the store at `root`; None when it is missing,
    not a regular file, behind a symlink, larger than `limit`, or not sealed by this user."""
    try:
        return read_checked(root, rel, limit)
    except (OSError, MemstoreError):
        return None


def read_checked(root: Path, rel: str, limit: int = MAX_BYTES) -> memoryview | None:
    """`read`, raising what it cannot open (FileNotFoundError, NotRegularFile for a FIFO...)
    and returning None only for a file that is too large or not sealed by this user.

    The seal is checked a megabyte at a time before the payload is read: a committed
    `.cache/journal.json` or parse cache of gigabytes of zeros (a few MB packed) is refused
    for the time it takes to hash it, never loaded first (it once took its size in memory).
    """
    secret = key()
    fd = regular.open_fd(safepath.inside(root, rel), os.O_RDONLY | os.O_NOFOLLOW)
    with open(fd, "rb") as handle:
        size = os.fstat(handle.fileno()).st_size
        head = handle.read(_HEAD)
        if (secret is None or size > limit + _HEAD or len(head) < _HEAD
                or not head.startswith(_MAGIC) or head[-1:] != b"\n"):
            return None
        digest = _digest(secret, root, rel)
        left = size - _HEAD
        while left > 0 and (chunk := handle.read(min(left, 1 << 20))):
            digest.update(chunk)
            left -= len(chunk)
        if not hmac.compare_digest(head[len(_MAGIC):-1], digest.hexdigest().encode("ascii")):
            return None
        handle.seek(_HEAD)
        payload = handle.read(size - _HEAD)  # (the same open file that was just checked)
    return memoryview(payload) if len(payload) == size - _HEAD else None


def write(root: Path, rel: str, payload: bytes) -> bool:
    """Replace `rel` with `payload`, sealed (atomically, without fsync: for caches); False
    when it could not be written (no key, a read-only store, a symlinked `.cache/`)."""
    data = seal(root, rel, payload)
    if data is None:
        return False
    try:
        writer.write_bytes(safepath.inside(root, rel), data)
    except (OSError, UnsafePath):
        return False
    return True


def _read(path: Path, limit: int) -> bytes | None:
    """The bytes of a regular file (not a symlink), or None when it holds more than `limit`."""
    fd = regular.open_fd(path, os.O_RDONLY | os.O_NOFOLLOW)
    with open(fd, "rb") as handle:
        if os.fstat(handle.fileno()).st_size > limit:
            return None
        data = handle.read(limit + 1)
    return data if len(data) <= limit else None
