"""Ids for new entries: a readable slug of the title and a short content hash.

The hash covers the entry's content and creation moment, never the machine, so two clones that
create the same entry at the same moment agree on its id, and different entries practically
never collide (on a local collision the hash simply grows).
"""

from __future__ import annotations

import hashlib
import itertools
import re
import unicodedata
from collections.abc import Callable

from memstore.entry import MAX_ID_LENGTH

SLUG_WORDS = 6
SLUG_CHARS = 48


def slug(text: str) -> str:
    """`Use uv for Python deps!` -> `use-uv-for-python-deps`; '' when nothing is left."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    words = re.findall(r"[a-z0-9]+", ascii_text.lower())[:SLUG_WORDS]
    out = ""
    for word in words:
        candidate = f"{out}-{word}" if out else word
        if len(candidate) > SLUG_CHARS:
            break
        out = candidate
    if not out and words:  # one very long word: keep its start
        out = words[0][:SLUG_CHARS]
    return out


def new_id(title: str, *content: str, taken: Callable[[str], bool]) -> str:
    """A fresh id for an entry with this title and content that `taken` does not know.

    The same words written twice at the same moment (two agents observing one thing) still get
    two ids: each retry hashes a counter too, so the sequence of ids is deterministic.
    """
    base = slug(title) or "entry"
    seed = "\x00".join((title, *content))
    for attempt in itertools.count():
        salted = seed if attempt == 0 else f"{seed}\x00{attempt}"
        digest = hashlib.sha256(salted.encode("utf-8")).hexdigest()
        width = 4 if attempt < 64 else 8  # a crowded slug gets longer hashes
        candidate = f"{base}-{digest[:width]}"[:MAX_ID_LENGTH]
        if not taken(candidate):
            return candidate
    raise AssertionError("unreachable")
