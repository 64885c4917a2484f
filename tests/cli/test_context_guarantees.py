"""What an agent loads at session start keeps its promises (issue 16): rules whole at any age,
a fair share of the budget for every entry, the budget used, and a notice of what waits for
review, the same in `context`, `session start`, INDEX.md and the MCP resource."""

from __future__ import annotations

import json
import math
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from conftest import NOW
from hypothesis import given, settings
from hypothesis import strategies as st

from memstore.app import edits
from memstore.core import levels
from memstore.core.entry import parse_entry
from memstore.core.fileformat import bullets, render
from memstore.runtime import clock
from memstore.storage.store import Store

RULE = "Never commit .env files"
START = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)


def at(day: int, hour: int = 9) -> str:
    return clock.format_time(START + timedelta(days=day, hours=hour - 9))


def context(run: Any, now: str, budget: int = 2000, *extra: str) -> dict[str, Any]:
    result = run("context", "--budget", str(budget), "--json", *extra, now=now)
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)


def test_a_user_stated_security_rule_is_in_every_days_context_for_26_weeks(
        root: Path, store: Store, run: Any) -> None:
    rule_id = run("add", RULE, "--kind", "security_rule", "--source", "user",
                  now=at(0)).stdout.strip()
    rule_line = f"- **{RULE}** (`{rule_id}`, security_rule)\n"

    def add(day: int, hour: int, text: str, **kw: Any) -> None:
        clock.set_now(at(day, hour))
        edits.add(store, text, **kw)

    for day in range(26 * 7):
        # Notes come and go: two one-off observations a day, a long one every week, a
        # user-stated convention every other week (promoted, then aging through the levels).
        for n in range(2):
            add(day, 10 + n, f"Day {day} observation {n}: the build cache was cold on "
                f"runner {n}", tags=[f"d{day % 9}"])
        if day % 7 == 3:
            add(day, 12, f"Week {day // 7} investigation notes: " + "slow query detail " * 400,
                title=f"Week {day // 7} investigation")
        if day % 14 == 5:
            add(day, 13, f"Use fixture set {day} for integration tests", kind="convention",
                source="user")
        if day % 14 == 13:  # the lifecycle, every other week (it is the slow part here)
            assert run("retention", "run", "--apply", now=at(day, 23)).exit_code == 0
        data = context(run, at(day, 18))
        assert data["tokens"] <= 2000
        assert rule_line in data["text"], day
        assert {"id": rule_id, "section": "rules", "level": "full"} in data["included"], day
        assert "security_rule**: 1 entry" not in data["text"]
        if data["left_out"] or data["stepped_down"] or data["cut"]:
            assert data["tokens"] >= 0.9 * 2000, (day, data["tokens"])
    # Over half a year the store did change around the rule: notes expired, knowledge aged.
    listed = json.loads(run("list", "--json", now=at(182)).stdout)
    assert sum(1 for e in listed if e["status"] in ("expired", "archived")) > 20
    assert sum(1 for e in listed if e["layer"] == "long_term") > 5
    index = (root / "INDEX.md").read_text()
    assert rule_line in index.split("## Rules (always loaded in full)")[1]


