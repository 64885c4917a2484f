"""A tool whose name holds a digit ("flake8", "pm2", "k3s") against another tool for the same
job, one side a label ("Linting: pylint" / "We lint the Django apps with flake8"): a
contradiction (memstore.core.judge.tools). The judge skipped every lower-case name with a digit
as an identifier (a host, a cluster: what a claim is about), even one the alternatives table
knows as a tool, so only one side had a tool and the pair read as a look-alike. Identifiers
the table does not know stay subjects ("prod-eu-1" / "prod-eu-2"), and a tool said of two
subjects stays two facts. The sentences are written for this test."""

from __future__ import annotations

import pytest
from judging import verdict

CONFLICTS = [
    ("Linting: ruff", "We lint the backend with flake8."),
    ("Linting: pylint", "We lint the Django apps with flake8."),
    ("Linting: pylint", "Our Python workers are linted with flake8."),
]

APART = [
    ("The prod-eu-1 cluster runs Postgres 16.", "The prod-eu-2 cluster runs Postgres 15."),
    ("Lint the backend with flake8.", "Lint the frontend with eslint."),
]


@pytest.mark.parametrize(("a", "b"), CONFLICTS)
def test_known_tool_with_a_digit_conflicts(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        result = verdict(x, y)
        assert result.kind == "conflict", (x, y, result.explanation)


@pytest.mark.parametrize(("a", "b"), APART)
def test_identifiers_and_two_subjects_stay_apart(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        result = verdict(x, y)
        assert result.kind != "conflict", (x, y, result.explanation)
