"""One numeric bound said two ways is the same bound (memstore.core.judge.thresholds): a no over
a strict bound is the inclusive bound at the other end, and on a count a strict bound is the
inclusive one a step on, but not on a measure; one limit told from both sides is no negation.
Sentences written for these tests (not the corpus's)."""

from __future__ import annotations

import pytest

from memstore.core.judge import claims, judge
from memstore.core.judge.bounds import may_be_duplicate, may_conflict
from memstore.core.judge.thresholds import COMPARISONS, counted, one_limit


def _kind(a: str, b: str) -> str:
    """The verdict on two one-fact entries, asked both ways round (the judge is symmetric)."""
    there, back = judge("", (a,), "", (b,)).kind, judge("", (b,), "", (a,)).kind
    assert there == back
    return there


@pytest.mark.parametrize(("a", "b"), [
    ("CI marks a test flaky after more than 3 failed reruns.",
     "CI marks a test flaky after at least 4 failed reruns."),
    ("A squad on the roster holds fewer than 6 players.",
     "A squad on the roster holds at most 5 players."),
    ("Pull requests touching more than two packages need a second reviewer.",
     "Pull requests touching 3 or more packages need a second reviewer."),
])
def test_a_strict_bound_on_a_count_is_the_inclusive_one_a_step_on(a: str, b: str) -> None:
    assert _kind(a, b) == "duplicate"
    assert may_be_duplicate("", (a,), "", (b,))  # (the bound before the judge lets it through)


@pytest.mark.parametrize(("a", "b"), [
    ("A build that runs more than 20 minutes is cancelled.",
     "A build that runs at least 21 minutes is cancelled."),
    ("Invoices over €50 need a purchase order.", "Invoices of €51 or more need a purchase order."),
    ("The autoscaler adds a node when CPU is above 70%.",
     "The autoscaler adds a node when CPU is 71% or higher."),
    ("Alert when the queue takes in more than 100 jobs per second.",
     "Alert when the queue takes in at least 101 jobs per second."),
])
def test_a_measure_a_step_apart_is_still_two_bounds(a: str, b: str) -> None:
    # 20.5 minutes, €50.50, 70.5% and 100.5 jobs a second lie between the two.
    assert _kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    ("CI marks a test flaky after more than 3 failed reruns.",
     "CI marks a test flaky after at least 5 failed reruns."),
    ("A squad on the roster holds fewer than 6 players.",
     "A squad on the roster holds at most 6 players."),
])
def test_a_count_off_by_one_still_conflicts(a: str, b: str) -> None:
    assert _kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    ("Never run more than 2 schema migrations in one deploy.",
     "Schema migrations per deploy: at most 2."),
    ("The build farm must not use more than 8 runners at once.",
     "The build farm uses up to 8 runners at once."),
    ("A release never ships with fewer than 2 approvals.",
     "A release ships with at least 2 approvals."),
])
def test_a_no_over_a_bound_is_the_bound_at_the_other_end(a: str, b: str) -> None:
    assert _kind(a, b) == "duplicate"
    assert may_be_duplicate("", (a,), "", (b,))


def test_a_no_over_a_bound_against_another_strictness_conflicts() -> None:
    # "never more than 6" lets a sixth in; "fewer than 6" does not.
    a, b = ("Never seat more than 6 guests at a table.", "Tables seat fewer than 6 guests.")
    assert _kind(a, b) == "conflict"
    assert may_conflict("", (a,), "", (b,))


@pytest.mark.parametrize(("a", "b"), [
    ("Attachments over 10 MB are not allowed.", "Attachments of up to 10 MB are allowed."),
    ("Expense claims for more than $200 can't be approved by a team lead.",
     "Team leads can approve expense claims of up to $200."),
])
def test_one_limit_told_from_both_sides_is_no_negation(a: str, b: str) -> None:
    assert _kind(a, b) == "duplicate"


def test_one_limit_with_another_number_is_not_merged() -> None:
    assert _kind("Attachments over 10 MB are not allowed.",
                 "Attachments of up to 15 MB are allowed.") != "duplicate"


def test_a_bound_moved_in_the_sentence_keeps_its_subject() -> None:
    # Read without its no, "Never retry the invoice webhook more than 3 times" is "Retry the
    # invoice webhook at most 3 times": its webhook named in another place of the sentence.
    assert _kind("Retry the invoice webhook at most 3 times.",
                 "Refund webhook retries: at most 3.") == "distinct"
    assert _kind("Never retry the invoice webhook more than 3 times.",
                 "Refund webhook retries: at most 3.") == "distinct"


@pytest.mark.parametrize(("number", "currency", "glued", "unit", "rest", "whole"), [
    ("10", "", " ", "", " failed retries to reach a turnstile", True),
    ("3", "", ".", "", ".", True),
    ("five", "", " ", "", " kids", True),
    ("10", "", " ", "", " minutes", False),
    ("5", "", " ", "", " MB are not allowed".lower(), False),
    ("5", "", "m", "", "mb", False),
    ("80", "", "%", "", "%", False),
    ("100", "€", " ", "", " get free delivery", False),
    ("4.5", "", " ", "", " stars", False),
    ("100", "", " ", "", " requests per second", False),
    ("61", "", " ", "km/h", " ", False),
])
def test_a_count_is_told_from_a_measure(number: str, currency: str, glued: str, unit: str,
                                        rest: str, whole: bool) -> None:
    assert counted(number, currency, glued, unit, rest) is whole


def test_both_readings_read_one_table_of_comparison_words() -> None:
    # "beyond" leaves its number out, as "over" does: a no beyond a ceiling is one limit with
    # the ceiling (it was missing from the words `one_limit` read).
    assert COMPARISONS["beyond"] == COMPARISONS["over"]
    no, limit = (claims("Requests beyond 10 per patron are refused.")[0],
                 claims("Patrons may have up to 10 requests.")[0])
    assert one_limit(no, limit)
