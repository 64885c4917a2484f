"""Which memories are the same knowledge, and which contradict: pure functions, no I/O.

Text is compared after `normalize` (case, Markdown, spacing, trailing punctuation) and
`tokens`, then in canonical form (`memstore.contradiction`: negations to ``not``, filler
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
    The decision procedure is documented in `memstore.contradiction`. Reasons: "negation",
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
import unicodedata
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from functools import lru_cache

from rapidfuzz import fuzz

from memstore import contradiction as _c

__all__ = [
    "candidate_pairs",
    "contradiction",
    "entry_contradictions",
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
    return tuple(_c.canonical(tokens(text)))


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
    return _c.classify(_canon(a), _canon(b))


def same_fact(a: str, b: str) -> bool:
    """Whether two facts are phrasings of the same fact (see the module docstring)."""
    ca, cb = _canon(a), _canon(b)
    if ca == cb:
        return True
    if _c.classify(ca, cb) is not None or _c.key_atoms(ca) != _c.key_atoms(cb):
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


def entry_similarity(
    title_a: str, facts_a: Sequence[str], title_b: str, facts_b: Sequence[str]
) -> float:
    """0..100: how alike two entries are, from their titles and facts (see the module docstring)."""
    units_a, units_b = _units(title_a, facts_a), _units(title_b, facts_b)
    if not units_a or not units_b:
        return 0.0
    text_a = " ".join(_content_text(unit) for unit in units_a)
    text_b = " ".join(_content_text(unit) for unit in units_b)
    whole = fuzz.token_set_ratio(text_a, text_b)
    forward = sum(_best(unit, units_b)[0] for unit in units_a) / len(units_a)
    backward = sum(_best(unit, units_a)[0] for unit in units_b) / len(units_b)
    return 0.5 * whole + 0.25 * (forward + backward)


def entry_contradictions(
    facts_a: Sequence[str], facts_b: Sequence[str]
) -> list[tuple[str, str, str]]:
    """Every pair (fact of a, fact of b, reason) that contradicts, in input order."""
    found: list[tuple[str, str, str]] = []
    for fa in facts_a:
        for fb in facts_b:
            reason = contradiction(fa, fb)
            if reason is not None and (fa, fb, reason) not in found:
                found.append((fa, fb, reason))
    return found


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
    for fact in incoming:
        if not any(same_fact(fact, have) for have in result):
            result.append(fact)
    return result


def _doc_stems(text: str) -> frozenset[str]:
    return frozenset(_c.stem(tok) for tok in _canon(text) if not _c.is_light(tok))


# token_set_ratio(a, b) >= 85 holds mostly when the words two texts share make up at least
# 0.85 / 1.15 = 74% of one of them (by characters). Then that text's rarest words covering the
# other 26% of its characters (30% here, for a margin) must include a shared one, so probing
# only those finds the pair (prefix filtering), and a pair sharing under 70% is dropped.
_PREFIX_SHARE = 0.30
_WORD_OVERLAP = 0.70
# Rewordings share fewer exact words but most content stems (same subject, same values).
_STEM_OVERLAP = 0.60
_COUNT_OVERLAP = 0.5


def _weight(features: frozenset[str]) -> int:
    # The length of the words joined by spaces, as rapidfuzz sees them.
    return sum(map(len, features)) + len(features)


def _prefix(features: frozenset[str], df: Counter[str]) -> list[str]:
    total = _weight(features)
    prefix: list[str] = []
    covered = 0
    for feature in sorted(features, key=lambda f: (df[f], f)):
        prefix.append(feature)
        covered += len(feature) + 1
        if covered > _PREFIX_SHARE * total:
            break
    return prefix


def _join(
    members: list[int],
    features: dict[int, frozenset[str]],
    probe: Callable[[frozenset[str], Counter[str]], list[str]],
    min_shared: int,
    overlap: float,
) -> set[tuple[int, int]]:
    df: Counter[str] = Counter(f for i in members for f in features[i])
    postings: dict[str, list[int]] = defaultdict(list)
    for i in members:
        for f in features[i]:
            postings[f].append(i)
    weight = {i: _weight(features[i]) for i in members}
    found: set[tuple[int, int]] = set()
    checked: set[tuple[int, int]] = set()
    for i in members:
        lists = [postings[f] for f in probe(features[i], df) if df[f] > 1]
        if min_shared > 1:
            counts = Counter(j for posting in lists for j in posting)
            near = {j for j, n in counts.items() if n >= min_shared}
        else:
            near = set().union(*lists)
        near.discard(i)
        mine, my_weight, my_size = features[i], weight[i], len(features[i])
        for j in near:
            pair = (i, j) if i < j else (j, i)
            if pair in checked:
                continue
            checked.add(pair)
            both = mine & features[j]
            if (_weight(both) >= overlap * min(my_weight, weight[j])
                    or len(both) >= _COUNT_OVERLAP * min(my_size, len(features[j]))):
                found.add(pair)
    return found


def candidate_pairs(
    docs: Sequence[tuple[str, str]], *, min_shared: int = 1, rare: int = 6
) -> set[tuple[int, int]]:
    """Index pairs (i < j) of documents worth comparing, found without comparing all pairs.

    `docs` are (block key, text); only documents with the same block key are paired. Within a
    block: each document probes the postings of its rarest normalized words that make up 30% of
    its characters, and of its `rare` rarest content stems (a document must hold `min_shared` of
    those); a pair found either way is kept when it shares 70% (words) or 60% (stems) of the
    smaller document's characters, or half of its distinct words or stems. See the module
    docstring for why this finds the pairs whose token_set_ratio reaches 85."""
    blocks: dict[str, list[int]] = defaultdict(list)
    for index, (key, _) in enumerate(docs):
        blocks[key].append(index)

    def rarest(features: frozenset[str], df: Counter[str]) -> list[str]:
        return sorted(features, key=lambda f: (df[f], f))[:rare]

    pairs: set[tuple[int, int]] = set()
    for key in sorted(blocks):
        members = blocks[key]
        words = {i: frozenset(normalize(docs[i][1]).split()) for i in members}
        stems = {i: _doc_stems(docs[i][1]) for i in members}
        pairs |= _join(members, words, _prefix, 1, _WORD_OVERLAP)
        pairs |= _join(members, stems, rarest, min_shared, _STEM_OVERLAP)
    return pairs
