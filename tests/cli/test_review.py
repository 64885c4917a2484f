"""`memstore review` and `retention run --apply --commit` in a real temporary git repository."""

from __future__ import annotations

import json
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result
from conftest import tree

BEFORE = "2026-11-01T10:00:00Z"
AFTER = "2026-12-05T10:00:00Z"
Run = Callable[..., Result]


def git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(repo), *args], check=True, capture_output=True,
                          text=True).stdout


@pytest.fixture
def repo(root: Path, run: Run, write_entry: Callable[..., Path],
         monkeypatch: pytest.MonkeyPatch) -> Path:
    """A project repository whose memory/ holds a merge, an expiry and a prune waiting to
    happen, all committed."""
    for key, value in (("NAME", "Reviewer"), ("EMAIL", "reviewer@example.com")):
        monkeypatch.setenv(f"GIT_AUTHOR_{key}", value)
        monkeypatch.setenv(f"GIT_COMMITTER_{key}", value)
    project = root.parent
    git(project, "init", "-q", "-b", "main")
    (project / "README.md").write_text("# project\n")
    run("add", "--title", "Run uv sync after every pull", "--kind", "convention", "--",
        "- Run uv sync after every pull.\n- The lockfile is uv.lock; commit it.", now=BEFORE)
    run("add", "--kind", "convention", "Run uv sync after every pull", now=BEFORE)
    run("add", "--kind", "fact", "The CI uses GitHub Actions", now=BEFORE)
    write_entry("long_term", "old-build-tool-5e5e", "- Builds use tox.\n", title="Builds use tox",
                kind="fact", status="active", created="2025-06-01T00:00:00Z",
                last_confirmed="2025-06-01T00:00:00Z")
    for n, text in enumerate(("Tests run with pytest -q", "Test files live in tests/",
                              "Fixtures are in tests/conftest.py")):
        write_entry("long_term", f"testing-fact-{n}", f"- {text}.\n", title=text, kind="fact",
                    parent="testing", status="active", created="2026-10-01T00:00:00Z",
                    last_confirmed="2026-11-25T00:00:00Z")
    git(project, "add", "-A")
    git(project, "commit", "-q", "-m", "memory as it was")
    return project


def _ids(out: dict[str, object], action: str) -> list[str]:
    return [e["id"] for e in out["events"] if e["event"] == action]  # type: ignore[index,union-attr]


def test_review_after_a_consolidation_shows_each_decision(repo: Path, root: Path,
                                                          run: Run) -> None:
    assert run("consolidate", "--apply", now=AFTER).exit_code == 0
    result = run("review", "--json", now=AFTER)
    assert result.exit_code == 0, result.stderr
    out = json.loads(result.stdout)
    merge = next(e for e in out["events"] if e["event"] == "merge")
    absorbed = merge["from"][0]
    assert merge["facts_added"] == ["The lockfile is uv.lock; commit it."]
    assert _ids(out, "supersede") == [absorbed]
    assert _ids(out, "expire") == ["the-ci-uses-github-actions-9c9e"]
    moves = {(f["old_path"], f["path"]) for f in out["files"] if f["change"] == "moved"}
    assert (f"working/{absorbed}.md", f"archive/{absorbed}.md") in moves
    assert (f"working/{merge['id']}.md", f"long_term/{merge['id']}.md") in moves
    assert out["errors"] == [] and out["hand_edits"] == []

    text = run("review", now=AFTER).stdout
    assert "Merged (1)" in text and "added fact: The lockfile is uv.lock; commit it." in text
    assert f"moved     working/{absorbed}.md -> archive/{absorbed}.md" in text

    markdown = run("review", "--markdown", now=AFTER).stdout
    assert markdown.startswith("## Memory changes\n")
    assert "### Merged (1)" in markdown and f"  - absorbed: `{absorbed}`" in markdown
    assert "### Expired (1)" in markdown


def test_review_shows_archives_with_reason_and_score(repo: Path, run: Run) -> None:
    assert run("prune", "--apply", now=AFTER).exit_code == 0
    out = json.loads(run("review", "--json", now=AFTER).stdout)
    prune = next(e for e in out["events"] if e["event"] == "prune")
    assert prune["id"] == "old-build-tool-5e5e" and prune["decay_score"] < 0.1
    markdown = run("review", "--markdown", now=AFTER).stdout
    assert "### Pruned to archive/ (1)" in markdown
    assert f"decay score: {prune['decay_score']}" in markdown


