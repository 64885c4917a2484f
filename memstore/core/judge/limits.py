"""How much of a text the judge reads: a store is untrusted input, so the work is bounded.

A memory is a few sentences; a hostile or broken file may hold a 100,000-character line or
thousands of bullets. Comparing two entries lines up every claim of one with every claim of
the other (quadratic in claims), and some reading rules are linear in a clause's length for
each place they could start. So the judge reads at most:

- `MAX_TEXT_CHARS` characters of any one text it reads into claims (a fact, a title, or an
  entry's whole text in the candidate search);
- `MAX_CLAUSE_CHARS` characters of any one clause;
- `MAX_FACTS` facts of an entry, and of those at most `MAX_CLAIMS` claims (title first);
- `MAX_ALIGN_STEPS` places when it lines two claims up word by word (a claim of the corpora
  needs at most 346, the real memory files' pairs; two thousand-word claims of two words in
  two rhythms needed tens of millions, 4 seconds a pair);
- `MAX_COMPARED_CHARS` characters of all the claim pairs it compares for two entries (each
  claim of one with each claim of the other that shares a word with it, both texts counted):
  past it, the two entries are "distinct" (never merged, never flagged) without a comparison.
  The natural corpus's dev split and its real memory files need at most 8,818; two entries of
  100 facts of 2,000 characters each would need 40 million (20,000 comparisons, 80 seconds).

None of these is near what a real memory holds (on the hand-written corpus and the real agent
memory files the longest fact is under 5,000 characters, the most claims of an entry under 260,
of a dev pair's entry 5). An entry read only in part (`Reading.cut`, or one of MAX_CLAIMS
claims or more: memstore.core.judge.entries.read_whole) is never called a
duplicate of another by the judge: it is at most "maybe the same", for a person to decide,
since what was not read could disagree. A fact longer than `MAX_TEXT_CHARS` is the same fact
only as itself (merging never drops a fact the judge did not read whole).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

MAX_TEXT_CHARS = 20_000
MAX_CLAUSE_CHARS = 2_000
MAX_FACT_CHARS = MAX_CLAUSE_CHARS * 2
MAX_FACTS = 100
MAX_CLAIMS = 100
# Places one word-by-word alignment of two claims may look at (memstore.core.judge.align).
MAX_ALIGN_STEPS = 5_000
# Characters of all the claim pairs the judge compares for two entries (each claim of one
# with each claim of the other that shares a word with it, both texts counted).
MAX_COMPARED_CHARS = 1_000_000


class Reading(NamedTuple):
    """What the judge reads of an entry: its title and facts, each clipped, and whether
    anything was left out."""

    title: str
    facts: tuple[str, ...]
    cut: bool


def clip(text: str, limit: int = MAX_TEXT_CHARS) -> str:
    """The first `limit` characters of a text."""
    return text if len(text) <= limit else text[:limit]


def read_entry(title: str, facts: Sequence[str]) -> Reading:
    """An entry's title and its first MAX_FACTS facts, each at most MAX_FACT_CHARS long."""
    kept = tuple(clip(f, MAX_FACT_CHARS) for f in facts[:MAX_FACTS])
    cut = len(facts) > MAX_FACTS or len(title) > MAX_FACT_CHARS or any(
        len(f) > MAX_FACT_CHARS for f in facts[:MAX_FACTS])
    return Reading(clip(title, MAX_FACT_CHARS), kept, cut)
