"""Health metrics on small stores whose right answers are known, and the probe set."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import tree

from memstore.app import health, probes
from memstore.app.transaction import apply_plan
from memstore.core import duplicate_rate
from memstore.core.plan import Plan, Write
from memstore.storage.store import Store

T0 = "2026-11-01T12:00:00Z"


def _layers_store(write_entry) -> None:
    """Two candidates and one flagged in working/, four kinds of long-term entry, and an
    archive where every way of saying why is used once, plus one that says nothing."""
    write_entry("working", "w-a", "- Use ruff for linting.", created="2026-11-19T12:00:00Z")
    write_entry("working", "w-b", "- Builds take four minutes.", created="2026-11-10T12:00:00Z")
    write_entry("working", "w-flagged", "- The API port is 9090.", status="needs_review",
                created="2026-11-18T12:00:00Z")
    write_entry("long_term", "l-active", "- Deploys go through staging.", created=T0)
    write_entry("long_term", "l-stale", "- Jenkins runs on worker 2.", status="stale",
                created="2026-10-01T12:00:00Z")
    write_entry("long_term", "l-node", "- Fixtures live in tests/fixtures.", status="compacted",
                created=T0)
    write_entry("long_term", "l-old", "- The API port is 8080.", status="superseded",
                superseded_by="l-active", created=T0)
    write_entry("archive", "a-reason", "- x", archived_reason="pruned: decay 0.04")
    write_entry("archive", "a-expired", "- y", status="expired", expiry_reason="never promoted")
    write_entry("archive", "a-link", "- z", status="superseded", superseded_by="l-active")
    write_entry("archive", "a-score", "- q", decay_score=0.05)
    write_entry("archive", "a-silent", "- r")


def test_counts_shares_and_ages_on_a_known_store(store: Store, write_entry, now: str) -> None:
    _layers_store(write_entry)
    report = health.compute(store, store.load())
    assert report["entries"] == 12
    assert report["layers"] == {"working": 3, "long_term": 4, "archive": 5}
    assert report["statuses"] == {"candidate": 2, "active": 1, "stale": 1, "needs_review": 1,
                                  "compacted": 1, "superseded": 2, "archived": 3, "expired": 1}
    assert report["layer_statuses"]["long_term"] == {"active": 1, "stale": 1, "compacted": 1,
                                                     "superseded": 1}
    # live: the 3 working entries and active, stale, compacted in long_term (not superseded)
    assert report["live"] == 6
    assert report["stale_share"] == round(1 / 6, 4)
    assert report["needs_review_share"] == round(1 / 6, 4)
    # ages in days at 2026-11-20T12:00Z: 1, 10, 2, 19, 50, 19
    assert report["age_days"] == {"mean": round(101 / 6, 4), "median": 14.5}


def test_archive_justification_lists_the_entries_that_say_nothing(
        store: Store, write_entry, now: str) -> None:
    _layers_store(write_entry)
    archive = health.compute(store, store.load())["archive"]
    assert archive == {"entries": 5, "justified": 4, "share": 0.8,
                       "by": {"reason": 2, "link": 1, "score": 1}, "unjustified": ["a-silent"]}


def test_an_empty_store_is_measured_without_dividing_by_zero(store: Store, now: str) -> None:
    report = health.compute(store, store.load())
    assert report["entries"] == report["live"] == 0
    assert report["age_days"] == {"mean": 0.0, "median": 0.0}
    assert report["archive"]["share"] == 1.0
    assert report["duplicates"]["checked"] == 0
    assert report["probes"] is None


def test_duplicate_rate_counts_entries_with_a_near_duplicate(
        store: Store, write_entry, now: str) -> None:
    write_entry("working", "d-one", "- Run uv sync after every pull.", title="Run uv sync")
    write_entry("working", "d-two", "- Run uv sync after every pull!", title="Run uv sync")
    write_entry("long_term", "d-other", "- Storybook is served on port 6006.")
    write_entry("long_term", "d-third", "- Invoices are generated nightly by the worker.")
    dup = health.compute(store, store.load())["duplicates"]
    assert (dup["pairs"], dup["with_duplicate"], dup["checked"]) == (1, 2, 4)
    assert dup["rate"] == 0.5
    assert dup["examples"] == [["d-one", "d-two"]]
    assert dup["method"].startswith("pairs the judge calls duplicates (what consolidation")
    assert "memstore." not in dup["method"]  # (no module names in what a user reads)
    # (a user trial read "(1 near-duplicate pairs, ...)")
    assert "duplicate rate   50.0% (1 near-duplicate pair, 4 of 4 live entries checked)" in \
        health.format_report(health.compute(store, store.load()))


def test_a_pair_a_person_decided_holds_as_two_is_no_duplicate(
        store: Store, write_entry, now: str) -> None:
    # `memstore resolve --both` records distinct_from on both sides; consolidation never
    # merges the pair again, so the store's health does not count it as redundancy either
    # (the 26-week simulation, seed 4, counted two such pairs for three months and called the
    # duplicate rate rising).
    write_entry("working", "d-one", "- Paired with Ana on the catalog refactor.",
                title="Paired with Ana", distinct_from=["d-two"])
    write_entry("long_term", "d-two", "- Paired with Ana on the catalog refactor!",
                title="Paired with Ana", distinct_from=["d-one"])
    write_entry("working", "d-three", "- Run uv sync after every pull.", title="Run uv sync")
    write_entry("working", "d-four", "- Run uv sync after every pull!", title="Run uv sync")
    dup = health.compute(store, store.load())["duplicates"]
    assert dup["examples"] == [["d-four", "d-three"]]
    assert (dup["pairs"], dup["with_duplicate"], dup["rate"]) == (1, 2, 0.5)


def test_large_stores_check_a_deterministic_sample_and_say_so(
        store: Store, write_entry, now: str) -> None:
    for n in range(6):
        write_entry("working", f"s-{n}", f"- Observation number {n} about topic {n * 7}.")
    first = duplicate_rate.duplicates(health.live_entries(store.load()), limit=3)
    again = duplicate_rate.duplicates(health.live_entries(store.load()), limit=3)
    assert first == again
    assert (first["checked"], first["population"]) == (3, 6)
    assert "sample of 3 of 6" in first["method"]
    chosen = [e.id for e in duplicate_rate.sample(health.live_entries(store.load()), 3)]
    assert chosen == sorted(chosen) and len(chosen) == 3


# Probes --------------------------------------------------------------------------------------

def _probe_store(write_entry) -> None:
    write_entry("long_term", "uv-sync", "- Run `uv sync` after every pull.",
                title="Run uv sync after pulling", created=T0)
    write_entry("long_term", "pg-port", "- Local Postgres listens on port 5433.",
                title="Local Postgres port", created=T0)
    write_entry("long_term", "deploy-staging", "- Every deploy goes to staging first.",
                title="Deploys go through staging", created=T0)
    write_entry("long_term", "storybook", "- Storybook runs on port 6006.",
                title="Storybook port", created=T0)


def test_probe_precision_on_a_store_with_known_answers(
        store: Store, root: Path, write_entry, now: str) -> None:
    _probe_store(write_entry)
    (root / "probes.yaml").write_text(
        "probes:\n"
        "  - query: uv sync after pull\n    ids: [uv-sync]\n"
        "  - query: local postgres port\n    facts: ['local postgres listens on port 5433']\n"
        "  - query: storybook port\n    ids: [pg-port]\n"          # a wrong expectation: 0
        "  - query: deploy staging\n    ids: [deploy-staging]\n    k: 2\n")  # 1 of 2 slots
    before = tree(root)
    result = health.compute(store, store.load())["probes"]
    assert [q["precision"] for q in result["queries"]] == [1.0, 1.0, 0.0, 0.5]
    assert result["precision"] == round(2.5 / 4, 4)
    assert result["queries"][2]["missed"] == ["pg-port"]
    assert result["queries"][2]["top"] == ["storybook"]
    assert result["source"] == "probes.yaml"
    assert tree(root) == before  # probing is not a recall: log/recall.jsonl is untouched


def test_an_expected_id_is_found_through_whatever_replaced_it(
        store: Store, root: Path, write_entry, now: str) -> None:
    _probe_store(write_entry)
    # the expected entry was merged into uv-sync, and then uv-sync was compacted into a node
    write_entry("archive", "uv-old", "- Always run uv sync after you pull.", status="superseded",
                superseded_by="uv-sync", created=T0)
    (root / "long_term" / "uv-sync.md").unlink()
    write_entry("archive", "uv-sync", "- Run `uv sync` after every pull.", status="archived",
                compacted_into="py-node", created=T0)
    write_entry("long_term", "py-node", "- Run `uv sync` after every pull.\n- Use Python 3.11.",
                title="[Compacted] convention group: python tooling", status="compacted",
                sources=["uv-sync"], created=T0)
    probe_set = probes.parse({"probes": [{"query": "uv sync after pull", "ids": ["uv-old"]}]},
                             "inline")
    snapshot = store.load()
    assert probes.successors(snapshot, "uv-old") == {"uv-old", "uv-sync", "py-node"}
    [result] = probes.run(store, snapshot, probe_set)
    assert (result.top, result.precision) == (["py-node"], 1.0)


def test_a_fact_listed_in_several_phrasings_is_found_in_any_of_them(store: Store, write_entry,
                                                                    now: str) -> None:
    # The judge does not take "after git pull -> uv sync" for "Run `uv sync` after every
    # pull.", so a probe judged by it alone counted this right answer as a miss (the
    # simulation's seed 0, weeks 2 and 3). A person listing the phrasings says what is right.
    write_entry("long_term", "pull-sync", "- after git pull -> uv sync",
                title="after git pull -> uv sync", kind="convention")
    write_entry("long_term", "py-version", "- The project targets Python 3.11.",
                title="The project targets Python 3.11.", kind="fact")
    fact = "Run `uv sync` after every pull."
    listed = probes.parse([{"query": "sync after pull", "facts": [[fact, "after git pull -> uv "
                                                                   "sync"]]}], "inline")
    [found] = probes.run(store, store.load(), listed)
    assert found.precision == 1.0 and found.satisfied == [fact]
    alone = probes.parse([{"query": "sync after pull", "facts": [fact]}], "inline")
    [missed] = probes.run(store, store.load(), alone)
    assert missed.top == ["pull-sync"] and missed.missed == [fact]
    # (a phrasing the entry says whole counts: "Sync after pulling." is in it, every word)
    said = probes.parse([{"query": "sync after pull", "facts": [[fact, "Sync after pulling."]]}],
                        "inline")
    assert probes.run(store, store.load(), said)[0].precision == 1.0
    other = probes.parse([{"query": "sync after pull", "facts": [
        [fact, "Run uv sync after every push."]]}], "inline")
    assert probes.run(store, store.load(), other)[0].precision == 0.0


def test_two_duplicates_of_one_answer_count_once(store: Store, write_entry, now: str) -> None:
    write_entry("long_term", "p1", "- Storybook runs on port 6006.", title="Storybook port")
    write_entry("working", "p2", "- Storybook runs on port 6006.", title="Storybook port")
    probe_set = probes.parse([{"query": "storybook port", "facts": ["Storybook runs on port "
                                                                    "6006"], "k": 2}], "inline")
    [result] = probes.run(store, store.load(), probe_set)
    assert len(result.top) == 2 and result.precision == 0.5


@pytest.mark.parametrize(("text", "message"), [
    ("probes: {query: x}\n", "probes: expected a list"),
    ("probes:\n  - query: ''\n    ids: [a]\n", "probes[0].query"),
    ("probes:\n  - query: where\n", "lists no expected ids or facts"),
    ("k: 0\nprobes:\n  - query: where\n    ids: [a]\n", "k: expected a whole number"),
    ("probes: [\n", "bad YAML"),
    ("k: " + "9" * 5000 + "\nprobes: [{query: x, ids: [a]}]\n", "a number of 5000 digits"),
    ("probes: " + "[" * 100 + "]" * 100 + "\n", "nested more than 64 deep"),
])
def test_a_bad_probe_file_is_an_error_naming_the_key(run, root: Path, text: str,
                                                     message: str) -> None:
    (root / "probes.yaml").write_text(text)
    result = run("health")
    assert result.exit_code == 1
    assert "probes.yaml" in result.stderr and message in result.stderr
    assert result.stdout == ""


# The command and the log ---------------------------------------------------------------------

def test_health_command_prints_every_metric(run, root: Path, write_entry) -> None:
    _probe_store(write_entry)
    other = root.parent / "standing.yaml"
    other.write_text("probes:\n  - query: local postgres port\n    ids: [pg-port]\n")
    result = run("health", "--probes", str(other))
    assert result.exit_code == 0, result.stderr
    for label in ("entries          4 (working 0, long_term 4, archive 0)", "duplicate rate",
                  "age (days)       mean 19.0, median 19.0", "stale            0.0% of live",
                  "probe precision  100.0% over 1 query", "archive          0 of 0 justified"):
        assert label in result.stdout
    data = json.loads(run("health", "--json", "--probes", str(other)).stdout)
    assert data["at"] == "2026-11-20T12:00:00Z"
    assert data["probes"]["precision"] == 1.0
    assert data["layers"]["long_term"] == 4


def test_a_probe_file_named_but_missing_is_an_error_not_no_probes(memstore_bin,
                                                                  root: Path) -> None:
    """`health --probes standing.yaml` with a typo in the name printed "probe precision n/a
    (no probes.yaml ...)" and exit 0: the file the person named was silently not read."""
    missing = root.parent / "standing.yaml"
    shown = memstore_bin("--store", str(root), "health", "--probes", str(missing))
    assert shown.returncode != 0, shown.stdout
    assert str(missing) in shown.stderr and "does not exist" in shown.stderr
    assert "Traceback" not in shown.stderr and shown.stdout == ""


