"""Which documents are worth comparing: candidate pairs found without comparing all pairs.

Pure functions, no I/O; deterministic. Used by consolidation (memstore.core.grouping),
compaction and the duplicate rate before the judge (memstore.core.judge) looks at a pair.

Worth comparing? `candidate_pairs`
    Documents are paired only within one block key (kind and scope), through two inverted indexes
    per block, then a cheap overlap check:

    - normalized words (what token_set_ratio sees): each document probes the postings of its
      rarest words (by document frequency in the block) that make up 30% of its characters.
      token_set_ratio >= 85 holds mostly when the shared words are >= 74% of one text's
      characters, so one of those rare words is shared (prefix filtering);
    - content stems: each document probes the postings of its `rare` (6) rarest stems and needs
      `min_shared` of them in the other; this finds rewordings that share few exact words;
    - claim frames: two documents that each hold a clause with the same content terms (values
      and polarity aside) are always paired, however little else they share: "the api server
      listens on port 1001" in one entry of three facts and "... port 1002" in another is a
      contradiction the two indexes above miss, since the entries' other words differ; and a
      note that says only which tool it uses ("This repo uses yarn") holds its tool's job as
      a frame, so it meets its rivals ("Use npm in this repo"), which share no word with it;
    - contained clauses: a document is paired with each whose frame one of its clauses of the
      other polarity holds whole, with words of its own besides (the no "Never log request
      bodies", a rule of a security entry of two facts, inside the yes "It is fine to log full
      request bodies at debug level"): a note that contradicts one fact of a longer entry
      shares too little of it as a whole for the indexes above (a user trial's agent note sat
      beside the rule it contradicted for a month, unflagged, session 57); a frame under a
      term more than RETIRED_HOLDERS documents write, or one that more than FRAME_HOLDERS
      clauses hold, is a template's. Two clauses of one polarity are left to the other
      indexes: pairing them too flagged more look-alikes among real agent files;
    - in a block where a document writes a hyphenated name, the content stems again with the
      parts of those names, as the judge matches them ("clang-format" meets "Formatting"), in
      an index of their own so that the parts do not dilute the stems' overlap check;
    - retired names: a document with a clause that takes something back ("the Jaeger backend
      was decommissioned", "Loki is only for app logs": memstore.core.judge.doubts) is paired
      with each document that names one of that clause's terms where a choice is stated ("The
      collectors export traces to Jaeger"), however little else the two share; a term more
      than RETIRED_HOLDERS documents of a block choose is too common to be a name.

    A pair is kept when the shared words (or stems) are >= 70% (60%) of the smaller document's
    characters, or >= half of its distinct words (stems): contradicting entries differ in a
    long value and still share most words. The work is the postings read, not all pairs; on a
    store where every entry follows a few templates the candidates can still reach a fifth of
    all pairs (see tests/unit/test_similarity.py).

numpy (about 0.15 s to import) is imported in each function that uses it, so a command that
imports this module and never compares pairs does not wait for it.
"""

from __future__ import annotations

import sys
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any

from memstore.core.judge import claims
from memstore.core.judge.claims import _key_parts, _parts
from memstore.core.judge.doubts import retracts
from memstore.core.judge.limits import MAX_FACT_CHARS, clip
from memstore.core.judge.tools import bare_tool
from memstore.core.judge.values import slot_keys
from memstore.core.similarity.normalize import normalize
from memstore.core.verdict_memo import VerdictMemo
from memstore.runtime import workers


def _doc_words(text: str) -> tuple[str, ...]:
    return tuple(dict.fromkeys(normalize(text).split()))