def test_one_huge_working_note_gets_a_fair_share_and_the_budget_is_used(
        root: Path, write_entry: Any, run: Any) -> None:
    rule_id = run("add", RULE, "--kind", "security_rule", "--source", "user",
                  now=NOW).stdout.strip()
    for i in range(6):
        run("add", f"Small note {i}: the staging database restarts nightly at 0{i}:00",
            now=NOW)
    huge = "The profiler output of the nightly job, line by line. " * 2000  # ~108 KB
    (root / "huge.txt").write_text(huge)
    huge_id = run("add", huge, "--title", "Profiler dump", now=NOW).stdout.strip()
    data = context(run, NOW)
    text = data["text"]
    assert data["tokens"] <= 2000
    assert data["tokens"] >= 0.9 * 2000, data["tokens"]
    # The rule whole, every small note whole, the huge note cut with a pointer.
    assert f"- **{RULE}** (`{rule_id}`, security_rule)\n" in text
    assert sum(1 for i in data["included"] if i["section"] == "working"
               and i["level"] == "full") == 7
    assert [c["id"] for c in data["cut"]] == [huge_id]
    assert f"`memstore show {huge_id}` has the rest" in text
    assert data["cut"][0]["total"] > 100_000 > data["cut"][0]["shown"]
    assert "1 cut" in text.rstrip("\n").splitlines()[-1]
    for i in range(6):
        assert f"Small note {i}" in text
    # session start and the MCP-less library path give the same text
    started = run("session", "start", "--budget", "2000", now=NOW)
    assert started.stdout == text


def test_no_entry_takes_more_than_its_share_while_others_wait(write_entry: Any,
                                                              run: Any) -> None:
    for i in range(3):
        write_entry("working", f"long-{i}", "- " + f"long text {i} " * 3000,
                    title=f"Long {i}", created="2026-11-20T10:00:00Z")
    data = context(run, NOW, 1000)
    assert data["tokens"] <= 1000
    assert data["tokens"] >= 900
    shown = sorted(c["shown"] for c in data["cut"])
    assert len(shown) == 3 and shown[-1] - shown[0] < 80  # equal shares, word boundaries aside


def test_rules_over_the_budget_say_so_in_one_line(write_entry: Any, run: Any) -> None:
    for i in range(12):
        write_entry("long_term", f"rule-{i:02d}", f"- Constraint number {i}: " + "x " * 120,
                    title=f"Constraint {i}", kind="constraint", created="2025-01-01T00:00:00Z")
    write_entry("working", "note", "- A note.", title="A note", created="2026-11-20T10:00:00Z")
    data = context(run, NOW, 400)
    assert data["rules_over_budget"] is True and data["tokens"] <= 400
    last = data["text"].rstrip("\n").splitlines()[-1]
    shown = [i["id"] for i in data["included"]]
    assert shown and all(i.startswith("rule-") for i in shown)
    # (a terse line, which leaves room for more rules than the full one does; the note left
    # out is said too: the context never leaves an entry out unsaid)
    assert last in (f"Rules over budget: {len(shown)} of 12 shown; `memstore list "
                    "--protected` lists them all; 1 other entry left out (`memstore recall "
                    "QUERY`).",
                    f"{12 - len(shown)} rules (and 1 other entry) left out: `memstore list "
                    "--protected`")
    cut = {c["id"] for c in data["cut"]}
    for rule in shown:  # those shown in full are whole, the others by their title line
        after = data["text"].split(f"`{rule}`")[1]
        if rule in cut:
            assert after.startswith(f", constraint; cut: `memstore show {rule}` has the rest)")
        else:
            assert "x " * 119 + "x\n" in after
    for budget in range(150, 1600, 50):  # whichever line a budget leaves room for
        over = context(run, NOW, budget)
        if over["rules_over_budget"] and over["text"]:
            ending = over["text"].rstrip("\n").splitlines()[-1]
            assert "1 other entry" in ending or ending == (
                "1 more left out; rules: `memstore list --protected`"), (budget, ending)
    listed = run("list", "--protected", now=NOW).stdout.splitlines()
    assert len(listed) == 12 and all("constraint" in line for line in listed)
    everything = context(run, NOW, data["full_tokens"])
    assert not everything["rules_over_budget"]
    assert {i["id"] for i in everything["included"]} >= {f"rule-{i:02d}" for i in range(12)}