def test_without_a_probe_set_health_says_how_to_add_one(run, write_entry) -> None:
    result = run("health")
    assert result.exit_code == 0
    assert "probe precision  n/a (no probes.yaml" in result.stdout


def test_applied_consolidation_and_retention_runs_append_a_health_record(
        store: Store, root: Path, write_entry, now: str) -> None:
    write_entry("working", "w-a", "- Use ruff for linting.")
    for job in ("consolidate", "retention", "compact"):
        plan = Plan(job)
        plan.actions.append(Write(f"working/new-{job}.md", f"---\nid: new-{job}\n---\n- a\n"))
        apply_plan(store, plan)
    apply_plan(store, Plan("consolidate"))  # nothing to do: no record, as no report
    lines = (root / health.HEALTH_LOG).read_text().splitlines()
    records = [json.loads(line) for line in lines]
    assert [r["job"] for r in records] == ["consolidate", "retention"]
    assert records[0]["at"] == "2026-11-20T12:00:00Z"
    assert records[0]["layers"]["working"] == 2 and records[1]["layers"]["working"] == 3


def test_a_broken_probe_file_never_breaks_a_run(store: Store, root: Path, now: str) -> None:
    (root / "probes.yaml").write_text("probes: nope\n")
    record = health.record(store, "consolidate")
    assert record["probes"]["precision"] is None
    assert "probes.yaml" in record["probes"]["error"]


