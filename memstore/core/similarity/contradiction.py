"""Whether two facts contradict, word by word: the contradiction rule over canonical tokens.

Pure functions over canonical token lists (memstore.core.similarity.words); no I/O.

Contradiction: the decision procedure of `compare`
    1. Order the two canonical token lists (the smaller first), so the answer is symmetric by
       construction, and align their stems with difflib.SequenceMatcher.
    2. *Same topic?* At least half of the longer list must be aligned, and the aligned part must
       hold a word that is not a preposition or pronoun. Otherwise: None (different things). Two
       bare paths naming the same file or the same folder are the one exception ("src/app.py" /
       "lib/app.py" -> path).
    3. Each differing span (a replace, insert or delete) gets one kind:

       - *light*: without light words, both sides hold the same words (in any order);
       - *negation*: the two texts differ in polarity (the parity of ``not``), this span holds
         the flip and otherwise light or equal words ("run pytest -x" / "do not run pytest -x",
         "use pip" / "avoid pip"). A ``not`` that only moved is not a flip ("never rename X" /
         "X must not be renamed");
       - *addition*: one side only adds words ("run pytest" / "run pytest -x"): more detail;
       - *number* / *version* / *path*: values on both sides differ pairwise, after the same
         words (a value of "served at" is not a value of "documented in"). Values that differ
         only in their digits are a *version* when they look like one (``3.11``, ``v2``,
         ``python3.12``, ``>=3.11``) or follow a runtime name (``node 18``), else a *number*
         (``8080``, ``30s``, ``localhost:8080``). Otherwise a path or file name makes a *path*,
         but only after a word that places something (in, at, to, is, use ...): in "commit the
         uv.lock file" the path names the thing itself. A value against one word in the same
         slot ("-n 4" / "-n auto") takes the value's kind. Plain words beside the changed value
         on one side only also count as an addition on that side ("Postgres 14 (thumbnails
         service)" / "Tax service: ... Postgres 16": the subjects were added on both sides);
       - *name*: one plain word against one plain word in the *object slot*, after a word that
         introduces a choice (use, with, via, by, is, are, to, on, in, as, against ...): "use
         pytest" / "use unittest", "run with uv" / "run with poetry". Two known tools of one
         category (test runners, package managers, formatters, branches ...) are a name wherever
         they stand ("ruff is the linter" / "flake8 is the linter"); two known tools of disjoint
         categories (uv and black) are not alternatives;
       - *other*: anything else, above all a differing subject (a word replaced at the start of
         the sentence or after a word that introduces no choice), or words replaced alongside a
         value. A span inside a leading prepositional phrase is a subject too, whatever it holds:
         the text opens with a preposition (in, on, at, for, with, by ...), only plain words stand
         between it and the span, and both texts go on after the span ("In the orders service,
         X" / "In the webhooks service, X"; "On main, X" / "On develop, X" say X of two
         things).
    4. Decide: any *other* span -> None (a look-alike: "migrations live in db/migrations" /
       "seeds live in db/seeds" differ in the subject as well as the path). Only light and
       addition spans -> None (they agree). Additions on both sides -> None: each statement is
       qualified differently ("port 8080 locally" / "port 9090 in production"), and a title
       ("Pushing to main: the rule") is not a rule. Negation spans and additions -> "negation".
       Spans all of one kind among number, version and path -> that kind; a single name span
       -> "name". Mixed kinds -> None ("the api listens on 8080" / "the web ui listens on 9090").
       But when both texts are negative (an odd number of ``not`` each), a differing value or
       name -> None: "never call X from billing" and "never call Y from billing" both hold.

    Known limits: a differing subject that is not a known tool reads as a look-alike
    ("`staging` is the deploy target" / "`production` is the deploy target" -> None; the two are
    not the same fact either, so they are never merged). A path that is the object of an action
    after a placing word reads as a path contradiction ("edit files in db/ by hand" / "edit
    files in src/gen/ by hand"). Word order is not parsed: "migrate from mysql to postgres" and
    its reverse give None (and are not the same fact).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from difflib import SequenceMatcher
from functools import lru_cache
from typing import NamedTuple

from memstore.core.similarity.words import (
    DIRECTIONAL,
    INTRODUCERS,
    NOT,
    STOP_STEMS,
    TOOL_CATEGORIES,
    is_key,
    is_light,
    is_path,
    is_version,
    same_multiset,
    stem,
)

# A text opening with one of these opens with a prepositional phrase that sets the scene ("In
# the orders service, ..."): what differs inside it is the subject, not a choice.
_LEADING_PREPOSITIONS = frozenset(
    "in on at for with by via through into across per during".split()
)
# A bare integer after one of these is a version ("node 18"), not a count.
_VERSIONED = frozenset(
    "python py node nodejs node.js java jdk go golang ruby php perl rust rustc postgres "
    "postgresql pg mysql mariadb redis ubuntu debian alpine django flask rails react vue angular "
    "typescript gcc clang cuda kotlin scala dotnet elixir erlang terraform helm k8s kubernetes "
    "version release api schema protocol v".split()
)
_DIGITS = re.compile(r"\d+")


class Comparison(NamedTuple):
    """The outcome of aligning two canonical token lists."""

    aligned: bool  # same topic: enough of the two lists line up
    kinds: tuple[str, ...]  # the kind of each differing span, light ones left out
    reason: str | None  # the contradiction, if any


class _Stems(NamedTuple):
    length: int  # how many stems
    distinct: frozenset[str]
    repeats: int  # length - len(distinct)


@lru_cache(maxsize=1 << 17)
def _stems(toks: tuple[str, ...]) -> _Stems:
    distinct = frozenset(stem(t) for t in toks)
    return _Stems(len(toks), distinct, len(toks) - len(distinct))


def _may_align(a: _Stems, b: _Stems) -> bool:
    """Whether two lists can pass the alignment test in `compare`: it matches at most the words
    they share (at most the distinct shared stems, plus one per repeat both sides have), and
    needs half the longer list and a word that is not a stop word. Most pairs fail here, for
    the price of a set intersection instead of an alignment."""
    if 2 * min(a.length, b.length) < max(a.length, b.length):
        return False
    shared = a.distinct & b.distinct
    bound = len(shared) + min(a.repeats, b.repeats)
    return 2 * bound >= max(a.length, b.length) and not shared <= STOP_STEMS


def may_contradict(ca: tuple[str, ...], cb: tuple[str, ...]) -> bool:
    """False when `classify(ca, cb)` is surely None, by the checks `compare` makes first
    (equal lists, lists that cannot align); for scanning many pairs of facts cheaply."""
    if ca == cb:
        return False
    return (len(ca) == len(cb) == 1) or _may_align(_stems(ca), _stems(cb))


@lru_cache(maxsize=1 << 17)
def alignment_keys(ca: tuple[str, ...]) -> frozenset[str]:
    """Stems of which two lists of more than one token must share one for `may_contradict` to
    hold: `_may_align` needs a shared stem that is not a stop word. Lets a caller with hundreds
    of facts on each side look only at the pairs that share one."""
    return _stems(ca).distinct - STOP_STEMS


Opcode = tuple[str, int, int, int, int]


def align(sa: list[str], sb: list[str]) -> Sequence[Opcode]:
    """`SequenceMatcher(None, sa, sb, autojunk=False).get_opcodes()`, exactly, without the
    matcher for the pairs most alignments are of: two templated facts of one length that differ
    in a few words, where no word repeats within either list and no differing word of one
    occurs anywhere in the other. Then every word two lists share sits at the same position in
    both, the matcher's longest matches are the runs of equal positions, and the opcodes are
    those runs with a `replace` between each two (tests/unit/test_similarity.py checks this against
    difflib)."""
    n = len(sa)
    if n == len(sb) and len(set(sa)) == n and len(set(sb)) == n:
        differ = [k for k in range(n) if sa[k] != sb[k]]
        others = set(sb)
        if not any(sa[k] in others for k in differ):
            opcodes: list[Opcode] = []
            start = 0  # of the current run of equal positions
            for k in [*differ, n]:
                if k > start:
                    opcodes.append(("equal", start, k, start, k))
                if k < n:
                    if opcodes and opcodes[-1][0] == "replace" and opcodes[-1][2] == k:
                        opcodes[-1] = ("replace", opcodes[-1][1], k + 1, opcodes[-1][3], k + 1)
                    else:
                        opcodes.append(("replace", k, k + 1, k, k + 1))
                start = k + 1
            return opcodes
    return SequenceMatcher(None, sa, sb, autojunk=False).get_opcodes()


def compare(ca: Sequence[str], cb: Sequence[str], *, reason_only: bool = False) -> Comparison:
    """Align two canonical token lists and decide (see the module docstring).

    With `reason_only`, `kinds` may stop at the first "other" span: that alone decides the
    reason (None), and it is what most aligned pairs of a large store come to."""
    if list(ca) == list(cb):
        return Comparison(True, (), None)
    if list(cb) < list(ca):
        ca, cb = cb, ca
    if len(ca) == len(cb) == 1 and _sibling_paths(ca[0], cb[0]):
        return Comparison(True, ("path",), "path")
    if not _may_align(_stems(tuple(ca)), _stems(tuple(cb))):
        return Comparison(False, (), None)
    sa, sb = [stem(t) for t in ca], [stem(t) for t in cb]
    opcodes = align(sa, sb)
    matched = [sa[i] for tag, i1, i2, _, _ in opcodes if tag == "equal" for i in range(i1, i2)]
    if 2 * len(matched) < max(len(sa), len(sb)) or all(m in STOP_STEMS for m in matched):
        return Comparison(False, (), None)
    flipped = ca.count(NOT) % 2 != cb.count(NOT) % 2
    spans: list[str] = []
    for tag, i1, i2, j1, j2 in opcodes:
        if tag == "equal":
            continue
        kind = _span_kind(ca, i1, list(ca[i1:i2]), list(cb[j1:j2]), flipped)
        if kind == "other" and reason_only:
            return Comparison(True, ("other",), None)
        if kind != "light":
            spans.append(kind)
    kinds = tuple(spans)
    # A span in a leading prepositional phrase names what the rest is about: a look-alike.
    if any(
        tag != "equal" and _in_leading_phrase(ca, i1, i2) and _in_leading_phrase(cb, j1, j2)
        and _span_kind(ca, i1, list(ca[i1:i2]), list(cb[j1:j2]), flipped) != "light"
        for tag, i1, i2, j1, j2 in opcodes
    ):
        kinds = (*kinds, "other")
    kinds = (*kinds, *_value_span_additions(ca, cb, opcodes))
    reason = _decide(kinds)
    if reason is not None and reason != "negation" and ca.count(NOT) % 2 and not flipped:
        reason = None  # two prohibitions of different things both hold
    return Comparison(True, kinds, reason)


def _value_span_additions(
    ca: Sequence[str], cb: Sequence[str], opcodes: Sequence[tuple[str, int, int, int, int]]
) -> list[str]:
    # Plain words beside a changed value on one side only are a detail that side adds
    # ("postgres 14 (thumbnails service)" / "postgres 16").
    out = []
    for tag, i1, i2, j1, j2 in opcodes:
        if tag != "replace":
            continue
        ra = [t for t in ca[i1:i2] if t != NOT and not is_light(t)]
        rb = [t for t in cb[j1:j2] if t != NOT and not is_light(t)]
        if any(map(is_key, ra)) and any(map(is_key, rb)):
            plain_a = [t for t in ra if not is_key(t)]
            plain_b = [t for t in rb if not is_key(t)]
            if bool(plain_a) != bool(plain_b):
                out.append("addition:a" if plain_a else "addition:b")
    return out


def _in_leading_phrase(toks: Sequence[str], start: int, end: int) -> bool:
    """Whether toks[start:end] lies in a prepositional phrase the text opens with: a leading
    preposition, only plain words (no light word, value or ``not``) between it and the span, and
    more text after the span (the clause the phrase sets the scene for)."""
    return (
        start >= 1 and end < len(toks) and toks[0] in _LEADING_PREPOSITIONS
        and all(t != NOT and not is_light(t) and not is_key(t) for t in toks[1:start])
    )


def _sibling_paths(x: str, y: str) -> bool:
    # A bare path against a bare path: the same file in another folder, or another file in the
    # same folder, is the one place the fact names, said two ways.
    if not (is_path(x) and is_path(y) and "/" in x + y):
        return False
    dir_x, _, base_x = x.rstrip("/").rpartition("/")
    dir_y, _, base_y = y.rstrip("/").rpartition("/")
    return base_x == base_y or dir_x == dir_y


def classify(ca: Sequence[str], cb: Sequence[str]) -> str | None:
    """The contradiction between two canonical token lists, or None."""
    return compare(ca, cb, reason_only=True).reason


def _decide(kinds: Sequence[str]) -> str | None:
    if "other" in kinds:
        return None
    core = [k for k in kinds if not k.startswith("addition")]
    # Details added on both sides qualify each statement differently ("8080 locally" / "9090 in
    # production"; a title "Pushing to main: the rule" / "do not push straight to main").
    if not core or {"addition:a", "addition:b"} <= set(kinds):
        return None
    if "negation" in core:
        return "negation" if all(k == "negation" for k in core) else None
    if len(set(core)) != 1 or (core[0] == "name" and len(core) > 1):
        return None
    return core[0]


def _span_kind(
    ca: Sequence[str], start: int, xa: list[str], xb: list[str], flipped: bool
) -> str:
    ra = [t for t in xa if t != NOT and not is_light(t)]
    rb = [t for t in xb if t != NOT and not is_light(t)]
    same_rest = same_multiset([stem(t) for t in ra], [stem(t) for t in rb])
    # When both texts have the same polarity overall, a `not` that the alignment leaves in one
    # span has only moved ("never rename X" / "X must not be renamed").
    if flipped and xa.count(NOT) % 2 != xb.count(NOT) % 2:
        return "negation" if same_rest else "other"
    if same_rest:
        return "light"
    if not ra or not rb:
        return "addition:a" if ra else "addition:b"
    keys_a, keys_b = [t for t in ra if is_key(t)], [t for t in rb if is_key(t)]
    plain_a, plain_b = [t for t in ra if not is_key(t)], [t for t in rb if not is_key(t)]
    prev = ca[start - 1] if start > 0 else ""
    if keys_a or keys_b:
        if plain_a and plain_b and not same_multiset(
            [stem(t) for t in plain_a], [stem(t) for t in plain_b]
        ):
            return "other"
        if keys_a and keys_b:
            # Words before the value say what the value is of: when they differ, so does the
            # statement ("served at localhost:3000" / "documented in docs/dev.md").
            if not same_multiset(_lead(ra), _lead(rb)):
                return "other"
            if len(keys_a) != len(keys_b):
                return "other"
            found = {_pair_kind(x, y, prev) for x, y in zip(keys_a, keys_b, strict=True) if x != y}
            if not found:
                return "addition:a" if plain_a else "addition:b"
            kind = found.pop() if len(found) == 1 else "other"
            # A path is a place only after a word that places something ("live in", "is",
            # "use"); as a plain object ("commit the uv.lock file") it names the thing itself.
            at = start + xa.index(keys_a[0])
            if kind == "path" and (at == 0 or ca[at - 1] not in INTRODUCERS):
                return "other"
            return kind
        # A value against a word in the same slot ("workers 4" / "workers auto"): the value's
        # kind. "is uv" / "in pyproject.toml" are different slots.
        keys, plain = (keys_a, plain_b) if keys_a else (keys_b, plain_a)
        same_slot = [t for t in xa if is_light(t)] == [t for t in xb if is_light(t)]
        if len(keys) == 1 and len(plain) == 1 and same_slot:
            return _value_kind(keys[0], prev)
        return "other"
    if len(ra) == 1 and len(rb) == 1:
        return _name_kind(ra[0], rb[0], prev)
    return "other"


def _lead(words: Sequence[str]) -> list[str]:
    lead: list[str] = []
    for word in words:
        if is_key(word):
            break
        lead.append(stem(word))
    return lead


def _pair_kind(x: str, y: str, prev: str) -> str:
    if _DIGITS.sub("#", x) == _DIGITS.sub("#", y) and any(c.isdigit() for c in x):
        if is_version(x) or is_version(y) or prev in _VERSIONED:
            return "version"
        return "number"
    if is_version(x) and is_version(y):
        return "version"
    if is_path(x) or is_path(y):
        return "path"
    if any(c.isdigit() for c in x) or any(c.isdigit() for c in y):
        return "number"
    return "name"


def _value_kind(x: str, prev: str) -> str:
    if is_version(x) or (x.isdigit() and prev in _VERSIONED):
        return "version"
    if is_path(x):
        return "path"
    return "number" if any(c.isdigit() for c in x) else "name"


def _name_kind(x: str, y: str, prev: str) -> str:
    cats_x, cats_y = TOOL_CATEGORIES.get(x), TOOL_CATEGORIES.get(y)
    if cats_x and cats_y:
        return "name" if cats_x & cats_y else "other"
    if prev in INTRODUCERS and x not in DIRECTIONAL and y not in DIRECTIONAL:
        return "name"
    return "other"
