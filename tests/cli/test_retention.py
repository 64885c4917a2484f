"""The retention lifecycle: stale marking (by age and by git anchors), the archival rules, and
one run of every job, at each rule's boundary day."""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

from conftest import tree
from gitrepo import Repo
from hypothesis import given, settings
from hypothesis import strategies as st
from peak import measured

from memstore.core.fileformat import parse
from memstore.runtime import clock
from memstore.storage import recall_log

LC = "2026-01-01T00:00:00Z"


def meta(path: Path) -> dict:
    return parse(path.read_text()).meta


TOPICS = iter(["the parser", "deployment", "the cache", "logging", "the scheduler", "billing",
               "search", "the importer", "exports", "the mailer", "rate limits", "retries"] * 20)


def entry(write_entry, entry_id: str, layer: str = "long_term", **extra) -> Path:
    extra.setdefault("kind", "convention")
    extra.setdefault("status", {"working": "candidate", "long_term": "active"}.get(layer,
                                                                                 "archived"))
    extra.setdefault("created", LC)
    extra.setdefault("last_confirmed", LC)
    extra.setdefault("confirmations", 40)  # decay stays above the prune threshold for years
    topic = next(TOPICS)
    return write_entry(layer, entry_id, f"- Notes on {topic} live in its module docstring.\n",
                       title=f"Where {topic} is documented", **extra)


def run_apply(run, now: str) -> dict:
    result = run("retention", "run", "--apply", "--json", now=now)
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)


def test_stale_after_120_days_without_confirmation_or_recall(run, write_entry, root) -> None:
    path = entry(write_entry, "quiet-0001")
    run_apply(run, "2026-04-30T00:00:00Z")  # day 119
    assert meta(path)["status"] == "active"
    data = run_apply(run, "2026-05-02T00:00:00Z")  # day 121
    m = meta(path)
    assert m["status"] == "stale" and m["stale_since"] == "2026-05-01T00:00:00Z"
    assert data["items"][0]["reason"].startswith("not confirmed or recalled for 120 days")


def test_a_recall_keeps_an_entry_from_going_stale(run, write_entry, store, root) -> None:
    path = entry(write_entry, "recalled-0001")
    clock.set_now("2026-03-01T00:00:00Z")
    recall_log.append(store, "recalled", ["recalled-0001"])
    clock.set_now(None)
    run_apply(run, "2026-06-01T00:00:00Z")
    assert meta(path)["status"] == "active"
    run_apply(run, "2026-07-01T00:00:00Z")  # 122 days after the recall
    assert meta(path)["stale_since"] == "2026-06-29T00:00:00Z"


def test_a_successful_use_keeps_an_entry_from_going_stale_and_revives_a_stale_one(
        run, write_entry, root) -> None:
    # A user trial: a procedure the agents used successfully four times went stale 120 days
    # after it was written, as if nobody had touched it.
    path = entry(write_entry, "used-0001")
    for day in ("2026-02-01", "2026-03-01", "2026-04-01", "2026-04-20"):
        assert run("used", "used-0001", now=f"{day}T10:00:00Z").exit_code == 0
    assert meta(path)["last_confirmed"] == "2026-04-20T10:00:00Z"
    assert meta(path)["successes"] == 4
    run_apply(run, "2026-06-01T00:00:00Z")  # 152 days after it was written, 42 after its use
    assert meta(path)["status"] == "active"
    run_apply(run, "2026-08-20T00:00:00Z")  # 122 days after the last use
    assert meta(path)["status"] == "stale"
    assert run("used", "used-0001", now="2026-08-21T00:00:00Z").exit_code == 0
    assert meta(path)["status"] == "active" and "stale_since" not in meta(path)
    # A failed use is no evidence that it still holds: it refreshes nothing.
    failed = entry(write_entry, "failed-0001")
    assert run("used", "failed-0001", "--failed", now="2026-04-20T10:00:00Z").exit_code == 0
    assert meta(failed)["last_confirmed"] == LC and meta(failed)["failures"] == 1


