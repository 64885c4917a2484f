"""`memstore recall`: ranking on a fixed store, status rules, compaction nodes, the log."""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from conftest import NOW

from memstore.app.recall import recall
from memstore.runtime import clock
from memstore.storage import configfile
from memstore.storage.store import Store

DAY = timedelta(days=1)


def ago(days: float) -> str:
    return clock.format_time(clock.parse_time(NOW) - days * DAY)


STORE = {
    "use-uv": ("Use uv for Python dependencies",
               "- Run `uv sync` after every pull.\n- The lockfile is uv.lock; commit it.",
               ["python", "tooling"]),
    "pytest-fixtures": ("Pytest fixtures live in conftest.py",
                        "- Shared fixtures go in tests/conftest.py.", ["testing"]),
    "pytest-x": ("Run pytest with -x locally",
                 "- Stop at the first failure while iterating.", ["testing"]),
    "api-port": ("The API listens on port 8080",
                 "- Set API_PORT to change it.\n- Health check at /healthz.", []),
    "migrations": ("Migrations live in db/migrations",
                   "- Create one with alembic revision --autogenerate.", ["database"]),
    "docker-compose": ("Docker compose starts the whole stack",
                       "- docker compose up -d starts api, worker and postgres.", ["docker"]),
    "release": ("Releases are tagged from main",
                "- Tag vX.Y.Z and push the tag; CI publishes.", ["release"]),
    "ruff": ("Lint with ruff before committing",
             "- ruff check . && ruff format --check .", ["tooling"]),
    "cache-redis": ("Redis caches session data for an hour",
                    "- TTL is 3600 seconds.", ["cache"]),
    "logging": ("Logs go to stdout as JSON",
                "- Use structlog; never print().", ["logging"]),
}


@pytest.fixture
def fixed(write_entry: Any) -> None:
    for entry_id, (title, body, tags) in STORE.items():
        write_entry("long_term", entry_id, body, title=title, kind="convention",
                    created=ago(20), last_confirmed=ago(5), tags=tags)


def ids_for(run: Any, *args: str) -> list[str]:
    result = run("recall", *args, "--json")
    assert result.exit_code == 0, result.output
    return [h["id"] for h in json.loads(result.stdout)["hits"]]


@pytest.mark.parametrize(("query", "top"), [
    ("python dependencies", "use-uv"),
    ("uv.lock", "use-uv"),
    ("where do pytest fixtures go", "pytest-fixtures"),
    ("pytets fixtures", "pytest-fixtures"),  # a typo
    ("which port does the api listen on", "api-port"),
    ("alembic migration", "migrations"),
    ("docker compose", "docker-compose"),
    ("how do we tag a release", "release"),
    ("linter", "ruff"),
    ("redis ttl", "cache-redis"),
])
def test_recall_ranks_the_expected_entry_first(fixed: None, run: Any, query: str,
                                               top: str) -> None:
    assert ids_for(run, query)[0] == top


def test_limit_and_the_runner_up(fixed: None, run: Any) -> None:
    found = ids_for(run, "pytest", "--limit", "2")
    assert sorted(found) == ["pytest-fixtures", "pytest-x"]


def test_stale_is_strongly_penalized(write_entry: Any, run: Any) -> None:
    write_entry("long_term", "stale-one", "- Deploy with make deploy.", title="Deploy with make",
                status="stale", created=ago(20))
    write_entry("long_term", "fresh-one", "- Deploy with make ship.", title="Deploy with make",
                created=ago(20))
    assert ids_for(run, "deploy with make") == ["fresh-one", "stale-one"]


@pytest.mark.parametrize("status", ["superseded", "needs_review"])
def test_excluded_statuses_only_when_asked(write_entry: Any, run: Any, status: str) -> None:
    write_entry("long_term", "hidden", "- The queue is RabbitMQ.", title="Queue",
                status=status)
    assert ids_for(run, "rabbitmq queue") == []
    assert ids_for(run, "rabbitmq queue", "--status", status) == ["hidden"]


def test_archive_only_with_include_archived(write_entry: Any, run: Any) -> None:
    write_entry("archive", "old-queue", "- The queue was Celery.", title="Old queue",
                status="archived")
    write_entry("archive", "expired-note", "- Celery beat runs hourly.", title="Beat",
                status="expired")
    assert ids_for(run, "celery") == []
    assert sorted(ids_for(run, "celery", "--include-archived")) == ["expired-note", "old-queue"]


def test_candidates_are_recalled_but_below_confirmed_knowledge(write_entry: Any,
                                                               run: Any) -> None:
    write_entry("working", "seen-once", "- Builds use make all.", title="Build with make")
    write_entry("long_term", "known", "- Builds use make all.", title="Build with make",
                created=ago(20), confirmations=3)
    assert ids_for(run, "build with make") == ["known", "seen-once"]


