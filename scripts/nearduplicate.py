"""The string-similarity near-duplicate test consolidation used before the judge (issue 15).

Nothing in memstore uses it any more. It stays as the reference the duplicate-recall
benchmark (scripts/benchtargets.py, `bench.py --dup-recall`) measures candidate generation
against, and tests/unit/test_similarity.py holds it to what this docstring says.

How alike? `entry_similarity` (0..100)
    Half token_set_ratio on the content stems of title and facts together, half the alignment
    score (each title or fact scored against its most similar counterpart in the other entry,
    averaged over both entries).

The same knowledge? `is_near_duplicate`
    entry_similarity >= threshold (85), and none of these:

    - the titles contradict, or a fact of one contradicts a fact of the other;
    - each entry states a value the other never mentions (db/migrations vs db/seeds);
    - each entry keeps naming something the other never mentions: a content word found in two or
      more of its title and facts (the billing service vs the search service);
    - the titles, or a fact and its most similar fact on the other side, line up word for word
      but replace a plain word outside a choice slot (a different subject: "mock the clock" /
      "mock the database") or a word along with a value - unless that fact has a same_fact
      counterpart.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

from rapidfuzz import fuzz

from memstore.core.similarity import contradiction as _rule
from memstore.core.similarity import words as _words
from memstore.core.similarity.facts import (
    contradiction,
    entry_contradictions,
    fact_similarity,
    same_fact,
)
from memstore.core.similarity.normalize import canonical_tokens, content_text


def text_units(title: str, facts: Sequence[str]) -> list[str]:
    return [text for text in (title, *facts) if canonical_tokens(text)]


def _best(text: str, others: Sequence[str]) -> tuple[float, str]:
    # Ties go to the earlier counterpart, so the choice is deterministic.
    best, partner = -1.0, ""
    for other in others:
        score = fact_similarity(text, other)
        if score > best:
            best, partner = score, other
    return best, partner


class _Profile(NamedTuple):
    """What entry_similarity needs of one entry, worked out once however many pairs it is in:
    for each unit (title or fact with a word in it) the two texts fact_similarity reads (its
    content text, or when that is empty its canonical tokens), and all content text together."""

    contents: tuple[str, ...]
    canons: tuple[str, ...]
    whole: str


@lru_cache(maxsize=1 << 16)
def _profile(title: str, facts: tuple[str, ...]) -> _Profile:
    units = text_units(title, facts)
    contents = tuple(content_text(unit) for unit in units)
    return _Profile(contents, tuple(" ".join(canonical_tokens(unit)) for unit in units),
                    " ".join(contents))


def _unit_scores(pa: _Profile, pb: _Profile) -> list[list[float]]:
    # fact_similarity of every unit of a with every unit of b, from the profiles' texts.
    set_ratio, sort_ratio = fuzz.token_set_ratio, fuzz.token_sort_ratio
    rows = []
    for i, ca in enumerate(pa.contents):
        row = []
        for j, cb in enumerate(pb.contents):
            if not ca or not cb:
                ca_, cb_ = pa.canons[i], pb.canons[j]  # never empty: units have a word
                row.append(0.5 * set_ratio(ca_, cb_) + 0.5 * sort_ratio(ca_, cb_))
            else:
                row.append(0.5 * set_ratio(ca, cb) + 0.5 * sort_ratio(ca, cb))
        rows.append(row)
    return rows


def entry_similarity(
    title_a: str, facts_a: Sequence[str], title_b: str, facts_b: Sequence[str]
) -> float:
    """0..100: how alike two entries are, from their titles and facts (see the module docstring)."""
    pa, pb = _profile(title_a, tuple(facts_a)), _profile(title_b, tuple(facts_b))
    if not pa.contents or not pb.contents:
        return 0.0
    whole = fuzz.token_set_ratio(pa.whole, pb.whole)
    # fact_similarity is symmetric, so one table serves both directions.
    scores = _unit_scores(pa, pb)
    forward = sum(map(max, scores)) / len(scores)
    backward = sum(map(max, zip(*scores, strict=True))) / len(scores[0])
    return 0.5 * whole + 0.25 * (forward + backward)


def _lookalike(a: str, b: str) -> bool:
    result = _rule.compare(canonical_tokens(a), canonical_tokens(b))
    return result.aligned and result.reason is None and "other" in result.kinds


def is_near_duplicate(
    title_a: str,
    facts_a: Sequence[str],
    title_b: str,
    facts_b: Sequence[str],
    threshold: float = 85.0,
) -> bool:
    """Whether two entries hold the same knowledge and nothing in them contradicts."""
    if entry_similarity(title_a, facts_a, title_b, facts_b) < threshold:
        return False
    if contradiction(title_a, title_b) or entry_contradictions(facts_a, facts_b):
        return False
    units_a, units_b = text_units(title_a, facts_a), text_units(title_b, facts_b)
    atoms_a = frozenset().union(*(_words.key_atoms(canonical_tokens(u)) for u in units_a))
    atoms_b = frozenset().union(*(_words.key_atoms(canonical_tokens(u)) for u in units_b))
    if atoms_a - atoms_b and atoms_b - atoms_a:
        return False
    if _topic_differs(units_a, units_b):
        return False
    # A fact that lines up with its closest counterpart (title with title, fact with fact) but
    # says it of something else marks a look-alike ("mock the clock" / "mock the database").
    if not same_fact(title_a, title_b) and _lookalike(title_a, title_b):
        return False
    for facts, others in ((facts_a, facts_b), (facts_b, facts_a)):
        for fact in facts:
            if not others or any(same_fact(fact, other) for other in others):
                continue
            if _lookalike(fact, _best(fact, others)[1]):
                return False
    return True


def _topic(units: Sequence[str]) -> list[str]:
    # The words an entry keeps coming back to: plain content words in two or more of its units.
    seen: Counter[str] = Counter()
    for unit in units:
        seen.update({w for w in content_text(unit).split()
                     if w != _words.NOT and not _words.is_key(w)})
    return sorted(w for w, n in seen.items() if n >= 2)


def _topic_differs(units_a: Sequence[str], units_b: Sequence[str]) -> bool:
    """Whether each entry keeps naming something the other never mentions (the billing service
    and the search service): look-alikes about different subjects."""
    words_a = {w for unit in units_a for w in content_text(unit).split()}
    words_b = {w for unit in units_b for w in content_text(unit).split()}

    def missing(topic: list[str], words: set[str]) -> bool:
        return any(not any(_words.stems_match(t, w) for w in words) for t in topic)

    return missing(_topic(units_a), words_b) and missing(_topic(units_b), words_a)
