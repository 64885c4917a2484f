"""A number named as a size or a count is not the number written after a tool's name
(session 58, a trial's leftover).

"Postgres pool size is 20" / "The database is Postgres 15" was a "number" conflict: "size"
was read as said by the other side's amount, and the two numbers as two values of Postgres.
A number one side names with a word for a count or a size, against a number the other writes
right after a name with no such word, are two numbers of two things. Two sizes of one pool,
two versions of one tool and two counts of one thing still conflict. Sentences of our own."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


def test_a_pool_size_and_a_tool_version_are_no_contradiction() -> None:
    assert symmetric_kind("Postgres pool size is 20.", "The database is Postgres 15.") != (
        "conflict")


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The Postgres pool size is 20.", "The Postgres pool size is 30.", id="sizes"),
    pytest.param("Node 18 is required.", "Node 20 is required.", id="versions"),
    pytest.param("Retry count for the webhook is 5.", "The webhook retries 3 times.",
                 id="counts"),
])
def test_two_numbers_of_one_thing_still_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"
