"""`memstore compact`: eligible groups become one summary node with lineage both ways."""

from __future__ import annotations

import json
import shutil
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from conftest import NOW, tree
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memstore.core.fileformat import bullets, parse, render
from memstore.runtime import clock
from memstore.storage import configfile

DAY = timedelta(days=1)
# Distinct facts: numbered look-alikes ("fact 1" / "fact 2") would contradict each other.
FACTS = ["Fixtures live in tests/conftest.py", "Stop at the first failure with pytest -x",
         "Register markers in pyproject.toml", "Coverage reports go to htmlcov",
         "Snapshot files are stored under tests/snapshots", "Slow tests carry the slow marker",
         "Parallel runs use pytest-xdist", "Temporary folders come from tmp_path"]


def ago(days: float) -> str:
    return clock.format_time(clock.parse_time(NOW) - days * DAY)


@pytest.fixture
def lt(write_entry: Any) -> Any:
    """A long-term entry with compactable defaults: an active convention, 30 days old."""

    def write(entry_id: str, body: str, **meta: Any) -> Path:
        defaults: dict[str, Any] = {"title": entry_id.replace("-", " "), "kind": "convention",
                                    "status": "active", "created": ago(30), "parent": "testing"}
        defaults.update(meta)
        return write_entry("long_term", entry_id, body, **{k: v for k, v in defaults.items()
                                                           if v is not None})

    return write


