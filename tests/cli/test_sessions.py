"""Sessions through the real CLI: the log, the context printed, the working window, and the
consolidation `session end` runs."""

from __future__ import annotations

import json
import re
from pathlib import Path

from memstore.runtime import clock
from memstore.storage import session_log as log
from memstore.storage.store import Store

NOW = "2026-11-20T12:00:00Z"


def session_log(root: Path) -> list[dict]:
    return [json.loads(line) for line in (root / "log/sessions.jsonl").read_text().splitlines()]


def test_start_logs_the_session_and_prints_working_entries_then_the_index(
        run, root: Path, write_entry) -> None:
    write_entry("working", "flaky-login-test", "- The login test is flaky on CI.",
                title="Login test is flaky", created="2026-11-19T10:00:00Z")
    write_entry("long_term", "use-uv", "- Run uv sync after every pull.",
                title="Use uv for Python dependencies", kind="convention",
                created="2026-11-18T10:00:00Z")
    result = run("session", "start")
    assert result.exit_code == 0, result.stderr
    session_id = result.stderr.strip().removeprefix("session ")
    assert re.fullmatch(r"s-20261120T120000Z-[0-9a-f]{4}", session_id)
    assert session_log(root) == [{"at": NOW, "event": "start", "session": session_id}]
    text = result.stdout
    assert "The login test is flaky on CI." in text
    assert "Use uv for Python dependencies" in text
    assert text.index("login test") < text.index("Use uv")


def test_session_ids_come_from_the_clock_and_never_repeat(run, root: Path) -> None:
    first = json.loads(run("session", "start", "--json").stdout)["session"]
    second = json.loads(run("session", "start", "--json").stdout)["session"]
    assert first.startswith("s-20261120T120000Z-") and second.startswith("s-20261120T120000Z-")
    assert first != second
    later = json.loads(run("session", "start", "--json", now="2026-11-21T08:00:00Z").stdout)
    assert later["session"].startswith("s-20261121T080000Z-")


def test_an_explicit_session_id_is_used_and_ended(run, root: Path) -> None:
    assert run("session", "start", "--session", "s-0142").exit_code == 0
    ended = run("session", "end", now="2026-11-20T13:00:00Z")
    assert ended.exit_code == 0, ended.stderr
    assert "ended session s-0142" in ended.stdout
    assert session_log(root)[-1] == {"at": "2026-11-20T13:00:00Z", "event": "end",
                                     "session": "s-0142"}


def test_a_bad_session_id_is_one_error_line(run) -> None:
    result = run("session", "start", "--session", "two words")
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: session id 'two words'")


def _five_sessions_and_a_note_20_days_old(run, write_entry) -> None:
    """Five sessions, the oldest 25 days before the tests' now, and a working note 20 days old."""
    for day in ("2026-10-26", "2026-11-08", "2026-11-12", "2026-11-17", "2026-11-19"):
        run("session", "start", now=f"{day}T09:00:00Z")
    write_entry("working", "twenty-days-old", "- seen 20 days ago",
                created="2026-10-31T12:00:00Z")


def test_the_window_keeps_the_last_sessions_when_they_reach_further_back(
        run, root: Path, write_entry) -> None:
    # Five sessions, the oldest 25 days ago: an entry 20 days old is still in the window.
    _five_sessions_and_a_note_20_days_old(run, write_entry)
    write_entry("working", "forty-days-old", "- seen 40 days ago",
                created="2026-10-11T12:00:00Z")
    store = Store(root)
    clock.set_now(NOW)
    ids = [e.id for e in log.working_window(store, store.load())]
    assert ids == ["twenty-days-old"]


def test_the_window_keeps_the_last_days_when_sessions_are_frequent(
        run, root: Path, write_entry) -> None:
    for hour in range(7, 13):  # six sessions today: the last five start today
        run("session", "start", now=f"2026-11-20T{hour:02d}:00:00Z")
    clock.set_now(NOW)
    write_entry("working", "ten-days-old", "- seen ten days ago", created="2026-11-10T12:00:00Z")
    write_entry("working", "fifteen-days-old", "- seen 15 days ago",
                created="2026-11-05T11:00:00Z")
    store = Store(root)
    assert [e.id for e in log.working_window(store, store.load())] == ["ten-days-old"]
    start = log.window_start(store)
    assert start.isoformat() == "2026-11-06T12:00:00+00:00"


def test_session_end_consolidates_when_the_config_asks(run, root: Path, write_entry) -> None:
    write_entry("working", "old-guess", "- The cache lives in /tmp/cache.",
                created="2026-10-01T12:00:00Z")
    run("session", "start", now="2026-11-20T09:00:00Z")
    ended = run("session", "end", "--json")
    assert ended.exit_code == 0, ended.stderr
    data = json.loads(ended.stdout)
    assert data["consolidation"]["counts"] == {"expire": 1}
    assert (root / "archive/old-guess.md").exists()
    assert any(p.name.endswith("-consolidate.md") for p in (root / "reports").iterdir())


def test_session_end_only_logs_when_consolidation_is_off(run, root: Path, write_entry) -> None:
    from memstore.storage import configfile

    configfile.update(root, "session.consolidate_on_end", False)
    write_entry("working", "old-guess", "- The cache lives in /tmp/cache.",
                created="2026-10-01T12:00:00Z")
    ended = run("session", "end")
    assert ended.exit_code == 0, ended.stderr
    assert "consolidation is off" in ended.stdout
    assert (root / "working/old-guess.md").exists()
    assert session_log(root) == [{"at": NOW, "event": "end", "session": None}]