def _doc_claims(text: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """The judge's terms and values (synonyms, abbreviations and spellings read as one), so
    that rewordings meet in the index as they meet in the judge; and the frames of its clauses
    (each clause's distinct terms, sorted, when it has at least FRAME_TERMS of them)."""
    found = claims(text.replace("\n", ". "))
    stems = tuple(dict.fromkeys([*(t for c in found for t in c.terms),
                                 *(f"{k}={v}" for c in found for k, v in sorted(c.values))]))
    frames = (sorted(set(c.terms)) for c in found)
    # (and each clause's value-slot keys: "Flower is at http://localhost:5555" meets "Flower
    # UI: http://localhost:5556", which shares too few words for the other indexes)
    # (and the job of the one tool a bare note says it uses: "This repo uses yarn" meets "Use
    # npm in this repo", which shares no word with it: memstore.core.judge.tools.bare_tool)
    # (and each such clause's frame again, after a NUL and its polarity, "-" for a no: the
    # contained clauses' index pairs a no and a yes, `_ContainedIndex`)
    return stems, tuple(dict.fromkeys([*(" ".join(f) for f in frames if len(f) >= FRAME_TERMS),
                                       *(key for c in found for key in slot_keys(c)),
                                       *(f"job={g}" for g in sorted(bare_tool(found))),
                                       *(("\x00-" if c.negative else "\x00+") + " ".join(
                                           sorted(set(c.terms))) for c in found
                                         if len(set(c.terms)) >= FRAME_TERMS)])), (
        _retired_keys(found))


def _retired_keys(found: Sequence[Any]) -> tuple[str, ...]:
    """What a document retires ("-" and a term of a clause that takes something back) and what
    it chooses ("+" and a term where a choice is stated, or the first two of a positive
    clause: "Grafana Loki holds the audit logs"), for the retired-names index."""
    # (not "instead of X": the choice is said beside it, in words the other indexes meet)
    keys = [f"-{t}" for c in found if retracts(c) and not c.text.lower().startswith(
        ("instead of", "rather than")) for t in c.terms]
    keys += [f"+{t}" for c in found if not c.negative for t in (*c.choice, *c.terms[:2])]
    return tuple(dict.fromkeys(keys))


def _doc_parts(stems: tuple[str, ...]) -> tuple[str, ...]:
    """The parts of the hyphenated names among a document's stems, as the judge matches them
    ("clang-format" is also "format", "warnings-as-errors" "warn" and "error"), those not
    already among its stems. (Not the parts of a code name in humps: `SourceConfig` is a name
    of its own, not "source" and "config".)"""
    have = set(stems)
    # (and the words of a dotted configuration key, `spark.sql.shuffle.partitions`, which the
    # judge finds in "Spark shuffle partitions": memstore.core.judge.claims._key_parts)
    return tuple(dict.fromkeys(p for t in stems if ("-" in t or "." in t) and "=" not in t
                               for p in (_parts(t) or _key_parts(t)) if p not in have))


def _doc_features(text: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...],
                                      tuple[str, ...], tuple[str, ...]]:
    # Of a long entry, what the judge would read (memstore.core.judge.limits): the work per
    # entry stays bounded whatever a hostile file holds.
    text = "\n".join(clip(line, MAX_FACT_CHARS) for line in clip(text).split("\n"))
    stems, frames, retired = _doc_claims(text)
    return _doc_words(text), stems, frames, _doc_parts(stems), retired


# A clause of fewer content terms ("use uv") is too common a frame to pair on its own.
FRAME_TERMS = 3
# What opens a frame written again after its clause's polarity (`_doc_claims`).
_POLAR = "\x00"
# A frame more documents of a block share than this is a template, not a subject; pairing all
# of them would be the all-pairs search the indexes exist to avoid.
FRAME_HOLDERS = 16
# A term more documents of a block choose than this is no name a clause retires.
RETIRED_HOLDERS = 64


