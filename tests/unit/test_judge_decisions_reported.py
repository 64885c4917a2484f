"""A rule told as a team's decision, found by a probe of fresh sentence pairs (session 24;
docs/consolidation.md, "More kinds found by probing (session 24)"). Sentences of our own:
"We agreed to squash-merge every PR into main" states the rule "squash-merge every PR into
main", and "agreed" is no word of what is agreed. Weighed as one, it held the rule and a no
to it below the share of words a no must find in the other side, and the pair was left
unsure. "We agreed to", "we decided that", "the team agreed to", "it was decided that" are
read as the filler "make sure to" is (`text._FILLER`)."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("We agreed to tag every release build with its commit SHA.",
                 "Don't tag release builds with the commit SHA, use the semver only.",
                 id="agreed-to"),
    pytest.param("The team agreed to pin every base image by digest.",
                 "Don't pin base images by digest, Renovate keeps the tags current.",
                 id="team-agreed-to"),
    pytest.param("The team decided that every endpoint returns problem+json errors.",
                 "Endpoints don't return problem+json errors, use the legacy error envelope.",
                 id="decided-that"),
])
def test_a_decision_and_a_no_to_it_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("We've decided to keep staging on Postgres 15.", "Staging stays on Postgres 15.",
                 id="decided-to"),
    pytest.param("It was agreed that API keys rotate every 90 days.",
                 "API keys rotate every 90 days.", id="it-was-agreed"),
])
def test_a_decision_and_the_rule_it_states_are_one(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"
