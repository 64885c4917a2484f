"""The entry commands through the real CLI: add, list, show, lint, confirm, contradict, used."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import tree

import memstore
from memstore.core.fileformat import parse

NOW = "2026-11-20T12:00:00Z"


def read_meta(root: Path, rel: str) -> dict:
    return parse((root / rel).read_text()).meta


def test_add_routes_by_evidence_and_prints_the_id(run, root: Path) -> None:
    observed = run("add", "The API listens on port 8080", "--kind", "fact")
    assert observed.exit_code == 0
    entry_id = observed.stdout.strip()
    assert (root / "working" / f"{entry_id}.md").exists()
    meta = read_meta(root, f"working/{entry_id}.md")
    assert meta["status"] == "candidate"
    assert meta["created"] == NOW
    assert meta["provenance"] == [{"at": NOW, "source": "agent"}]

    stated = run("add", "Never force-push to main", "--kind", "constraint", "--source", "user")
    assert (root / "long_term" / f"{stated.stdout.strip()}.md").exists()
    assert stated.stdout.strip() in (root / "INDEX.md").read_text()
    # A user-stated observation is still only a candidate.
    plain = run("add", "Builds are slow on Mondays", "--source", "user")
    assert (root / "working" / f"{plain.stdout.strip()}.md").exists()


def test_add_writes_the_house_style(run, root: Path) -> None:
    entry_id = run("add", "Run uv sync after every pull", "--kind", "convention",
                   "--tag", "python", "--tag", "tooling", "--session", "s-0142").stdout.strip()
    assert entry_id.startswith("run-uv-sync-after-every-pull-")
    assert (root / "working" / f"{entry_id}.md").read_text() == f"""\
---
id: {entry_id}
title: Run uv sync after every pull
kind: convention
status: candidate
source: agent
created: {NOW}
last_confirmed: {NOW}
confirmations: 1
tags: [python, tooling]
provenance:
  - {{at: {NOW}, source: agent, session: s-0142}}
