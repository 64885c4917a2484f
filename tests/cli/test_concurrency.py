"""Many agents at once: adds never wait on a job, nothing is lost, no id is given twice, the
logs stay one JSON object a line, and a lock left by a killed process is taken over at once."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import scenarios
import storecheck

WORKERS = 8
WORKER = Path(__file__).parents[1] / "concurrency_worker.py"
CONFIRMED = "keep-prs-small-k1k1"  # a protected preference: no job moves or merges it
NOW = scenarios.NOW


def _env(**extra: str) -> dict[str, str]:
    tests = str(Path(__file__).parents[1])
    return {**os.environ, "MEMSTORE_LOCK_TIMEOUT": "60",
            "PYTHONPATH": os.pathsep.join([tests, os.environ.get("PYTHONPATH", "")]), **extra}


def _memstore(root: Path, *args: str, now: str = NOW, **env: str
              ) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "memstore", "--store", str(root), "--now", now,
                           *args], capture_output=True, text=True, env=_env(**env), timeout=120)


def test_eight_agents_add_recall_and_confirm_while_lifecycle_jobs_apply(tmp_path: Path) -> None:
    root = scenarios.build(tmp_path / "memory")
    before_ids = set(storecheck.ids(root))
    before_facts = storecheck.facts(root)
    confirmations = 1
    stop = tmp_path / "stop"
    agents = [subprocess.Popen([sys.executable, str(WORKER), str(root), str(n), str(stop),
                                str(tmp_path / f"agent-{n}.json"), NOW, CONFIRMED],
                               env=_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True) for n in range(WORKERS)]
    try:
        deadline = time.monotonic() + 120
        while not all((tmp_path / f"agent-{n}.json.ready").exists() for n in range(WORKERS)):
            assert time.monotonic() < deadline and all(a.poll() is None for a in agents)
            time.sleep(0.05)
        started = time.monotonic()
        # While every agent keeps adding: a consolidation, then a retention run whose moment
        # expires the agents' earlier candidates (created at NOW, unpromoted for 30 days).
        for job, day in ((("consolidate", "--apply"), "2026-11-21"),
                         (("retention", "run", "--apply"), "2027-01-05")):
            done = _memstore(root, *job, now=f"{day}T12:00:00Z")
            assert done.returncode == 0, done.stderr
            assert all(a.poll() is None for a in agents)  # the jobs ran while the agents worked
        time.sleep(max(0.0, 3.0 - (time.monotonic() - started)))  # at least 3 s of agents' work
    finally:  # a failed assertion must not leave eight agents adding forever
        stop.touch()
    try:
        outputs = [agent.communicate(timeout=120) for agent in agents]
    finally:
        for agent in agents:
            agent.kill()
    assert all(agent.returncode == 0 for agent in agents), outputs
    results = [json.loads((tmp_path / f"agent-{n}.json").read_text()) for n in range(WORKERS)]
    errors = [e for r in results for e in r["errors"]]
    assert errors == [], errors[0]
    added = [i for r in results for i in r["ids"]]
    recalls = sum(r["recalls"] for r in results)
    confirmations += sum(r["confirms"] for r in results)
    assert len(added) >= 2 * WORKERS

    # Counts match exactly: every id given out is in exactly one file, none given twice.
    assert len(set(added)) == len(added)
    ids = storecheck.ids(root)
    assert len(ids) == len(set(ids))
    assert set(added) <= set(ids)
    assert set(added).isdisjoint(before_ids)
    events = [json.loads(line) for line in (root / "log/events.jsonl").read_text().splitlines()]
    assert sorted(e["id"] for e in events if e["event"] == "add") == sorted(added)
    assert len((root / "log/recall.jsonl").read_text().splitlines()) == recalls
    kept = (root / "long_term" / f"{CONFIRMED}.md").read_text()
    assert f"confirmations: {confirmations}" in kept
    assert storecheck.problems(root) == []
    assert storecheck.lost_facts(before_facts, root) <= {"the build used make in 2024."}
    # Agents' observations are all there, whatever layer the jobs moved them to.
    snapshot_layers = {p.parent.name for p in root.glob("*/*.md") if p.stem in set(added)}
    assert "archive" in snapshot_layers  # the last runs expired some while agents kept adding


def _holder(root: Path) -> subprocess.Popen[str]:
    code = ("import sys, time\nfrom memstore.storage.store import Store\n"
            f"with Store.open({str(root)!r}).lock():\n"
            "    print('locked', flush=True)\n    time.sleep(120)\n")
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True,
                            env=_env())
    assert proc.stdout is not None and proc.stdout.readline().strip() == "locked"
    return proc


def test_a_lock_left_by_a_killed_process_is_taken_over_at_once(tmp_path: Path) -> None:
    root = scenarios.build(tmp_path / "memory")
    holder = _holder(root)
    try:
        waited = _memstore(root, "preserve", CONFIRMED, MEMSTORE_LOCK_TIMEOUT="0.5")
        assert waited.returncode == 1
        assert f"the store is locked by pid {holder.pid}" in waited.stderr
        # Evidence never waits for a job: it is queued for whoever holds the lock next.
        queued = _memstore(root, "confirm", CONFIRMED, MEMSTORE_LOCK_TIMEOUT="30")
        assert queued.returncode == 0 and "a job holds the store" in queued.stdout
        # Adds need no lock: one lands at once while the lock is held.
        start = time.monotonic()
        added = _memstore(root, "add", "Adds never wait for the lock", MEMSTORE_LOCK_TIMEOUT="30")
        assert added.returncode == 0, added.stderr
        assert time.monotonic() - start < 10
        # A user-stated preference goes to long_term/; the add waits at most a second for the
        # lock to refresh INDEX.md, then leaves that to the lock holder.
        start = time.monotonic()
        pref = _memstore(root, "add", "Prefer small commits", "--kind", "preference",
                         "--source", "user", MEMSTORE_LOCK_TIMEOUT="30")
        assert pref.returncode == 0, pref.stderr
        assert time.monotonic() - start < 10
    finally:
        holder.kill()  # SIGKILL: no chance to release anything
        holder.communicate()
    start = time.monotonic()
    taken = _memstore(root, "confirm", CONFIRMED, MEMSTORE_LOCK_TIMEOUT="5")
    assert taken.returncode == 0, taken.stderr
    assert time.monotonic() - start < 5
    assert "confirmations: 3" in (root / "long_term" / f"{CONFIRMED}.md").read_text()
    assert storecheck.problems(root) == []


def test_readers_never_trip_over_files_a_job_is_moving(tmp_path: Path) -> None:
    """A reader lists a folder, then a job moves a file before the reader opens it: the reader
    goes on without it (and without a warning), never a traceback."""
    from click.testing import CliRunner

    from memstore.cli import cli

    root = scenarios.build(tmp_path / "memory")
    for n in range(150):
        (root / "working" / f"moving-note-{n}-aaaa.md").write_text(
            f"---\nid: moving-note-{n}-aaaa\ncreated: {NOW}\n---\n- Pepper lotus iris {n}.\n")
    mover = subprocess.Popen([sys.executable, "-c", f"""
