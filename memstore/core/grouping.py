"""Which working entries restate each other or a long-term entry, and which contradict.

Used by the consolidation job (memstore.jobs.consolidate). All similarity judgements come from
`memstore.core.similarity`; this module decides which pairs to ask about and how the answers group.

Pairs
    Only the pairs `similarity.blocking.candidate_pairs` proposes within one scope and branch are
    compared (an inverted index over rare words and over the judge's terms, so a large store is
    not compared all-pairs), and of those only pairs with at least one entry to probe: the
    working candidates, and the long-term entries the long-term pass looks at (see
    memstore.jobs.consolidate). Each probe keeps at most `PARTNERS` (64) partners from each of the
    index's two halves (words, terms), those sharing the most words with it: on a templated
    store a short entry passes the overlap check with thousands of others, and the work per
    entry must not grow with the store. Pairs whose entries said `distinct_from` each other
    (a person's decision, `memstore resolve --both`) are never judged again.
Verdicts
    Each pair gets `memstore.core.judge.judge`: what the two assert, claim by claim.
Contradictions
    A pair the judge finds in conflict is a conflict, whatever the two kinds, except two
    one-off observations made more than a day apart (`two_events`): they record two events.
Duplicates
    A pair of the same kind the judge calls "duplicate" is a duplicate pair.
Uncertain
    A pair of the same kind the judge calls "maybe_same" or "maybe_conflict" is neither merged
    nor flagged; it is listed (`Pairs.uncertain`) for a person or the agent to decide.
Told apart
    A pair the judge finds in conflict or maybe in conflict, or calls distinct while it has
    much in common and each states another value of one type, is told apart (`Pairs.apart`):
    the two never share a cluster. So is a duplicate pair where one entry restates the other
    only through a more general fact while it is a look-alike of another of its facts or
    conflicts with it, or restates a merge's union while no fact of it alone
    (`look_alike_inside`; listed as uncertain): a union is no chain.
Clusters
    Each working candidate joins the long-term entry it is most similar to (ties: the older,
    then the smaller id). The candidates left over group around a core: the one the most of
    them restate (then the oldest). A cluster is its core and the core's direct
    near-duplicates, never a chain of them (A like B like C does not put A with C), so a
    cluster never drifts from its core's meaning; a core (a long-term entry too) takes first
    the near-duplicates told apart from the fewest others, then the closest, and none told
    apart from one it took. A small core said inside larger notes of other things (each holds
    it among several facts) takes two of them only when they restate each other or are both
    headed by what it says (`_around_another`). A candidate the judge was unsure of with the
    core ("maybe the same") joins a cluster of the core and one near-duplicate or more when it
    is the same or maybe the same as every member, and the same as one of them or beside two
    or more (or, beside a core and its one near-duplicate, close to both: `CLOSE`); three
    candidates (or more) each maybe the same as all the others form a cluster when one of
    their pairs is close to a duplicate (`CLOSE`; every uncertain pair, when two of them are
    the same as each other): an uncertain pair alone is never merged. A
    candidate still alone then joins a cluster of two or more when it is close to two of its
    wordings, told apart from none, only unaligned with the rest (or, asked, the same as a
    member the index never paired it with), and the cluster's union as the merge writes it
    holds it (`_gather`; so does a long-term entry no candidate restates
    directly, beside a cluster of candidates alone); or, beside a long-term entry's cluster,
    when it is the same as a member that is the same as every other member, told apart from
    none (`_centred`: the cluster is that member's near-duplicates too, as it would be had all
    been candidates). A preserved candidate is never absorbed: it joins no one, though it may
    be a core.
"""

from __future__ import annotations

import re
from array import array
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import timedelta
from itertools import combinations

from memstore.core.config import Similarity
from memstore.core.entry import Entry
from memstore.core.fileformat import facts as body_facts
from memstore.core.judge import RELATED_TEXT, Verdict, claims, judge, same_fact, term_text
from memstore.core.judge.bounds import (
    may_be_duplicate,
    may_be_uncertain,
    may_conflict,
    read_ahead,
)
from memstore.core.judge.entries import entry_weight
from memstore.core.judge.tools import tool_jobs
from memstore.core.merge import merged_body, phrasing_order
from memstore.core.provenance import migrated
from memstore.core.similarity.blocking import Features, candidate_partners
from memstore.core.verdict_memo import Notes, PairReading, VerdictMemo, pair_key, text_key
from memstore.runtime import progress, workers


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


@dataclass(frozen=True)
class Uncertain:
    """A pair the judge could not decide: "maybe_same" or "maybe_conflict", and why."""

    a: Entry
    b: Entry
    kind: str
    why: str
    score: float = 0.0  # the judge's: how much of the smaller entry the other holds (0-100)


