"""Kill real `memstore ... --apply` processes at every journaled step and at random moments.

After each kill the next command that takes the lock completes the run; the store must then be
byte-for-byte what an uninterrupted run leaves (logs aside from the `recover` event), lint
clean, with no fact lost, no id twice and every link resolving.

The kill budget is `MEMSTORE_CRASH_KILLS` (default 40, which samples each job's crash points);
200 or more runs every crash point of every job, crashes inside the recovery too, and fills the
rest with random SIGKILLs:

    MEMSTORE_CRASH_KILLS=250 .venv/bin/pytest tests/cli/test_crash.py
"""

from __future__ import annotations

import os
import random
import shutil
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pytest
import scenarios
import storecheck
from click.testing import CliRunner

from memstore.app.transaction import transaction
from memstore.cli import cli
from memstore.runtime import clock
from memstore.storage import journal
from memstore.storage.journal import CRASH_ENV, CRASH_EXIT_CODE
from memstore.storage.store import Store

KILLS = int(os.environ.get("MEMSTORE_CRASH_KILLS", "40"))
FULL = KILLS >= 200
WORKERS = 3
NOW = scenarios.NOW


@dataclass(frozen=True)
class Job:
    name: str  # the plan's job, as MEMSTORE_CRASH_AT names it
    args: tuple[str, ...]
    build: Callable[[Path], Path] = scenarios.build


def _migrate_source(root: Path) -> Path:
    source = root.parent / "old-notes"
    source.mkdir(exist_ok=True)
    for n, text in enumerate(("Prefer ruff over flake8", "The docs are built with mkdocs",
                              "Release tags look like v1.2.3", "Logs go to stderr")):
        (source / f"note-{n}.md").write_text(f"- {text}.\n")
    return source


JOBS = [
    Job("consolidate", ("consolidate", "--apply")),
    Job("prune", ("prune", "--apply")),
    Job("purge", ("purge", "--apply")),
    Job("compact", ("compact", "--apply")),
    Job("retention", ("retention", "run", "--apply")),
    Job("restore", ("restore", "docker-compose-for-local-dev-h8h8")),
    Job("contradict", ("contradict", "api-port-is-8080-i9i9", "--by", "api-port-is-9090-j0j0")),
    Job("migrate", ("migrate", "{source}", "--apply")),
    Job("doctor", ("doctor", "--apply"), scenarios.build_damaged),
]


def _command(job: Job, root: Path) -> list[str]:
    args = [a.replace("{source}", str(root.parent / "old-notes")) for a in job.args]
    return [sys.executable, "-m", "memstore", "--store", str(root), "--now", NOW, *args]


def _env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != CRASH_ENV}
    env.update(MEMSTORE_LOCK_TIMEOUT="30", **extra)
    return env


@dataclass
class Baseline:
    initial: Path
    expected: dict[str, bytes]
    untouched: dict[str, bytes]
    points: int


_baselines: dict[str, Baseline] = {}
_kills: list[int] = []  # kills made by each job's test, for the total the full run promises
_in_process = threading.Lock()  # CliRunner swaps sys.stdout: one in-process run at a time


def _fresh(job: Job, folder: Path) -> Path:
    root = folder / "memory"
    job.build(root)
    _migrate_source(root)
    return root


def baseline(job: Job, tmp: Path) -> Baseline:
    """The store before, the tree an uninterrupted run leaves, and the run's crash points.

    The uninterrupted run is in-process (only kills need a real process); the crash points are
    counted from the journal a real run left when stopped at point 0, itself the first kill.
    """
    if job.name in _baselines:
        return _baselines[job.name]
    initial = _fresh(job, tmp / f"{job.name}-initial")
    done = _copy(initial, tmp / f"{job.name}-done")
    with _in_process:
        ran = CliRunner().invoke(cli, _command(job, done)[3:], catch_exceptions=False)
    assert ran.exit_code == 0, ran.output
    assert storecheck.problems(done) == []
    lost = storecheck.lost_facts(storecheck.facts(initial), done)
    assert lost <= ({"the build used make in 2024."} if job.name in ("purge", "retention")
                    else set()), lost
    expected = storecheck.snapshot_tree(done)
    untouched = storecheck.snapshot_tree(initial)
    assert expected != untouched, f"{job.name} changed nothing"
    trial = _copy(initial, tmp / f"{job.name}-at-0")
    ran = subprocess.run(_command(job, trial), capture_output=True, text=True,
                         env=_env(**{CRASH_ENV: f"{job.name}:0"}))
    assert ran.returncode == CRASH_EXIT_CODE, ran.stderr
    record = journal.read(Store(trial))
    assert record is not None
    steps = record["steps"]
    assert storecheck.snapshot_tree(trial) == untouched  # the journal comes before any change
    base = Baseline(initial, expected, untouched, 1 + sum(
        2 if s["op"] == "move" else 1 for s in steps) + 4)
    _verify(base, trial)
    _baselines[job.name] = base
    return base