def test_recall_stats_read_once_still_see_every_new_recall(store: Store, now: str) -> None:
    # recall_log.stats remembers its last read (probe sets recall many times in a row)
    from memstore.runtime import clock
    from memstore.storage import recall_log

    recall_log.append(store, "q", ["a"])
    assert recall_log.stats(store)["a"].count == 1
    recall_log.append(store, "q", ["a", "b"])
    stats = recall_log.stats(store)
    assert (stats["a"].count, stats["b"].count) == (2, 1)
    clock.set_now("2026-11-19T00:00:00Z")  # travelling back hides the recalls made later
    assert recall_log.stats(store) == {}


def test_a_dumped_probe_set_reads_back_the_same() -> None:
    import yaml

    original = (probes.Probe("uv sync after pull", ids=("uv-sync",)),
                probes.Probe("postgres port", facts=("Local Postgres listens on port 5433.",),
                             k=2),
                probes.Probe("redis port", facts=(("Redis listens on port 6380.",
                                                   "redis: localhost:6380"), "Redis is v7.")))
    text = probes.dump(original, k=3)
    again = probes.parse(yaml.safe_load(text), "probes.yaml")
    assert (again.probes, again.k) == (original, 3)
    assert text.startswith("# Standing queries")


def test_a_sample_is_checked_against_the_whole_store(store: Store, write_entry,
                                                      now: str) -> None:
    # 24 entries with a twin somewhere in the store and 24 without: whichever entries the
    # sample holds, each is found to have a duplicate exactly when it has one
    names = ["".join(chr(97 + (n * 7 + k * 3) % 26) for k in range(6)) + str(n)
             for n in range(48)]
    for n, name in enumerate(names):
        text = f"- The {name} service reads its settings from config/{name}.toml."
        write_entry("working", f"e{n:02d}", text)
        if n < 24:
            write_entry("long_term", f"twin{n:02d}", text)
    live = health.live_entries(store.load())
    exact = {i for pair in duplicate_rate.near_duplicate_pairs(live) for i in pair}
    assert len(exact) == 48  # the 24 entries and their 24 twins
    sampled = duplicate_rate.duplicates(live, limit=10)
    chosen = {e.id for e in duplicate_rate.sample(live, 10)}
    assert sampled["checked"] == 10 and sampled["population"] == 72
    assert sampled["with_duplicate"] == len(chosen & exact)
    assert "against the live entries sharing two of its 8 rarest words" in sampled["method"]


