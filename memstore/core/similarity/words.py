"""Words as the string similarity compares them: canonical tokens, stems and word classes.

Pure functions over token lists (see `memstore.core.similarity.normalize.tokens`); no I/O.
memstore.core.similarity.contradiction compares two lists of these.

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
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

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
DIRECTIONAL = frozenset(
    "before after from than instead over until unless except only more less above below".split()
)
# The word before a name that puts it in the object slot (a choice being stated).
INTRODUCERS = frozenset(
    "use with via by through is are was be to on at in into as against using choose pick adopt "
    "default defaults switch switched".split()
)
# Tools whose names alone say what they are for: two of one category are alternatives.
TOOL_CATEGORIES: dict[str, frozenset[str]] = {}
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
        TOOL_CATEGORIES[_name] = TOOL_CATEGORIES.get(_name, frozenset()) | {_category}

_SUFFIXES = ("ations", "ation", "ments", "ment", "ings", "ing", "ies", "ied", "ers", "er", "ed",
             "es", "s", "e", "y")
_WORD = re.compile(r"^[a-z]+$")
_FILENAME = re.compile(r"^[\w.~-]*[a-z0-9_~-]?\.[a-z][a-z0-9]{0,5}$")
_VERSION = re.compile(
    r"^(?:[<>=~^!]=?|==)?(?:v\d+(?:\.\d+)*|\d+\.\d[a-z0-9.+-]*|[a-z][a-z-]*\d+(?:\.\d+)+)$"
)


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
    stem(word) for word in DIRECTIONAL
}
STOP_STEMS = frozenset(stem(word) for word in _STOP)
_DIRECTIONAL_STEMS = frozenset(stem(word) for word in DIRECTIONAL)


def is_light(token: str) -> bool:
    """A word that carries no fact on its own (preposition, pronoun, be/use/live...)."""
    return stem(token) in _LIGHT_STEMS


@lru_cache(maxsize=1 << 16)  # asked of the same few thousand tokens for every fact pair
def is_key(token: str) -> bool:
    """A value-like token: digits, paths, file names, flags, snake_case, key=value."""
    if token in ("e.g", "i.e") or token in TOOL_CATEGORIES:
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
            (i > 0 and toks[i - 1] in INTRODUCERS) or (i + 1 < len(toks) and toks[i + 1] in _STOP)
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