@pytest.fixture
def compacted(root: Path, write_entry: Any, run: Any) -> list[str]:
    ids = []
    for i, fact in enumerate(["Grafana dashboards live in ops/grafana.",
                              "Alerts page the on-call engineer.",
                              "Prometheus scrapes every 15 seconds."]):
        write_entry("long_term", f"ops-{i}", f"- {fact}", title=fact.rstrip("."),
                    kind="fact", created=ago(60 + i), parent="ops")
        ids.append(f"ops-{i}")
    assert run("compact", "--apply").exit_code == 0
    return ids


def test_a_compacted_node_is_returned_instead_of_its_sources(compacted: list[str],
                                                             run: Any) -> None:
    found = ids_for(run, "prometheus scrape interval")
    assert len(found) == 1 and found[0].startswith("compacted-fact-group")
    assert ids_for(run, "prometheus scrape interval", "--include-archived") == found


def test_deep_recall_follows_the_node_with_its_sources(compacted: list[str], run: Any) -> None:
    result = run("recall", "grafana dashboards", "--deep", "--json")
    hits = json.loads(result.stdout)["hits"]
    node = hits[0]["id"]
    # The matching source first, then the others in the node's order (oldest first).
    assert [h["id"] for h in hits[1:]] == ["ops-0", "ops-2", "ops-1"]
    assert all(h["evidence_for"] == node for h in hits[1:])
    text = run("recall", "prometheus", "--deep").stdout.splitlines()
    assert text[1].startswith(f"  evidence for {node}: ")


def test_sources_left_in_long_term_fold_into_their_node(root: Path, write_entry: Any,
                                                        run: Any) -> None:
    configfile.update(root, "compaction.archive_sources", False)
    for i, fact in enumerate(["Kubernetes pods restart on failure",
                              "Kubernetes pods log to stdout", "Kubernetes pods pull from ghcr"]):
        write_entry("long_term", f"k8s-{i}", f"- {fact}.", title=fact, kind="fact",
                    created=ago(60), parent="k8s")
    assert run("compact", "--apply").exit_code == 0
    result = json.loads(run("recall", "kubernetes pods", "--json").stdout)["hits"]
    assert len(result) == 1 and result[0]["status"] == "compacted"
    assert result[0]["matched_sources"] == ["k8s-0", "k8s-1", "k8s-2"]


def test_an_archived_source_finds_its_node_as_it_found_itself(write_entry: Any,
                                                               run: Any) -> None:
    # A node holds every fact of its group, so its own text matches one question little
    # better than an entry sharing a single word; the source that said it alone matched it
    # well. Compaction archives the sources (by default), and they are still folded in.
    facts = ["Grafana dashboards live in ops/grafana.",
             "Alerts page the on-call engineer through PagerDuty.",
             "Prometheus scrapes every service every 15 seconds.", "Loki keeps logs for 30 days.",
             "Tempo traces are sampled at 10 percent.",
             "Dashboards are reviewed every quarter by the platform team.",
             "Runbooks for each alert live in ops/runbooks.",
             "Silence an alert with amtool during maintenance windows."]
    for n, fact in enumerate(facts):
        write_entry("long_term", f"ops-{n}", f"- {fact}\n", title=fact.rstrip("."), kind="fact",
                    parent="ops", created=ago(90 - n))
    write_entry("long_term", "audit", "- Audit events are written to S3 by the audit service.",
                title="Audit log retention", kind="fact", created=ago(90))
    assert ids_for(run, "how long are logs kept")[0] == "ops-3"
    assert run("compact", "--apply").exit_code == 0
    hits = json.loads(run("recall", "how long are logs kept", "--json").stdout)["hits"]
    assert hits[0]["status"] == "compacted" and hits[0]["matched_sources"] == ["ops-3"]
    assert [h["id"] for h in hits].count("audit") == 1 and "ops-3" not in [h["id"] for h in hits]


def test_every_recall_is_logged(root: Path, fixed: None, run: Any) -> None:
    run("recall", "docker compose", "--limit", "1", "--session", "s-1")
    run("recall", "nothing matches this zzzz")
    lines = [json.loads(x) for x in (root / "log/recall.jsonl").read_text().splitlines()]
    # How well each hit matched, best first: what promotion by use reads as the answers.
    relevance = [line.pop("relevance") for line in lines]
    assert lines == [
        {"at": NOW, "query": "docker compose", "ids": ["docker-compose"], "session": "s-1",
         "via": "cli"},
        {"at": NOW, "query": "nothing matches this zzzz", "ids": [], "session": None,
         "via": "cli"},
    ]
    assert len(relevance[0]) == 1 and 0 < relevance[0][0] <= 1 and relevance[1] == []


def test_a_probe_recall_is_not_logged(root: Path, fixed: None, now: str) -> None:
    store = Store(root)
    hits = recall(store, store.load(), "docker", log=False)
    assert hits[0].id == "docker-compose"
    assert (root / "log/recall.jsonl").read_text() == ""


