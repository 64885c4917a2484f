"""Compaction levels in responses, wisdom aggregates and the optional summarizer command."""

from __future__ import annotations

import json
import sys
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from conftest import NOW

from memstore.core import levels
from memstore.core.config import Levels
from memstore.core.entry import Entry
from memstore.runtime import clock
from memstore.storage import configfile

DAY = timedelta(days=1)


def ago(days: float) -> str:
    return clock.format_time(clock.parse_time(NOW) - days * DAY)


def entry(days: float, **meta: Any) -> Entry:
    return Entry("long_term/x.md", {"id": "x", "created": ago(days), **meta}, "- a fact\n")


@pytest.mark.parametrize(("days", "level"), [
    (0, "full"), (6.99, "full"), (7, "summary"), (29.99, "summary"), (30, "digest"),
    (89.99, "digest"), (90, "wisdom"), (900, "wisdom"),
])
def test_levels_at_their_boundary_ages(days: float, level: str) -> None:
    assert levels.level_of(entry(days), clock.parse_time(NOW), Levels()) == level


def test_preserve_is_always_full_and_thresholds_are_configurable() -> None:
    now = clock.parse_time(NOW)
    assert levels.level_of(entry(900, preserve=True), now, Levels()) == "full"
    custom = Levels(full_days=1, summary_days=2, digest_days=3)
    assert [levels.level_of(entry(d), now, custom) for d in (0.5, 1.5, 2.5, 3)] == [
        "full", "summary", "digest", "wisdom"]


def test_summary_holds_title_key_facts_and_confidence() -> None:
    e = Entry("long_term/x.md", {"id": "x", "title": "Deploys", "confirmations": 4,
                                 "successes": 2, "failures": 1},
              "- Deploy with make release.\n- Tag first.\n- Then push.\n- Then wait.\n")
    summary = levels.render_summary(e)
    assert summary.count("\n") == 1
    assert "**Deploys**" in summary and "`x`" in summary
    assert "Deploy with make release; Tag first (+2 more)" in summary
    assert "confidence medium: 4 confirmations, 2 successes, 1 failure" in summary
    assert "Then wait." in levels.render_full(e)


def test_a_digest_is_one_short_line() -> None:
    e = Entry("long_term/x.md", {"id": "x", "title": "A title " * 30}, "- Fact\n" * 20)
    digest = levels.render_digest(e)
    assert digest.count("\n") == 1 and len(digest) < 110
    assert digest.endswith("… (`x`)\n")


@pytest.fixture
def known_store(write_entry: Any) -> None:
    """Conventions with known outcomes and an incident kind with a recurring failure."""
    write_entry("long_term", "use-uv", "- Use uv.", title="Use uv for dependencies",
                kind="convention", created=ago(200), confirmations=5, successes=3)
    write_entry("long_term", "run-ruff", "- Run ruff.", title="Run ruff before committing",
                kind="convention", created=ago(200), confirmations=3, successes=1, failures=1)
    write_entry("long_term", "one-off", "- Once.", title="Seen once", kind="convention",
                created=ago(200), contradictions=2)
    write_entry("long_term", "flaky-ci", "- CI flakes.", title="CI flakes on Mondays",
                kind="incident", created=ago(200), confirmations=4)
    write_entry("long_term", "disk-full", "- Disk full.", title="Disk filled up",
                kind="incident", created=ago(200))
    write_entry("long_term", "gone", "- Old.", title="Superseded one", kind="convention",
                status="superseded", confirmations=9)
    write_entry("archive", "archived", "- Old.", title="Archived one", kind="convention",
                confirmations=9)


def test_wisdom_aggregates_on_a_known_store(known_store: None, run: Any) -> None:
    result = run("wisdom", "--json")
    assert result.exit_code == 0, result.output
    by_kind = {w["kind"]: w for w in json.loads(result.stdout)}
    assert sorted(by_kind) == ["convention", "incident"]
    conv = by_kind["convention"]
    assert conv["entries"] == 3
    assert (conv["successes"], conv["failures"], conv["contradictions"]) == (4, 1, 2)
    assert conv["success_rate"] == round(4 / 7, 4)
    assert [(p["id"], p["confirmations"]) for p in conv["principles"]] == [
        ("use-uv", 5), ("run-ruff", 3)]
    assert conv["common_failure"] == {"id": "one-off", "title": "Seen once", "count": 2}
    inc = by_kind["incident"]
    assert inc["success_rate"] is None
    assert inc["common_failure"]["id"] == "flaky-ci" and inc["common_failure"]["count"] == 4


def test_wisdom_for_one_kind_as_text(known_store: None, run: Any) -> None:
    result = run("wisdom", "--kind", "convention")
    assert result.exit_code == 0
    assert result.stdout.count("\n") == 1
    assert result.stdout.startswith("- **convention**: 3 entries, success rate 57% (4 of 7)")
    assert "Use uv for dependencies (5×, `use-uv`)" in result.stdout
    assert "most common failure: Seen once (2×, `one-off`)" in result.stdout
    empty = run("wisdom", "--kind", "procedure")
    assert empty.exit_code == 0 and "no live long-term entries of kind procedure" in empty.stderr


