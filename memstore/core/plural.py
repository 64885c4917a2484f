"""A count said in words: "1 entry", "3 entries"."""

from __future__ import annotations


def counted(n: int, word: str, plural: str | None = None) -> str:
    """`n` and `word`, in the plural (`plural`, else `word` + "s") unless `n` is 1."""
    return f"{n} {word}" if n == 1 else f"{n} {plural or word + 's'}"