class Features:
    """Each document's distinct words and content stems (what the candidate index holds), worked
    out once however many times they are asked for: a consolidation run asks in each round.

    Tokenizing is most of building the index, so a large batch is done on every core
    (memstore.runtime.workers). Each feature is an interned string: a store's documents share most
    of their words, and a hundred thousand tuples of fresh strings took a third of a gigabyte."""

    # From this many new documents on, tokenizing them is worth the worker processes.
    PARALLEL = 2000

    def __init__(self, memo: VerdictMemo | None = None) -> None:
        self.memo = memo  # (features kept by the last run: memstore.core.verdict_memo)
        self.words: dict[str, tuple[str, ...]] = {}
        self.stems: dict[str, tuple[str, ...]] = {}
        self.frames: dict[str, tuple[str, ...]] = {}
        # Only of the documents that write a name in parts (most write none).
        self.parts: dict[str, tuple[str, ...]] = {}
        # What each document retires and chooses (`_retired_keys`).
        self.retired: dict[str, tuple[str, ...]] = {}

    def add(self, texts: Iterable[str], parallel: bool = True) -> None:
        """Work out the features of each of `texts` not known yet (on every core unless not
        `parallel`)."""
        new = [text for text in dict.fromkeys(texts) if text not in self.words]

        def compute(todo: list[str]) -> Iterable[Any]:
            return workers.ordered_map(_doc_features, todo, chunk=64,
                                       worth_it=parallel and len(todo) >= self.PARALLEL)

        found = compute(new) if self.memo is None else self.memo.features_of(new, compute)
        intern = sys.intern
        for text, (words, stems, frames, parts, retired) in zip(new, found, strict=True):
            if parts:
                self.parts[text] = tuple(map(intern, parts))
            self.retired[text] = tuple(map(intern, retired))
            self.words[text] = tuple(map(intern, words))
            self.stems[text] = tuple(map(intern, stems))
            self.frames[text] = tuple(map(intern, frames))


# token_set_ratio(a, b) >= 85 holds mostly when the words two texts share make up at least
# 0.85 / 1.15 = 74% of one of them (by characters). Then that text's rarest words covering the
# other 26% of its characters (30% here, for a margin) must include a shared one, so probing
# only those finds the pair (prefix filtering), and a pair sharing under 70% is dropped.
_PREFIX_SHARE = 0.30
_WORD_OVERLAP = 0.70
# Rewordings share fewer exact words but most content stems (same subject, same values).
_STEM_OVERLAP = 0.60
_COUNT_OVERLAP = 0.5


def _weight(features: tuple[str, ...]) -> int:
    # The length of the words joined by spaces, as rapidfuzz sees them.
    return sum(map(len, features)) + len(features)


def _prefix(features: tuple[str, ...], df: Counter[str]) -> list[str]:
    total = _weight(features)
    prefix: list[str] = []
    covered = 0
    for feature in sorted(features, key=lambda f: (df[f], f)):
        prefix.append(feature)
        covered += len(feature) + 1
        if covered > _PREFIX_SHARE * total:
            break
    return prefix


