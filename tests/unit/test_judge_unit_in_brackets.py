"""A unit given apart, in brackets after its number, is the number's unit (session 51).

"`CASEWORKER_IDLE_TIMEOUT=1200` (seconds)" restates "sessions time out after 20 minutes", and
"payroll celery tasks: `time_limit = 1800` (seconds)" restates "the time limit is 30 minutes";
both were kept apart: the bracketed unit was not read, and a setting in a code span was taken
for a name or a command line the other never gives."""

from __future__ import annotations

from judging import symmetric_kind


def test_a_bracketed_unit_is_the_numbers_unit() -> None:
    assert symmetric_kind("Caseworker sessions time out after 20 minutes of inactivity.",
                          "`CASEWORKER_IDLE_TIMEOUT=1200` (seconds)") == "duplicate"
    assert symmetric_kind("Upload links expire after 2 hours.",
                          "upload links: `expiry = 120` (in minutes)") == "duplicate"


def test_a_setting_in_a_code_span_is_compared_as_its_value() -> None:
    assert symmetric_kind("The Celery time limit for payroll tasks is 30 minutes.",
                          "payroll celery tasks: `time_limit = 1800` (seconds)") == "duplicate"


def test_another_amount_in_bracketed_units_conflicts() -> None:
    assert symmetric_kind("Caseworker sessions time out after 20 minutes of inactivity.",
                          "`CASEWORKER_IDLE_TIMEOUT=1800` (seconds)") == "conflict"
    assert symmetric_kind("The Celery time limit for payroll tasks is 30 minutes.",
                          "payroll celery tasks: `time_limit = 1200` (seconds)") == "conflict"