def candidates(run: Any) -> dict[str, Any]:
    result = run("compact", "--json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)["candidates"]


def refused_rules(run: Any) -> dict[str, str]:
    """id -> refusal rule, for entries refused on their own."""
    return {r["ids"][0]: r["rule"] for r in candidates(run)["refused"] if len(r["ids"]) == 1}


def meta_of(path: Path) -> dict[str, Any]:
    return parse(path.read_text()).meta


def three(lt: Any, **meta: Any) -> list[str]:
    ids = ["fixtures-in-conftest", "run-with-x", "markers-registered"]
    bodies = ["- Fixtures live in tests/conftest.py.\n- Scope them per module.",
              "- Stop at the first failure with pytest -x.",
              "- Register markers in pyproject.toml."]
    for i, (entry_id, body) in enumerate(zip(ids, bodies, strict=True)):
        lt(entry_id, body, created=ago(40 - i), confirmations=i + 1, **meta)
    return ids


def the_node(root: Path) -> Path:
    nodes = [p for p in (root / "long_term").rglob("*.md")
             if "status: compacted" in p.read_text()]
    assert len(nodes) == 1, nodes
    return nodes[0]


def test_a_group_becomes_one_node_with_every_fact_and_lineage_both_ways(
        root: Path, lt: Any, run: Any) -> None:
    ids = three(lt)
    result = run("compact", "--apply")
    assert result.exit_code == 0, result.output
    node_path = the_node(root)
    node = parse(node_path.read_text())
    meta = node.meta
    assert meta["title"].startswith("[Compacted] convention group: fixtures in conftest; run")
    assert meta["status"] == "compacted" and meta["kind"] == "convention"
    assert meta["sources"] == ids
    assert meta["parent"] == "testing"
    # Never the run's time: the newest source's.
    assert meta["created"] == ago(38) and meta["last_confirmed"] == ago(38)
    assert meta["confirmations"] == 6
    assert [p["from"] for p in meta["provenance"]] == ids
    assert [p["at"] for p in meta["provenance"]] == [ago(40), ago(39), ago(38)]
    # Every fact of every source, oldest source first, with titles that are not yet facts.
    assert node.body == (
        "- fixtures in conftest\n- Fixtures live in tests/conftest.py.\n"
        "- Scope them per module.\n"
        "- run with x\n- Stop at the first failure with pytest -x.\n"
        "- markers registered\n- Register markers in pyproject.toml.\n")
    for entry_id in ids:
        assert not (root / "long_term" / f"{entry_id}.md").exists()
        source = meta_of(root / "archive" / f"{entry_id}.md")
        assert source["compacted_into"] == meta["id"]
        assert source["status"] == "archived"
        assert source["archived_from"] == "long_term"
        assert source["archived_reason"] == f"compacted into {meta['id']}"
        # The moment the group became eligible: the newest member turned 14 days old.
        assert source["archived_at"] == clock.format_time(clock.parse_time(ago(38)) + 14 * DAY)
    assert f"`{meta['id']}`" in (root / "INDEX.md").read_text()
    events = [json.loads(line) for line in (root / "log/events.jsonl").read_text().splitlines()]
    assert [e["event"] for e in events].count("compact") == 1


def test_dry_run_changes_nothing_and_a_second_apply_changes_nothing(
        root: Path, lt: Any, run: Any) -> None:
    three(lt)
    before = tree(root)
    dry = run("compact")
    assert dry.exit_code == 0
    assert "dry run" in dry.stdout and "Compacted (1)" in dry.stdout
    assert tree(root) == before
    assert run("compact", "--apply").exit_code == 0
    after = tree(root)
    again = run("compact", "--apply")
    assert again.exit_code == 0 and "Nothing to do." in again.stdout
    assert tree(root) == after


def test_same_store_same_now_gives_the_same_bytes(tmp_path: Path, root: Path, lt: Any,
                                                  run: Any) -> None:
    three(lt)
    twin = tmp_path / "twin"
    shutil.copytree(root, twin)
    assert run("compact", "--apply").exit_code == 0
    assert run("--store", str(twin), "compact", "--apply").exit_code == 0
    ours = {k: v for k, v in tree(root).items() if not k.startswith(("log/", "reports/"))}
    theirs = {k: v for k, v in tree(twin).items() if not k.startswith(("log/", "reports/"))}
    assert ours == theirs


@pytest.mark.parametrize(("meta", "rule"), [
    ({"status": "needs_review"}, "needs_review"),
    ({"status": "needs_review", "kind": "incident"}, "incident_under_review"),
    ({"kind": "incident", "tags": ["investigating"]}, "incident_under_review"),
    ({"status": "stale"}, "not_active"),
    ({"preserve": True}, "preserve"),
    ({"kind": "security_rule"}, "security"),
    ({"title": "Authorization checks happen in middleware"}, "security"),
    ({"tags": ["permissions"]}, "security"),
    ({"kind": "decision"}, "protected_kind"),
    ({"kind": "constraint"}, "protected_kind"),
    ({"contradictions": 1}, "in_conflict"),
    ({"created": ago(13.9)}, "too_recent"),
    ({"created": ago(400), "restored_at": ago(5)}, "too_recent"),  # a person's restore: anew
    ({"status": "compacted"}, "is_node"),
    ({"compacted_into": "some-node"}, "already_compacted"),
])
def test_each_refusal_reason(root: Path, lt: Any, run: Any, meta: dict[str, Any],
                             rule: str) -> None:
    ids = three(lt)
    lt("the-odd-one", "- Something else entirely about conftest.", **meta)
    assert refused_rules(run)["the-odd-one"] == rule
    assert [g["ids"] for g in candidates(run)["groups"]] == [ids]
    assert run("compact", "--apply").exit_code == 0
    assert (root / "long_term" / "the-odd-one.md").exists()


def test_exactly_the_minimum_age_is_old_enough(lt: Any, run: Any) -> None:
    for i in range(3):
        lt(f"member-{i}", f"- {FACTS[i]}.", title=FACTS[i], created=ago(14))
    assert [len(g["ids"]) for g in candidates(run)["groups"]] == [3]


def test_too_few_members_is_refused_as_a_group(lt: Any, run: Any) -> None:
    lt("one", "- The first fact.")
    lt("two", "- The second fact.")
    found = candidates(run)
    assert found["groups"] == []
    assert found["refused"] == [{
        "ids": ["one", "two"], "rule": "too_few",
        "group": {"scope": "project", "branch": None, "parent": "testing",
                  "kind": "convention", "topic": None},
        "reason": "only 2 related entries (compaction needs 3)"}]


def test_a_group_over_max_group_becomes_several_nodes_of_even_size(
        root: Path, lt: Any, run: Any) -> None:
    configfile.update(root, "compaction.max_group", 6)
    ids = ["fixtures", "first-failure", "markers", "coverage", "snapshots", "slow", "parallel",
           "temporary-folders"]
    for n, (entry_id, fact) in enumerate(zip(ids, FACTS, strict=True)):
        lt(entry_id, f"- {fact}.", created=ago(40 - n))
    groups = candidates(run)["groups"]
    assert [g["ids"] for g in groups] == [ids[:4], ids[4:]]  # 8 = 4 + 4, oldest first
    result = run("compact", "--apply")
    assert result.exit_code == 0, result.output
    nodes = [p for p in (root / "long_term").rglob("*.md") if "status: compacted" in p.read_text()]
    assert sorted(len(meta_of(node)["sources"]) for node in nodes) == [4, 4]
    assert {source for node in nodes for source in meta_of(node)["sources"]} == set(ids)
    assert run("compact", "--apply").stdout.count("Nothing to do") == 1


def test_max_group_below_twice_min_group_is_refused(root: Path, run: Any) -> None:
    before = (root / "memstore.yaml").read_text()
    text = before.replace("  max_group: 50", "  max_group: 5")
    assert text != before
    (root / "memstore.yaml").write_text(text)
    result = run("compact")
    assert result.exit_code == 1
    assert result.stderr.strip() == ("Error: " + str(root / "memstore.yaml") + ": "
                                     "compaction.max_group: must be at least twice "
                                     "compaction.min_group (each part of a split group must be "
                                     "big enough)")


def test_never_crosses_parents_kinds_or_branches(lt: Any, run: Any) -> None:
    for i in range(2):
        lt(f"parent-a-{i}", f"- {FACTS[i]}.", title=FACTS[i], parent="a")
        lt(f"parent-b-{i}", f"- {FACTS[i + 2]}.", title=FACTS[i + 2], parent="b")
        lt(f"kind-fact-{i}", f"- {FACTS[i + 4]}.", title=FACTS[i + 4], parent="a", kind="fact")
        lt(f"branch-x-{i}", f"- {FACTS[i + 6]}.", title=FACTS[i + 6], parent="a",
           scope="branch", branch="x")
    lt("branch-y-0", f"- {FACTS[2]}.", title=FACTS[2], parent="a", scope="branch", branch="y")
    found = candidates(run)
    assert found["groups"] == []
    assert all(r["rule"] == "too_few" for r in found["refused"])
    assert len(found["refused"]) == 5


def test_every_long_term_entry_is_grouped_or_refused_exactly_once(
        lt: Any, run: Any, write_entry: Any) -> None:
    three(lt)
    lt("decided", "- We chose postgres.", kind="decision")
    lt("young", "- Brand new.", created=ago(1))
    lt("lonely", "- Alone in its parent.", parent="elsewhere")
    write_entry("working", "a-candidate", "- Not long-term at all.")
    found = candidates(run)
    listed = [i for g in found["groups"] for i in g["ids"]]
    listed += [i for r in found["refused"] for i in r["ids"]]
    assert sorted(listed) == sorted(["fixtures-in-conftest", "run-with-x", "markers-registered",
                                     "decided", "young", "lonely"])


def test_without_a_parent_entries_group_by_primary_tag(lt: Any, run: Any) -> None:
    for i in range(3):
        lt(f"docker-{i}", f"- {FACTS[i]}.", title=FACTS[i], parent=None,
           tags=["docker", f"t{i}"])
    for i in range(2):
        lt(f"python-{i}", f"- {FACTS[i + 3]}.", title=FACTS[i + 3], parent=None,
           tags=["python"])
    found = candidates(run)
    assert [(g["topic"], g["ids"]) for g in found["groups"]] == [
        ("tag:docker", ["docker-0", "docker-1", "docker-2"])]
    assert [r["ids"] for r in found["refused"]] == [["python-0", "python-1"]]


def test_without_a_parent_or_tags_only_similar_entries_group(lt: Any, run: Any) -> None:
    texts = ["Docker compose starts the api and the database containers",
             "Docker compose starts the worker and the database containers",
             "Docker compose starts the api, worker and database containers",
             "Migrations live in db/migrations and run with alembic",
             "The release notes are written in CHANGELOG.md by hand"]
    for i, text in enumerate(texts):
        lt(f"untagged-{i}", f"- {text}.", title=text, parent=None, created=ago(40 - i))
    found = candidates(run)
    assert [g["ids"] for g in found["groups"]] == [["untagged-0", "untagged-1", "untagged-2"]]
    assert sorted(r["ids"][0] for r in found["refused"]) == ["untagged-3", "untagged-4"]


def test_members_that_contradict_each_other_are_kept_apart(lt: Any, run: Any) -> None:
    pytest.importorskip("memstore.core.similarity")
    three(lt)
    lt("port-8080", "- The api listens on port 8080.", title="The api listens on port 8080")
    lt("port-9090", "- The api listens on port 9090.", title="The api listens on port 9090")
    rules = refused_rules(run)
    assert rules["port-8080"] == "contradicts_member"
    assert rules["port-9090"] == "contradicts_member"
    assert [len(g["ids"]) for g in candidates(run)["groups"]] == [3]


def test_sources_can_stay_in_long_term_linked_to_the_node(root: Path, lt: Any,
                                                          run: Any) -> None:
    configfile.update(root, "compaction.archive_sources", False)
    ids = three(lt)
    assert run("compact", "--apply").exit_code == 0
    node_id = meta_of(the_node(root))["id"]
    for entry_id in ids:
        meta = meta_of(root / "long_term" / f"{entry_id}.md")
        assert meta["compacted_into"] == node_id and meta["status"] == "active"
    before = tree(root)
    assert run("compact", "--apply").exit_code == 0
    assert tree(root) == before
    assert refused_rules(run)[ids[0]] == "already_compacted"


def test_the_node_stays_in_the_sources_sub_folder(root: Path, lt: Any, run: Any,
                                                  write_entry: Any) -> None:
    for i in range(3):
        write_entry("long_term/testing", f"sub-{i}", f"- {FACTS[i]}.", kind="convention",
                    created=ago(30), parent="testing")
    assert run("compact", "--apply").exit_code == 0
    assert the_node(root).parent == root / "long_term" / "testing"
    assert sorted(p.name for p in (root / "archive" / "testing").iterdir()) == [
        "sub-0.md", "sub-1.md", "sub-2.md"]


def test_a_malformed_file_is_reported_and_the_rest_compacted(root: Path, lt: Any,
                                                             run: Any) -> None:
    three(lt)
    (root / "long_term" / "broken.md").write_text("---\ntitle: [unclosed\n---\nbody\n")
    result = run("compact", "--apply")
    assert result.exit_code == 0
    assert "long_term/broken.md" in result.stderr
    the_node(root)
    assert (root / "long_term" / "broken.md").read_text().startswith("---\ntitle: [unclosed")


def test_disabled_compaction_changes_nothing(root: Path, lt: Any, run: Any) -> None:
    configfile.update(root, "compaction.enabled", False)
    three(lt)
    before = tree(root)
    result = run("compact", "--apply")
    assert result.exit_code == 0 and "compaction.enabled" in result.stderr
    assert tree(root) == before


def test_a_long_title_is_shortened_after_whole_titles(lt: Any, run: Any) -> None:
    for i in range(8):
        lt(f"member-{i}", f"- {FACTS[i]}.", title=f"{FACTS[i]}, as we agreed in the review")
    title = candidates(run)["groups"][0]["title"]
    assert title.startswith("[Compacted] convention group: Fixtures live in tests/conftest.py")
    assert title.endswith("more)") and len(title) < 160


def test_the_retention_run_compacts_too(root: Path, lt: Any, run: Any) -> None:
    ids = three(lt, last_confirmed=ago(10))
    result = run("retention", "run", "--apply")
    assert result.exit_code == 0, result.output
    node = meta_of(the_node(root))
    assert node["sources"] == ids
    assert all((root / "archive" / f"{i}.md").exists() for i in ids)
    before = tree(root)
    assert run("retention", "run", "--apply").exit_code == 0
    assert tree(root) == before


POOL = ["Fixtures live in tests/conftest.py.", "fixtures live in tests/conftest.py",
        "Stop at the first failure with pytest -x.", "Register markers in pyproject.toml.",
        "Coverage reports go to htmlcov.", "Coverage reports are written to htmlcov.",
        "Parallel runs use pytest-xdist.",
        "Slow tests carry the slow marker.", "Run the slow tests nightly."]


@settings(max_examples=10, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.lists(st.sampled_from(POOL), min_size=1, max_size=4), min_size=3,
                max_size=5))
