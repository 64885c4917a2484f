"""Contradictions of tools: one job done with two tools, where the tool is read from the word
a preposition puts in the slot (memstore.core.judge.subjects `_tool_words`, claims.py
`_RUN_UNDER`), written in lower case and not in the alternatives table."""

from __future__ import annotations

from tests.judging import both_ways


def test_a_lower_case_tool_after_with_is_the_tool_of_the_act() -> None:
    # "with X" names what the act is done with, in lower case too (a rare word)
    # ("hypothesis" is an English word too: the preposition makes it the tool)
    assert both_ways("Test the parser with hypothesis in every nightly job.",
                     "Every nightly job tests the parser with atheris now.") == {"conflict"}


def test_a_common_word_after_with_is_no_tool() -> None:
    # the same shape about another bundle stays apart, and a common word names no tool
    assert "conflict" not in both_ways("Test the parser with hypothesis in every nightly job.",
                                       "Test the lexer with atheris in every nightly job.")
    assert "conflict" not in both_ways("Restart the broker with care.",
                                       "Restart the broker with a rolling restart.")


def test_under_after_run_names_what_it_runs_in() -> None:
    # "runs under X" against "X is gone": what the claim said the thing ran in is retired
    assert both_ways("The legacy suite runs under Wine on the Linux agents.",
                     "Wine is gone.") == {"conflict"}


def test_under_elsewhere_is_no_choice() -> None:
    # "under a prefix" puts a thing in a namespace: no tool is chosen there
    assert "conflict" not in both_ways("Put every bucket key under a team prefix like ops.",
                                       "Bucket keys are namespaced by team (ops/..., ml/...).")


def test_a_reason_clause_with_a_two_word_name_is_a_clause_of_its_own() -> None:
    # ", GitHub Pages was too slow": the old tool named as the subject of its own clause, so
    # the new tool's clause is read alone against the old one (text.py `_SPLIT`)
    assert both_ways("Serve the API docs from GitHub Pages.",
                     "The API docs are served from Netlify now, GitHub Pages was too slow to "
                     "publish.") == {"conflict"}
    assert both_ways("Serve the API docs from GitHub Pages.",
                     "Serve the API docs from GitHub Pages, the old wiki is read-only."
                     ) == {"duplicate"}


def test_a_path_after_under_is_a_place_not_a_thing_run_in() -> None:
    # "lives under" before a path says where, as "versioned under" does (a 26-week simulation
    # flagged this pair "name differs" when the words after the path were read as a choice)
    assert "conflict" not in both_ways("All endpoints are versioned under /api/v2.",
                                       "Every endpoint lives under the /api/v2 prefix.")
    assert both_ways("The sysroots live under /opt/sysroots.",
                     "The sysroots live under /srv/sysroots.") == {"conflict"}