@dataclass
class Pairs:
    """What comparisons found: conflicts, near-duplicate scores by id (both ways) with the
    judge's explanation, and the pairs it could not decide."""

    conflicts: list[Conflict] = field(default_factory=list)
    duplicates: dict[str, dict[str, float]] = field(default_factory=dict)
    why: dict[tuple[str, str], str] = field(default_factory=dict)
    uncertain: dict[tuple[str, str], Uncertain] = field(default_factory=dict)
    # Pairs the judge told apart by a named difference (a look-alike, another value, a
    # possible conflict): never in one cluster (see `clusters`).
    apart: set[tuple[str, str]] = field(default_factory=set)

    def explain(self, a: str, b: str) -> str:
        """The judge's line for a duplicate pair."""
        return self.why.get((min(a, b), max(a, b)), "")

    def joined(self, entry_id: str, members: Sequence[str]) -> str:
        """Why `entry_id` is in one cluster with `members` when the judge never called it a
        duplicate of the entry that absorbs it: what it is to each other member, the same or
        maybe the same and how close (the evidence `clusters` counted together). A merge's
        report names every entry it absorbs with its reason, and this is the reason of an
        entry that joined through the others."""
        others = [m for m in members if m != entry_id]
        same = [m for m in others if self.relation(entry_id, m) == "same"]
        maybe = [f"{m} ({self.maybe_score(entry_id, m):.0f} %)" for m in others
                 if self.relation(entry_id, m) == "maybe"]
        found = ([f"the same as {', '.join(same)}"] if same else []) + (
            [f"maybe the same as {', '.join(maybe)}"] if maybe else [])
        return (f"{entry_id} joined: {'; '.join(found) or 'the union of the others holds it'}")

    def add_duplicate(self, a: Entry, b: Entry, score: float) -> None:
        self.duplicates.setdefault(a.id, {})[b.id] = score
        self.duplicates.setdefault(b.id, {})[a.id] = score

    def neighbours(self, entry: Entry) -> dict[str, float]:
        return self.duplicates.get(entry.id, {})

    def relation(self, a: str, b: str) -> str:
        """"same" (duplicates), "maybe" (maybe the same), "apart" (told apart by a named
        difference) or "" (nothing found between them)."""
        key = (min(a, b), max(a, b))
        if key in self.apart:
            return "apart"
        if b in self.duplicates.get(a, {}):
            return "same"
        pair = self.uncertain.get(key)
        return "maybe" if pair is not None and pair.kind == "maybe_same" else ""

    def maybe_score(self, a: str, b: str) -> float:
        """The judge's score of a pair it found "maybe the same" (0 for any other pair)."""
        pair = self.uncertain.get((min(a, b), max(a, b)))
        return pair.score if pair is not None and pair.kind == "maybe_same" else 0.0

    def forget(self, ids: Iterable[str]) -> None:
        """Drop every relation of `ids` (their text changed: compare them again)."""
        gone = set(ids)
        for entry_id in gone:
            for other in self.duplicates.pop(entry_id, {}):
                self.duplicates.get(other, {}).pop(entry_id, None)
        for key in [k for k in self.uncertain if gone & set(k)]:
            del self.uncertain[key]
        self.apart = {k for k in self.apart if not gone & set(k)}


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
            features: Features | None = None, probes: set[str] | None = None,
            across: frozenset[str] = frozenset(), memo: VerdictMemo | None = None,
            direct: frozenset[str] = frozenset()) -> Pairs:
    """Compare the pairs worth comparing (see the module docstring) into `pairs`.

    With `focus`, only pairs involving one of those ids are (re)compared: after a round of
    merges only the merged entries' relations can have changed. `probes` are the ids whose
    pairs are wanted (default: the candidates'). `pairs.conflicts` holds the conflicts found
    by this call only. `features` keeps the entries' tokens for the next call. `across`: the
    kinds whose candidates may be found duplicates of an entry of another of these kinds
    (`may_merge_across`). `memo`: the judge's answers kept from earlier runs
    (memstore.core.verdict_memo); it takes in what this call works out. `direct`: the kinds a
    user states straight into long_term/ (`promotion.direct_to_long_term`; `stated`).
    """
    pairs = pairs or Pairs()
    pairs.conflicts = []
    if focus is not None:
        pairs.forget(focus)
    working = {e.id for e in candidates} if probes is None else probes
    members = sorted([*candidates, *targets], key=lambda e: e.rel)
    docs = [(f"{e.scope}\x00{e.branch or ''}", "\n".join([e.title, *e.facts])) for e in members]
    # Only the entries a wanted pair must include probe the index: the working ones, or after a
    # round the entries it changed (a changed long-term entry pairs with unchanged candidates).
    wanted = working if focus is None else focus
    probing = [i for i, e in enumerate(members) if e.id in wanted]
    # One probe's partners at a time: a large store has millions of candidate pairs, and
    # holding them (or their scores) all at once cost gigabytes (`_read_claims` holds the
    # partners in blocks of at most READ_AHEAD entries, as arrays, never their scores).
    # Judging a probe's partners is most of the work and needs nothing but the entries, so it
    # is spread over the cores.
    features = features if features is not None else Features()
    # In this process, before the judge's workers are forked: they inherit what reading the
    # texts cached (every clause's claims), which each of them would otherwise read again.
    features.add((text for _, text in docs), parallel=False)
    batches: Iterable[tuple[int, Sequence[int]]] = candidate_partners(
        docs, probing, limit=PARTNERS, features=features)
    memo = memo if memo is not None else VerdictMemo(enabled=False)
    keys = [text_key(e.title, _facts(e)) for e in members]
    judge = _Judge(members, wanted, focus, across, keys, memo, direct)
    conflicts: list[tuple[tuple[int, int], Conflict]] = []
    parallel = len(probing) >= PARALLEL_PROBES
    if parallel and workers.count() > 1:
        batches = _read_claims(members, docs, probing, batches, keys, memo)
    judged = workers.ordered_map(judge, batches, worth_it=parallel)
    for done, (i, found, notes) in enumerate(judged, 1):
        progress.report("consolidate", done, len(probing), "entries compared")
        memo.take(notes)
        for j, kind, score, detail in found:
            a, b = (members[i], members[j]) if i < j else (members[j], members[i])
            if kind == "conflict":
                conflicts.append(((min(i, j), max(i, j)), Conflict(a, b, *detail)))
            elif kind == "duplicate":
                pairs.add_duplicate(a, b, score)
                pairs.why[(min(a.id, b.id), max(a.id, b.id))] = detail[0]
            else:
                key = (min(a.id, b.id), max(a.id, b.id))
                if kind != "apart":
                    pairs.uncertain[key] = Uncertain(a, b, kind, detail[0], score)
                if kind != "maybe_same" or len(detail) > 1:
                    pairs.apart.add(key)
    progress.clear()
    # In the order of the pairs (the order of the entries' paths), however they were found.
    pairs.conflicts = [conflict for _, conflict in sorted(conflicts, key=lambda c: c[0])]
    return pairs


