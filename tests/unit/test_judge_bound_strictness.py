"""One number bounded at one end, strictly on one side and inclusively on the other ("at most 3"
/ "fewer than 3"), is a conflict: the two rules disagree on the number itself
(memstore.core.judge.thresholds.strictness_apart). The same bound said two ways, the two ends
of one limit, and a bound said with a no stay as they were."""

from __future__ import annotations

import pytest

from memstore.core.judge import judge
from memstore.core.judge.bounds import may_conflict


def _kind(a: str, b: str) -> str:
    """The verdict on two one-fact entries, asked both ways round (the judge is symmetric)."""
    there, back = judge("", (a,), "", (b,)).kind, judge("", (b,), "", (a,)).kind
    assert there == back
    return there


@pytest.mark.parametrize(("a", "b"), [
    ("Deploy approvals: PRs need at least 2 reviews before merge.",
     "Deploy approvals: PRs need more than 2 reviews before merge."),
    ("The importer keeps fewer than 5 snapshot files per tenant.",
     "The importer keeps at most 5 snapshot files per tenant."),
    ("Jobs with 100 or more queued tasks page the on-call engineer.",
     "Jobs with over 100 queued tasks page the on-call engineer."),
    ("Refunds of $20 or less are approved automatically.",
     "Refunds below $20 are approved automatically."),
])
def test_a_strict_and_an_inclusive_bound_on_one_number_conflict(a: str, b: str) -> None:
    assert _kind(a, b) == "conflict"
    assert may_conflict("", (a,), "", (b,))  # (the bound before the judge lets it through)


@pytest.mark.parametrize(("a", "b"), [
    ("PRs need at least 2 reviews before merge.", "PRs need 2 or more reviews before merge."),
    ("The importer keeps at most 5 snapshot files per tenant.",
     "The importer keeps no more than 5 snapshot files per tenant."),
    ("Jobs with over 100 queued tasks page the on-call engineer.",
     "Jobs with more than 100 queued tasks page the on-call engineer."),
])
def test_one_bound_said_two_ways_still_merges(a: str, b: str) -> None:
    assert _kind(a, b) == "duplicate"


def test_a_bound_said_with_a_no_is_not_read_as_strictness() -> None:
    # A no turns a bound's end around: "never more than 3" is the ceiling "at most 3", so
    # against "at least 3" the two are two ends (whatever else the judge reads in them), not
    # one end said strictly and inclusively.
    verdict = judge("", ("Never retry a failed upload more than 3 times.",), "",
                    ("Retry a failed upload at least 3 times.",))
    assert "leaves it out" not in verdict.explanation
