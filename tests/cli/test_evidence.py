"""confirm, contradict and used never fail because a job holds the store: they wait in the
pending log and the job folds them in as it lets go (issue 18, item 18;
memstore.app.evidence)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import NOW, WriteEntry

from memstore.core.fileformat import parse

HOLDER = """
import sys, time
from memstore.storage.store import Store
from memstore.app.transaction import transaction
with transaction(Store(__import__("pathlib").Path(sys.argv[1]))):
    print("held", flush=True)
    if sys.argv[2] == "until-told":
        sys.stdin.readline()  # holds the store until the test writes a line
    else:
        time.sleep(float(sys.argv[2]))
"""
LATER = "2026-11-21T08:30:00Z"


def _hold(root: Path, seconds: float | str) -> subprocess.Popen[str]:
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(root), str(seconds)],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert holder.stdout is not None and holder.stdout.readline() == "held\n"
    holder.stdout.close()
    if seconds != "until-told":
        assert holder.stdin is not None
        holder.stdin.close()
    return holder


def _memstore(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "MEMSTORE_LOCK_TIMEOUT": "30", "MEMSTORE_NOW": LATER}
    return subprocess.run([sys.executable, "-m", "memstore", "--store", str(root), *args],
                          capture_output=True, text=True, env=env, timeout=60)


def _meta(path: Path) -> dict[str, object]:
    return parse(path.read_text()).meta


def _seed(write_entry: WriteEntry) -> tuple[Path, Path, Path]:
    common = {"kind": "fact", "created": "2026-10-01T00:00:00Z",
              "last_confirmed": "2026-10-01T00:00:00Z", "schema": 1}
    port = write_entry("long_term", "api-port-8080", "- The API listens on 8080.",
                       title="API port", **common)
    old = write_entry("long_term", "deploy-on-friday", "- Deploys happen on Friday.",
                      title="Deploy day", **common)
    new = write_entry("long_term", "deploy-on-thursday", "- Deploys happen on Thursday.",
                      title="Deploy day, new", **common)
    return port, old, new


def test_evidence_edits_do_not_wait_for_a_job_and_land_when_it_ends(
        root: Path, write_entry: WriteEntry) -> None:
    port, old, new = _seed(write_entry)
    # The job holds the store until the test lets it go, so every edit below ends while it is
    # held: one that waited for the lock would fail after its lock timeout instead.
    holder = _hold(root, "until-told")
    for args in (("confirm", "api-port", "--session", "s-1"), ("used", "api-port-8080"),
                 ("contradict", "deploy-on-friday", "--by", "deploy-on-thursday")):
        done = _memstore(root, *args)
        assert done.returncode == 0, done.stderr
        assert "a job holds the store" in done.stdout
        assert holder.poll() is None
    assert _meta(port).get("confirmations", 1) == 1  # not yet: the job holds the store
    wrong = _memstore(root, "confirm", "no-such-entry")
    assert wrong.returncode == 1 and "no entry with id 'no-such-entry'" in wrong.stderr
    assert holder.poll() is None
    assert holder.stdin is not None
    holder.stdin.write("go\n")
    holder.stdin.close()
    holder.wait(timeout=30)

    meta = _meta(port)
    assert meta["confirmations"] == 2 and meta["successes"] == 1
    assert meta["last_confirmed"] == LATER
    assert meta["provenance"][-1] == {"at": LATER, "source": "agent", "session": "s-1"}
    archived = root / "archive" / old.name
    assert not old.exists() and _meta(archived)["superseded_by"] == "deploy-on-thursday"
    assert _meta(new)["supersedes"] == ["deploy-on-friday"]
    assert not (root / ".cache" / "pending.jsonl").exists()
    events = (root / "log" / "events.jsonl").read_text()
    assert '"event": "confirm"' in events and '"event": "used"' in events


def test_evidence_queued_for_a_merged_entry_lands_on_the_entry_it_was_merged_into(
        root: Path, write_entry: WriteEntry) -> None:
    port, _, _ = _seed(write_entry)
    absorbed = write_entry("archive", "api-port-note", "- The API listens on 8080.",
                           kind="fact", status="superseded", superseded_by="api-port-8080",
                           archived_from="working", archived_reason="merged into api-port-8080")
    before = absorbed.read_bytes()
    holder = _hold(root, "until-told")
    done = _memstore(root, "confirm", "api-port-note")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("recorded a confirmation for api-port-8080; a job holds")
    assert done.stderr == ("note: api-port-note was merged into api-port-8080; recorded on "
                           "api-port-8080\n")
    assert holder.stdin is not None
    holder.stdin.write("go\n")
    holder.stdin.close()
    holder.wait(timeout=30)
    assert _meta(port)["confirmations"] == 2 and _meta(port)["last_confirmed"] == LATER
    assert absorbed.read_bytes() == before


def test_evidence_a_killed_job_left_waiting_is_folded_by_the_next_writer(
        root: Path, write_entry: WriteEntry) -> None:
    port, _, _ = _seed(write_entry)
    holder = _hold(root, 60)
    assert _memstore(root, "confirm", "api-port-8080").returncode == 0
    holder.send_signal(signal.SIGKILL)
    holder.wait(timeout=10)
    assert _meta(port).get("confirmations", 1) == 1
    assert _memstore(root, "index").returncode == 0  # the next command that takes the lock
    assert _meta(port)["confirmations"] == 2


@pytest.mark.parametrize(("op", "key", "start"), [("confirm", "confirmations", 1),
                                                  ("used", "successes", 0)])
def test_a_fold_killed_midway_counts_each_edit_once(root: Path, write_entry: WriteEntry,
                                                    op: str, key: str, start: int) -> None:
    # (the lines being folded stay in pending.jsonl.folding and were folded again from the
    # first: 300 confirmations queued, the fold killed after 60 of them, and the entry ended
    # with 360; and an edit killed between its file and its event counted twice)
    from memstore.app import evidence
    from memstore.storage.store import Store

    port, _, _ = _seed(write_entry)
    queued = 150
    for n in range(queued):  # what confirm and used do while a job holds the store
        evidence.queue(Store(root), {"at": f"2026-11-21T08:{n // 60:02d}:{n % 60:02d}Z",
                                     "op": op, "id": "api-port-8080", "source": "agent"})
    folder = subprocess.Popen([sys.executable, "-m", "memstore", "--store", str(root), "index"],
                              env={**os.environ, "MEMSTORE_NOW": LATER},
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        while folder.poll() is None:  # kill it once some, not all, edits landed
            try:
                count = int(_meta(port).get(key, start))  # type: ignore[call-overload]
            except (OSError, ValueError):
                continue
            if count > start + 5:
                folder.send_signal(signal.SIGKILL)
                break
    finally:
        folder.wait(timeout=60)
    assert folder.returncode == -signal.SIGKILL, "the fold ended before it could be killed"
    assert start < int(_meta(port)[key]) < start + queued  # type: ignore[call-overload]
    assert (root / ".cache" / "pending.jsonl.folding").exists()
    assert _memstore(root, "doctor", "--apply").returncode == 0
    assert _meta(port)[key] == start + queued
    assert not (root / ".cache" / "pending.jsonl.folding").exists()


def test_evidence_for_an_entry_gone_meanwhile_is_dropped_with_an_event(
        root: Path, write_entry: WriteEntry) -> None:
    port, _, _ = _seed(write_entry)
    holder = _hold(root, 60)
    assert _memstore(root, "confirm", "api-port-8080").returncode == 0
    port.unlink()  # as a job merging it away would
    holder.send_signal(signal.SIGKILL)
    holder.wait(timeout=10)
    done = _memstore(root, "index")
    assert done.returncode == 0, done.stderr
    assert '"event": "evidence-dropped"' in (root / "log" / "events.jsonl").read_text()
    assert not (root / ".cache" / "pending.jsonl").exists()
    assert NOW  # the rest of the suite's clock is untouched


def test_doctor_reports_evidence_a_killed_job_left_and_apply_folds_it(
        root: Path, write_entry: WriteEntry) -> None:
    port, _, _ = _seed(write_entry)
    holder = _hold(root, 60)
    assert _memstore(root, "confirm", "api-port-8080").returncode == 0
    holder.send_signal(signal.SIGKILL)
    holder.wait(timeout=10)
    found = _memstore(root, "doctor")
    assert ".cache/pending.jsonl: pending-evidence: 1 confirm/contradict/used edit" in found.stdout
    assert _meta(port).get("confirmations", 1) == 1  # a dry run folds nothing
    assert _memstore(root, "doctor", "--apply").returncode == 0
    assert _meta(port)["confirmations"] == 2


# A job that stops between its last fold of the pending log and letting go of the lock: the
# moment an edit queued then used to wait in the log for the next command (once 89 of 90
# confirmations in tests/cli/test_cli_entries.py's concurrent adds).
LAST_FOLD = """
import sys
from pathlib import Path
import memstore.app.transaction as transaction
from memstore.storage.store import Store
real, folds = transaction._fold, []
def fold_then_wait(store):
    real(store)
    folds.append(1)
    if len(folds) == 2:  # the fold before letting go
        print("folded", flush=True)
        sys.stdin.readline()
