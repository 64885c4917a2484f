"""Two facts compared as strings: how alike, the same fact, contradicting; and the union of two
fact lists. Pure functions, no I/O; deterministic (results never depend on set or dict order).

Text is compared in canonical form (memstore.core.similarity.normalize). *Content words* are
the canonical tokens that are not light; *values* are key tokens (numbers, versions, paths,
file names, flags) split at ``:`` and ``=``.

How alike? `fact_similarity` (0..100)
    The mean of rapidfuzz token_set_ratio (forgives an added clause) and token_sort_ratio
    (does not) on the stems of its content words, ``not`` included.

The same fact? `same_fact`
    One is a rewording of the other that adds nothing: no contradiction, the same values, the
    same polarity, the same content words in any order (up to stems), the same word after each
    word of direction or order ("after adding X, run Y" = "run Y after adding X", but "from
    mysql to postgres" != "from postgres to mysql"), and fact_similarity >= 60. Deliberately
    strict: a fact that says a little more ("run pytest" / "run pytest -x") is another fact, so
    `merge_facts`, which drops an incoming fact only for a same_fact one already kept, never
    loses knowledge; an unknown synonym only costs a duplicate phrasing.

Contradict? `contradiction`, `entry_contradictions`
    The decision procedure is documented in `memstore.core.similarity.contradiction`. Reasons:
    "negation", "number", "version", "path", "name". Symmetric.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from functools import lru_cache

from memstore.core.similarity import contradiction as _rule
from memstore.core.similarity import words as _words
from memstore.core.similarity.normalize import canonical_tokens, content_text, normalize

SAME_FACT_FLOOR = 60.0


def fact_similarity(a: str, b: str) -> float:
    """0..100: how alike two texts read, on the stems of their content words (canonical tokens
    without light words): the mean of rapidfuzz's token_set_ratio, which forgives an added
    clause, and token_sort_ratio, which does not."""
    ca, cb = content_text(a), content_text(b)
    if not ca or not cb:
        ca, cb = " ".join(canonical_tokens(a)), " ".join(canonical_tokens(b))
        if not ca or not cb:
            return 100.0 if normalize(a) == normalize(b) else 0.0
    # Imported here: rapidfuzz costs a command that imports this module and never compares two
    # facts ~30 ms.
    from rapidfuzz import fuzz

    return 0.5 * fuzz.token_set_ratio(ca, cb) + 0.5 * fuzz.token_sort_ratio(ca, cb)


def contradiction(a: str, b: str) -> str | None:
    """Why two similar facts cannot both hold: "negation", "number", "version", "path" or
    "name"; None when they agree or are not about the same thing. Symmetric."""
    return _reason(canonical_tokens(a), canonical_tokens(b))


def _reason(ca: tuple[str, ...], cb: tuple[str, ...]) -> str | None:
    # The contradiction between two canonical forms, cached in one order for both. Most pairs
    # asked about cannot align, and saying so is much cheaper than a lookup and an alignment.
    if not _rule.may_contradict(ca, cb):
        return None
    return _classify(*sorted((ca, cb)))


@lru_cache(maxsize=1 << 18)
def _classify(ca: tuple[str, ...], cb: tuple[str, ...]) -> str | None:
    # Consolidation asks again about the same facts in each round.
    return _rule.classify(ca, cb)


def same_fact(a: str, b: str) -> bool:
    """Whether two facts are phrasings of the same fact (see the module docstring)."""
    ca, cb = canonical_tokens(a), canonical_tokens(b)
    if ca == cb:
        return True
    if _reason(ca, cb) is not None or _words.key_atoms(ca) != _words.key_atoms(cb):
        return False
    if ca.count(_words.NOT) % 2 != cb.count(_words.NOT) % 2:
        return False
    wa = [s for s in _words.content(ca) if not _words.is_key(s)]
    wb = [s for s in _words.content(cb) if not _words.is_key(s)]
    if not _words.same_multiset(wa, wb):
        return False
    # "from mysql to postgres" and "from postgres to mysql" hold the same words.
    if wa != wb and _words.directions(wa) != _words.directions(wb):
        return False
    return fact_similarity(a, b) >= SAME_FACT_FLOOR


def entry_contradictions(
    facts_a: Sequence[str], facts_b: Sequence[str]
) -> list[tuple[str, str, str]]:
    """Every pair (fact of a, fact of b, reason) that contradicts, in input order."""
    found: list[tuple[str, str, str]] = []
    canons_a, canons_b = _canons(tuple(facts_a)), _canons(tuple(facts_b))
    for m, n in _fact_pairs(facts_a, canons_a, facts_b, canons_b):
        reason = _reason(canons_a[m], canons_b[n])
        if reason is not None and (facts_a[m], facts_b[n], reason) not in found:
            found.append((facts_a[m], facts_b[n], reason))
    return found


@lru_cache(maxsize=4096)
def _canons(facts: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    # A compaction node's facts meet every working entry of its scope: one lookup, not hundreds.
    return tuple(canonical_tokens(fact) for fact in facts)


# Beyond this many fact pairs (a summary of a compacted group holds hundreds of facts), index
# the longer side's facts by their alignment keys rather than try every pair.
_MANY_FACT_PAIRS = 64


def _fact_pairs(
    facts_a: Sequence[str], canons_a: Sequence[tuple[str, ...]],
    facts_b: Sequence[str], canons_b: Sequence[tuple[str, ...]],
) -> Iterable[tuple[int, int]]:
    # The positions (in a, in b) of the fact pairs that may contradict, in input order: every
    # pair, or with many, those sharing an alignment key. The index of the longer side is kept:
    # a compaction node meets every working entry about its subject.
    if len(facts_a) * len(facts_b) <= _MANY_FACT_PAIRS:
        return ((m, n) for m in range(len(facts_a)) for n in range(len(facts_b)))
    if len(facts_a) <= len(facts_b):
        index = _facts_sharing(tuple(facts_b))
        return [(m, n) for m, ca in enumerate(canons_a) for n in index.with_key_of(ca)]
    index = _facts_sharing(tuple(facts_a))
    return sorted((m, n) for n, cb in enumerate(canons_b) for m in index.with_key_of(cb))


@lru_cache(maxsize=1024)
def _facts_sharing(facts: tuple[str, ...]) -> _FactsSharing:
    return _FactsSharing([canonical_tokens(fact) for fact in facts])


class _FactsSharing:
    """Positions of facts (as canonical tokens) by `contradiction.alignment_keys`: a fact can
    contradict only the facts sharing one of its keys, or, when it is one token, the one-token
    facts."""

    def __init__(self, canons: list[tuple[str, ...]]) -> None:
        self.by_key: dict[str, list[int]] = defaultdict(list)
        self.single: list[int] = []
        for n, canon in enumerate(canons):
            if len(canon) == 1:
                self.single.append(n)
            for key in _rule.alignment_keys(canon):
                self.by_key[key].append(n)

    def with_key_of(self, canon: tuple[str, ...]) -> list[int]:
        """The positions of the facts that may contradict `canon`, ascending."""
        near = {n for key in _rule.alignment_keys(canon) for n in self.by_key.get(key, ())}
        if len(canon) == 1:
            near.update(self.single)
        return sorted(near)


def merge_facts(kept: Sequence[str], incoming: Sequence[str]) -> list[str]:
    """The union of two fact lists: every fact of `kept` in order, then each fact of `incoming`
    that is not `same_fact` with one already in the result. Deterministic and idempotent."""
    result = list(kept)
    # same_fact holds only within a block (same values, polarity and number of plain content
    # words), so each fact is compared with its block, not with every fact kept: compaction
    # merges groups of hundreds of facts.
    blocks: dict[tuple[frozenset[str], int, int], list[str]] = defaultdict(list)
    for fact in result:
        blocks[_fact_block(fact)].append(fact)
    for fact in incoming:
        block = blocks[_fact_block(fact)]
        if not any(same_fact(fact, have) for have in block):
            result.append(fact)
            block.append(fact)
    return result


@lru_cache(maxsize=1 << 16)
def _fact_block(fact: str) -> tuple[frozenset[str], int, int]:
    canon = canonical_tokens(fact)
    plain = [s for s in _words.content(canon) if not _words.is_key(s)]
    return _words.key_atoms(canon), canon.count(_words.NOT) % 2, len(plain)
