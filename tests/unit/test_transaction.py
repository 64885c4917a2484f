"""The application's transaction: the after-commit hooks run once after an applied job and never
on a dry run, a crash before them is completed hooks included, and the person is told."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import scenarios
import storecheck

from memstore.app.lifecycle import consolidate
from memstore.app.transaction import transaction
from memstore.runtime import notices
from memstore.storage import journal
from memstore.storage.journal import CRASH_ENV, CRASH_EXIT_CODE, JOURNAL
from memstore.storage.store import HEALTH, Store


@pytest.fixture
def built(tmp_path: Path, now: str) -> Store:
    return Store(scenarios.build(tmp_path / "memory"))


def _health_lines(store: Store) -> list[dict[str, object]]:
    path = store.path(HEALTH)
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []


def test_the_hooks_run_once_after_an_applied_job_and_not_on_a_dry_run(built: Store) -> None:
    store = built
    store.path("INDEX.md").unlink(missing_ok=True)
    before = storecheck.snapshot_tree(store.root)
    plan, written = consolidate(store, apply=False)
    assert not plan.empty and written == []
    assert storecheck.snapshot_tree(store.root) == before  # no INDEX.md, no health record
    plan, written = consolidate(store, apply=True)
    assert written and store.path("INDEX.md").exists()
    assert [r["job"] for r in _health_lines(store)] == ["consolidate"]
    _, again = consolidate(store, apply=True)  # nothing left to do: no commit, no hooks
    assert again == [] and len(_health_lines(store)) == 1


def test_a_crash_before_the_hooks_is_completed_with_them_by_the_next_transaction(
        built: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    store = built
    store.path("INDEX.md").unlink(missing_ok=True)
    env = {**os.environ, "MEMSTORE_NOW": scenarios.NOW, "MEMSTORE_LOCK_TIMEOUT": "30"}
    # Killed right after its journal was written: nothing done yet, the hooks included.
    killed = subprocess.run(
        [sys.executable, "-m", "memstore", "--store", str(store.root), "consolidate", "--apply"],
        capture_output=True, text=True, env={**env, CRASH_ENV: "consolidate:0"})
    assert killed.returncode == CRASH_EXIT_CODE
    record = journal.read(store)
    assert record is not None
    assert _health_lines(store) == [] and not store.path("INDEX.md").exists()
    told: list[str] = []
    monkeypatch.setattr(notices, "_listeners", [])
    notices.listen(told.append)
    with transaction(store):
        pass
    assert not store.path(JOURNAL).exists()
    assert store.path("INDEX.md").exists()
    assert [r["job"] for r in _health_lines(store)] == ["consolidate"]
    assert told[0].startswith(f"memstore: completed the interrupted consolidate run started "
                              f"{record['started']}: {len(record['steps'])} of "
                              f"{len(record['steps'])} file changes were still to do")
    with transaction(store):  # nothing left: nothing done twice, nothing told
        pass
    assert len(_health_lines(store)) == 1 and len(told) == 1