def test_context_shows_each_entry_at_its_level(write_entry: Any, run: Any) -> None:
    facts = "- First fact here.\n- Second fact here.\n- Third fact here.\n"
    write_entry("long_term", "new-one", facts, title="New one", kind="fact", created=ago(3))
    write_entry("long_term", "week-old", facts, title="Week old", kind="fact", created=ago(10))
    write_entry("long_term", "month-old", facts, title="Month old", kind="fact", created=ago(40))
    write_entry("long_term", "ancient", facts, title="Ancient", kind="fact", created=ago(100),
                confirmations=2)
    write_entry("long_term", "kept", facts, title="Kept whole", kind="fact", created=ago(400),
                preserve=True)
    text = run("context", "--budget", "5000").stdout
    rules, rest = text.split("### Full text", 1)
    full, rest = rest.split("### Summaries", 1)
    summary, rest = rest.split("### Digest", 1)
    digest, wisdom = rest.split("### Wisdom", 1)
    assert "**New one**" in full and "  - Third fact here." in full
    # preserved: a rule, whole at any age
    assert "## Rules" in rules and "**Kept whole**" in rules
    assert "Third fact" in rules.split("**Kept whole**")[1]
    assert "**Week old**" in summary and "(+1 more)" in summary and "Third" not in summary
    assert "- Month old (`month-old`)" in digest and "fact:" in digest
    assert "Ancient" not in digest and "fact (1 entry, no outcomes recorded):" in wisdom
    assert "- Ancient: First fact here (confirmed 2×; `ancient`)" in wisdom



def test_the_level_counts_from_the_last_confirmation_not_from_created(
        write_entry: Any, run: Any) -> None:
    # A user trial: a release procedure written in spring and confirmed by the agents every
    # week was served in the autumn as a one-line principle, its second and third steps gone,
    # as if nobody had looked at it since spring.
    steps = "- Tag vX.Y.Z on main.\n- Run make release.\n- Announce in #releases.\n"
    write_entry("long_term", "release", steps, title="Release procedure", kind="procedure",
                created=ago(200), last_confirmed=ago(200), confirmations=1)
    for days in (30, 23, 16, 9, 2):
        assert run("confirm", "release", now=ago(days)).exit_code == 0
    text = run("context", "--budget", "5000").stdout
    full = text.split("### Full text", 1)[1]
    assert "**Release procedure**" in full and "  - Announce in #releases." in full
    assert run("used", "release", now=ago(-8)).exit_code == 0  # a success, 10 days on
    later = run("context", "--budget", "5000", now=ago(-8)).stdout
    assert "  - Announce in #releases." in later.split("### Full text", 1)[1]
    # Left alone for a month and more, it steps down as before, counting from then.
    quiet = run("context", "--budget", "5000", now=ago(-40)).stdout
    assert "- Release procedure (`release`)" in quiet.split("### Digest", 1)[1]
    assert "Announce" not in quiet


def test_level_ages_from_the_latest_of_created_last_confirmed_and_restored_at() -> None:
    now = clock.parse_time(NOW)
    assert levels.level_of(entry(200, last_confirmed=ago(3)), now, Levels()) == "full"
    assert levels.level_of(entry(200, last_confirmed=ago(10)), now, Levels()) == "summary"
    assert levels.level_of(entry(200, last_confirmed=ago(150), restored_at=ago(1)), now,
                           Levels()) == "full"
    # a last_confirmed before created (a hand edit) does not make it older
    assert levels.level_of(entry(5, last_confirmed=ago(100)), now, Levels()) == "full"


SUMMARIZER = """\
import os, sys
text = sys.stdin.read()
log = os.environ.get("CALLS_LOG")
if log:
    with open(log, "a") as handle:
        handle.write(os.environ["MEMSTORE_LEVEL"] + "\\n")
mode = sys.argv[1]
if mode == "fail":
    sys.stderr.write("model not loaded\\n")
    sys.exit(3)
if mode == "hang":
    import time
    time.sleep(30)
print(os.environ["MEMSTORE_LEVEL"].upper() + ": " + text.splitlines()[0].upper())
"""


@pytest.fixture
def summarizer(root: Path, tmp_path: Path, write_entry: Any,
               monkeypatch: pytest.MonkeyPatch) -> Any:
    script = tmp_path / "summarize.py"
    script.write_text(SUMMARIZER)
    calls = tmp_path / "calls.log"
    monkeypatch.setenv("CALLS_LOG", str(calls))
    write_entry("long_term", "week-old", "- Deploy with make.\n", title="Deploy steps",
                kind="procedure", created=ago(10))
    write_entry("long_term", "month-old", "- Tests use pytest.\n", title="Testing tool",
                kind="fact", created=ago(40))

    def configure(mode: str, timeout: float = 20) -> Path:
        monkeypatch.setenv("MEMSTORE_SUMMARIZER", f"{sys.executable} {script} {mode}")
        configfile.update(root, "compaction.summarizer_timeout_seconds", timeout)
        return calls

    return configure