schema: 1
---
- Run uv sync after every pull
"""


def test_bad_input_is_one_error_line_and_exit_1(run) -> None:
    result = run("add", "x", "--parent", "../up")
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: parent '../up' is not a valid id")
    assert len(result.stderr.strip().splitlines()) == 1
    kind = run("add", "x", "--kind", "gossip")  # a bad option is a usage error, exit 2
    assert kind.exit_code == 2 and "Invalid value for --kind: unknown kind 'gossip'" in kind.stderr
    assert run("add", "   ").exit_code == 1
    assert run("show", "no-such-id").stderr.startswith("Error: no entry with id 'no-such-id'")
    assert run("add").exit_code == 2  # usage
    assert run("--now", "last tuesday", "list", now=None).exit_code == 2


def test_list_and_show(run, write_entry) -> None:
    write_entry("working", "obs-a", "- alpha", title="Alpha", kind="fact")
    write_entry("long_term", "conv-b", "- beta", title="Beta", kind="convention")
    listing = run("list").stdout.splitlines()
    assert listing[0].split() == ["conv-b", "long_term", "active", "convention", "Beta"]
    assert listing[1].split() == ["obs-a", "working", "candidate", "fact", "Alpha"]
    as_json = json.loads(run("list", "--layer", "working", "--json").stdout)
    assert [e["id"] for e in as_json] == ["obs-a"]
    assert run("show", "conv").stdout.endswith("- beta\n")
    shown = json.loads(run("show", "obs", "--json").stdout)
    assert (shown["id"], shown["facts"], shown["status"]) == ("obs-a", ["alpha"], "candidate")


def test_list_refuses_a_status_or_kind_it_does_not_know(run, root: Path, write_entry) -> None:
    write_entry("working", "ci-node", "- CI runs on Node 20", kind="fact", status="needs_review")
    write_entry("long_term", "deploy-steps", "- tag, then push", kind="runbook")
    (root / "memstore.yaml").write_text("kinds: [runbook]\n")
    status = run("list", "--status", "needs-review")
    assert status.exit_code == 2 and status.stdout == ""
    assert ("Invalid value for '--status': 'needs-review' is not one of 'candidate', 'active',"
            in status.stderr and "'needs_review'" in status.stderr)
    kind = run("list", "--kind", "facts")
    assert kind.exit_code == 2 and kind.stdout == ""
    assert "Invalid value for '--kind': 'facts' is not one of 'preference'," in kind.stderr
    assert "'observation', 'runbook'." in kind.stderr  # the store's own kinds are named too
    assert run("list", "--status", "needs_review").stdout.split()[0] == "ci-node"
    assert run("list", "--kind", "runbook").stdout.split()[0] == "deploy-steps"
    assert run("wisdom", "--kind", "facts").exit_code == 2


def test_resolve_usage_shows_id_as_optional(run) -> None:
    usage = run("resolve", "--help").stdout.splitlines()[0]
    assert usage == "Usage: cli resolve [OPTIONS] [ID]"
    assert run("resolve").exit_code == 0


def test_preserve_that_changes_nothing_says_so_and_writes_nothing(run, root: Path,
                                                                   write_entry) -> None:
    """`preserve ID` on an entry already preserved (or `--off` on one that never was) said
    "preserve on" as if it had set it, and logged another preserve event each time."""
    write_entry("long_term", "new-port", "- port 9090", created="2026-11-10T00:00:00Z")
    assert run("preserve", "new-port").stdout == "new-port: preserve on\n"
    before = tree(root)
    again = run("preserve", "new-port")
    assert again.exit_code == 0
    assert again.stdout == "new-port: preserve on (it already was; nothing changed)\n"
    assert tree(root) == before
    run("preserve", "new-port", "--off")
    before = tree(root)
    off = run("preserve", "new-port", "--off")
    assert off.stdout == "new-port: preserve off (it already was; nothing changed)\n"
    assert tree(root) == before


def test_confirm_contradict_used_preserve(run, root: Path, write_entry) -> None:
    write_entry("working", "old-port", "- port 8080", created="2026-11-01T00:00:00Z")
    write_entry("long_term", "new-port", "- port 9090", created="2026-11-10T00:00:00Z")
    assert run("confirm", "old", "--session", "s-9").exit_code == 0
    meta = read_meta(root, "working/old-port.md")
    assert meta["confirmations"] == 2 and meta["last_confirmed"] == NOW
    assert meta["provenance"][-1] == {"at": NOW, "source": "agent", "session": "s-9"}

    assert run("used", "new-port").exit_code == 0
    assert run("used", "new-port", "--failed").exit_code == 0
    meta = read_meta(root, "long_term/new-port.md")
    assert (meta["successes"], meta["failures"]) == (1, 1)

    assert run("preserve", "new-port").exit_code == 0
    assert read_meta(root, "long_term/new-port.md")["preserve"] is True
    run("preserve", "new-port", "--off")
    assert "preserve" not in read_meta(root, "long_term/new-port.md")

    assert run("contradict", "old-port", "--by", "new-port").exit_code == 0
    assert not (root / "working" / "old-port.md").exists()
    old = read_meta(root, "archive/old-port.md")
    assert (old["status"], old["superseded_by"], old["archived_from"]) == (
        "superseded", "new-port", "working")
    assert read_meta(root, "long_term/new-port.md")["supersedes"] == ["old-port"]
    assert run("contradict", "new-port", "--by", "new-port").exit_code == 1
    log = (root / "log/events.jsonl").read_text().splitlines()
    events = [json.loads(line)["event"] for line in log]
    assert events == ["confirm", "used", "used", "preserve", "preserve", "contradict"]


def test_evidence_on_a_merged_entry_goes_to_the_entry_it_was_merged_into(run, root: Path) -> None:
    absorbed = run("add", "Run uv sync after every pull", "--kind", "convention").stdout.strip()
    kept = run("add", "After pulling, run uv sync", "--kind", "convention").stdout.strip()
    run("confirm", absorbed)
    run("consolidate", "--apply")
    archived = root / "archive" / f"{absorbed}.md"
    assert read_meta(root, f"archive/{absorbed}.md")["superseded_by"] == kept
    before = archived.read_bytes()
    later = "2026-11-27T09:00:00Z"
    note = f"note: {absorbed} was merged into {kept}; recorded on {kept}\n"
    for args, said in (((("confirm", absorbed)), f"confirmed {kept} (4 confirmations)"),
                       ((("used", absorbed)), f"recorded a success for {kept}"),
                       ((("contradict", absorbed)), f"contradicted {kept}")):
        result = run(*args, now=later)
        assert result.exit_code == 0, result.output
        assert result.stdout.strip() == said and result.stderr == note
    assert archived.read_bytes() == before
    live = read_meta(root, f"long_term/{kept}.md")
    assert (live["confirmations"], live["successes"], live["contradictions"]) == (4, 1, 1)
    assert live["last_confirmed"] == later


def test_evidence_follows_a_chain_of_merges_and_stays_put_where_it_breaks(
        run, root: Path, write_entry) -> None:
    def merged(entry_id: str, into: str, reason: str = "merged into {}", **extra) -> None:
        write_entry("archive", entry_id, f"- {entry_id} fact", kind="fact", status="superseded",
                    superseded_by=into, archived_from="working",
                    archived_reason=reason.format(into), **extra)

    merged("first-a", "middle-b")
    merged("middle-b", "live-c")
    write_entry("long_term", "live-c", "- live fact", kind="fact")
    merged("loop-x", "loop-y")
    merged("loop-y", "loop-x")
    merged("dangling-m", "gone-entry")
    merged("pruned-p", "pruned-q")
    write_entry("archive", "pruned-q", "- pruned fact", kind="fact", status="archived")
    # A decision superseded it: the newer entry says something else, so nothing is followed.
    merged("decided-d", "live-c", reason="superseded by {} (contradicted)")
    chained = run("confirm", "first-a")
    assert chained.stderr == "note: first-a was merged into live-c; recorded on live-c\n"
    assert read_meta(root, "long_term/live-c.md")["confirmations"] == 2
    for stays in ("loop-x", "dangling-m", "pruned-p", "decided-d"):
        result = run("confirm", stays)
        status = read_meta(root, f"archive/{stays}.md")["status"]
        # (no merge followed: only the note that it stays in archive/, where it was named)
        assert result.exit_code == 0 and result.stderr == (
            f"note: {stays} is in archive/ ({status}) and stays there; 'memstore restore "
            f"{stays}' brings it back\n"), (stays, result.output)
        assert result.stdout == f"confirmed {stays} (2 confirmations)\n"
        assert read_meta(root, f"archive/{stays}.md")["confirmations"] == 2
    assert read_meta(root, "long_term/live-c.md")["confirmations"] == 2


def test_confirm_and_used_on_a_compacted_source_count_for_its_node(run, root: Path) -> None:
    # A user trial: `recall --deep` names the source an answer came from, and the agent
    # confirmed and used that id; the evidence went into the archived source, which nothing
    # reads (and purge deletes), while the node standing for it decayed, unconfirmed, until
    # prune took it, with all three facts.
    facts = ["Alerts page the on-call engineer through PagerDuty.",
             "Grafana dashboards live in ops/grafana.", "Prometheus scrapes every 15 seconds."]
    ids = [run("add", f, "--kind", "fact", "--source", "user", "--tag", "observability",
               now="2026-03-02T09:00:00Z").stdout.strip() for f in facts]
    assert run("consolidate", "--apply", now="2026-03-02T10:00:00Z").exit_code == 0
    assert run("compact", "--apply", now="2026-04-10T09:00:00Z").exit_code == 0
    node = read_meta(root, f"archive/{ids[1]}.md")["compacted_into"]
    source = (root / "archive" / f"{ids[1]}.md").read_bytes()
    later = "2026-04-11T09:00:00Z"
    note = f"note: {ids[1]} was compacted into {node}; recorded on {node}\n"
    for args, said in ((("confirm", ids[1]), f"confirmed {node} (4 confirmations)"),
                       (("used", ids[1]), f"recorded a success for {node}")):
        result = run(*args, now=later)
        assert result.exit_code == 0, result.output
        assert result.stdout.strip() == said and result.stderr == note
    assert (root / "archive" / f"{ids[1]}.md").read_bytes() == source
    live = read_meta(root, f"long_term/{node}.md")
    assert (live["confirmations"], live["successes"], live["last_confirmed"]) == (4, 1, later)
    # A contradiction of one source's fact is not one of the whole node: it stays put.
    assert run("contradict", ids[1], now=later).stdout.strip() == f"contradicted {ids[1]}"
    assert "contradictions" not in read_meta(root, f"long_term/{node}.md")


def test_a_prefix_of_a_survivor_and_what_it_absorbed_is_one_entry(run, root: Path,
                                                                  write_entry) -> None:
    # ("used tide-cache" was ambiguous between the live entry and the one merged into it,
    # though the evidence goes to the same entry either way: the team trial)
    write_entry("long_term", "tide-cache-ttl-5c17", "- The tide cache keeps entries 15 min.",
                kind="fact")
    write_entry("archive", "tide-cache-ttl-900-0e12", "- Tide cache TTL is 900 s.", kind="fact",
                status="superseded", superseded_by="tide-cache-ttl-5c17",
                archived_from="working", archived_reason="merged into tide-cache-ttl-5c17")
    write_entry("long_term", "tidewater-api-port-1a2b", "- The API listens on 8080.",
                kind="fact")
    used = run("used", "tide-cache")
    assert used.exit_code == 0, used.output
    assert used.stdout == "recorded a success for tide-cache-ttl-5c17\n" and used.stderr == ""
    assert read_meta(root, "long_term/tide-cache-ttl-5c17.md")["successes"] == 1
    # two live entries behind one prefix are still two
    before = (root / "long_term" / "tidewater-api-port-1a2b.md").read_bytes()
    ambiguous = run("confirm", "tide")
    assert ambiguous.exit_code == 1 and "matches 3 entries" in ambiguous.stderr
    assert (root / "long_term" / "tidewater-api-port-1a2b.md").read_bytes() == before


def test_lint_reports_every_kind_of_finding(run, root: Path, write_entry) -> None:
    write_entry("working", "fine", "- ok")
    write_entry("working", "odd-kind", "- x", kind="gossip")
    write_entry("working", "odd-status", "- x", status="pending")
    write_entry("archive", "wrong-layer", "- x", status="active")
    write_entry("long_term", "twin", "- x")
    write_entry("archive/old", "twin", "- y")
    write_entry("long_term", "dangling", "- x", supersedes=["ghost"])
    write_entry("long_term", "leaky", "- the deploy key is AKIAQ3MN7ZP2XV5TRW4H")
    (root / "working" / "broken.md").write_text("---\ntitle: [x\n---\n")
    (root / "working" / "mismatch.md").write_text("---\nid: other\n---\n")
    before = (root / "working" / "broken.md").read_bytes()
    result = run("lint")
    assert result.exit_code == 1
    out = result.stdout
    assert "working/broken.md:3: invalid: bad YAML" in out
    assert "working/mismatch.md: invalid: id 'other' does not match" in out
    assert "working/odd-kind.md: unknown-kind" in out
    assert "working/odd-status.md: unknown-status" in out
    assert "archive/wrong-layer.md: status-layer" in out
    assert "long_term/twin.md: duplicate-id" in out and "archive/old/twin.md: duplicate-id" in out
    assert "long_term/dangling.md: dangling-link: supersedes names 'ghost'" in out
    assert "long_term/leaky.md: secret" in out and "AKIAQ3MN7ZP2XV5TRW4H" not in out
    assert "working/fine.md" not in out
    assert (root / "working" / "broken.md").read_bytes() == before
    as_json = json.loads(run("lint", "--json").stdout)
    assert {e["code"] for e in as_json["errors"]} >= {"invalid", "duplicate-id", "secret"}


def test_lint_reports_a_key_written_with_a_capital_or_a_dash(run, root: Path,
                                                             write_entry) -> None:
    # (`Kind: security_rule` typed by hand was kept as an unknown key: the rule was an
    # observation, out of the context's rules, and lint said nothing; the editor trial)
    write_entry("long_term", "lan-exposure", "- The RS-485 bridge listens on localhost only.\n",
                text="---\nKind: security_rule\nsource: user\nlast-confirmed: 2026-11-01\n"
                     "x-reviewer: sam\n---\n- The RS-485 bridge listens on localhost only.\n")
    done = run("lint", "--json")
    assert done.exit_code == 1
    found = {(e["code"], e["message"].split("'")[1]) for e in json.loads(done.stdout)["errors"]}
    assert found == {("misspelt-key", "Kind"), ("misspelt-key", "last-confirmed")}
    assert "rename it to 'kind'" in run("lint").stdout


def test_lint_names_links_to_self_and_loops_of_links(run, root: Path, write_entry) -> None:
    # A store arrives through git: an entry superseded by itself, or two superseded by each
    # other, took every entry of the loop out of context and recall, and lint said nothing.
    write_entry("long_term", "self-aaaa", "- The deploy script lives in tools/deploy",
                status="superseded", supersedes=["self-aaaa"], superseded_by="self-aaaa")
    write_entry("long_term", "cyc-bbbb", "- The cache runs redis 7", status="superseded",
                superseded_by="cyc-cccc")
    write_entry("long_term", "cyc-cccc", "- The cache runs redis 6", status="superseded",
                superseded_by="cyc-bbbb")
    write_entry("long_term", "par-dddd", "- Logs go to loki", parent="par-eeee")
    write_entry("long_term", "par-eeee", "- Logs are kept 30 days", parent="par-dddd")
    write_entry("long_term", "leads-in", "- Logs are shipped hourly", parent="par-dddd")
    write_entry("long_term", "fine", "- ok")
    result = run("lint")
    assert result.exit_code == 1
    out = result.stdout
    assert "long_term/self-aaaa.md: self-link: supersedes names the entry itself" in out
    assert "long_term/self-aaaa.md: self-link: superseded_by names the entry itself" in out
    for name in ("cyc-bbbb", "cyc-cccc"):
        assert (f"long_term/{name}.md: link-cycle: superseded_by leads back to this entry "
                "(cyc-bbbb -> cyc-cccc -> cyc-bbbb)") in out
    for name in ("par-dddd", "par-eeee"):
        assert f"long_term/{name}.md: link-cycle: parent leads back" in out
    assert "leads-in" not in out and "fine.md" not in out


def test_lint_names_a_key_written_twice(run, root: Path, write_entry) -> None:
    # (a bad merge or a hand edit: YAML reads the last silently, so the diff a reviewer read
    # said "Production database is postgres", a fact, and memstore served "Nothing to see",
    # a security rule)
    write_entry("long_term", "twice", text="---\nid: twice\ntitle: Production database is "
                "postgres\nkind: fact\nkind: security_rule\ntitle: Nothing to see\n---\n"
                "- Production database is postgres\n")
    result = run("lint")
    assert result.exit_code == 1
    assert ("long_term/twice.md: duplicate-key: key 'title' is written more than once; "
            "memstore reads only the last ('Nothing to see')") in result.stdout
    assert "long_term/twice.md: duplicate-key: key 'kind'" in result.stdout
    # (the answer is kept in the parse cache: a second lint says the same)
    assert run("lint").stdout == result.stdout


def test_tags_written_as_text_are_read_and_lint_fix_writes_the_list(run, root: Path,
                                                                     write_entry) -> None:
    # (`tags: ci, deploy` typed by hand made the whole entry invalid: every command skipped
    # it, so a convention dropped out of every context with a warning the agent never saw)
    write_entry("long_term", "deploys", text="---\nid: deploys\nkind: convention\nsource: user\n"
                "status: active\ntags: ci, deploy\n---\n- Deploys go through release.yml.\n")
    assert "Deploys go through release.yml" in run("context").stdout
    shown = json.loads(run("show", "deploys", "--json").stdout)
    assert shown["tags"] == ["ci", "deploy"]
    found = json.loads(run("lint", "--json").stdout)
    assert found["errors"] == []
    assert any(f["code"] == "tags-text" for f in found["fixable"])
    assert run("lint", "--fix").exit_code == 0
    assert "\ntags: [ci, deploy]\n" in (root / "long_term" / "deploys.md").read_text()
    assert not any(f["code"] == "tags-text" for f in json.loads(run("lint", "--json").stdout)
                   ["fixable"])


def test_lint_fix_repairs_hand_written_files(run, root: Path) -> None:
    (root / "working" / "Hand Note.md").write_text("Hand note\n\n- fact one\n")
    (root / "long_term" / "rule.md").write_text("---\n# keep me\nkind: convention\n---\n- r\n")
    assert run("lint").exit_code == 1  # the file name is not an id
    fixed = run("lint", "--fix")
    assert fixed.exit_code == 0, fixed.stdout
    assert "renamed to working/hand-note.md" in fixed.stdout
    note = (root / "working" / "hand-note.md").read_text()
    assert note.startswith(f"---\nid: hand-note\ncreated: {NOW}\nlast_confirmed: {NOW}\n")
    assert note.endswith("Hand note\n\n- fact one\n")
    assert (root / "long_term" / "rule.md").read_text() == (
        f"---\nid: rule\n# keep me\nkind: convention\ncreated: {NOW}\nlast_confirmed: {NOW}\n"
        "schema: 1\n---\n- r\n")
    again = run("lint", "--fix")
    assert "fixed" not in again.stdout  # idempotent


def test_lint_says_what_a_missing_last_confirmed_counts_as(run, root: Path) -> None:
    # (the lead's rule had `created: 2026-04-01T09:00:00Z` and no last_confirmed; lint said
    # "no created/last_confirmed; they count as now", and --fix wrote the creation time: a
    # reviewer expected the rule to be counted as confirmed today; the reviewer trial)
    (root / "long_term" / "rule.md").write_text(
        "---\nid: rule\nkind: constraint\ncreated: 2026-04-01T09:00:00Z\nschema: 1\n---\n"
        "- Never edit an applied migration.\n")
    found = json.loads(run("lint", "--json").stdout)["fixable"]
    assert [f["message"] for f in found if f["code"] == "missing-dates"] == [
        "no last_confirmed; it counts as created (2026-04-01T09:00:00Z)"]
    (root / "long_term" / "rule.md").write_text("---\nid: rule\nschema: 1\n---\n- r\n")
    found = json.loads(run("lint", "--json").stdout)["fixable"]
    assert [f["message"] for f in found if f["code"] == "missing-dates"] == [
        "no created; it counts as now (lint --fix records it)"]


def test_now_moves_every_timestamp(run, root: Path) -> None:
    entry_id = run("add", "Time travels", now="2027-03-01T08:30:00+01:00").stdout.strip()
    assert read_meta(root, f"working/{entry_id}.md")["created"] == "2027-03-01T07:30:00Z"


ADDER = """
import sys
from memstore.storage.store import Store
from memstore.app import edits
store = Store.open()
for i in range(int(sys.argv[2])):
    edits.add(store, f"observation {sys.argv[1]}-{i} about the build", kind="fact")
    edits.add(store, "the same words from every process", kind="fact")
