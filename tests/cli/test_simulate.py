"""The longevity simulation: deterministic for a seed, honest outputs, and a verdict that follows
the data (checked on made-up timelines where the right answer is known)."""

from __future__ import annotations

import csv
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from memstore.core.ranking import Doc, RankIndex
from memstore.simulation import output, verdict, world

# Verdict on known timelines ------------------------------------------------------------------


def _rows(days: int, working, dup, precision, justified=lambda d: 1.0) -> list[dict[str, Any]]:
    return [{"day": d, "t": d + 0.5, "working": working(d), "duplicate_rate": dup(d),
             "probe_precision": precision(d), "archive_justified_share": justified(d)}
            for d in range(days)]


def test_a_plateau_is_bounded_and_steady_growth_is_not() -> None:
    plateau = _rows(56, lambda d: min(d, 30) * 4, lambda d: 0.1, lambda d: 0.9)
    growth = _rows(56, lambda d: 20 + d, lambda d: 0.1, lambda d: 0.9)
    ok = verdict.working_bounded(plateau, 56, 30)
    assert ok.ok is True and "mean 120 entries in the first week the 30-day expiry" in ok.evidence
    # slow growth on a large base: +1 a day from 50 to 75 is still growth, not a bound
    bad = verdict.working_bounded(growth, 56, 30)
    assert bad.ok is False and "kept growing" in bad.evidence
    assert "mean 53 entries" in bad.evidence and "72 in the final week" in bad.evidence
    for days in (14, 43):
        short = verdict.working_bounded(growth[:days], days, 30)
        assert short.ok is None and "inconclusive" in short.evidence


def test_duplicate_trend_and_probe_precision_follow_the_numbers() -> None:
    falling = _rows(56, lambda d: 10, lambda d: 0.2 - d / 500, lambda d: 0.8 + d / 1000)
    rising = _rows(56, lambda d: 10, lambda d: d / 500, lambda d: 0.9 - d / 200)
    down = verdict.duplicates_down(falling, 56)
    assert down.ok is True and "first-week mean 19.4%" in down.evidence
    assert "slope -1.40 points a week" in down.evidence
    assert verdict.duplicates_down(rising, 56).ok is False
    assert verdict.probes_hold(falling, 56).evidence.startswith("probe precision improved")
    dropped = verdict.probes_hold(rising, 56)
    assert dropped.ok is False and "final-week mean 64%" in dropped.evidence
    zero = _rows(56, lambda d: 10, lambda d: 0.0, lambda d: 1.0)
    assert verdict.duplicates_down(zero, 56).evidence == "the duplicate rate stayed at 0%"