# From this many probes on, a comparison is worth worker processes (memstore.runtime.workers):
# starting them costs tens of milliseconds, a probe about five.
PARALLEL_PROBES = 200
# The most entries whose claims are read before the workers fork: the judge's caches of an
# entry's claims and term text hold 65,536, and reading more would only evict what was read.
READ_AHEAD = 50_000


def _read_claims(members: list[Entry], docs: list[tuple[str, str]], probing: list[int],
                 batches: Iterable[tuple[int, Sequence[int]]], keys: list[bytes],
                 memo: VerdictMemo) -> Iterable[tuple[int, Sequence[int]]]:
    """Read, in this process, the claims of every entry the probes meet, so that the worker
    processes forked next inherit them: each worker would otherwise read again, for itself,
    most of the entries the other reads (a pure cache: nothing decided changes). The batches
    are found first for that (as compact arrays), unless the probes' blocks hold more entries
    than the caches keep; they are returned, the same, for the workers. An entry whose every
    pair the last run already looked at (`memo`), and whose term text it kept, is not read:
    the workers will find its answers kept, and reading it was most of what is left of a run
    of a store that barely changed."""
    blocks = {docs[i][0] for i in probing}
    if sum(key in blocks for key, _ in docs) > READ_AHEAD:
        return batches
    found = [(i, array("q", partners)) for i, partners in batches]
    met = {i for i, _ in found}.union(*(partners for _, partners in found))
    unknown = {n for n in met if keys[n] not in memo.terms} if memo.enabled else met
    if memo.enabled:
        for i, partners in found:
            for j in partners:
                low, high = (i, j) if i < j else (j, i)
                if not memo.known(pair_key(keys[low], keys[high])):
                    unknown.update((i, j))
    for n in sorted(unknown):
        read_ahead(members[n].title, _facts(members[n]))
    return found


Judged = tuple[int, list[tuple[int, str, float, tuple[str, ...]]], Notes]