def test_review_shows_a_restore_as_a_move_back(repo: Path, run: Run) -> None:
    run("prune", "--apply", now=AFTER)
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "pruned")
    assert run("restore", "old-build-tool-5e5e", now=AFTER).exit_code == 0
    out = json.loads(run("review", "--json", now=AFTER).stdout)
    assert _ids(out, "restore") == ["old-build-tool-5e5e"]
    assert {"change": "moved", "path": "long_term/old-build-tool-5e5e.md",
            "old_path": "archive/old-build-tool-5e5e.md"} in out["files"]
    assert "Restored (1)" in run("review", now=AFTER).stdout


def test_review_flags_hand_edits_that_break_the_format(repo: Path, root: Path,
                                                       run: Run) -> None:
    (root / "long_term" / "old-build-tool-5e5e.md").write_text("---\nkind: [fact\n---\n- tox\n")
    (root / "working" / "my note.md").write_text("- written by hand\n")
    out = json.loads(run("review", "--json", now=AFTER).stdout)
    assert [e["path"] for e in out["errors"]] == ["long_term/old-build-tool-5e5e.md",
                                                   "working/my note.md"]
    assert "long_term/old-build-tool-5e5e.md" in out["hand_edits"]
    assert out["events"] == []
    text = run("review", now=AFTER).stdout
    assert "Format errors (2)" in text and "bad YAML" in text


def test_review_only_reads(repo: Path, root: Path, run: Run) -> None:
    run("consolidate", "--apply", now=AFTER)
    store_before = tree(root)
    index_before = (repo / ".git" / "index").read_bytes()
    for args in (("review",), ("review", "--markdown"), ("review", "HEAD", "--json")):
        assert run(*args, now=AFTER).exit_code == 0
    assert tree(root) == store_before
    assert (repo / ".git" / "index").read_bytes() == index_before


def test_review_against_an_older_revision_and_bad_ones(repo: Path, run: Run) -> None:
    run("consolidate", "--apply", now=AFTER)
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "consolidated")
    assert json.loads(run("review", "--json", now=AFTER).stdout)["events"] == []
    older = json.loads(run("review", "HEAD~1", "--json", now=AFTER).stdout)
    assert "merge" in older["counts"]
    for bad, says in (("no-such-branch", "is not a commit"), ("HEAD~9", "is not a commit"),
                      ("--output=x", "is not a git revision")):
        result = run("review", "--", bad, now=AFTER)
        assert result.exit_code == 1 and says in result.stderr, result.stderr


def test_retention_run_commit_makes_one_commit_of_the_store(repo: Path, root: Path,
                                                            run: Run) -> None:
    (repo / "README.md").write_text("# project, edited\n")
    git(repo, "add", "README.md")  # staged outside the store: must not be swept in
    head = git(repo, "rev-parse", "HEAD").strip()
    result = run("retention", "run", "--apply", "--commit", now=AFTER)
    assert result.exit_code == 0, result.stderr
    assert "Committed " in result.stderr
    assert git(repo, "rev-parse", "HEAD~1").strip() == head
    message = git(repo, "log", "-1", "--format=%B")
    assert message.startswith("memstore: 1 merged")
    assert "### Merged (1)" in message and "### Pruned to archive/ (1)" in message
    assert "### Compacted (1)" in message and "  - sources: `testing-fact-0`" in message
    committed = git(repo, "show", "--name-status", "--format=", "HEAD").split("\n")
    assert all(line.split("\t")[-1].startswith("memory/") for line in committed if line)
    assert git(repo, "status", "--porcelain", "--", "memory") == ""
    assert git(repo, "diff", "--cached", "--name-only") == "README.md\n"


def test_the_headline_counts_each_change_once(repo: Path, root: Path, run: Run) -> None:
    # (a retention run that expired one note was committed as "memstore: 1 expired, 1 moved":
    # the expiry's own move counted a second time, so a reviewer looked for a second change;
    # the reviewer trial)
    result = run("retention", "run", "--apply", "--commit", now=AFTER)
    assert result.exit_code == 0, result.stderr
    headline = git(repo, "log", "-1", "--format=%b").split("`): ", 1)[1].split("\n")[0]
    assert headline.startswith("1 merged") and "moved" not in headline, headline
    git(repo, "mv", f"{root.name}/archive/old-build-tool-5e5e.md",
        f"{root.name}/long_term/old-build-tool-5e5e.md")
    assert "1 moved by hand" in run("review", now=AFTER).stdout.splitlines()[1]


