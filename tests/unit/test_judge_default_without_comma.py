"""A default told by what overrides it, with no comma after the clause ("Unless LOG_LEVEL is
set we log at DEBUG", "If no region is given we use us-east-1"), found by a probe of fresh
sentence pairs (session 29; docs/consolidation.md, "More kinds found by probing (session
29)"). Sentences of our own. With the comma, the clause was read as "by default"; without it,
it stayed a condition, and the default it tells was never compared with another: two
defaults were apart, and one default said both ways did not merge. The guards hold on the
session's start code too: a rule with an exception keeps its "unless", and with the comma one
default said both ways still merges."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Log level defaults to INFO.", "Unless LOG_LEVEL is set we log at DEBUG.",
                 id="unless-set"),
    pytest.param("The default region is eu-central-1.",
                 "If no region is given we use us-east-1.", id="if-none-given"),
])
def test_two_defaults_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The default region is eu-central-1.",
                 "If no region is given we use eu-central-1.", id="same-default"),
    pytest.param("Log level defaults to DEBUG.", "Unless LOG_LEVEL is set, we log at DEBUG.",
                 id="with-comma"),
])
def test_one_default_said_two_ways_merges(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_a_rule_with_an_exception_is_no_default() -> None:
    assert symmetric_kind("Don't merge unless CI is green.",
                          "Merging is fine once CI passes.") != "conflict"