def test_stale_entries_are_archived_after_180_more_days(run, write_entry, root) -> None:
    entry(write_entry, "stale-0001", status="stale", stale_since="2026-05-01T00:00:00Z")
    run_apply(run, "2026-10-27T00:00:00Z")  # 179 days stale
    assert (root / "long_term/stale-0001.md").exists()
    data = run_apply(run, "2026-10-29T00:00:00Z")  # 181 days stale
    m = meta(root / "archive/stale-0001.md")
    assert m["status"] == "archived" and m["archived_at"] == "2026-10-28T00:00:00Z"
    assert m["archived_from"] == "long_term"
    assert "stale since 2026-05-01" in m["archived_reason"]
    assert data["counts"] == {"archive": 1}


def test_superseded_entries_still_live_are_archived_after_120_days(run, write_entry,
                                                                   root) -> None:
    entry(write_entry, "new-0002", supersedes=["old-0001"], last_confirmed="2026-11-01T00:00:00Z")
    entry(write_entry, "old-0001", status="superseded", superseded_by="new-0002")
    run_apply(run, "2026-04-30T00:00:00Z")  # 119 days inactive
    assert meta(root / "long_term/old-0001.md")["status"] == "superseded"
    run_apply(run, "2026-05-02T00:00:00Z")
    m = meta(root / "archive/old-0001.md")
    assert m["archived_at"] == "2026-05-01T00:00:00Z"
    assert m["archived_reason"].startswith("superseded by new-0002")


def test_protected_preserved_and_reviewed_entries_never_change(run, write_entry,
                                                               root) -> None:
    entry(write_entry, "rule-0001", kind="security_rule", confirmations=1)
    entry(write_entry, "kept-0002", preserve=True, confirmations=1)
    entry(write_entry, "review-0003", status="needs_review", confirmations=1)
    entry(write_entry, "pref-0004", kind="preference", status="stale",
          stale_since="2026-01-01T00:00:00Z")
    before = tree(root)
    result = run("retention", "run", "--apply", now="2029-01-01T00:00:00Z")
    assert result.exit_code == 0
    assert tree(root) == before


def _anchored_store(tmp_path: Path, write_entry) -> Repo:
    repo = Repo(tmp_path)
    lines = "".join(f"line {n}\n" for n in range(20))
    repo.commit("2025-12-01T00:00:00Z", "start",
                {"src/app.py": lines, "src/util.py": lines, "src/cfg.py": lines})
    entry(write_entry, "about-app-0001", anchors=["src/app.py"])
    entry(write_entry, "about-util-0002", anchors=["src/util.py"])
    entry(write_entry, "about-cfg-0003", anchors=["src/cfg.py", "../outside.txt"])
    repo.commit("2026-01-10T00:00:00Z", "memory")
    return repo


def test_anchors_deleted_or_rewritten_in_git_make_an_entry_stale(tmp_path, run, write_entry,
                                                                 root) -> None:
    repo = _anchored_store(tmp_path, write_entry)
    lines = "".join(f"line {n}\n" for n in range(20))
    repo.commit("2026-02-01T00:00:00Z", "drop app", {"src/app.py": None})
    repo.commit("2026-02-02T00:00:00Z", "rewrite util",
                {"src/util.py": "".join(f"new {n}\n" for n in range(15)) + lines[-40:]})
    repo.commit("2026-02-03T00:00:00Z", "touch cfg", {"src/cfg.py": lines + "one more\n"})
    before = tree(root)
    assert run("retention", "run", now="2026-01-31T00:00:00Z").exit_code == 0  # dry run
    assert tree(root) == before
    run_apply(run, "2026-01-31T00:00:00Z")  # before the commits (time travel)
    assert meta(root / "long_term/about-app-0001.md")["status"] == "active"
    data = run_apply(run, "2026-02-10T00:00:00Z")
    app, util = meta(root / "long_term/about-app-0001.md"), meta(
        root / "long_term/about-util-0002.md")
    assert app["status"] == "stale" and app["stale_since"] == "2026-02-01T00:00:00Z"
    assert util["status"] == "stale" and util["stale_since"] == "2026-02-02T00:00:00Z"
    assert meta(root / "long_term/about-cfg-0003.md")["status"] == "active"  # 5% changed
    assert "anchor '../outside.txt' is not a path inside the repository" in data["warnings"][0]
    reasons = {i["id"]: i["reason"] for i in data["items"]}
    assert reasons["about-app-0001"] == "anchor src/app.py deleted in git since last confirmed"
    assert "75% of its lines rewritten" in reasons["about-util-0002"]


