"""Rows of the word tables (memstore/data/lexicon.yaml, "Added in session 14, second round")
for one thing a team names two ways: a Kubernetes object by its kubectl short name, a product
by its initials or its old name, a tool by its command, FE for frontend, "contribs", a commit
by its SHA, and a time zone by its "X time" name against its tz database name (read whole,
memstore.core.judge.text._ZONE_NAME, not as two words said together).

The sentences are written for this test. Each restatement was judged distinct or a conflict
before these rows (the two names read as two subjects, or as two names in one place)."""

from __future__ import annotations

import pytest
from judging import symmetric_kind

KUBERNETES = [
    pytest.param("A default-deny netpol is applied to every namespace.",
                 "A default-deny network policy is applied to every namespace.", id="netpol"),
    pytest.param("Log shippers run as a DaemonSet on every node.",
                 "Log shippers run as a daemon set on every node.", id="daemon-set"),
]

PRODUCTS = [
    pytest.param("Release approvals for the portal live in AzDO.",
                 "Release approvals for the portal live in Azure DevOps.", id="azdo"),
    pytest.param("Work items are still tracked in VSTS.",
                 "Work items are still tracked in Azure DevOps.", id="old-name"),
    pytest.param("Benchmarks for the 7B checkpoints run through lm-eval.",
                 "Benchmarks for the 7B checkpoints run through lm-evaluation-harness.",
                 id="lm-eval"),
]

SHORT_WORDS = [
    pytest.param("FE builds are cached on the shared runner.",
                 "Frontend builds are cached on the shared runner.", id="fe"),
    pytest.param("Outside contribs go through the triage rota.",
                 "Outside contributions go through the triage rota.", id="contribs"),
]

COMMITS = [
    pytest.param("Image tags carry the short SHA of the build.",
                 "Image tags carry the short commit hash of the build.", id="sha"),
    pytest.param("Deploy by git SHA, never by branch name.",
                 "Deploy by commit ID, never by branch name.", id="git-sha"),
]


@pytest.mark.parametrize(("a", "b"), KUBERNETES)
def test_a_kubernetes_object_by_its_short_name_restates_it(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), PRODUCTS)
def test_a_product_by_its_initials_or_old_name_restates_it(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), SHORT_WORDS)
def test_a_short_word_restates_the_long_one(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), COMMITS)
def test_a_commit_by_its_sha_restates_its_hash(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_a_zone_by_its_time_name_restates_its_tz_name() -> None:
    assert symmetric_kind("The settlement job starts at 06:00 UK time.",
                          "The settlement job starts at 06:00 Europe/London.") == "duplicate"


def test_a_zone_by_its_time_name_then_another_hour_conflicts() -> None:
    assert symmetric_kind("The settlement job starts at 06:00 UK time.",
                          "The settlement job starts at 07:00 Europe/London.") == "conflict"


def test_two_words_said_together_with_a_slash_are_still_two() -> None:
    # (the zone reading keeps a tz database name whole; other capitalised words joined by a
    # slash are still "this or that")
    assert symmetric_kind("Style/format checks run on every push.",
                          "Format checks run on every push.") != "conflict"
