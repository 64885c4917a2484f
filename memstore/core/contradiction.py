"""How two facts are compared word by word: the word lists and the contradiction rule.

Pure functions over token lists (see `memstore.core.similarity.tokens`); no I/O.

Canonical tokens
    Before two facts are compared, their tokens are put in a canonical form so that a rewording
    lines up with the original:

    - negations become the one token ``not``: not, no, never, don't, doesn't, cannot, "do not",
      "must not" ...; ``avoid X`` becomes ``not use X``, ``without`` ``not with``, ``disable``
      ``not enable``;
    - filler is dropped: articles, always, please, should, must, we, you, note, important,
      "make sure to", "remember to", "in this repo/repository/project/codebase" ...;
    - a few synonyms become one word: execute/invoke/call -> run, prefer/utilize -> use,
      folder/dir -> directory, repository/project/codebase -> repo, each/all -> every,
      PR -> pull request, under/inside/within -> in;
    - words are compared by a light stem (-s, -es, -ed, -ing, -ment, -ation ... removed); two
      stems also match when one extends the other by at most two letters (migrate/migrations).

Word classes
    *Light* words carry no fact on their own: prepositions, pronouns, be/do/have, and the verbs of
    being somewhere or using something (use, live, keep, store, put, go, listen, bind, serve,
    need, require ...). *Key* tokens are values: anything with a digit, ``/``, ``_``, ``=``,
    ``$`` or ``@``, a file name (``uv.lock``, ``.env``) or a flag (``-x``); known tool names
    (``flake8``) are names, not values. Words of direction or order (before, after, from, than,
    instead, only ...) are never light.

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

NOT = "not"

# Single tokens that turn into one or more canonical tokens.
_EXPAND: dict[str, tuple[str, ...]] = {
    **{
        word: (NOT,)
        for word in (
            "not no never don't dont doesn't doesnt didn't didnt isn't isnt aren't arent wasn't "
            "weren't shouldn't shouldnt mustn't mustnt can't cant cannot won't wont wouldn't nor "
            "n't neither"
        ).split()
    },
    **{word: (NOT, "use") for word in ("avoid", "avoids", "avoided", "avoiding")},
    "without": (NOT, "with"),
    **{word: (NOT, "enable") for word in ("disable", "disables", "disabled", "disabling")},
    **{word: ("run",) for word in "execute executes executed executing invoke invokes invoked "
       "invoking call calls called calling".split()},
    **{word: ("use",) for word in "using uses used utilize utilise utilizes employ prefer prefers "
       "preferred".split()},
    **{word: ("directory",) for word in "directories folder folders dir dirs".split()},
    **{word: ("repo",) for word in "repos repository repositories codebase project".split()},
    **{word: ("every",) for word in ("each", "all")},
    **{word: ("in",) for word in ("under", "inside", "within")},
    **{word: ("pull", "request") for word in ("pr", "prs", "mr", "mrs")},
    "whenever": ("when",),
    "afterwards": ("after",),
    "localhost": ("local",),
}

# Phrases dropped wherever they occur (longest first); then single filler words.
_FILLER_PHRASES: tuple[tuple[str, ...], ...] = tuple(
    sorted(
        (
            tuple(phrase.split())
            for phrase in (
                "make sure to", "make sure", "be sure to", "remember to", "keep in mind",
                "in this repo", "in the repo", "for this repo", "in our repo", "across the repo",
                "as well",
            )
        ),
        key=len,
        reverse=True,
    )
)
_PHRASES_BY_FIRST: dict[str, list[tuple[str, ...]]] = {}
for _phrase in _FILLER_PHRASES:  # longest first, so "make sure to" wins over "make sure"
    _PHRASES_BY_FIRST.setdefault(_phrase[0], []).append(_phrase)
_FILLER = frozenset(
    "the a an always please simply also really actually generally usually typically normally "
    "should must shall we you i here note nb important tip currently".split()
)

# Words that carry no fact on their own. Checked on stems (see `stem`).
_STOP = frozenset(
    "to of for in on at by with via and or it its this that these those there their them they our "
    "us your my as be been being is are was were am do does did has have had will would can could "
    "may might so then when every any some which who what where how if e.g i.e etc".split()
)
_LIGHT_VERBS = (
    "use live keep store put place locate reside sit go belong listen bind serve host need require "
    "want get set expect target support stay sits lives goes kept stored located placed found"
).split()
# Never light: they order or restrict what the fact says.
_DIRECTIONAL = frozenset(
    "before after from than instead over until unless except only more less above below".split()
)

# The word before a name that puts it in the object slot (a choice being stated).
_INTRODUCERS = frozenset(
    "use with via by through is are was be to on at in into as against using choose pick adopt "
    "default defaults switch switched".split()
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
# Tools whose names alone say what they are for: two of one category are alternatives.
_TOOL_CATEGORIES: dict[str, frozenset[str]] = {}
for _category, _names in {
    "test": "pytest unittest nose nose2 jest mocha vitest rspec minitest ava jasmine ward",
    "pydeps": "uv pip poetry pipenv conda pdm hatch rye pip-tools",
    "jsdeps": "npm yarn pnpm bun",
    "format": "black yapf autopep8 prettier gofmt rustfmt ruff",
    "lint": "ruff flake8 pylint eslint pyflakes",
    "types": "mypy pyright pyre pytype",
    "task": "make just nox tox invoke rake task",
    "db": "postgres postgresql mysql mariadb sqlite sqlite3 mongodb",
    "container": "docker podman",
    "vcs": "git hg mercurial svn",
    "branch": "main master trunk develop",
    "indent": "tabs spaces",
}.items():
    for _name in _names.split():
        _TOOL_CATEGORIES[_name] = _TOOL_CATEGORIES.get(_name, frozenset()) | {_category}

_SUFFIXES = ("ations", "ation", "ments", "ment", "ings", "ing", "ies", "ied", "ers", "er", "ed",
             "es", "s", "e", "y")
_WORD = re.compile(r"^[a-z]+$")
_FILENAME = re.compile(r"^[\w.~-]*[a-z0-9_~-]?\.[a-z][a-z0-9]{0,5}$")
_VERSION = re.compile(
    r"^(?:[<>=~^!]=?|==)?(?:v\d+(?:\.\d+)*|\d+(?:\.\d+)+[a-z0-9.+-]*|[a-z][a-z-]*\d+(?:\.\d+)+)$"
)
_DIGITS = re.compile(r"\d+")


@lru_cache(maxsize=65536)
def stem(token: str) -> str:
    """A light stem of a plain word (other tokens unchanged): ``migrations`` -> ``migr``."""
    if not _WORD.match(token) or len(token) <= 4:
        return token[:-1] if len(token) == 4 and token.endswith("s") else token
    for suffix in _SUFFIXES:
        if token.endswith(suffix) and len(token) - len(suffix) >= 3:
            return token[: -len(suffix)]
    return token


def stems_match(a: str, b: str) -> bool:
    """Whether two stems are one word: equal, or one extends the other by at most 2 letters."""
    if a == b:
        return True
    short, long = sorted((a, b), key=len)
    return (
        len(short) >= 4 and len(long) - len(short) <= 2 and long.startswith(short)
        and _WORD.match(long) is not None
    )


_LIGHT_STEMS = frozenset(stem(word) for word in (*_STOP, *_LIGHT_VERBS)) - {
    stem(word) for word in _DIRECTIONAL
}
_STOP_STEMS = frozenset(stem(word) for word in _STOP)
_DIRECTIONAL_STEMS = frozenset(stem(word) for word in _DIRECTIONAL)


def is_light(token: str) -> bool:
    """A word that carries no fact on its own (preposition, pronoun, be/use/live...)."""
    return stem(token) in _LIGHT_STEMS


@lru_cache(maxsize=1 << 16)  # asked of the same few thousand tokens for every fact pair
def is_key(token: str) -> bool:
    """A value-like token: digits, paths, file names, flags, snake_case, key=value."""
    if token in ("e.g", "i.e") or token in _TOOL_CATEGORIES:
        return False
    return (
        any(ch.isdigit() for ch in token)
        or any(ch in token for ch in "/_=$@")
        or (token.startswith("-") and len(token) > 1)
        or _FILENAME.match(token) is not None
    )


def is_version(token: str) -> bool:
    """Whether a token reads as a version: ``3.11``, ``v2``, ``python3.12``, ``>=3.11``."""
    return _VERSION.match(token) is not None


def is_path(token: str) -> bool:
    """Whether a token reads as a path or a file name."""
    return ("/" in token and len(token) > 1) or (
        _FILENAME.match(token) is not None and not is_version(token)
    )


def canonical(toks: Sequence[str]) -> list[str]:
    """The canonical form of a token list (see the module docstring)."""
    out: list[str] = []
    for i, tok in enumerate(toks):
        if tok.endswith("'s") and len(tok) > 2:
            tok = tok[:-2]
        # "go" is a light verb ("new files go in src/") except as the language ("go 1.22").
        if tok == "go" and i + 1 < len(toks) and toks[i + 1][:1].isdigit():
            tok = "golang"
        # "just" is filler ("just run make") except as the task runner ("use just as ...",
        # "just is the task runner").
        if tok == "just" and not (
            (i > 0 and toks[i - 1] in _INTRODUCERS) or (i + 1 < len(toks) and toks[i + 1] in _STOP)
        ):
            continue
        out.extend(_EXPAND.get(tok, (tok,)))
    out = _drop_phrases(out)
    result: list[str] = []
    for tok in out:
        if tok in _FILLER:
            continue
        # "do not" / "does not": the auxiliary only carries the negation.
        if tok == NOT and result and result[-1] in ("do", "does", "did"):
            result.pop()
        result.append(tok)
    return result


def _drop_phrases(toks: list[str]) -> list[str]:
    out: list[str] = []
    i = 0
    while i < len(toks):
        for phrase in _PHRASES_BY_FIRST.get(toks[i], ()):
            if tuple(toks[i : i + len(phrase)]) == phrase:
                i += len(phrase)
                break
        else:
            out.append(toks[i])
            i += 1
    return out


def key_atoms(toks: Sequence[str]) -> frozenset[str]:
    """The values a token list states: key tokens split on ``:``/``=``, ``v`` dropped from
    versions and a runtime name split from its version (``python3.11`` -> ``3.11``)."""
    atoms: set[str] = set()
    for tok in toks:
        if not is_key(tok):
            continue
        parts = [tok] if "://" in tok else re.split(r"[:=]", tok)
        for part in parts:
            glued = re.match(r"^([a-z]+)-?(\d+(?:\.\d+)*)$", part)
            if glued:
                part = glued.group(2)
            if is_key(part):
                atoms.add(part)
    return frozenset(atoms)


def content(toks: Sequence[str]) -> list[str]:
    """The stems of the words that carry the fact (not light, not `not`), in order."""
    return [stem(t) for t in toks if t != NOT and not is_light(t)]


def same_multiset(a: Sequence[str], b: Sequence[str]) -> bool:
    """Whether two stem lists hold the same words, in any order (greedy, `stems_match`)."""
    if len(a) != len(b):
        return False
    rest = list(b)
    for x in a:
        for i, y in enumerate(rest):
            if stems_match(x, y):
                del rest[i]
                break
        else:
            return False
    return True


def directions(stems: Sequence[str]) -> list[tuple[str, str]]:
    """Each word of direction or order with the word it governs: ("from", "mysql"). Two
    rephrasings of one fact keep these pairs even when they reorder clauses ("after adding X,
    run Y" / "run Y after adding X"); "from mysql to postgres" and its reverse do not."""
    return sorted(
        (s, stems[i + 1] if i + 1 < len(stems) else "")
        for i, s in enumerate(stems)
        if s in _DIRECTIONAL_STEMS
    )


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
    return 2 * bound >= max(a.length, b.length) and not shared <= _STOP_STEMS


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
    return _stems(ca).distinct - _STOP_STEMS


Opcode = tuple[str, int, int, int, int]


def align(sa: list[str], sb: list[str]) -> Sequence[Opcode]:
    """`SequenceMatcher(None, sa, sb, autojunk=False).get_opcodes()`, exactly, without the
    matcher for the pairs most alignments are of: two templated facts of one length that differ
    in a few words, where no word repeats within either list and no differing word of one
    occurs anywhere in the other. Then every word two lists share sits at the same position in
    both, the matcher's longest matches are the runs of equal positions, and the opcodes are
    those runs with a `replace` between each two (tests/test_similarity.py checks this against
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
    if 2 * len(matched) < max(len(sa), len(sb)) or all(m in _STOP_STEMS for m in matched):
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
            if kind == "path" and (at == 0 or ca[at - 1] not in _INTRODUCERS):
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
    cats_x, cats_y = _TOOL_CATEGORIES.get(x), _TOOL_CATEGORIES.get(y)
    if cats_x and cats_y:
        return "name" if cats_x & cats_y else "other"
    if prev in _INTRODUCERS and x not in _DIRECTIONAL and y not in _DIRECTIONAL:
        return "name"
    return "other"