"""


def test_concurrent_adds_lose_nothing_and_never_share_an_id(root: Path) -> None:
    procs = [subprocess.Popen([sys.executable, "-c", ADDER, str(n), "15"],
                              env={"MEMSTORE_DIR": str(root), "MEMSTORE_NOW": NOW,
                                   "PATH": "/usr/bin:/bin"}) for n in range(6)]
    assert [p.wait(timeout=120) for p in procs] == [0] * 6
    files = sorted((root / "working").glob("*.md"))
    metas = [parse(f.read_text()).meta for f in files]
    ids = [m["id"] for m in metas]
    assert len(set(ids)) == len(ids)
    # An exact copy confirms the live entry instead of adding one; adds racing before the
    # first file exists may still each write one, but no observation is lost.
    same = [m for m in metas if m["title"] == "the same words from every process"]
    assert len(files) - len(same) == 6 * 15 and 1 <= len(same) <= 6
    assert sum(m["confirmations"] for m in same) == 6 * 15
    events = [json.loads(line) for line in (root / "log/events.jsonl").read_text().splitlines()]
    assert sorted(e["id"] for e in events if e["event"] == "add") == sorted(ids)
    assert len([e for e in events if e["event"] == "confirm"]) == 6 * 15 - len(same)


def test_confirming_a_stale_entry_revives_it(run, root: Path, write_entry) -> None:
    write_entry("long_term", "old-fact", "- x", status="stale",
                stale_since="2026-06-01T00:00:00Z")
    assert run("confirm", "old-fact").exit_code == 0
    meta = read_meta(root, "long_term/old-fact.md")
    assert meta["status"] == "active" and "stale_since" not in meta


@pytest.mark.parametrize("tags", ["[a,\nb c]", "[a,\nb,\n  c]", "[a,\nb,\nc]"])
def test_a_flow_list_continued_at_the_margin_can_be_confirmed(run, root, tags: str) -> None:
    # YAML reads a flow list whose second line starts at the margin; the splicer
    # took that line for one of its own, put the new keys between the two lines, and confirm
    # refused: "memstore could not read the entry back (bad YAML ...)".
    path = root / "working" / "flow-tags.md"
    path.write_text("---\nid: flow-tags\ntitle: Flow tags\nkind: fact\n"
                    f"created: 2026-11-01T10:00:00Z\ntags: {tags}\n---\n- a fact\n")
    done = run("confirm", "flow-tags")
    assert done.exit_code == 0, done.stderr
    text = path.read_text()
    assert f"tags: {tags}\n" in text and "confirmations: 2" in text


def test_init_inside_a_store_is_refused_and_makes_no_store_in_it(tmp_path: Path) -> None:
    """`cd memory/working && memstore init` made memory/working/memory/, a second store inside
    the first one's working layer: the outer store then read its INDEX.md as an entry (lint:
    "file name 'INDEX.md' is not a valid id"; `lint --fix` would have renamed it)."""
    outer = tmp_path / "memory"
    # (run from other folders: this clone's memstore, whatever PYTHONPATH says relative to them)
    env = {**os.environ, "PYTHONPATH": str(Path(memstore.__file__).resolve().parents[1])}

    def init(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "memstore", "init", *args], cwd=cwd,
                              env=env, capture_output=True, text=True, timeout=60)

    assert init(str(outer), cwd=tmp_path).returncode == 0
    before = tree(outer)
    for cwd, args in ((outer / "working", []), (tmp_path, ["memory/long_term/x"])):
        done = init(*args, cwd=cwd)
        assert done.returncode == 1, (args, done.stdout)
        assert done.stderr.startswith("Error: ") and len(done.stderr.splitlines()) == 1
        assert f"inside the store {outer}" in done.stderr, done.stderr
        assert tree(outer) == before
    again = init(cwd=tmp_path)
    assert again.returncode == 0 and "already a memstore" in again.stdout
    inside = init(".", cwd=outer)
    assert inside.returncode == 0 and "already a memstore" in inside.stdout


def test_contradict_by_a_prefix_names_the_entry_that_replaces_it(run, write_entry) -> None:
    """`contradict dev-server-listens --by dev-server-now` printed "superseded by
    dev-server-now", the prefix as typed, where every other line names the full id."""
    write_entry("working", "dev-server-port-3000-91e3", "- The dev server listens on 3000.",
                created="2026-11-01T00:00:00Z")
    write_entry("working", "dev-server-now-port-8080-bed6", "- It now listens on 8080.",
                created="2026-11-10T00:00:00Z")
    done = run("contradict", "dev-server-port", "--by", "dev-server-now")
    assert done.exit_code == 0, done.stderr
    assert done.stdout == ("contradicted dev-server-port-3000-91e3; superseded by "
                           "dev-server-now-port-8080-bed6\n")


