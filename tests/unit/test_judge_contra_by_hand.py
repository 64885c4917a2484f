"""One act done by hand on one side and automatically on the other, each side wording who does
it its own way ("Access requests are approved manually" / "Okta approves the access requests
automatically every night"): a contradiction (memstore.core.judge.verdict), where the judge
left such pairs "maybe" in conflict ("one says not") once the subject was reworded. Not when
either side says no of its own ("Nobody has automated ... yet" agrees with "manually"), and
not for two acts. The sentences are written for this test (dev_health.jsonl holds the natural
pairs of this shape)."""

from __future__ import annotations

import pytest
from judging import verdict

from memstore.core.judge.bounds import may_conflict

CONFLICTS = [
    ("Access requests are approved manually.",
     "Okta approves the access requests automatically every night."),
    ("The support rota is swapped manually at the Friday sync.",
     "Opsgenie swaps the support rota over automatically on Fridays."),
]


@pytest.mark.parametrize(("a", "b"), CONFLICTS)
def test_by_hand_against_automatically_conflicts(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        result = verdict(x, y)
        assert result.kind == "conflict", (x, y, result.explanation)
        assert may_conflict(x, [x], y, [y])


NOT_CONFLICTS = [
    ("Access requests are approved manually.",
     "Nobody has automated the access request approvals yet."),
    ("Access requests are approved manually.",
     "Okta approves the group membership requests automatically every night."),
    ("Staging deploys are manual.", "Prod deploys run automatically."),
]


@pytest.mark.parametrize(("a", "b"), NOT_CONFLICTS)
def test_a_no_of_its_own_or_another_act_is_not_flagged(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        assert verdict(x, y).kind != "conflict", (x, y)
