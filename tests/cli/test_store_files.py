"""The store's own files, as git can deliver them: hostile, of the wrong type, or huge (issue
55, repro 5, 8, 9, 10 and 11).

A clone can hold anything in `.cache/` (a file added with `git add -f` is checked out whatever
`.gitignore` says), a FIFO or a folder where memstore expects a file, a file where it expects a
folder, a sparse file of gigabytes. Each gives one `Error: ...` line naming the path (or, for
what memstore keeps in `.cache/`, is set aside or ignored), never a traceback, never a hang,
and a command that fails changes nothing first.

Real stores (a copy of memstore/samples/demo), real `memstore` processes where a hang or the
memory used is what is tested, the Click runner elsewhere.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from conftest import tree
from peak import measured

import memstore
from memstore.cli import cli
from memstore.storage import journal, scanmemo
from memstore.storage.store import Store

NOW = "2026-11-25T12:00:00Z"
DEMO = Path(memstore.__file__).parent / "samples" / "demo"
PORT = "api-dev-server-port-2c41"
DEEP = "[" * 100_000 + "]" * 100_000 + "\n"


@pytest.fixture
def root(tmp_path: Path) -> Path:
    """A copy of the sample store (consolidate has work to do in it)."""
    folder = tmp_path / "memory"
    shutil.copytree(DEMO, folder)
    (folder / ".cache").mkdir()
    return folder


def ms(root: Path, *args: str) -> Result:
    return CliRunner().invoke(cli, ["--store", str(root), "--now", NOW, *args])


def proc(root: Path, *args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "memstore", "--store", str(root), "--now", NOW,
                           *args], capture_output=True, text=True, timeout=timeout)


def error_line(result: Result | subprocess.CompletedProcess[str]) -> str:
    """The one `Error: ...` line a failing command prints on stderr, and nothing else."""
    assert "Traceback" not in result.stderr
    lines = [line for line in result.stderr.splitlines() if line]
    assert len(lines) == 1 and lines[0].startswith("Error: "), result.stderr
    return lines[0]


def confirmations(root: Path) -> int:
    text = (root / "long_term" / f"{PORT}.md").read_text()
    return int(text.split("confirmations: ", 1)[1].split("\n", 1)[0])


# The journal -----------------------------------------------------------------------------


def _journal(root: Path, *steps: dict[str, object]) -> dict[str, object]:
    return {"format": journal.FORMAT, "job": "consolidate", "started": "2026-11-20T00:00:00Z",
            "steps": list(steps), "events": [], "events_offset": 0, "reports": {}}


def _delete_step(root: Path) -> dict[str, object]:
    """A step that deletes an entry, naming the digest it has now."""
    rel = f"long_term/{PORT}.md"
    return {"op": "delete", "rel": rel,
            "before": hashlib.sha256((root / rel).read_bytes()).hexdigest()}


JOURNALS = {
    "missing keys": lambda root: json.dumps(_journal(root, {"op": "write", "rel": "x.md"})),
    "deep": lambda root: DEEP,
    "outside the store": lambda root: json.dumps(_journal(
        root, {"op": "write", "rel": "../../x", "text": "x", "before": None})),
    "not a journal": lambda root: "[1, 2, 3]\n",
    # Well formed, but written elsewhere (committed, or copied from another clone): replayed,
    # it would delete an entry no one asked to delete.
    "from elsewhere": lambda root: json.dumps(_journal(root, _delete_step(root))),
}


@pytest.mark.parametrize("kind", sorted(JOURNALS))
def test_a_journal_memstore_did_not_write_here_is_set_aside_naming_it(root: Path,
                                                                      kind: str) -> None:
    (root / journal.JOURNAL).write_text(JOURNALS[kind](root))
    before = tree(root)
    dry = ms(root, "doctor")
    assert "Traceback" not in dry.stderr
    assert ".cache/journal.json: unfinished-journal: a journal that cannot be used" in dry.stdout
    done = ms(root, "confirm", PORT)
    assert done.exit_code == 0, done.stderr
    assert done.stderr.startswith("memstore: set aside an unreadable journal as "
                                  ".cache/journal.json.unreadable (.cache/journal.json: ")
    assert not (root / journal.JOURNAL).exists()
    assert (root / journal.UNREADABLE).exists()
    after = tree(root)
    changed = {k for k in set(before) | set(after) if before.get(k) != after.get(k)}
    assert changed == {f"long_term/{PORT}.md", "log/events.jsonl", "INDEX.md"}  # the confirm
    assert ms(root, "doctor", "--apply").exit_code == 0


def test_a_journal_written_here_is_still_completed(root: Path) -> None:
    """(The seal is what tells: the same journal, written by memstore here, is replayed.)"""
    store = Store(root)
    journal.write(store, _journal(root, _delete_step(root)))
    done = ms(root, "confirm", "release-process")
    assert done.exit_code == 0, done.stderr
    assert "completed the interrupted consolidate run" in done.stderr
    assert not (root / "long_term" / f"{PORT}.md").exists()


# The pending evidence and the lint memo -----------------------------------------------------


def test_pending_evidence_memstore_did_not_queue_is_never_applied(root: Path) -> None:
    forged = {"at": "2026-11-24T00:00:00Z", "op": "contradict", "id": PORT,
              "by": "api-dev-server-port-9090-4be7"}
    (root / ".cache" / "pending.jsonl").write_text(json.dumps(forged) + "\n" + DEEP)
    was = confirmations(root)
    done = ms(root, "confirm", PORT)
    assert done.exit_code == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert confirmations(root) == was + 1
    text = (root / "long_term" / f"{PORT}.md").read_text()
    assert "superseded" not in text and "contradictions" not in text
    assert (root / "long_term" / f"{PORT}.md").exists()
    assert ms(root, "index").exit_code == 0


SECRET = "ghp_" + "aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5"


@pytest.mark.parametrize("memo", ["forged", "deep"])
def test_a_committed_lint_memo_neither_hides_a_secret_nor_breaks_lint(root: Path,
                                                                      memo: str) -> None:
    log = root / "log" / "events.jsonl"
    with log.open("a") as handle:
        handle.write(json.dumps({"at": NOW, "event": "note", "text": f"token {SECRET}"}) + "\n")
    data = log.read_bytes()
    # What a memo says after scanning this very log and finding nothing.
    claim = {"log/events.jsonl": {
        "scanner": scanmemo.name(), "ino": log.stat().st_ino,
        "head": hashlib.blake2b(data[:4096], digest_size=8).hexdigest(), "size": len(data),
        "lines": data.count(b"\n"), "found": []}}
    (root / ".cache" / "logscan.json").write_text(json.dumps(claim) if memo == "forged"
                                                  else DEEP)
    for command in ("lint", "doctor"):
        done = ms(root, command)
        assert "Traceback" not in done.stderr
        assert "log/events.jsonl" in done.stdout and "secret" in done.stdout, done.stdout


# FIFOs ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("rel", "command"), [
    (".cache/entries.marshal", ["list"]),
    (".cache/journal.json", ["confirm", PORT]),
    (".cache/journal.json", ["doctor"]),
    (".cache/logscan.json", ["lint"]),
    (".cache/verdicts.marshal", ["consolidate"]),
    (".cache/pending.jsonl.folding", ["index"]),
    ("log/events.jsonl", ["consolidate", "--apply"]),
])
def test_a_fifo_among_the_stores_files_never_hangs_memstore(root: Path, rel: str,
                                                            command: list[str]) -> None:
    path = root / rel
    path.unlink(missing_ok=True)
    os.mkfifo(path)
    before = tree(root)
    done = proc(root, *command, timeout=30)  # (a hang is a TimeoutExpired)
    assert "Traceback" not in done.stderr
    if rel == "log/events.jsonl":  # memstore writes there: an error naming it, nothing moved
        # (consolidation also reads it, for the decisions purge kept in its tombstones, so
        # the error may come as it reads)
        line = error_line(done)
        assert line.startswith(("Error: log/events.jsonl: cannot write (it is a FIFO, not a "
                                "regular file", "Error: log/events.jsonl: cannot read (it is "
                                "a FIFO, not a regular file")), line
        assert tree(root) == before and not (root / journal.JOURNAL).exists()
    elif rel.endswith(("journal.json", ".folding")):
        assert done.returncode in (0, 1) and rel in done.stderr + done.stdout, done
    else:
        assert done.returncode in (0, 1), done.stderr  # lint exits 1 on the demo's warnings
        assert done.stdout or done.stderr.startswith("16 entries")


def test_a_fifo_named_as_an_entry_is_reported_by_name(root: Path) -> None:
    """A FIFO at working/notes.md was skipped in silence: `lint` said "16 entries, 0 errors"
    and `list` left it out, though docs/format.md promises an error naming a file that is not
    a regular file (a FIFO, socket or device)."""
    fifo = root / "working" / "notes.md"
    os.mkfifo(fifo)
    linted = proc(root, "lint", timeout=30)  # (a hang is a TimeoutExpired)
    assert linted.returncode == 1, linted.stderr
    assert "working/notes.md: invalid: a FIFO, not a regular file" in linted.stdout, linted
    listed = proc(root, "list", timeout=30)
    assert listed.returncode == 0 and PORT in listed.stdout
    assert "warning: skipped working/notes.md: a FIFO, not a regular file" in listed.stderr
    assert os.path.exists(fifo) and "Traceback" not in linted.stderr + listed.stderr


# A huge entry -----------------------------------------------------------------------------


def test_a_huge_sparse_entry_is_refused_by_its_size_before_it_is_read(root: Path,
                                                                      tmp_path: Path) -> None:
    huge = root / "working" / "zeros.md"
    with huge.open("wb") as handle:
        handle.truncate(3 << 30)  # 3 GiB of zeros that take no disk
    out, err = tmp_path / "stdout", tmp_path / "stderr"
    code, peak = measured([sys.executable, "-m", "memstore", "--store", str(root), "--now", NOW,
                           "list"], out, err)
    assert code == 0
    assert peak < 400 * 1024, f"{peak} KiB"
    assert f"working/zeros.md: file is {3 << 30} bytes, over the 1048576 limit" \
        in err.read_text()
    assert PORT in out.read_text()
    assert huge.stat().st_size == 3 << 30


@pytest.mark.parametrize("rel", ["log/recall.jsonl", "log/events.jsonl", "log/sessions.jsonl"])
def test_a_huge_log_is_refused_by_its_size_before_it_is_read(root: Path, tmp_path: Path,
                                                             rel: str) -> None:
    """One line of 1 GiB of zeros (git packs it to about a megabyte) made recall, context
    and decay take two gigabytes, and lint scan it for many minutes."""
    log = root / rel
    with log.open("ab") as handle:
        handle.truncate(1 << 30)
        handle.seek(0, os.SEEK_END)
        handle.write(b'{"at": "2026-11-20T12:00:00Z", "query": "x", "ids": []}\n')
    size = log.stat().st_size
    out, err = tmp_path / "stdout", tmp_path / "stderr"
    needs = {"log/recall.jsonl": "context", "log/events.jsonl": "purge",
             "log/sessions.jsonl": "context"}[rel]
    for command in ([needs], ["lint"]):
        code, peak = measured([sys.executable, "-m", "memstore", "--store", str(root), "--now",
                               NOW, *command], out, err)
        assert peak < 400 * 1024, f"{command}: {peak} KiB"
        assert code == 1, err.read_text()
        assert "Traceback" not in err.read_text()
    assert f"{rel}: too-large: {size} bytes, over the 33554432-byte limit" in out.read_text()
    failed = proc(root, needs)
    assert error_line(failed) == (f"Error: {rel}: cannot read (it is {size} bytes, over the "
                                  "33554432-byte limit for a log; keep its last lines or move "
                                  "it away); fix it by hand or run 'memstore doctor'")
    assert log.stat().st_size == size


HUGE_FILES = [
    ("memstore.yaml", ["list"], 1, "memstore.yaml: (file): 1073741824 bytes, over the limit"),
    ("INDEX.md", ["index"], 0, "INDEX.md written"),
    ("INDEX.md", ["doctor"], 0, "INDEX.md is 1073741824 bytes, far more than the index"),
    (".cache/pending.jsonl", ["index"], 0, "INDEX.md written"),
]


@pytest.mark.parametrize(("rel", "command", "code", "says"), HUGE_FILES,
                         ids=[f"{r}-{c[0]}" for r, c, _, _ in HUGE_FILES])
def test_a_huge_store_file_is_judged_by_its_size_before_it_is_read(
        root: Path, tmp_path: Path, rel: str, command: list[str], code: int, says: str) -> None:
    """memstore.yaml (every command), INDEX.md (every command that refreshes it, doctor) and
    the pending evidence were read whole: a GiB of zeros took 2 to 3 GB."""
    with (root / rel).open("wb") as handle:
        handle.truncate(1 << 30)
    out, err = tmp_path / "stdout", tmp_path / "stderr"
    done, peak = measured([sys.executable, "-m", "memstore", "--store", str(root), "--now", NOW,
                           *command], out, err)
    assert peak < 400 * 1024, f"{peak} KiB"
    assert done == code, err.read_text()
    assert "Traceback" not in err.read_text()
    assert says in out.read_text() + err.read_text()


def test_a_fifo_at_gitattributes_never_hangs_doctor(root: Path) -> None:
    subprocess.run(["git", "init", "-q", str(root.parent)], check=True)
    (root / ".gitattributes").unlink(missing_ok=True)
    os.mkfifo(root / ".gitattributes")
    before = tree(root)
    for command in (["doctor"], ["doctor", "--apply"]):
        done = proc(root, *command, timeout=30)  # (a hang is a TimeoutExpired)
        assert error_line(done).endswith(".gitattributes: is a FIFO, not a regular file; "
                                         "memstore opens only regular files (remove it or "
                                         "replace it with a file)")
    assert tree(root) == before


# Paths of the wrong type -------------------------------------------------------------------


def _file_at(root: Path, rel: str) -> None:
    shutil.rmtree(root / rel, ignore_errors=True)
    (root / rel).unlink(missing_ok=True)
    (root / rel).write_text("x\n")


def _folder_at(root: Path, rel: str) -> None:
    (root / rel).unlink(missing_ok=True)
    (root / rel).mkdir(parents=True, exist_ok=True)
    (root / rel / "keep").write_text("x\n")


WRONG_TYPES = [
    ("reports", _file_at, ["consolidate", "--apply"], "reports"),
    ("log", _file_at, ["recall", "dev server"], "log"),
    ("log", _file_at, ["context"], "log"),
    ("log", _file_at, ["decay"], "log"),
    (".cache", _file_at, ["confirm", PORT], ".cache"),
    (".cache", _file_at, ["index"], ".cache"),
    (".cache/lock", _folder_at, ["confirm", PORT], ".cache/lock"),
    (".cache/lock", _folder_at, ["consolidate", "--apply"], ".cache/lock"),
    ("working", _file_at, ["add", "The build uses make all"], "working"),
    ("log/events.jsonl", _folder_at, ["confirm", PORT], "log/events.jsonl"),
]


@pytest.mark.parametrize(("rel", "make", "command", "named"), WRONG_TYPES,
                         ids=[f"{r}-{c[0]}" for r, _, c, _ in WRONG_TYPES])
def test_a_path_of_the_wrong_type_is_one_error_naming_it_before_anything_changes(
        root: Path, rel: str, make: object, command: list[str], named: str) -> None:
    make(root, rel)  # type: ignore[operator]
    before = tree(root)
    done = ms(root, *command)
    assert done.exit_code == 1
    assert error_line(done).startswith(f"Error: {named}: cannot "), done.stderr
    assert tree(root) == before
    assert not (root / journal.JOURNAL).exists()


@pytest.mark.parametrize(("rel", "make"), [("reports", _file_at), (".cache", _file_at),
                                         ("working", _file_at), ("log/events.jsonl", _folder_at)])
def test_lint_and_doctor_name_a_path_of_the_wrong_type(root: Path, rel: str,
                                                       make: object) -> None:
    # (every command that needs the path names it and says "run 'memstore doctor'": doctor
    # said "No problems found", and doctor --apply failed on the lock like the command)
    make(root, rel)  # type: ignore[operator]
    before = tree(root)
    linted = ms(root, "lint")
    assert linted.exit_code == 1
    assert f"{rel}: wrong-type: " in linted.stdout and "move it away" in linted.stdout
    for args in (["doctor"], ["doctor", "--apply"]):
        done = ms(root, *args)
        assert done.exit_code == 0, done.stderr
        assert f"{rel}: wrong-type: " in done.stdout and "needs a person" in done.stdout
        assert "No problems found" not in done.stdout
        if args == ["doctor"]:
            assert tree(root) == before
            if "--apply will" not in done.stdout:  # (nothing it can repair: no such advice)
                assert "doctor --apply" not in done.stderr
    assert (root / rel).is_dir() == (make is _folder_at)  # left for a person


def test_a_journal_that_is_a_folder_is_set_aside(root: Path) -> None:
    _folder_at(root, journal.JOURNAL)
    done = ms(root, "confirm", PORT)
    assert done.exit_code == 0, done.stderr
    assert "(.cache/journal.json: is a folder" in done.stderr
    assert (root / journal.UNREADABLE / "keep").exists()


# A symlinked log ---------------------------------------------------------------------------


@pytest.mark.parametrize("command", [["confirm", PORT], ["used", PORT], ["preserve", PORT],
                                     ["lint", "--fix"], ["add", "The build uses make all"]])
def test_a_symlinked_log_fails_the_command_before_it_changes_an_entry(
        root: Path, tmp_path: Path, command: list[str]) -> None:
    outside = tmp_path / "outside.txt"
    outside.write_text("outside\n")
    (root / "log" / "events.jsonl").unlink()
    (root / "log" / "events.jsonl").symlink_to(outside)
    before = tree(root)
    done = ms(root, *command)
    assert done.exit_code == 1
    assert error_line(done).startswith("Error: log/events.jsonl: is a symlink")
    assert tree(root) == before
    assert outside.read_text() == "outside\n"


def test_completing_a_crashed_run_reads_the_event_log_as_every_reader_does(root: Path) -> None:
    # (a run killed before its events were logged is completed by the next command, which
    # looks for its events in log/events.jsonl; it opened the log plainly, so a FIFO pulled
    # in between hung that command for good; the red team's note, session 56)
    crashed = subprocess.run(
        [sys.executable, "-m", "memstore", "--store", str(root), "--now", NOW, "consolidate",
         "--apply"], capture_output=True, text=True, timeout=120,
        env={**os.environ, journal.CRASH_ENV: "consolidate:1"})
    assert crashed.returncode == journal.CRASH_EXIT_CODE, crashed.stderr
    assert (root / journal.JOURNAL).exists()
    events = root / "log" / "events.jsonl"
    events.unlink()
    os.mkfifo(events)
    done = proc(root, "index", timeout=60)  # (a command that writes completes it first)
    assert done.returncode == 1
    assert error_line(done).startswith("Error: log/events.jsonl: cannot read"), done.stderr


# A file system that refuses writes --------------------------------------------------------


def _files(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file() and ".cache" not in p.parts}


def test_a_file_system_that_refuses_writes_gives_one_error_naming_the_file(root: Path) -> None:
    """A full disk (here a file-size limit: the kernel answers EFBIG as it answers ENOSPC on a
    full one) made `add` and every command that takes the lock end in a traceback. Now each
    says which file it could not write, and nothing changed."""
    import resource

    def limit() -> None:  # every file memstore writes is larger than this
        resource.setrlimit(resource.RLIMIT_FSIZE, (64, 64))

    before = _files(root)
    for args, named in ((("add", "Deploys need a green CI run first."), "/working/"),
                        (("confirm", PORT), f"/long_term/{PORT}.md"),
                        (("preserve", PORT), f"/long_term/{PORT}.md"),
                        (("consolidate", "--apply"), "/.cache/journal.json")):
        result = subprocess.run([sys.executable, "-m", "memstore", "--store", str(root),
                                 "--now", NOW, *args], capture_output=True, text=True,
                                timeout=120, preexec_fn=limit)
        assert result.returncode == 1, result.stdout
        line = error_line(result)
        assert named in line and "cannot write (File too large)" in line, line
    assert _files(root) == before
    assert proc(root, "lint").returncode == 0
