"""A recall index kept in `.cache/`, so a query does not re-tokenize the whole store.

Building a `memstore.core.ranking.RankIndex` tokenizes every document and imports bm25s (and with
it scipy, about 0.3 s); a query against a built index takes milliseconds. `index(snapshot,
pool, make_docs)` returns an index equal to `RankIndex(make_docs(pool))`: it looks a digest up
in `.cache/rank.marshal` and, on a hit, rebuilds the index from its saved state without bm25s
(the saved BM25 matrix is read by `_Scores`, which computes what bm25s's
`get_scores_from_ids` does); on a miss it builds the index and saves it (never after a
dry-run load).

The digest names the documents exactly: when every pool entry is as loaded from the parse
cache, by their files (path, size, modification and change times, the digest of a racy file)
and the code that makes documents of entries (`make_docs`'s module); otherwise by the
documents' content. Both include a fingerprint of ranking.py and of the numpy, bm25s and
rapidfuzz installs, so an index is reused only for the same documents and the same code. Like
the parse cache it is derived and disposable: an unreadable, corrupt or foreign file is ignored
and replaced. Like every file in `.cache/` it is sealed (memstore.storage.sealed): a file this
user's memstore did not write, a committed one included, is never loaded. It holds plain
values (marshal; numpy arrays as their dtype, shape and bytes), never pickles: an earlier
`rank.pickle` was unpickled as soon as it was found, and a committed one ran any code.
tests/unit/test_rankcache.py checks that a cached index answers every query exactly as a fresh
one.
"""

from __future__ import annotations

import functools
import gc
import hashlib
import importlib.util
import marshal
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memstore.core.ranking import Doc, RankIndex
from memstore.storage import sealed

if TYPE_CHECKING:
    from memstore.core.entry import Entry
    from memstore.storage.store import Snapshot

CACHE_FILE = "rank.marshal"
REL = f".cache/{CACHE_FILE}"
FORMAT = 2  # 2: marshal, sealed (1 was a pickle)
_HEADER = (f"memstore rank cache {FORMAT} {sys.implementation.cache_tag} "
           f"marshal {marshal.version}\n").encode()
_ARRAY = "\0ndarray"  # marks a numpy array saved as (marker, dtype, shape, bytes)
KEEP = 2  # indexes kept: the default pool and one other (--include-archived, --status)


class _Scores:
    """The part of a bm25s.BM25 that RankIndex uses, over its saved CSC score matrix."""

    def __init__(self, scores: dict[str, Any]) -> None:
        self.scores = scores

    def get_scores_from_ids(self, query_tokens_ids: list[int]) -> Any:
        """Each document's summed score for these token ids, as bm25s computes it (float32,
        token by token in the order given)."""
        import numpy as np

        data, indices, indptr = (self.scores[k] for k in ("data", "indices", "indptr"))
        out = np.zeros(self.scores["num_docs"], dtype=data.dtype)
        for token in query_tokens_ids:
            start, end = indptr[token], indptr[token + 1]
            np.add.at(out, indices[start:end], data[start:end])
        return out


@functools.lru_cache(maxsize=1)
def fingerprint() -> str:
    """Changes whenever ranking.py or the installed bm25s, numpy or rapidfuzz change."""
    digest = hashlib.blake2b(digest_size=8)
    spec = importlib.util.find_spec("memstore.core.ranking")
    paths = [spec.origin] if spec and spec.origin else []
    for package in ("bm25s", "numpy", "rapidfuzz"):
        found = importlib.util.find_spec(package)
        if found is not None and found.origin:
            paths.append(found.origin)
    for path in paths:
        stat = os.stat(path)
        digest.update(f"{path}:{stat.st_size}:{stat.st_mtime_ns};".encode())
    return digest.hexdigest()


def digest(docs: Sequence[Doc]) -> str:
    """Names exactly these documents, in this order, for this code."""
    h = hashlib.blake2b(digest_size=16)
    h.update(f"{FORMAT}:{fingerprint()}:{len(docs)}\x00".encode())
    for doc in docs:
        h.update("\x1e".join((doc.key, doc.title, doc.text, "\x1f".join(doc.tags))).encode())
        h.update(b"\x1d")
    return h.hexdigest()