class _Index:
    """One block's inverted index over one kind of feature (words or stems), asked one probe at
    a time for the members that pass the overlap check with it (see candidate_pairs).

    Everything is numpy arrays in compressed rows (a member's features, a feature's members):
    on a large store a working entry meets hundreds of others through words every tenth entry
    uses, checking those one pair at a time in Python was most of a consolidation run, and
    Python lists of a hundred thousand entries' features took hundreds of megabytes."""

    def __init__(
        self,
        members: list[int],
        features: dict[int, tuple[str, ...]],
        probe: Callable[[tuple[str, ...], Counter[str]], list[str]],
        min_shared: int,
        overlap: float,
    ) -> None:
        import numpy as np

        df: Counter[str] = Counter(f for i in members for f in features[i])
        names = sorted(df)
        fid = {f: n for n, f in enumerate(names)}
        self.features = _Rows([[fid[f] for f in features[i]] for i in members])
        self.feature_weight = np.fromiter((len(f) + 1 for f in names), dtype=np.float64,
                                          count=len(names))
        self.weight = np.array([_weight(features[i]) for i in members], dtype=np.float64)
        # A pair (i, j) is proposed when j holds min_shared of i's probe features, or i of j's.
        # `holders` answers the first question for a probing i, `probers` the second.
        self.probed = _Rows([[fid[f] for f in probe(features[i], df) if df[f] > 1]
                             for i in members])
        self.holders = self.features.transposed(len(names))
        self.probers = self.probed.transposed(len(names))
        self.min_shared = min_shared
        self.overlap = overlap
        self.mine = np.zeros(len(names), dtype=bool)
        self.seen = np.zeros(len(members), dtype=bool)  # scratch for _union

    def partners(self, pos: int, skip: Any, limit: int | None) -> Any:
        """The positions that pass the overlap check with member `pos`, except `skip` (a mask
        over positions), ascending; with `limit`, only that many of them: those sharing the
        largest part of the two members' features together (weighted Jaccard), ties to the
        earlier position."""
        import numpy as np

        own = self.features[pos]
        near = _union([[self.holders[f] for f in self.probed[pos].tolist()],
                       [self.probers[f] for f in own.tolist()]], self.min_shared, self.seen)
        near = near[(near != pos) & ~skip[near]]
        if not len(near):
            return near
        rows = self.features
        self.mine[own] = True
        count = rows.lengths[near]
        offsets = np.zeros(len(near), dtype=np.int64)
        np.cumsum(count[:-1], out=offsets[1:])
        at = np.repeat(rows.starts[near] - offsets, count) + np.arange(int(count.sum()))
        theirs = rows.flat[at]
        shared = self.mine[theirs]
        shared_weight = np.add.reduceat(np.where(shared, self.feature_weight[theirs], 0.0),
                                        offsets)
        shared_count = np.add.reduceat(shared.astype(np.int64), offsets)
        self.mine[own] = False
        weight = self.weight
        keep = ((shared_weight >= self.overlap * np.minimum(weight[pos], weight[near]))
                | (shared_count >= _COUNT_OVERLAP * np.minimum(rows.lengths[pos], count)))
        chosen = near[keep]
        if limit is not None and len(chosen) > limit:
            both = shared_weight[keep]
            jaccard = both / (weight[pos] + weight[chosen] - both)
            chosen = np.sort(chosen[np.lexsort((chosen, -jaccard))[:limit]])
        return chosen


class _FrameIndex:
    """One block's documents by the frames of their clauses (see the module docstring): every
    member sharing a frame with a probe is its partner, unless more than FRAME_HOLDERS members
    hold that frame."""

    def __init__(self, frames: list[tuple[str, ...]]) -> None:
        import numpy as np

        holders: dict[str, list[int]] = defaultdict(list)
        for pos, own in enumerate(frames):
            for frame in own:
                if frame[:1] != _POLAR:
                    holders[frame].append(pos)
        self.frames = frames
        self.holders = {f: np.array(h, dtype=np.int64) for f, h in holders.items()
                        if 1 < len(h) <= FRAME_HOLDERS}

    def partners(self, pos: int, skip: Any, limit: int | None) -> Any:
        """The positions sharing a frame with member `pos`, except `skip`, ascending; with
        `limit`, the first that many."""
        import numpy as np

        found = [self.holders[f] for f in self.frames[pos] if f in self.holders]
        if not found:
            return np.zeros(0, dtype=np.int64)
        near = np.unique(np.concatenate(found))
        near = near[(near != pos) & ~skip[near]]
        return near if limit is None else near[:limit]