def test_over_the_budget_security_rules_come_first_and_none_is_passed_over(
        write_entry: Any, run: Any) -> None:
    write_entry("long_term", "card-numbers", "- Card numbers never reach the logs, the traces "
                "or a bug report: mask them at the edge, before anything records a request. "
                "This holds for every service that sees a checkout.", title="Card numbers stay "
                "out of every log", kind="security_rule", created="2026-11-19T09:00:00Z")
    write_entry("long_term", "queue", "- Redis holds the job queue.", title="Job queue",
                kind="decision", created="2026-11-19T09:00:00Z")
    write_entry("long_term", "pairing", "- Pair on schema changes.", title="Pairing",
                kind="preference", created="2026-11-19T09:00:00Z")
    full = context(run, NOW, 2000)["text"]
    assert full.index("`card-numbers`") < full.index("`queue`")  # security rules first
    for budget in range(40, 200, 5):
        data = context(run, NOW, budget)
        shown = [i["id"] for i in data["included"]]
        assert data["tokens"] <= budget
        # a later, shorter rule never takes the place of the security rule
        assert not shown or shown[0] == "card-numbers", (budget, shown)
    # at some budget the security rule is there by its title only, and nothing else is
    titled = [b for b in range(40, 200, 5) if context(run, NOW, b)["cut"]]
    assert titled
    data = context(run, NOW, titled[0])
    assert [c["id"] for c in data["cut"]] == ["card-numbers"]
    assert "**Card numbers stay out of every log** (`card-numbers`, security_rule; cut: " \
        "`memstore show card-numbers` has the rest)" in data["text"]


def test_a_tight_budget_drops_the_preamble_before_the_security_rule(write_entry: Any,
                                                                   run: Any) -> None:
    # A user trial: `context --budget 60` printed the title, the "Full text: ..." preamble and
    # "Rules over budget: 0 of 2 shown", 212 of its 240 characters, where the security rule
    # and the closing line alone fit; `--budget 30` already left the preamble out.
    write_entry("long_term", "no-bodies", "- Never log request bodies; they hold card data",
                title="Never log request bodies; they hold card data", kind="security_rule",
                source="user", created="2026-11-01T09:00:00Z")
    write_entry("long_term", "subtests", "- Table-driven tests with t.Run subtests",
                title="Priya prefers table-driven tests with t.Run subtests",
                kind="preference", source="user", created="2026-11-01T09:00:00Z")
    for i in range(8):
        write_entry("working", f"note-{i}", f"- Observation number {i} about the service",
                    title=f"Observation {i}", created="2026-11-19T09:00:00Z")
    line = next(x for x in context(run, NOW)["text"].splitlines() if "`no-bodies`" in x)
    heading = "## Rules (always loaded in full)\n\n"
    tersest = "1 rule (and 8 other entries) left out: `memstore list --protected`\n"
    fits = math.ceil((len(heading) + len(line) + 2 + len(tersest)) / 4)
    assert fits <= 60  # (the trial's budget)
    shown_before = 0
    for budget in range(fits, 120):
        data = context(run, NOW, budget)
        shown = [i["id"] for i in data["included"] if i["section"] == "rules"]
        assert data["tokens"] <= budget
        assert shown[:1] == ["no-bodies"], (budget, data["text"])
        assert line in data["text"]
        # more budget never shows fewer rules
        assert len(shown) >= shown_before, (budget, data["text"])
        shown_before = len(shown)


def test_every_closing_line_counts_one_entry_in_the_singular(write_entry: Any,
                                                             run: Any) -> None:
    # A user trial: one rule and one note, `--budget 64` ended "1 entries left out; ...".
    write_entry("long_term", "no-bodies", "- Never log request bodies", title="Never log "
                "request bodies", kind="security_rule", created="2026-11-01T09:00:00Z")
    write_entry("working", "router", "- The HTTP router is chi and it is configured in "
                "cmd/server/main.go", title="The HTTP router is chi and it is configured in "
                "cmd/server/main.go", created="2026-11-19T09:00:00Z")
    endings = set()
    for budget in range(10, 120):
        text = context(run, NOW, budget)["text"]
        if text:
            endings.add(text.rstrip("\n").splitlines()[-1])
    assert "1 entry left out; `memstore recall QUERY` finds it." in endings
    assert not [e for e in endings if "1 entries" in e or "1 rules" in e], endings