@dataclass(frozen=True)
class _Judge:
    """What one probe's candidate partners are to it: conflicts, duplicates, uncertain pairs.

    A pure function of the batch and the entries, so that worker processes can run it; what
    it works out of the texts alone is asked of `memo` first and handed back as `Notes`."""

    members: list[Entry]
    wanted: set[str]
    focus: set[str] | None
    across: frozenset[str] = frozenset()
    keys: list[bytes] = field(default_factory=list)  # each member's text key
    memo: VerdictMemo = field(default_factory=lambda: VerdictMemo(enabled=False))
    direct: frozenset[str] = frozenset()  # the kinds a user states straight into long_term/

    def __call__(self, batch: tuple[int, Sequence[int]]) -> Judged:
        """(probe, [(partner, verdict kind, score, detail)], notes): a conflict's detail is
        (fact of the first entry by path, fact of the second, reason); any other's is
        (explanation,)."""
        i, partners = batch
        anchor, members, wanted, focus = self.members[i], self.members, self.wanted, self.focus
        found: list[tuple[int, str, float, tuple[str, ...]]] = []
        notes = Notes()
        asked = [j for j in partners if (anchor.id in wanted or members[j].id in wanted)
                 and (focus is None or anchor.id in focus or members[j].id in focus)]
        terms = [self._term_text(n, notes) for n in asked] if asked else []
        scores = dict(related(self._term_text(i, notes), terms, asked))
        jobs = tool_jobs(anchor.title, _facts(anchor))
        if jobs:  # a note that says only which tool it uses meets its rivals, which share no
            # word with it ("This repo uses yarn" / "Use npm": memstore.core.judge.tools)
            scores.update((j, 0.0) for j in asked if j not in scores and not jobs.isdisjoint(
                tool_jobs(members[j].title, _facts(members[j]))))
        for j in asked:
            # (a pair too unlike to judge is noted too: the next run then knows it needs
            # nothing of the entries' claims, `_read_claims`)
            reading = self.memo.reading(pair_key(*sorted_pair(self.keys, i, j)), notes)
            if j in scores:
                other = members[j]
                a, b = (anchor, other) if i < j else (other, anchor)
                kind = self._judged(a, b, scores[j], reading)
                if kind is not None:
                    found.append((j, *kind))
            self.memo.note(reading, notes)
        return i, found, notes

    def stated(self, entry: Entry) -> bool:
        """Whether `entry` is a rule a user stated straight into long_term/, not yet compared
        since (a probe of this round): it skipped working/, and with it the comparison every
        candidate gets, so its pairs are judged as a candidate's are (`stated`), conflicts and
        uncertain pairs included, not only for duplicates as two settled entries are. So is
        every user-stated entry `memstore migrate` imported straight into long_term/, of any
        kind (CLAUDE.md's "Line length is 100" and .cursorrules' "120" were never flagged)."""
        return (entry.layer == "long_term" and entry.source == "user"
                and (entry.kind in self.direct or migrated(entry)) and entry.id in self.wanted)

    def _term_text(self, n: int, notes: Notes) -> str:
        entry = self.members[n]
        return self.memo.term_text(self.keys[n], lambda: term_text(entry.title, _facts(entry)),
                                   notes)

    def _judged(self, a: Entry, b: Entry, score: float, reading: PairReading
                ) -> tuple[str, float, tuple[str, ...]] | None:
        """What the pair `a`, `b` (in path order) is: (verdict kind, score, detail), or None.
        The metadata (kinds, layers, decisions, dates, links) is read here, live; the answers
        read off the two texts alone come from `reading`."""
        if decided_apart(a, b):
            return None
        settled = a.layer != "working" and b.layer != "working" and not (
            self.stated(a) or self.stated(b))
        texts = (a.title, _facts(a), b.title, _facts(b))
        if settled:
            if a.kind != b.kind or score < LONG_TERM_TEXT or not reading.get(
                    "may_be_duplicate", lambda: may_be_duplicate(*texts)):
                return None  # two long-term entries: only duplicates are looked for
        elif not ((a.kind == b.kind or may_merge_across(a, b, self.across)) and reading.get(
                "may_be_uncertain", lambda: may_be_uncertain(*texts))) and not reading.get(
                "may_conflict", lambda: may_conflict(*texts)):
            return None  # the judge could only call them distinct (memstore.core.judge.bounds)
        verdict = Verdict(*reading.get("verdict", lambda: _plain(judge(*texts))))
        if settled and verdict.kind != "duplicate":
            return None
        if verdict.kind == "conflict":
            if two_events(a, b):
                return None
            return "conflict", verdict.score, (verdict.fact_a, verdict.fact_b, verdict.reason)
        if a.kind != b.kind and not may_merge_across(a, b, self.across):
            if (verdict.kind in ("duplicate", "maybe_same") and a.layer == b.layer == "long_term"
                    and (self.stated(a) or self.stated(b))):
                # one rule a person stated in two places under two headings (CLAUDE.md's
                # "Security", AGENTS.md's "PR instructions"): the kinds are guesses from the
                # headings, and neither may absorb the other, so a person decides
                return "maybe_same", verdict.score, (
                    f"the same knowledge under two kinds ({a.kind} / {b.kind}): "
                    f"{verdict.explanation}; `memstore resolve {a.id} --merge {b.id}` "
                    "keeps one", )
            return None  # (two kinds that may merge are told apart or unsure like one kind)
        if verdict.kind == "distinct":
            if reading.get("told_apart", lambda: told_apart(verdict, texts[1], texts[3])):
                return "apart", verdict.score, (verdict.explanation,)
            return None
        if verdict.kind == "duplicate":
            found = reading.get(f"inside/{int(bool(a.supersedes))}{int(bool(b.supersedes))}",
                                lambda: _inside(a, b))
            if found:
                # (listed as maybe the same, and kept apart: the second detail says so)
                line = _inside_line((a, b)[found[0]], found)
                return "maybe_same", verdict.score, (line, "apart")
        return verdict.kind, verdict.score, (verdict.explanation,)


def sorted_pair(keys: list[bytes], i: int, j: int) -> tuple[bytes, bytes]:
    """The text keys of members `i` and `j`, the first by path first (the order the judge
    reads the pair in)."""
    return (keys[i], keys[j]) if i < j else (keys[j], keys[i])


def _plain(verdict: Verdict) -> tuple[str, float, str, str, str, str]:
    """A verdict as plain data (what the memo keeps): `Verdict(*_plain(v)) == v`."""
    return (verdict.kind, verdict.score, verdict.explanation, verdict.fact_a, verdict.fact_b,
            verdict.reason)


# From this share of the smaller entry held by the other, a pair the judge calls distinct
# has much in common (below MAYBE, 0.5, the judge found too little in common to say more).
APART = 50.0


def told_apart(verdict: Verdict, facts_a: Sequence[str], facts_b: Sequence[str]) -> bool:
    """Whether the judge's verdict on two entries (their facts) tells them apart by what they
    state, so that they never share a cluster: a conflict, maybe one, or two entries that have
    much in common and each state another value of one type ("data/soli/YEAR.json" /
    "data/pension_factors/YEAR.json"). Distinct in words alone is not apart: restatements
    are often distinct to the judge ("the repo is pnpm-only" / "pkg manager = pnpm")."""
    if verdict.kind in ("conflict", "maybe_conflict"):
        return True
    if verdict.kind != "distinct" or verdict.score < APART:
        return False
    values_a, values_b = _values(facts_a), _values(facts_b)
    kinds_a = {kind for kind, _ in values_a - values_b}
    return any(kind in kinds_a for kind, _ in values_b - values_a)


def _values(facts: Sequence[str]) -> set[tuple[str, str]]:
    return {value for fact in facts for claim in claims(fact) for value in claim.values}


def look_alike_inside(a: Entry, b: Entry) -> str:
    """Why duplicates `a` and `b` must still not merge, or "" (`_inside`, told)."""
    found = _inside(a, b)
    return _inside_line((a, b)[found[0]], found) if found else ""


def _inside_line(big: Entry, found: tuple[int, str, str]) -> str:
    """The report's line for what `_inside` found in `big`."""
    if found[1] == "look-alike":
        return (f"restates {big.id} only through a more general fact; a look-alike of "
                f"its fact \u201c{found[2]}\u201d")
    return f"restates {big.id} only through the union of its facts; no fact of it alone"


