"""What the judge concluded about pairs of entries, kept by the texts it read, so that a store
consolidated again after a few edits is not judged again pair by pair.

A real store is consolidated after every agent session while only a few entries change, and
judging the candidate pairs (the bounds, then the verdict) is most of a run: every run reached
the same answers about the same unchanged pairs. This table keeps those answers, keyed by what
they depend on and nothing else:

- an entry's *text key* is a digest of its title and facts, in order (`text_key`);
- a pair's key is a digest of its two text keys, in the order the pair is read (`pair_key`:
  the first entry by path first; the judge's answers name the sides);
- under a key, named *slots*: each one answer that is a pure function of the two texts (and of
  the judge: its code and word tables), worked out the first time it is asked
  (`PairReading.get`). Which slots a pair needs depends on the entries' metadata (kinds,
  layers, `supersedes`, ...), which is never kept: it is read live every run, so a changed
  kind or layer asks the slot it now needs, and what is kept can only be what asking again
  would give.

So the table is a pure accelerator: a hit yields exactly what computing would. What makes it
safe to reuse across runs is the storage's business (memstore.storage.verdict_cache): a table
is read only under the judge that filled it, from a file this machine wrote.

Beside the pairs, the table keeps what is read of one entry alone and costs as much: its term
text (what `related` scores) and, by the text the candidate index reads, its document features
(memstore.core.similarity.blocking: the words, stems, frames of its claims).

The table also knows what a run *used* (looked up or learned), so that what is saved holds
only the pairs of the last run and never grows without bound. Worker processes read the table
their parent loaded (they inherit it when forked) and hand what they learned back as `Notes`,
which the parent takes in (`VerdictMemo.take`).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

# A slot's value: plain data only (bool, str, float, tuples of them), so the table can be
# written with marshal and read back the same.
Slots = dict[str, Any]


def text_key(title: str, facts: Sequence[str]) -> bytes:
    """A digest of an entry's title and facts, in order: what every kept answer about it
    depends on. Each part is written with its length first, so no two lists of texts give the
    same bytes to digest."""
    digest = hashlib.blake2b(digest_size=16, person=b"memstore-text")
    for part in (title, *facts):
        data = part.encode("utf-8", "surrogatepass")
        digest.update(len(data).to_bytes(8, "big"))
        digest.update(data)
    return digest.digest()


def pair_key(first: bytes, second: bytes) -> bytes:
    """The key of the pair of the entries with these text keys, read in this order."""
    return hashlib.blake2b(first + second, digest_size=16, person=b"memstore-pair").digest()


@dataclass
class Notes:
    """What one batch of comparisons used and learned, for the table of the process that
    keeps it (a worker's own copy of the table is thrown away with the worker)."""

    used_pairs: list[bytes] = field(default_factory=list)
    used_terms: list[bytes] = field(default_factory=list)
    pairs: dict[bytes, Slots] = field(default_factory=dict)  # new or grown records only
    terms: dict[bytes, str] = field(default_factory=dict)  # term texts worked out


class PairReading:
    """The answers about one pair, each worked out at most once: the kept ones first."""

    def __init__(self, key: bytes, kept: Slots | None) -> None:
        self.key = key
        self.slots: Slots = dict(kept) if kept else {}
        self.grown = False

    def get(self, slot: str, compute: Callable[[], Any]) -> Any:
        """The answer named `slot`: kept, or `compute()` (a pure function of the two texts)."""
        if slot not in self.slots:
            self.slots[slot] = compute()
            self.grown = True
        return self.slots[slot]


class VerdictMemo:
    """The table: term texts by text key, pair records by pair key, and what this run used.

    `enabled=False` is a table that keeps nothing (every answer is computed)."""

    def __init__(self, terms: dict[bytes, str] | None = None,
                 pairs: dict[bytes, Slots] | None = None, enabled: bool = True,
                 docs: dict[bytes, Any] | None = None) -> None:
        self.terms: dict[bytes, str] = terms if terms is not None else {}
        self.pairs: dict[bytes, Slots] = pairs if pairs is not None else {}
        self.docs: dict[bytes, Any] = docs if docs is not None else {}
        self.enabled = enabled
        self.loaded = (len(self.terms), len(self.pairs), len(self.docs))
        self.used_terms: set[bytes] = set()
        self.used_pairs: set[bytes] = set()
        self.used_docs: set[bytes] = set()
        self.learned = False  # whether anything was worked out that the table did not hold

    def reading(self, key: bytes, notes: Notes) -> PairReading:
        """The pair's reading, starting from what is kept of it, or what this batch learned
        (two entries of one text make two pairs of one key)."""
        if not self.enabled:
            return PairReading(key, None)
        return PairReading(key, notes.pairs.get(key) or self.pairs.get(key))

    def term_text(self, key: bytes, compute: Callable[[], str], notes: Notes) -> str:
        """An entry's term text (memstore.core.judge.term_text), kept by its text key."""
        found = self.terms.get(key) if self.enabled else None
        if found is None:
            found = notes.terms[key] = compute()
        notes.used_terms.append(key)
        return found

    def features_of(self, texts: list[str],
                    compute: Callable[[list[str]], Iterable[Any]]) -> list[Any]:
        """The document features of each of `texts` (in this process): kept ones, and
        `compute(the others)` (one call, so it may spread them over the cores)."""
        if not self.enabled:
            return list(compute(texts))
        keys = [text_key(text, ()) for text in texts]
        todo = [text for text, key in zip(texts, keys, strict=True) if key not in self.docs]
        worked = iter(compute(todo)) if todo else iter(())
        found = []
        for key in keys:
            if key not in self.docs:
                self.docs[key] = next(worked)
                self.learned = True
            found.append(self.docs[key])
            self.used_docs.add(key)
        return found

    def known(self, key: bytes) -> bool:
        """Whether the pair was looked at by the run that saved the table (or this one)."""
        return self.enabled and key in self.pairs

    def note(self, reading: PairReading, notes: Notes) -> None:
        """Record in `notes` that a pair was looked at, and what was learned about it."""
        notes.used_pairs.append(reading.key)
        if reading.grown or reading.key not in self.pairs:
            notes.pairs[reading.key] = reading.slots

    def take(self, notes: Notes) -> None:
        """Take in what a batch (here or in a worker) used and learned."""
        if not self.enabled:
            return
        if notes.pairs or notes.terms:
            self.learned = True
        for key, slots in notes.pairs.items():
            # (two workers may each have worked out other slots of one pair: a pair is met
            # from both sides, and by one round and the next; a slot's answer is the same)
            known = self.pairs.get(key)
            self.pairs[key] = {**known, **slots} if known else slots
        self.terms.update(notes.terms)
        self.used_pairs.update(notes.used_pairs)
        self.used_terms.update(notes.used_terms)

    def kept(self) -> tuple[dict[bytes, str], dict[bytes, Slots], dict[bytes, Any]] | None:
        """What to save: the term texts, pairs and document features this run used, or None
        when the saved table already says exactly that (nothing learned, nothing to drop)."""
        if not self.enabled:
            return None
        used = (len(self.used_terms), len(self.used_pairs), len(self.used_docs))
        if not self.learned and self.loaded == used:
            return None
        return ({k: self.terms[k] for k in self.used_terms},
                {k: self.pairs[k] for k in self.used_pairs},
                {k: self.docs[k] for k in self.used_docs})