def test_one_rule_over_the_budget_is_counted_in_the_singular(write_entry: Any,
                                                              run: Any) -> None:
    # A user trial: one long security rule at --budget 150 ended "**Rules over budget:** the
    # 1 rules need 199 tokens, ...; 0 of them are shown in full, 1 by title only, ...".
    write_entry("long_term", "no-bodies", "- " + "Never log request bodies: they hold card "
                "numbers, CVVs and addresses. " * 8, title="Never log request bodies",
                kind="security_rule", created="2026-11-01T09:00:00Z")
    write_entry("working", "note", "- note", title="note", created="2026-11-19T09:00:00Z")
    lines = set()
    for budget in range(10, 240, 5):
        text = context(run, NOW, budget)["text"]
        if text:
            lines.add(text.rstrip("\n").splitlines()[-1])
    assert not [x for x in lines if "1 rules" in x or "0 of them" in x], lines
    titled = [x for x in lines if x.startswith("**Rules over budget:**")]
    assert titled and all(x.startswith("**Rules over budget:** the rule needs ") for x in titled)
    assert any("; it is shown by its title only, `memstore list --protected` lists it "
               "(`memstore context --budget " in x for x in titled), titled


def test_a_budget_too_small_for_anything_says_so_on_stderr(write_entry: Any, run: Any) -> None:
    write_entry("long_term", "the-rule", "- Never push to main.", title="Never push to main",
                kind="constraint", created="2026-11-19T09:00:00Z")
    result = run("context", "--budget", "3", now=NOW)
    assert result.exit_code == 0 and result.stdout == ""
    assert result.stderr.startswith("warning: a budget of 3 tokens holds nothing (1 rule left "
                                    "out: `memstore list --protected` lists it)")
    assert "`memstore context --budget " in result.stderr


def test_old_protected_entries_are_whole_and_old_plain_ones_are_principles(
        write_entry: Any, run: Any) -> None:
    write_entry("long_term", "data-residency", "- Customer data stays in the EU region.\n"
                "- Backups too.", title="Data residency", kind="constraint",
                created="2026-01-01T00:00:00Z")
    write_entry("long_term", "small-prs", "- Keep each change small.", title="Small changes",
                kind="preference", created="2026-01-01T00:00:00Z")
    write_entry("long_term", "retry", "- Retry the payment API three times.", title="Retries",
                kind="fact", created="2026-01-01T00:00:00Z", confirmations=3, successes=2)
    text = context(run, NOW)["text"]
    rules, rest = text.split("## Long-term memory")
    assert "- **Data residency** (`data-residency`, constraint)\n" in rules
    assert "  - Customer data stays in the EU region.\n  - Backups too.\n" in rules
    assert "- **Small changes** (`small-prs`, preference)" in rules
    assert "fact (1 entry, success rate 100% (2 of 2)):" in rest
    assert "- Retries: Retry the payment API three times (confirmed 3×, 2 successes; " \
           "`retry`)" in rest
    assert "1 entry, no outcomes recorded\n" not in text


def test_entries_waiting_for_review_are_announced(write_entry: Any, run: Any,
                                                  root: Path) -> None:
    write_entry("long_term", "port-8080", "- The API listens on 8080.", title="API port",
                kind="fact", status="needs_review", created="2026-11-19T00:00:00Z")
    write_entry("working", "port-9090", "- The API listens on 9090.", title="API port",
                status="needs_review", created="2026-11-19T00:00:00Z")
    write_entry("long_term", "fine", "- Fine.", title="Fine", kind="fact",
                created="2026-11-19T00:00:00Z")
    line = ("**Review:** 2 entries wait for review (status needs_review): "
            "`memstore list --status needs_review` lists them, `memstore resolve` decides "
            "each.")
    data = context(run, NOW)
    assert data["needs_review"] == 2 and line in data["text"]
    text = data["text"]
    assert text.index("**Review:**") < text.index("## Long-term memory")
    assert run("index", now=NOW).exit_code == 0
    assert line in (root / "INDEX.md").read_text()
    # with a budget too small for the rest, the notice still comes before anything optional
    small = context(run, NOW, 90)
    assert line in small["text"]


