"""One service named by its own name and nothing else before two values of one kind
("account-service listens on port 7001" / "account-service runs on 7004 now"): a contradiction
(memstore.core.judge.values), where the judge read "look-alike (values differ)" because the
name alone weighs less than the share of rare words a value slot asks for. Not when each side
names a service of its own, nor when another word sets one side apart. The sentences are
written for this test."""

from __future__ import annotations

import pytest
from judging import verdict

CONFLICTS = [
    ("account-service listens on port 7001.", "account-service runs on 7004 now."),
    ("data-service keeps exports for 7 days.", "data-service keeps exports for 30 days."),
    ("change-service polls every 10 seconds.", "change-service polls every 60 seconds now."),
]

APART = [
    ("quote-api listens on port 7001.", "price-api listens on port 7004."),
    ("ledger-sync runs every 10 minutes.", "ledger-export runs every 30 minutes."),
]


@pytest.mark.parametrize(("a", "b"), CONFLICTS)
def test_one_named_subject_two_values_conflicts(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        result = verdict(x, y)
        assert result.kind == "conflict", (x, y, result.explanation)


@pytest.mark.parametrize(("a", "b"), APART)
def test_two_subjects_stay_apart(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        result = verdict(x, y)
        assert result.kind != "conflict", (x, y, result.explanation)