def test_no_fact_of_a_source_is_lost(tmp_path_factory: pytest.TempPathFactory,
                                     bodies: list[list[str]]) -> None:
    from memstore.app.scaffold import init_store
    from memstore.app.transaction import apply_plan
    from memstore.core.judge import kept_in
    from memstore.core.similarity.facts import same_fact
    from memstore.jobs.compact import plan_compaction
    from memstore.storage.store import Store

    clock.set_now(NOW)
    root = tmp_path_factory.mktemp("facts") / "memory"
    init_store(root)
    facts_in = []
    for i, facts in enumerate(bodies):
        (root / "long_term" / f"m-{i}.md").write_text(render(
            {"id": f"m-{i}", "title": f"Testing note {'abcde'[i]}", "kind": "fact",
             "created": ago(30 + i), "parent": "p"}, bullets(facts)))
        facts_in += facts
    store = Store(root)
    plan = plan_compaction(store, store.load())
    assert [i["action"] for i in plan.items].count("compact") == 1
    apply_plan(store, plan)
    node = next(e for e in store.load().layer("long_term") if e.status == "compacted")
    for fact in facts_in:
        source = next(e for e in store.load().entries if fact in e.facts)
        if source.layer == "archive":
            assert any(same_fact(fact, kept) or kept_in(fact, kept) for kept in node.facts), fact


