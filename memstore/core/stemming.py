"""The Snowball English stemmer (PyStemmer), one instance for the judge and recall's ranking."""

from __future__ import annotations

from functools import cache, lru_cache
from typing import Any


@cache
def _stemmer() -> Any:
    import Stemmer  # (loaded on first use: `memstore --version` and `add` never need it)

    return Stemmer.Stemmer("english")


@lru_cache(maxsize=1 << 16)
def snowball(word: str) -> str:
    """The Snowball English stem of a lower-case word ("pulling" -> "pull")."""
    return str(_stemmer().stemWord(word))
