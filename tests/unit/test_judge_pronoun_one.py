""""one" after an article and a word ("write a new one", "the old one") stands for a noun: it
is no count, so it neither disputes a number nor takes the place of the noun it stands for
(memstore.core.judge.text `_raw_value`)."""

from __future__ import annotations

from memstore.core.judge import judge
from memstore.core.judge.claims import claims


def test_a_new_one_is_no_count() -> None:
    assert all(not c.values for c in claims("Never edit an applied migration; write a new one."))
    assert all(not c.values for c in claims("Only the last one counts."))
    # A count stays a count.
    assert ("number", "1") in claims("Run the tests with one worker.")[0].values


def test_a_rule_restated_with_a_new_one_is_the_same_rule() -> None:
    # Found by the 26-week simulation (seed 3): the restatement was flagged "name differs"
    # against the migrations node, which then lost its probe for two weeks.
    a = "Applied migrations are never edited; a fix goes in a new migration instead."
    b = "Never edit an applied migration; write a new one instead."
    result = judge(a, (a,), b, (b,))
    assert result.kind == "duplicate", result.explanation