def test_an_id_in_two_files_is_left_for_doctor(lt: Any, run: Any, write_entry: Any) -> None:
    three(lt)
    lt("twice", "- Stated twice.")
    write_entry("long_term/sub", "twice", "- Stated twice.", kind="convention",
                created=ago(30), parent="testing")
    assert refused_rules(run)["twice"] == "duplicate_id"


def test_a_contradicted_fact_takes_its_source_out_of_the_node_and_the_rest_stays_found(
        root: Path, lt: Any, run: Any, write_entry: Any) -> None:
    # The simulation's "fast test suite" probe (docs/health.md): compaction put the parallel
    # tests rule in one node with two other testing procedures. When that rule changed, the
    # whole node went to needs_review (out of recall) and `contradict NODE --by NEW` then
    # archived the two facts that still held. The conflict belongs to the source that states
    # the contradicted fact: it leaves the node, and the node keeps answering the rest.
    sources = {"parallel": "Run tests in parallel with `pytest -n auto`.",
               "fast": 'Run the fast tests with `pytest -m "not slow"`.',
               "snapshots": "Update snapshot tests with `pytest --snapshot-update`."}
    for n, (entry_id, fact) in enumerate(sources.items()):
        # The parallel source also holds a restatement the first contradiction does not
        # touch; it leaves with its source, or the next contradiction would catch the node.
        more = "- To run the suite in parallel locally: pytest -n auto\n" if n == 0 else ""
        lt(entry_id, f"- {fact}\n{more}", title=fact, kind="procedure", parent=None,
           tags=["testing"], created=ago(40 - n), confirmations=n + 2)
    assert run("compact", "--apply").exit_code == 0
    node_path = the_node(root)
    node_id = meta_of(node_path)["id"]
    write_entry("working", "no-parallel", "- Do not run tests with `pytest -n auto`; the db "
                "fixtures are not parallel-safe.\n", title="Do not run tests with `pytest -n "
                "auto`; the db fixtures are not parallel-safe.", kind="procedure",
                tags=["testing"], created=ago(1))

    assert run("consolidate", "--apply").exit_code == 0
    node = parse(node_path.read_text())
    assert node.meta["status"] == "compacted" and node.meta["sources"] == ["fast", "snapshots"]
    assert "parallel" not in node.meta["title"]
    assert node.body == (f"- {sources['fast']}\n- {sources['snapshots']}\n")
    assert node.meta["confirmations"] == 3 + 4
    released = meta_of(root / "long_term" / "parallel.md")
    assert not (root / "archive" / "parallel.md").exists()
    assert released["status"] == "needs_review" and "compacted_into" not in released
    assert "archived_at" not in released and released["conflicts_with"] == ["no-parallel"]
    assert meta_of(root / "working" / "no-parallel.md")["conflicts_with"] == ["parallel"]
    before = tree(root)
    assert run("consolidate", "--apply").exit_code == 0
    assert tree(root) == before

    def top(query: str) -> dict[str, Any]:
        result = run("recall", query, "--json", "--limit", "1")
        assert result.exit_code == 0, result.output
        return json.loads(result.stdout)["hits"][0]

    assert top("how to run the fast test suite")["id"] == node_id
    write_entry("working", "never-parallel", "- Never use `pytest -n auto`: the db fixtures are "
                "not parallel-safe.\n", title="Never use `pytest -n auto`", kind="procedure",
                tags=["testing"], created=ago(0.5))
    assert run("consolidate", "--apply").exit_code == 0
    assert meta_of(node_path)["status"] == "compacted"
    assert run("contradict", "parallel", "--by", "no-parallel").exit_code == 0
    hit = top("how to run the fast test suite")
    assert hit["id"] == node_id and sources["fast"] in hit["facts"]
    assert meta_of(root / "archive" / "parallel.md")["superseded_by"] == "no-parallel"