def test_index_keeps_the_same_promises(root: Path, write_entry: Any, run: Any) -> None:
    write_entry("long_term", "env-rule", "- Never commit .env files.", title=RULE,
                kind="security_rule", created="2025-06-01T00:00:00Z")
    write_entry("long_term", "giant", "- " + "benchmark numbers " * 2000, title="Giant",
                kind="fact", created="2026-11-19T00:00:00Z")
    assert run("index", now=NOW).exit_code == 0
    index = (root / "INDEX.md").read_text()
    assert f"- **{RULE}** (`env-rule`, security_rule)\n" in index
    assert "`memstore show giant` has the rest" in index
    assert len(index) < 6000  # the giant is capped, even without a budget
    assert index.endswith("1 long entry cut at 4,000 characters; `memstore show ID` has the "
                          "rest.\n")
    assert run("index", "--budget", "300", now=NOW).exit_code == 0
    fitted = (root / "INDEX.md").read_text()
    assert math.ceil(len(fitted) / 4) <= 300 and "`env-rule`" in fitted


def test_session_start_can_skip_what_index_holds(write_entry: Any, run: Any) -> None:
    write_entry("long_term", "env-rule", "- Never commit .env files.", title=RULE,
                kind="security_rule", created="2025-06-01T00:00:00Z")
    write_entry("long_term", "known", "- Known.", title="Known", kind="fact",
                created="2026-11-01T00:00:00Z")
    write_entry("working", "today", "- Seen today.", title="Today",
                created="2026-11-20T10:00:00Z")
    full = run("session", "start", now=NOW).stdout
    assert "`env-rule`" in full and "`known`" in full and "`today`" in full
    assert run("index", now=NOW).exit_code == 0
    lean = run("session", "start", "--skip-index", now=NOW).stdout
    assert "`today`" in lean and "`env-rule`" not in lean and "`known`" not in lean
    assert "INDEX.md" in lean


def test_skip_index_prints_the_rules_when_index_md_holds_other_ones(
        root: Path, write_entry: Any, run: Any) -> None:
    # (the lead edited the .env rule by hand in review and committed it; INDEX.md, which
    # CLAUDE.md imports, still held the old text until some command rewrote it, and `session
    # start --skip-index` printed only the working window, so every Claude Code session loaded
    # the rule as it was before the edit; the reviewer trial)
    path = write_entry("long_term", "env-rule", "- Never commit .env files.\n"
                       "- If one slips in, rotate every key in it.\n", title=RULE,
                       kind="security_rule", created="2025-06-01T00:00:00Z")
    write_entry("long_term", "known", "- Known.", title="Known", kind="fact",
                created="2026-11-01T00:00:00Z")
    assert run("index", now=NOW).exit_code == 0
    lean = run("session", "start", "--skip-index", now=NOW).stdout
    assert "`env-rule`" not in lean and "out of date" not in lean
    path.write_text(path.read_text().replace("rotate every key in it.",
                                             "rotate every key in it and tell #security."))
    lean = run("session", "start", "--skip-index", now=NOW).stdout
    assert "`memory/INDEX.md` is out of date" in lean, lean
    assert "- If one slips in, rotate every key in it and tell #security." in lean
    assert "`known`" not in lean
    assert run("index", now=NOW).exit_code == 0
    assert "`env-rule`" not in run("session", "start", "--skip-index", now=NOW).stdout


