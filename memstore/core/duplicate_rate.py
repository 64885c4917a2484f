"""The duplicate rate of a store: how many live entries say what another live entry says.

Near-duplicates are what consolidation merges: pairs `memstore.core.judge.judge` calls duplicates
(contradictions, look-alikes and uncertain pairs are not; nor is a pair a person decided holds
as two entries, `distinct_from`, which consolidation never merges), on the pairs
`similarity.blocking.candidate_pairs` proposes, in one block for all live entries whatever their
kind (a fact kept once as a convention and once as a fact is redundant for whoever reads the store).

    rate = checked entries with at least one near-duplicate among all live entries / checked

Up to DUPLICATE_SAMPLE live entries, every entry is checked. Above it, a deterministic sample
is: the entries whose id has the smallest SHA-256 (stable as the store grows: an entry leaves
the sample only when a smaller hash arrives). Each sampled entry is still compared with the
whole store, through a cheap word index instead of candidate_pairs: the (at most 20) live
entries sharing two of its eight rarest words of four characters or more (near-duplicates
share most of their words), so the cost follows the sample, not the store. The result states
which was done.

Detection is pure, so it is remembered by content: the pairs of the last store state and each
pair's verdict (most pairs recur from one lifecycle run to the next).
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter, defaultdict
from collections.abc import Sequence
from typing import Any

from memstore.core.entry import Entry
from memstore.core.judge import judge
from memstore.core.judge.bounds import may_be_duplicate
from memstore.core.similarity import blocking
from memstore.runtime import workers

DUPLICATE_SAMPLE = 1000
EXAMPLES = 10
RARE_WORDS = 8
CANDIDATES_PER_ENTRY = 20

Content = tuple[str, str, tuple[str, ...]]  # id, title, facts

_last_pairs: dict[Any, set[tuple[str, str]]] = {}
_verdicts: dict[tuple[Any, ...], bool] = {}
_VERDICTS_KEPT = 200_000
_WORD = re.compile(r"[^\W_][\w./-]{3,}")


def _share(part: int, whole: int) -> float:
    return round(part / whole, 4) if whole else 0.0


def sample(entries: Sequence[Entry], limit: int) -> list[Entry]:
    """At most `limit` entries: those whose id has the smallest SHA-256, in id order."""
    if len(entries) <= limit:
        return list(entries)
    ranked = sorted(entries, key=lambda e: (hashlib.sha256(e.id.encode()).hexdigest(), e.id))
    return sorted(ranked[:limit], key=lambda e: e.id)


def duplicates(live: Sequence[Entry], limit: int = DUPLICATE_SAMPLE,
               threshold: float = 85.0) -> dict[str, Any]:
    """The duplicate part of a health record (see the module docstring for the method)."""
    checked = sample(live, limit)
    checked_ids = {e.id for e in checked}
    pairs = near_duplicate_pairs(live, checked_ids, threshold)
    with_duplicate = {i for pair in pairs for i in pair} & checked_ids
    method = (  # (memstore.core.judge's verdicts on the pairs that
        # memstore.core.similarity.blocking.candidate_pairs proposes)
        "pairs the judge calls duplicates (what consolidation would merge), among those the "
        "candidate index proposes among all live entries, whatever their kind; rate = share of "
        "checked live entries with at least one near-duplicate"
    )
    if len(checked) < len(live):
        method += (f"; checked a deterministic sample of {len(checked)} of {len(live)} "
                   "(smallest SHA-256 of the id), each against the live entries sharing two "
                   f"of its {RARE_WORDS} rarest words")
    return {
        "rate": _share(len(with_duplicate), len(checked)),
        "pairs": len(pairs),
        "with_duplicate": len(with_duplicate),
        "checked": len(checked),
        "population": len(live),
        "method": method,
        "examples": [list(p) for p in sorted(pairs)[:EXAMPLES]],
    }


def near_duplicate_pairs(live: Sequence[Entry], checked_ids: set[str] | None = None,
                         threshold: float = 85.0) -> set[tuple[str, str]]:
    """Every near-duplicate pair (smaller id first) among `live` that involves an entry of
    `checked_ids` (default: every entry, and then every pair)."""
    content = tuple((e.id, e.title, tuple(e.facts)) for e in live)
    everyone = checked_ids is None or len(checked_ids) >= len(content)
    wanted = frozenset(e.id for e in live) if checked_ids is None else frozenset(checked_ids)
    key = (content, wanted, threshold)
    if key not in _last_pairs:
        _last_pairs.clear()  # one store state remembered: the next run usually changes it
        candidates = _all_candidates(content) if everyone else _sample_candidates(content,
                                                                                  wanted)
        _last_pairs[key] = _judge(content, candidates, wanted, threshold)
    decided = {(min(e.id, other), max(e.id, other)) for e in live
               for other in e.strings("distinct_from")}
    return _last_pairs[key] - decided


def _all_candidates(content: Sequence[Content]) -> list[tuple[int, int]]:
    docs = [("", "\n".join((title, *facts))) for _, title, facts in content]
    return sorted(blocking.candidate_pairs(docs))


def _words(item: Content) -> frozenset[str]:
    return frozenset(_WORD.findall(" ".join((item[1], *item[2])).casefold()))


def _sample_candidates(content: Sequence[Content],
                       wanted: frozenset[str]) -> list[tuple[int, int]]:
    """For each wanted entry, the entries sharing at least two of its RARE_WORDS rarest words
    (one, if it has only one), at most CANDIDATES_PER_ENTRY of them, most shared first. Words in
    more than max(64, 5%) of the entries are not probed; near-duplicates share most words."""
    words = [_words(item) for item in content]
    chosen = [i for i, item in enumerate(content) if item[0] in wanted]
    probed = frozenset().union(*(words[i] for i in chosen))
    # Only the words of the checked entries are ever probed: count and index just those.
    postings: dict[str, list[int]] = defaultdict(list)
    for i, ws in enumerate(words):
        for w in ws & probed:
            postings[w].append(i)
    common = max(64, len(content) // 20)
    df = {w: len(ids) for w, ids in postings.items()}
    postings = {w: ids for w, ids in postings.items() if 1 < len(ids) <= common}
    pairs: set[tuple[int, int]] = set()
    for i in chosen:
        probes = [w for w in sorted(words[i], key=lambda w: (df[w], w)) if w in postings]
        probes = probes[:RARE_WORDS]
        shared: Counter[int] = Counter(j for w in probes for j in postings[w] if j != i)
        need = min(2, len(probes))
        ranked = sorted((-n, content[j][0], j) for j, n in shared.items() if n >= need)
        pairs.update((min(i, j), max(i, j)) for _, _, j in ranked[:CANDIDATES_PER_ENTRY])
    return sorted(pairs)


def _judge(content: Sequence[Content], candidates: list[tuple[int, int]],
           wanted: frozenset[str], threshold: float) -> set[tuple[str, str]]:
    if len(_verdicts) > _VERDICTS_KEPT:
        _verdicts.clear()
    judged = [(content[i], content[j]) for i, j in candidates
              if content[i][0] in wanted or content[j][0] in wanted]
    keys = [(a_title, a_facts, b_title, b_facts, threshold)
            for (_, a_title, a_facts), (_, b_title, b_facts) in judged]
    # Each verdict needs only its two entries: a store's thousands of them go to every core,
    # a batch per entry (most pairs are far from the threshold, and scoring an entry against
    # all its candidates at once says so for a fraction of the cost of pair by pair).
    new = [key for key in dict.fromkeys(keys) if key not in _verdicts]
    batches: dict[tuple[str, tuple[str, ...]], list[Key]] = defaultdict(list)
    for key in new:
        batches[key[:2]].append(key)
    found = workers.ordered_map(_batch_verdicts, list(batches.values()),
                                worth_it=len(new) >= PARALLEL, chunk=8)
    for batch, verdicts in zip(batches.values(), found, strict=True):
        _verdicts.update(zip(batch, verdicts, strict=True))
    return {(min(a[0], b[0]), max(a[0], b[0]))
            for (a, b), key in zip(judged, keys, strict=True) if _verdicts[key]}


# From this many pairs to judge on, worker processes are worth starting (memstore.runtime.workers).
PARALLEL = 2000

Key = tuple[str, tuple[str, ...], str, tuple[str, ...], float]


def _batch_verdicts(batch: list[Key]) -> list[bool]:
    """Whether the judge calls each pair of `batch` (all of one first entry) a duplicate, as
    consolidation would merge it (memstore.core.judge; the threshold is not used any more).
    A pair its exact bound rules out (memstore.core.judge.bounds.may_be_duplicate: too little
    of the smaller entry said in the other) is not judged: most candidate pairs are."""
    return [may_be_duplicate(a_title, a_facts, b_title, b_facts)
            and judge(a_title, list(a_facts), b_title, list(b_facts)).kind == "duplicate"
            for a_title, a_facts, b_title, b_facts, _ in batch]
