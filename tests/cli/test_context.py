"""`memstore context` and INDEX.md: the most useful memory within a hard token budget."""

from __future__ import annotations

import json
import math
import random
import re
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from conftest import NOW
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from memstore.app.context import build_context, parts
from memstore.app.scaffold import init_store
from memstore.core import config, levels
from memstore.core.entry import KINDS
from memstore.core.fileformat import bullets, render
from memstore.runtime import clock
from memstore.storage import configfile
from memstore.storage.store import Snapshot, Store

DAY = timedelta(days=1)


def ago(days: float) -> str:
    return clock.format_time(clock.parse_time(NOW) - days * DAY)


# A generated store, written file by file (fast: no CLI, no ids to compute) -----------------

WORDS = ("api port cache redis docker compose pytest fixture uv lock ruff mypy deploy release "
         "branch merge schema migration queue worker retry timeout config yaml token budget "
         "index überprüfung naïve 日本語 db/migrations uv.lock v1.2.3 8080").split()


PLAIN_KINDS = [k for k in KINDS if not config.Config().is_protected(k)]


def generate(root: Path, n: int, seed: int) -> None:
    """`n` entries of every kind, status, age and size, in all three layers."""
    init_store(root)
    rng = random.Random(seed)
    for i in range(n):
        layer = rng.choices(["working", "long_term", "archive"], [2, 7, 1])[0]
        status = {"working": rng.choice(["candidate"] * 9 + ["needs_review"]),
                  "long_term": rng.choice(["active"] * 6 + ["stale", "compacted",
                                                             "needs_review", "superseded"]),
                  "archive": "archived"}[layer]
        age = rng.uniform(0, 20) if layer == "working" else rng.expovariate(1 / 80)
        words = rng.randint(1, 14)
        title = " ".join(rng.choices(WORDS, k=words))
        facts = [" ".join(rng.choices(WORDS, k=rng.randint(1, 40)))
                 for _ in range(rng.choice([0, 1, 1, 2, 3, 5, 12]))]
        if rng.random() < 0.05:
            facts.append("```sh\n" + "\n".join(rng.choices(WORDS, k=8)) + "\n```")
        if rng.random() < 0.02:
            facts.append("x" * rng.randint(1000, 6000))
        meta: dict[str, Any] = {
            "id": f"e{i:05d}", "title": title, "status": status,
            "created": ago(age), "confirmations": rng.choice([1, 1, 1, 2, 3, 8]),
            # protected kinds are rules, loaded whole: a few, as in a real store
            "kind": rng.choice(PLAIN_KINDS if rng.random() < 0.97 else KINDS),
        }
        if rng.random() < 0.2:
            meta["successes"] = rng.randint(0, 5)
            meta["failures"] = rng.randint(0, 3)
        if rng.random() < 0.01:
            meta["preserve"] = True
        if rng.random() < 0.1:
            meta["title"] = "T" * rng.randint(100, 400)  # hand-written giant titles
        (root / layer / f"e{i:05d}.md").write_text(render(meta, bullets(facts)),
                                                   encoding="utf-8")


_STORES: dict[tuple[int, int], tuple[Store, Snapshot]] = {}


def store_of(factory: pytest.TempPathFactory, n: int, seed: int) -> tuple[Store, Snapshot]:
    if (n, seed) not in _STORES:
        root = factory.mktemp(f"store-{n}-{seed}") / "memory"
        generate(root, n, seed)
        store = Store(root)
        _STORES[(n, seed)] = (store, store.load(write_cache=False))
    return _STORES[(n, seed)]


def candidate_ids(store: Store, snapshot: Snapshot) -> list[str]:
    found = parts(store, snapshot)
    return [e.id for e in (*found.rules, *found.working, *found.long_term)]