def test_a_one_week_run_compares_no_week_with_itself(tmp_path: Path) -> None:
    """`simulate --weeks 1` (the run the docs suggest for a quick look) said "the duplicate
    rate trended down (first-week mean 2.9%, final-week mean 2.9%, ...)": with one week the
    first week is the final week, so the two means are one number and say nothing of a trend."""
    week = _rows(7, lambda d: 10, lambda d: 0.1 - d / 100, lambda d: 1.0)
    for criterion in (verdict.duplicates_down(week, 7), verdict.probes_hold(week, 7)):
        assert criterion.ok is None and criterion.evidence.startswith("inconclusive"), criterion
    two = _rows(14, lambda d: 10, lambda d: 0.1 - d / 100, lambda d: 1.0)
    assert verdict.duplicates_down(two, 14).ok is True
    out = tmp_path / "sim"
    done = subprocess.run([sys.executable, "-m", "memstore", "simulate", "--weeks", "1",
                           "--out", str(out)], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    text = (out / "verdict.md").read_text(encoding="utf-8")
    assert "trended down" not in text and "held (first-week" not in text, text
    assert "over 1 week (" in text, text


def test_unjustified_archive_entries_are_named_with_the_job_that_moved_them() -> None:
    rows = _rows(10, lambda d: 1, lambda d: 0.0, lambda d: 1.0,
                 justified=lambda d: 1.0 if d < 5 else 0.5)
    final = {"archive": {"entries": 2, "justified": 1, "by": {"reason": 1},
                         "unjustified": ["lost-one"]}}
    crit = verdict.archive_justified(rows, final, {"lost-one": "prune"})
    assert crit.ok is False
    assert "lost-one" in crit.evidence and "archived by prune" in crit.evidence
    assert "lowest share during the run 50.0%" in crit.evidence


def test_the_verdict_label_counts_criteria_met() -> None:
    yes = verdict.Criterion("a", True, "fine")
    no = verdict.Criterion("b", False, "not fine")
    unknown = verdict.Criterion("c", None, "unknown")
    assert verdict.compose([yes, yes], "head", []).startswith("**Verdict: healthy** (2 of 2")
    assert verdict.compose([yes, no], "head", []).startswith("**Verdict: mixed** (1 of 2")
    assert verdict.compose([no, no], "head", []).startswith("**Verdict: unhealthy**")
    text = verdict.compose([yes, unknown], "head", ["Extra."])
    assert text.startswith("**Verdict: inconclusive** (1 of 2 criteria met, 1 inconclusive)")
    assert text.endswith("fine; unknown. Extra.")


def _contexts(days: int, tokens, missing=lambda d: [], waiting=lambda d: True):
    return [{"day": d, "budget": 2000, "tokens": tokens(d), "more_waiting": waiting(d),
             "rules": 2, "rules_missing": missing(d)} for d in range(days)]


def test_rules_loaded_and_budget_used_follow_the_session_starts() -> None:
    good = _contexts(14, lambda d: 1900)
    assert verdict.rules_loaded(good).ok is True
    used = verdict.budget_used(good)
    assert used.ok is True and "14 of 14 had more waiting" in used.evidence
    faded = _contexts(14, lambda d: 1900, missing=lambda d: ["env-rule"] if d >= 10 else [])
    lost = verdict.rules_loaded(faded)
    assert lost.ok is False and "4 of 14 session starts" in lost.evidence
    assert "first on day 10: env-rule" in lost.evidence
    # the starved context: 1,900 characters of a 2,000-token budget, more waiting
    starved = verdict.budget_used(_contexts(14, lambda d: 475 if d == 3 else 1900))
    assert starved.ok is False and "lowest 475 of 2000 tokens on day 3" in starved.evidence
    # a small store that fits whole uses what it needs
    small = verdict.budget_used(_contexts(14, lambda d: 300, waiting=lambda d: False))
    assert small.ok is True and "0 of 14 had more waiting" in small.evidence
    table = verdict.weekly_context(faded)
    assert table[2] == "| 1 | 7 | yes | 95%, 95% | 7 |"
    assert table[3] == "| 2 | 7 | no | 95%, 95% | 7 |"
    assert verdict.rules_loaded([]).ok is None


def test_the_weekly_probe_table_names_each_miss_and_its_runs() -> None:
    def probes(day: int, missed: list[str]) -> dict:
        queries = [{"query": q, "missed": ["a fact"]} for q in missed]
        queries.append({"query": "always found", "missed": []})
        return {"day": day, "probes": {"precision": 1 - len(missed) / 10, "queries": queries}}

    rows = [probes(0, []), probes(3, ["api prefix"]), probes(8, ["api prefix", "port"]),
            probes(9, ["port"]), {"day": 10, "probes": None}]
    assert verdict.weekly_probes(rows)[2:] == ["| 1 | 2 | 90%, 95% | api prefix (1) |",
                                               "| 2 | 2 | 80%, 85% | api prefix (1); port (2) |"]


def test_protected_rules_share_no_word_with_any_query() -> None:
    # "never recalled" must hold by construction, typo-tolerant matching included
    index = RankIndex([Doc(key=str(n), title=text, text=text, tags=())
                       for n, (_, text) in enumerate(world.PROTECTED)])
    queries = [q for t in world.TOPICS for q in t.queries] + [q for q, _ in world.PROBES]
    assert {q: index.search(q, limit=3) for q in queries if index.search(q, limit=3)} == {}


# A real short run, twice -----------------------------------------------------------------------


def _simulate(out: Path, seed: int, hash_seed: str) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    env.pop("MEMSTORE_DIR", None)
    return subprocess.Popen(
        [sys.executable, "-m", "memstore", "simulate", "--weeks", "2", "--seed", str(seed),
         "--out", str(out)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)


def test_a_two_week_simulation_is_deterministic_for_a_seed(tmp_path: Path) -> None:
    # Two processes with different hash seeds, side by side (the test's time is one run's).
    runs = [_simulate(tmp_path / name, 11, hs) for name, hs in (("a", "1"), ("b", "2"))]
    results = [(*p.communicate(timeout=180), p.returncode) for p in runs]
    for stdout, stderr, code in results:
        assert code == 0, stderr
        assert stdout.startswith("**Verdict: ")
    a, b = tmp_path / "a", tmp_path / "b"
    assert (a / "timeline.jsonl").read_bytes() == (b / "timeline.jsonl").read_bytes()
    assert (a / "verdict.md").read_text() == (b / "verdict.md").read_text()

    rows = [json.loads(line) for line in (a / "timeline.jsonl").read_text().splitlines()]
    assert len(rows) >= 14 + 10  # a retention run every day plus the session ends
    assert [r["run"] for r in rows if r["day"] == 0][-1] == "retention"
    assert rows[0]["at"].startswith("2026-01-05")
    assert rows[-1]["at"] == "2026-01-18T23:30:00Z"
    assert all(r["probes"]["count"] == len(world.PROBES) for r in rows)
    with (a / "timeline.csv").open() as handle:
        table = list(csv.DictReader(handle))
    assert len(table) == len(rows) and list(table[0]) == list(output.COLUMNS)
    assert [int(t["working"]) for t in table] == [r["layers"]["working"] for r in rows]
    assert (a / "timeline.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    text = (a / "verdict.md").read_text()
    assert "Protected rules: 4 of 4 still active in long_term/, recalled 0 times." in text
    # what each session start loaded: every protected rule in full, and the budget's use
    assert "| rules loaded | yes | every one of the 4 protected rules was loaded in full" in text
    assert "| budget used | yes |" in text
    assert "| week | session starts | every protected rule in full |" in text
    loaded = [json.loads(line) for line in (a / "context.jsonl").read_text().splitlines()]
    assert len(loaded) == sum(r["run"] == "consolidate" for r in rows)
    assert all(c["rules"] == 4 and c["rules_missing"] == [] for c in loaded)
    assert all(c["tokens"] <= c["budget"] == 2000 for c in loaded)
    # the store the agents used is a real store in a real git repository
    assert (a / "store" / "memory" / "probes.yaml").is_file()
    assert (a / "store" / ".git").is_dir()
    sessions = (a / "store" / "memory" / "log" / "sessions.jsonl").read_text().splitlines()
    assert sum('"event": "start"' in s for s in sessions) == sum(r["run"] == "consolidate"
                                                                   for r in rows)


def test_simulate_refuses_an_out_folder_that_already_holds_a_store(run, tmp_path: Path) -> None:
    (tmp_path / "sim" / "store").mkdir(parents=True)
    result = run("simulate", "--weeks", "1", "--out", str(tmp_path / "sim"))
    assert result.exit_code == 1
    assert "already exists" in result.stderr and "sim/store" in result.stderr
    assert run("simulate", "--weeks", "0").exit_code == 2


def test_the_weekly_review_decides_each_conflict_as_the_team_knows_it(store, now) -> None:
    # What consolidation holds for review, the simulated team decides on Fridays the way a
    # person who knows the project would (`memstore resolve`): two entries stating different
    # knowledge both hold, two stating the same are one entry, and a changed fact is left to
    # the user until the day the user settles it, then the new value is kept over the old.
    import random

    from memstore.app import edits
    from memstore.app.transaction import apply_plan
    from memstore.jobs.consolidate import plan_consolidation
    from memstore.simulation.agent import Agent

    agent = Agent(store, random.Random(0))

    def add(text: str, truth: str) -> str:
        entry_id = edits.add(store, text, kind="convention").id
        agent.truth[entry_id] = truth
        return entry_id

    old = add("The API listens on port 8080.", "api/0")
    new = add("The API listens on port 9090.", "api/0:new")
    agent.retired.add("api/0")
    apart = [add("Run the migrations before the deploy.", "deploy/a"),
             add("Run the migrations after the deploy.", "deploy/b")]
    same = [add("Squash-merge every PR into main.", "git/0"),
            add("Never squash-merge PRs into main.", "git/0")]
    apply_plan(store, plan_consolidation(store, store.load()))
    snapshot = store.load()
    assert all(snapshot.get(i).status == "needs_review" for i in (old, new, *apart, *same))

    change_resolved = next(c[3] for c in world.CHANGES if c[1] == "api/0")
    agent.review(change_resolved - 1, "s-review")
    snapshot = store.load()
    assert [snapshot.get(i).status for i in apart] == ["active", "active"]
    assert snapshot.get(apart[0]).strings("distinct_from") == [apart[1]]
    merged = [snapshot.get(i) for i in same]
    assert sorted(e.status for e in merged) == ["active", "superseded"]
    assert snapshot.get(old).status == snapshot.get(new).status == "needs_review"
    assert agent.counts == {"reviewed: both": 1, "reviewed: merge": 1}

    agent.review(change_resolved + 1, "s-review")
    snapshot = store.load()
    assert snapshot.get(new).status == "active"
    assert snapshot.get(old).status == "superseded" and snapshot.get(old).superseded_by == new


def test_the_weekly_review_decides_the_pairs_the_judge_could_not(store, now) -> None:
    # `memstore resolve` lists the pairs the judge could not decide after the entries under
    # review; the team reads the whole list. Before, it decided only the entries under review,
    # and the simulation's "Every endpoint lives under the /api/v2 prefix." (maybe the same as
    # the user's "All endpoints are versioned under /api/v2.") waited unread until it expired,
    # while "api versioning prefix" found a cache-key fact first (docs/health.md, seed 2).
    import random

    from memstore.app import edits
    from memstore.app.transaction import apply_plan
    from memstore.jobs.consolidate import plan_consolidation
    from memstore.simulation.agent import Agent

    agent = Agent(store, random.Random(0))
    user = edits.add(store, "All endpoints are versioned under /api/v2.", kind="fact",
                     source="user", tags=["api"]).id
    agent.truth[user] = "api/1"
    apply_plan(store, plan_consolidation(store, store.load()))  # promoted: the user said it
    again = edits.add(store, "Every endpoint lives under the /api/v2 prefix.", kind="fact",
                      tags=["api"]).id
    agent.truth[again] = "api/1"
    apply_plan(store, plan_consolidation(store, store.load()))

    agent.review(5, "s-review")
    snapshot = store.load()
    live = [e for e in snapshot.entries if e.layer != "archive" and e.status != "superseded"]
    assert [e.id for e in live] == [user]
    assert "Every endpoint lives under the /api/v2 prefix." in live[0].facts
