"""A small number right after the noun a note opens with says which one of several ("Service 1",
"the service number 10"): two numbered things, each with its own port, are look-alikes, not one
service with two ports (the fifth red team, session 59: in a store of 60 such notes every one
went to review, each flagged against the other 59)."""

from __future__ import annotations

from tests.judging import both_ways


def test_two_numbered_things_each_with_its_own_value_are_look_alikes() -> None:
    assert "conflict" not in both_ways("Service 1 listens on port 8001 in staging.",
                                       "Service 10 listens on port 8010 in staging.")
    assert "conflict" not in both_ways(
        "The service number 1 listens on port 8001 in staging.",
        "The service number 10 listens on port 8010 in staging.")


def test_one_numbered_thing_with_two_values_and_a_count_still_conflict() -> None:
    assert both_ways("Service 1 listens on port 8001 in staging.",
                     "Service 1 listens on port 8002 in staging.") == {"conflict"}
    # a number before what it counts is a count, not a label
    assert both_ways("Keep 3 lanes open at the checkout after 17:00.",
                     "Keep 5 lanes open at the checkout after 17:00.") == {"conflict"}
    # a name's number is its version
    assert both_ways("Postgres 15 listens on 5432.", "Postgres 16 listens on 5433.") == {
        "conflict"}