def test_the_summarizer_command_writes_summary_and_digest_text(summarizer: Any,
                                                               run: Any) -> None:
    calls = summarizer("ok")
    result = run("context", "--budget", "5000")
    assert result.exit_code == 0 and result.stderr == ""
    assert "**Deploy steps** (`week-old`, procedure): SUMMARY: DEPLOY STEPS [confidence" in (
        result.stdout)
    assert "- DIGEST: TESTING TOOL (`month-old`)" in result.stdout
    assert sorted(calls.read_text().split()) == ["digest", "summary"]
    # The answers are cached: a second context does not run the command again.
    assert run("context", "--budget", "5000").stdout == result.stdout
    assert sorted(calls.read_text().split()) == ["digest", "summary"]


def test_a_failing_summarizer_falls_back_to_extractive_and_says_so(summarizer: Any,
                                                                   run: Any) -> None:
    calls = summarizer("fail")
    result = run("context", "--budget", "5000", "--json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert "Deploy with make" in data["text"] and "- Testing tool (`month-old`)" in data["text"]
    assert len(data["warnings"]) == 1
    assert "exited with status 3: model not loaded" in data["warnings"][0]
    assert "used the extractive summary for 2 entries" in data["warnings"][0]
    assert "warning: summarizer" in result.stderr
    assert len(calls.read_text().split()) == 1  # given up after the first failure


def test_a_hanging_summarizer_costs_one_timeout(summarizer: Any, run: Any) -> None:
    summarizer("hang", timeout=0.5)
    result = run("context", "--budget", "5000")
    assert result.exit_code == 0
    assert "timed out after 0.5 s" in result.stderr
    assert "Deploy with make" in result.stdout


def test_a_summarizer_in_the_committed_config_never_runs(root: Path, tmp_path: Path,
                                                         write_entry: Any, run: Any) -> None:
    # Issue 18: memstore.yaml arrives through git, and `context` (the MCP context resource at
    # every session start) ran the command it named on every clone.
    marker = tmp_path / "pwned"
    script = tmp_path / "evil.py"
    script.write_text(f"import pathlib, sys\npathlib.Path({str(marker)!r}).touch()\n"
                      "print('SUMMARY FROM A COMMITTED FILE')\n")
    write_entry("long_term", "week-old", "- Deploy with make.\n", title="Deploy steps",
                kind="procedure", created=ago(10))
    configfile.update(root, "compaction.summarizer", f"{sys.executable} {script}")
    result = run("context", "--budget", "5000")
    assert result.exit_code == 0
    assert not marker.exists() and "COMMITTED FILE" not in result.stdout
    assert "compaction.summarizer is ignored" in result.stderr
    assert "git config memstore.summarizer" in result.stderr
    lint = run("lint")
    assert lint.exit_code == 1 and "memstore.yaml: config-command:" in lint.stdout


def test_the_summarizer_comes_from_the_local_git_config(root: Path, tmp_path: Path,
                                                        write_entry: Any, run: Any) -> None:
    import subprocess

    project = root.parent
    subprocess.run(["git", "init", "-q", str(project)], check=True)
    script = tmp_path / "local.py"
    script.write_text("import sys\nprint('LOCAL: ' + sys.stdin.read().splitlines()[0])\n")
    subprocess.run(["git", "-C", str(project), "config", "--local", "memstore.summarizer",
                    f"{sys.executable} {script}"], check=True)
    write_entry("long_term", "week-old", "- Deploy with make.\n", title="Deploy steps",
                kind="procedure", created=ago(10))
    result = run("context", "--budget", "5000")
    assert result.exit_code == 0 and result.stderr == ""
    assert "LOCAL: Deploy steps" in result.stdout


def test_a_procedure_summary_keeps_every_step(write_entry: Any, run: Any) -> None:
    # A trial: a release procedure 10 days old was served as its first two steps and
    # "(+3 more)" by `context --budget 4000`, with thousands of tokens to spare.
    steps = ["Bump the version in pyproject.toml.", "Run make test and wait for green.",
             "Tag the commit vX.Y.Z and push the tag.", "Publish with make publish.",
             "Announce in #releases."]
    write_entry("long_term", "release-steps", "".join(f"- {s}\n" for s in steps),
                title="How to cut a release", kind="procedure", created=ago(10))
    write_entry("long_term", "week-old", "- First fact here.\n- Second.\n- Third.\n",
                title="Week old", kind="fact", created=ago(10))
    text = run("context", "--budget", "4000").stdout
    summary = text.split("### Summaries", 1)[1]
    line = next(x for x in summary.splitlines() if "`release-steps`" in x)
    assert all(s.rstrip(".") in line for s in steps), line
    assert "more)" not in line
    assert "(+1 more)" in summary  # a fact's summary still holds its first facts
    # too tight for the steps: stepped down to its digest line, never a cut procedure
    tight = run("context", "--budget", "60").stdout
    assert "Bump the version" not in tight or "Announce in #releases" in tight, tight
