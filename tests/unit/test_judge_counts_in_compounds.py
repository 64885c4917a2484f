"""A count written into a compound ("a 6-node cluster") or said as "a single", found by a probe
of fresh sentence pairs (session 23; docs/consolidation.md, "More kinds found by probing
(session 23)"). Sentences of our own: both were read as words ("6-node", "single") and no
count, so two counts of one thing were kept apart and one count said two ways was not merged
(`text._COUNTED_COMPOUND`, `text._A_SINGLE`)."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The cluster has 12 nodes.", "We run a 6-node cluster.", id="nodes"),
    pytest.param("Kafka runs as a 3-broker cluster.", "The Kafka cluster has five brokers.",
                 id="brokers"),
    pytest.param("PRs need two approvals.", "A single approval is enough to merge a PR.",
                 id="a-single"),
])
def test_two_counts_of_one_thing_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The cluster has 6 nodes.", "We run a 6-node cluster.", id="nodes"),
    pytest.param("Releases need one approval.", "A single approval is enough for a release.",
                 id="a-single"),
    # (phrases of their own keep "single": not one sign-on, one source)
    pytest.param("We use single sign-on for the admin panel.", "The admin panel uses SSO.",
                 id="single-sign-on"),
])
def test_one_count_said_two_ways_merges(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"