class _ContainedIndex:
    """One block's documents by the clauses that say all of another's short clause and more,
    the one a yes and the other a no (see the module docstring): a note that contradicts one
    rule of a longer entry adds its own words to the rule's ("Never log request bodies; they
    hold card data" / "It is fine to log full request bodies at debug level"), and the two
    entries share too little of their words as wholes for the other indexes. A member is
    paired with each whose frame (a clause of FRAME_TERMS content terms or more) its own clause
    of the other polarity holds whole, and with each whose clause of the other polarity holds
    its frame whole, unless more than FRAME_HOLDERS members hold that frame so."""

    def __init__(self, frames: list[tuple[str, ...]]) -> None:
        import numpy as np

        # Each clause as (is it a no, its terms).
        clauses = [[(f[1] == "-", frozenset(f[2:].split(" "))) for f in own
                    if f[:1] == _POLAR] for own in frames]
        df: Counter[str] = Counter(t for own in clauses for t in set().union(
            *(terms for _, terms in own)))
        # Each clause under its rarest term (a clause that holds a frame holds that term), and
        # under each of its terms, only where that term is rare enough to be looked up
        # (`partners`: no more than RETIRED_HOLDERS documents write it; the common ones would
        # hold most of the index and name templates).
        by_rarest: dict[str, list[tuple[bool, frozenset[str], int]]] = defaultdict(list)
        holders: dict[str, list[tuple[bool, frozenset[str], int]]] = defaultdict(list)
        for pos, own in enumerate(clauses):
            for no, terms in own:
                rare = [t for t in terms if df[t] <= RETIRED_HOLDERS]
                if rare:
                    by_rarest[min(rare, key=lambda t: (df[t], t))].append((no, terms, pos))
                for term in rare:
                    holders[term].append((no, terms, pos))
        self.clauses, self.df, self.by_rarest, self.holders = clauses, df, by_rarest, holders
        self.empty = np.zeros(0, dtype=np.int64)

    def partners(self, pos: int, skip: Any, limit: int | None) -> Any:
        """The positions whose frame a clause of member `pos` holds whole, or that hold a
        frame of it whole, except `skip`, ascending; with `limit`, the first that many."""
        import numpy as np

        found: set[int] = set()
        df = self.df
        for no, terms in self.clauses[pos]:
            # (its frame inside another's clause of the other polarity: the clauses holding
            # its rarest term; a frame whose rarest term is that common is a template's)
            rarest = min(terms, key=lambda t: (df[t], t))
            inside = {q for other_no, other, q in self.holders.get(rarest, ())
                      if other_no != no and q != pos and terms < other}
            # (another's frame inside this clause: the frames under one of its rarer terms)
            held = {q for term in terms if df[term] <= RETIRED_HOLDERS
                    for other_no, other, q in self.by_rarest.get(term, ())
                    if other_no != no and q != pos and other < terms}
            for near in (inside, held):
                if len(near) <= FRAME_HOLDERS:
                    found |= near
        if not found:
            return self.empty
        positions = np.array(sorted(found), dtype=np.int64)
        positions = positions[~skip[positions]]
        return positions if limit is None else positions[:limit]


class _RetiredIndex:
    """One block's documents by what they retire and choose (see the module docstring): a
    document that retires a term is paired with each one that chooses it, both ways round,
    unless more than RETIRED_HOLDERS members choose that term."""

    def __init__(self, keys: list[tuple[str, ...]]) -> None:
        import numpy as np

        retirers: dict[str, list[int]] = defaultdict(list)
        choosers: dict[str, list[int]] = defaultdict(list)
        for pos, own in enumerate(keys):
            for key in own:
                (retirers if key[0] == "-" else choosers)[key[1:]].append(pos)
        common = {t for t, h in choosers.items() if len(h) > RETIRED_HOLDERS}
        self.keys = keys
        self.retirers = {t: np.array(h, dtype=np.int64) for t, h in retirers.items()
                         if t in choosers and t not in common}
        self.choosers = {t: np.array(choosers[t], dtype=np.int64) for t in self.retirers}

    def partners(self, pos: int, skip: Any, limit: int | None) -> Any:
        """The positions that choose what member `pos` retires, or retire what it chooses,
        except `skip`, ascending; with `limit`, the first that many."""
        import numpy as np

        found = [(self.choosers if key[0] == "-" else self.retirers)[key[1:]]
                 for key in self.keys[pos] if key[1:] in self.retirers]
        if not found:
            return np.zeros(0, dtype=np.int64)
        near = np.unique(np.concatenate(found))
        near = near[(near != pos) & ~skip[near]]
        return near if limit is None else near[:limit]