def test_a_node_at_digest_level_keeps_what_each_source_said(run: Any) -> None:
    # Four facts about one API, each a digest line of its own in context; compacted, their
    # node's digest line once listed their titles cut to a few words ("The billing-api
    # serves GET…; The billing-api serves POST…"), losing who may call what (session 55).
    facts = ["The billing-api serves GET /invoices/{id} for one invoice.",
             "The billing-api serves POST /invoices to draft an invoice.",
             "The billing-api serves DELETE /invoices/{id}; only finance admins may call it.",
             "The billing-api serves GET /invoices?state=overdue for dunning."]
    for fact in facts:
        assert run("add", fact, "--kind", "fact", "--source", "user",
                   now="2026-03-02T09:00:00Z").exit_code == 0
    assert run("consolidate", "--apply", now="2026-03-02T10:00:00Z").exit_code == 0
    later = "2026-04-10T09:00:00Z"
    before = run("context", "--budget", "400", now=later).stdout
    assert run("compact", "--apply", now=later).exit_code == 0
    after = run("context", "--budget", "400", now=later).stdout
    assert "### Digest, by kind" in before and "### Digest, by kind" in after
    line = next(x for x in after.splitlines() if x.startswith("- [Compacted]"))
    assert line.startswith("- [Compacted] The billing-api serves: ")
    for tail in ("DELETE /invoices/{id}; only finance admins may call it",
                 "POST /invoices to draft an invoice", "GET /invoices/{id} for one invoice",
                 "GET /invoices?state=overdue for dunning"):
        assert tail in line, tail