def test_the_working_heading_names_the_window_that_kept_the_notes(
        run, root: Path, write_entry) -> None:
    # A user trial: four weekly sessions, and "## Working memory (last 14 days, ...)" above
    # notes 22 days old, which the last-5-sessions rule had kept.
    _five_sessions_and_a_note_20_days_old(run, write_entry)
    text = run("context").stdout
    assert "## Working memory (last 5 sessions, not yet consolidated)" in text
    assert "seen 20 days ago" in text and "last 14 days" not in text
    write_entry("working", "twenty-days-old", "- seen 2 days ago", created="2026-11-18T12:00:00Z")
    assert "## Working memory (last 14 days, not yet consolidated)" in run("context").stdout


def test_session_end_ends_the_last_session_started_in_the_same_second(run, root: Path,
                                                                      monkeypatch) -> None:
    # A user trial: two `session start` at one --now, then `session end` ended the first one
    # (the tie went to the larger id, not to the later start).
    monkeypatch.delenv("MEMSTORE_SESSION", raising=False)
    for sid in ("s-zzzz", "s-aaaa"):  # the second sorts first by id
        assert run("session", "start", "--session", sid).exit_code == 0
    ended = run("session", "end")
    assert ended.exit_code == 0 and "ended session s-aaaa" in ended.stdout
    assert "ended session s-zzzz" in run("session", "end").stdout


def test_session_end_help_names_the_session_it_ends(run, monkeypatch) -> None:
    """--help said "else the last one started", but after `session end` of the newest, the
    next `session end` ends the newest one still open (above): the help told a person to
    expect the one just ended."""
    monkeypatch.delenv("MEMSTORE_SESSION", raising=False)
    for hour, sid in ((9, "s-first"), (10, "s-second")):
        run("session", "start", "--session", sid, now=f"2026-11-20T{hour:02d}:00:00Z")
    assert "ended session s-second" in run("session", "end").stdout
    assert "ended session s-first" in run("session", "end").stdout
    text = " ".join(run("session", "end", "--help").stdout.split())
    assert "else the last one started and not yet ended" in text, text


def test_session_end_and_the_report_count_contradictions_as_pairs(run, root: Path) -> None:
    # A user trial: two contradictions ended a session with "consolidation: 4 flag", the
    # sides counted as if there were four, and in a word no sentence uses.
    for text in ("The API service listens on port 8080 in dev.",
                 "The API service listens on port 9090 in dev.",
                 "Cache entries in Redis expire after 300 seconds.",
                 "Cache entries in Redis expire after 60 seconds."):
        assert run("add", text, "--kind", "fact", "--session", "s-1",
                   now="2026-11-19T09:00:00Z").exit_code == 0
        assert run("add", text, "--kind", "fact", "--session", "s-2",
                   now="2026-11-19T10:00:00Z").exit_code == 0
    ended = run("session", "end")
    assert ended.exit_code == 0, ended.stderr
    assert ended.stdout == ("ended session (unnamed); consolidation: 2 contradictions flagged "
                            "(4 entries to review)\n")
    report = next((root / "reports").glob("*-consolidate.md")).read_text()
    # one wording everywhere (until session 59 the table said "4 entries (2 contradictions)"
    # and the heading "2 contradictions, 4 entries")
    assert "| flag | 2 contradictions flagged (4 entries to review) |" in report
    assert "\n## 2 contradictions flagged (4 entries to review)\n" in report


def test_a_session_ends_while_a_job_holds_the_store(root: Path) -> None:
    # (two agents ending their sessions together: the second waited for the first one's
    # consolidation, then failed with the lock's error although its end was logged, and an
    # agent trying again without --session ended another agent's open session)
    import os
    import subprocess
    import sys

    env = {**os.environ, "MEMSTORE_LOCK_TIMEOUT": "0.5"}

    def memstore(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "memstore", "--store", str(root), "--now",
                               NOW, *args], capture_output=True, text=True, env=env, timeout=60)

    started = memstore("session", "start", "--json")
    session = json.loads(started.stdout)["session"]
    holder = subprocess.Popen([sys.executable, "-c", (
        "import sys, time\nfrom memstore.storage.store import Store\n"
        f"with Store.open({str(root)!r}).lock():\n"
        "    print('locked', flush=True)\n    time.sleep(60)\n")], stdout=subprocess.PIPE,
        text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        ended = memstore("session", "end")
        as_json = memstore("session", "end", "--session", "s-other", "--json")
    finally:
        holder.kill()
        holder.communicate()
    assert ended.returncode == 0, ended.stderr
    assert ended.stdout == (f"ended session {session}; consolidation not run: the store is "
                            f"locked by pid {holder.pid} (memstore); the next consolidation "
                            "takes this session's notes\n")
    assert as_json.returncode == 0, as_json.stderr
    assert json.loads(as_json.stdout)["locked_by"] == f"pid {holder.pid} (memstore)"
    assert [r["session"] for r in session_log(root) if r["event"] == "end"] == [
        session, "s-other"]