import os, time
root = {str(root)!r}
end = time.monotonic() + 3
while time.monotonic() < end:
    for n in range(150):
        a = f"{{root}}/working/moving-note-{{n}}-aaaa.md"
        b = f"{{root}}/archive/moving-note-{{n}}-aaaa.md"
        try:
            os.replace(a, b)
        except FileNotFoundError:
            os.replace(b, a)
"""])
    runner = CliRunner()
    reads = 0
    try:
        while mover.poll() is None:
            for args in (("recall", "pepper lotus", "--json"), ("list", "--json"), ("context",)):
                result = runner.invoke(cli, ["--store", str(root), "--now", NOW, *args],
                                       catch_exceptions=False)
                assert result.exit_code == 0, result.output
                assert "cannot read" not in result.stderr
                reads += 1
    finally:
        mover.kill()
        mover.wait()
    assert reads >= 3


def _entry_file(entry_id: str, title: str, body: str) -> str:
    return (f"---\nid: {entry_id}\ntitle: {title}\nkind: observation\nstatus: candidate\n"
            f"source: agent\ncreated: {NOW}\nlast_confirmed: {NOW}\nconfirmations: 1\n"
            f"provenance:\n  - {{at: {NOW}, source: agent}}\nschema: 1\n---\n{body}")


def test_a_note_saved_while_a_job_plans_is_never_overwritten(tmp_path: Path) -> None:
    """Editors and `git pull` take no lock. A note saved (temporary file, rename) after
    `consolidate --apply` loaded the store and before it wrote: the merge rewrote the
    surviving note from the text it had loaded, and the line the person had just saved was
    gone from every file. Now the job plans again from the saved text."""
    root = tmp_path / "memory"
    assert _memstore(root.parent, "init", str(root)).returncode == 0
    work = root / "working"
    for n in range(1, 61):  # enough notes that planning takes a while
        work.joinpath(f"service-{n}-port-{n:04x}.md").write_text(_entry_file(
            f"service-{n}-port-{n:04x}", f"Service {n} port",
            f"- The service number {n} listens on port {8000 + n} in staging.\n"))
    uv = ["Use uv for Python dependencies.", "Run uv sync after every pull."]
    for entry_id, facts in (("use-uv-for-deps-aaa1", [*uv, "Commit uv.lock."]),
                            ("use-uv-for-deps-aaa2", uv),
                            ("use-uv-for-deps-aaa3", [*uv, "Pin uv in CI."])):
        work.joinpath(f"{entry_id}.md").write_text(_entry_file(
            entry_id, "Use uv for deps", "".join(f"- {fact}\n" for fact in facts)))
    job = subprocess.Popen([sys.executable, "-m", "memstore", "--store", str(root), "--now",
                            "2026-11-21T12:00:00Z", "consolidate", "--apply"],
                           env=_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        # The job has loaded the store once its parse cache is written: it is planning now.
        deadline = time.monotonic() + 60
        while not (root / ".cache" / "entries.marshal").exists():
            assert job.poll() is None and time.monotonic() < deadline
            time.sleep(0.002)
        saved = {}
        for note in sorted(work.glob("use-uv-for-deps-*.md")):
            saved[note.stem] = f"- Saved by hand in {note.stem}: pin uv to 0.5 in CI."
            tmp = note.with_name(f".{note.name}.swp")
            tmp.write_text(note.read_text() + saved[note.stem] + "\n")
            os.replace(tmp, note)
        out, err = job.communicate(timeout=120)
    finally:
        job.kill()
    assert job.returncode == 0, err
    assert len(saved) == 3  # (saved before the job moved any of them)
    text = "".join(p.read_text() for p in root.glob("*/*.md"))
    assert [line for line in saved.values() if line not in text] == []
    assert storecheck.problems(root) == []
