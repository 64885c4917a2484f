"""Contradictions of a default said to be new with "now" on one side only, the old default
named on that side as what one switches back to (memstore.core.judge.verdict: `_one_now`
beside `_one_new` before `_default_changed`): the two defaults differ, however much of one
the other's words hold."""

from __future__ import annotations

from tests.judging import both_ways


def test_a_new_default_said_with_now_against_the_old_one_conflicts() -> None:
    assert both_ways("Invoice PDFs default to A4.",
                     "Invoice PDFs are Letter size by default now; pick A4 in the settings "
                     "to switch back.") == {"conflict"}


def test_the_same_default_said_with_now_stays_one_fact() -> None:
    # no word of its own on either side: one default, told as current
    assert "conflict" not in both_ways("Invoice PDFs default to A4.",
                                       "Invoice PDFs are A4 by default now.")


def test_two_defaults_of_two_things_stay_apart() -> None:
    assert "conflict" not in both_ways("Invoice PDFs default to A4.",
                                       "Shipping labels are 4x6 by default now.")
