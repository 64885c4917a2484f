"""What the judge's unit tests ask of it: the verdict on two one-fact memories, each titled by
its text as `memstore add` does (tests/unit/test_judge_*.py)."""

from __future__ import annotations

from memstore.core.entry import Entry
from memstore.core.fileformat import bullets
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


def working_notes(*texts: str) -> list[Entry]:
    """One-fact working candidates, one per text, created a day apart in the order given (for
    the tests of how consolidation groups them: memstore.core.grouping)."""
    return [Entry(f"working/n-{k}.md", {"id": f"n-{k}", "title": text[:60], "kind": "convention",
                                        "status": "candidate",
                                        "created": f"2026-03-0{k + 1}T09:00:00Z"},
                  bullets([text]))
            for k, text in enumerate(texts)]
