"""A bound against a comparison on the same number ("at most 500 rows" / "more than 500 rows"):
a maximum says "that or less", so against "more than" it is the opposite, and a minimum against
"fewer than" too (memstore.core.judge.guard `_scale`). Before, the two words sat on two
scales of their own and such pairs merged."""

from __future__ import annotations

from tests.judging import both_ways


def test_a_cap_against_more_than_it_conflicts() -> None:
    assert both_ways("Import batches hold at most 500 rows.",
                     "Import batches hold more than 500 rows.") == {"conflict"}
    assert both_ways("A listing may have no more than 50 photos.",
                     "Listings may have more than 50 photos.") == {"conflict"}
    assert both_ways("Webhook deliveries are retried a maximum of 5 times.",
                     "Webhook deliveries are retried more than 5 times.") == {"conflict"}


def test_a_floor_against_fewer_than_it_conflicts() -> None:
    assert both_ways("Every release needs at least 2 approvals.",
                     "Every release needs fewer than 2 approvals.") == {"conflict"}


def test_a_bound_said_two_ways_is_no_conflict() -> None:
    # one end of the scale said twice, or the cap told from its other side with a no
    assert "conflict" not in both_ways("Import batches hold at most 500 rows.",
                                       "Import batches hold no more than 500 rows.")
    assert "conflict" not in both_ways("Every release needs at least 2 approvals.",
                                       "Every release needs a minimum of 2 approvals.")
    assert "conflict" not in both_ways("max orders per courier: 2",
                                       "No courier gets more than 2 active orders at once.")
