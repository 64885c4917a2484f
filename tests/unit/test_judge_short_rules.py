"""A short rule is not a heading when the other memory says its words with a no.

A memory of two or three words reads like a heading ("Deployment notes") and never absorbs
anything; but "Log request bodies." against "Don't log request bodies." is the plainest
contradiction there is, and was judged distinct ("a heading or placeholder is never the same as
anything"), so both stayed active and a session could load either."""

from __future__ import annotations

from pathlib import Path

import pytest
from judging import symmetric_kind, verdict


@pytest.mark.parametrize(("rule", "negated"), [
    ("Log request bodies.", "Don't log request bodies."),
    ("Use tabs.", "Never use tabs."),
    ("Squash merge PRs.", "You must not squash merge PRs."),
    ("Rebase before merging.", "Do not rebase before merging."),
    ("Commit lockfiles.", "Never commit lockfiles."),
])
def test_a_short_rule_and_its_words_said_with_a_no_conflict(rule: str, negated: str) -> None:
    assert symmetric_kind(rule, negated) == "conflict"
    assert verdict(rule, negated).reason == "negation"


@pytest.mark.parametrize(("heading", "other"), [
    ("Testing", "No testing on Fridays."),  # one word: a heading, not a rule
    ("Use tabs.", "Never use tabs in YAML."),  # the no is said of something narrower
    ("Deployment notes", "Deployment notes are not kept in the wiki."),
    ("Use tabs.", "Use tabs."),  # no no at all: a heading still merges with nothing
])
def test_a_heading_still_conflicts_with_nothing_else(heading: str, other: str) -> None:
    assert symmetric_kind(heading, other) == "distinct"


def test_consolidate_flags_both_for_review(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from memstore.cli import cli

    store = str(tmp_path / "memory")
    runner = CliRunner()
    assert runner.invoke(cli, ["init", store]).exit_code == 0
    ids = [runner.invoke(cli, ["--store", store, "add", text]).output.strip()
           for text in ("Log request bodies.", "Don't log request bodies.")]
    done = runner.invoke(cli, ["--store", store, "consolidate", "--apply"])
    assert done.exit_code == 0, done.output
    for entry_id in ids:
        text = next((tmp_path / "memory").rglob(f"{entry_id}.md")).read_text()
        assert "status: needs_review" in text
