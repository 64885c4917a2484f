"""The intent journal, step by step: written before any change, idempotent completion, no event
logged twice, edited files left alone, and what the person is told."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import scenarios
import storecheck

from memstore.app import commit
from memstore.app.transaction import apply_plan, transaction
from memstore.core.plan import Delete, Move, Plan, Write
from memstore.storage import journal, logs
from memstore.storage.store import EVENTS, Store


@pytest.fixture
def built(tmp_path: Path, now: str) -> Store:
    root = scenarios.build(tmp_path / "memory")
    return Store(root)


def _plan(store: Store) -> Plan:
    moved = store.read_text("long_term/notes-about-0-e5e0.md").replace("status: active",
                                                                         "status: archived")
    rewritten = store.read_text("long_term/keep-prs-small-k1k1.md").replace(
        "- Keep", "- Always keep")
    plan = Plan("prune")
    plan.actions = [Move("long_term/notes-about-0-e5e0.md", "archive/notes-about-0-e5e0.md",
                         moved),
                    Write("long_term/keep-prs-small-k1k1.md", rewritten),
                    Write("long_term/brand-new-entry-0001.md", "---\nid: brand-new-entry-0001\n"
                          "status: active\n---\n- New.\n"),
                    Delete("archive/ancient-build-note-g7g7.md")]
    plan.note("prune", "notes-about-0-e5e0", "test")
    return plan


def _journal_of(store: Store, plan: Plan) -> dict[str, Any]:
    """The record `run` would write, without running anything."""
    from memstore.storage import reports

    return {"format": journal.FORMAT, "job": plan.job, "started": "2026-11-20T12:00:00Z",
            "steps": [journal._step(store, a) for a in plan.actions], "events": plan.events,
            "events_offset": store.path(EVENTS).stat().st_size, "health_offset": 0,
            "reports": reports.prepare(store, plan)}


def _write(store: Store, record: dict[str, Any]) -> None:
    journal.write(store, record)


def _recover(store: Store) -> list[str]:
    """What the next command does on taking the lock; returns what the person is told."""
    with store.lock():
        outcome = commit.recover(store)
    assert outcome is not None
    return journal.messages(outcome)


def test_apply_leaves_no_journal_and_the_same_files_as_before_journaling(built: Store) -> None:
    plan = _plan(built)
    written = apply_plan(built, plan)
    assert not built.path(journal.JOURNAL).exists()
    assert written == ["reports/20261120T120000Z-prune.md", "reports/20261120T120000Z-prune.json"]
    assert built.path("archive/notes-about-0-e5e0.md").exists()
    assert not built.path("long_term/notes-about-0-e5e0.md").exists()
    assert not built.path("archive/ancient-build-note-g7g7.md").exists()
    assert "Always keep" in built.read_text("long_term/keep-prs-small-k1k1.md")


def test_every_half_done_state_is_completed_to_the_same_result(built: Store,
                                                               tmp_path: Path) -> None:
    plan = _plan(built)
    record = _journal_of(built, plan)
    twin = Store(storecheck.copy_store(built.root, tmp_path / "twin" / "memory"))
    apply_plan(twin, _plan(twin))
    expected = storecheck.snapshot_tree(twin.root)
    # The state a crash right after the move's destination was written leaves: both copies.
    built.write("archive/notes-about-0-e5e0.md", record["steps"][0]["text"])
    built.write("long_term/keep-prs-small-k1k1.md", record["steps"][1]["text"])  # step done
    _write(built, record)
    assert len(built.load().by_id["notes-about-0-e5e0"]) == 2
    with transaction(built):
        pass
    assert storecheck.snapshot_tree(built.root) == expected
    assert storecheck.problems(built.root) == []


def test_a_move_whose_source_and_destination_are_both_gone_is_rewritten_from_the_journal(
        built: Store) -> None:
    record = _journal_of(built, _plan(built))
    built.path("long_term/notes-about-0-e5e0.md").unlink()  # as if lost between the two halves
    _write(built, record)
    with transaction(built):
        pass
    assert built.read_text("archive/notes-about-0-e5e0.md") == record["steps"][0]["text"]


def test_events_are_logged_once_even_when_the_crash_followed_the_append(built: Store) -> None:
    plan = _plan(built)
    record = _journal_of(built, plan)
    for step in record["steps"]:  # every file step done, events appended, then the crash
        if step["op"] == "delete":
            built.path(step["rel"]).unlink()
        elif step["op"] == "move":
            built.write(step["dst"], step["text"])
            built.path(step["src"]).unlink()
        else:
            built.write(step["rel"], step["text"])
    logs.events(built, plan.events)
    logs.append(built, EVENTS, [{"at": "2026-11-20T12:00:01Z", "event": "add", "id": "x"}])
    _write(built, record)
    with transaction(built):
        pass
    lines = [json.loads(line) for line in built.path(EVENTS).read_text().splitlines()]
    assert [e["event"] for e in lines].count("prune") == 1
    assert lines[-1]["event"] == "recover"


def test_a_file_edited_after_the_crash_is_left_alone_and_reported(built: Store) -> None:
    record = _journal_of(built, _plan(built))
    built.write("long_term/keep-prs-small-k1k1.md",
                built.read_text("long_term/keep-prs-small-k1k1.md") + "- A hand edit.\n")
    _write(built, record)
    err = "\n".join(_recover(built))
    assert "- A hand edit." in built.read_text("long_term/keep-prs-small-k1k1.md")
    assert "completed the interrupted prune run started 2026-11-20T12:00:00Z" in err
    assert "skipped long_term/keep-prs-small-k1k1.md: changed since the run was planned" in err
    assert built.path("archive/notes-about-0-e5e0.md").exists()  # the other steps went on


def test_an_unreadable_journal_is_set_aside_and_doctor_reports_it(built: Store) -> None:
    built.write(journal.JOURNAL, "{not json")
    assert "set aside an unreadable journal" in _recover(built)[0]
    assert not built.path(journal.JOURNAL).exists()
    from memstore.app import doctor

    found, _ = doctor.run(built)
    assert any(f.code == "unfinished-journal" and f.repair is None for f in found.findings)


def test_a_dry_run_after_a_crash_changes_nothing_and_doctor_previews_the_completion(
        built: Store, run: Any) -> None:
    _write(built, _journal_of(built, _plan(built)))
    before = storecheck.snapshot_tree(built.root)
    result = run("--store", str(built.root), "doctor", "--json")
    assert result.exit_code == 0
    findings = json.loads(result.stdout)["findings"]
    assert findings[0]["code"] == "unfinished-journal"
    assert "a prune run started 2026-11-20T12:00:00Z was interrupted" in findings[0]["message"]
    assert storecheck.snapshot_tree(built.root) == before
    assert built.path(journal.JOURNAL).exists()


def test_contradict_by_is_one_journaled_change_of_two_files(built: Store, run: Any) -> None:
    result = run("contradict", "api-port-is-8080-i9i9", "--by", "api-port-is-9090-j0j0")
    assert result.exit_code == 0, result.output
    snapshot = built.load()
    old = snapshot.get("api-port-is-8080-i9i9")
    assert (old.layer, old.status, old.superseded_by) == ("archive", "superseded",
                                                          "api-port-is-9090-j0j0")
    assert snapshot.get("api-port-is-9090-j0j0").supersedes == ["api-port-is-8080-i9i9"]
    assert list(built.root.glob("reports/*contradict*")) == []  # a direct edit: no report
    events = [json.loads(line) for line in built.path(EVENTS).read_text().splitlines()]
    assert events[-1] == {"at": "2026-11-20T12:00:00Z", "event": "contradict",
                          "id": "api-port-is-8080-i9i9", "by": "api-port-is-9090-j0j0"}


def test_crash_points_match_the_documented_count(built: Store) -> None:
    plan = _plan(built)
    # journal, 2 for the move, 1 for each write or delete, events, reports, index, health
    assert journal.crash_points(plan, commit.AFTER_COMMIT) == 1 + 2 + 1 + 1 + 1 + 4
