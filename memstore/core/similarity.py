"""Which memories are the same knowledge, and which contradict: pure functions, no I/O.

Text is compared after `normalize` (case, Markdown, spacing, trailing punctuation) and
`tokens`, then in canonical form (`memstore.core.contradiction`: negations to ``not``, filler
dropped, a few synonyms merged, light stems). *Content words* are the canonical tokens that
are not light (prepositions, pronouns, be/use/live/keep ...); *values* are key tokens (numbers,
versions, paths, file names, flags) split at ``:`` and ``=``.

How alike? `fact_similarity`, `entry_similarity` (0..100)
    A fact: the mean of rapidfuzz token_set_ratio (forgives an added clause) and
    token_sort_ratio (does not) on the stems of its content words, ``not`` included. An entry:
    half token_set_ratio on the content stems of title and facts together, half the alignment
    score (each title or fact scored against its most similar counterpart in the other entry,
    averaged over both entries).

The same fact? `same_fact`
    One is a rewording of the other that adds nothing: no contradiction, the same values, the
    same polarity, the same content words in any order (up to stems), the same word after each
    word of direction or order ("after adding X, run Y" = "run Y after adding X", but "from
    mysql to postgres" != "from postgres to mysql"), and fact_similarity >= 60. Deliberately
    strict: a fact that says a little more ("run pytest" / "run pytest -x") is another fact, so
    `merge_facts`, which drops an incoming fact only for a same_fact one already kept, never
    loses knowledge; an unknown synonym only costs a duplicate phrasing.

Contradict? `contradiction`, `entry_contradictions`
    The decision procedure is documented in `memstore.core.contradiction`. Reasons: "negation",
    "number", "version", "path", "name". Symmetric.

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

Worth comparing? `candidate_pairs`
    Documents are paired only within one block key (kind and scope), through two inverted indexes
    per block, then a cheap overlap check:

    - normalized words (what token_set_ratio sees): each document probes the postings of its
      rarest words (by document frequency in the block) that make up 30% of its characters.
      token_set_ratio >= 85 holds mostly when the shared words are >= 74% of one text's
      characters, so one of those rare words is shared (prefix filtering);
    - content stems: each document probes the postings of its `rare` (6) rarest stems and needs
      `min_shared` of them in the other; this finds rewordings that share few exact words.

    A pair is kept when the shared words (or stems) are >= 70% (60%) of the smaller document's
    characters, or >= half of its distinct words (stems): contradicting entries differ in a
    long value and still share most words. The work is the postings read, not all pairs; on a
    store where every entry follows a few templates the candidates can still reach a fifth of
    all pairs (see tests/test_similarity.py).

Everything is deterministic: no randomness, results never depend on set or dict order.
"""

from __future__ import annotations

import re
import sys
import unicodedata
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import lru_cache
from typing import Any, NamedTuple

import numpy as np
from rapidfuzz import fuzz, process

from memstore.core import contradiction as _c

__all__ = [
    "candidate_pairs",
    "candidate_partners",
    "contradiction",
    "entry_contradictions",
    "entry_similarities",
    "entry_similarity",
    "fact_similarity",
    "is_near_duplicate",
    "merge_facts",
    "normalize",
    "same_fact",
    "tokens",
]

SAME_FACT_FLOOR = 60.0

_LINK = re.compile(r"\[([^\]\n]*)\]\(([^)\s]*)\)")
# Bold is `**x**` only: `__x__` is too often a Python name (__init__.py) to strip.
_STRONG = re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*")
_EMPHASIS = re.compile(r"(?<![\w*])\*(?=[^\s*])([^*\n]+?)(?<=[^\s*])\*(?![\w*])")
_HEADING = re.compile(r"^#{1,6}\s+")
_TRAILING = re.compile(r"[\s.,;:!?]+$")
_SPLIT = re.compile(r"[\s,;()\[\]{}\"|]+")
_MARKUP = re.compile(r"[`*\[#]")
_QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"'})


def _normalize_once(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).translate(_QUOTES).casefold()
    text = _LINK.sub(r"\1 \2", text)
    text = text.replace("`", "")
    text = _STRONG.sub(r"\1", text)
    text = _EMPHASIS.sub(r"\1", text)
    text = " ".join(text.split())
    text = _HEADING.sub("", text)
    return _TRAILING.sub("", text)


