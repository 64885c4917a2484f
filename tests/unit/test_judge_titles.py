"""Entries whose titles are headings of their own (not the first words of a fact): the title
says what the entry is about. Two titles that put another thing in the same place keep two
entries apart even when their bodies are the same; two headings worded apart over one body are
still one entry."""

from __future__ import annotations

import pytest

from memstore.core.judge import judge

BODY_ONE = ("The lockfile is committed.",)
BODY_TWO = ("Every merge to main goes out.",)


@pytest.mark.parametrize(
    ("title_a", "title_b", "facts", "expected"),
    [
        # Two tools for one job in the titles: merged before into one entry holding both.
        ("Use yarn", "Use pnpm", BODY_ONE, "conflict"),
        # One word put for its opposite in the title ("auto-deploys" / "manual").
        ("Staging auto-deploys", "Staging deploys are manual", BODY_TWO, "maybe_conflict"),
        # Two tools for two jobs: both hold, as two entries.
        ("Use ruff", "Use mypy", ("Configured in pyproject.toml.",), "distinct"),
    ],
)
def test_titles_that_name_two_things_keep_one_body_apart(title_a: str, title_b: str,
                                                           facts: tuple[str, ...],
                                                           expected: str) -> None:
    for one, other in ((title_a, title_b), (title_b, title_a)):
        result = judge(one, facts, other, facts)
        assert result.kind == expected, result.explanation


@pytest.mark.parametrize(
    ("title_a", "facts_a", "title_b", "facts_b"),
    [
        ("Testing", ("Run pytest -x before pushing.",),
         "Tests", ("Run `pytest -x` before you push.",)),
        ("Linting setup", ("ruff check runs in pre-commit.",),
         "Pre-commit hooks", ("ruff check runs in pre-commit.",)),
        ("Database", ("Postgres 16 on RDS, one writer and two readers.",),
         "Postgres setup", ("Postgres 16 on RDS: one writer, two readers.",)),
    ],
)
def test_two_headings_worded_apart_over_one_body_still_merge(
        title_a: str, facts_a: tuple[str, ...], title_b: str, facts_b: tuple[str, ...]) -> None:
    assert judge(title_a, facts_a, title_b, facts_b).kind == "duplicate"
    assert judge(title_b, facts_b, title_a, facts_a).kind == "duplicate"


def test_a_title_cut_at_the_end_of_a_line_is_the_fact_it_starts() -> None:
    # `memstore migrate` titles a bullet by its first line; a fact that goes on past it is
    # the same fact, not a heading naming something of its own.
    fact = ("`src/annotations.mjs` - the one place MCP tool annotations are decided for every "
            "tool.")
    other = "`src/annotations.mjs` - MCP annotations for every SDK action."
    result = judge("`src/annotations.mjs` - the one place MCP tool annotations", (fact,),
                   other, (other,))
    assert "the titles name two things" not in result.explanation