transaction._fold = fold_then_wait
with transaction.transaction(Store(Path(sys.argv[1]))):
    print("held", flush=True)
"""


def test_an_edit_queued_after_the_last_fold_lands_when_the_job_lets_go(
        root: Path, write_entry: WriteEntry) -> None:
    port, _, _ = _seed(write_entry)
    job = subprocess.Popen([sys.executable, "-c", LAST_FOLD, str(root)], stdin=subprocess.PIPE,
                           stdout=subprocess.PIPE, text=True)
    assert job.stdout is not None and job.stdin is not None
    assert job.stdout.readline() == "held\n" and job.stdout.readline() == "folded\n"
    done = _memstore(root, "confirm", "api-port-8080")
    assert done.returncode == 0 and "a job holds the store" in done.stdout
    assert _meta(port).get("confirmations", 1) == 1
    job.stdin.write("go\n")
    job.stdin.close()
    job.stdout.close()
    assert job.wait(timeout=60) == 0
    # No later command: the job folded it after letting go.
    assert _meta(port)["confirmations"] == 2
    assert not (root / ".cache" / "pending.jsonl").exists()


def test_an_edit_queued_while_an_add_holds_the_bare_lock_lands_when_it_ends(
        root: Path, write_entry: WriteEntry) -> None:
    # `add` of a long-term entry takes the bare lock to refresh INDEX.md (no fold inside it).
    port, _, _ = _seed(write_entry)
    holder = subprocess.Popen([sys.executable, "-c", BARE, str(root)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    assert holder.stdout is not None and holder.stdin is not None
    assert holder.stdout.readline() == "held\n"
    done = _memstore(root, "confirm", "api-port-8080")
    assert done.returncode == 0 and "a job holds the store" in done.stdout
    holder.stdin.write("go\n")
    holder.stdin.close()
    holder.stdout.close()
    assert holder.wait(timeout=60) == 0
    assert _meta(port)["confirmations"] == 2


BARE = """
import sys
from pathlib import Path
import memstore.app.edits as edits
from memstore.storage.store import Store
real = edits.refresh_index
def refresh_then_wait(store):
    print("held", flush=True)
    sys.stdin.readline()
    real(store)