def test_commit_needs_apply_and_a_repository(root: Path, run: Run) -> None:
    result = run("retention", "run", "--commit")
    assert result.exit_code == 2 and "--commit needs --apply" in result.stderr
    before = tree(root)
    result = run("retention", "run", "--apply", "--commit")
    assert result.exit_code == 1 and "is not in a git repository" in result.stderr
    assert tree(root) == before


def test_a_repository_with_no_commit_yet_is_said_before_anything_changes(
        root: Path, run: Run) -> None:
    """Right after `git init` and `memstore init`: `retention run --apply --commit` applied the
    run, then failed with "'HEAD' is not a commit ... (try HEAD, ...)" and committed nothing;
    `review` said the same, suggesting the very revision it had just refused."""
    git(root.parent, "init", "-q", "-b", "main")
    run("add", "--kind", "fact", "The CI uses GitHub Actions", now=BEFORE)
    before = tree(root)
    for args in (("retention", "run", "--apply", "--commit"), ("review",)):
        result = run(*args, now=AFTER)
        assert result.exit_code == 1, (args, result.output)
        assert result.stderr == (
            f"Error: {root.parent} has no commit yet: commit the store once (git add memory && "
            "git commit), then memstore compares it with that commit\n"), (args, result.stderr)
        assert tree(root) == before


def test_review_shows_decisions_taken_with_resolve(repo: Path, root: Path, run: Run) -> None:
    assert run("resolve", "testing-fact-0", "--over", "testing-fact-1", now=AFTER).exit_code == 0
    out = run("review", now=AFTER).stdout
    assert "2 decided" in out.splitlines()[1]
    section = out[out.index("Decided after review (2)"):]
    assert "testing-fact-0: Tests run with pytest -q" in section
    assert "with: `testing-fact-1`" in section and "contradicts:" not in section


def test_a_log_line_nested_too_deep_to_decode_is_skipped(repo: Path, root: Path,
                                                          run: Run) -> None:
    assert run("consolidate", "--apply", now=AFTER).exit_code == 0
    with (root / "log" / "events.jsonl").open("a") as log:
        log.write("[" * 100_000 + "]" * 100_000 + "\n")
    result = run("review", "--json", now=AFTER)
    assert result.exit_code == 0, result.stderr
    assert any(e["event"] == "merge" for e in json.loads(result.stdout)["events"])


def test_a_huge_log_in_the_base_revision_is_refused_by_its_size(repo: Path, root: Path,
                                                                run: Run) -> None:
    """`git show BASE:log/events.jsonl` read the whole blob: a log of gigabytes of zeros
    (packed to a few MB) in an old commit cost gigabytes of memory."""
    events = root / "log" / "events.jsonl"
    kept = events.read_bytes()
    with events.open("ab") as handle:
        handle.truncate(33 << 20)
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "a huge log")
    events.write_bytes(kept)
    result = run("review", now=AFTER)
    assert result.exit_code == 1
    head = git(repo, "rev-parse", "HEAD")[:12]
    assert result.stderr.startswith(f"Error: log/events.jsonl in {head}: {33 << 20} bytes, "
                                    "over the 33554432-byte limit for a log")


def test_a_restored_compaction_source_leaves_no_unexplained_edit(repo: Path, root: Path,
                                                                run: Run) -> None:
    # A user trial: restoring a compacted source rewrote its node too (the source leaves it),
    # and `memstore review` listed the node as "edited by hand (no logged command explains
    # them)".
    assert run("compact", "--apply", now=AFTER).exit_code == 0
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "compacted")
    assert run("restore", "testing-fact-1", now=AFTER).exit_code == 0
    out = json.loads(run("review", "--json", now=AFTER).stdout)
    assert out["hand_edits"] == []
    node = next(f["path"] for f in out["files"] if "compacted-" in f["path"])
    text = run("review", now=AFTER).stdout
    assert "Edited by hand" not in text
    assert f"Links removed (1)\n  {Path(node).stem}:\n    restored testing-fact-1 left it" in text