def test_skip_index_with_no_recent_notes_does_not_call_the_store_empty(
        write_entry: Any, run: Any) -> None:
    # A user trial: `session start --skip-index` (what CLAUDE.md runs) on a store of 19
    # long-term entries and no recent working note said "No memories yet: `memstore add TEXT`
    # remembers one." -- an agent reading it would think the project has no memory.
    write_entry("long_term", "env-rule", "- Never commit .env files.", title=RULE,
                kind="security_rule", created="2025-06-01T00:00:00Z")
    write_entry("long_term", "known", "- Known.", title="Known", kind="fact",
                created="2026-11-01T00:00:00Z")
    assert run("index", now=NOW).exit_code == 0
    lean = run("session", "start", "--skip-index", now=NOW).stdout
    assert "No memories yet" not in lean
    assert "No working notes in the working window (last 14 days or 5 sessions)." in lean
    assert "INDEX.md" in lean


def test_fifteen_weeks_later_the_rule_is_text_not_a_count(run: Any, root: Path) -> None:
    """The issue's repro: a user-stated security rule, then `context --budget 2000`,
    INDEX.md and `wisdom` fifteen weeks later."""
    rule_id = run("add", RULE, "--kind", "security_rule", "--source", "user",
                  now=at(0)).stdout.strip()
    later = at(15 * 7)
    text = run("context", "--budget", "2000", now=later).stdout
    assert f"- **{RULE}** (`{rule_id}`, security_rule)\n" in text
    assert "- **security_rule**: 1 entry, no outcomes recorded\n" not in text
    assert run("index", now=later).exit_code == 0
    assert f"- **{RULE}** (`{rule_id}`, security_rule)\n" in (root / "INDEX.md").read_text()
    wisdom = run("wisdom", "--kind", "security_rule", now=later).stdout
    assert wisdom == (f"- **security_rule**: 1 entry, no outcomes recorded; most confirmed: "
                      f"{RULE} (1×, `{rule_id}`)\n")


FACT = st.text(st.characters(blacklist_categories=("Cs", "Cc")), min_size=1, max_size=300)


@settings(max_examples=200, deadline=None)
@given(facts=st.lists(FACT, min_size=1, max_size=12), fence=st.booleans(),
       cap=st.integers(0, 3000))
def test_a_cut_entry_is_a_prefix_with_a_pointer_within_its_cap(facts: list[str], fence: bool,
                                                                cap: int) -> None:
    """The law of the cut: never longer than the cap (once the title line and the pointer
    fit), always ending with the pointer, and what it keeps is the start of the entry."""
    body = bullets([" ".join(f.split()) or "x" for f in facts])
    if fence:
        body += "\n```sh\nmake test\n```\n"
    entry = parse_entry(render({"title": "A long note", "created": NOW}, body),
                        "working/long-note.md")
    full = levels.render_full(entry)
    cut = levels.render_full(entry, cap)
    if len(full) <= cap:
        assert cut == full
        return
    pointer = levels.cut_pointer(entry, len(full))
    assert cut.endswith(pointer)
    title = cut.split("\n", 1)[0]
    if cap >= len(title) + 1 + len(pointer) + len(levels.CLOSE_FENCE):
        assert len(cut) <= cap
    kept = cut[len(title) + 1:len(cut) - len(pointer)].rstrip("\n")
    facts_text, close = full.split("\n", 1)[1], levels.CLOSE_FENCE.rstrip("\n")
    assert facts_text.startswith(kept) or (
        kept.endswith(close) and facts_text.startswith(kept[:-len(close)]))
    assert kept.count("```") % 2 == 0  # a code block is never left open


