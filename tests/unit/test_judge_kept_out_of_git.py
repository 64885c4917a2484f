"""Kept out of git is not committed (session 41; docs/consolidation.md, "Kept out of git
(session 41)"): "Never commit the spacecraft command keys" / "Command authentication keys must
stay out of git" was told apart, and "Never commit .env files" / "Don't commit .env to git" was
a look-alike, "files" read as a word put for "git".

A commit's place ("to git", "to the repo", "into version control") is left out, since a commit
with no place says it too; "X stays / must stay out of git", "Keep X out of the repo", "No X in
git" read as X not committed ("gitignored" already was the opposite of "committed"). And
"begin" is "start" (lexicon.yaml).

Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Never commit .env files.", "Don't commit .env to git.", id="place-left-out"),
    pytest.param("Never commit `.env` files.", "`.env` files stay out of git.", id="stay-out"),
    pytest.param("Never commit signing keys.", "Signing keys must stay out of git.",
                 id="must-stay-out"),
    pytest.param("Keep API keys out of the repository.", "Never commit API keys.", id="keep-out"),
    pytest.param("Command keys stay out of the repo.",
                 "No command authentication keys in git, ever.", id="none-in-git"),
    pytest.param("Calibrate the tensiometers before the season starts.",
                 "Calibrate the tensiometers before the season begins.", id="begins"),
])
def test_the_restatement_merges(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Commit the lockfile.", "The lockfile stays out of git.", id="stays-out"),
])
def test_committed_against_kept_out_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_guard_committed_against_not_committed_still_conflicts() -> None:
    assert symmetric_kind("`package-lock.json` is committed to the repo.",
                          "`package-lock.json` must not be committed.") == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("No secrets in git.", "No secrets in Slack messages.", id="two-places"),
    pytest.param("Commit messages follow Conventional Commits.", "No force pushes to main.",
                 id="two-rules"),
    pytest.param("Never commit to the infra repo directly.", "Never commit to main directly.",
                 id="a-named-repo"),
])
def test_guard_other_things_are_not_merged(a: str, b: str) -> None:
    assert symmetric_kind(a, b) != "duplicate"
