"""Two readings of session 38 (docs/consolidation.md, "Scopes and joined names (session 38)").

- Each choice for its own place: "Webpack's default devtool for local builds is eval" / "The
  default devtool for CI builds is source-map" name one setting for two kinds of build, so
  both hold. A word the first side says of its own ("Webpack's") had made the two values one
  slot's two names, and the pair was flagged.
- A name written as one word is not the words it joins when it is a tool of its own:
  `unittest`, the test framework, is not "unit tests", so "The default test runner for unit
  tests is pytest" / "Unit tests run under unittest by default" merged, a rule with its
  opposite.

Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Webpack's default devtool for local builds is eval.",
                 "The default devtool for CI builds is source-map.", id="local-vs-ci-builds"),
    pytest.param("Gradle's default toolchain for local builds is Temurin.",
                 "The default toolchain for CI builds is Corretto.", id="toolchain-per-build"),
])
def test_each_choice_for_its_own_place_is_a_lookalike(a: str, b: str) -> None:
    assert symmetric_kind(a, b) not in ("conflict", "duplicate")


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Webpack's default devtool for local builds is eval.",
                 "The default devtool for local builds is source-map now.", id="one-place"),
    pytest.param("Traces from the web tier are exported to Jaeger.",
                 "Traces from the web tier go to Tempo now.", id="one-source-two-backends"),
])
def test_guard_two_choices_for_one_place_still_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_a_tool_named_by_joined_words_is_not_those_words() -> None:
    assert symmetric_kind("The default test runner for unit tests is pytest.",
                          "Unit tests run under unittest by default.") == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Branch names are lower case.", "Branch names must be lowercase.",
                 id="lower-case"),
    pytest.param("The service runs on Spring Boot.", "The service is a springboot app.",
                 id="spring-boot"),
    pytest.param("Unit tests live next to the code.",
                 "Put unit tests beside the code they test.", id="unit-tests-no-tool"),
])
def test_guard_one_word_written_joined_or_apart_is_still_one(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"