def test_a_node_at_wisdom_level_keeps_what_each_source_said(root: Path, run: Any) -> None:
    # A user trial (a year of use): three observability facts, compacted, were served at
    # wisdom level as "[Compacted] fact group: Alerts page the on-call engineer…; Grafana
    # dashboards…: Alerts page the on-call engineer through PagerDuty (confirmed 6×; ...)":
    # where the dashboards live and how often Prometheus scrapes left every context.
    facts = ["Alerts page the on-call engineer through PagerDuty.",
             "Grafana dashboards live in ops/grafana.",
             "Prometheus scrapes every 15 seconds."]
    for fact in facts:
        assert run("add", fact, "--kind", "fact", "--source", "user", "--tag", "observability",
                   now="2026-03-02T09:00:00Z").exit_code == 0
    assert run("consolidate", "--apply", now="2026-03-02T10:00:00Z").exit_code == 0
    assert run("compact", "--apply", now="2026-04-10T09:00:00Z").exit_code == 0
    later = run("context", "--budget", "4000", now="2026-08-10T09:00:00Z").stdout
    wisdom = later.split("### Wisdom")[1]
    line = next(x for x in wisdom.splitlines() if x.startswith("- [Compacted]"))
    for fact in facts:
        assert fact.rstrip(".") in line, line
    assert "confirmed 3×" in line and "…" not in line
    # Purge takes the archived sources, and their ids out of the node's `sources`: the node
    # still stands for them (in the year's trial it fell back to its cut title in May).
    assert run("purge", "--apply", now="2026-08-10T09:00:00Z").exit_code == 0
    assert "sources" not in meta_of(the_node(root))
    purged = run("context", "--budget", "4000", now="2026-08-10T09:00:00Z").stdout
    assert purged.split("### Wisdom")[1] == wisdom
    node = meta_of(the_node(root))["id"]
    assert run("confirm", node, now="2026-08-11T09:00:00Z").exit_code == 0
    digest = run("context", "--budget", "4000", now="2026-09-20T09:00:00Z").stdout
    line = next(x for x in digest.split("### Digest")[1].splitlines()
                if x.startswith("- [Compacted]"))
    for fact in facts:
        assert fact.rstrip(".") in line, line


