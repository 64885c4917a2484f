"""The ways the judge may read two entries besides as written, in the order it asks them.

Three readings put one side's words as the other writes them, and the judge may take its
verdict from any of them (memstore.core.judge.verdict): one numeric bound said two ways
(`thresholds.bounds_alike`: "never more than 3" / "at most 3"), a phrase the other entry
abbreviates (`acronyms.spelled_out`: "proof of delivery" / "POD"), and a word written apart
that the other writes joined (`compounds.joined_apart`: "back up" / "backup"). What is asked of
a pair before the judge (the bounds, memstore.core.judge.bounds) and the share a merge's score
is (`entries.share`) must hold for every one of them, so both ask `readings`.
"""

from __future__ import annotations

from collections.abc import Iterator

from memstore.core.judge.acronyms import spelled_out
from memstore.core.judge.compounds import joined_apart
from memstore.core.judge.thresholds import bounds_alike

Entry = tuple[str, tuple[str, ...]]


def readings(title_a: str, facts_a: tuple[str, ...], title_b: str,
             facts_b: tuple[str, ...]) -> Iterator[tuple[Entry, Entry]]:
    """The two entries as written, then as each reading the judge may take puts them: with a
    word joined, with a phrase read as its abbreviation (and a word joined in that), and the
    same again with one bound read as the other entry says it. Lazily: a caller that has its
    answer stops asking."""
    yield from _spelled_or_joined(((title_a, facts_a), (title_b, facts_b)))
    alike = bounds_alike(title_a, facts_a, title_b, facts_b)
    if alike is not None:
        yield from _spelled_or_joined((alike[0], alike[1]))


def _spelled_or_joined(pair: tuple[Entry, Entry]) -> Iterator[tuple[Entry, Entry]]:
    """A pair as it is, with a word joined, with a phrase read as its abbreviation, and with a
    word joined in that."""
    yield from _joined_or_not(pair)
    spelled = spelled_out(pair[0][0], pair[0][1], pair[1][0], pair[1][1])
    if spelled is not None:
        yield from _joined_or_not((spelled[0], spelled[1]))


def _joined_or_not(pair: tuple[Entry, Entry]) -> Iterator[tuple[Entry, Entry]]:
    """A pair as it is, then with a word written apart on one side read as the other joins it."""
    yield pair
    joined = joined_apart(pair[0][0], pair[0][1], pair[1][0], pair[1][1])
    if joined is not None:
        yield joined[0], joined[1]