def test_recall_raises_an_entry_in_later_context_ordering(root: Path, fixed: None,
                                                         now: str) -> None:
    from memstore.storage import recall_log

    store = Store(root)
    recall(store, store.load(), "redis")
    assert recall_log.stats(store)["cache-redis"].count == 1


def test_bad_input_is_one_error_line(fixed: None, run: Any) -> None:
    result = run("recall", "  ")
    assert result.exit_code == 1 and result.stderr.startswith("Error: nothing to recall")
    result = run("recall", "x", "--limit", "0")  # a bad option is a usage error
    assert result.exit_code == 2 and "Invalid value for '--limit'" in result.stderr


def test_text_output_lists_score_id_and_title(fixed: None, run: Any) -> None:
    result = run("recall", "redis")
    first = result.stdout.splitlines()[0]
    assert first.split()[1] == "cache-redis"
    assert "Redis caches session data for an hour  [convention, active]" in first
    assert 0 < float(first.split()[0]) <= 1.2


def test_the_recall_benchmark_holds_its_figures(tmp_path: Path) -> None:
    import importlib.util
    import sys

    path = Path(__file__).resolve().parents[2] / "scripts" / "bench_recall.py"
    spec = importlib.util.spec_from_file_location("bench_recall", path)
    assert spec and spec.loader
    bench = importlib.util.module_from_spec(spec)
    sys.modules["bench_recall"] = bench
    spec.loader.exec_module(bench)
    clock.set_now(bench.NOW)
    bench.build(tmp_path / "memory", 300, 0)
    result = bench.score(Store(tmp_path / "memory"))
    assert result["precision@1"] >= 0.9 and result["mrr"] >= 0.93


def test_an_unknown_status_is_a_usage_error(fixed: None, run: Any) -> None:
    result = run("recall", "redis", "--status", "activ")
    assert result.exit_code == 2 and "'activ' is not one of 'candidate'," in result.stderr


# The simulated project's knowledge (memstore.simulation.world, each fact as first written) with
# two real entries of its run (docs/health.md, seed 1, weeks 7-8) for two of the deploy facts:
# both say "deploy" and "production", and the agent's shorter note, confirmed minutes ago,
# scores a little higher by words alone; the user stated the answer.
SIM_DEPLOYS = {
    "deploy-to-production": ("user", 3, 10, ["Deploy to production with `make deploy ENV=prod` "
                                             "from main only.", "Prod deploys: `make deploy "
                                             "ENV=prod`, from `main` only."]),
    "staging-before-production": ("agent", 2, 0.002, ["Deploys always pass through staging "
                                                      "before production."]),
}


@pytest.fixture
def deploys(write_entry: Any) -> None:
    from memstore.simulation import world

    entries = {f.key.replace("/", "-"): ("agent", 2, 10, [f.phrasings[0]], t.name)
               for t in world.TOPICS for f in t.facts if f.key not in ("deploy/0", "deploy/1")}
    entries.update({k: (*v, "deploy") for k, v in SIM_DEPLOYS.items()})
    for entry_id, (source, confirmations, days, facts, tag) in entries.items():
        write_entry("long_term", entry_id, "".join(f"- {f}\n" for f in facts), title=facts[0],
                    kind="procedure", status="active", source=source, created=ago(40),
                    last_confirmed=ago(days), confirmations=confirmations, tags=[tag])


def test_of_two_near_tied_answers_the_one_the_user_stated_comes_first(deploys: None,
                                                                        run: Any) -> None:
    hits = json.loads(run("recall", "how are production deploys done", "--json").stdout)["hits"]
    assert [h["id"] for h in hits[:2]] == ["deploy-to-production", "staging-before-production"]
    # by words alone the agent's note is ahead: the user's word breaks the near-tie
    assert hits[0]["relevance"] < hits[1]["relevance"] < 1.05 * hits[0]["relevance"]


def test_the_users_word_only_breaks_near_ties(deploys: None, run: Any) -> None:
    """A query the agent's note answers clearly better still finds it first."""
    assert ids_for(run, "staging before production")[0] == "staging-before-production"


def test_without_promotion_user_stated_the_users_word_is_no_evidence(root: Path, deploys: None,
                                                                     run: Any) -> None:
    configfile.update(root, "promotion.user_stated", False)
    assert ids_for(run, "how are production deploys done")[0] == "staging-before-production"



def test_a_query_that_matches_nothing_is_quoted_short(root: Path, run: Any) -> None:
    # An agent (or a pasted log) asked with a 90 KB query, and the notice printed all of it.
    query = "zz " * 30_000
    done = run("recall", query)
    assert done.exit_code == 0 and done.stdout == ""
    assert done.stderr.startswith("nothing matches 'zz zz") and len(done.stderr) < 200