def check_laws(store: Store, snapshot: Snapshot, budget: int) -> None:
    ctx = build_context(store, snapshot, budget)
    # Never over the budget, counted with the documented estimate.
    assert ctx.tokens <= budget
    assert ctx.tokens == math.ceil(len(ctx.text) / store.config.chars_per_token)
    # Nothing silently cut: every candidate is included or listed as left out, once.
    accounted = [i["id"] for i in ctx.included] + [i["id"] for i in ctx.left_out]
    assert sorted(accounted) == sorted(candidate_ids(store, snapshot))
    last = ctx.text.rstrip("\n").splitlines()[-1] if ctx.text else ""
    # Rules come whole, or one line says they are over budget and where to list them.
    rules = parts(store, snapshot).rules
    if ctx.rules_over_budget:
        assert not ctx.text or "`memstore list --protected`" in last
        assert all(i["section"] == "rules" for i in ctx.included)
    else:
        assert len(rules) == sum(1 for i in ctx.included if i["section"] == "rules")
        for rule in rules:
            assert levels.render_full(rule) in ctx.text
    cut = bool(ctx.left_out or ctx.stepped_down or ctx.cut)
    if cut and not ctx.rules_over_budget:
        assert ctx.text, "a budget of 50 tokens always has room for the pointer"
        assert "`memstore recall QUERY`" in last
        # The budget is used when more is waiting.
        if budget >= 1000:
            assert ctx.tokens >= 0.9 * budget, (ctx.tokens, budget)
    elif not cut:
        assert ctx.tokens == ctx.full_tokens
    for item in ctx.included:
        assert f"`{item['id']}`" in ctx.text
    for item in ctx.cut:
        assert f"`memstore show {item['id']}` has the rest" in ctx.text
        assert item["shown"] < item["total"]


SIZES = st.sampled_from([10, 10, 40, 150, 600, 2000, 5000])
BUDGETS = st.one_of(st.integers(50, 400), st.integers(400, 4000), st.integers(4000, 20_000))


