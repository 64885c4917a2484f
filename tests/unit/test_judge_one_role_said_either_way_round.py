"""A role only one thing holds, given to two, said either way round, found by a probe of fresh
sentence pairs (session 26; docs/consolidation.md, "More kinds found by probing (session
26)"). Sentences of our own. "pg-01 is the primary" / "The primary is pg-02" were apart: the
reading of one role given to two things (`compare._one_holder`) was asked only of two claims
lined up word for word, and the two identifiers weigh so much that the rest of the pair is
too little to line up. It is now asked of any two claims (and by the consolidation bound
too, `bounds._one_topic`), and a role may carry one word of which role it is ("the write
primary"). The guards hold on the session's start code too, and "controller" stays a role of
many (test_judge_one_holder.py)."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("pg-01 is the primary.", "The primary is pg-02.", id="either-way-round"),
    pytest.param("db-primary-01 is the write primary.",
                 "The write primary is db-primary-02 since last week's failover.",
                 id="a-role-of-two-words"),
    pytest.param("etcd-2 is the leader.", "The leader is etcd-3 now.",
                 id="leader"),
])
def test_one_role_given_to_two_things_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_one_role_given_to_one_thing_restates() -> None:
    assert symmetric_kind("pg-01 is the primary.", "The primary is pg-01.") == "duplicate"


def test_two_roles_stay_apart() -> None:
    assert symmetric_kind("db-01 is the write primary.", "db-02 is the read primary.") == (
        "distinct")