def _copy(initial: Path, folder: Path) -> Path:
    root = storecheck.copy_store(initial, folder / "memory")
    shutil.copytree(initial.parent / "old-notes", folder / "old-notes")
    return root


def _recover(root: Path) -> None:
    """What the next command does first: take the lock in a transaction, which completes the
    journal (memstore.app.transaction)."""
    with transaction(Store(root)):
        pass


def _verify(base: Baseline, root: Path, *, may_be_untouched: bool = False) -> str:
    _recover(root)
    tree = storecheck.snapshot_tree(root)
    if may_be_untouched and tree == base.untouched:
        return "untouched"  # killed before its journal: nothing changed (doctor's damage too)
    assert storecheck.problems(root) == []
    assert tree == base.expected, sorted(
        k for k in set(tree) | set(base.expected) if tree.get(k) != base.expected.get(k))
    return "completed"


def _sample(points: int, budget: int) -> list[int]:
    if FULL or points <= budget:
        return list(range(points))
    step = (points - 1) / (budget - 1)
    return sorted({round(i * step) for i in range(budget)})


def _crash_at(job: Job, base: Baseline, folder: Path, point: int, recover_point: int | None
              ) -> int:
    """Kill the job at `point` (and its recovery at `recover_point`); returns kills made."""
    root = _copy(base.initial, folder)
    ran = subprocess.run(_command(job, root), capture_output=True, text=True,
                         env=_env(**{CRASH_ENV: f"{job.name}:{point}"}))
    assert ran.returncode == CRASH_EXIT_CODE, (point, ran.stderr)
    assert (root / ".cache" / "journal.json").exists()
    kills = 1
    if recover_point is not None:
        again = subprocess.run([sys.executable, "-m", "memstore", "--store", str(root), "--now",
                                NOW, "index"], capture_output=True, text=True,
                               env=_env(**{CRASH_ENV: f"recover:{recover_point}"}))
        assert again.returncode in (CRASH_EXIT_CODE, 0), again.stderr
        kills += again.returncode == CRASH_EXIT_CODE
    _verify(base, root)
    return kills


@pytest.fixture(autouse=True)
def _clock() -> None:
    clock.set_now(NOW)