def test_a_long_unbroken_word_is_cut_inside_not_left_out() -> None:
    """A word longer than `levels.LONG_WORD` (a hash, a base64 blob, a minified line) is cut
    inside: left out whole, it took all the room a cut entry had or none of it, and a context
    with more waiting used far less than its budget (found by the property test of
    tests/cli/test_context.py: 6,975 tokens of 7,751)."""
    blob = "x" * 5000
    entry = parse_entry(render({"title": "A note with a blob", "created": NOW},
                               bullets([f"The fixture is {blob} and nothing else"])),
                        "working/blob.md")
    cut = levels.render_full(entry, 2000)
    assert 2000 - len(levels.CLOSE_FENCE) <= len(cut) <= 2000
    assert "xxxxxxxxxx" in cut


def test_guard_an_ordinary_word_is_never_cut_inside() -> None:
    words = " ".join(f"word{n:04d}" for n in range(600))
    entry = parse_entry(render({"title": "A long note", "created": NOW}, bullets([words])),
                        "working/words.md")
    cut = levels.render_full(entry, 1000)
    kept = cut.split("\n")[1].removeprefix("  - ")
    assert all(len(word) == len("word0000") for word in kept.split())


def test_a_rule_flagged_for_review_stays_loaded_and_names_what_it_contradicts(
        root: Path, run: Any) -> None:
    # A user states a constraint; weeks later an agent notes the opposite. Consolidation flags
    # both for review, and the constraint, which may well still hold, stays in what every
    # session loads (with INDEX.md and `list --protected`), labelled with the other's id.
    rule = run("add", "Schema migrations run only from the release pipeline, never from a "
               "laptop.", "--kind", "constraint", "--source", "user",
               now="2026-11-02T09:00:00Z").stdout.strip()
    note = run("add", "Schema migrations can be run from a laptop.", "--kind", "fact",
               now="2026-11-16T09:00:00Z").stdout.strip()
    assert run("consolidate", "--apply", now="2026-11-16T10:00:00Z").exit_code == 0
    flagged = {e["id"]: e["status"] for e in json.loads(run("list", "--json").stdout)}
    assert flagged == {rule: "needs_review", note: "needs_review"}
    label = f"(`{rule}`, constraint, under review: contradicts `{note}`)"
    data = context(run, "2026-11-16T11:00:00Z")
    assert label in data["text"].split("## Rules")[1].split("**Review:**")[0]
    assert "Schema migrations run only from the release pipeline" in data["text"]
    assert "**Review:** 2 entries wait for review" in data["text"]
    assert [line.split()[0] for line in run("list", "--protected").stdout.splitlines()] == [rule]
    assert run("index", now="2026-11-16T11:00:00Z").exit_code == 0
    assert label in (root / "INDEX.md").read_text(encoding="utf-8")
    # once decided, it is a plain rule again
    assert run("resolve", rule, "--over", note, now="2026-11-16T12:00:00Z").exit_code == 0
    text = context(run, "2026-11-16T13:00:00Z")["text"]
    assert f"(`{rule}`, constraint)" in text and "under review" not in text


def test_an_observed_security_rule_flagged_for_review_stays_in_the_working_window(
        root: Path, run: Any) -> None:
    # An agent notes a security rule; the next day another agent notes the opposite.
    # Consolidation flags both for review. The rule, not yet promoted, was left out of every
    # context with the note that contradicts it: an agent starting a session read only "2
    # entries wait for review", nothing that says not to log request bodies (session 58). It
    # is loaded with the working window, labelled under review; the note in doubt stays out.
    rule = run("add", "Never log request bodies; they may hold card numbers.", "--kind",
               "security_rule", now="2026-11-01T10:00:00Z").stdout.strip()
    note = run("add", "It is fine to log full request bodies at debug level.",
               now="2026-11-02T10:00:00Z").stdout.strip()
    assert run("consolidate", "--apply", now="2026-11-03T10:00:00Z").exit_code == 0
    flagged = {e["id"]: (e["status"], e["layer"]) for e in json.loads(run("list", "--json").stdout)}
    assert flagged == {rule: ("needs_review", "working"), note: ("needs_review", "working")}
    text = context(run, "2026-11-03T11:00:00Z")["text"]
    working = text.split("## Working memory")[1]
    assert f"(`{rule}`, security_rule, under review: contradicts `{note}`)" in working
    assert "Never log request bodies" in working
    assert "fine to log full request bodies" not in text
    assert "**Review:** 2 entries wait for review" in text
    # once decided against the rule, the rule is gone and the winner is a plain note
    assert run("resolve", note, "--over", rule, now="2026-11-03T12:00:00Z").exit_code == 0
    assert "Never log request bodies" not in context(run, "2026-11-03T13:00:00Z")["text"]


