"""A tool that ignores a thing skips it (session 38; docs/consolidation.md, "A tool that ignores
a thing (session 38)"): "Prettier formats Markdown" / "Prettier ignores Markdown" were
look-alikes, "ignore" being read as the no of "commit", git's sense of it. "X ignores Y" and "Y
is ignored by X" now read as "skips", a no to what the other says X does with Y; git's own
ignoring stays as it was. Sentences of our own; the guards hold on the session's start code
too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The link checker follows redirects.", "The link checker ignores redirects.",
                 id="follows-vs-ignores"),
    pytest.param("Dependabot updates dev dependencies too.", "Dependabot ignores dev dependencies.",
                 id="updates-vs-ignores"),
    pytest.param("Vale lints the changelog.", "The changelog is ignored by Vale.",
                 id="lints-vs-ignored-by"),
])
def test_a_tool_that_ignores_a_thing_against_one_that_handles_it(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b", "kind"), [
    pytest.param("Build output is ignored by git.", "Build output is never committed.",
                 "duplicate", id="git-ignores-is-not-committed"),
    pytest.param("The .env file is gitignored.", "Never commit the .env file.", "duplicate",
                 id="gitignored"),
    pytest.param("Renovate ignores the Go modules.", "Renovate ignores the Docker base images.",
                 "distinct", id="two-things-ignored"),
])
def test_guard_read_as_before(a: str, b: str, kind: str) -> None:
    assert symmetric_kind(a, b) == kind