def _inside(a: Entry, b: Entry) -> tuple[int, str, str] | tuple[()]:
    """Why duplicates `a` and `b` must still not merge, as (the side of the entry that holds
    several facts: 0 for `a`; "look-alike" or "union"; the fact), or (): one of them holds
    several facts, and the other is a look-alike of (or conflicts with) one of those facts
    while it restates none of them as the same fact. It then matched the entry only through a
    more general fact ("Create JSON files in data/" holding "Create data/soli/YEAR.json" is no
    restatement of "Create data/pension/YEAR.json"): the union of a merge is never a chain
    to absorb what only resembles one of its members. Nor does an entry restate a merge's
    union (an entry that supersedes others) that no fact of it alone restates. A pure function
    of the two entries (their texts, and whether one supersedes others), so every run decides
    it alike."""
    for side, (big, small) in enumerate(((a, b), (b, a))):
        held = _facts(big)
        if len(held) < 2:
            continue
        told = _facts(small)
        if any(same_fact(f, x) for f in held for x in told):
            continue
        for fact in held:
            verdict = judge(fact, [fact], small.title, told)
            # (not a mere "maybe conflicting": the whole pair is a duplicate, and one fact of
            # several read alone is often unsure: "DTOs are immutable record types" / "Use
            # record types for DTOs")
            if verdict.kind != "maybe_conflict" and told_apart(verdict, [fact], told):
                if any(judge(other, [other], small.title, told).kind == "duplicate"
                       for other in held if other != fact):
                    # It restates another of the facts by itself, in other words than
                    # `same_fact` reads as the same ("Update snapshot tests with X" / "Snapshot
                    # tests are refreshed with X"): no general fact made the match.
                    break
                return side, "look-alike", fact
        if big.supersedes and not any(
                judge(fact, [fact], small.title, told).kind == "duplicate" for fact in held):
            # A merge's union holds every member's facts; a note joins it by restating one of
            # them, not by words gathered from several ("Limited special case handling for
            # unique NFT implementations" against "Special case handling for specific NFT
            # contracts" plus "Implemented downloading of ... NFTs").
            return side, "union", ""
    return ()


# Two long-term entries are judged only from this token_set_ratio of their term texts on (on
# the natural corpus, 95 % of restatements score over 59): the long-term pass looks for
# duplicates only, and must stay cheap.
LONG_TERM_TEXT = 50.0


def related(anchor: str, others: list[str], ids: list[int]) -> list[tuple[int, float]]:
    """Those of `ids` (positions of `others`) whose entries share enough words with `anchor` to
    be worth the judge: rapidfuzz's token_set_ratio of their term texts (memstore.core.judge
    .term_text: `anchor` and `others` are those), all at once, in C."""
    if not others:
        return []
    from rapidfuzz import fuzz, process

    scores = process.cdist([anchor], others, scorer=fuzz.token_set_ratio, workers=1)[0]
    return [(j, float(score)) for j, score in zip(ids, scores, strict=True)
            if score >= RELATED_TEXT]


def may_merge_across(a: Entry, b: Entry, kinds: frozenset[str]) -> bool:
    """Whether two entries of different kinds may still be one piece of knowledge said twice:
    both working candidates of kinds that absorb and are absorbed freely (`kinds`: the
    unprotected ones), neither preserved. The kind of an imported or agent-written note is a
    guess from where it stood (memory-bank files and headings give the same bullet "procedure"
    under "Commands" and "observation" under "Notes"), so it does not keep a restatement apart;
    a protected kind absorbs only its own kind, and a long-term entry keeps its kind."""
    return (a.kind in kinds and b.kind in kinds and a.layer == b.layer == "working"
            and not a.preserve and not b.preserve)


def decided_apart(a: Entry, b: Entry) -> bool:
    """Whether a person decided these two both hold (`distinct_from`, memstore resolve)."""
    return b.id in a.strings("distinct_from") or a.id in b.strings("distinct_from")