class _Rows:
    """Rows of integers in one flat array (compressed sparse rows): row n is
    flat[starts[n]:starts[n + 1]]."""

    def __init__(self, rows: list[list[int]] | None = None, *, flat: Any = None,
                 lengths: Any = None) -> None:
        import numpy as np

        if rows is not None:
            lengths = np.fromiter(map(len, rows), dtype=np.int64, count=len(rows))
            flat = np.fromiter((x for row in rows for x in row), dtype=np.int64,
                               count=int(lengths.sum()))
        self.flat, self.lengths = flat, lengths
        self.starts = np.zeros(len(lengths) + 1, dtype=np.int64)
        np.cumsum(lengths, out=self.starts[1:])

    def __getitem__(self, n: int) -> Any:
        return self.flat[self.starts[n] : self.starts[n + 1]]

    def transposed(self, size: int) -> _Rows:
        """For each value below `size`, the (ascending) numbers of the rows holding it."""
        import numpy as np

        owner = np.repeat(np.arange(len(self.lengths), dtype=np.int64), self.lengths)
        order = np.argsort(self.flat, kind="stable")
        return _Rows(flat=owner[order], lengths=np.bincount(self.flat, minlength=size))


def _union(groups: list[list[Any]], min_shared: int, seen: Any) -> Any:
    # The positions in at least `min_shared` arrays of one group, over all groups, ascending.
    # `seen` is an all-False mask over the positions, left so: marking it and reading it back is
    # linear, where sorting the joined postings (thousands per probe on a large store) is not.
    import numpy as np

    out = []
    for arrays in groups:
        arrays = [a for a in arrays if len(a)]
        if not arrays:
            continue
        joined = np.concatenate(arrays)
        if min_shared > 1:
            values, counts = np.unique(joined, return_counts=True)
            out.append(values[counts >= min_shared])
        else:
            out.append(joined)
    if not out:
        return np.zeros(0, dtype=np.int64)
    for positions in out:
        seen[positions] = True
    near = np.flatnonzero(seen)
    seen[near] = False
    return near


def candidate_pairs(
    docs: Sequence[tuple[str, str]], *, min_shared: int = 1, rare: int = 6,
    probes: Iterable[int] | None = None, limit: int | None = None,
) -> set[tuple[int, int]]:
    """Index pairs (i < j) of documents worth comparing, found without comparing all pairs.

    `docs` are (block key, text); only documents with the same block key are paired. Within a
    block: each document probes the postings of its rarest normalized words that make up 30% of
    its characters, and of its `rare` rarest content stems (a document must hold `min_shared` of
    those); a pair found either way is kept when it shares 70% (words) or 60% (stems) of the
    smaller document's characters, or half of its distinct words or stems. See the module
    docstring for why this finds the pairs whose token_set_ratio reaches 85.

    With `probes` (indexes into `docs`), only the pairs that include one of them are returned:
    exactly those of the full search, at the cost of the probes' postings alone (consolidation
    asks about a few hundred working entries among tens of thousands).

    With `limit`, each probe (each document, without `probes`) keeps at most `limit` partners
    from each index, those sharing the largest part of both documents' words (or stems); a pair
    is returned when either side keeps it. This bounds the work per probe on a store where a
    template makes thousands of entries look alike, at the price of the partners a probe ranks
    below its `limit` best."""
    everyone = range(len(docs)) if probes is None else probes
    return {
        (min(i, j), max(i, j))
        for i, partners in candidate_partners(docs, everyone, min_shared=min_shared, rare=rare,
                                              limit=limit)
        for j in partners
    }