def normalize(text: str) -> str:
    """Lowercase, strip Markdown (backticks, bold, italics, links, heading marks), collapse
    whitespace and drop trailing punctuation. Idempotent and deterministic."""
    if text.isascii() and not _MARKUP.search(text):
        # Plain ASCII (most notes): nothing for Unicode, quotes, links or emphasis to change,
        # and what is left is a fixed point at once.
        return _TRAILING.sub("", " ".join(text.lower().split()))
    # Case folding and Unicode normalisation can expose new markup or punctuation, so repeat to a
    # fixed point; every pass that changes the text shrinks it or settles its Unicode form.
    for _ in range(len(text) + 3):
        again = _normalize_once(text)
        if again == text:
            break
        text = again
    return text


def tokens(text: str) -> list[str]:
    """The normalized word tokens of a text. Code-ish tokens stay whole: ``8080``, ``v3.2``,
    ``db/migrations``, ``uv.lock``, ``-x``, ``--no-cache``, ``localhost:8080``, ``don't``."""
    out: list[str] = []
    for piece in _SPLIT.split(normalize(text)):
        tok = piece.lstrip("'\"([{*").rstrip(".,;:!?)]}'\"*")
        if any(ch.isalnum() for ch in tok):
            out.append(tok)
    return out


@lru_cache(maxsize=65536)
def _canon(text: str) -> tuple[str, ...]:
    # Interned: the cache holds tens of thousands of these, made of the same few words.
    return tuple(map(sys.intern, _c.canonical(tokens(text))))


@lru_cache(maxsize=65536)
def _content_text(text: str) -> str:
    # Light words (the, is, use, in ...) carry no fact, and their choice is most of what a
    # rewording changes; `not` stays, so a negated fact never reads as identical.
    return " ".join(_c.stem(t) for t in _canon(text) if t == _c.NOT or not _c.is_light(t))


def fact_similarity(a: str, b: str) -> float:
    """0..100: how alike two texts read, on the stems of their content words (canonical tokens
    without light words): the mean of rapidfuzz's token_set_ratio, which forgives an added
    clause, and token_sort_ratio, which does not."""
    ca, cb = _content_text(a), _content_text(b)
    if not ca or not cb:
        ca, cb = " ".join(_canon(a)), " ".join(_canon(b))
        if not ca or not cb:
            return 100.0 if normalize(a) == normalize(b) else 0.0
    return 0.5 * fuzz.token_set_ratio(ca, cb) + 0.5 * fuzz.token_sort_ratio(ca, cb)


def contradiction(a: str, b: str) -> str | None:
    """Why two similar facts cannot both hold: "negation", "number", "version", "path" or
    "name"; None when they agree or are not about the same thing. Symmetric."""
    return _reason(_canon(a), _canon(b))


def _reason(ca: tuple[str, ...], cb: tuple[str, ...]) -> str | None:
    # The contradiction between two canonical forms, cached in one order for both. Most pairs
    # asked about cannot align, and saying so is much cheaper than a lookup and an alignment.
    if not _c.may_contradict(ca, cb):
        return None
    return _classify(*sorted((ca, cb)))


@lru_cache(maxsize=1 << 18)
def _classify(ca: tuple[str, ...], cb: tuple[str, ...]) -> str | None:
    # Consolidation asks again about the same facts in each round.
    return _c.classify(ca, cb)


def same_fact(a: str, b: str) -> bool:
    """Whether two facts are phrasings of the same fact (see the module docstring)."""
    ca, cb = _canon(a), _canon(b)
    if ca == cb:
        return True
    if _reason(ca, cb) is not None or _c.key_atoms(ca) != _c.key_atoms(cb):
        return False
    if ca.count(_c.NOT) % 2 != cb.count(_c.NOT) % 2:
        return False
    wa = [s for s in _c.content(ca) if not _c.is_key(s)]
    wb = [s for s in _c.content(cb) if not _c.is_key(s)]
    if not _c.same_multiset(wa, wb):
        return False
    # "from mysql to postgres" and "from postgres to mysql" hold the same words.
    if wa != wb and _c.directions(wa) != _c.directions(wb):
        return False
    return fact_similarity(a, b) >= SAME_FACT_FLOOR