def clusters(candidates: Sequence[Entry], targets: Sequence[Entry],
             pairs: Pairs) -> list[list[Entry]]:
    """Each target with the candidates that restate it, then clusters of candidates alone, each
    around its core (see the module docstring). Every candidate is in exactly one cluster."""
    by_id = {e.id: e for e in [*candidates, *targets]}
    target_ids = {t.id for t in targets}
    groups: dict[str, list[Entry]] = {t.id: [t] for t in targets}
    order = sorted(candidates, key=lambda e: (e.created, e.id))
    # A candidate joins the target it restates best; a target takes first those that clash
    # least with the others, then the closest, and none told apart from one it took.
    wanting: dict[str, list[tuple[float, Entry]]] = defaultdict(list)
    for entry in order:
        near = {k: v for k, v in pairs.neighbours(entry).items() if k in target_ids}
        if near and not entry.preserve:
            best = min(near, key=lambda k: (-near[k], by_id[k].created, k))
            wanting[best].append((near[best], entry))
    placed: set[str] = set()
    for target_id, joining in wanting.items():
        clash = _clashes([e for _, e in joining], pairs)
        core = groups[target_id][0]
        for _, entry in sorted(joining, key=lambda p: (clash[p[1].id], _order(p[1], core),
                                                       -p[0], p[1].created, p[1].id)):
            if _fits(entry, groups[target_id], pairs, placed):
                groups[target_id].append(entry)
                placed.add(entry.id)
    maybe: dict[str, list[Entry]] = defaultdict(list)  # each id's "maybe the same" partners
    for (a, b), pair in pairs.uncertain.items():
        if pair.kind == "maybe_same" and (a, b) not in pairs.apart and a in by_id and b in by_id:
            maybe[a].append(by_id[b])
            maybe[b].append(by_id[a])
    rank = {e.id: n for n, e in enumerate(order)}
    for partners in maybe.values():
        partners.sort(key=lambda e: (rank.get(e.id, -1), e.id))
    for target in sorted(targets, key=lambda e: e.rel):
        _resolve(groups[target.id], maybe, pairs, placed)
    out = [groups[t.id] for t in sorted(targets, key=lambda e: e.rel) if len(groups[t.id]) > 1]
    # The candidates left over: the one restated by the most others is the first core.
    alone = [e for e in order if e.id not in placed]
    place = {e.id: n for n, e in enumerate(alone)}
    degree = {e.id: sum(k in place for k in pairs.neighbours(e)) for e in alone}
    for core in sorted(alone, key=lambda e: (-degree[e.id], e.created, e.id)):
        if core.id in placed:
            continue
        placed.add(core.id)
        cluster = [core]
        # Its near-duplicates among those left alone, those that clash least with the others
        # first, then the closest (not every candidate left alone: there are thousands of those
        # on a large store, and few neighbours).
        near = pairs.neighbours(core)
        clash = _clashes([alone[place[k]] for k in near if k in place], pairs)
        for n in sorted((place[k] for k in near if k in place),
                        key=lambda n: (clash[alone[n].id], _order(alone[n], core),
                                       -near[alone[n].id], n)):
            if _fits(alone[n], cluster, pairs, placed):
                cluster.append(alone[n])
                placed.add(alone[n].id)
        _resolve(cluster, maybe, pairs, placed)
        out.append(cluster)
    # Long-term entries that no candidate restates directly, each a cluster of one for now.
    lone = [[t] for t in sorted(targets, key=lambda e: e.rel) if len(groups[t.id]) == 1]
    _gather(out, maybe, pairs, rank, lone)
    return [cluster for cluster in out if cluster]


def _clashes(near: list[Entry], pairs: Pairs) -> dict[str, int]:
    """How many of the others of `near` (the near-duplicates of one core) each is told apart
    from: the core takes the ones that clash least first, so that one member that clashes
    with the rest does not keep them all out."""
    return {e.id: sum(pairs.relation(e.id, o.id) == "apart" for o in near if o is not e)
            for e in near}


def _fits(entry: Entry, cluster: list[Entry], pairs: Pairs, placed: set[str]) -> bool:
    """Whether `entry` (a near-duplicate of the cluster's core) may join it: not yet placed,
    not preserved, told apart from no member, and not a second larger note around a small
    core (`_around_another`)."""
    return (entry.id not in placed and not entry.preserve
            and all(pairs.relation(entry.id, m.id) != "apart" for m in cluster)
            and not _around_another(entry, cluster, pairs))


# A near-duplicate says much more than its cluster's core from this many times the core's
# weight on (memstore.core.judge.entries.entry_weight): the core is then one small fact said
# inside it, not another wording of it.
AROUND = 1.5


def _around_another(entry: Entry, cluster: list[Entry], pairs: Pairs) -> bool:
    """Whether `entry`, a near-duplicate that says much more than the cluster's core
    (`AROUND`), would join another member that also says much more, while the two are not
    restatements of each other (the judge, asked of the two, finds them neither the same nor
    maybe the same) and not both headed by what the core says (`_headed_by`). A small core
    said inside two larger notes is one fact each of them holds, not one piece of knowledge
    the three say: a memory bank's "Project lifecycle management capabilities" is the heading
    of its list of those tools ("Project Lifecycle Management: Tools for managing project
    phases ...") and also the last step of a phase plan ("Phase 1: Cognitive Tools
    Integration: ... Create project lifecycle management framework"); merging the three
    joined a plan and a list of tools through the one line they share. Of such members the
    core takes those headed by what it says first (`_order`), then one other at most; a
    member no larger than the core is never kept out by this."""
    core = cluster[0]
    if len(cluster) < 2 or not _says_much_more(entry, core):
        return False
    headed = _headed_by(entry, core)
    for member in cluster[1:]:
        if not _says_much_more(member, core) or (headed and _headed_by(member, core)) or (
                pairs.relation(entry.id, member.id) in ("same", "maybe")):
            continue
        verdict = judge(member.title, _facts(member), entry.title, _facts(entry))
        if verdict.kind not in ("duplicate", "maybe_same"):
            return True
    return False


# A note holds a core among other facts when it makes this many claims or more (a list of
# items, several sentences): a longer wording of one fact ("We use pnpm for all front-end
# packages, never npm or yarn" beside "pnpm only") makes one or two.
AMONG = 3


def _says_much_more(entry: Entry, core: Entry) -> bool:
    """Whether `entry` holds the core's fact among others: it weighs much more (`AROUND`) and
    makes several claims (`AMONG`)."""
    facts = _facts(entry)
    return sum(len(claims(text)) for text in facts) >= AMONG and entry_weight(
        entry.title, tuple(facts)) >= AROUND * entry_weight(core.title, tuple(_facts(core)))


def _headed_by(entry: Entry, core: Entry) -> bool:
    """Whether every word of `entry`'s title is said by `core`: the larger note is about
    what the core says (its heading, "Project Lifecycle Management"), rather than holding it
    as one item among others. (A heading alone is too little for the judge to call the same
    as anything, so its words are looked for.)"""
    said = {t for text in (core.title, *_facts(core)) for c in claims(text) for t in c.terms}
    heading = [t for c in claims(entry.title) for t in c.terms]
    return bool(heading) and all(t in said for t in heading)


