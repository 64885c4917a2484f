"""What the judge's unit tests ask of it: the verdict on two one-fact memories, each titled by
its text as `memstore add` does (tests/unit/test_judge_*.py)."""

from __future__ import annotations

from memstore.core.judge import Verdict, judge


def verdict(a: str, b: str) -> Verdict:
    """The judge's verdict on two one-fact memories, titled by their text as `add` does."""
    return judge(a, [a], b, [b])


def kind(a: str, b: str) -> str:
    """The kind of that verdict ("duplicate", "conflict", ...)."""
    return verdict(a, b).kind


def both_ways(a: str, b: str) -> set[str]:
    """The kinds of the verdicts on two one-fact memories, each way round."""
    return {kind(a, b), kind(b, a)}


def symmetric_kind(a: str, b: str) -> str:
    """The kind of the verdict, after checking it is the same with the two the other way round."""
    both = kind(a, b)
    assert kind(b, a) == both  # symmetric
    return both
