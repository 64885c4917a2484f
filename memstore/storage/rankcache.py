"""A recall index kept in `.cache/`, so a query does not re-tokenize the whole store.

Building a `memstore.core.ranking.RankIndex` tokenizes every document and imports bm25s (and with
it scipy, about 0.3 s); a query against a built index takes milliseconds. `index(snapshot,
pool, make_docs)` returns an index equal to `RankIndex(make_docs(pool))`: it looks a digest up
in `.cache/rank.pickle` and, on a hit, rebuilds the index from its saved state without bm25s
(the saved BM25 matrix is read by `_Scores`, which computes what bm25s's
`get_scores_from_ids` does); on a miss it builds the index and saves it (never after a
dry-run load).

The digest names the documents exactly: when every pool entry is as loaded from the parse
cache, by their files (path, size, modification and change times, the digest of a racy file)
and the code that makes documents of entries (`make_docs`'s module); otherwise by the
documents' content. Both include a fingerprint of ranking.py and of the numpy, bm25s and
rapidfuzz installs, so an index is reused only for the same documents and the same code. Like
the parse cache it is derived and disposable: an unreadable, corrupt or foreign file is ignored
and replaced. tests/unit/test_rankcache.py checks that a cached index answers every query exactly as
a fresh one.
"""

from __future__ import annotations

import functools
import gc
import hashlib
import importlib.util
import os
import pickle
import zlib
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memstore.core.errors import UnsafePath
from memstore.core.ranking import Doc, RankIndex
from memstore.storage import safepath, writer

if TYPE_CHECKING:
    from memstore.core.entry import Entry
    from memstore.storage.store import Snapshot

CACHE_FILE = "rank.pickle"
FORMAT = 1
_HEADER = f"memstore rank cache {FORMAT}\n".encode()
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
    if root is None or len(pool) < 200:  # small stores build faster than they unpickle
        return RankIndex(make_docs(pool))
    try:
        path = str(safepath.inside(root, f".cache/{CACHE_FILE}"))
    except UnsafePath:  # .cache/ is a symlink: never followed, so no cache
        return RankIndex(make_docs(pool))
    key = files_digest(snapshot, pool, make_docs)
    saved = _read(path)
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
        _write(path, {**kept, key: state})
    return built


def _read(path: str) -> dict[str, Any]:
    try:
        with open(path, "rb") as handle:
            raw = handle.read()
    except OSError:
        return {}
    start = len(_HEADER) + 4
    blob = memoryview(raw)[start:]
    if not raw.startswith(_HEADER) or zlib.crc32(blob) != int.from_bytes(
            raw[len(_HEADER) : start], "big"):
        return {}
    enabled = gc.isenabled()
    gc.disable()
    try:
        data = pickle.loads(blob)
    except Exception:  # noqa: BLE001 - an unreadable cache is simply rebuilt
        return {}
    finally:
        if enabled:
            gc.enable()
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return {}
    indexes = data.get("indexes")
    return indexes if isinstance(indexes, dict) else {}


def _write(path: str, indexes: dict[str, Any]) -> None:
    blob = pickle.dumps({"format": FORMAT, "indexes": indexes}, protocol=5)
    try:
        writer.write_bytes(Path(path), _HEADER + zlib.crc32(blob).to_bytes(4, "big") + blob)
    except OSError:
        pass  # a read-only store still works, only slower
