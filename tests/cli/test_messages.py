"""Messages and exit codes a user reads: usage errors exit 2, a malformed file is named with its
problem wherever it is asked for, and no command calls a store sound while lint finds errors
(issue 18, items 13, 14 and 16)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result
from conftest import WriteEntry

Run = Callable[..., Result]

BROKEN = "---\nid: broken-entry\ntitle: Broken\nkind: [fact\n---\n- a fact\n"


@pytest.mark.parametrize("args", [("context", "--budget", "-5"), ("context", "--budget", "0"),
                                  ("session", "start", "--budget", "0"),
                                  ("index", "--budget", "-1"),
                                  ("add", "--kind", "notakind", "some text")])
def test_bad_options_are_usage_errors(run: Run, root: Path, args: tuple[str, ...]) -> None:
    result = run(*args)
    assert result.exit_code == 2, result.output
    assert "Usage:" in result.stderr and "Invalid value for" in result.stderr
    assert list((root / "working").glob("*.md")) == []


def test_the_store_error_for_store_says_where_it_looked_without_searching(
        run: Run, tmp_path: Path) -> None:
    result = run("--store", str(tmp_path / "nowhere"), "list")
    assert result.exit_code == 1
    assert "upwards" not in result.stderr
    assert f"no memory store at {tmp_path / 'nowhere'} (named by --store" in result.stderr


def test_a_bad_now_is_named_once(run: Run) -> None:
    result = run("list", now="yesterday")
    assert result.exit_code == 2
    assert "Invalid value for --now: 'yesterday' is not an ISO 8601 time" in result.stderr


def test_conflict_markers_in_a_body_are_a_lint_error(run: Run, write_entry: WriteEntry) -> None:
    write_entry("long_term", "merged-badly", "<<<<<<< ours\n- port 8080\n=======\n- port 9090\n"
                ">>>>>>> theirs\n", title="The dev server port", kind="fact")
    result = run("lint")
    assert result.exit_code == 1
    assert "long_term/merged-badly.md: conflict: unresolved git conflict markers" in result.stdout
    assert result.stderr.startswith("1 entry, 1 error;")


@pytest.mark.parametrize("args", [("show", "broken-entry"), ("confirm", "broken-entry"),
                                  ("used", "broken"), ("contradict", "broken-entry"),
                                  ("preserve", "broken-entry")])
def test_a_malformed_entry_asked_for_by_id_is_named_with_its_problem(
        run: Run, write_entry: WriteEntry, args: tuple[str, ...]) -> None:
    path = write_entry("working", "broken-entry", text=BROKEN)
    result = run(*args)
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: working/broken-entry.md: line ")
    assert "bad YAML" in result.stderr and "no entry with id" not in result.stderr
    assert path.read_text() == BROKEN


def test_doctor_reports_what_lint_finds(run: Run, write_entry: WriteEntry) -> None:
    run("index")
    write_entry("working", "broken-entry", text=BROKEN)
    write_entry("long_term", "odd-kind", "- a fact", kind="rumour", title="Odd kind",
                created="2026-11-01T00:00:00Z", last_confirmed="2026-11-01T00:00:00Z",
                schema=1)
    assert run("lint").exit_code == 1
    result = run("doctor")
    assert "No problems found" not in result.stdout
    assert "working/broken-entry.md: invalid:" in result.stdout
    assert "long_term/odd-kind.md: unknown-kind:" in result.stdout
    assert "2 problems found, 2 need a person" in result.stderr


def test_a_doctor_dry_run_does_not_claim_repairs(run: Run, write_entry: WriteEntry,
                                                 root: Path) -> None:
    write_entry("long_term", "links-nowhere", "- a fact", kind="fact", title="Links nowhere",
                supersedes=["gone-entry"], created="2026-11-01T00:00:00Z",
                last_confirmed="2026-11-01T00:00:00Z", schema=1)
    run("index")
    result = run("doctor")
    assert "## Repaired" not in result.stdout and "## To repair (1)" in result.stdout
    assert "1 problem found;" in result.stderr
    applied = run("doctor", "--apply")
    assert "1 problem found" in applied.stderr


def test_session_start_warns_about_malformed_files(run: Run, write_entry: WriteEntry) -> None:
    write_entry("working", "broken-entry", text=BROKEN)
    result = run("session", "start")
    assert result.exit_code == 0
    assert "warning: skipped working/broken-entry.md" in result.stderr
    as_json = json.loads(run("session", "start", "--json").stdout)
    assert any("broken-entry.md" in w for w in as_json["warnings"])
