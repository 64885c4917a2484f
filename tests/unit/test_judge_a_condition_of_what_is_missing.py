"""A condition told as what is missing, found by a probe of fresh sentence pairs (session 27;
docs/consolidation.md, "More kinds found by probing (session 27)"). Sentences of our own. "Idle
SSH sessions are dropped after 15 minutes without input" read as a no: against "... are dropped
after 15 minutes" it was a contradiction, and against "The SSH idle timeout is 30 minutes" its
value was never weighed. The no of "without X" (or "with no X") after what a claim states is
said of X, the condition, not of the statement: that statement holds whole
(`compare._no_in_added_part`), and its value is read from the clause before the condition
(`values._before_purpose`). The guards hold on the session's start code too: "with" against
"without" the same thing still conflicts, and so does a "without X" where the other names X."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Idle SSH sessions are dropped after 15 minutes without input.",
                 "Idle SSH sessions are dropped after 15 minutes.",
                 id="a-timeout-and-its-condition"),
    pytest.param("The importer runs nightly.", "The importer runs nightly without a lock.",
                 id="a-schedule-and-its-condition"),
])
def test_a_statement_and_the_same_with_a_condition_restate(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_a_value_before_a_condition_is_weighed() -> None:
    assert symmetric_kind("Idle SSH sessions are dropped after 15 minutes without input.",
                          "The SSH idle timeout is 30 minutes.") == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Releases ship with source maps.", "Releases ship without source maps.",
                 id="with-against-without"),
    pytest.param("Backups are encrypted.", "Backups are stored without encryption.",
                 id="a-state-against-its-lack"),
    pytest.param("Orders without a billing address get rejected by the API.",
                 "The API accepts orders without a billing address.", id="the-lack-named-by-both"),
])
def test_a_lack_said_of_what_the_other_states_still_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"