def _order(entry: Entry, core: Entry) -> int:
    """Which near-duplicates a core takes first, before closeness: those no larger than it and
    those headed by what it says (0), before larger notes that hold it among other things (1;
    `_around_another`)."""
    return int(_says_much_more(entry, core) and not _headed_by(entry, core))


# Three candidates each "maybe the same" as the other two merge only when one of the three pairs
# is close to a duplicate: 60 % of the smaller entry found in the other (a duplicate needs 70,
# "maybe" 50). Three parallel items of one file are often each half like the others.
CLOSE = 60.0


def _resolve(cluster: list[Entry], maybe: dict[str, list[Entry]], pairs: Pairs,
             placed: set[str]) -> None:
    """Add to a cluster the candidates the judge left uncertain with its core ("maybe the
    same", `maybe`) that are the same as or maybe the same as every member: in a cluster of
    restatements (a core and at least one near-duplicate) that is one more restatement when
    it is the same as one of them or beside two or more; and a core alone with two or more
    such candidates, each maybe the same as the others too, is one piece of knowledge said
    three ways or more, when one pair of them is close to a duplicate (`CLOSE`). An uncertain
    pair alone is never merged."""
    joining: list[Entry] = []
    for entry in maybe.get(cluster[0].id, ()):
        if entry.id in placed or entry.preserve or entry.layer != "working":
            continue
        if len(cluster) >= 2:
            found = [pairs.relation(entry.id, m.id) for m in cluster[1:]]
            if ("same" in found or len(found) >= 2 or _beside_a_pair(entry, cluster, pairs)
                    ) and all(r in ("same", "maybe") for r in found):
                cluster.append(entry)
                placed.add(entry.id)
        elif all(pairs.relation(entry.id, m.id) in ("same", "maybe") for m in joining):
            joining.append(entry)
    if len(joining) >= 2 and _close_enough([cluster[0], *joining], pairs):
        cluster.extend(joining)
        placed.update(e.id for e in joining)


def _close_enough(members: list[Entry], pairs: Pairs) -> bool:
    """Whether a core alone and the candidates each maybe the same as all the others (or the
    same as some) are one piece of knowledge said three ways or more (a triangle at least:
    never a pair): one uncertain pair of them close to a duplicate (`CLOSE`); but when two of
    them are the same as each other, every uncertain pair, as `_beside_a_pair` asks. Two
    notes that restate each other are then one piece of knowledge, and each uncertain pair
    with it is one doubt: a list headed "Mitigation Strategies" was half like two copies of a
    "Regular Tasks" list, close to one of them only, and absorbed both."""
    related = [(pairs.relation(x.id, y.id), pairs.maybe_score(x.id, y.id))
               for x, y in combinations(members, 2)]
    close = [score >= CLOSE for relation, score in related if relation == "maybe"]
    if any(relation == "same" for relation, _ in related):
        return all(close)
    return any(close)


def _beside_a_pair(entry: Entry, cluster: list[Entry], pairs: Pairs) -> bool:
    """Whether `entry`, maybe the same as both members of a cluster of two (a core and its one
    near-duplicate), is close to each of them (`CLOSE`) while they are two wordings, not one
    text copied: a triangle of one duplicate pair and two close uncertain ones, stronger than
    the three uncertain pairs `_resolve` merges when one is close ("The ingest is a Python
    3.12 service" and "Ingest service: Python 3.12", with "We wrote the wire feed ingest in
    Python; it runs on 3.12" close to both). A text said twice is one wording: the entry is
    then unsure of one text, twice, and an uncertain pair alone is never merged. Nor does an
    entry join that quotes other code than a member does (`docker compose up` beside two
    notes of `docker compose up db redis -d`): two commands, each near the other's words."""
    if len(cluster) != 2:
        return False
    core, other = cluster
    spans = _spans(entry)
    return term_text(core.title, _facts(core)) != term_text(other.title, _facts(other)) and all(
        pairs.maybe_score(entry.id, m.id) >= CLOSE and (
            not spans or not _spans(m) or _spans(m) == spans) for m in cluster)


_SPAN = re.compile(r"`([^`\n]+)`")


def _spans(entry: Entry) -> set[str]:
    """The code an entry quotes (its `code spans`), spaced alike."""
    return {" ".join(span.lower().split()) for text in (entry.title, *entry.facts)
            for span in _SPAN.findall(text)}