def test_review_counts_contradictions_as_the_reports_do(repo: Path, root: Path,
                                                        run: Run) -> None:
    # Flags were worded four ways: the report's table "2 entries (1 contradiction)", its
    # heading "1 contradiction, 2 entries", `session end` "1 contradiction flagged (2 entries
    # to review)" and `review` "2 flagged". One wording, pairs with entries in parentheses.
    for port in (8080, 9090):
        assert run("add", "--kind", "fact", f"The API listens on port {port}.",
                   now=BEFORE).exit_code == 0
        assert run("add", "--kind", "fact", f"The API listens on port {port}.",
                   now=BEFORE).exit_code == 0
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "two ports")
    assert run("consolidate", "--apply", now=AFTER).exit_code == 0
    said = "1 contradiction flagged (2 entries to review)"
    report = next((root / "reports").glob("*-consolidate.md")).read_text()
    assert f"| flag | {said} |" in report and f"\n## {said}\n" in report
    text = run("review", now=AFTER).stdout
    assert f"\n{said}\n" in text, text  # the section's heading
    assert text.count(said) == 2, text  # and the headline
    assert f"### {said}\n" in run("review", "--markdown", now=AFTER).stdout


def test_each_fact_a_merge_added_names_the_entry_it_came_from(repo: Path, root: Path, run: Run,
                                                             write_entry: Callable[..., Path]
                                                             ) -> None:
    # (three notes merged into one, two of them adding a fact each: the report, the review
    # and the commit message listed the absorbed ids and the added facts apart, so a reviewer
    # who disagreed with one fact could not tell which note to restore; the reviewer trial)
    notes = {"pytest-x-1a2b": ("2026-11-10T09:00:00Z", "Run the tests with pytest -x."),
             "pytest-x-5e6f": ("2026-11-18T17:45:00Z", "Run pytest -x for the tests.\n"
                                                       "- The CI job runs pytest -x too."),
             "pytest-x-3c4d": ("2026-11-14T11:20:00Z", "Run tests with pytest -x.\n"
                                                       "- pytest -x stops at the first failure.")}
    for entry_id, (created, body) in notes.items():
        write_entry("working", entry_id, f"- {body}\n", title=body.split("\n")[0].rstrip("."),
                    kind="procedure", status="candidate", created=created,
                    last_confirmed=created)
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "three notes")
    done = run("consolidate", "--apply", now=AFTER)
    assert done.exit_code == 0, done.stderr
    expected = ["added fact: The CI job runs pytest -x too. (from `pytest-x-5e6f`)",
                "added fact: pytest -x stops at the first failure. (from `pytest-x-3c4d`)"]
    report = next((root / "reports").glob("*-consolidate.md")).read_text()
    assert all(line in report for line in expected), report
    text = run("review", now=AFTER).stdout
    assert all(line in text for line in expected), text
    out = json.loads(run("review", "--json", now=AFTER).stdout)
    merge = next(e for e in out["events"] if e["event"] == "merge" and e["id"] == "pytest-x-1a2b")
    assert dict(zip(merge["facts_added"], merge["facts_from"], strict=True)) == {
        "The CI job runs pytest -x too.": "pytest-x-5e6f",
        "pytest -x stops at the first failure.": "pytest-x-3c4d"}


def test_a_persons_rule_replaced_by_an_agents_contradict_by_is_named(repo: Path, root: Path,
                                                                     run: Run) -> None:
    # (an agent added "Committing .env is fine for local test keys" and ran `contradict
    # <the user's .env rule> --by <its note>`: the rule went to archive/ and the note into
    # long_term/ as the security rule in force, and the review, the --commit message and a
    # pull request said "1 moved, 2 direct edits"; the reviewer trial)
    rule = run("add", "Never commit .env files", "--kind", "security_rule", "--source", "user",
               now=AFTER).stdout.strip()
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "the rule")
    note = run("add", "Committing .env is fine for local test keys", "--kind",
               "security_rule", now=AFTER).stdout.strip()
    assert run("contradict", rule, "--by", note, now=AFTER).exit_code == 0
    text = run("review", now=AFTER).stdout
    assert "1 rule a person stated replaced by an agent" in text.splitlines()[1], text
    assert (f"{rule}: Never commit .env files (security_rule, stated by a person)\n"
            f"    replaced by {note}: Committing .env is fine for local test keys "
            "(source: agent)") in text, text
    markdown = run("review", "--markdown", now=AFTER).stdout
    assert "### Replaced with `contradict --by` (1)" in markdown
    assert "a rule a person stated, replaced by an agent's entry" in markdown
    out = json.loads(run("review", "--json", now=AFTER).stdout)
    assert out["replaced"] == [{"id": rule, "title": "Never commit .env files",
                                "kind": "security_rule", "source": "user", "by": note,
                                "by_title": "Committing .env is fine for local test keys",
                                "by_source": "agent", "persons_rule": True}]
