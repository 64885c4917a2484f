"""A tilde before an amount says "about" ("A full test run is ~8 min"), found by a probe of a
group of fresh restatements (session 29; docs/consolidation.md, "More kinds found by probing
(session 29)"). Sentences of our own. "~8" was read as a word of its own and "min" after it
as "minimum", so "~8 min" and "about 8 minutes" had nothing to agree on. The guards hold on
the session's start code too: a tilde that opens a path is a path's, one in a version range
is the version's, and a list line with a figure is not absorbed by a note that only names
what it measures (the figure, now read as a value, must not make it lighter)."""

from __future__ import annotations

import pytest
from judging import symmetric_kind

from memstore.core.judge.claims import claims


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The test suite takes about 8 minutes.", "A full test run is ~8 min.",
                 id="minutes"),
    pytest.param("A full test run is ~8 min.", "Running all tests takes roughly eight minutes.",
                 id="in-words"),
    pytest.param("Keep PRs under ~400 changed lines.",
                 "Pull requests should stay below roughly 400 lines of diff.", id="lines"),
])
def test_an_amount_with_a_tilde_merges_with_about(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_another_amount_with_a_tilde_conflicts() -> None:
    assert symmetric_kind("A full test run is ~8 min.",
                          "The full test suite takes about 20 minutes.") == "conflict"


@pytest.mark.parametrize(("text", "value"), [
    pytest.param("Cache files go to ~/.cache/acme", ("path", "~/.cache/acme"), id="home-path"),
    # (npm's range is read as the version it starts at since session 35, as "^18.2.0" and
    # PEP 440's "~=4.2.0" are: "lodash ~4.17.21" / "lodash 4.17.21" are one version)
    pytest.param("Pin lodash to ~4.17.21", ("version", "4.17.21"), id="version-range"),
])
def test_a_tilde_of_a_path_or_a_range_stays_its_own(text: str, value: tuple[str, str]) -> None:
    assert value in claims(text)[0].values


def test_a_figure_is_not_absorbed_by_a_note_naming_what_it_measures() -> None:
    assert symmetric_kind("Verify both unit tests and Gatling load tests complete successfully",
                          "Gatling load tests: ~27 seconds") != "duplicate"