def _gather(out: list[list[Entry]], maybe: dict[str, list[Entry]], pairs: Pairs,
            rank: dict[str, int], lone: Sequence[list[Entry]] = ()) -> None:
    """Move into a cluster of restatements (two members or more) each candidate left alone that
    the evidence of its pairs, counted together, puts there (`_joins`). Each pair of a group
    is judged on its own, and one pair the judge calls distinct only because it found too
    little to align ("FE = React + TS, bundled by Vite" / "We build the React/TypeScript
    frontend with Vite") kept a note out that the others together place. A cluster left
    empty by a move is emptied in place (the caller drops it).

    `lone`: the long-term entries no candidate restates directly (clusters of one, not in
    `out`). One of them joins a cluster of candidates alone (none long-term) on the same
    evidence as a candidate (`_joins`): it was the core of no one only because each candidate
    was merely "maybe the same" as it ("Article pages are cached at the CDN for 60 seconds"
    in long_term/, close to both "Fastly keeps article pages for one minute" and "We cache
    article pages at the edge for 1 min ...", two candidates that are the same). Once both
    are merged they are two long-term entries, which the long-term pass merges only as
    duplicates: the group stayed in two pieces for good. The long-term entry then keeps its
    id and file (memstore.core.merge.survivor_of), as when candidates restate it directly."""
    alone = {c[0].id: c for c in out if len(c) == 1 and c[0].layer == "working"}
    alone.update((c[0].id, c) for c in lone)
    for cluster in [c for c in out if len(c) >= 2]:
        near = {k for m in cluster for k in pairs.neighbours(m)}
        near.update(e.id for m in cluster for e in maybe.get(m.id, ()))
        settled = any(m.layer != "working" for m in cluster)
        for entry_id in sorted(near & alone.keys(), key=lambda k: (rank.get(k, -1), k)):
            entry = alone[entry_id][0]
            if entry.layer != "working" and (settled or any(m.preserve for m in cluster)):
                continue  # (one long-term entry a cluster; it absorbs no preserved entry)
            if not entry.preserve and (_centred(entry, cluster, pairs)
                                       or _joins(entry, cluster, pairs)):
                cluster.append(entry)
                settled = settled or entry.layer != "working"
                alone.pop(entry_id).clear()


def _centred(entry: Entry, cluster: list[Entry], pairs: Pairs) -> bool:
    """Whether `entry`, left alone, belongs with the cluster of a long-term entry as the
    cluster's centre would have it: it is the same as a member that is itself the same as
    every other member, and told apart from none. The cluster is then that member's direct
    near-duplicates, and the entry one more of them (`_fits`), as if that member had been the
    core. Candidates alone group around the one the most of them restate; a long-term entry is
    the core of the candidates that restate it whatever the others restate, so a note the
    same as the most central candidate ("Docs screenshots: PNG only" beside "We save every
    documentation screenshot as a PNG") and unaligned with the long-term wording stayed out
    of a group it belongs to, and would have joined it had all been candidates. No chain: the
    member it is the same as must be the same as all the others."""
    return cluster[0].layer != "working" and all(
        pairs.relation(entry.id, m.id) != "apart" for m in cluster) and any(
        pairs.relation(entry.id, m.id) == "same"
        and all(pairs.relation(m.id, o.id) == "same" for o in cluster if o is not m)
        for m in cluster)


def _joins(entry: Entry, cluster: list[Entry], pairs: Pairs) -> bool:
    """Whether `entry`, left alone, belongs with `cluster` (restatements of one piece of
    knowledge): the same as two members or more, or maybe the same and close (`CLOSE`) to
    them (two wordings, not one text said twice), quoting no other code than a member does
    (`_beside_a_pair`), told apart from none, of
    the same kind as every member it has no relation with, and distinct from those only
    because the judge found too little to align (no look-alike, no value, no rule against an
    event: a named difference keeps it out); and the cluster as the merge would write it (the
    union of its members' facts, the entry the next round compares it with anyway) holds it
    as the same or close to it (`CLOSE`). An uncertain pair alone is never merged: the evidence
    is two pairs at least and the union."""
    found = [pairs.relation(entry.id, m.id) for m in cluster]
    beside = [m for m, r in zip(cluster, found, strict=True)
              if r == "same" or (r == "maybe" and pairs.maybe_score(entry.id, m.id) >= CLOSE)]
    wordings = {term_text(m.title, _facts(m)) for m in beside}  # (a text said twice is one)
    spans = _spans(entry)
    if "apart" in found or len(wordings) < 2 or any(
            spans and _spans(m) and _spans(m) != spans for m in cluster):
        return False
    for member, relation in zip(cluster, found, strict=True):
        if relation == "" and (member.kind != entry.kind or not _unproposed_or_unaligned(
                member, entry)):
            return False
    title, facts = _union(cluster)
    verdict = judge(title, facts, entry.title, _facts(entry))
    return verdict.kind == "duplicate" or (verdict.kind == "maybe_same"
                                           and verdict.score >= CLOSE)


def _unproposed_or_unaligned(member: Entry, entry: Entry) -> bool:
    """Whether a member of a cluster that `entry` has no relation with (`Pairs.relation` is
    "") leaves it free to join: the judge, asked of the two, finds them the same or maybe the
    same (the candidate index never proposed the pair: it probes each entry's rarest words,
    and in a block of a few entries those are the words no other entry has, so "Lift status
    changes are announced in the #lift-ops Slack channel" was never compared with a wordier
    note of the same rule that every other member restates), or distinct only for finding too
    little to align (`_unaligned`). A look-alike, a value, a conflict or a merge's look-alike
    inside (`look_alike_inside`) keeps it out, as a pair the index proposed would."""
    verdict = judge(member.title, _facts(member), entry.title, _facts(entry))
    if verdict.kind == "duplicate":
        return not look_alike_inside(member, entry)
    return verdict.kind == "maybe_same" or _unaligned(verdict)


def _unaligned(verdict: Verdict) -> bool:
    """Whether the judge called a pair distinct only for finding too little to align: no
    named difference (memstore.core.judge.verdict, its last verdict)."""
    return verdict.kind == "distinct" and verdict.explanation.startswith("claims aligned")


def _union(cluster: list[Entry]) -> tuple[str, list[str]]:
    """The title and facts of `cluster` merged, as memstore.core.merge writes them."""
    base, *others = phrasing_order(cluster)
    body, _ = merged_body(base, others)
    return base.title, body_facts(body) or [base.title]
