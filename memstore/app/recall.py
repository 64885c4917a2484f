"""Recall: the entries that answer a query, best first, and a line in the recall log.

Ranking
    relevance  memstore.core.ranking (BM25 over title, facts and tags, rapidfuzz for typos),
               in [0, 1]
    score    = relevance
               x status weight   (active, compacted 1.0; candidate 0.6; stale 0.25)
               x (0.85 + 0.15 x freshness)   freshness = decay score clipped to [0, 1]
               x (1 + 0.05 x evidence)
                 evidence = min(1, (confirmations + successes - 1) / 9), or 1 for what the
                 user stated (source user; as promotion counts it, `promotion.user_stated`)
    so relevance decides and decay and evidence break near-ties (together they move a score by
    at most about 20%); a stale entry needs four times the relevance of an active one to
    outrank it. Ties go to the smaller id.

Statuses (SPEC retrieval rules)
    Searched by default: active, compacted, candidate (working, unconfirmed) and stale
    (penalized). superseded, needs_review, archived and expired only when asked
    (`statuses=`, or `include_archived=True` for everything in archive/).

Compaction
    A compaction source is folded into its live summary node: the node is returned in its
    place (scored by the best of the node and its matching sources, archived or not: a node
    holds the facts of many sources, so its own text ranks below a short entry that shares
    a word with the query, while the source that said it alone ranks as it did before
    compaction). With `deep=True` each
    node is followed by its sources, the evidence, marked `evidence_for`; `limit` counts the
    top-level hits only.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from memstore.core import screening
from memstore.core.decay import ASKED_FOR_WEIGHT, STATUS_WEIGHTS
from memstore.core.entry import STATUSES, Entry
from memstore.core.errors import BadInput
from memstore.core.fileformat import has_conflict_markers, is_conflict_marker
from memstore.core.levels import represented_by
from memstore.core.ranking import Doc, RankIndex
from memstore.core.valuation import freshness, status_weight
from memstore.runtime import clock
from memstore.storage import rankcache, recall_log
from memstore.storage.store import Snapshot, Store

DEFAULT_STATUSES = ("active", "compacted", "candidate", "stale")
ARCHIVE_STATUSES = ("archived", "expired", "superseded")


@dataclass(frozen=True)
class Hit:
    """One recalled entry with its score and why."""

    entry: Entry
    score: float
    relevance: float
    evidence_for: str | None = None
    matched_sources: tuple[str, ...] = field(default=())

    @property
    def id(self) -> str:
        return self.entry.id

    def to_json(self) -> dict[str, Any]:
        e = self.entry
        return {
            "id": e.id, "title": e.title, "kind": e.kind, "status": e.status,
            "layer": e.layer, "path": e.rel, "score": self.score,
            "relevance": self.relevance, "evidence_for": self.evidence_for,
            "matched_sources": list(self.matched_sources), "sources": e.sources,
            "created": clock.format_time(e.created),
            "last_confirmed": clock.format_time(e.last_confirmed),
            "confirmations": e.confirmations, "tags": e.tags,
            # (an entry git left conflicted: both versions, never the marker lines, as the
            # context shows it, memstore.core.levels)
            "facts": [f for f in e.facts if not is_conflict_marker(f)],
            "conflicted": has_conflict_markers(e.body),
        }


def _docs(entries: Iterable[Entry]) -> list[Any]:
    return [Doc(key=e.id, title=e.title, text="\n".join(e.facts), tags=tuple(e.tags))
            for e in entries]


def _index(snapshot: Snapshot, pool: Sequence[Entry]) -> Any:
    """A RankIndex over `pool`, cached on the snapshot (probe sets recall many times) and in
    the store's .cache/ (memstore.storage.rankcache: a query does not re-tokenize the store)."""
    cache: dict[tuple[str, ...], Any] = snapshot.__dict__.setdefault("_recall_indexes", {})
    key = tuple(e.id for e in pool)
    if key not in cache:
        cache.clear()
        cache[key] = rankcache.index(snapshot, pool, _docs)
    return cache[key]


def _pool(snapshot: Snapshot, allowed: set[str], archive_ok: bool) -> list[Entry]:
    """Entries with an allowed status, one per id; archive/ only when asked for. A compaction
    source is searched wherever it lies while its node may be recalled: it is folded into the
    node (`_top_hits`), so its own words find the node (by default the sources are archived)."""
    seen: set[str] = set()
    out = []
    for entry in snapshot.entries:
        if entry.id in seen:
            continue
        if entry.status not in allowed or (entry.layer == "archive" and not archive_ok):
            node = represented_by(snapshot, entry)
            if node is None or node.status not in allowed:
                continue
        seen.add(entry.id)
        out.append(entry)
    return out


def _weight(entry: Entry, store: Store, stats: Any) -> float:
    fresh = freshness(entry, clock.now(), store.config, stats)
    support = evidence(entry, store.config.promotion.user_stated)
    return status_weight(entry.status) * (0.85 + 0.15 * fresh) * (1 + 0.05 * support)


def evidence(entry: Entry, user_stated: bool = True) -> float:
    """The entry's support in [0, 1]: its confirmations and successes beyond the first, full at
    ten; full at once for what the user stated (source `user`) while promotion takes a
    person's word as evidence (`promotion.user_stated`), so of two near-tied answers the one
    a person stated comes first."""
    if user_stated and entry.source == "user":
        return 1.0
    return min(1.0, max(0, entry.confirmations + entry.successes - 1) / 9)


