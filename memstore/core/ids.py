"""Ids for new entries: a readable slug of the title and a short content hash.

The hash covers the entry's content and creation moment, never the machine, so two clones that
create the same entry at the same moment agree on its id, and different entries practically
never collide (on a local collision the hash simply grows).
"""

from __future__ import annotations

import hashlib
import itertools
import re
from collections.abc import Callable

from anyascii import anyascii

from memstore.core.entry import MAX_ID_LENGTH

SLUG_WORDS = 6
SLUG_CHARS = 48
FILLER = frozenset(
    """
    a an the and or but of on in at to for from by with into onto over under as is are was were
    be been being it its this that these those there here we you they i our your their my so
    than then when while which who what where how all any some very just also should must can
    will would could may might do does did has have had
    """.split()
)
"""Words dropped first when a title is too long for a slug: they rarely tell entries apart
(negations are not among them: `not` changes what a slug says)."""


def slug(text: str) -> str:
    """`Use uv for Python deps!` -> `use-uv-for-python-deps`; '' when nothing is left.

    Any script is transliterated to ASCII (anyascii: `Καλημέρα` -> `kalimera`, an emoji by
    its name). A title longer than SLUG_WORDS words or SLUG_CHARS characters drops its filler
    words and repeated words first, then keeps its first words and its last one, where
    numbers and names that tell two notes apart usually are: `The API dev server listens on
    port 8080` -> `api-dev-server-listens-port-8080`.
    """
    words = re.findall(r"[a-z0-9]+", anyascii(text).lower())
    if not _fits(words):  # filler and repeats tell nothing apart
        words = list(dict.fromkeys(w for w in words if w not in FILLER)) or words[:1]
    if not _fits(words):
        head = words[: SLUG_WORDS - 1]
        while head and not _fits([*head, words[-1]]):
            head.pop()
        words = [*head, words[-1]] if head else words[:1]
    out = "-".join(words)
    return out[:SLUG_CHARS].strip("-") if len(out) > SLUG_CHARS else out


def _fits(words: list[str]) -> bool:
    return len(words) <= SLUG_WORDS and len("-".join(words)) <= SLUG_CHARS


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