def test_an_entry_a_person_restores_is_not_marked_stale_again_for_the_same_anchor_change(
        tmp_path, run, write_entry, root) -> None:
    repo = _anchored_store(tmp_path, write_entry)
    lines = "".join(f"line {n}\n" for n in range(20))
    repo.commit("2026-02-02T00:00:00Z", "rewrite util",
                {"src/util.py": "".join(f"new {n}\n" for n in range(15)) + lines[-40:]})
    run_apply(run, "2026-02-10T00:00:00Z")
    assert meta(root / "long_term/about-util-0002.md")["status"] == "stale"
    run_apply(run, "2026-08-02T00:00:00Z")  # 181 days stale: archived
    assert meta(root / "archive/about-util-0002.md")["status"] == "archived"
    # A person brings it back (the note still holds for the rewritten file): the rewrite
    # before the restore no longer counts, a change after it does.
    assert run("restore", "about-util-0002", now="2026-08-03T00:00:00Z").exit_code == 0
    data = run_apply(run, "2026-08-20T00:00:00Z")
    assert meta(root / "long_term/about-util-0002.md")["status"] == "active", data["items"]
    repo.commit("2026-09-02T00:00:00Z", "drop util", {"src/util.py": None})
    data = run_apply(run, "2026-09-10T00:00:00Z")
    assert meta(root / "long_term/about-util-0002.md")["stale_since"] == "2026-09-02T00:00:00Z"
    assert {i["id"]: i["reason"] for i in data["items"]}["about-util-0002"] == (
        "anchor src/util.py deleted in git since restored")


def test_a_huge_anchored_file_is_counted_without_being_read_into_memory(
        tmp_path, write_entry, root) -> None:
    """Judging how much of an anchor changed counts the old blob's lines: read whole and
    decoded, a 256 MiB file of zeros (a few hundred KB packed) took three times its size."""
    size = 256 << 20
    repo = Repo(tmp_path)
    with (tmp_path / "big.bin").open("wb") as handle:
        handle.truncate(size)
    repo.commit("2025-12-01T00:00:00Z", "start")
    entry(write_entry, "about-big-0001", anchors=["big.bin"])
    repo.commit("2026-01-10T00:00:00Z", "memory")
    with (tmp_path / "big.bin").open("ab") as handle:
        handle.write(b"one more line\n")
    repo.commit("2026-02-01T00:00:00Z", "touch big")
    out, err = tmp_path / "stdout", tmp_path / "stderr"
    code, peak = measured([sys.executable, "-m", "memstore", "--store", str(root), "--now",
                           "2026-02-10T00:00:00Z", "retention", "run", "--json"], out, err)
    assert code == 0, err.read_text()
    assert peak < 1.5 * size / 1024, f"{peak} KiB"  # git itself holds the blob once
    reasons = {i["id"]: i["reason"] for i in json.loads(out.read_text())["items"]}
    assert "anchor big.bin 100% of its lines rewritten" in reasons["about-big-0001"]


def test_retention_run_chains_every_job_in_one_report(run, write_entry, root) -> None:
    write_entry("working", "noted-once-0001", "- The coffee machine on floor 3 is broken.\n",
                title="Coffee machine", status="candidate", created="2026-09-01T00:00:00Z",
                last_confirmed="2026-09-01T00:00:00Z")
    entry(write_entry, "faded-0002", confirmations=1)
    entry(write_entry, "quiet-0003", last_confirmed="2026-06-01T00:00:00Z")
    entry(write_entry, "recent-0004", last_confirmed="2026-11-01T00:00:00Z")
    before = tree(root)
    report = run("retention", "report", now="2026-11-20T12:00:00Z")
    assert report.exit_code == 0 and tree(root) == before
    data = run_apply(run, "2026-11-20T12:00:00Z")
    actions = {(i["action"], i["id"]) for i in data["items"]}
    assert ("prune", "faded-0002") in actions
    assert ("stale", "quiet-0003") in actions
    assert all(i["id"] != "recent-0004" for i in data["items"])
    assert ("expire", "noted-once-0001") in actions  # consolidation's expiry ran first
    for action, entry_id in [("prune", "faded-0002"), ("stale", "quiet-0003")]:
        assert f"`{entry_id}`" in report.stdout and action
    assert len(list((root / "reports").glob("*-retention.md"))) == 1
    assert len(list((root / "reports").glob("2*"))) == 2  # one run, one report (.md, .json)
    after = tree(root)
    again = run("retention", "run", "--no-dry-run", now="2026-11-20T12:00:00Z")
    assert again.exit_code == 0 and "nothing to change" in again.stdout
    assert tree(root) == after


