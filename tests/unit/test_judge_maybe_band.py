"""Restatements the judge left unsure, above all those it read as a possible conflict
(thirteenth round, helper `maybe`; tests/natural/dev_vetclinic.jsonl and
docs/consolidation.md, "Restatements read as a possible conflict").

Each phenomenon has a restatement that fails on the code before (read "one says not", "one
says it changed", "the steps may be in another order", or a look-alike), and beside it the
contradiction or look-alike of the same shape, which must not be merged.
"""

from __future__ import annotations

import pytest

from memstore.core.judge import judge


def _kind(a: str, b: str) -> str:
    return judge(a, (a,), b, (b,)).kind


def _both(a: str, b: str) -> set[str]:
    return {_kind(a, b), _kind(b, a)}


# An active refusal ("refuses") is the passive one ("are refused"), which already read as
# "rejected": a no to accepting, not a word of its own.
def test_an_active_refusal_says_rejects() -> None:
    assert _both("The lab importer rejects HL7 files larger than 5 MB.",
                 "The lab importer refuses any HL7 file bigger than 5 MB.") == {"duplicate"}
    assert _both("The lab importer refuses any HL7 file bigger than 5 MB.",
                 "The lab importer accepts HL7 files of any size; big ones just take longer."
                 ) == {"conflict"}


def test_a_refusal_of_what_lacks_a_thing_is_left_as_it_was() -> None:
    # (the "with no" / "without" readings of test_judge_merged_conflicts.py hold)
    assert _kind("Reject uploads with no checksum header.",
                 "Uploads without a checksum header are refused at the gateway.") == "duplicate"


# A limit said as a no past a number, against the limit named as a minimum or maximum.
@pytest.mark.parametrize(("a", "b"), [
    ("The image service rejects uploads over 20 MB.",
     "max upload size for the image service: 20 MB"),
    ("Attachments over 10 MB are rejected by the client portal.",
     "Client portal max attachment size = 10 MB"),
])
def test_a_no_past_a_ceiling_is_the_maximum(a: str, b: str) -> None:
    assert _both(a, b) == {"duplicate"}


@pytest.mark.parametrize(("a", "b"), [
    # another subject with the same limit
    ("Client portal max attachment size = 10 MB",
     "Attachments over 10 MB are rejected by the lab importer."),
    # a floor said against a ceiling is no one limit
    ("Orders under 10 EUR can't be placed.", "Maximum order value: 10 EUR."),
])
def test_a_limit_of_another_thing_or_the_other_end_is_not_merged(a: str, b: str) -> None:
    assert "duplicate" not in _both(a, b)


# One order whose steps share an object, said with the first step on one side and with the
# later one on the other.
def test_an_order_said_from_the_other_end_is_not_another_order() -> None:
    assert _both("Notarize macOS builds before publishing.",
                 "Publishing of macOS builds happens only after notarization.") == {"duplicate"}
    assert "duplicate" not in _both("Notarize macOS builds before publishing.",
                                    "Publish macOS builds first and notarize them afterwards.")


# A change told on one side and the old state said plainly on the other stays unmerged.
def test_the_old_state_said_plainly_is_not_merged() -> None:
    assert "duplicate" not in _both(
        "Clinic schedules are stored in MongoDB.",
        "Clinic schedules moved from MongoDB to Postgres last year, one table per clinic.")


# "read-only" is the no to changing a thing.
def test_read_only_and_a_no_to_editing_are_no_opposites() -> None:
    assert not {"maybe_conflict", "conflict"} & _both(
        "Prescriptions can't be edited once printed.", "A printed prescription is read-only.")


def test_read_only_against_can_still_be_edited_is_never_merged() -> None:
    assert "duplicate" not in _both(
        "A printed prescription is read-only.",
        "Printed prescriptions can still be edited by the vet who wrote them.")


# An amount of time before "out of date" measures how old a thing is; it says no no.
def test_a_month_out_of_date_is_no_negation() -> None:
    assert _both("Expired rabies certificates are refused at check-in.",
                 "Check-in accepts an expired rabies certificate if it's less than a month "
                 "out of date.") == {"conflict"}
    assert _kind("The staging DB snapshot is out of date.",
                 "Don't trust the staging database snapshot.") == "duplicate"