def _units(title: str, facts: Sequence[str]) -> list[str]:
    return [text for text in (title, *facts) if _canon(text)]


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
    units = _units(title, facts)
    contents = tuple(_content_text(unit) for unit in units)
    return _Profile(contents, tuple(" ".join(_canon(unit)) for unit in units),
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


def entry_similarities(
    title: str, facts: Sequence[str], others: Sequence[tuple[str, Sequence[str]]]
) -> list[float]:
    """`entry_similarity(title, facts, *other)` for each (title, facts) of `others`, exactly,
    scored together: one rapidfuzz table for all their units (consolidation compares a working
    entry with dozens of others; a pair at a time, Python's overhead was most of the work)."""
    pa = _profile(title, tuple(facts))
    profiles = [_profile(t, tuple(f)) for t, f in others]
    out = [0.0] * len(others)
    live = [k for k, p in enumerate(profiles) if p.contents] if pa.contents else []
    if not live:
        return out
    wholes = _table([pa.whole], [profiles[k].whole for k in live], fuzz.token_set_ratio)[0]
    contents = [c for k in live for c in profiles[k].contents]
    scores = 0.5 * _table(pa.contents, contents, fuzz.token_set_ratio)
    scores += 0.5 * _table(pa.contents, contents, fuzz.token_sort_ratio)
    has_a = np.array([bool(c) for c in pa.contents])
    has_b = np.array([bool(c) for c in contents])
    if not (has_a.all() and has_b.all()):  # fact_similarity reads canonical tokens instead
        canons = [c for k in live for c in profiles[k].canons]
        fallback = 0.5 * _table(pa.canons, canons, fuzz.token_set_ratio)
        fallback += 0.5 * _table(pa.canons, canons, fuzz.token_sort_ratio)
        scores = np.where(has_a[:, None] & has_b[None, :], scores, fallback)
    sizes = [len(profiles[k].contents) for k in live]
    bounds = np.zeros(len(live), dtype=np.int64)
    np.cumsum(sizes[:-1], out=bounds[1:])
    # Sums in Python, in entry_similarity's order, so the floats are the same to the last bit.
    forward = np.maximum.reduceat(scores, bounds, axis=1).T.tolist()
    backward = scores.max(axis=0).tolist()
    for n, k in enumerate(live):
        start = int(bounds[n])
        along = sum(forward[n]) / len(pa.contents)
        back = sum(backward[start : start + sizes[n]]) / sizes[n]
        out[k] = 0.5 * float(wholes[n]) + 0.25 * (along + back)
    return out


# From this many cells on, a table is worth rapidfuzz's threads (each costs about 150 µs to
# start; a table of 2,000 cells takes about 5 ms on one core). Each cell's score is the same
# either way.
_THREADED_CELLS = 2000


_threads = -1  # rapidfuzz's workers for a large table: every core, unless single_threaded()


def single_threaded() -> None:
    """Score every table on this thread alone (in a worker process: memstore.runtime.workers)."""
    global _threads
    _threads = 1


def _table(queries: Sequence[str], choices: Sequence[str], scorer: Any) -> Any:
    workers = _threads if len(queries) * len(choices) >= _THREADED_CELLS else 1
    return process.cdist(queries, choices, scorer=scorer, dtype=np.float64, workers=workers)


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
    return tuple(_canon(fact) for fact in facts)


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
    return _FactsSharing([_canon(fact) for fact in facts])


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
            for key in _c.alignment_keys(canon):
                self.by_key[key].append(n)

    def with_key_of(self, canon: tuple[str, ...]) -> list[int]:
        """The positions of the facts that may contradict `canon`, ascending."""
        near = {n for key in _c.alignment_keys(canon) for n in self.by_key.get(key, ())}
        if len(canon) == 1:
            near.update(self.single)
        return sorted(near)


def _lookalike(a: str, b: str) -> bool:
    result = _c.compare(_canon(a), _canon(b))
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
    units_a, units_b = _units(title_a, facts_a), _units(title_b, facts_b)
    atoms_a = frozenset().union(*(_c.key_atoms(_canon(u)) for u in units_a))
    atoms_b = frozenset().union(*(_c.key_atoms(_canon(u)) for u in units_b))
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
        seen.update({w for w in _content_text(unit).split() if w != _c.NOT and not _c.is_key(w)})
    return sorted(w for w, n in seen.items() if n >= 2)


def _topic_differs(units_a: Sequence[str], units_b: Sequence[str]) -> bool:
    """Whether each entry keeps naming something the other never mentions (the billing service
    and the search service): look-alikes about different subjects."""
    words_a = {w for unit in units_a for w in _content_text(unit).split()}
    words_b = {w for unit in units_b for w in _content_text(unit).split()}

    def missing(topic: list[str], words: set[str]) -> bool:
        return any(not any(_c.stems_match(t, w) for w in words) for t in topic)

    return missing(_topic(units_a), words_b) and missing(_topic(units_b), words_a)


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
    canon = _canon(fact)
    plain = [s for s in _c.content(canon) if not _c.is_key(s)]
    return _c.key_atoms(canon), canon.count(_c.NOT) % 2, len(plain)


def _doc_words(text: str) -> tuple[str, ...]:
    return tuple(dict.fromkeys(normalize(text).split()))


def _doc_stems(text: str) -> tuple[str, ...]:
    # The judge's terms and values (synonyms, abbreviations and spellings read as one), so
    # that rewordings meet in the index as they meet in the judge.
    from memstore.core.judge import claims

    found = claims(text.replace("\n", ". "))
    return tuple(dict.fromkeys([*(t for c in found for t in c.terms),
                                *(f"{k}={v}" for c in found for k, v in sorted(c.values))]))


def _doc_features(text: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    return _doc_words(text), _doc_stems(text)


class Features:
    """Each document's distinct words and content stems (what the candidate index holds), worked
    out once however many times they are asked for: a consolidation run asks in each round.

    Tokenizing is most of building the index, so a large batch is done on every core
    (memstore.runtime.workers). Each feature is an interned string: a store's documents share most
    of their words, and a hundred thousand tuples of fresh strings took a third of a gigabyte."""

    # From this many new documents on, tokenizing them is worth the worker processes.
    PARALLEL = 2000

    def __init__(self) -> None:
        self.words: dict[str, tuple[str, ...]] = {}
        self.stems: dict[str, tuple[str, ...]] = {}

    def add(self, texts: Iterable[str]) -> None:
        """Work out the features of each of `texts` not known yet."""
        from memstore.runtime import workers

        new = [text for text in dict.fromkeys(texts) if text not in self.words]
        found = workers.ordered_map(_doc_features, new, worth_it=len(new) >= self.PARALLEL,
                                    chunk=64)
        intern = sys.intern
        for text, (words, stems) in zip(new, found, strict=True):
            self.words[text] = tuple(map(intern, words))
            self.stems[text] = tuple(map(intern, stems))


# token_set_ratio(a, b) >= 85 holds mostly when the words two texts share make up at least
# 0.85 / 1.15 = 74% of one of them (by characters). Then that text's rarest words covering the
# other 26% of its characters (30% here, for a margin) must include a shared one, so probing
# only those finds the pair (prefix filtering), and a pair sharing under 70% is dropped.
_PREFIX_SHARE = 0.30
_WORD_OVERLAP = 0.70
# Rewordings share fewer exact words but most content stems (same subject, same values).
_STEM_OVERLAP = 0.60
_COUNT_OVERLAP = 0.5


def _weight(features: tuple[str, ...]) -> int:
    # The length of the words joined by spaces, as rapidfuzz sees them.
    return sum(map(len, features)) + len(features)


def _prefix(features: tuple[str, ...], df: Counter[str]) -> list[str]:
    total = _weight(features)
    prefix: list[str] = []
    covered = 0
    for feature in sorted(features, key=lambda f: (df[f], f)):
        prefix.append(feature)
        covered += len(feature) + 1
        if covered > _PREFIX_SHARE * total:
            break
    return prefix


class _Index:
    """One block's inverted index over one kind of feature (words or stems), asked one probe at
    a time for the members that pass the overlap check with it (see candidate_pairs).

    Everything is numpy arrays in compressed rows (a member's features, a feature's members):
    on a large store a working entry meets hundreds of others through words every tenth entry
    uses, checking those one pair at a time in Python was most of a consolidation run, and
    Python lists of a hundred thousand entries' features took hundreds of megabytes."""

    def __init__(
        self,
        members: list[int],
        features: dict[int, tuple[str, ...]],
        probe: Callable[[tuple[str, ...], Counter[str]], list[str]],
        min_shared: int,
        overlap: float,
    ) -> None:
        df: Counter[str] = Counter(f for i in members for f in features[i])
        names = sorted(df)
        fid = {f: n for n, f in enumerate(names)}
        self.features = _Rows([[fid[f] for f in features[i]] for i in members])
        self.feature_weight = np.fromiter((len(f) + 1 for f in names), dtype=np.float64,
                                          count=len(names))
        self.weight = np.array([_weight(features[i]) for i in members], dtype=np.float64)
        # A pair (i, j) is proposed when j holds min_shared of i's probe features, or i of j's.
        # `holders` answers the first question for a probing i, `probers` the second.
        self.probed = _Rows([[fid[f] for f in probe(features[i], df) if df[f] > 1]
                             for i in members])
        self.holders = self.features.transposed(len(names))
        self.probers = self.probed.transposed(len(names))
        self.min_shared = min_shared
        self.overlap = overlap
        self.mine = np.zeros(len(names), dtype=bool)
        self.seen = np.zeros(len(members), dtype=bool)  # scratch for _union

    def partners(self, pos: int, skip: Any, limit: int | None) -> Any:
        """The positions that pass the overlap check with member `pos`, except `skip` (a mask
        over positions), ascending; with `limit`, only that many of them: those sharing the
        largest part of the two members' features together (weighted Jaccard), ties to the
        earlier position."""
        own = self.features[pos]
        near = _union([[self.holders[f] for f in self.probed[pos].tolist()],
                       [self.probers[f] for f in own.tolist()]], self.min_shared, self.seen)
        near = near[(near != pos) & ~skip[near]]
        if not len(near):
            return near
        rows = self.features
        self.mine[own] = True
        count = rows.lengths[near]
        offsets = np.zeros(len(near), dtype=np.int64)
        np.cumsum(count[:-1], out=offsets[1:])
        at = np.repeat(rows.starts[near] - offsets, count) + np.arange(int(count.sum()))
        theirs = rows.flat[at]
        shared = self.mine[theirs]
        shared_weight = np.add.reduceat(np.where(shared, self.feature_weight[theirs], 0.0),
                                        offsets)
        shared_count = np.add.reduceat(shared.astype(np.int64), offsets)
        self.mine[own] = False
        weight = self.weight
        keep = ((shared_weight >= self.overlap * np.minimum(weight[pos], weight[near]))
                | (shared_count >= _COUNT_OVERLAP * np.minimum(rows.lengths[pos], count)))
        chosen = near[keep]
        if limit is not None and len(chosen) > limit:
            both = shared_weight[keep]
            jaccard = both / (weight[pos] + weight[chosen] - both)
            chosen = np.sort(chosen[np.lexsort((chosen, -jaccard))[:limit]])
        return chosen


class _Rows:
    """Rows of integers in one flat array (compressed sparse rows): row n is
    flat[starts[n]:starts[n + 1]]."""

    def __init__(self, rows: list[list[int]] | None = None, *, flat: Any = None,
                 lengths: Any = None) -> None:
        if rows is not None:
            lengths = np.fromiter(map(len, rows), dtype=np.int64, count=len(rows))
            flat = np.fromiter((x for row in rows for x in row), dtype=np.int64,
                               count=int(lengths.sum()))
        self.flat, self.lengths = flat, lengths
        self.starts = np.zeros(len(lengths) + 1, dtype=np.int64)
        np.cumsum(lengths, out=self.starts[1:])

    def __getitem__(self, n: int) -> Any:
        return self.flat[self.starts[n] : self.starts[n + 1]]

    def transposed(self, size: int) -> _Rows:
        """For each value below `size`, the (ascending) numbers of the rows holding it."""
        owner = np.repeat(np.arange(len(self.lengths), dtype=np.int64), self.lengths)
        order = np.argsort(self.flat, kind="stable")
        return _Rows(flat=owner[order], lengths=np.bincount(self.flat, minlength=size))


def _union(groups: list[list[Any]], min_shared: int, seen: Any) -> Any:
    # The positions in at least `min_shared` arrays of one group, over all groups, ascending.
    # `seen` is an all-False mask over the positions, left so: marking it and reading it back is
    # linear, where sorting the joined postings (thousands per probe on a large store) is not.
    out = []
    for arrays in groups:
        arrays = [a for a in arrays if len(a)]
        if not arrays:
            continue
        joined = np.concatenate(arrays)
        if min_shared > 1:
            values, counts = np.unique(joined, return_counts=True)
            out.append(values[counts >= min_shared])
        else:
            out.append(joined)
    if not out:
        return np.zeros(0, dtype=np.int64)
    for positions in out:
        seen[positions] = True
    near = np.flatnonzero(seen)
    seen[near] = False
    return near


def candidate_pairs(
    docs: Sequence[tuple[str, str]], *, min_shared: int = 1, rare: int = 6,
    probes: Iterable[int] | None = None, limit: int | None = None,
) -> set[tuple[int, int]]:
    """Index pairs (i < j) of documents worth comparing, found without comparing all pairs.

    `docs` are (block key, text); only documents with the same block key are paired. Within a
    block: each document probes the postings of its rarest normalized words that make up 30% of
    its characters, and of its `rare` rarest content stems (a document must hold `min_shared` of
    those); a pair found either way is kept when it shares 70% (words) or 60% (stems) of the
    smaller document's characters, or half of its distinct words or stems. See the module
    docstring for why this finds the pairs whose token_set_ratio reaches 85.

    With `probes` (indexes into `docs`), only the pairs that include one of them are returned:
    exactly those of the full search, at the cost of the probes' postings alone (consolidation
    asks about a few hundred working entries among tens of thousands).

    With `limit`, each probe (each document, without `probes`) keeps at most `limit` partners
    from each index, those sharing the largest part of both documents' words (or stems); a pair
    is returned when either side keeps it. This bounds the work per probe on a store where a
    template makes thousands of entries look alike, at the price of the partners a probe ranks
    below its `limit` best."""
    everyone = range(len(docs)) if probes is None else probes
    return {
        (min(i, j), max(i, j))
        for i, partners in candidate_partners(docs, everyone, min_shared=min_shared, rare=rare,
                                              limit=limit)
        for j in partners
    }


def candidate_partners(
    docs: Sequence[tuple[str, str]], probes: Iterable[int], *, min_shared: int = 1,
    rare: int = 6, limit: int | None = None, features: Features | None = None,
) -> Iterator[tuple[int, list[int]]]:
    """The pairs of `candidate_pairs(docs, probes=probes, ...)` one probe at a time, each pair
    once: (probe, its partners not given before), block by block in key order, probes and
    partners ascending. Only one probe's partners are held at a time, so a caller that settles each
    batch before asking for the next keeps its memory to one probe's worth of pairs (a store of
    100,000 entries has millions of pairs). `features` keeps the documents' features for the
    next call (consolidation asks again in each round)."""
    blocks: dict[str, list[int]] = defaultdict(list)
    for index, (key, _) in enumerate(docs):
        blocks[key].append(index)
    wanted = set(probes)

    def rarest(features: tuple[str, ...], df: Counter[str]) -> list[str]:
        return sorted(features, key=lambda f: (df[f], f))[:rare]

    keys = [key for key in sorted(blocks) if not wanted.isdisjoint(blocks[key])]
    features = features if features is not None else Features()
    features.add(docs[i][1] for key in keys for i in blocks[key])
    for key in keys:
        members = blocks[key]
        indexes = [
            _Index(members, {i: features.words[docs[i][1]] for i in members}, _prefix, 1,
                   _WORD_OVERLAP),
            _Index(members, {i: features.stems[docs[i][1]] for i in members}, rarest,
                   min_shared, _STEM_OVERLAP),
        ]
        yield from _block_partners(members, wanted, indexes, limit)


def _block_partners(members: list[int], wanted: set[int], indexes: list[_Index],
                    limit: int | None) -> Iterator[tuple[int, list[int]]]:
    is_probe = np.array([i in wanted for i in members], dtype=bool)
    done = np.zeros(len(members), dtype=bool)  # probes whose partners were given
    chose: dict[int, Any] = {}  # with a limit: what each probe given so far kept, sorted
    # Without a limit the overlap check is symmetric, so a pair with an earlier probe was given
    # with it. With one, each side keeps its own best, so every partner is ranked and a pair is
    # dropped only if the earlier probe kept it too.
    skip = done if limit is None else np.zeros(len(members), dtype=bool)
    for pos in np.flatnonzero(is_probe).tolist():
        found = np.unique(np.concatenate([index.partners(pos, skip, limit) for index in indexes]))
        if limit is not None:
            chose[pos] = found
            given = [j for j in found[done[found]].tolist() if _holds(chose[j], pos)]
            found = np.setdiff1d(found, given, assume_unique=True)
        done[pos] = True
        if len(found):
            yield members[pos], [members[j] for j in found.tolist()]


def _holds(sorted_positions: Any, pos: int) -> bool:
    at = int(np.searchsorted(sorted_positions, pos))
    return at < len(sorted_positions) and int(sorted_positions[at]) == pos
