"""A tool given up on, and a file kept out of git, found by probes of fresh sentence pairs
(session 28; docs/consolidation.md, "More kinds found by probing (session 28)"). Sentences of
our own. "The validators sync with the backend using MQTT" / "Validator sync runs over HTTPS
polling; we gave up on MQTT" was a look-alike: "gave up on" said nothing, where "we ditched
MQTT" reads as no longer using it (`text._RETIRED_NAME`). "Lockfiles are committed" /
"Lockfiles are gitignored" was a look-alike too: "gitignored" is now the opposite of
"committed" (the antonyms table), and on dev four notes that say ".env is gitignored" now meet
"never commit .env". The guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The validators sync with the backend using MQTT.",
                 "Validator sync runs over HTTPS polling; we gave up on MQTT.", id="gave-up-on"),
    pytest.param("We gave up on Jenkins.", "Nightly builds still run on Jenkins.",
                 id="given-up-against-still-used"),
    pytest.param("Lockfiles are committed.", "Lockfiles are gitignored.", id="gitignored"),
])
def test_given_up_or_gitignored_against_in_use_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_gitignored_restates_never_committed() -> None:
    assert symmetric_kind("node_modules is gitignored.", "Never commit node_modules.") == (
        "duplicate")


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Lockfiles are committed to the repo.", "We commit lockfiles.",
                 id="committed-twice"),
    pytest.param("We gave up on Jenkins; builds run on GitHub Actions.",
                 "CI builds run on GitHub Actions.", id="given-up-beside-what-is-used"),
])
def test_the_guards_are_not_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) != "conflict"