def files_digest(snapshot: Snapshot, pool: Sequence[Entry],
                 make_docs: Callable[[Sequence[Entry]], Sequence[Doc]]) -> str | None:
    """Names the documents `make_docs(pool)` would give, without making them: the pool's files
    as loaded (path, size, times) and the code that turns entries into documents; None when an
    entry is not as loaded from the parse cache."""
    h = hashlib.blake2b(digest_size=16)
    module = importlib.util.find_spec(make_docs.__module__)
    origin = module.origin if module is not None and module.origin else ""
    stat = os.stat(origin) if origin else None
    h.update(f"files:{FORMAT}:{fingerprint()}:{origin}:{stat and stat.st_size}:"
             f"{stat and stat.st_mtime_ns}:{make_docs.__qualname__}:{len(pool)}\x00".encode())
    for entry in pool:
        key = snapshot.file_key(entry)
        if key is None:
            return None
        h.update(repr(key).encode())
    return h.hexdigest()


def index(snapshot: Snapshot, pool: Sequence[Entry],
          make_docs: Callable[[Sequence[Entry]], Sequence[Doc]]) -> RankIndex:
    """`RankIndex(make_docs(pool))`, from `.cache/` when the same documents were indexed
    before (recognised by their files, or else by their content)."""
    root = snapshot.cache_root
    if root is None or len(pool) < 200:  # small stores build faster than they load
        return RankIndex(make_docs(pool))
    key = files_digest(snapshot, pool, make_docs)
    saved = _read(root)
    if key is None:
        docs = make_docs(pool)
        key = digest(docs)
    else:
        docs = None
    state = saved.get(key)
    if state is not None:
        found: RankIndex = RankIndex.__new__(RankIndex)
        found.__dict__.update(state)
        found._bm25 = _Scores(state["_bm25"]) if state["_bm25"] is not None else None
        return found
    built = RankIndex(make_docs(pool) if docs is None else docs)
    if snapshot.cache_writable:
        state = dict(built.__dict__)
        state["_bm25"] = dict(built._bm25.scores) if built._bm25 is not None else None
        kept = {k: v for k, v in list(saved.items())[-(KEEP - 1):]} if KEEP > 1 else {}
        _write(root, {**kept, key: state})
    return built


def _read(root: Path) -> dict[str, Any]:
    """The saved indexes by digest: {} unless this user's memstore sealed the file."""
    data = sealed.read(root, REL)
    if data is None or data[:len(_HEADER)] != _HEADER:
        return {}
    enabled = gc.isenabled()
    gc.disable()
    try:
        indexes = _decode(marshal.loads(data[len(_HEADER):]))
    except Exception:  # noqa: BLE001 - an unreadable cache is simply rebuilt
        return {}
    finally:
        if enabled:
            gc.enable()
    return indexes if isinstance(indexes, dict) else {}


def _write(root: Path, indexes: dict[str, Any]) -> None:
    try:
        blob = marshal.dumps(_encode(indexes))
    except ValueError:  # a value marshal cannot hold: no index is kept
        return
    sealed.write(root, REL, _HEADER + blob)  # (a read-only store works, only slower)


def _encode(value: Any) -> Any:
    """`value` with every numpy array replaced by plain values marshal can hold."""
    import numpy as np

    def plain(value: Any) -> Any:
        if isinstance(value, dict):
            return {k: plain(v) for k, v in value.items()}
        if isinstance(value, list):
            return [plain(v) for v in value]
        if isinstance(value, np.ndarray):
            return (_ARRAY, value.dtype.str, tuple(value.shape), value.tobytes())
        if isinstance(value, np.generic):
            return value.item()
        return value

    return plain(value)


def _decode(value: Any) -> Any:
    """`_encode`'s inverse."""
    if isinstance(value, dict):
        return {k: _decode(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_decode(v) for v in value]
    if type(value) is tuple and len(value) == 4 and value[0] == _ARRAY:
        import numpy as np

        _, dtype, shape, raw = value
        return np.frombuffer(raw, dtype=np.dtype(dtype)).reshape(shape).copy()
    return value