@pytest.mark.parametrize("job", JOBS, ids=[j.name for j in JOBS])
def test_a_kill_at_every_journaled_step_is_completed_by_the_next_command(
        job: Job, tmp_path_factory: pytest.TempPathFactory) -> None:
    tmp = tmp_path_factory.mktemp(f"crash-{job.name}")
    base = baseline(job, tmp)
    assert base.points >= 6  # journal written, at least one step, events, reports, index, health
    per_job = max(3, int(KILLS * 0.6) // len(JOBS))
    points = [n for n in _sample(base.points, per_job) if n > 0]  # baseline() killed at 0
    recover_every = 1 if FULL else 3
    with ThreadPoolExecutor(WORKERS) as pool:
        kills = sum(pool.map(
            lambda n: _crash_at(job, base, tmp / f"at-{n}", n,
                                n % 5 if n % recover_every == 0 else None), points))
    assert kills >= len(points)
    _kills.append(kills + 1)


def test_random_kills_leave_the_store_untouched_or_completed(
        tmp_path_factory: pytest.TempPathFactory) -> None:
    tmp = tmp_path_factory.mktemp("crash-random")
    rng = random.Random(8)
    count = max(10, KILLS - int(KILLS * 0.6) - (KILLS // 10))
    outcomes: dict[str, int] = {}

    def one(n: int) -> str:
        job = JOBS[n % len(JOBS)]
        base = baseline(job, tmp)
        root = _copy(base.initial, tmp / f"random-{n}")
        proc = subprocess.Popen(_command(job, root), stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL, env=_env())
        journal = root / ".cache" / "journal.json"
        if n % 2:  # anywhere in the run, start-up included
            time.sleep(rng.uniform(0.0, 0.35))
        else:  # inside the applying part: once the journal is there
            deadline = time.monotonic() + 5
            while not journal.exists() and proc.poll() is None and time.monotonic() < deadline:
                time.sleep(0.0005)
            time.sleep(rng.uniform(0.0, 0.02))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        return _verify(base, root, may_be_untouched=True)

    with ThreadPoolExecutor(WORKERS) as pool:
        list(pool.map(lambda job: baseline(job, tmp), JOBS))
    with ThreadPoolExecutor(WORKERS) as pool:
        for outcome in pool.map(one, range(count)):
            outcomes[outcome] = outcomes.get(outcome, 0) + 1
    assert sum(outcomes.values()) == count
    assert outcomes.get("completed", 0) > 0
    if FULL and len(_kills) == len(JOBS):
        total = sum(_kills) + count
        print(f"\n{total} kills: {sum(_kills)} at journaled steps (recoveries included), "
              f"{count} at random ({outcomes})")
        assert total >= 200


def test_the_next_real_command_says_it_completed_the_interrupted_run(
        tmp_path_factory: pytest.TempPathFactory) -> None:
    job = JOBS[3]  # compact
    tmp = tmp_path_factory.mktemp("crash-message")
    base = baseline(job, tmp)
    root = _copy(base.initial, tmp / "run")
    ran = subprocess.run(_command(job, root), capture_output=True, text=True,
                         env=_env(**{CRASH_ENV: "compact:3"}))
    assert ran.returncode == CRASH_EXIT_CODE
    # A dry run does not take the lock: it changes nothing, the journal stays.
    dry = subprocess.run(_command(Job("compact", ("compact",)), root), capture_output=True,
                         text=True, env=_env())
    assert dry.returncode == 0 and (root / ".cache" / "journal.json").exists()
    nxt = subprocess.run([sys.executable, "-m", "memstore", "--store", str(root), "--now", NOW,
                          "confirm", "keep-prs-small-k1k1"], capture_output=True, text=True,
                         env=_env())
    assert nxt.returncode == 0, nxt.stderr
    assert "completed the interrupted compact run started 2026-11-20T12:00:00Z" in nxt.stderr
    assert not (root / ".cache" / "journal.json").exists()
    assert storecheck.problems(root) == []
    assert (root / "archive" / "uv-convention-2-f6f2.md").exists()


def test_a_merge_whose_move_a_pull_stopped_counts_its_note_once(tmp_path: Path) -> None:
    """A consolidation killed after its journal; before the next command, a pull changes the
    note its merge absorbs. The completion writes the survivor (it supersedes the note and
    counts its confirmation) and leaves the changed note where it is, live. The next
    consolidation merged it again: the note's confirmation counted twice, its provenance
    record twice. Now a member the survivor already supersedes adds only what it gained."""
    root = tmp_path / "memory"

    def memstore(*args: str, now: str = "2026-12-05T12:00:00Z", **env: str
                 ) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "memstore", "--store", str(root), "--now",
                               now, *args], capture_output=True, text=True, env=_env(**env))

    assert memstore("init", str(root)).returncode == 0
    uv = "- Use uv for Python dependencies.\n- Run uv sync after every pull.\n"
    note = memstore("add", "-t", "Use uv for deps", uv, now="2026-12-01T12:00:00Z")
    kept = memstore("add", "-t", "Use uv for deps", uv + "- Commit uv.lock.\n",
                    now="2026-12-01T12:00:00Z")
    note_id, kept_id = note.stdout.strip(), kept.stdout.strip()
    crashed = memstore("consolidate", "--apply", **{CRASH_ENV: "consolidate:0"})
    assert crashed.returncode == CRASH_EXIT_CODE
    with (root / "working" / f"{note_id}.md").open("a") as pulled:
        pulled.write("- Pin uv in CI.\n")
    completed = memstore("doctor", "--apply")
    assert f"skipped working/{note_id}.md: changed since the run was planned" in completed.stderr
    assert (root / "working" / f"{note_id}.md").exists()
    assert memstore("consolidate", "--apply").returncode == 0
    survivor = (root / "long_term" / f"{kept_id}.md").read_text()
    assert "confirmations: 2\n" in survivor  # one each, as an uninterrupted run counts them
    assert survivor.count(f"from: {note_id}") == 1
    assert "- Pin uv in CI." in survivor
    assert storecheck.problems(root) == []
