"""A note of a change that names the state it left ("moved from MongoDB to Postgres", "used
to go to a file", "which replaced pybind11") and a note of the new state alone say one thing
(memstore.core.judge.doubts, session 45). Each said something of its own, so the pair was "one
says it changed", a possible conflict, though the other named nothing of the old state; a
note that names the old state as what holds is still a conflict."""

from __future__ import annotations

from tests.judging import symmetric_kind

MOVED = "Clinic schedules moved from MongoDB to Postgres last year, one table per clinic."


def test_the_new_state_alone_restates_the_change() -> None:
    assert symmetric_kind(MOVED, "Clinic schedules are stored in Postgres.") == "duplicate"
    assert symmetric_kind("The slow query log used to go to a file on each host; now it is shipped "
                     "to Loki.", "MySQL slow query logs are shipped to Loki.") == "maybe_same"


def test_the_old_state_said_as_what_holds_is_a_conflict() -> None:
    assert symmetric_kind(MOVED, "Clinic schedules are stored in MongoDB.") == "conflict"
    assert symmetric_kind("Order events moved from RabbitMQ to Kafka in March.",
                     "Order events go through RabbitMQ.") == "conflict"


def test_the_state_a_change_left_said_as_what_holds_is_never_merged() -> None:
    # Everything of "runs Rails 6.1" is said in the note of the upgrade, which "from Rails
    # 6.1" left: it was merged as a restatement, the old version kept as a fact.
    upgraded = "We upgraded the billing API from Rails 6.1 to Rails 7.2 in May."
    assert symmetric_kind(upgraded, "The billing API runs Rails 6.1.") == "maybe_conflict"
    assert symmetric_kind(upgraded, "The billing API runs Rails 7.2.") == "duplicate"
    assert symmetric_kind("Runbooks moved from the wiki into docs/runbooks/ in the repo.",
                     "Runbooks are in the wiki.") == "maybe_conflict"