@pytest.mark.parametrize("seed", [1, 2])
def test_the_duplicate_rate_counts_what_consolidation_would_merge(seed: int) -> None:
    # A pair counts as a duplicate exactly when the judge consolidation uses calls it one, the
    # same entry with its facts reordered always does, and a contradiction never does.
    from corpus import generate_pairs

    from memstore.core.judge import judge

    pairs = generate_pairs(seed, 90)
    anchor = pairs[0]
    batch = [(anchor.a_title, anchor.a_facts, p.b_title, p.b_facts, 85.0) for p in pairs]
    batch += [(anchor.a_title, anchor.a_facts, anchor.a_title, anchor.a_facts[::-1], 85.0)]
    expected = [judge(a, list(fa), b, list(fb)).kind == "duplicate" for a, fa, b, fb, _ in batch]
    assert expected[-1]
    assert duplicate_rate._batch_verdicts(batch) == expected
    for p in pairs:
        key = (p.a_title, p.a_facts, p.b_title, p.b_facts, 85.0)
        if p.label.startswith("contradiction"):
            assert duplicate_rate._batch_verdicts([key]) == [False]


def test_a_hostile_probe_file_never_breaks_a_run(store: Store, root: Path, now: str) -> None:
    """probes.yaml is committed like memstore.yaml: a number of 5000 digits made every
    applied consolidation die in a traceback after it had changed the store (its health
    record reads the probes)."""
    (root / "probes.yaml").write_text("k: " + "9" * 5000 + "\nprobes: [{query: x, ids: [a]}]\n")
    record = health.record(store, "consolidate")
    assert "a number of 5000 digits" in record["probes"]["error"]


def test_a_fifo_at_probes_yaml_never_hangs_health(root: Path) -> None:
    os.mkfifo(root / "probes.yaml")
    done = subprocess.run([sys.executable, "-m", "memstore", "--store", str(root), "health"],
                          capture_output=True, text=True, timeout=30)  # (a hang: TimeoutExpired)
    assert done.returncode == 1
    assert done.stderr.startswith("Error: probes.yaml: (file): cannot read: ")
    assert "is a FIFO, not a regular file" in done.stderr