def test_a_node_a_person_retitled_keeps_its_title_when_a_source_leaves(root: Path, lt: Any,
                                                                      run: Any) -> None:
    # (the lead named a node "Testing conventions" by hand; restoring one of its sources
    # rewrote the title back to "[Compacted] observation group: fixtures in conftest; ...",
    # the lead's comment left dangling after it; the reviewer trial)
    three(lt, parent=None, tags=["testing"])
    assert run("compact", "--apply").exit_code == 0
    node_path = the_node(root)
    text = node_path.read_text()
    generated = meta_of(node_path)["title"]
    node_path.write_text(text.replace(f"title: {generated}" if f"title: {generated}\n" in text
                                      else next(line for line in text.splitlines()
                                                if line.startswith("title:")),
                                      "title: Testing conventions   # named by the lead", 1))
    assert meta_of(node_path)["title"] == "Testing conventions"
    assert run("restore", "run-with-x").exit_code == 0
    assert "title: Testing conventions   # named by the lead\n" in node_path.read_text()
    assert meta_of(node_path)["sources"] == ["fixtures-in-conftest", "markers-registered"]


def test_a_source_leaving_a_node_takes_only_its_own_lines_from_the_body(root: Path, lt: Any,
                                                                       run: Any) -> None:
    # (the lead tidied a node's body by hand: a heading, `*` items; restoring one source
    # rebuilt the body from the facts that stayed, the heading gone and every item rewritten
    # as `- `; the reviewer trial)
    three(lt, parent=None, tags=["testing"])
    assert run("compact", "--apply").exit_code == 0
    node_path = the_node(root)
    head, body = node_path.read_text().rsplit("---\n", 1)
    tidied = "## How we test\n\n" + body.replace("- ", "* ")
    node_path.write_text(head + "---\n" + tidied)
    assert run("restore", "run-with-x").exit_code == 0
    after = node_path.read_text().rsplit("---\n", 1)[1]
    assert after == tidied.replace("* run with x\n", "").replace(
        "* Stop at the first failure with pytest -x.\n", ""), after


