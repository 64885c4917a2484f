"""Worker processes: the same results, in the same order, as doing the work in one process."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import generated_store, tree

from memstore.core import grouping
from memstore.core.errors import MemstoreError
from memstore.runtime import workers

NOW = "2026-11-20T12:00:00Z"


def _square_and_pid(n: int) -> tuple[int, int]:
    return n * n, os.getpid()


def test_ordered_map_returns_maps_results_in_order_from_other_processes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv(workers.ENV, "2")
    out = list(workers.ordered_map(_square_and_pid, iter(range(200))))
    assert [square for square, _ in out] == [n * n for n in range(200)]
    if sys.platform.startswith("linux"):
        pids = {pid for _, pid in out}
        assert os.getpid() not in pids and 1 <= len(pids) <= 2


def test_one_worker_or_small_work_stays_in_this_process(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(workers.ENV, "1")
    assert {pid for _, pid in workers.ordered_map(_square_and_pid, range(50))} == {os.getpid()}
    monkeypatch.setenv(workers.ENV, "2")
    small = workers.ordered_map(_square_and_pid, range(50), worth_it=False)
    assert {pid for _, pid in small} == {os.getpid()}


def test_a_worker_count_that_is_not_a_number_is_a_clear_error(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv(workers.ENV, "many")
    with pytest.raises(MemstoreError, match="MEMSTORE_WORKERS must be a whole number"):
        list(workers.ordered_map(_square_and_pid, range(3)))


@pytest.fixture(scope="module")
def busy_store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A generated store with enough working entries for consolidation to use the workers."""
    root = generated_store(tmp_path_factory.mktemp("busy"), 1500, seed=3)
    assert sum(1 for _ in (root / "working").rglob("*.md")) >= grouping.PARALLEL_PROBES
    return root


Run = Callable[..., subprocess.CompletedProcess[str]]


def _output(run: Run, store: Path, processes: str, *command: str) -> str:
    """stdout of `memstore COMMAND` on `store` with that many worker processes."""
    done = run("--store", str(store), "--now", NOW, *command, env={workers.ENV: processes},
               timeout=300)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_consolidation_plans_the_same_with_one_process_or_several(
    busy_store: Path, memstore_bin: Run,
) -> None:
    alone = _output(memstore_bin, busy_store, "1", "consolidate", "--json")
    assert '"flag"' in alone and '"merge"' in alone  # the store has both to find
    assert _output(memstore_bin, busy_store, "2", "consolidate", "--json") == alone


def test_health_measures_the_same_with_one_process_or_several(
    busy_store: Path, memstore_bin: Run,
) -> None:
    # The duplicate rate judges thousands of candidate pairs, on the workers when there are two.
    alone = _output(memstore_bin, busy_store, "1", "health", "--json")
    assert '"duplicate' in alone
    assert _output(memstore_bin, busy_store, "2", "health", "--json") == alone


def test_a_bad_worker_count_stops_the_command_with_one_line(
    busy_store: Path, memstore_bin: Run,
) -> None:
    before = tree(busy_store)
    done = memstore_bin("--store", str(busy_store), "--now", NOW, "consolidate", "--apply",
                        env={workers.ENV: "two"}, timeout=300)
    assert done.returncode == 1
    assert done.stderr.strip().splitlines() == [
        "Error: MEMSTORE_WORKERS must be a whole number of processes, not 'two'"]
    assert tree(busy_store) == before


def test_a_first_lint_finds_the_same_secrets_with_one_process_or_several(
    busy_store: Path, memstore_bin: Run, tmp_path: Path,
) -> None:
    # A first lint scans every file for secrets (on the workers when there are two) and keeps
    # each scan in the parse cache; the next lint reads them back.
    outputs = []
    for processes in ("1", "2"):
        store = tmp_path / processes / "memory"
        shutil.copytree(busy_store, store)
        shutil.rmtree(store / ".cache", ignore_errors=True)
        leaky = next(iter(sorted((store / "long_term").glob("*.md"))))
        leaky.write_text(leaky.read_text() + "- The deploy key is AKIAQ3MN7ZP2XV5TRW4H.\n")
        (store / "working" / "hand-body.md").write_text(
            "---\nid: hand-body\n---\n- Connect with postgres://admin:Xk9mP2vL8qRz@db:5432/app\n")
        first = memstore_bin("--store", str(store), "--now", NOW, "lint", "--json",
                             env={workers.ENV: processes}, timeout=300)
        again = memstore_bin("--store", str(store), "--now", NOW, "lint", "--json",
                             env={workers.ENV: processes}, timeout=300)
        assert first.returncode == again.returncode == 1, first.stderr
        assert again.stdout == first.stdout
        outputs.append(first.stdout)
    found = [e for e in json.loads(outputs[0])["errors"] if e["code"] == "secret"]
    assert sorted(e["path"] for e in found) == sorted(
        ["working/hand-body.md", f"long_term/{leaky.name}"])
    assert outputs[1] == outputs[0]


KILLED_PARENT = """
import os, signal, time
from memstore.runtime import workers
def slow(x):
    time.sleep(0.02)
    return [x] * 1000
for i, _ in enumerate(workers.ordered_map(slow, range(2000), chunk=1)):
    if i == 20:
        os.kill(os.getpid(), signal.SIGKILL)
"""


def test_workers_of_a_killed_parent_exit_quietly() -> None:
    for _ in range(3):
        done = subprocess.run([sys.executable, "-c", KILLED_PARENT], capture_output=True,
                              text=True, timeout=60, env={**os.environ, "MEMSTORE_WORKERS": "4"})
        assert done.returncode == -9
        assert "Traceback" not in done.stderr and "BrokenPipeError" not in done.stderr
