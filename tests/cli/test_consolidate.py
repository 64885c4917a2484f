"""`memstore consolidate` through the real CLI: what it prints, what it writes, and the
promises around it (dry runs, idempotence, machine-independent bytes, malformed files)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from conftest import tree

from memstore.core.fileformat import parse

NOW = "2026-11-20T12:00:00Z"


def meta_of(path: Path) -> dict:
    return parse(path.read_text()).meta


def duplicate_pair(write_entry) -> None:
    write_entry("long_term", "use-uv", "- Use uv to manage Python dependencies.\n"
                "- Run uv sync after every pull.\n", title="Use uv for Python dependencies",
                kind="convention", created="2026-10-02T09:14:00Z")
    write_entry("working", "uv-again", "- Manage Python dependencies with uv.\n"
                "- Run uv sync after each pull.\n- Commit uv.lock with pyproject.toml.\n",
                title="Python dependencies: use uv", kind="convention",
                created="2026-11-18T10:00:00Z",
                provenance=[{"at": "2026-11-18T10:00:00Z", "source": "agent",
                             "session": "s-0150"}])


def test_dry_run_prints_the_report_and_changes_nothing(run, root: Path, write_entry) -> None:
    duplicate_pair(write_entry)
    before = tree(root)
    result = run("consolidate")
    assert result.exit_code == 0, result.stderr
    assert result.stdout.startswith("# memstore consolidate — 2026-11-20T12:00:00Z (dry run")
    assert "## Merged (1)" in result.stdout
    assert "added fact: Commit uv.lock with pyproject.toml." in result.stdout
    assert "--apply" in result.stderr
    assert tree(root) == before


def test_json_plan_lists_each_decision_with_before_and_after(run, root: Path,
                                                             write_entry) -> None:
    duplicate_pair(write_entry)
    data = json.loads(run("consolidate", "--json").stdout)
    assert data["dry_run"] is True and data["counts"] == {"merge": 1, "supersede": 1}
    merge = next(i for i in data["items"] if i["action"] == "merge")
    assert merge["id"] == "use-uv" and merge["from"] == ["uv-again"]
    assert merge["facts_added"] == ["Commit uv.lock with pyproject.toml."]
    assert merge["before"].count("\n") == 2 and merge["after"].count("\n") == 3
    assert data["changes"] == [{"write": "long_term/use-uv.md"},
                               {"move": "working/uv-again.md", "to": "archive/uv-again.md"}]
    assert data["reports"] == []


def test_apply_moves_files_writes_a_report_and_logs_every_transition(
        run, root: Path, write_entry) -> None:
    duplicate_pair(write_entry)
    result = run("consolidate", "--apply")
    assert result.exit_code == 0, result.stderr
    assert "Report: reports/20261120T120000Z-consolidate.md" in result.stderr
    assert not (root / "working/uv-again.md").exists()
    absorbed = meta_of(root / "archive/uv-again.md")
    assert absorbed["status"] == "superseded" and absorbed["superseded_by"] == "use-uv"
    kept = meta_of(root / "long_term/use-uv.md")
    assert kept["supersedes"] == ["uv-again"] and kept["confirmations"] == 2
    assert kept["provenance"][-1] == {"at": "2026-11-18T10:00:00Z", "source": "agent",
                                      "session": "s-0150", "from": "uv-again"}
    events = [json.loads(line) for line in (root / "log/events.jsonl").read_text().splitlines()]
    assert [(e["event"], e["id"]) for e in events] == [("merge", "use-uv"),
                                                      ("supersede", "uv-again")]
    report = json.loads((root / "reports/20261120T120000Z-consolidate.json").read_text())
    assert report["dry_run"] is False and report["counts"] == {"merge": 1, "supersede": 1}


def test_a_second_run_at_the_same_moment_writes_nothing(run, root: Path, write_entry) -> None:
    duplicate_pair(write_entry)
    write_entry("working", "old-note", "- Staging deploys took 12 minutes.",
                created="2026-09-01T10:00:00Z")
    assert run("consolidate", "--apply").exit_code == 0
    after = tree(root)
    again = run("consolidate", "--apply")
    assert again.exit_code == 0 and "Nothing to do." in again.stdout
    assert "Report:" not in again.stderr
    assert tree(root) == after


def test_two_clones_at_different_moments_write_the_same_entry_bytes(
        run, root: Path, tmp_path: Path, write_entry) -> None:
    duplicate_pair(write_entry)
    clone = tmp_path / "elsewhere" / "memory"
    shutil.copytree(root, clone)
    assert run("consolidate", "--apply").exit_code == 0
    assert run("--store", str(clone), "consolidate", "--apply",
               now="2026-11-21T08:30:00Z").exit_code == 0

    def entries(folder: Path) -> dict[str, bytes]:
        return {k: v for k, v in tree(folder).items()
                if k.split("/")[0] in ("working", "long_term", "archive")}

    assert entries(root) == entries(clone)
    assert b"2026-11-21" not in b"".join(entries(clone).values())


def test_a_malformed_file_is_reported_left_alone_and_the_rest_consolidated(
        run, root: Path, write_entry) -> None:
    duplicate_pair(write_entry)
    broken = root / "working/broken.md"
    broken.write_text("---\ntitle: [unclosed\n---\n- bad\n")
    result = run("consolidate", "--apply")
    assert result.exit_code == 0
    assert "warning: skipped working/broken.md: line 3: bad YAML" in result.stderr
    assert broken.read_text() == "---\ntitle: [unclosed\n---\n- bad\n"
    assert (root / "archive/uv-again.md").exists()


def test_a_run_with_only_warnings_says_it_had_nothing_to_do(run, root: Path) -> None:
    """With one malformed file and nothing else to do, the report was its heading, two blank
    lines and the warnings: "Nothing to do." was said only when there was no warning."""
    (root / "working/broken.md").write_text("---\ntitle: [unclosed\n---\n- bad\n")
    for args in (("consolidate",), ("consolidate", "--apply"), ("prune",), ("purge",)):
        result = run(*args)
        assert result.exit_code == 0, result.stderr
        head, _, rest = result.stdout.partition("\n\n")
        assert rest.startswith("Nothing to do.\n\n## Warnings\n"), (args, result.stdout)


def test_an_id_in_two_files_is_left_alone_with_a_warning(run, root: Path, write_entry) -> None:
    write_entry("working", "twice", "- Old observation.", created="2026-09-01T10:00:00Z")
    write_entry("archive", "twice", "- Old observation.", created="2026-09-01T10:00:00Z",
                status="expired")
    result = run("consolidate", "--apply")
    assert result.exit_code == 0
    assert "id 'twice' is in several files" in result.stderr
    assert (root / "working/twice.md").exists()


def test_a_code_block_fact_survives_a_merge_verbatim(run, root: Path, write_entry) -> None:
    write_entry("long_term", "build-docs", "- Build the docs with `make docs`.\n",
                title="Build the docs with make docs", kind="procedure",
                created="2026-10-01T10:00:00Z")
    write_entry("working", "build-docs-again",
                "- Build the docs with `make docs`.\n\n"
                "```sh\nmake docs\nopen site/index.html\n```\n",
                title="Build the docs with make docs", kind="procedure",
                created="2026-11-19T10:00:00Z")
    assert run("consolidate", "--apply").exit_code == 0
    body = parse((root / "long_term/build-docs.md").read_text()).body
    assert body == ("- Build the docs with `make docs`.\n\n"
                    "```sh\nmake docs\nopen site/index.html\n```\n")


def test_each_contradiction_of_an_entry_is_counted(run, root: Path,
                                                                write_entry) -> None:
    write_entry("long_term", "port", "- The API dev server listens on port 8080.",
                title="API dev server port", kind="fact", created="2026-10-01T10:00:00Z")
    for n, port in ((1, 9090), (2, 7070)):
        write_entry("working", f"port-{n}", f"- The API dev server listens on port {port}.",
                    title="API dev server port", kind="fact", created=f"2026-11-1{n}T10:00:00Z")
    data = json.loads(run("consolidate", "--apply", "--json").stdout)
    flagged = sorted(i["id"] for i in data["items"] if i["action"] == "flag")
    # Three different ports: every pair contradicts, so each entry is flagged twice.
    assert flagged == ["port", "port", "port-1", "port-1", "port-2", "port-2"]
    kept = meta_of(root / "long_term/port.md")
    assert kept["status"] == "needs_review" and kept["contradictions"] == 2
    assert meta_of(root / "working/port-1.md")["contradictions"] == 2
    notes = [p.get("note") for p in kept["provenance"]]
    assert "contradicts port-1 (number)" in notes and "contradicts port-2 (number)" in notes


def test_a_note_against_one_fact_of_a_longer_security_rule_is_flagged(run, root: Path,
                                                                      write_entry) -> None:
    # (a user trial: the agent's note sat beside the rule for a month, unflagged, and expired;
    # the two share too few words as wholes for the candidate search to propose the pair)
    write_entry("long_term", "never-log-bodies", "- Never log request bodies; they hold card "
                "data.\n- Don't log HTTP request bodies, card numbers end up in them.\n",
                title="Never log request bodies", kind="security_rule", source="user",
                status="active", created="2026-10-01T10:00:00Z")
    write_entry("working", "debug-bodies", "- It is fine to log full request bodies at debug "
                "level for troubleshooting.\n", kind="observation", created="2026-11-10T10:00:00Z")
    data = json.loads(run("consolidate", "--json").stdout)
    assert sorted(i["id"] for i in data["items"] if i["action"] == "flag") == [
        "debug-bodies", "never-log-bodies"]


def test_one_off_observations_days_apart_are_two_events_not_a_contradiction(
        run, root: Path, write_entry) -> None:
    write_entry("working", "ci-monday", "- The CI run took 12 minutes.",
                created="2026-11-16T10:00:00Z")
    write_entry("working", "ci-friday", "- The CI run took 38 minutes.",
                created="2026-11-20T09:00:00Z")
    write_entry("working", "port-a", "- The API listens on port 8080.",
                created="2026-11-20T10:00:00Z")
    write_entry("working", "port-b", "- The API listens on port 9090.",
                created="2026-11-20T11:00:00Z")
    data = json.loads(run("consolidate", "--json").stdout)
    # The same day: one of them is wrong. Four days apart: two runs, both true at their time.
    assert sorted(i["id"] for i in data["items"] if i["action"] == "flag") == ["port-a", "port-b"]


def test_one_off_notes_of_the_same_day_are_two_events_unless_they_name_one_run(
        run, root: Path, write_entry) -> None:
    # What the simulation's agents write: notes of what happened, the same day. Two runs, two
    # disk readings, two releases are all true; one run with two durations is not.
    notes = {"ci-a": "CI run 1615 took 8 minutes because the pydantic wheel was rebuilt.",
             "ci-b": "CI run 9240 took 23 minutes because the structlog wheel was rebuilt.",
             "disk-a": "Docker used 72% of the disk on Friday; pruned old images.",
             "disk-b": "Docker used 95% of the disk on Friday; pruned old images.",
             "rel-a": "httpx released version 2.9; not upgraded yet.",
             "rel-b": "httpx released version 3.2; not upgraded yet.",
             "same-a": "CI run 4410 took 9 minutes.",
             "same-b": "CI run 4410 took 26 minutes."}
    for n, (entry_id, text) in enumerate(notes.items()):
        write_entry("working", entry_id, f"- {text}", title=text, kind="observation",
                    created=f"2026-11-20T09:{5 * n:02d}:00Z")
    data = json.loads(run("consolidate", "--json").stdout)
    assert sorted(i["id"] for i in data["items"] if i["action"] == "flag") == [
        "same-a", "same-b"]


def test_a_restatement_of_a_compaction_node_merges_into_it(run, root: Path,
                                                           write_entry) -> None:
    write_entry("long_term", "lint-node", "- Lint with ruff.\n- Format with ruff format.\n",
                title="Lint with ruff", kind="convention", status="compacted",
                created="2026-10-01T10:00:00Z", sources=["a", "b", "c"])
    write_entry("working", "lint-again", "- Lint with ruff.\n- Format with ruff format.\n",
                title="Lint with ruff", kind="convention", created="2026-11-19T10:00:00Z")
    assert run("consolidate", "--apply").exit_code == 0
    node = meta_of(root / "long_term/lint-node.md")
    assert node["status"] == "compacted" and node["supersedes"] == ["lint-again"]
    assert node["sources"] == ["a", "b", "c"]


def test_a_stale_entry_restated_in_working_is_revived(run, root: Path, write_entry) -> None:
    write_entry("long_term", "mock-gateway", "- Use the mock payment gateway in tests.",
                title="Use the mock payment gateway in tests", kind="convention",
                status="stale", created="2026-03-01T10:00:00Z",
                stale_since="2026-07-01T10:00:00Z")
    write_entry("working", "mock-gateway-again", "- Use the mock payment gateway in tests.",
                title="Use the mock payment gateway in tests", kind="convention",
                created="2026-11-19T10:00:00Z")
    assert run("consolidate", "--apply").exit_code == 0
    revived = meta_of(root / "long_term/mock-gateway.md")
    assert revived["status"] == "active" and "stale_since" not in revived
    assert revived["last_confirmed"] == "2026-11-19T10:00:00Z"


def test_a_large_node_is_judged_fact_by_fact(store, write_entry, now) -> None:
    # A compaction node holds dozens of facts. The judge lines up each fact of a working entry
    # with its counterpart in the node, so a fact that restates one port differently is a
    # contradiction wherever it stands: in an entry about the same services, or in one about
    # on its own (both disagree with the node, and a person must decide). An entry that shares
    # nothing with the node is left alone. A restatement of two restart commands the node holds
    # would merge into it, but the node now waits for review, so it is promoted on its own.
    from memstore.jobs.consolidate import plan_consolidation

    services = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel"]
    node_facts = [f"The {s} service listens on port {4000 + n}." for n, s in enumerate(services)]
    node_facts += [f"The {s} service logs to /var/log/{s}.log." for s in services]
    node_facts += [f"Restart the {s} service with systemctl restart {s}-{k}."
                   for s in services for k in ("api", "worker", "cron")]
    node_title = "[Compacted] convention group: service ports, logs and restarts"
    write_entry("long_term", "compacted-service-notes",
                "".join(f"- {fact}\n" for fact in node_facts), title=node_title,
                kind="convention", status="compacted", created="2026-09-01T00:00:00Z")
    related = ["The alpha service listens on port 5555.", "The bravo service listens on port 4001.",
               "The alpha service logs to /var/log/alpha.log."]
    write_entry("working", "alpha-port", "".join(f"- {f}\n" for f in related),
                title="Ports and logs of the alpha and bravo services", kind="fact",
                created="2026-11-19T10:00:00Z")
    elsewhere = ["Frontend builds use pnpm workspaces and vite.",
                 "Deploy the marketing site from the release branch on Fridays.",
                 "Storybook snapshots live next to each component."]
    write_entry("working", "frontend-notes", "".join(f"- {f}\n" for f in elsewhere),
                title="Frontend release habits", kind="fact", created="2026-11-19T11:00:00Z")
    write_entry("working", "hotel-port", "- The hotel service listens on port 9999.\n",
                title="The hotel service port", kind="fact", created="2026-11-19T11:30:00Z")
    write_entry("working", "restart-again", "- Restart the golf service with systemctl "
                "restart golf-api.\n- Restart the golf service with systemctl restart golf-cron.\n",
                title="Restarting the golf service", kind="convention", confirmations=2,
                created="2026-11-19T12:00:00Z")

    plan = plan_consolidation(store, store.load(write_cache=False))
    decisions = sorted((item["action"], item["id"], item.get("with", "")) for item in plan.items)
    assert ("flag", "alpha-port", "compacted-service-notes") in decisions
    assert ("flag", "hotel-port", "compacted-service-notes") in decisions
    assert not [d for d in decisions if d[1] == "frontend-notes"]
    assert ("promote", "restart-again", "") in decisions
    reasons = " ".join(item["reason"] for item in plan.items if item["id"] == "alpha-port")
    assert "5555" in reasons and "4000" in reasons


def test_entries_promoted_in_one_run_are_merged_in_that_run(run, root: Path,
                                                            write_entry) -> None:
    # Found by the no-fact-lost property test: one candidate restates the two others' facts,
    # so the first absorbs it and the second is promoted beside it. The two are duplicates in
    # long_term/, and the same run must merge them, or the next run changes the store.
    port, restart = ("The api server listens on port 1000.",
                     "Restart the api server after editing `config/alpha.yaml`.")
    for entry_id, facts, seen in (("entry-00", [port], 2), ("entry-01", [port, restart], 1),
                                  ("entry-02", [restart], 2)):
        write_entry("working", entry_id, "".join(f"- {f}\n" for f in facts),
                    title=facts[0].rstrip("."), kind="fact", created="2026-09-01T10:00:00Z",
                    confirmations=seen)
    write_entry("working", "copy-00", f"- {port}\n", title=port.rstrip("."), kind="fact",
                created="2026-11-18T10:00:00Z")
    assert run("consolidate", "--apply").exit_code == 0
    assert sorted(p.name for p in (root / "long_term").glob("*.md")) == ["entry-00.md"]
    before = tree(root)
    assert run("consolidate", "--apply").exit_code == 0
    assert tree(root) == before


def test_a_supersedes_a_person_wrote_takes_the_old_rule_out_of_every_session(
        run, root: Path) -> None:
    # A user trial: the lead replaced the migrations constraint with a new file saying
    # `supersedes: [old]` (SPEC: a newer entry replaces an older one through `supersedes`
    # written by a person). Nothing acted on it: both constraints were loaded as rules in
    # every session, and consolidation asked whether the two "maybe conflict".
    old = run("add", "Never run alembic against prod from a laptop.", "-t",
              "Schema migrations run only from the release pipeline", "--kind", "constraint",
              "--source", "user", now="2026-06-01T09:00:00Z").stdout.strip()
    note = run("add", "Use tox for the test matrix.", "--kind", "convention", "--source",
               "user", now="2026-06-01T09:00:00Z").stdout.strip()
    assert run("consolidate", "--apply", now="2026-06-01T10:00:00Z").exit_code == 0
    (root / "long_term/migrations-via-argo.md").write_text(
        "---\ntitle: Schema migrations run only from the Argo release workflow\n"
        f"kind: constraint\nsource: user\nsupersedes: [{old}]\n---\n"
        "- The Argo `release` workflow runs alembic; never run it by hand against prod.\n")
    (root / "long_term/nox.md").write_text(
        f"---\ntitle: Use nox for the test matrix\nkind: convention\nsource: user\n"
        f"supersedes: [{note}]\n---\n- nox runs the matrix; tox is gone.\n")
    ended = run("session", "end", now="2026-11-20T12:00:00Z")
    assert ended.exit_code == 0, ended.stderr
    for gone, new in ((old, "migrations-via-argo"), (note, "nox")):
        meta = meta_of(next(root.rglob(f"{gone}.md")))
        assert meta["status"] == "superseded" and meta["superseded_by"] == new
    context = run("context", "--budget", "4000").stdout
    assert "Argo" in context and old not in context and note not in context
    assert old not in (root / "INDEX.md").read_text()
    assert "from a laptop" not in run("recall", "alembic prod laptop").stdout
    before = tree(root)
    assert run("consolidate", "--apply").exit_code == 0
    assert tree(root) == before
    # A protected rule stays in long_term/ (no automatic job archives one); the convention is
    # archived by the superseded rule once it has been inactive for 120 days.
    run("retention", "run", "--apply", now="2026-12-01T12:00:00Z")
    assert (root / f"long_term/{old}.md").exists()
    assert (root / f"archive/{note}.md").exists()


def test_a_supersession_by_a_persons_link_can_be_undone_with_restore(run, root: Path) -> None:
    # (consolidation superseded the Node 20 fact in place, by the lead's `supersedes` on the
    # Node 22 one; the lead changed their mind, and `memstore restore ci-node` said "Error:
    # ci-node is not archived (it is in long_term/)": no command undid it; the reviewer trial)
    (root / "long_term/ci-node.md").write_text(
        "---\nid: ci-node\ntitle: CI runs on Node 20\nkind: fact\nsource: user\n"
        "created: 2026-10-01T09:00:00Z\n---\n- CI runs on Node 20.\n")
    (root / "long_term/ci-node-22.md").write_text(
        "---\nid: ci-node-22\ntitle: CI runs on Node 22\nkind: fact\nsource: user\n"
        "created: 2026-11-01T09:00:00Z\nsupersedes: [ci-node]\n---\n"
        "- CI runs on Node 22 for the web app.\n")
    assert run("consolidate", "--apply").exit_code == 0
    assert meta_of(root / "long_term/ci-node.md")["status"] == "superseded"
    done = run("restore", "ci-node")
    assert done.exit_code == 0, done.stderr
    back = meta_of(root / "long_term/ci-node.md")
    assert (back["status"], back["superseded_by"], back["restored_at"]) == (
        "active", "ci-node-22", NOW)
    assert "Node 20" in run("context").stdout
    before = tree(root)
    assert run("consolidate", "--apply").exit_code == 0
    assert tree(root) == before
    assert run("restore", "ci-node-22").exit_code == 1  # (not superseded: nothing to undo)


def test_a_supersedes_a_person_wrote_takes_a_working_note_out_too(run, root: Path) -> None:
    # (the lead wrote a long-term entry replacing an agent's fresh note, `supersedes:
    # [nightly-...]`; the note was still in working/, so the link was not read, and the next
    # consolidation flagged the lead's entry and the note as a contradiction: both to
    # needs_review, the lead's decision out of context, both waiting for `resolve`; the
    # reviewer trial)
    note = run("add", "The nightly job runs at 02:00 UTC", "--kind", "fact",
               now="2026-11-01T09:00:00Z").stdout.strip()
    (root / "long_term/nightly.md").write_text(
        "---\nid: nightly\ntitle: Nightly job schedule\nkind: fact\nsource: user\n"
        f"created: 2026-11-01T10:00:00Z\nsupersedes: [{note}]\n---\n"
        "- The nightly job runs at 03:00 UTC since the DST change.\n")
    done = run("consolidate", "--apply", now="2026-11-02T09:00:00Z")
    assert done.exit_code == 0, done.stderr
    assert "flag" not in done.stdout, done.stdout
    gone = meta_of(root / f"archive/{note}.md")
    assert (gone["status"], gone["superseded_by"], gone["archived_from"]) == (
        "superseded", "nightly", "working")
    assert meta_of(root / "long_term/nightly.md").get("status", "active") == "active"
    context = run("context", now="2026-11-02T09:00:00Z").stdout
    assert "03:00 UTC" in context and "02:00 UTC" not in context
    before = tree(root)
    assert run("consolidate", "--apply", now="2026-11-02T09:00:00Z").exit_code == 0
    assert tree(root) == before


HAND_RULE = (
    "---\n"
    "id: use-uv\n"
    "title: Use uv for Python dependencies\n"
    "kind: convention\n"
    "status: active   # reviewed by the lead\n"
    "source: user\n"
    "created: 2026-10-02T09:14:00Z\n"
    "tags: [python,  tooling]   # keep these two\n"
    "provenance:\n"
    "  - at: 2026-10-02T09:14:00Z\n"
    "    source: user\n"
    "    session: s-lead-1\n"
    "---\n"
    "- Use uv to manage Python dependencies.\n"
    "- Run uv sync after every pull.\n")


def test_a_merge_keeps_the_comments_on_the_lines_it_rewrites(run, root: Path,
                                                            write_entry) -> None:
    # (a lead's `tags: [python,  tooling]   # keep these` lost its comment the first time an
    # agent's note with a new tag was merged into the rule, and `status: active   # reviewed
    # by lead` lost its own when the entry went stale: a reviewer of the diff saw their note
    # deleted by a job that had no reason to touch it; the reviewer trial)
    (root / "long_term/use-uv.md").write_text(HAND_RULE, encoding="utf-8")
    duplicate_pair_into_hand_rule(write_entry)
    assert run("consolidate", "--apply").exit_code == 0
    text = (root / "long_term/use-uv.md").read_text()
    assert "tags: [python, tooling, uv]   # keep these two\n" in text, text
    assert meta_of(root / "long_term/use-uv.md")["tags"] == ["python", "tooling", "uv"]
    later = run("retention", "run", "--apply", now="2027-04-01T00:00:00Z")
    assert later.exit_code == 0, later.stderr
    text = (root / "long_term/use-uv.md").read_text()
    assert "status: stale   # reviewed by the lead\n" in text, text
    assert meta_of(root / "long_term/use-uv.md")["status"] == "stale"


def test_a_merge_appends_to_a_block_list_written_by_hand_without_reflowing_it(
        run, root: Path, write_entry) -> None:
    # (the lead's provenance record written as a block mapping, three lines, came back from
    # the first merge as one flow line: three lines of the diff changed that no decision
    # changed; the reviewer trial)
    (root / "long_term/use-uv.md").write_text(HAND_RULE.replace("\n", "\r\n"), encoding="utf-8",
                                              newline="")
    duplicate_pair_into_hand_rule(write_entry)
    assert run("consolidate", "--apply").exit_code == 0
    data = (root / "long_term/use-uv.md").read_bytes()
    assert (b"provenance:\r\n  - at: 2026-10-02T09:14:00Z\r\n    source: user\r\n"
            b"    session: s-lead-1\r\n  - {at: 2026-11-18T10:00:00Z, source: agent, "
            b"session: s-0150, from: uv-again}\r\n") in data, data.decode()
    records = meta_of(root / "long_term/use-uv.md")["provenance"]
    assert [r.get("from") for r in records] == [None, "uv-again"]


def duplicate_pair_into_hand_rule(write_entry) -> None:
    write_entry("working", "uv-again", "- Manage Python dependencies with uv.\n"
                "- Run uv sync after each pull.\n- Commit uv.lock with pyproject.toml.\n",
                title="Python dependencies: use uv", kind="convention", tags=["uv"],
                created="2026-11-18T10:00:00Z",
                provenance=[{"at": "2026-11-18T10:00:00Z", "source": "agent",
                             "session": "s-0150"}])


def test_a_fact_merged_into_a_list_of_stars_or_pluses_is_one_more_item_of_it(
        run, root: Path, write_entry) -> None:
    # (the lead's rules are lists of `*` or `+` items; a merged fact came as `- ...`, which
    # Markdown reads as a second list after the first, and the diff showed the file's list
    # style changed by a job; the reviewer trial)
    for marker in ("*", "+"):
        body = HAND_RULE.split("---\n", 2)[2].replace("- ", f"{marker} ")
        (root / "long_term/use-uv.md").write_text(HAND_RULE.split("---\n", 2)[1].join(
            ["---\n", "---\n" + body]), encoding="utf-8")
        duplicate_pair_into_hand_rule(write_entry)
        assert run("consolidate", "--apply").exit_code == 0
        text = (root / "long_term/use-uv.md").read_text()
        assert text.endswith(f"{marker} Run uv sync after every pull.\n"
                             f"{marker} Commit uv.lock with pyproject.toml.\n"), text
        (root / "archive/uv-again.md").unlink()


def test_a_long_term_entry_that_absorbs_another_keeps_its_title_and_body(
        run, root: Path) -> None:
    # (two long-term procedures said the same; the older one, its title and list written by
    # the lead, absorbed the newer, user-stated one, and came out of the merge with the other
    # one's title and body: "How we deploy" became "Deploying" and the lead's `*` list was
    # rewritten, where the docs promise that the kept text is never rewritten; the reviewer
    # trial)
    mine = ("---\nid: deploy-how\ntitle: How we deploy   # my title\nkind: procedure\n"
            "source: agent\ncreated: 2026-09-01T09:00:00Z\nconfirmations: 3\n---\n"
            "* Push a vX.Y.Z tag; the Deploy workflow in GitHub Actions ships it.\n"
            "* Watch the Deploy job until it is green.\n")
    (root / "long_term/deploy-how.md").write_text(mine, encoding="utf-8")
    (root / "long_term/deploy-steps.md").write_text(
        "---\nid: deploy-steps\ntitle: Deploying\nkind: procedure\nsource: user\n"
        "created: 2026-10-01T09:00:00Z\n---\n- To deploy, push a vX.Y.Z tag and the Deploy "
        "workflow in GitHub Actions ships it.\n", encoding="utf-8")
    assert run("consolidate", "--apply").exit_code == 0
    absorbed = meta_of(root / "archive/deploy-steps.md")
    assert absorbed["superseded_by"] == "deploy-how"
    text = (root / "long_term/deploy-how.md").read_text()
    assert "title: How we deploy   # my title\n" in text, text
    assert text.split("---\n", 2)[2] == mine.split("---\n", 2)[2], text
    kept = meta_of(root / "long_term/deploy-how.md")
    assert kept["source"] == "user" and kept["supersedes"] == ["deploy-steps"]


def test_a_merge_that_adds_agents_facts_to_a_persons_rule_says_so(run, root: Path,
                                                                 write_entry) -> None:
    # (agents' notes merged into the lead's user-stated uv rule, one of them adding a fact:
    # the report said "absorbed 2 working entries restating it", as for any merge, so a
    # reviewer could not see that the run changed a rule a person wrote; the reviewer trial)
    (root / "long_term/use-uv.md").write_text(HAND_RULE, encoding="utf-8")
    duplicate_pair_into_hand_rule(write_entry)
    done = run("consolidate", "--apply")
    assert done.exit_code == 0, done.stderr
    assert ("changes an entry a person stated (source: user): 1 fact from an agent's note"
            in done.stdout), done.stdout
    report = next((root / "reports").glob("*-consolidate.md")).read_text()
    assert "a person stated" in report
