"""Looks at the store that change nothing: the decay listing behind prune, and the retention
counts (memstore.jobs.archive). Each reads the store without touching the parse cache, like a
dry run, and takes no lock, so these commands never load the transaction.
"""

from __future__ import annotations

from typing import Any

from memstore.core.errors import InvalidEntry
from memstore.jobs.archive import decay_report, retention_status
from memstore.storage.store import Snapshot, Store


def decay(store: Store) -> tuple[list[InvalidEntry], list[dict[str, Any]]]:
    """Every long-term entry's decay score and why, lowest first (memstore.jobs.archive
    .decay_report), with the files that could not be loaded."""
    snapshot = store.load(write_cache=False)
    return snapshot.problems, decay_report(store, snapshot)


def counts(store: Store, snapshot: Snapshot | None = None) -> dict[str, Any]:
    """Entries per layer and status, and the protected, preserved and malformed counts."""
    return retention_status(store.load(write_cache=False) if snapshot is None else snapshot, store)