@settings(max_examples=30, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(n=SIZES, seed=st.integers(0, 2), budget=BUDGETS)
def test_context_is_never_over_budget(tmp_path_factory: pytest.TempPathFactory, n: int,
                                      seed: int, budget: int) -> None:
    clock.set_now(NOW)
    if n >= 2000:
        seed = 0  # one large store of each size keeps the test fast
    store, snapshot = store_of(tmp_path_factory, n, seed)
    check_laws(store, snapshot, budget)


@pytest.mark.parametrize("budget", [50, 61, 120, 2000, 20_000])
def test_budget_edges_on_the_largest_store(tmp_path_factory: pytest.TempPathFactory,
                                           budget: int, now: str) -> None:
    store, snapshot = store_of(tmp_path_factory, 5000, 0)
    check_laws(store, snapshot, budget)


# Behaviour a user sees ---------------------------------------------------------------------


def test_working_entries_in_the_window_come_first_in_full(write_entry: Any, run: Any) -> None:
    write_entry("working", "today", "- Seen today.\n- Second fact.", title="Today",
                created=ago(0.5))
    write_entry("working", "old-note", "- Seen long ago.", title="Long ago", created=ago(20))
    write_entry("working", "disputed", "- Disputed.", title="Disputed", created=ago(1),
                status="needs_review")
    write_entry("long_term", "known", "- Known.", title="Known thing", created=ago(2))
    text = run("context").stdout
    working, long_term = text.split("## Long-term memory")
    assert "- **Today** (`today`, observation)\n  - Seen today.\n  - Second fact." in working
    assert "old-note" not in text and "disputed" not in text
    assert "**Known thing**" in long_term


def test_excluded_statuses_stay_out(write_entry: Any, run: Any) -> None:
    for status in ("superseded", "needs_review"):
        write_entry("long_term", f"is-{status.replace('_', '-')}", "- x.", status=status,
                    created=ago(2))
    write_entry("long_term", "is-stale", "- Old news.", status="stale", created=ago(2))
    text = run("context").stdout
    assert "is-superseded" not in text and "is-needs-review" not in text
    assert "(`is-stale`, observation, stale)" in text


def test_an_entry_git_left_conflicted_is_shown_as_two_versions_not_as_markers(
        write_entry: Any, run: Any) -> None:
    # (after a pull that stopped on a clash, the agent read "<<<<<<< ours" as a fact)
    body = ("- Postgres backups run nightly.\n<<<<<<< ours\n- Backups start at 02:00 UTC.\n"
            "=======\n- Backups start at 03:00 UTC.\n>>>>>>> theirs\n")
    path = write_entry("long_term", "backups", body, title="Postgres backups", kind="fact",
                       created=ago(2))
    before = path.read_bytes()
    for args in (["context"], ["context", "--json"], ["index"]):
        run(*args)
    text = run("context").stdout + (path.parent.parent / "INDEX.md").read_text()
    assert "(`backups`, fact, two versions from an unresolved git conflict: `memstore doctor`)" \
        in text
    assert "Backups start at 02:00 UTC." in text and "Backups start at 03:00 UTC." in text
    assert "<<<<<<<" not in text and "=======" not in text and ">>>>>>>" not in text
    [hit] = json.loads(run("recall", "postgres backups", "--json").stdout)["hits"]
    assert hit["conflicted"] is True and hit["facts"] == [
        "Postgres backups run nightly.", "Backups start at 02:00 UTC.",
        "Backups start at 03:00 UTC."]  # (recall --json and the MCP tool alike)
    assert path.read_bytes() == before  # doctor resolves it, from the markers


@pytest.fixture
def crowded(write_entry: Any) -> None:
    """Many long-term entries, one protected rule, one working entry."""
    for i in range(60):
        write_entry("long_term", f"plain-{i:02d}", f"- Plain fact number {i} " + "z" * 80,
                    title=f"Plain fact {i}", kind="fact", created=ago(3 + i % 5))
    write_entry("long_term", "the-rule", "- Never push to main.", title="Never push to main",
                kind="constraint", created=ago(5))
    write_entry("working", "fresh", "- Just noticed.", title="Just noticed", created=ago(0.1))


def test_when_it_cannot_fit_it_shortens_then_drops_and_says_so(crowded: None,
                                                               run: Any) -> None:
    data = json.loads(run("context", "--budget", "700", "--json").stdout)
    assert data["tokens"] <= 700 < data["full_tokens"]
    assert data["stepped_down"] and not data["left_out"]
    last = data["text"].rstrip("\n").splitlines()[-1]
    assert last.startswith("Cut to fit 700 tokens:")
    assert "shortened" in last and "`memstore recall QUERY`" in last
    assert f"`memstore context --budget {data['full_tokens']}` shows all" in last
    # The working entry and the protected rule keep their full text longest.
    assert "- **Just noticed** (`fresh`, observation)" in data["text"]
    assert "- **Never push to main** (`the-rule`, constraint)" in data["text"]
    everything = json.loads(run("context", "--budget", str(data["full_tokens"]),
                                "--json").stdout)
    assert everything["stepped_down"] == [] and everything["left_out"] == []


def test_rules_stay_whole_and_the_newest_knowledge_outlasts_the_rest(crowded: None,
                                                                     run: Any) -> None:
    data = json.loads(run("context", "--budget", "150", "--json").stdout)
    assert data["tokens"] <= 150
    by_id = {i["id"]: i["level"] for i in data["included"]}
    assert by_id.pop("fresh") == "full" and by_id.pop("the-rule") == "full"
    assert set(by_id.values()) == {"digest"}
    assert "- **Never push to main** (`the-rule`, constraint)" in data["text"]
    data = json.loads(run("context", "--budget", "90", "--json").stdout)
    assert data["included"] == [{"id": "the-rule", "section": "rules", "level": "full"}]
    assert "61 entries left out." in data["text"]


def test_recalled_entries_are_kept_before_unrecalled_ones(write_entry: Any, run: Any) -> None:
    for i in range(30):
        write_entry("long_term", f"note-{i:02d}", f"- Note {i} " + "y" * 100,
                    title=f"Note {i}", kind="fact", created=ago(2))
    run("recall", "Note 17", "--limit", "1")
    run("recall", "Note 17", "--limit", "1")
    data = json.loads(run("context", "--budget", "400", "--json").stdout)
    rank = {"full": 0, "summary": 1, "digest": 2, "wisdom": 3}
    detail = {i["id"]: rank[i["level"]] for i in data["included"]}
    # The recalled entry is among the most detailed, listed first, and not everything is.
    assert detail["note-17"] == min(detail.values()) < max(detail.values())
    assert data["text"].index("`note-17`") < min(data["text"].index(f"`note-{i:02d}`")
                                                 for i in range(30) if i != 17)


def test_default_budget_and_chars_per_token_come_from_the_config(root: Path, crowded: None,
                                                                 run: Any) -> None:
    configfile.update(root, "session.default_budget", 300)
    data = json.loads(run("context", "--json").stdout)
    assert data["budget"] == 300 and data["tokens"] <= 300
    configfile.update(root, "chars_per_token", 3)
    data = json.loads(run("context", "--json").stdout)
    assert data["tokens"] == math.ceil(len(data["text"]) / 3) <= 300


def test_an_empty_store_says_so(run: Any) -> None:
    assert "No memories yet" in run("context").stdout
    data = json.loads(run("context", "--json").stdout)
    assert data["tokens"] == data["full_tokens"] and data["rules"] == data["needs_review"] == 0


def test_a_tiny_budget_still_fits(crowded: None, run: Any) -> None:
    for budget in ("1", "3", "12"):
        result = run("context", "--budget", budget, "--json")
        data = json.loads(result.stdout)
        assert data["tokens"] <= int(budget)
    assert run("context", "--budget", "0").exit_code == 2  # a usage error, not empty output
    assert run("context", "--budget", "-1").exit_code == 2


def test_index_is_the_same_long_term_index(root: Path, write_entry: Any, run: Any) -> None:
    write_entry("working", "today", "- Seen today.", title="Today", created=ago(0.5))
    write_entry("long_term", "recent", "- Recent fact.", title="Recent", kind="fact",
                created=ago(2))
    write_entry("long_term", "older", "- Older fact.", title="Older", kind="fact",
                created=ago(45))
    write_entry("long_term", "oldest", "- Oldest fact.", title="Oldest", kind="fact",
                created=ago(400), confirmations=4)
    assert run("index").stdout == "INDEX.md written\n"
    assert run("index").stdout == "INDEX.md is up to date\n"
    index = (root / "INDEX.md").read_text()
    context = run("context", "--budget", "20000").stdout
    assert index.startswith("# Memory index\n")
    assert "3 long-term entries" in index and "today" not in index
    assert context.split("## Long-term memory")[1] == index.split("## Long-term memory")[1]
    assert "- **Recent** (`recent`, fact)" in index
    assert "- Older (`older`)" in index
    # The wisdom level states the principle and the counts behind it, never a bare count.
    assert ("fact (1 entry, no outcomes recorded):\n"
            "- Oldest: Oldest fact (confirmed 4×; `oldest`)\n") in index


def test_jobs_and_edits_refresh_the_index(root: Path, write_entry: Any, run: Any) -> None:
    for i, fact in enumerate(["Logs go to stdout", "Metrics go to statsd", "Traces go to otel"]):
        write_entry("long_term", f"member-{i}", f"- {fact}.", kind="fact", title=fact,
                    created=ago(20), parent="p")
    assert run("compact", "--apply").exit_code == 0
    index = (root / "INDEX.md").read_text()
    assert "[Compacted] fact group" in index and "member-0" not in index


def test_index_lists_by_title_and_fits_a_budget_when_asked(root: Path, crowded: None,
                                                           run: Any) -> None:
    assert run("index").exit_code == 0
    index = (root / "INDEX.md").read_text()
    full = index.split("### Full text")[1].split("###")[0]
    listed = [line for line in full.splitlines() if line.startswith("- **Plain fact")]
    assert len(listed) > 10 and listed == sorted(listed, key=str.casefold)
    assert run("index", "--budget", "300").exit_code == 0
    fitted = (root / "INDEX.md").read_text()
    assert math.ceil(len(fitted) / 4) <= 300
    last = fitted.rstrip("\n").splitlines()[-1]
    assert last.startswith("Cut to fit 300 tokens:") and "`memstore index --budget" in last
    assert "`the-rule`" in fitted  # protected entries are the last to go


def test_the_budget_is_used_beside_an_entry_with_a_long_unbroken_word(
        tmp_path_factory: pytest.TempPathFactory) -> None:
    # (the example the property test above found: one cut entry holds a 5,000-character
    # word, and the context used 6,975 tokens of 7,751 while more was waiting)
    clock.set_now(NOW)
    store, snapshot = store_of(tmp_path_factory, 150, 0)
    check_laws(store, snapshot, 7751)


def _claude_code_imports(text: str) -> list[str]:
    """What Claude Code would import from `text` (a file CLAUDE.md imports): `@path` at a line's
    start or after whitespace, outside fenced code blocks and inline code spans."""
    text = re.sub(r"(?s)(```|~~~).*?\1", "", text)
    text = re.sub(r"`[^`\n]*`", "", text)
    return re.findall(r"(?:^|\s)@((?:[^\s\\]|\\ )+)", text, re.M)


def test_the_index_imports_no_file_an_entry_names(root: Path, write_entry: Any,
                                                   run: Any) -> None:
    # CLAUDE.md imports INDEX.md, and Claude Code follows the imports of an imported file: an
    # entry saying "keys are in @../.env" (migrated, or arriving through git) loaded the
    # project's .env into every session, and a migrated Cursor rule "@web/README.md" that file.
    write_entry("long_term", "keys", "- Local keys are in @../.env\n- See @web/README.md too",
                title="Where the keys are", kind="fact", created=ago(1))
    write_entry("long_term", "deco", "- Flask routes use `@app.route`.\n\n```python\n"
                "@app.route('/')\ndef index(): ...\n```", title="@web/README.md",
                kind="convention", created=ago(1))
    assert run("index").exit_code == 0
    index = (root / "INDEX.md").read_text()
    assert _claude_code_imports(index) == []
    assert "Local keys are in \\@../.env" in index and "`@app.route`" in index
    assert "    @app.route('/')\n" in index  # a code block is shown as it is
    assert run("index").stdout == "INDEX.md is up to date\n"


def test_the_index_lists_security_rules_first_then_constraints(root: Path, write_entry: Any,
                                                               run: Any) -> None:
    # A user trial: INDEX.md sorted the rules by kind, so "Never commit .env files" came after
    # "Prefer small PRs" (preference < security_rule), where `context` puts it first.
    write_entry("long_term", "small-prs", "- Keep PRs under 400 lines.", kind="preference",
                title="Prefer small PRs", created=ago(3))
    write_entry("long_term", "migrations", "- Never from a laptop.", kind="constraint",
                title="Migrations run only from the release pipeline", created=ago(3))
    write_entry("long_term", "adr-queue", "- We use SQS.", kind="decision",
                title="Queue is SQS", created=ago(3))
    write_entry("long_term", "no-env", "- Secrets live in the vault.", kind="security_rule",
                title="Never commit .env files", created=ago(3))
    order = ["`no-env`", "`migrations`", "`adr-queue`", "`small-prs`"]
    for budget in ([], ["--budget", "150"], ["--budget", "5000"]):
        assert run("index", *budget).exit_code == 0
        rules = (root / "INDEX.md").read_text().split("## Rules")[1].split("\n\n")[1]
        assert [rules.index(i) for i in order] == sorted(rules.index(i) for i in order), rules


def test_a_rule_file_broken_by_a_hand_edit_is_named_in_context_and_the_index(
        root: Path, write_entry: Any, run: Any) -> None:
    # A user trial: the lead's hand edit left a quote open in the .env rule's title; the rule
    # left session start and INDEX.md without a word there (a warning on stderr, which no
    # agent reads), so every agent worked without it.
    write_entry("long_term", "no-env", "- Secrets live in the vault.", kind="security_rule",
                title="Never commit .env files", created=ago(3))
    write_entry("long_term", "small-prs", "- Keep PRs small.", kind="preference",
                title="Prefer small PRs", created=ago(3))
    path = root / "long_term/no-env.md"
    path.write_text(path.read_text().replace("title: Never", 'title: "Never'))
    broken = path.read_bytes()
    notice = ("**Unreadable:** `long_term/no-env.md` could not be read, so what it says is "
              "missing here (`memstore lint` says why; fix the file).\n")
    for budget in ("2000", "100"):
        shown = run("context", "--budget", budget)
        assert shown.exit_code == 0 and notice in shown.stdout, shown.stdout + shown.stderr
    assert run("index").exit_code == 0
    assert notice in (root / "INDEX.md").read_text()
    assert path.read_bytes() == broken
    # archive/ is history: a broken file there is lint's business, not every session's.
    path.rename(root / "archive/no-env.md")
    assert "Unreadable" not in run("context").stdout