def test_an_observed_security_rule_is_loaded_at_any_age(root: Path, run: Any) -> None:
    # An agent notes a security rule nobody confirms. A protected kind is never expired, so it
    # stays in working/ unpromoted; once 14 days old it left every context, and the context of
    # the store said "No memories yet" (session 58). It is loaded at any age, after the
    # window's notes, the heading saying why; a plain note that old is not.
    rule = run("add", "Never commit .env files.", "--kind", "security_rule",
               now="2026-11-01T10:00:00Z").stdout.strip()
    run("add", "The staging DB is refreshed nightly.", now="2026-11-01T10:00:00Z")
    recent = run("add", "Use uv for Python deps.", now="2026-12-14T10:00:00Z").stdout.strip()
    assert run("consolidate", "--apply", now="2026-12-15T10:00:00Z").exit_code == 0
    layers = {e["id"]: e["layer"] for e in json.loads(run("list", "--json").stdout)}
    assert layers[rule] == "working"  # never expired, never promoted
    data = context(run, "2026-12-15T11:00:00Z")
    working = data["text"].split("## Working memory")[1]
    assert working.startswith(" (last 14 days, and older notes of a protected kind,")
    assert working.index(recent) < working.index(rule)
    assert "refreshed nightly" not in data["text"]
    assert "No memories yet" not in data["text"]
    # within the window the heading says only the window
    fresh = context(run, "2026-11-02T11:00:00Z")["text"]
    assert "## Working memory (last 14 days, not yet consolidated)" in fresh
    assert "Never commit .env files." in fresh


def test_the_rules_heading_promises_them_in_full_only_when_they_are(write_entry: Any,
                                                                    run: Any) -> None:
    # A trial: `context --budget 53` printed "## Rules (always loaded in full)" over the
    # secrets rule cut to its title line, and the constraint left out. The heading says the
    # rules were cut when they were, at every budget, in `context` and `session start`.
    write_entry("long_term", "secrets", "- Never commit .env files.\n- Secrets live in the "
                "vault and are fetched at deploy time by the CI job.\n- Rotate a leaked key "
                "within the hour and tell the security channel.\n", title="Secrets handling",
                kind="security_rule", source="user", created="2026-11-01T09:00:00Z")
    write_entry("long_term", "tests-first", "- Always run make test before pushing to main.",
                title="Always run make test before pushing to main", kind="constraint",
                source="user", created="2026-11-01T09:00:00Z")
    facts = ["Never commit .env files.", "Rotate a leaked key within the hour",
             "Always run make test before pushing to main"]
    cut_seen = 0
    for budget in range(1, 160):
        for command in ("context", "session start"):
            result = run(*command.split(), "--budget", str(budget), now=NOW)
            assert result.exit_code == 0, result.stderr
            text = result.stdout
            if not text:  # too small for anything: the warning says the rules are missing
                assert "holds nothing (2 rules left out: `memstore list --protected` lists " \
                    "them)" in result.stderr, (command, budget, result.stderr)
            assert "0 more left out" not in text, (command, budget, text)
            if "## Rules (always loaded in full)" in text:
                assert all(f in text for f in facts), (command, budget, text)
            elif "## Rules" in text:
                assert "## Rules (cut to fit the budget)" in text, (command, budget, text)
                assert "`memstore list --protected`" in text, (command, budget, text)
                cut_seen += 1
    assert cut_seen
