"""Text as the string similarity reads it: normalized, split into tokens, in canonical form.

`normalize` drops case, Markdown (backticks, bold, italics, links, heading marks), spacing and
trailing punctuation; `tokens` splits what is left into words, keeping code-ish tokens whole;
`canonical_tokens` puts them in canonical form (memstore.core.similarity.words: negations to
``not``, filler dropped, a few synonyms merged) and `content_text` keeps the stems of the
content words: the canonical tokens that are not light (prepositions, pronouns, be/use/live/keep
...). Pure; no I/O.
"""

from __future__ import annotations

import re
import sys
import unicodedata
from functools import lru_cache

from memstore.core.similarity import words as _words

_LINK = re.compile(r"\[([^\[\]\n]*)\]\(([^)\[\]\s]*)\)")
# Bold is `**x**` only: `__x__` is too often a Python name (__init__.py) to strip.
# (never across another `**`: from each `**` with no closer, looking no further than the next)
_STRONG = re.compile(r"\*\*(?=\S)((?:(?!\*\*).)+?)(?<=\S)\*\*")
_EMPHASIS = re.compile(r"(?<![\w*])\*(?=[^\s*])([^*\n]+?)(?<=[^\s*])\*(?![\w*])")
_HEADING = re.compile(r"^#{1,6}\s+")
# Trailing spaces and punctuation (str.rstrip, not a regex: `[...]+$` tries each start of a
# long run of them, quadratic in the run).
_TRAILING = " .,;:!?"
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
    return text.rstrip(_TRAILING)  # (after the join above, a space is the only whitespace)


def normalize(text: str) -> str:
    """Lowercase, strip Markdown (backticks, bold, italics, links, heading marks), collapse
    whitespace and drop trailing punctuation. Idempotent and deterministic."""
    if text.isascii() and not _MARKUP.search(text):
        # Plain ASCII (most notes): nothing for Unicode, quotes, links or emphasis to change,
        # and what is left is a fixed point at once.
        return " ".join(text.lower().split()).rstrip(_TRAILING)
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
def canonical_tokens(text: str) -> tuple[str, ...]:
    # Interned: the cache holds tens of thousands of these, made of the same few words.
    return tuple(map(sys.intern, _words.canonical(tokens(text))))


@lru_cache(maxsize=65536)
def content_text(text: str) -> str:
    # Light words (the, is, use, in ...) carry no fact, and their choice is most of what a
    # rewording changes; `not` stays, so a negated fact never reads as identical.
    return " ".join(_words.stem(t) for t in canonical_tokens(text)
                    if t == _words.NOT or not _words.is_light(t))
