"""A day of the month written as an ordinal ("the 15th", "on the fifteenth", "the first of each
month") is a value (memstore.core.judge.text, session 45): two days are two values of one
slot, and one day in digits and written out is one. "Creators are paid on the 15th" / "... on
the 20th" read as a look-alike of two words, and "on the 1st" / "on the first of each month"
as two names for one job."""

from __future__ import annotations

from memstore.core.judge import judge
from tests.judging import symmetric_kind


def test_two_days_of_the_month_conflict_as_numbers() -> None:
    verdict = judge("Creators are paid on the 15th.", ("Creators are paid on the 15th.",),
                    "Creators are paid on the 20th.", ("Creators are paid on the 20th.",))
    assert (verdict.kind, verdict.reason) == ("conflict", "number")
    assert symmetric_kind("Team A sits on the 4th floor.", "Team A sits on the 5th floor.") == (
        "conflict")


def test_one_day_in_digits_and_written_out_is_one_value() -> None:
    assert symmetric_kind("Rent invoices go out on the 1st.",
                     "Rent invoices are sent on the first of each month.") == "duplicate"
    assert symmetric_kind("Payroll runs on the 3rd.", "Payroll runs on the third.") == "duplicate"


def test_an_ordinal_that_is_no_day_stays_a_word() -> None:
    # "the first deploy" is no day of a month; "April 6th" is a date its month tells.
    first = judge("Run migrations on the first deploy.", ("Run migrations on the first deploy.",),
                  "Run migrations on the second deploy.",
                  ("Run migrations on the second deploy.",))
    assert "first deploy" in first.explanation
    assert symmetric_kind("The tax-year rollover runs on April 6th at 00:05.",
                     "Tax year rollover: 6 April, 00:05.") == "duplicate"
    assert symmetric_kind("Sales commissions are paid on the 25th.",
                     "Expense refunds are paid on the 25th.") == "distinct"