def test_a_restored_source_leaves_its_node_and_is_loaded_on_its_own(root: Path, lt: Any,
                                                                     run: Any) -> None:
    # A user trial: `memstore restore` of a compacted source said "restored ... (active)", but
    # the entry kept `compacted_into`, so the node went on standing for it: context and
    # INDEX.md never showed it, recall answered with the node, and compact refused it for
    # good as already compacted. A person's restore now takes it out of the node.
    ids = three(lt, parent=None, tags=["testing"])  # (no dangling parent: lint is clean)
    assert run("compact", "--apply").exit_code == 0
    node_path = the_node(root)
    node_id = meta_of(node_path)["id"]
    result = run("restore", "run-with-x")
    assert result.exit_code == 0, result.output
    assert f"left {node_id}" in result.stdout
    restored = meta_of(root / "long_term" / "run-with-x.md")
    assert restored["status"] == "active" and "compacted_into" not in restored
    assert f"compacted into {node_id}" in restored["provenance"][-1]["note"]
    node = parse(node_path.read_text())
    assert node.meta["status"] == "compacted"
    assert node.meta["sources"] == ["fixtures-in-conftest", "markers-registered"]
    assert "run with x" not in node.meta["title"]
    assert node.body == ("- fixtures in conftest\n- Fixtures live in tests/conftest.py.\n"
                         "- Scope them per module.\n"
                         "- markers registered\n- Register markers in pyproject.toml.\n")
    assert node.meta["confirmations"] == 1 + 3
    assert "restored run-with-x" in node.meta["provenance"][-1]["note"]
    context = run("context", "--budget", "2000").stdout
    assert "`run-with-x`" in context and f"`{node_id}`" in context
    assert "`run-with-x`" in (root / "INDEX.md").read_text()
    hits = json.loads(run("recall", "stop at the first failure", "--json").stdout)["hits"]
    assert hits[0]["id"] == "run-with-x"
    assert refused_rules(run).get("run-with-x") != "already_compacted"
    lint = run("lint")
    assert lint.exit_code == 0, lint.output
    # The last sources back: the node, standing for nothing, goes to archive/ (no fact lost).
    assert run("restore", "fixtures-in-conftest").exit_code == 0
    last = run("restore", "markers-registered")
    assert last.exit_code == 0
    assert f"it left {node_id}, which has no source left: archived" in last.stdout
    assert not node_path.exists()
    gone = meta_of(root / "archive" / node_path.name)
    assert gone["status"] == "archived" and gone["archived_from"] == "long_term"
    assert "every source restored" in gone["archived_reason"]
    texts = "".join(p.read_text() for p in (root / "long_term").glob("*.md"))
    for fact in ("Fixtures live in tests/conftest.py.", "Scope them per module.",
                 "Stop at the first failure with pytest -x.",
                 "Register markers in pyproject.toml."):
        assert fact in texts
    assert run("lint").exit_code == 0
    assert set(ids) <= {p.stem for p in (root / "long_term").glob("*.md")}


def test_a_node_left_with_one_source_says_so_in_the_singular(root: Path, lt: Any,
                                                             run: Any) -> None:
    # Restores can leave a node with one source: its label read "from 1 entries".
    for i, entry_id in enumerate(["fixtures-in-conftest", "run-with-x", "markers-registered"]):
        lt(entry_id, f"- {FACTS[i]}.", parent=None, tags=["testing"], created=ago(20 - i))
    assert run("compact", "--apply").exit_code == 0
    node_id = meta_of(the_node(root))["id"]
    for source in ("run-with-x", "markers-registered"):
        assert run("restore", source).exit_code == 0
    line = next(x for x in run("context", "--budget", "2000").stdout.splitlines()
                if f"`{node_id}`" in x)
    assert "from 1 entry)" in line and "1 entries" not in line
