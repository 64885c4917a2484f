"""What a pair needs before the judge can call it anything but distinct: asked first, so that
consolidation never judges the pairs that cannot matter to it (memstore.core.grouping).

`share` is the verdict's own score (see memstore.core.judge.verdict): how much of the entry that
says less the other holds, by weight, its values included. A duplicate needs `DUPLICATE` of it,
a pair the judge is unsure of ("maybe the same", "maybe conflicting") `MAYBE`; below that the
verdict is a conflict or nothing. `may_conflict` is false only when no claim of one entry
conflicts with a claim of the other (titles included) and neither takes back what the other
says: then there is no conflict either. Both cost less than the verdict: `share` a few look-ups
per term, `may_conflict` the claim comparisons the verdict would make first (and keeps them for
it), without the rest of its reading. tests/unit/test_judge_bounds.py checks both against the
judge on the natural corpus.
"""

from __future__ import annotations

from collections.abc import Sequence

from memstore.core.judge.claims import _matched, claims
from memstore.core.judge.compare import VALUE_WEIGHT, compare_claims
from memstore.core.judge.doubts import _RETRACTING
from memstore.core.judge.entries import DUPLICATE, MAYBE, _bag, _entry_claims


def share(title_a: str, facts_a: Sequence[str], title_b: str, facts_b: Sequence[str]) -> float:
    """The share (0..1) of the entry that says less found in the other, as the judge weighs
    it; 0 when either holds no claim."""
    units_a = _entry_claims(title_a, tuple(facts_a))
    units_b = _entry_claims(title_b, tuple(facts_b))
    if not units_a or not units_b:
        return 0.0
    terms_a, values_a = _bag(units_a)
    terms_b, values_b = _bag(units_b)
    # The same arithmetic, in the same order, as the verdict's, so a pair on the threshold
    # falls on the same side of it.
    total_a = sum(terms_a.values()) + VALUE_WEIGHT * len(values_a)
    total_b = sum(terms_b.values()) + VALUE_WEIGHT * len(values_b)
    if total_a <= total_b:
        return (sum(w for t, w in terms_a.items() if _matched(t, terms_b))
                + VALUE_WEIGHT * len(values_a & values_b)) / total_a
    return (sum(w for t, w in terms_b.items() if _matched(t, terms_a))
            + VALUE_WEIGHT * len(values_a & values_b)) / total_b


def may_be_duplicate(title_a: str, facts_a: Sequence[str], title_b: str,
                     facts_b: Sequence[str]) -> bool:
    """False only when the judge would not call the two entries duplicates."""
    return share(title_a, facts_a, title_b, facts_b) >= DUPLICATE


def may_be_uncertain(title_a: str, facts_a: Sequence[str], title_b: str,
                     facts_b: Sequence[str]) -> bool:
    """False only when the judge would call the two entries neither duplicates nor "maybe"."""
    return share(title_a, facts_a, title_b, facts_b) >= MAYBE


def may_conflict(title_a: str, facts_a: Sequence[str], title_b: str,
                 facts_b: Sequence[str]) -> bool:
    """False only when the judge would not find the two entries in conflict."""
    units_a = _entry_claims(title_a, tuple(facts_a))
    units_b = _entry_claims(title_b, tuple(facts_b))
    if not units_a or not units_b:
        return False
    mine = [c for u in units_a for c in u.claims]
    theirs = [c for u in units_b for c in u.claims]
    if any(c.negative and _RETRACTING.search(c.text) for c in (*mine, *theirs)):
        return True  # one may take back what the other says
    pairs = [(a, b) for a in mine for b in theirs if a.keys & b.keys]
    pairs += [(a, b) for a in claims(title_a) for b in claims(title_b)]
    return any(compare_claims(a, b).kind == "conflict" for a, b in pairs)
