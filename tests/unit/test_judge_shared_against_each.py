"""One thing held in common against one for each holder, found by a probe of fresh sentence
pairs (session 28; docs/consolidation.md, "More kinds found by probing (session 28)").
Sentences of our own. "The cache is shared between tenants" / "Every tenant has a separate
cache" and "Each service gets its own database" / "All services share one Postgres database"
**merged**: the words that say how the thing is held ("shared", "separate", "its own") were
read as light, and the rest is one claim said twice. One held in common against one each,
both about the same things, is now a contradiction (`memstore.core.judge.sharing`). The
guards hold on the session's start code too: both saying the same way of holding, the two
naming two things ("a Figma workspace" / "a Figma seat"), or two kinds of one thing ("your own
feature branches" / "shared feature branches"), is no contradiction."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The cache is shared between tenants.", "Every tenant has a separate cache.",
                 id="shared-against-separate"),
    pytest.param("Each service gets its own database.",
                 "All services share one Postgres database.", id="its-own-against-share-one"),
    pytest.param("API keys are scoped per project.", "One API key works across all projects.",
                 id="per-against-across-all"),
    pytest.param("We share one Sentry project across all services.",
                 "Each service reports to its own Sentry project.", id="share-one-against-own"),
    pytest.param("Each team deploys to its own namespace.",
                 "Teams deploy to a shared namespace.", id="own-against-shared-before-one-noun"),
])
def test_held_in_common_against_each_its_own_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Each team has its own namespace in the shared cluster.",
                 "Teams get a dedicated namespace on the shared cluster.", id="both-ways-in-each"),
    pytest.param("The staging cluster is shared by all teams.",
                 "All teams use one shared staging cluster.", id="both-shared"),
    pytest.param("The design team shares a Figma workspace.",
                 "Designers each have their own Figma seat.", id="two-things"),
    pytest.param("Share the runbook link in the incident channel.",
                 "Post the runbook link in the incident channel, each responder needs their "
                 "own copy.", id="share-as-post"),
    pytest.param("Force-pushing to your own feature branches is fine.",
                 "Force-pushing to shared feature branches is fine.", id="two-kinds-of-branch"),
])
def test_one_way_of_holding_or_two_things_is_no_contradiction(a: str, b: str) -> None:
    assert symmetric_kind(a, b) != "conflict"
