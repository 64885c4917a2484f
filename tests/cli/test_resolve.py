"""Deciding what waits for review: `memstore resolve`, and `contradict --by` as a decision.

Each test builds a real conflict the way a user meets one: two entries written with `add` (or
by hand), a real `consolidate --apply` that flags them, then the decision through the CLI.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from conftest import tree
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memstore.core.fileformat import parse, render

NOW = "2026-11-20T12:00:00Z"
LATER = "2026-11-21T12:00:00Z"
MONTHS_LATER = "2027-03-01T12:00:00Z"


def meta(root: Path, entry_id: str) -> dict:
    found = [p for p in root.glob(f"*/{entry_id}.md")]
    assert len(found) == 1, found
    # (`contradictions` as memstore reads it: a decision that takes the last one back removes
    # the key rather than write `contradictions: 0`)
    return {"layer": found[0].parent.name, "contradictions": 0,
            **parse(found[0].read_text()).meta}


def events(root: Path) -> list[dict]:
    return [json.loads(line) for line in (root / "log/events.jsonl").read_text().splitlines()]


@pytest.fixture
def conflict(run, write_entry) -> tuple[str, str]:
    """A long-term fact (port 8080) and a newer working observation (port 9090), flagged by a
    real consolidation: both in needs_review."""
    write_entry("long_term", "api-port-8080", "- The API listens on port 8080.\n",
                title="API port", kind="fact", status="active", source="agent",
                created="2026-10-01T09:00:00Z", last_confirmed="2026-10-01T09:00:00Z",
                confirmations=2)
    write_entry("working", "api-port-9090", "- The API listens on port 9090.\n",
                title="API port", kind="fact", status="candidate", source="agent",
                created="2026-11-19T09:00:00Z", last_confirmed="2026-11-19T09:00:00Z")
    assert run("consolidate", "--apply").exit_code == 0
    return "api-port-8080", "api-port-9090"


def test_consolidation_names_the_other_side_in_conflicts_with(run, root: Path,
                                                              conflict) -> None:
    old, new = conflict
    assert meta(root, old)["conflicts_with"] == [new]
    assert meta(root, new)["conflicts_with"] == [old]
    assert (meta(root, old)["status"], meta(root, new)["contradictions"]) == ("needs_review", 1)


def test_resolve_lists_each_pair_once_with_its_facts_and_the_commands(run, conflict) -> None:
    listed = run("resolve")
    assert listed.exit_code == 0
    out = listed.stdout
    assert out.startswith("1 decision waits for review:")
    assert "api-port-8080" in out and "conflicts with api-port-9090" in out
    assert "number differs: “The API listens on port 8080.” / “The API listens on port 9090.”" \
        in out
    assert "memstore resolve api-port-9090 --over api-port-8080" in out
    assert "memstore resolve api-port-8080 --both api-port-9090" in out

    data = json.loads(run("resolve", "--json").stdout)
    assert [(d["id"], d["with"]["id"], d["reason"]) for d in data] == [
        ("api-port-8080", "api-port-9090", "number")]
    assert data[0]["facts"] == ["The API listens on port 8080.", "The API listens on port 9090."]
    # ID alone: that entry's pending decisions (from either side).
    assert json.loads(run("resolve", "api-port-9090", "--json").stdout) == data


def test_keep_one_side_activates_it_returns_its_penalty_and_supersedes_the_other(
        run, root: Path, conflict) -> None:
    old, new = conflict
    done = run("resolve", new, "--over", old, now=LATER)
    assert done.exit_code == 0, done.stderr
    assert done.stdout.strip() == f"kept {new}; {old} is superseded (archive/)"

    kept = meta(root, new)
    assert (kept["layer"], kept["status"], kept["contradictions"]) == ("long_term", "active", 0)
    assert kept["supersedes"] == [old] and "conflicts_with" not in kept
    assert kept["provenance"][-1] == {"at": LATER, "source": "user",
                                      "note": f"kept over {old} (resolved)"}
    gone = meta(root, old)
    assert (gone["layer"], gone["status"], gone["superseded_by"]) == (
        "archive", "superseded", new)
    assert gone["archived_from"] == "long_term" and "conflicts_with" not in gone

    decisions = [e for e in events(root) if e["event"] == "resolve"]
    assert [(e["id"], e["decision"]) for e in decisions] == [(new, "keep"), (old, "keep")]
    assert run("resolve").stdout == "Nothing waits for review.\n"
    # Recall and context find the kept entry; later consolidations leave it alone.
    assert new in run("recall", "api port", now=LATER).stdout
    assert "port 9090" in run("context", now=LATER).stdout
    before = tree(root)
    assert "Nothing to do" in run("consolidate", "--apply", now=MONTHS_LATER).stdout
    assert tree(root) == before


def test_contradict_by_leaves_the_newer_entry_active_and_reviewed(run, root: Path,
                                                                  conflict) -> None:
    """The issue's report: after `contradict OLD --by NEW`, NEW stayed in needs_review with
    contradictions 1, recall found nothing and the penalty later pruned the right entry."""
    old, new = conflict
    assert run("contradict", old, "--by", new, now=LATER).exit_code == 0
    kept = meta(root, new)
    assert (kept["layer"], kept["status"], kept["contradictions"]) == ("long_term", "active", 0)
    assert "conflicts_with" not in kept and kept["supersedes"] == [old]
    gone = meta(root, old)
    assert (gone["status"], gone["superseded_by"], gone["contradictions"]) == (
        "superseded", new, 2)
    assert [e["event"] for e in events(root)][-1] == "contradict"
    hits = json.loads(run("recall", "api port", "--json", now=LATER).stdout)
    assert [h["id"] for h in hits["hits"]] == [new]
    assert "No memories yet" not in run("context", now=LATER).stdout


def test_both_hold_marks_them_distinct_and_they_are_never_flagged_again(
        run, root: Path, conflict) -> None:
    old, new = conflict
    done = run("resolve", old, "--both", new, now=LATER)
    assert done.exit_code == 0, done.stderr
    for entry_id, other in ((old, new), (new, old)):
        m = meta(root, entry_id)
        assert (m["layer"], m["status"], m["contradictions"]) == ("long_term", "active", 0)
        assert m["distinct_from"] == [other] and "conflicts_with" not in m
    assert run("resolve").stdout == "Nothing waits for review.\n"


def test_consolidation_never_flags_or_merges_a_pair_marked_distinct(run, root: Path,
                                                                    write_entry) -> None:
    created = {"created": "2026-11-19T09:00:00Z", "last_confirmed": "2026-11-19T09:00:00Z"}
    write_entry("working", "ci-minutes-12", "- CI takes 12 minutes on main.\n", kind="fact",
                confirmations=2, distinct_from=["ci-minutes-38"], **created)
    write_entry("working", "ci-minutes-38", "- CI takes 38 minutes on main.\n", kind="fact",
                confirmations=2, **created)  # one side's mark is enough
    write_entry("working", "make-build-a", "- Run make build before every release.\n",
                kind="procedure", distinct_from=["make-build-b"], **created)
    write_entry("working", "make-build-b", "- Run make build before each release.\n",
                kind="procedure", distinct_from=["make-build-a"], **created)
    plan = json.loads(run("consolidate", "--apply", "--json").stdout)
    assert plan["counts"].get("flag", 0) == 0 and plan["counts"].get("merge", 0) == 0
    assert {meta(root, i)["status"] for i in ("ci-minutes-12", "ci-minutes-38")} == {"active"}
    assert {meta(root, i)["layer"] for i in ("make-build-a", "make-build-b")} == {"working"}


def test_merge_a_maybe_same_pair_keeps_every_fact(run, root: Path, write_entry) -> None:
    created = {"created": "2026-11-10T09:00:00Z", "last_confirmed": "2026-11-10T09:00:00Z"}
    write_entry("long_term", "deploy-steps", "- Deploy with make deploy.\n", kind="procedure",
                status="active", **created)
    write_entry("working", "deploy-tagging", "- Deploys are tagged with the date.\n",
                kind="procedure", status="candidate", session="s-7", **created)
    done = run("resolve", "deploy-steps", "--merge", "deploy-tagging", now=LATER)
    assert done.exit_code == 0, done.stderr
    assert done.stdout.splitlines()[0] == (
        "merged deploy-tagging into deploy-steps, keeping every fact")
    # (no consolidation flagged the pair: a merge by hand, and said to be one)
    assert done.stdout.splitlines()[1].startswith(
        "note: deploy-steps and deploy-tagging were never flagged against each other")
    kept = meta(root, "deploy-steps")
    body = (root / "long_term/deploy-steps.md").read_text()
    assert "Deploy with make deploy." in body and "Deploys are tagged with the date." in body
    assert (kept["status"], kept["supersedes"]) == ("active", ["deploy-tagging"])
    absorbed = meta(root, "deploy-tagging")
    assert (absorbed["layer"], absorbed["status"], absorbed["superseded_by"]) == (
        "archive", "superseded", "deploy-steps")
    assert absorbed["archived_from"] == "working"


def test_merge_into_a_hand_written_rule_writes_only_what_changed(run, root: Path) -> None:
    # (merging a user's restated rule into a rule written by hand without `status` or
    # `contradictions` added `status: active` and `contradictions: 0` to it: lines a reviewer
    # of the diff could not explain; the editor trial)
    hand = ("---\ntitle: Never log the kiln controller token\nkind: security_rule\n"
            "source: user\ncreated: 2026-11-10T09:00:00Z\nlast_confirmed: 2026-11-10T09:00:00Z\n"
            "---\n- The token lives in `KILN_CTRL_TOKEN`; never print or log it.\n")
    (root / "long_term/no-token-in-logs.md").write_text(hand, encoding="utf-8")
    added = run("add", "Never put the controller token in a panic message",
                "--kind", "security_rule", "--source", "user")
    assert added.exit_code == 0, added.stderr
    done = run("resolve", "no-token-in-logs", "--merge", added.stdout.strip(), now=LATER)
    assert done.exit_code == 0, done.stderr
    text = (root / "long_term/no-token-in-logs.md").read_text()
    kept = parse(text).meta
    assert "status" not in kept and "contradictions" not in kept, text
    assert kept["supersedes"] == [added.stdout.strip()]
    assert "never put the controller token in a panic message" in text.lower()


def test_an_entry_flagged_before_conflicts_with_existed_is_still_decided(
        run, root: Path, write_entry) -> None:
    """Stores flagged by older versions only have the provenance note."""
    note = {"at": "2026-11-19T09:00:00Z", "source": "tool", "note": "contradicts b-side (name)"}
    back = {"at": "2026-11-19T09:00:00Z", "source": "tool", "note": "contradicts a-side (name)"}
    write_entry("long_term", "a-side", "- Use uv for dependencies.\n", kind="convention",
                status="needs_review", contradictions=1, provenance=[note])
    write_entry("working", "b-side", "- Use poetry for dependencies.\n", kind="convention",
                status="needs_review", contradictions=1, provenance=[back])
    assert "conflicts with b-side" in run("resolve").stdout
    assert run("resolve", "a-side", "--over", "b-side").exit_code == 0
    assert (meta(root, "a-side")["status"], meta(root, "a-side")["contradictions"]) == (
        "active", 0)


@pytest.mark.parametrize("args, code, says", [
    (["no-such", "--over", "api-port-8080"], 1, "no entry with id 'no-such'"),
    (["api-port-8080", "--over", "api-port-8080"], 1, "cannot be resolved against itself"),
    (["api-port-8080", "--over", "old-linter"], 1, "old-linter is in archive/"),
    (["api-port-8080", "--over", "api-port-9090", "--both", "api-port-9090"], 2, "one of"),
    (["--both", "api-port-9090"], 2, "needs the ID"),
])
def test_bad_decisions_change_nothing(run, root: Path, conflict, write_entry, args, code,
                                      says) -> None:
    write_entry("archive", "old-linter", "- Lint with flake8.\n", status="archived")
    before = tree(root)
    result = run("resolve", *args)
    assert result.exit_code == code
    assert says in result.stderr and "Traceback" not in result.stderr
    if code == 1:
        assert result.stderr.startswith("Error: ") and result.stderr.count("\n") == 1
    assert tree(root) == before


FACTS = ["The API listens on port 8080.", "The API listens on port 9090.",
         "Deploys go out on Tuesdays.", "Run make build before a release.",
         "Use uv for dependencies.", "Use poetry for dependencies."]


@settings(max_examples=25, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(a_facts=st.lists(st.sampled_from(FACTS), min_size=1, max_size=3, unique=True),
       b_facts=st.lists(st.sampled_from(FACTS), min_size=1, max_size=3, unique=True),
       layers=st.tuples(st.sampled_from(["working", "long_term"]),
                        st.sampled_from(["working", "long_term"])),
       flagged=st.booleans(), decision=st.sampled_from(["--over", "--both", "--merge"]))
def test_no_decision_loses_a_fact_or_leaves_the_pair_waiting(
        tmp_path_factory, a_facts, b_facts, layers, flagged, decision) -> None:
    """Whatever is decided, every fact of both entries is still in the store (live, or in the
    archived, superseded side), no counter goes negative, the store lints clean, and the pair
    no longer waits for review."""
    from click.testing import CliRunner

    from memstore.app.scaffold import init_store
    from memstore.cli import cli

    root = tmp_path_factory.mktemp("prop") / "memory"
    init_store(root)
    for (entry_id, facts, layer, other) in (("a-side", a_facts, layers[0], "b-side"),
                                             ("b-side", b_facts, layers[1], "a-side")):
        extra = {"status": "needs_review", "contradictions": 1, "conflicts_with": [other]} \
            if flagged else {"status": "candidate" if layer == "working" else "active"}
        (root / layer / f"{entry_id}.md").write_text(render(
            {"id": entry_id, "kind": "fact", "created": "2026-11-01T09:00:00Z", **extra},
            "".join(f"- {f}\n" for f in facts)))

    def run(*args: str) -> Any:
        return CliRunner().invoke(cli, ["--store", str(root), "--now", NOW, *args],
                                  catch_exceptions=False)

    assert run("resolve", "a-side", decision, "b-side").exit_code == 0
    texts = "".join(p.read_text() for p in root.glob("*/*.md"))
    for fact in {*a_facts, *b_facts}:
        assert fact in texts, fact
    for path in root.glob("*/*.md"):
        meta = parse(path.read_text()).meta
        assert meta.get("contradictions", 0) >= 0 and "conflicts_with" not in meta
    assert run("lint").exit_code == 0
    assert json.loads(run("resolve", "--json").stdout) == []


def test_an_entry_whose_other_side_is_gone_is_accepted(run, root: Path, conflict) -> None:
    old, new = conflict
    # The old side leaves another way (a person archives it by hand, a restore elsewhere...).
    (root / "archive" / f"{old}.md").parent.mkdir(exist_ok=True)
    (root / "long_term" / f"{old}.md").rename(root / "archive" / f"{old}.md")
    listed = run("resolve").stdout
    assert f"{new}  [fact, working, needs_review]" in listed
    assert f"flagged against {old}, now needs_review (archive/): nothing live conflicts with " \
        "it any more" in listed and f"memstore resolve {new} --accept" in listed
    assert "is in archive/" in run("resolve", new, "--over", old).stderr
    done = run("resolve", new, "--accept", now=LATER)
    assert done.exit_code == 0 and done.stdout.strip() == f"{new} holds: active, no longer " \
        "under review"
    kept = meta(root, new)
    assert (kept["layer"], kept["status"], kept["contradictions"]) == ("long_term", "active", 0)
    assert "conflicts_with" not in kept
    again = run("resolve", new, "--accept")
    assert again.exit_code == 1 and "is not under review (active)" in again.stderr


def test_an_entry_that_names_itself_in_conflicts_with_can_be_accepted(run, root: Path,
                                                                        write_entry) -> None:
    # A hand edit or a bad merge can leave an entry flagged against itself: resolve offered
    # '--over/--both/--merge ITSELF', each refused ("cannot be resolved against itself"),
    # and --accept said it "still conflicts with" itself, so nothing could take it out of review.
    write_entry("long_term", "api-port", "- The API listens on port 8080.\n", title="API port",
                kind="fact", status="needs_review", created="2026-10-01T09:00:00Z",
                contradictions=1, conflicts_with=["api-port"])
    listed = run("resolve").stdout
    assert "memstore resolve api-port --accept" in listed and "--over api-port" not in listed
    done = run("resolve", "api-port", "--accept", now=LATER)
    assert done.exit_code == 0, done.stderr
    kept = meta(root, "api-port")
    assert (kept["status"], kept["contradictions"]) == ("active", 0)
    assert "conflicts_with" not in kept


def test_accept_refuses_while_a_live_conflict_waits(run, root: Path, conflict) -> None:
    old, new = conflict
    before = tree(root)
    refused = run("resolve", new, "--accept")
    assert refused.exit_code == 1 and f"still conflicts with {old}" in refused.stderr
    assert tree(root) == before


def test_a_pair_the_judge_could_not_decide_is_listed_and_decided(run, root: Path) -> None:
    a = run("add", "Run the linter before every commit.", "--kind", "convention").stdout.strip()
    b = run("add", "Run the linter and the formatter before you push.",
            "--kind", "convention").stdout.strip()
    plan = json.loads(run("consolidate", "--json").stdout)
    assert {(u["a"], u["b"], u["kind"]) for u in plan["uncertain"]} == {
        (min(a, b), max(a, b), "maybe_same")}, "the judge's verdict on this pair changed"

    listed = json.loads(run("resolve", "--json").stdout)
    assert [(i["kind"], {i["id"], i["with"]["id"]}) for i in listed] == [("maybe_same", {a, b})]
    assert listed[0]["commands"][0] == f"memstore resolve {min(a, b)} --merge {max(a, b)}"
    assert "maybe the same as" in run("resolve").stdout

    assert run("resolve", a, "--both", b, now=LATER).exit_code == 0
    assert run("resolve", now=LATER).stdout == "Nothing waits for review.\n"
    assert json.loads(run("consolidate", "--json", now=LATER).stdout)["uncertain"] == []


def test_a_secret_in_the_session_is_refused_and_nothing_changes(run, root: Path,
                                                                 conflict) -> None:
    old, new = conflict
    before = tree(root)
    token = "ghp_" + "k3J9x2QmZ7pL4wR8vT1nY6bC5dF0gH2sA9eU"
    refused = run("resolve", new, "--over", old, "--session", token)
    assert refused.exit_code == 1 and refused.stderr.startswith("Error: ")
    assert "session" in refused.stderr and token not in refused.stderr
    assert tree(root) == before


def _goose_atlas_hcl(run, root: Path, write_entry) -> None:
    """The trial's store: goose's rule, flagged against the atlas note and the HCL note."""
    write_entry("long_term", "goose", "- Database migrations run with goose; files live in "
                "db/migrations\n", title="Database migrations run with goose; files live in "
                "db/migrations", kind="convention", status="active", source="user",
                created="2026-10-01T09:00:00Z", last_confirmed="2026-10-01T09:00:00Z")
    write_entry("working", "atlas", "- We switched to atlas for migrations; goose is gone\n",
                title="We switched to atlas for migrations; goose is gone", kind="convention",
                status="candidate", source="user", created="2026-11-19T09:10:00Z",
                last_confirmed="2026-11-19T09:10:00Z")
    write_entry("working", "hcl", "- Migration files now live in migrations/ as atlas HCL\n",
                title="Migration files now live in migrations/ as atlas HCL", kind="fact",
                status="candidate", source="agent", created="2026-11-19T09:20:00Z",
                last_confirmed="2026-11-19T09:20:00Z")
    assert run("consolidate", "--apply").exit_code == 0
    assert meta(root, "hcl")["conflicts_with"] == ["goose"]


def test_an_entry_whose_other_side_was_decided_away_names_it(run, root: Path,
                                                             write_entry) -> None:
    # A user trial: goose's rule was flagged against two notes; deciding the atlas note over
    # it left the other listed as "under review, with no conflicting entry recorded", though
    # its conflicts_with named goose's rule, superseded in archive/ by that decision.
    _goose_atlas_hcl(run, root, write_entry)
    assert run("resolve", "atlas", "--over", "goose").exit_code == 0
    listed = run("resolve").stdout
    assert "hcl  [fact, working, needs_review]" in listed
    assert "no conflicting entry recorded" not in listed
    assert ("  flagged against goose, now superseded (archive/): nothing live conflicts with "
            "it any more") in listed
    assert "memstore resolve hcl --accept" in listed
    data = json.loads(run("resolve", "--json").stdout)
    assert [(d["id"], d["flagged_against"]) for d in data] == [("hcl", ["goose"])]


def test_a_decision_says_what_it_left_waiting_on_a_side_now_gone(run, root: Path,
                                                                write_entry) -> None:
    # The same trial: `resolve atlas --over goose` said only "kept atlas; goose is superseded
    # (archive/)", and the HCL note flagged against goose alone stayed under review unsaid.
    _goose_atlas_hcl(run, root, write_entry)
    decided = run("resolve", "atlas", "--over", "goose")
    assert decided.exit_code == 0
    assert decided.stdout == (
        "kept atlas; goose is superseded (archive/)\n"
        "hcl was flagged against goose alone: nothing live conflicts with it now; "
        "`memstore resolve hcl --accept` if it holds\n")
    data = json.loads(run("resolve", "hcl", "--accept", "--json").stdout)
    assert data["kept"] == ["hcl"] and meta(root, "hcl")["status"] == "active"


def test_a_note_restating_what_a_decision_superseded_leaves_the_winner_in_force(
        run, root: Path, write_entry) -> None:
    # A user trial: Priya decided atlas over goose; weeks later the agent wrote goose's rule
    # again, word for word, from stale knowledge. Consolidation flagged the note and atlas
    # both, and atlas, a convention, left every session's context until Priya decided the
    # same question a second time. The person's decision stands: only the note waits.
    _goose_atlas_hcl(run, root, write_entry)
    assert run("resolve", "atlas", "--over", "goose").exit_code == 0
    write_entry("working", "goose-again", "- Database migrations run with goose; files live "
                "in db/migrations\n", title="Database migrations run with goose; files live in "
                "db/migrations", kind="convention", status="candidate", source="agent",
                created="2026-11-20T10:00:00Z", last_confirmed="2026-11-20T10:00:00Z")
    dry = run("consolidate").stdout
    assert "goose-again" in dry and ("restates goose, which atlas superseded: atlas stands "
                                     "until decided") in dry
    assert run("consolidate", "--apply").exit_code == 0
    atlas = meta(root, "atlas")
    assert (atlas["layer"], atlas["status"]) == ("long_term", "active")
    assert "conflicts_with" not in atlas and atlas.get("contradictions", 0) == 0
    again = meta(root, "goose-again")
    assert again["status"] == "needs_review" and again["conflicts_with"] == ["atlas"]
    assert "`atlas`" in run("context").stdout
    listed = run("resolve").stdout
    assert "goose-again  [convention, working, needs_review]" in listed
    assert "conflicts with atlas  [convention, long_term, active]" in listed
    before = tree(root)
    assert run("consolidate", "--apply").exit_code == 0 and tree(root) == before
    assert run("resolve", "atlas", "--over", "goose-again").exit_code == 0
    assert meta(root, "goose-again")["layer"] == "archive"
    assert meta(root, "atlas")["status"] == "active"


def test_a_note_restating_what_a_merge_absorbed_flags_both_sides(run, root: Path,
                                                                 write_entry) -> None:
    # Only a decision settles a question: an entry a merge absorbed holds nothing the
    # survivor decided against, so a note restating it, against a survivor edited by hand
    # since, flags both sides as any contradiction does.
    write_entry("long_term", "deploy-day", "- Deploys run on Thursdays\n", title="Deploy day",
                kind="fact", status="active", source="agent", supersedes=["deploy-day-old"],
                created="2026-10-01T09:00:00Z", last_confirmed="2026-10-01T09:00:00Z")
    write_entry("archive", "deploy-day-old", "- Deploys run on Tuesdays\n", title="Deploy day",
                kind="fact", status="superseded", superseded_by="deploy-day",
                archived_reason="merged into deploy-day", archived_from="working",
                archived_at="2026-10-01T09:00:00Z", created="2026-09-01T09:00:00Z")
    write_entry("working", "tuesdays", "- Deploys run on Tuesdays\n", title="Deploy day",
                kind="fact", status="candidate", source="agent",
                created="2026-11-19T09:00:00Z", last_confirmed="2026-11-19T09:00:00Z")
    assert run("consolidate", "--apply").exit_code == 0
    assert meta(root, "tuesdays")["status"] == "needs_review"
    assert meta(root, "deploy-day")["status"] == "needs_review"


def test_merging_a_rule_with_a_note_keeps_the_rule(run: Any, root: Path, tmp_path: Path) -> None:
    # `resolve NOTE --merge RULE`, as the listing offered it for one rule migrated from two
    # files: the security rule was absorbed into the observation, archived as superseded, and
    # the merged entry, of kind observation, left the rules every session loads in full.
    (tmp_path / "CLAUDE.md").write_text("## Security\n\n- Never commit `.env` files.\n")
    (tmp_path / "AGENTS.md").write_text("## PR instructions\n\n* Never commit `.env` files!\n")
    for name in ("CLAUDE.md", "AGENTS.md"):
        assert run("migrate", str(tmp_path / name), "--apply").exit_code == 0
    listed = {e["title"]: e["id"] for e in json.loads(run("list", "--json").stdout)}
    rule, note = listed["Never commit `.env` files."], listed["Never commit `.env` files!"]
    result = run("resolve", note, "--merge", rule)
    assert result.exit_code == 0, result.stderr
    live = [e for e in json.loads(run("list", "--json").stdout) if e["status"] == "active"]
    assert [(e["id"], e["kind"]) for e in live] == [(rule, "security_rule")]
    rules = run("context", "--budget", "2000").stdout.split("## ", 2)[1]
    assert "Never commit `.env` files." in rules


def test_merging_a_restored_entry_again_counts_its_evidence_once(run, root: Path) -> None:
    # A trial restored a note consolidation had merged into a rule, confirmed it once more and
    # merged it back by hand (`resolve --merge`): the rule went from 3 confirmations to 6 and
    # held the note's two records twice. Only what came after the first merge is new.
    rule = run("add", "Use uv for Python dependency management.", "--kind", "preference",
               "--source", "user", now="2026-11-01T10:00:00Z").stdout.strip()
    note = run("add", "Use uv for Python dependency management in this repo.", "--kind",
               "preference", "--session", "s1", now="2026-11-02T10:00:00Z").stdout.strip()
    assert run("confirm", note, "--session", "s2", now="2026-11-03T10:00:00Z").exit_code == 0
    assert run("consolidate", "--apply", now="2026-11-04T10:00:00Z").exit_code == 0
    first = meta(root, rule)
    assert first["confirmations"] == 3
    assert run("restore", note, now="2026-11-05T10:00:00Z").exit_code == 0
    assert run("confirm", note, "--session", "s3", now="2026-11-06T10:00:00Z").exit_code == 0
    done = run("resolve", rule, "--merge", note, now="2026-11-07T10:00:00Z")
    assert done.exit_code == 0, done.stderr
    kept = meta(root, rule)
    assert kept["confirmations"] == 4  # the rule's own, the note's two, the one after restore
    records = [json.dumps(r, sort_keys=True) for r in kept["provenance"]]
    assert len(records) == len(set(records)), kept["provenance"]
    assert [r for r in kept["provenance"] if r.get("session") == "s3"]
    # Merged a third time (restored again, nothing new): the evidence stays as it was.
    assert run("restore", note, now="2026-11-08T10:00:00Z").exit_code == 0
    assert run("resolve", rule, "--merge", note, now="2026-11-09T10:00:00Z").exit_code == 0
    assert meta(root, rule)["confirmations"] == 4


def test_a_decision_on_a_pair_nothing_flagged_says_so(run, root: Path, conflict,
                                                      write_entry) -> None:
    # A trial: `resolve A --over B` superseded a live rule nothing had flagged against A (an
    # id mistyped by one character would do the same) and said only "kept A; B is
    # superseded". A hand supersession is legitimate: it is carried out, and said to be one.
    write_entry("long_term", "deploy-fridays", "- Deploys happen on Fridays.\n",
                title="Deploy day", kind="decision", status="active",
                created="2026-10-01T09:00:00Z", last_confirmed="2026-10-01T09:00:00Z")
    old, new = conflict
    done = run("resolve", new, "--over", "deploy-fridays", now=LATER)
    assert done.exit_code == 0, done.stderr
    assert done.stdout.splitlines() == [
        f"kept {new}; deploy-fridays is superseded (archive/)",
        f"note: {new} and deploy-fridays were never flagged against each other (no conflict, "
        "no uncertain pair): decided by hand; `memstore restore deploy-fridays` brings "
        "deploy-fridays back if that was not meant"]
    assert meta(root, "deploy-fridays")["status"] == "superseded"
    # the flagged pair: no note, and --json says which it was
    flagged = run("resolve", new, "--over", old, "--json", now=LATER)
    assert json.loads(flagged.stdout)["flagged"] is True
    assert run("restore", "deploy-fridays", now=LATER).exit_code == 0
    write_entry("working", "deploy-note", "- Tuesday is the release train.\n",
                title="Release train", kind="fact", status="candidate",
                created="2026-11-19T09:00:00Z", last_confirmed="2026-11-19T09:00:00Z")
    by_hand = run("resolve", "deploy-note", "--over", "deploy-fridays", "--json", now=LATER)
    assert json.loads(by_hand.stdout)["flagged"] is False


def test_a_decided_conflict_leaves_no_count_in_a_hand_written_file(run, root: Path) -> None:
    # (the lead's hand-written staging fact was flagged against an agent's note, which wrote
    # `contradictions: 1` into it; keeping it over the note took the penalty back as
    # `contradictions: 0`, a line the file never had that the approved diff carried for good;
    # the reviewer trial)
    hand = ("---\ntitle: Staging Postgres listens on port 5433\nkind: fact\nstatus: active\n"
            "source: user\ncreated: 2026-11-10T09:00:00Z\n---\n"
            "- Staging Postgres listens on port 5433.\n")
    path = root / "long_term/staging-port.md"
    path.write_text(hand, encoding="utf-8")
    note = run("add", "Staging Postgres listens on port 6543", "--kind", "fact").stdout.strip()
    assert run("consolidate", "--apply").exit_code == 0
    assert parse(path.read_text()).meta["contradictions"] == 1
    done = run("resolve", "staging-port", "--over", note, now=LATER)
    assert done.exit_code == 0, done.stderr
    text = path.read_text()
    assert "contradictions" not in text and "conflicts_with" not in text, text
    assert parse(text).meta["status"] == "active"