def recall(store: Store, snapshot: Snapshot, query: str, limit: int = 10, deep: bool = False,
           statuses: Sequence[str] | None = None, include_archived: bool = False,
           log: bool = True, session: str | None = None, via: str = "cli") -> list[Hit]:
    """The entries that best answer `query`, best first (see the module docstring).

    Logs the recall (query and every id returned) to log/recall.jsonl unless `log` is False.
    """
    if not query.strip():
        raise BadInput("nothing to recall: the query is empty")
    if limit < 1:
        raise BadInput(f"--limit must be at least 1, got {limit}")
    unknown = [s for s in statuses or () if s not in STATUSES]
    if unknown:
        raise BadInput(f"unknown status '{unknown[0]}'; use one of {', '.join(STATUSES)}")
    if log:  # what goes into log/recall.jsonl is screened like every field a command writes
        mode = store.config.secrets.mode
        logged_query = screening.screen(query, "the query", mode)
        session = screening.screen(session, "the session", mode) if session else session
    allowed = set(statuses) if statuses else set(DEFAULT_STATUSES)
    if include_archived:
        allowed |= set(ARCHIVE_STATUSES)
    pool = _pool(snapshot, allowed, include_archived or bool(statuses))
    index = _index(snapshot, pool)
    ranked = index.search(query, limit=len(pool))
    if not ranked:
        hits: list[Hit] = []
    else:
        stats = recall_log.stats(store)
        hits = _top_hits(store, snapshot, ranked, allowed, stats, limit)
    if deep:
        hits = _with_evidence(snapshot, hits, query)
    if log:
        recall_log.append(store, logged_query, [h.id for h in hits], session=session, via=via,
                          relevance=[h.relevance for h in hits])
    return hits


def coverage(snapshot: Snapshot, query: str, statuses: Sequence[str]) -> dict[str, float]:
    """Per entry of `statuses` (archive/ included) holding any word of `query`: the rarity-
    weighed share of the query's words it holds (memstore.core.ranking.RankIndex.coverage),
    over the same index `recall` with those statuses searches."""
    pool = _pool(snapshot, set(statuses), True)
    return dict(_index(snapshot, pool).coverage(query))


def _top_hits(store: Store, snapshot: Snapshot, ranked: list[tuple[str, float]],
              allowed: set[str], stats: Any, limit: int) -> list[Hit]:
    # Fold each compaction source into its live node (when the node may be recalled at all).
    best: dict[str, float] = {}
    matched: dict[str, list[str]] = {}
    heads: dict[str, Entry] = {}
    for entry_id, relevance in ranked:
        entry = snapshot.find(entry_id)
        if entry is None:
            continue
        node = represented_by(snapshot, entry)
        head = node if node is not None and node.status in allowed else entry
        heads[head.id] = head
        if head is not entry:
            matched.setdefault(head.id, []).append(entry.id)
        best[head.id] = max(best.get(head.id, 0.0), relevance)
    # A weight is at most the best status weight x 1 x 1.1, so once even that cannot lift a
    # head's relevance to the limit-th best score so far, no later (less relevant) head can
    # enter: weigh heads most relevant first and stop there (the weights are the costly part).
    bound = max(ASKED_FOR_WEIGHT, *STATUS_WEIGHTS.values()) * 1.1 * (1 + 1e-9)
    scored = []
    top: list[float] = []  # the `limit` best scores so far, smallest first
    for head_id, relevance in sorted(best.items(), key=lambda kv: (-kv[1], kv[0])):
        if len(top) >= limit and relevance * bound + 1e-6 < top[0]:
            break
        head = heads[head_id]
        score = round(relevance * _weight(head, store, stats), 6)
        scored.append((-score, head_id, relevance))
        if len(top) < limit:
            heapq.heappush(top, score)
        elif score > top[0]:
            heapq.heapreplace(top, score)
    scored.sort()
    return [Hit(heads[hid], -neg, rel, matched_sources=tuple(sorted(matched.get(hid, []))))
            for neg, hid, rel in scored[:limit]]


def _with_evidence(snapshot: Snapshot, hits: list[Hit], query: str) -> list[Hit]:
    """Each compaction node followed by its sources, most relevant first."""
    out: list[Hit] = []
    for hit in hits:
        out.append(hit)
        sources = [s for s in (snapshot.find(i) for i in dict.fromkeys(hit.entry.sources))
                   if s is not None and s.id != hit.id]
        if not sources:
            continue
        relevance = dict(RankIndex(_docs(sources)).search(query, limit=len(sources)))
        order = sorted(range(len(sources)),
                       key=lambda i: (-relevance.get(sources[i].id, 0.0), i))
        for i in order:
            rel = relevance.get(sources[i].id, 0.0)
            out.append(Hit(sources[i], rel, rel, evidence_for=hit.id))
    return out


def describe(hit: Hit) -> str:
    """One line for a person: score, id, title, kind and status."""
    e = hit.entry
    lead = f"  evidence for {hit.evidence_for}: " if hit.evidence_for else ""
    via = f" (via {', '.join(hit.matched_sources)})" if hit.matched_sources else ""
    return f"{lead}{hit.score:.3f}  {e.id}  {e.title}  [{e.kind}, {e.status}]{via}"
