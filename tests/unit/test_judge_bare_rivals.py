"""The repository as a subject, and two bare tools for one job (session 39; docs/consolidation.md,
"This repo uses (session 39)").

- "This repo uses pnpm" says what "we use pnpm" says: the repository every note is about is
  no subject of its own, as "in this repo" was already read as filler. "This repository uses
  Conventional Commits" / "Commit messages follow Conventional Commits" were look-alikes
  ("repository" against "messages").
- Two entries that each say only which tool is used, two tools of one job in the reviewed
  alternatives ("This repo uses yarn" / "Use npm in this repo", "Use Jest." / "We use
  Vitest."), are a conflict: they had nothing else in common, or were too short to be read.
  Not two tools of two jobs ("Use ruff." / "Use black."), and not a tool's name alone, a
  heading ("Jest" / "Vitest").

Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind, working_notes

from memstore.core.config import Similarity
from memstore.core.grouping import compare


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("This repository uses Conventional Commits.",
                 "Commit messages follow Conventional Commits.", id="repository-uses"),
    pytest.param("Our repo relies on pre-commit hooks for formatting.",
                 "Formatting is enforced with pre-commit hooks.", id="repo-relies-on"),
])
def test_the_repository_using_a_thing_is_we_use(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("This repo uses yarn.", "Use npm in this repo.", id="repo-uses-vs-use"),
    pytest.param("Use Jest.", "We use Vitest.", id="short-entries"),
    pytest.param("We use Podman.", "Use Docker.", id="container-engines"),
    pytest.param("pytest only.", "We use unittest.", id="only"),
])
def test_two_bare_tools_for_one_job_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b", "expected"), [
    pytest.param("Use ruff.", "Use black.", "distinct", id="two-jobs"),
    pytest.param("Use pnpm.", "Use Vite.", "distinct", id="two-jobs-again"),
    pytest.param("Jest", "Vitest", "distinct", id="headings"),
    pytest.param("Use pnpm.", "pnpm only.", "duplicate", id="one-tool"),
    pytest.param("The mobile project uses Fastlane for releases.",
                 "The web project uses semantic-release for releases.", "distinct",
                 id="a-named-project-stays"),
])
def test_guard_other_pairs_read_as_before(a: str, b: str, expected: str) -> None:
    assert symmetric_kind(a, b) == expected


def test_consolidation_compares_bare_rivals_that_share_no_word() -> None:
    """The candidate search and the pre-judge gate let two bare tool notes meet (they share no
    word, so neither the index nor the share of words would pair them), and consolidation
    flags them; a bare note of another job beside them stays out of it."""
    notes = working_notes("This repo uses yarn.", "Use npm in this repo.", "Use Vite.")
    found = compare(notes, [], Similarity())
    assert [(c.a.id, c.b.id) for c in found.conflicts] == [(notes[0].id, notes[1].id)]
