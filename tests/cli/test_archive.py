"""Prune, restore and purge, through the real command line, months apart."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from conftest import tree

from memstore.core.fileformat import parse
from memstore.runtime import clock
from memstore.storage import recall_log

LC = "2026-01-01T00:00:00Z"          # last confirmed
CROSS_1 = "2026-10-26T23:21:53Z"      # one confirmation: 0.5^(d/90) < 0.1 from day 298.97


def meta(path: Path) -> dict:
    return parse(path.read_text()).meta


def fact(write_entry, entry_id: str, title: str, layer: str = "long_term", **extra):
    extra.setdefault("kind", "fact")
    extra.setdefault("last_confirmed", LC)
    extra.setdefault("created", LC)
    return write_entry(layer, entry_id, f"- {title}.\n", title=title, **extra)


# Prune --------------------------------------------------------------------------------------

def test_prune_acts_on_the_boundary_day(run, write_entry, root) -> None:
    fact(write_entry, "make-builds-it-0001", "The build uses make")
    before = run("prune", "--apply", now="2026-10-26T00:00:00Z")  # day 298: score 0.1001
    assert before.exit_code == 0 and "nothing to change" in before.stdout
    assert (root / "long_term/make-builds-it-0001.md").exists()
    after = run("prune", "--apply", now="2026-10-28T00:00:00Z")   # day 300
    assert after.exit_code == 0, after.stderr
    moved = root / "archive/make-builds-it-0001.md"
    assert moved.exists() and not (root / "long_term/make-builds-it-0001.md").exists()
    m = meta(moved)
    assert m["status"] == "archived" and m["archived_from"] == "long_term"
    assert m["archived_at"] == CROSS_1
    assert m["decay_score"] == 0.099
    assert m["archived_reason"].startswith("decay score 0.099 below 0.1")
    assert m["title"] == "The build uses make" and m["last_confirmed"] == LC  # metadata kept
    assert len(list((root / "reports").glob("*-prune.md"))) == 1
    events = [json.loads(line) for line in (root / "log/events.jsonl").read_text().splitlines()]
    assert [(e["event"], e["id"]) for e in events] == [("prune", "make-builds-it-0001")]


def test_a_score_just_below_the_threshold_never_prints_as_the_threshold(run, write_entry,
                                                                         root) -> None:
    # Day 299 after the last confirmation: 0.5^(299/90) = 0.099979..., "0.100" at 3 decimals.
    fact(write_entry, "flags-off-staging-0001", "Feature flags are off on staging",
         kind="preference")
    fact(write_entry, "make-builds-it-0002", "The build uses make")
    fact(write_entry, "kept-fresh-0003", "A fresher fact", last_confirmed="2026-06-01T00:00:00Z")
    later = "2026-10-27T00:00:00Z"
    rows = json.loads(run("decay", "--json", now=later).stdout)["entries"]
    below = {r["id"]: (r["score"], r["below_threshold"]) for r in rows}
    assert below["make-builds-it-0002"] == (0.09997, True)  # the number agrees with the flag
    assert below["kept-fresh-0003"][1] is False
    table = run("decay", now=later).stdout.splitlines()
    line = next(i for i, text in enumerate(table) if "prune threshold 0.1" in text)
    above = " ".join(table[:line])
    assert "0.0999   299d" in above and "make-builds-it-0002" in above
    assert "flags-off-staging-0001  [keep: protected kind (preference)]" in above
    assert "kept-fresh-0003" in " ".join(table[line:])
    pruned = run("prune", now=later).stdout
    assert "score 0.0999 < 0.1: confirmed 299 d ago" in pruned and "0.100 <" not in pruned
    # the base is the whole score here: its reason reads as the score does
    assert "confirmed 299 d ago: base 0.0999;" in pruned and "base 0.100" not in pruned
    kept = json.loads(run("prune", "--json", now=later).stdout)["items"]
    assert [i["reason"] for i in kept if i["action"] == "kept"] == [
        "score 0.0999 but protected kind (preference)"]


def test_pruning_later_writes_the_same_bytes(tmp_path, run, write_entry, root) -> None:
    """Entry content never records when the job ran: archived_at is when the score crossed."""
    fact(write_entry, "make-builds-it-0001", "The build uses make", confirmations=3)
    run("prune", "--apply", now="2026-11-20T00:00:00Z")
    first = (root / "archive/make-builds-it-0001.md").read_bytes()
    (root / "archive/make-builds-it-0001.md").unlink()
    fact(write_entry, "make-builds-it-0001", "The build uses make", confirmations=3)
    run("prune", "--apply", now="2027-09-01T00:00:00Z")
    assert (root / "archive/make-builds-it-0001.md").read_bytes() == first


def test_protected_preserved_and_reviewed_entries_are_never_pruned(run, write_entry,
                                                                   root) -> None:
    for kind in ("preference", "security_rule", "constraint", "decision", "architecture"):
        fact(write_entry, f"rule-{kind.replace('_', '-')}", f"A {kind}", kind=kind)
    fact(write_entry, "kept-by-hand-0001", "Kept by hand", preserve=True)
    fact(write_entry, "under-review-0002", "Under review", status="needs_review")
    fact(write_entry, "plain-0003", "Plain old fact")
    result = run("prune", "--apply", "--json", now="2028-01-01T00:00:00Z")
    data = json.loads(result.stdout)
    assert [i["id"] for i in data["items"] if i["action"] == "prune"] == ["plain-0003"]
    kept = {i["id"]: i["reason"] for i in data["items"] if i["action"] == "kept"}
    assert "protected kind (security_rule)" in kept["rule-security-rule"]
    assert "preserve: true" in kept["kept-by-hand-0001"]
    assert "under review" in kept["under-review-0002"]
    assert sorted(p.name for p in (root / "archive").glob("*.md")) == ["plain-0003.md"]


def test_a_recall_in_the_last_month_saves_it(run, write_entry, store, root) -> None:
    fact(write_entry, "recalled-0001", "Recalled now and then")
    fact(write_entry, "forgotten-0002", "Never recalled")
    clock.set_now("2027-05-01T00:00:00Z")
    recall_log.append(store, "recalled", ["recalled-0001"])
    clock.set_now(None)
    run("prune", "--apply", now="2027-05-20T00:00:00Z")
    assert (root / "long_term/recalled-0001.md").exists()
    assert (root / "archive/forgotten-0002.md").exists()
    run("prune", "--apply", now="2027-06-02T00:00:00Z")  # the recall left the 30-day window
    m = meta(root / "archive/recalled-0001.md")
    assert m["archived_at"] == "2027-05-31T00:00:01Z"


def test_a_summary_goes_only_after_its_sources(run, write_entry, root) -> None:
    fact(write_entry, "summary-0001", "Summary", status="compacted", sources=["src-0002"])
    fact(write_entry, "src-0002", "A source", compacted_into="summary-0001")
    result = run("prune", "--apply", "--json", now="2028-01-01T00:00:00Z")
    kept = [i for i in json.loads(result.stdout)["items"] if i["action"] == "kept"]
    assert kept[0]["id"] == "summary-0001" and "live sources" in kept[0]["reason"]
    run("prune", "--apply", now="2028-01-02T00:00:00Z")
    assert (root / "archive/summary-0001.md").exists()


def test_prune_dry_run_writes_nothing(run, write_entry, root) -> None:
    fact(write_entry, "old-0001", "Old")
    before = tree(root)
    result = run("prune", now="2028-01-01T00:00:00Z")
    assert result.exit_code == 0 and "dry run" in result.stdout and "old-0001" in result.stdout
    assert tree(root) == before
    assert not (root / ".cache").exists() or not (root / ".cache/lock").exists()


# Restore ------------------------------------------------------------------------------------

def test_restore_by_id_brings_it_back_and_keeps_the_archive_story(run, write_entry,
                                                                  root) -> None:
    fact(write_entry, "make-builds-it-0001", "The build uses make")
    run("prune", "--apply", now="2027-01-01T00:00:00Z")
    result = run("restore", "make-builds", now="2027-02-01T10:00:00Z")
    assert result.exit_code == 0, result.stderr
    assert "restored make-builds-it-0001 to long_term/make-builds-it-0001.md" in result.stdout
    m = meta(root / "long_term/make-builds-it-0001.md")
    assert m["status"] == "active" and m["restored_at"] == "2027-02-01T10:00:00Z"
    for key in ("archived_at", "archived_from", "archived_reason", "decay_score"):
        assert key not in m
    note = m["provenance"][-1]
    assert note["at"] == "2027-02-01T10:00:00Z" and note["source"] == "user"
    assert f"archived {CROSS_1} from long_term" in note["note"] and "0.099" in note["note"]
    # A person brought it back: the next prune at the same moment leaves it alone.
    assert "nothing to change" in run("prune", "--apply", now="2027-02-01T10:00:00Z").stdout
    events = (root / "log/events.jsonl").read_text()
    assert '"event": "restore"' in events


def test_restore_refuses_an_entry_that_is_not_archived(run, write_entry) -> None:
    fact(write_entry, "live-0001", "Live")
    result = run("restore", "live-0001")
    assert result.exit_code == 1
    assert "live-0001 is not archived (it is in long_term/)" in result.stderr
    assert run("restore", "nothing-like-it").exit_code == 1


def test_restore_an_expired_candidate_goes_back_to_working(run, write_entry, root) -> None:
    write_entry("archive", "noted-0001", "- noted once\n", status="expired",
                created="2026-01-01T00:00:00Z", expires_at="2026-01-31T00:00:00Z",
                expiry_reason="not promoted within 30 days of creation")
    assert run("restore", "noted-0001").exit_code == 0
    m = meta(root / "working/noted-0001.md")
    assert m["status"] == "candidate" and "expires_at" not in m
    assert "expired 2026-01-31T00:00:00Z" in m["provenance"][-1]["note"]


def test_a_restored_candidate_gets_a_whole_new_expiry_window(run, root) -> None:
    entry_id = run("add", "Health check endpoint is GET /healthz on the API port.", "--kind",
                   "fact", now="2026-03-02T09:00:00Z").stdout.strip()
    expired = run("consolidate", "--apply", now="2026-04-20T09:00:00Z")
    assert "## Expired (1)" in expired.stdout
    assert run("restore", entry_id, now="2026-04-20T09:00:00Z").exit_code == 0
    # The next consolidation (here through `session end`) counts from the restore, not created.
    ended = run("session", "end", now="2026-04-20T17:00:00Z")
    assert ended.exit_code == 0 and "nothing to do" in ended.stdout
    assert "Nothing to do." in run("consolidate", now="2026-05-20T08:59:59Z").stdout
    assert meta(root / f"working/{entry_id}.md")["status"] == "candidate"
    # Thirty days after the restore, unpromoted, it expires again, dated from the restore.
    run("consolidate", "--apply", now="2026-05-21T00:00:00Z")
    m = meta(root / f"archive/{entry_id}.md")
    assert (m["status"], m["expires_at"]) == ("expired", "2026-05-20T09:00:00Z")
    assert m["expiry_reason"].startswith("not promoted within 30 days of its restore (")


def test_restore_by_search_one_clear_match(run, write_entry, root) -> None:
    fact(write_entry, "deploy-with-ansible-0001", "Deploys run through ansible playbooks",
         layer="archive", status="archived", archived_from="long_term")
    fact(write_entry, "css-uses-tailwind-0002", "The CSS is written with tailwind",
         layer="archive", status="archived", archived_from="long_term")
    result = run("restore", "--search", "ansible playbook")
    assert result.exit_code == 0, result.stderr
    assert (root / "long_term/deploy-with-ansible-0001.md").exists()
    assert (root / "archive/css-uses-tailwind-0002.md").exists()


def test_restore_by_search_with_no_match_says_the_search_found_nothing(run, write_entry,
                                                                       root) -> None:
    fact(write_entry, "deploy-with-ansible-0001", "Deploys run through ansible playbooks",
         layer="archive", status="archived", archived_from="long_term")
    before = tree(root)
    result = run("restore", "--search", "kafka topics")
    assert result.exit_code == 1 and result.stdout == ""
    assert result.stderr == ("Error: nothing in archive/ matches 'kafka topics' (no archived "
                             "title, fact or tag has its words); see 'memstore recall QUERY "
                             "--include-archived'\n")
    assert tree(root) == before


def test_restore_by_search_names_the_live_entry_that_answers_when_none_is_archived(
        run, write_entry, root) -> None:
    # A user trial: in week 44 of the year the lead went looking for the Redis TTL note with
    # `restore --search` and read only "nothing in archive/ matches": it had never left
    # long_term/, it was stale (and so missing from what the agents loaded as knowledge).
    fact(write_entry, "redis-ttl-0001", "Redis cache entries expire after 300 seconds",
         status="stale", stale_since="2026-05-19T09:00:00Z")
    fact(write_entry, "deploy-with-ansible-0001", "Deploys run through ansible playbooks",
         layer="archive", status="archived", archived_from="long_term")
    before = tree(root)
    result = run("restore", "--search", "redis cache expire")
    assert result.exit_code == 1 and result.stdout == ""
    assert result.stderr.startswith("Error: nothing in archive/ matches 'redis cache expire'")
    assert result.stderr.endswith(
        "; redis-ttl-0001 (“Redis cache entries expire after 300 seconds”) answers it and is "
        "not archived: it is in long_term/, stale ('memstore confirm redis-ttl-0001' makes it "
        "active again)\n")
    assert tree(root) == before


def test_restore_by_search_several_matches_lists_them_and_restores_none(run, write_entry,
                                                                        root) -> None:
    for n, where in ((1, "staging"), (2, "production")):
        fact(write_entry, f"deploy-{where}-000{n}", f"Deploy to {where} with ansible",
             layer="archive", status="archived", archived_from="long_term")
    before = tree(root)
    result = run("restore", "--search", "deploy with ansible")
    assert result.exit_code == 1
    assert "deploy-staging-0001" in result.stdout and "deploy-production-0002" in result.stdout
    assert "2 archived entries match" in result.stderr and "--all" in result.stderr
    assert tree(root) == before
    result = run("retention", "restore", "--search", "deploy with ansible", "--all")
    assert result.exit_code == 0, result.stderr
    assert sorted(p.name for p in (root / "long_term").glob("*.md")) == [
        "deploy-production-0002.md", "deploy-staging-0001.md"]


def test_restore_all_without_search_is_bad_usage(run, write_entry, root) -> None:
    """`restore ID --all` restored the one entry and said nothing: --all (every one of several
    equally good --search matches) did nothing, and a person who meant "restore them all"
    could not tell."""
    fact(write_entry, "deploy-with-ansible-0001", "Deploys run through ansible playbooks",
         layer="archive", status="archived", archived_from="long_term")
    before = tree(root)
    result = run("restore", "deploy-with-ansible", "--all")
    assert result.exit_code == 2
    assert "--all" in result.stderr and "--search" in result.stderr
    assert tree(root) == before


def test_restore_by_search_ranks_as_recall_does(run, root) -> None:
    notes = ("Local Postgres runs in docker-compose on port 5433, not the default 5432.",
             "The parcel-api dev server listens on port 8080.",
             "Health check endpoint is GET /healthz on the API port.")
    ids = [run("add", note, "--kind", "fact", now="2026-03-02T09:00:00Z").stdout.strip()
           for note in notes]
    later = "2026-04-20T09:00:00Z"
    run("consolidate", "--apply", now=later)  # all three expire to archive/
    assert sorted(p.stem for p in (root / "archive").glob("*.md")) == sorted(ids)
    recalled = json.loads(run("recall", "postgres port", "--include-archived", "--json",
                              now=later).stdout)["hits"]
    assert recalled[0]["id"] == ids[0]
    # Every note says "port"; the Postgres one is the clear best match, as recall ranks it.
    result = run("restore", "--search", "postgres port", now=later)
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith(f"restored {ids[0]} to working/")
    assert sorted(p.stem for p in (root / "archive").glob("*.md")) == sorted(ids[1:])
    # The other two answer "port" about equally: listed with recall's scores, none restored.
    before = tree(root)
    tied = run("restore", "--search", "port", "--json", now=later)
    assert tied.exit_code == 1 and "2 archived entries match 'port' about equally" in tied.stderr
    matches = json.loads(tied.stdout)["matches"]
    assert sorted(m["id"] for m in matches) == sorted(ids[1:])
    assert tree(root) == before
    archived = ("--status", "archived", "--status", "expired", "--status", "superseded")
    scores = {h["id"]: h["score"] for h in json.loads(run(
        "recall", "port", *archived, "--json", now=later).stdout)["hits"]}
    for match in matches:
        assert match["score"] == pytest.approx(scores[match["id"]], abs=5e-4)


def test_restore_by_search_wants_most_of_the_query_not_one_shared_word(run, write_entry,
                                                                      root) -> None:
    fact(write_entry, "api-port-0001", "The parcel-api dev server listens on port 8080",
         layer="archive", status="archived", archived_from="long_term")
    fact(write_entry, "css-uses-tailwind-0002", "The CSS is written with tailwind",
         layer="archive", status="archived", archived_from="long_term")
    before = tree(root)
    # Only "port" is shared, and "postgres" (the rarer word) is in no archived entry: nothing
    # is restored, and the message names the closest so a person can restore it by id.
    result = run("restore", "--search", "postgres port")
    assert result.exit_code == 1 and result.stdout == ""
    assert result.stderr.startswith("Error: nothing in archive/ matches 'postgres port' well "
                                    "enough: the closest, api-port-0001 (")
    assert "holds too few of its words" in result.stderr and "restore it by id" in result.stderr
    assert tree(root) == before
    # Most of the query's words, a typo and another form of one included, are enough.
    result = run("restore", "--search", "parcel api servr port")
    assert result.exit_code == 0, result.stderr
    assert (root / "long_term/api-port-0001.md").exists()


def test_restore_a_superseded_entry_unlinks_only_when_asked(run, write_entry, root) -> None:
    fact(write_entry, "new-0002", "Use uv", supersedes=["old-0001"])
    fact(write_entry, "old-0001", "Use pip", layer="archive", status="superseded",
         superseded_by="new-0002", archived_from="long_term")
    run("restore", "old-0001")
    assert meta(root / "long_term/new-0002.md")["supersedes"] == ["old-0001"]
    assert meta(root / "long_term/old-0001.md")["superseded_by"] == "new-0002"
    (root / "long_term/old-0001.md").rename(root / "archive/old-0001.md")
    result = run("restore", "old-0001", "--unlink")
    assert "new-0002 no longer supersedes it" in result.stdout
    assert "supersedes" not in meta(root / "long_term/new-0002.md")
    assert "superseded_by" not in meta(root / "long_term/old-0001.md")



def test_a_restored_merge_stays_apart_and_its_evidence_is_not_counted_twice(run, root) -> None:
    # The newcomer trial restored a note consolidation had merged into a rule: the next run
    # merged it straight back, the rule's confirmations went 4 -> 5 and its provenance held
    # the same record twice (session 58). A merge undone is kept apart, as "both hold".
    rule = run("add", "Use uv for Python dependencies, never pip.", "--kind", "convention",
               "--source", "user", now="2026-11-01T09:00:00Z").stdout.strip()
    note = run("add", "Python dependencies: use uv, not pip.", "--kind", "convention",
               now="2026-11-02T09:00:00Z").stdout.strip()
    merged = run("consolidate", "--apply", now="2026-11-03T09:00:00Z")
    assert "## Merged (1)" in merged.stdout, merged.stdout
    before = meta(root / f"long_term/{rule}.md")
    restored = run("restore", note, now="2026-11-04T09:00:00Z")
    assert restored.exit_code == 0, restored.stderr
    assert f"kept apart from {rule}, which a merge had absorbed it into" in restored.stdout
    assert meta(root / f"working/{note}.md")["distinct_from"] == [rule]
    again = run("consolidate", "--apply", now="2026-11-05T09:00:00Z")
    assert "## Merged" not in again.stdout, again.stdout
    after = meta(root / f"long_term/{rule}.md")
    assert after["confirmations"] == before["confirmations"]
    assert after["provenance"] == before["provenance"]
    assert meta(root / f"working/{note}.md")["status"] == "candidate"


# Purge --------------------------------------------------------------------------------------

def archived(write_entry, entry_id: str, archived_at: str, **extra) -> Path:
    extra.setdefault("kind", "fact")
    return write_entry("archive", entry_id, "- The secret sauce is paprika.\n",
                       title="Sauce recipe", status="archived", created="2025-06-01T00:00:00Z",
                       archived_at=archived_at, archived_from="long_term", **extra)


def test_purge_keeps_89_days_and_deletes_91_leaving_a_tombstone(run, write_entry,
                                                                root) -> None:
    path = archived(write_entry, "sauce-recipe-0001", "2026-01-01T00:00:00Z")
    text = path.read_bytes()
    result = run("purge", "--apply", now="2026-03-31T00:00:00Z")  # 89 days
    assert "nothing to change" in result.stdout and path.exists()
    result = run("purge", "--apply", now="2026-04-02T00:00:00Z")  # 91 days
    assert result.exit_code == 0, result.stderr
    assert not path.exists()
    events = [json.loads(line) for line in (root / "log/events.jsonl").read_text().splitlines()]
    tomb = [e for e in events if e["event"] == "purge"]
    assert len(tomb) == 1
    assert tomb[0]["id"] == "sauce-recipe-0001"
    assert tomb[0]["content_sha256"] == hashlib.sha256(text).hexdigest()
    assert tomb[0]["title_sha256"] == hashlib.sha256(b"Sauce recipe").hexdigest()
    assert tomb[0]["created"] == "2025-06-01T00:00:00Z"
    assert tomb[0]["archived_at"] == "2026-01-01T00:00:00Z"
    assert tomb[0]["purged_at"] == "2026-04-02T00:00:00Z"
    for place in [root / "log", root / "reports"]:
        for file in place.iterdir():
            assert "paprika" not in file.read_text() and "Sauce recipe" not in file.read_text()


def test_purge_just_past_the_window_says_by_how_much(run, write_entry, root) -> None:
    """A second past the 90 days the report read "in archive/ for 90 days (over 90)", a line
    that contradicts itself; it says the part of a day that puts it over."""
    archived(write_entry, "sauce-recipe-0001", "2026-01-01T00:00:00Z")
    kept = run("purge", now="2026-04-01T00:00:00Z")  # exactly 90 days: kept
    assert kept.exit_code == 0 and "Nothing to do." in kept.stdout
    cases = {"2026-04-01T00:00:01Z": "for 90 days and 1 s (over 90)",
             "2026-04-01T05:30:00Z": "for 90 days and 5 h (over 90)",
             "2026-04-02T12:00:00Z": "for 91 days (over 90)"}
    for now, says in cases.items():
        result = run("purge", now=now)
        assert result.exit_code == 0, result.stderr
        assert says in result.stdout, (now, result.stdout)


def test_expired_entries_count_from_expires_at(run, write_entry, root) -> None:
    write_entry("archive", "noted-0001", "- x\n", status="expired",
                created="2026-01-01T00:00:00Z", expires_at="2026-01-31T00:00:00Z")
    run("purge", "--apply", now="2026-04-30T00:00:00Z")  # 89 days after expiry
    assert (root / "archive/noted-0001.md").exists()
    run("purge", "--apply", now="2026-05-02T00:00:00Z")
    assert not (root / "archive/noted-0001.md").exists()


def test_a_late_prune_still_gets_the_full_grace_period(run, write_entry, root) -> None:
    fact(write_entry, "make-builds-it-0001", "The build uses make")
    run("prune", "--apply", now="2027-06-01T00:00:00Z")  # archived_at 2026-10-26, long before
    path = root / "archive/make-builds-it-0001.md"
    run("purge", "--apply", now="2027-06-02T00:00:00Z")
    assert path.exists()
    run("purge", "--apply", now="2027-08-29T00:00:00Z")  # 89 days after the move
    assert path.exists()
    run("purge", "--apply", now="2027-08-31T00:00:00Z")  # 91 days after the move
    assert not path.exists()


def test_purge_never_deletes_protected_or_preserved_entries(run, write_entry, root) -> None:
    archived(write_entry, "rule-0001", "2025-01-01T00:00:00Z", kind="security_rule")
    archived(write_entry, "kept-0002", "2025-01-01T00:00:00Z", preserve=True)
    result = run("purge", "--apply", now="2026-11-20T00:00:00Z")
    assert "nothing to change" in result.stdout
    assert "kept (protected kind security_rule)" in result.stderr
    assert len(list((root / "archive").glob("*.md"))) == 2


def test_purge_deletes_a_merged_away_copy_of_a_rule_and_keeps_a_replaced_one(
        run, write_entry, root) -> None:
    # A user trial: an agent restated the user's security rule, consolidation merged the copy
    # into the rule (which holds every fact of it), and from then on every purge warned
    # "kept (protected kind security_rule) ... delete the file by hand", about a duplicate.
    def add(text: str, now: str, *extra: str) -> str:
        done = run("add", "-t", "Never commit .env files", text, "--kind", "security_rule",
                   *extra, now=now)
        assert done.exit_code == 0, done.stderr
        return done.stdout.strip()

    rule = add("Secrets live in the vault.", "2026-01-05T09:00:00Z", "--source", "user")
    copy = add("Secrets live in the vault; make env fetches them.", "2026-01-06T09:00:00Z",
               "--session", "s1")
    add("Secrets live in the vault; make env fetches them.", "2026-01-07T09:00:00Z",
        "--session", "s2")
    assert run("consolidate", "--apply", now="2026-01-08T09:00:00Z").exit_code == 0
    assert (root / f"archive/{copy}.md").exists()
    result = run("purge", "--apply", now="2026-04-10T09:00:00Z")
    assert result.exit_code == 0 and "warning" not in result.stderr, result.stderr
    assert not (root / f"archive/{copy}.md").exists()
    events = [json.loads(line) for line in (root / "log/events.jsonl").read_text().splitlines()]
    assert [e["id"] for e in events if e["event"] == "purge"] == [copy]
    kept = (root / f"long_term/{rule}.md").read_text()
    assert "- Secrets live in the vault; make env fetches them." in kept
    assert run("lint").exit_code == 0
    # A rule a person replaced with another (the other says something else) stays, as does a
    # copy whose survivor has left long_term/ itself.
    for entry_id, into, reason in (("old-rule-0001", rule, "contradicted"),
                                   ("copy-0002", "gone-0003", "merged into gone-0003")):
        write_entry("archive", entry_id, "- Secrets live in the vault.\n", kind="security_rule",
                    title="Never commit .env files", status="superseded",
                    created="2025-06-01T00:00:00Z", superseded_by=into,
                    archived_at="2026-01-01T00:00:00Z", archived_from="long_term",
                    archived_reason=reason)
    archived(write_entry, "gone-0003", "2026-11-01T00:00:00Z", kind="security_rule")
    result = run("purge", "--apply", now="2026-11-20T09:00:00Z")
    assert "nothing to change" in result.stdout
    assert "old-rule-0001.md: kept (protected kind security_rule)" in result.stderr
    assert "copy-0002.md: kept (protected kind security_rule)" in result.stderr


def test_purge_removes_links_to_what_it_deleted(run, write_entry, root) -> None:
    archived(write_entry, "old-0001", "2026-01-01T00:00:00Z", superseded_by="new-0002")
    fact(write_entry, "new-0002", "New", supersedes=["old-0001", "older-0003"])
    fact(write_entry, "older-0003", "Older", layer="archive", status="archived",
         archived_at="2026-11-01T00:00:00Z")
    run("purge", "--apply", now="2026-11-20T00:00:00Z")
    assert meta(root / "long_term/new-0002.md")["supersedes"] == ["older-0003"]
    assert run("lint").exit_code == 0


def test_purge_dry_run_writes_nothing_and_a_second_run_changes_nothing(run, write_entry,
                                                                       root) -> None:
    archived(write_entry, "sauce-recipe-0001", "2026-01-01T00:00:00Z")
    before = tree(root)
    assert "sauce-recipe-0001" in run("purge", now="2026-11-20T00:00:00Z").stdout
    assert tree(root) == before
    run("purge", "--apply", now="2026-11-20T00:00:00Z")
    after = tree(root)
    assert "nothing to change" in run("purge", "--apply", now="2026-11-20T00:00:00Z").stdout
    assert tree(root) == after


def test_a_title_ending_in_a_colon_gets_no_second_one_in_a_report(run, root) -> None:
    # ("What to check before a firing:: not promoted ..." in the editor trial's report)
    noted = run("add", "What to check before a firing:\n\n- the kiln lid is latched",
                "--kind", "procedure", now="2026-03-02T09:00:00Z").stdout.strip()
    done = run("consolidate", "--apply", now="2026-04-20T09:00:00Z")
    assert done.exit_code == 0, done.stderr
    report = "".join(p.read_text() for p in (root / "reports").glob("*-consolidate.md"))
    assert f"`{noted}` — What to check before a firing: not promoted" in report
    assert "::" not in report


def test_a_decision_outlives_the_purge_of_what_it_superseded(run, root) -> None:
    # A trial: `resolve NEW --over OLD`, OLD purged 90 days later, then an agent wrote OLD's
    # outdated fact again: the next consolidation sent the decision's winner back to review
    # with it (out of every context), as if the question had never been decided. Before the
    # purge only the note went to review; the tombstone keeps what is needed for that.
    old = run("add", "The API listens on port 8080.", "--kind", "fact", "--source", "user",
              now="2026-01-01T10:00:00Z").stdout.strip()
    new = run("add", "The API listens on port 9090.", "--kind", "fact", "--source", "user",
              now="2026-02-01T10:00:00Z").stdout.strip()
    assert run("consolidate", "--apply", now="2026-02-01T11:00:00Z").exit_code == 0
    assert run("resolve", new, "--over", old, now="2026-02-02T10:00:00Z").exit_code == 0
    assert run("purge", "--apply", now="2026-06-01T10:00:00Z").exit_code == 0
    assert not list(root.rglob(f"{old}.md"))
    tombstone = next(e for e in map(json.loads, (root / "log/events.jsonl").read_text()
                                    .splitlines()) if e["event"] == "purge" and e["id"] == old)
    assert tombstone["superseded_by"] == new and len(tombstone["facts_sha256"]) == 1
    said = json.dumps({k: v for k, v in tombstone.items() if k not in ("id", "superseded_by")})
    assert "8080" not in said and "listens" not in said  # hashes, never the text
    note = run("add", "the API listens on port 8080", "--session", "s-9",
               now="2026-06-02T10:00:00Z").stdout.strip()
    done = run("consolidate", "--apply", now="2026-06-02T11:00:00Z")
    assert done.exit_code == 0, done.stderr
    assert f"restates {old} (purged since), which {new} superseded: {new} stands" in done.stdout
    assert meta(root / f"long_term/{new}.md")["status"] == "active"
    assert meta(root / f"working/{note}.md")["status"] == "needs_review"
    assert "port 9090" in run("context", now="2026-06-02T12:00:00Z").stdout