edits.refresh_index = refresh_then_wait
edits.add(Store(Path(sys.argv[1])), "Never commit .env files", kind="security_rule",
          source="user")
"""


def test_evidence_on_an_archived_entry_says_it_stays_in_archive(
        root: Path, write_entry: WriteEntry) -> None:
    """`confirm` of an entry prune had archived printed "confirmed ci-cache (2 confirmations)"
    and nothing else: the entry stayed in archive/, out of context and recall, and the person
    who just said it holds had no hint that 'memstore restore' brings it back."""
    pruned = write_entry("archive", "ci-cache-key", "- The CI cache key is the lockfile hash.",
                         kind="fact", status="archived", created="2026-01-01T00:00:00Z",
                         last_confirmed="2026-01-01T00:00:00Z", archived_at="2026-10-01T00:00:00Z",
                         archived_from="long_term", archived_reason="decay", schema=1)
    for command in (("confirm", "ci-cache"), ("used", "ci-cache"), ("contradict", "ci-cache")):
        done = _memstore(root, *command)
        assert done.returncode == 0, done.stderr
        assert done.stderr == ("note: ci-cache-key is in archive/ (archived) and stays there; "
                               "'memstore restore ci-cache-key' brings it back\n"), done.stderr
    assert pruned.exists() and _meta(pruned)["confirmations"] == 2