def candidate_partners(
    docs: Sequence[tuple[str, str]], probes: Iterable[int], *, min_shared: int = 1,
    rare: int = 6, limit: int | None = None, features: Features | None = None,
) -> Iterator[tuple[int, list[int]]]:
    """The pairs of `candidate_pairs(docs, probes=probes, ...)` one probe at a time, each pair
    once: (probe, its partners not given before), block by block in key order, probes and
    partners ascending. Only one probe's partners are held at a time, so a caller that settles each
    batch before asking for the next keeps its memory to one probe's worth of pairs (a store of
    100,000 entries has millions of pairs). `features` keeps the documents' features for the
    next call (consolidation asks again in each round)."""
    blocks: dict[str, list[int]] = defaultdict(list)
    for index, (key, _) in enumerate(docs):
        blocks[key].append(index)
    wanted = set(probes)

    def rarest(features: tuple[str, ...], df: Counter[str]) -> list[str]:
        return sorted(features, key=lambda f: (df[f], f))[:rare]

    keys = [key for key in sorted(blocks) if not wanted.isdisjoint(blocks[key])]
    features = features if features is not None else Features()
    features.add(docs[i][1] for key in keys for i in blocks[key])
    for key in keys:
        members = blocks[key]
        indexes: list[_Index | _FrameIndex | _ContainedIndex | _RetiredIndex] = [
            _Index(members, {i: features.words[docs[i][1]] for i in members}, _prefix, 1,
                   _WORD_OVERLAP),
            _Index(members, {i: features.stems[docs[i][1]] for i in members}, rarest,
                   min_shared, _STEM_OVERLAP),
            _FrameIndex([features.frames[docs[i][1]] for i in members]),
            _ContainedIndex([features.frames[docs[i][1]] for i in members]),
        ]
        if any(key[0] == "-" for i in members for key in features.retired[docs[i][1]]):
            # (most blocks hold no clause that takes something back)
            indexes.append(_RetiredIndex([features.retired[docs[i][1]] for i in members]))
        if any(docs[i][1] in features.parts for i in members):
            # The stems again, with the parts of names written in parts: a pair that shares
            # a name's parts ("clang-format" / "formatting") without diluting the stems'
            # overlap check for the pairs that share the name itself.
            indexes.append(_Index(members, {i: features.stems[docs[i][1]]
                                            + features.parts.get(docs[i][1], ())
                                            for i in members}, rarest, min_shared,
                                  _STEM_OVERLAP))
        yield from _block_partners(members, wanted, indexes, limit)


def _block_partners(members: list[int], wanted: set[int],
                    indexes: list[_Index | _FrameIndex | _ContainedIndex | _RetiredIndex],
                    limit: int | None) -> Iterator[tuple[int, list[int]]]:
    import numpy as np

    is_probe = np.array([i in wanted for i in members], dtype=bool)
    done = np.zeros(len(members), dtype=bool)  # probes whose partners were given
    chose: dict[int, Any] = {}  # with a limit: what each probe given so far kept, sorted
    # Without a limit the overlap check is symmetric, so a pair with an earlier probe was given
    # with it. With one, each side keeps its own best, so every partner is ranked and a pair is
    # dropped only if the earlier probe kept it too.
    skip = done if limit is None else np.zeros(len(members), dtype=bool)
    for pos in np.flatnonzero(is_probe).tolist():
        found = np.unique(np.concatenate([index.partners(pos, skip, limit) for index in indexes]))
        if limit is not None:
            chose[pos] = found
            given = [j for j in found[done[found]].tolist() if _holds(chose[j], pos)]
            found = np.setdiff1d(found, given, assume_unique=True)
        done[pos] = True
        if len(found):
            yield members[pos], [members[j] for j in found.tolist()]


def _holds(sorted_positions: Any, pos: int) -> bool:
    import numpy as np

    at = int(np.searchsorted(sorted_positions, pos))
    return at < len(sorted_positions) and int(sorted_positions[at]) == pos
