"""The recall index kept in .cache/ answers exactly as a freshly built one."""

from __future__ import annotations

import os
import random
from dataclasses import replace
from pathlib import Path

from memstore.app import recall
from memstore.core.entry import Entry
from memstore.core.fileformat import render
from memstore.core.ranking import Doc, RankIndex
from memstore.runtime import clock
from memstore.storage import rankcache
from memstore.storage.store import Snapshot, Store

WORDS = ("redis postgres pytest fixture uv lockfile docker compose deploy staging port cache "
         "migration alembic ruff mypy token rotate secret kafka consumer retry timeout nginx "
         "celery worker queue backup restore webhook billing invoice").split()
QUERIES = ["redis port", "pytest fixtures timeout", "deploy to staging", "kafak consumr",
           "8080", "the", "rotate tokens", "uv.lock", "zzz nothing", "billing webhook retry"]


def _fill(root: Path, n: int = 240, seed: int = 3) -> None:
    rng = random.Random(seed)
    for i in range(n):
        layer = "working" if i % 4 == 0 else "long_term"
        facts = [" ".join(rng.choices(WORDS, k=6)) + f" on port {8000 + i % 7}"
                 for _ in range(rng.randint(2, 4))]
        meta = {"id": f"e{i:04d}", "title": " ".join(rng.choices(WORDS, k=4)),
                "kind": rng.choice(["fact", "convention", "observation"]),
                "status": "candidate" if layer == "working" else "active",
                "created": "2026-10-01T10:00:00Z", "last_confirmed": "2026-11-01T10:00:00Z",
                "confirmations": rng.randint(1, 5), "tags": rng.sample(WORDS, 2)}
        path = root / layer / f"e{i:04d}.md"
        path.write_text(render(meta, "".join(f"- {f}\n" for f in facts)))
        os.utime(path, ns=(1_700_000_000 * 10**9,) * 2)


def _pool(store: Store, write_cache: bool = True) -> tuple[Snapshot, list[Entry], list[Doc]]:
    snapshot = store.load(write_cache=write_cache)
    pool = recall._pool(snapshot, set(recall.DEFAULT_STATUSES), False)
    return snapshot, pool, recall._docs(pool)


def test_a_cached_index_answers_like_a_fresh_one(store: Store, root: Path) -> None:
    _fill(root)
    snapshot, pool, docs = _pool(store)
    fresh = RankIndex(docs)
    first = rankcache.index(snapshot, pool, recall._docs)  # built and saved
    assert (root / ".cache" / rankcache.CACHE_FILE).exists()
    snapshot, pool, docs = _pool(store)
    cached = rankcache.index(snapshot, pool, recall._docs)
    assert isinstance(cached._bm25, rankcache._Scores)  # really read back, not rebuilt
    for query in QUERIES:
        for limit in (1, 5, len(docs)):
            expected = fresh.search(query, limit)
            assert first.search(query, limit) == expected
            assert cached.search(query, limit) == expected


def test_a_changed_file_means_a_fresh_build(store: Store, root: Path) -> None:
    _fill(root)
    snapshot, pool, docs = _pool(store)
    rankcache.index(snapshot, pool, recall._docs)
    path = root / "long_term" / "e0001.md"
    path.write_text(path.read_text() + "- entirely new words\n")
    snapshot, pool, docs = _pool(store)
    rebuilt = rankcache.index(snapshot, pool, recall._docs)
    assert not isinstance(rebuilt._bm25, rankcache._Scores)
    assert rebuilt.search("entirely new", 3) == RankIndex(docs).search("entirely new", 3)
    assert rebuilt.search("entirely new", 3)[0][0] == "e0001"


def test_entries_not_as_loaded_are_named_by_their_content(store: Store, root: Path) -> None:
    _fill(root)
    snapshot, pool, docs = _pool(store)
    views = [replace(e, meta=dict(e.meta)) for e in pool]  # equal entries, not the loaded objects
    assert rankcache.files_digest(snapshot, views, recall._docs) is None
    rankcache.index(snapshot, views, recall._docs)
    again = rankcache.index(snapshot, [replace(e, meta=dict(e.meta)) for e in pool], recall._docs)
    assert isinstance(again._bm25, rankcache._Scores)
    changed = [*docs[:-1], Doc(docs[-1].key, docs[-1].title, "entirely new words", ())]
    assert rankcache.digest(changed) != rankcache.digest(docs)


def test_a_damaged_cache_is_ignored(store: Store, root: Path) -> None:
    _fill(root)
    snapshot, pool, docs = _pool(store)
    rankcache.index(snapshot, pool, recall._docs)
    path = root / ".cache" / rankcache.CACHE_FILE
    data = bytearray(path.read_bytes())
    data[len(data) // 2] ^= 0xFF
    path.write_bytes(bytes(data))
    again = rankcache.index(snapshot, pool, recall._docs)
    assert not isinstance(again._bm25, rankcache._Scores)
    assert again.search("redis port", 5) == RankIndex(docs).search("redis port", 5)


def test_a_dry_run_snapshot_does_not_write_the_index(store: Store, root: Path) -> None:
    _fill(root)
    snapshot, pool, _ = _pool(store, write_cache=False)
    rankcache.index(snapshot, pool, recall._docs)
    assert not (root / ".cache" / rankcache.CACHE_FILE).exists()


def test_recall_limits_cut_the_same_ranking(store: Store, root: Path) -> None:
    _fill(root)
    clock.set_now("2026-11-20T12:00:00Z")
    snapshot = store.load()
    for query in QUERIES:
        everything = recall.recall(store, snapshot, query, limit=1000, log=False)
        for limit in (1, 3, 10):
            top = recall.recall(store, snapshot, query, limit=limit, log=False)
            assert [(h.id, h.score) for h in top] == [(h.id, h.score)
                                                      for h in everything[:limit]]