def test_retention_status_counts_layers_and_statuses(run, write_entry) -> None:
    entry(write_entry, "a-0001")
    entry(write_entry, "b-0002", status="stale")
    entry(write_entry, "c-0003", layer="archive", status="archived")
    entry(write_entry, "d-0004", layer="working", status="candidate", kind="security_rule")
    data = json.loads(run("retention", "status", "--json").stdout)
    assert data["layers"] == {"working": {"candidate": 1},
                              "long_term": {"active": 1, "stale": 1},
                              "archive": {"archived": 1}}
    assert data["total"] == 4 and data["protected"] == 1
    text = run("retention", "status").stdout
    assert any(line.startswith("long_term/") and line.endswith("2  1 active, 1 stale")
               for line in text.splitlines())
    # (a user trial read "(3 protected kinds, ...)": 3 entries, of 5 protected kinds)
    assert text.splitlines()[-1] == ("total           4  (1 of a protected kind, 0 preserved, "
                                     "0 malformed files)")


def test_a_malformed_file_is_reported_and_skipped(run, write_entry, root) -> None:
    entry(write_entry, "faded-0001", confirmations=1)
    broken = root / "long_term/broken-0002.md"
    broken.write_text("---\ntitle: [unclosed\n---\n- x\n")
    text = broken.read_bytes()
    result = run("retention", "run", "--apply", now="2027-06-01T00:00:00Z")
    assert result.exit_code == 0
    assert "long_term/broken-0002.md" in result.stderr
    assert broken.read_bytes() == text
    assert (root / "archive/faded-0001.md").exists()


KINDS = ["fact", "convention", "procedure", "decision", "preference"]
STATUSES = ["active", "active", "stale", "superseded", "needs_review"]
PHRASES = ["the parser", "deployment", "the cache", "logging", "the scheduler", "billing",
           "search", "exports"]


@settings(max_examples=6, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(KINDS), st.sampled_from(STATUSES),
                          st.integers(0, 900), st.integers(1, 5), st.booleans()),
                min_size=1, max_size=8),
       st.integers(0, 900))
def test_a_run_is_honest_idempotent_and_deletes_nothing(rows, days) -> None:
    """Law: a dry run writes nothing; apply twice = apply once; no file is ever deleted; protected
    and preserved entries keep their bytes."""
    from datetime import timedelta

    from memstore.app.scaffold import init_store
    from memstore.app.transaction import run_job
    from memstore.core.fileformat import render
    from memstore.jobs.retention import plan_retention_run
    from memstore.storage.store import Store

    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder) / "memory"
        init_store(root)
        for n, (kind, status, age, confirmations, preserve) in enumerate(rows):
            confirmed = clock.format_time(clock.parse_time(LC) + timedelta(days=age))
            meta = {"id": f"e-{n}", "title": f"About {PHRASES[n]}", "kind": kind,
                    "status": status, "created": LC, "last_confirmed": confirmed,
                    "confirmations": confirmations, **({"preserve": True} if preserve else {})}
            (root / "long_term" / f"e-{n}.md").write_text(
                render(meta, f"- Notes on {PHRASES[n]} are in its docstring.\n"))
        store = Store(root)
        clock.set_now(clock.parse_time(LC) + timedelta(days=days + 30))
        try:
            before = tree(root)
            run_job(store, plan_retention_run, apply=False)
            assert tree(root) == before
            run_job(store, plan_retention_run, apply=True)
            once = tree(root)
            plan, written = run_job(store, plan_retention_run, apply=True)
            assert written == [] and plan.empty and tree(root) == once
            names = {Path(p).name for p in once if p.endswith(".md") and "/" in p
                     and p.split("/")[0] in ("long_term", "archive")}
            assert names == {f"e-{n}.md" for n in range(len(rows))}
            for n, (kind, _, _, _, preserve) in enumerate(rows):
                if preserve or kind in ("decision", "preference"):
                    assert once[f"long_term/e-{n}.md"] == before[f"long_term/e-{n}.md"]
        finally:
            clock.set_now(None)