def test_list_says_when_nothing_is_listed(run, write_entry) -> None:
    """`memstore list` right after `memstore init` printed nothing at all (as did a filter that
    matched nothing), where every other reading command says it found nothing."""
    empty = run("list")
    assert empty.exit_code == 0 and empty.stdout == ""
    assert empty.stderr == "no entries yet: 'memstore add TEXT' remembers one\n"
    write_entry("working", "a-note", "- A note.")
    none = run("list", "--layer", "archive")
    assert none.exit_code == 0 and none.stdout == ""
    assert none.stderr == ("no entries match (1 entry in the store; 'memstore list' lists "
                           "them all)\n")
    assert run("list").stderr == ""


def _meta_of(root: Path, entry_id: str) -> dict:
    """The frontmatter of an entry, in whichever layer it is."""
    (path,) = root.glob(f"*/{entry_id}.md")
    return read_meta(root, path.relative_to(root).as_posix())


def test_contradict_by_of_a_persons_security_rule_sends_both_to_review(run, root: Path) -> None:
    # The reviewer trial (session 59): `contradict RULE --by NOTE` archived the .env rule a
    # person wrote and put an agent's note in force, unreviewed; a person decides now.
    rule = run("add", "Never commit .env files.", "--kind", "security_rule",
               "--source", "user").stdout.strip()
    note = run("add", "Committing .env is fine for local test keys.").stdout.strip()
    done = run("contradict", rule, "--by", note)
    assert done.exit_code == 0, done.stderr
    assert "wait for review" in done.stdout and f"resolve {note} --over {rule}" in done.stdout
    kept = _meta_of(root, rule)
    assert (kept["status"], kept["conflicts_with"], kept["contradictions"]) == (
        "needs_review", [note], 1)
    assert _meta_of(root, note)["conflicts_with"] == [rule]
    assert "Never commit .env files." in run("context").stdout
    # The person decides: the rule holds, the note goes.
    assert run("resolve", rule, "--over", note).exit_code == 0
    assert _meta_of(root, rule)["status"] in ("candidate", "active")
    # A person's own replacement still replaces it at once.
    newer = run("add", "Never commit .env or .env.local files.", "--kind", "security_rule",
                "--source", "user").stdout.strip()
    assert run("contradict", rule, "--by", newer).exit_code == 0
    assert _meta_of(root, rule)["superseded_by"] == newer
