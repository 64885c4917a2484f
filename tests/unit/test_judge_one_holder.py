"""Items of one family named by a last letter, and a role only one thing holds, found by a
probe of fresh sentence pairs (session 22; docs/consolidation.md, "Kinds of sentence the corpus
lacked, found by probing"). Sentences of our own:

- "Deploy to server-a" / "Deploy to server-b" merged into one entry: "a" is a word of grammar,
  so "server-a" was read by its part "server", which "server-b" holds (claims `_parts` keeps a
  last letter now);
- "prod-db-01 is the primary" / "prod-db-02 has been the primary since the failover" read as
  two nodes described alike, as "prod-db-01 is a replica" / "prod-db-02 is a replica" are; but
  "the primary" is a role one thing holds at a time (compare `_one_holder`)."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Deploy to server-a.", "Deploy to server-b.", id="last-letter"),
    pytest.param("prod-db-01 is the primary.",
                 "prod-db-02 has been the primary since the failover.", id="primary"),
    pytest.param("node-a is the leader.", "node-b is the leader now.", id="leader"),
    pytest.param("The primary is db-a.", "The primary is db-b.", id="the-primary-is"),
])
def test_one_role_two_holders_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("prod-db-01 is a replica.", "prod-db-02 is a replica.", id="a-role-of-many"),
    pytest.param("kafka-1 is the controller.", "kafka-2 is the controller.",
                 id="a-role-not-known-unique"),
    pytest.param("redis-queues-1 is the primary for queue state.",
                 "redis-queues-2 is the replica for queue state.", id="two-roles"),
    pytest.param("db-eu-1 is the primary for the EU tenants.",
                 "db-us-2 is the primary for the US tenants.", id="each-for-its-own"),
])
def test_two_nodes_described_alike_are_no_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "distinct"
