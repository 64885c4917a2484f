"""Which working entries restate each other or a long-term entry, and which contradict.

Used by the consolidation job (memstore.consolidate). All similarity judgements come from
`memstore.similarity`; this module decides which pairs to ask about and how the answers group.

Pairs
    Only the pairs `similarity.candidate_pairs` proposes within one scope and branch are
    compared (an inverted index over rare words, so a large store is not compared all-pairs),
    and of those only pairs with at least one working candidate: long-term entries that already
    coexist are left alone. Each working entry keeps at most `PARTNERS` (64) partners from each
    of the index's two halves (words, stems), those sharing the most words with it: on a
    templated store a short entry passes the overlap check with thousands of others, and the
    work per entry must not grow with the store. Near-duplicates rank far above that limit.
    A pair is looked at further only when `entry_similarity` reaches
    `similarity.related_threshold` (60): entries that are not about the same thing neither
    contradict nor duplicate each other. (Two entries of different kinds, one of them with
    over `LARGE` (32) facts, as a compaction node has, are asked about a contradiction first,
    and scored only if they have one: the same verdicts, without scoring hundreds of facts
    against each working entry for nothing.)
Contradictions
    A related pair whose facts contradict (`similarity.entry_contradictions`: a negation, a
    number, a version, a path or a name differs) is a conflict, whatever the two kinds, except
    two one-off observations made more than a day apart (`two_events`): they record two events.
Duplicates
    A related pair of the same kind that `similarity.is_near_duplicate` accepts at
    `similarity.merge_threshold` (85) is a duplicate pair.
Clusters
    Each working candidate joins the long-term entry it is most similar to (ties: the older,
    then the smaller id). The candidates left over group around the oldest one: a cluster is a
    lead and its direct near-duplicates, never a chain of them (A like B like C does not put A
    with C), so a cluster never drifts from its lead's meaning. A preserved candidate is never
    absorbed: it joins no one, though it may lead.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import timedelta
from typing import TYPE_CHECKING

from memstore.config import Similarity
from memstore.entry import Entry

if TYPE_CHECKING:
    from memstore.similarity import Features


@dataclass(frozen=True)
class Conflict:
    """Two entries that contradict: the first facts that do, and why."""

    a: Entry
    b: Entry
    fact_a: str
    fact_b: str
    reason: str  # negation, number, version, path or name

    def sides(self) -> list[tuple[Entry, Entry, str, str]]:
        """(entry, other, its fact, the other's fact), once from each side."""
        return [(self.a, self.b, self.fact_a, self.fact_b),
                (self.b, self.a, self.fact_b, self.fact_a)]


@dataclass
class Pairs:
    """What comparisons found: conflicts, and near-duplicate scores by id (both ways)."""

    conflicts: list[Conflict] = field(default_factory=list)
    duplicates: dict[str, dict[str, float]] = field(default_factory=dict)

    def add_duplicate(self, a: Entry, b: Entry, score: float) -> None:
        self.duplicates.setdefault(a.id, {})[b.id] = score
        self.duplicates.setdefault(b.id, {})[a.id] = score

    def neighbours(self, entry: Entry) -> dict[str, float]:
        return self.duplicates.get(entry.id, {})

    def forget(self, ids: Iterable[str]) -> None:
        """Drop every duplicate relation of `ids` (their text changed: compare them again)."""
        for entry_id in ids:
            for other in self.duplicates.pop(entry_id, {}):
                self.duplicates.get(other, {}).pop(entry_id, None)


# The most partners one entry is compared with from each candidate index (see the docstring).
PARTNERS = 64

EVENT_KINDS = ("observation", "incident")
SAME_MOMENT = timedelta(days=1)


def one_off(entry: Entry) -> bool:
    """An observation or incident seen once, by an agent, with no other evidence."""
    return (entry.kind in EVENT_KINDS and entry.layer == "working" and entry.confirmations <= 1
            and entry.successes == 0 and entry.source != "user")


def two_events(a: Entry, b: Entry) -> bool:
    """Two one-off observations made more than a day apart describe two events, each true at
    its time ("CI took 12 minutes" on Monday, "CI took 38 minutes" on Friday): they disagree
    without contradicting, so neither is flagged; they stay apart and expire unless confirmed."""
    return one_off(a) and one_off(b) and abs(a.created - b.created) > SAME_MOMENT


def _facts(entry: Entry) -> list[str]:
    return list(entry.facts) or [entry.title]


def compare(candidates: Sequence[Entry], targets: Sequence[Entry], settings: Similarity,
            pairs: Pairs | None = None, focus: set[str] | None = None,
            features: Features | None = None) -> Pairs:
    """Compare the pairs worth comparing (see the module docstring) into `pairs`.

    With `focus`, only pairs involving one of those ids are (re)compared: after a round of
    merges only the merged entries' relations can have changed. `pairs.conflicts` holds the
    conflicts found by this call only. `features` keeps the entries' tokens for the next call.
    """
    from memstore import progress, similarity, workers

    pairs = pairs or Pairs()
    pairs.conflicts = []
    if focus is not None:
        pairs.forget(focus)
    working = {e.id for e in candidates}
    members = sorted([*candidates, *targets], key=lambda e: e.rel)
    docs = [(f"{e.scope}\x00{e.branch or ''}", "\n".join([e.title, *e.facts])) for e in members]
    # Only the entries a wanted pair must include probe the index: the working ones, or after a
    # round the entries it changed (a changed long-term entry pairs with unchanged candidates).
    wanted = working if focus is None else focus
    probes = [i for i, e in enumerate(members) if e.id in wanted]
    # One probe's partners at a time: a large store has millions of candidate pairs, and
    # holding them (or their scores) all at once cost gigabytes. Judging a probe's partners is
    # most of the work and needs nothing but the entries, so it is spread over the cores.
    features = features if features is not None else similarity.Features()
    features.add(text for _, text in docs)  # before the workers start: it uses them too
    batches = similarity.candidate_partners(docs, probes, limit=PARTNERS, features=features)
    judge = _Judge(members, working, focus, settings)
    conflicts: list[tuple[tuple[int, int], Conflict]] = []
    judged = workers.ordered_map(judge, batches, worth_it=len(probes) >= PARALLEL_PROBES)
    for done, (i, found) in enumerate(judged, 1):
        progress.report("consolidate", done, len(probes), "entries compared")
        for j, score, conflict in found:
            a, b = (members[i], members[j]) if i < j else (members[j], members[i])
            if conflict is not None:
                conflicts.append(((min(i, j), max(i, j)), Conflict(a, b, *conflict)))
            else:
                pairs.add_duplicate(a, b, score)
    progress.clear()
    # In the order of the pairs (the order of the entries' paths), however they were found.
    pairs.conflicts = [conflict for _, conflict in sorted(conflicts, key=lambda c: c[0])]
    return pairs


# From this many probes on, a comparison is worth worker processes (memstore.workers): starting
# them costs tens of milliseconds, a probe about five.
PARALLEL_PROBES = 200

Judged = tuple[int, list[tuple[int, float, "tuple[str, str, str] | None"]]]


@dataclass(frozen=True)
class _Judge:
    """What one probe's candidate partners are to it: the conflicts and the duplicates.

    A pure function of the batch and the entries, so that worker processes can run it."""

    members: list[Entry]
    working: set[str]
    focus: set[str] | None
    settings: Similarity

    def __call__(self, batch: tuple[int, list[int]]) -> Judged:
        """(probe, [(partner, score, the first contradicting facts or None for a duplicate)])."""
        from memstore import similarity

        i, partners = batch
        anchor, members, working, focus = self.members[i], self.members, self.working, self.focus
        others = [j for j in partners if (anchor.id in working or members[j].id in working)
                  and (focus is None or anchor.id in focus or members[j].id in focus)]
        # Only a pair of one kind can be a duplicate; for any other pair the score only says
        # whether a contradiction counts. With a large entry (a compaction node) the score
        # is most of the work, so such a pair is asked about contradictions `first`.
        first = {j: members[j].kind != anchor.kind
                 and max(len(anchor.facts), len(members[j].facts)) > LARGE for j in others}
        now, later = [j for j in others if not first[j]], [j for j in others if first[j]]
        verdicts: dict[int, tuple[float, tuple[str, str, str] | None]] = {}
        for j, score in zip(now, self.scores(anchor, now), strict=True):
            if score < self.settings.related_threshold:
                continue
            a, b = self.ordered(i, j)
            conflict = self.conflict(a, b)
            if conflict is not None:
                verdicts[j] = (score, conflict)
            elif (a.kind == b.kind and score >= self.settings.merge_threshold
                  and similarity.is_near_duplicate(a.title, a.facts, b.title, b.facts,
                                                   self.settings.merge_threshold)):
                verdicts[j] = (score, None)
        conflicts = {j: self.conflict(*self.ordered(i, j)) for j in later}
        conflicting = [j for j in later if conflicts[j] is not None]
        for j, score in zip(conflicting, self.scores(anchor, conflicting), strict=True):
            if score >= self.settings.related_threshold:
                verdicts[j] = (score, conflicts[j])
        return i, [(j, *verdicts[j]) for j in others if j in verdicts]

    def scores(self, anchor: Entry, partners: list[int]) -> list[float]:
        """The similarity of each of `partners` to `anchor`, scored together (the score is
        symmetric, and a batch of dozens is far cheaper than as many pairs)."""
        from memstore import similarity

        others = [(self.members[j].title, self.members[j].facts) for j in partners]
        return similarity.entry_similarities(anchor.title, anchor.facts, others)

    def ordered(self, i: int, j: int) -> tuple[Entry, Entry]:
        """The pair's entries in the order of their paths (how a conflict names them)."""
        return (self.members[i], self.members[j]) if i < j else (self.members[j], self.members[i])

    @staticmethod
    def conflict(a: Entry, b: Entry) -> tuple[str, str, str] | None:
        """The first facts of a and b that contradict and why, unless they do not or they are
        two events (`two_events`); relatedness is the caller's to check."""
        from memstore import similarity

        contradicting = similarity.entry_contradictions(_facts(a), _facts(b))
        return contradicting[0] if contradicting and not two_events(a, b) else None


# An entry with more facts than this (a compaction node holds hundreds) is checked for
# contradictions with an entry of another kind before their similarity is worked out.
LARGE = 32


def clusters(candidates: Sequence[Entry], targets: Sequence[Entry],
             pairs: Pairs) -> list[list[Entry]]:
    """Each target with the candidates that restate it best, then clusters of candidates alone
    (see the module docstring). Every candidate is in exactly one cluster."""
    by_id = {e.id: e for e in [*candidates, *targets]}
    target_ids = {t.id for t in targets}
    joined: dict[str, list[Entry]] = {t.id: [] for t in targets}
    alone: list[Entry] = []
    for entry in sorted(candidates, key=lambda e: (e.created, e.id)):
        near = {k: v for k, v in pairs.neighbours(entry).items() if k in target_ids}
        if near and not entry.preserve:
            best = min(near, key=lambda k: (-near[k], by_id[k].created, k))
            joined[best].append(entry)
        else:
            alone.append(entry)
    out = [[t, *joined[t.id]] for t in sorted(targets, key=lambda e: e.rel) if joined[t.id]]
    taken: set[str] = set()
    place = {e.id: n for n, e in enumerate(alone)}
    for lead in alone:
        if lead.id in taken:
            continue
        taken.add(lead.id)
        cluster = [lead]
        # Its near-duplicates among those left alone, in their order (not every candidate left
        # alone: there are thousands of those on a large store, and few neighbours).
        for n in sorted(place[k] for k in pairs.neighbours(lead) if k in place):
            other = alone[n]
            if other.id not in taken and not other.preserve:
                taken.add(other.id)
                cluster.append(other)
        out.append(cluster)
    return out
