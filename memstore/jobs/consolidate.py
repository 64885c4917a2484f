"""The consolidation job: promote, merge, supersede, flag and expire (issue 3; SPEC section 4).

`plan_consolidation(store, snapshot)` decides; `memstore.app.lifecycle.consolidate(store,
apply)` runs it. One run:

1. Contradictions. Working candidates are compared with each other and with the live long-term
   entries (active, stale, or compaction nodes) of their scope and branch (memstore.core.grouping
   says which pairs and how). A pair that contradicts is never merged: both entries get
   `status: needs_review` in the layer they are in, `contradictions` + 1, the other's id in
   `conflicts_with`, and a provenance note naming it; `memstore resolve` decides the pair
   (memstore.app.resolve). A pair marked `distinct_from` by such a decision is never judged again
   (memstore.core.grouping). A compaction node hands its side of a conflict to the sources that
   state the contradicted fact, which leave it (`_Job.release`); the node keeps the rest.
2. Clusters. Near-duplicates of the same kind form clusters (or of two unprotected kinds, both
   working candidates: a note's kind is a guess from where it stood, memstore.core.grouping.
   may_merge_across): a candidate joins the long-term entry it restates best; the candidates
   left over group around the one the most others restate (memstore.core.grouping: clusters
   around a core, never chains).
3. Evidence. A cluster is promoted when, summed over its members, it was observed or confirmed
   `promotion.min_confirmations` times (each near-duplicate observation is one more), or used in
   `promotion.min_successes` successful tasks, or stated by the user (`promotion.user_stated`),
   or recalled in `promotion.min_recall_sessions` distinct sessions (log/recall.jsonl).
   A candidate that restates a long-term entry is a re-observation of it, so the long-term
   entry's own confirmations count.
4. Merge and promote (memstore.core.merge): the survivor takes the union of facts and every source's
   provenance, moves to long_term/ (a rename) or stays there, and the absorbed candidates move
   to archive/ as superseded. Since a merge can make a candidate similar to the merged entry,
   steps 1-4 repeat on the planned result until nothing changes, which is what makes a second
   run at the same moment a no-op.
5. Expiry. A candidate still unpromoted `working.candidate_expiry_days` after `created` (or
   after `restored_at`, when a person restored it later: it gets a whole new window) moves to
   archive/ with `status: expired`, `expires_at` (that start + the window) and `expiry_reason`.

Protection: an entry of a protected kind or with `preserve: true` never expires. It may be
promoted (that only makes it more visible) and other candidates may merge into it, since every
fact lives on in it. A candidate of a protected kind may also be absorbed, but only into an
entry of the same kind, which is just as protected and keeps every one of its facts; a
candidate with `preserve: true` is never absorbed. Entries in needs_review are never touched,
and similarity alone never replaces a long-term entry: only candidates are ever absorbed.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import timedelta
from typing import TYPE_CHECKING, Any

from memstore.core.decisions import fact_fingerprints, merged_into, to_review
from memstore.core.entry import KINDS, Entry
from memstore.core.fileformat import DELETE, append_facts, as_written, bullets, without_facts
from memstore.core.grouping import Conflict, Pairs, Uncertain, clusters, compare
from memstore.core.judge import judge, merge_facts, set_lexicon
from memstore.core.merge import Merge, merge
from memstore.core.plan import Drafts, Plan
from memstore.core.plural import counted
from memstore.core.protection import protected
from memstore.core.provenance import own_provenance
from memstore.core.similarity.blocking import Features
from memstore.core.verdict_memo import VerdictMemo
from memstore.jobs.archive import superseded_purged
from memstore.jobs.compact import sources_leave
from memstore.runtime import clock, heap
from memstore.storage import verdict_cache
from memstore.storage.recall_log import recall_sessions
from memstore.storage.store import Snapshot, StoreView

if TYPE_CHECKING:
    from memstore.core.config import Config

MAX_ROUNDS = 10
# The parse-cache memo of a long-term entry compared with the rest of long_term/ by an applied
# run since it last changed (memstore.storage.store.Snapshot.memo); bump it when the judge changes.
SETTLED = "settled/judge-2"
# The most long-term entries one run compares with the rest of long_term/ (the newest first).
LONG_TERM_PROBES = 500
TARGET_STATUSES = ("active", "stale", "compacted")
# What a compaction source released from its node no longer is: linked and archived.
RELEASED_KEYS = ("compacted_into", "archived_at", "archived_from", "archived_reason",
                 "decay_score")


def plan_consolidation(store: StoreView, snapshot: Snapshot,
                       memo: VerdictMemo | None = None) -> Plan:
    """The consolidation plan for `snapshot` at the clock's now (see the module docstring).

    `memo`: the judge's answers to start from and add to, when the caller keeps them over
    several plans (the retention run's passes) and saves them itself; by default, those kept
    by the last run, saved again after a run that may write."""
    plan = Plan("consolidate")
    plan.warnings.extend(f"skipped {problem}" for problem in snapshot.problems)
    extra = store.config.judge.extra()
    set_lexicon(extra)
    # The judge's answers kept by the last run (memstore.storage.verdict_cache): a store
    # consolidated again after a few edits is not judged again pair by pair.
    owned = memo is None
    if memo is None:
        memo = verdict_cache.load(store.root, extra)
    job = _Job(store.config, snapshot, plan, Drafts(store.read_text), memo)
    job.tombstones = lambda: superseded_purged(store)
    if store.config.promotion.min_recall_sessions:
        job.recalled = recall_sessions(store)
    with heap.paused():  # a seventh of the CPU at 10,000 entries, for no cycle (runtime.heap)
        job.linked_by_hand()
        for _ in range(MAX_ROUNDS):
            if not job.round():
                break
        job.expire()
        plan.actions = job.drafts.actions()
    plan.uncertain = job.uncertain()
    if owned and snapshot.cache_writable:
        # (only a run that may write: a dry run loads without touching .cache/ and changes no
        # byte under the store root, SPEC 4; the next applied run keeps what it works out)
        verdict_cache.save(store.root, memo, extra)
    return plan


def unsettled(snapshot: Snapshot) -> set[str]:
    """The long-term entries this run compares with the rest of long_term/: those not settled
    since they last changed, at most LONG_TERM_PROBES of them, the newest first (a fresh clone
    has every long-term entry unsettled; the rest wait for the next runs)."""
    found = sorted((e for e in snapshot.entries
                    if e.layer == "long_term" and not snapshot.memoized(e, SETTLED)),
                   key=lambda e: (e.created, e.id), reverse=True)
    return {e.id for e in found[:LONG_TERM_PROBES]}


def settle(snapshot: Snapshot, plan: Plan) -> None:
    """After an applied run: each long-term entry it compared with the rest of long_term/ and
    left unchanged is settled, so the next run need not probe it again (the long-term pass
    stays incremental); not one in a pair listed as uncertain, which the next run lists
    again. Kept in the parse cache, never in the store."""
    touched = {a.rel for a in plan.actions if hasattr(a, "rel")}
    touched |= {a.src for a in plan.actions if hasattr(a, "src")}
    probed = unsettled(snapshot)
    # (a pair left for a person stays listed, run after run, until someone decides it: its
    # entries are probed again)
    waiting = {pair[side] for pair in plan.uncertain for side in ("a", "b")}
    for entry in snapshot.entries:
        if entry.id in probed and entry.rel not in touched and entry.id not in waiting:
            snapshot.memo(entry, SETTLED, lambda: True)
    snapshot.save_memos()


class _Job:
    """One consolidation run: the drafts accumulate every decision of every round."""

    def __init__(self, config: Config, snapshot: Snapshot, plan: Plan, drafts: Drafts,
                 memo: VerdictMemo | None = None) -> None:
        self.config = config
        self.memo = memo if memo is not None else VerdictMemo(enabled=False)
        self.snapshot = snapshot
        self.plan = plan
        self.drafts = drafts
        self.now = clock.now()
        doubled = sorted(i for i, found in snapshot.by_id.items() if len(found) > 1)
        for entry_id in doubled:
            paths = ", ".join(e.rel for e in snapshot.by_id[entry_id])
            plan.warnings.append(f"id '{entry_id}' is in several files ({paths}); they are left "
                                 "alone until 'memstore doctor' repairs them")
        self.skip = set(doubled)
        self.pairs = Pairs()
        self.features = Features(self.memo)  # each entry's tokens, for every round
        # The decisions purge kept in its tombstones (memstore.jobs.archive): read when first
        # needed, as only a note contradicting a decision's winner asks.
        self.tombstones: Callable[[], dict[str, list[tuple[str, frozenset[str]]]]] | None = None
        self._purged: dict[str, list[tuple[str, frozenset[str]]]] | None = None
        # The kinds whose candidates may merge with a candidate of another of them: the
        # unprotected ones (memstore.core.grouping.may_merge_across).
        self.across = frozenset(k for k in KINDS if not config.is_protected(k))
        self.changed: set[str] | None = None  # ids decided on in the last round (None: all)
        # Long-term entries not compared with the rest of long_term/ since they last changed
        # (`settled` memos in the parse cache, written after an applied run).
        self.unsettled = unsettled(snapshot)
        self.recalled: dict[str, frozenset[str]] = {}  # the sessions each id was recalled in
        self.released: dict[str, set[str]] = {}  # node id -> sources it released in this run

    def update(self, entry: Entry, changes: dict[str, Any], body: str | None = None,
               layer: str | None = None) -> None:
        """Draft a change to `entry`, and remember that its relations must be compared again."""
        self.drafts.update(entry, changes, body=body, layer=layer)
        if self.changed is not None:
            self.changed.add(entry.id)

    def state(self) -> list[Entry]:
        """Every entry as the decisions so far leave it."""
        return [self.drafts.view(e) for e in self.snapshot.entries if e.id not in self.skip]

    # One round ------------------------------------------------------------------------------

    def round(self) -> bool:
        """Flag contradictions, then merge and promote, then merge long-term duplicates; True
        if anything was decided."""
        entries = self.state()
        candidates = [e for e in entries if e.layer == "working" and e.status == "candidate"]
        targets = [e for e in entries if e.layer == "long_term"
                   and e.status in TARGET_STATUSES and not e.compacted_into]
        # A long-term entry this run changed (promoted, merged into) is compared with the rest
        # of long_term/ in the next round too, or the next run would find its duplicates.
        unsettled = {t.id for t in targets if t.id in self.unsettled
                     or (self.changed is not None and t.id in self.changed)}
        if not candidates and not unsettled:
            return False
        focus, self.changed = self.changed, set()
        probes = {c.id for c in candidates} | unsettled
        if focus is not None:
            probes |= focus
        compare(candidates, targets, self.config.similarity, self.pairs, focus, self.features,
                probes=probes, across=self.across, memo=self.memo,
                direct=frozenset(self.config.promotion.direct_to_long_term))
        flagged = self.flag(self.pairs.conflicts)
        for cluster in clusters([c for c in candidates if c.id not in flagged],
                                [t for t in targets if t.id not in flagged], self.pairs):
            self.settle(cluster)
        self.merge_long_term([t for t in targets if t.id not in flagged])
        return bool(self.changed)

    def merge_long_term(self, targets: list[Entry]) -> None:
        """Long-term entries that are duplicates of each other (left by hand, by an older
        version, by merging two clones): the older absorbs the newer, keeping every fact. Only
        an unprotected entry without `preserve` is absorbed; one of a protected kind absorbs
        only its own kind (duplicates are always of one kind). Entries decided on in this
        round wait for the next."""
        by_id = {t.id: t for t in targets}
        taken: set[str] = set(self.changed or ())
        for survivor in sorted(targets, key=lambda e: (e.created, e.id)):
            if survivor.id in taken:
                continue
            newer = [k for k in self.pairs.neighbours(survivor) if k in by_id
                     and k not in taken and by_id[k].kind == survivor.kind
                     and (by_id[k].created, k) > (survivor.created, survivor.id)]
            for k in newer:
                if self.protected(by_id[k]):
                    self.unmerged_rules(survivor, by_id[k])
            near = sorted((k for k in newer if not self.protected(by_id[k])),
                          key=lambda k: (by_id[k].created, k))
            if not near:
                continue
            taken.update([survivor.id, *near])
            self.merge([survivor, *(by_id[k] for k in near)], "duplicates in long_term/")

    def unmerged_rules(self, older: Entry, newer: Entry) -> None:
        """Two rules in long_term/ that the judge finds the same: no job may archive a rule
        (SPEC 4), so neither absorbs the other; the pair is listed for a person or the agent to
        merge (`memstore resolve NEWER --merge OLDER`), instead of "Nothing to do" while
        `memstore health` counts them as duplicates."""
        key = (min(older.id, newer.id), max(older.id, newer.id))
        if key in self.pairs.uncertain:
            return
        same = self.pairs.explain(older.id, newer.id)
        self.pairs.uncertain[key] = Uncertain(
            older, newer, "maybe_same", f"two rules the judge finds the same: {same}; no job "
            f"merges a rule away, `memstore resolve {older.id} --merge {newer.id}` does",
            self.pairs.neighbours(older).get(newer.id, 0.0))

    def flag(self, conflicts: Sequence[Conflict]) -> set[str]:
        """Both sides of each contradiction go to needs_review, with a note naming the other.

        The note's time is when the contradiction arose: when the later of the two was created.
        """
        flagged: set[str] = set()
        for conflict in conflicts:
            moment = clock.format_time(max(conflict.a.created, conflict.b.created))
            sides = self.sides(conflict, moment)
            decided = self.decided(conflict)
            if decided is not None:  # the winner of that decision stands; the note waits
                stands, restated = decided
                sides = [side for side in sides if side[0].id != stands.id]
            for entry, other, own, theirs in sides:
                current = self.drafts.view(entry)
                note = {"at": moment, "source": "tool",
                        "note": f"contradicts {other.id} ({conflict.reason})"}
                changes = {**to_review(current, [other.id]),
                           "contradictions": current.contradictions + 1,
                           "provenance": [*own_provenance(current), note], **_dates(current)}
                self.update(entry, changes)
                flagged.add(entry.id)
                why = f"contradicts {other.id}: {conflict.reason} differs (“{own}” / “{theirs}”)"
                if decided is not None:
                    why += (f"; restates {restated}, which {stands.id} superseded: "
                            f"{stands.id} stands until decided")
                self.plan.note("flag", entry.id, why, title=entry.title, layer=current.layer,
                               **{"with": other.id})
        return flagged

    def decided(self, conflict: Conflict) -> tuple[Entry, str] | None:
        """(W, S) when one side is a working candidate that restates S, an entry W superseded
        (a person's `resolve W --over S`, or `contradict S --by W`), and the other side is W,
        live in long_term/: that question was decided, so W stays in force (active, loaded
        at session start) and only the note goes to review. Until session 57 both did, and a
        user trial's agent, writing the superseded goose rule again from stale knowledge, took
        the atlas rule Priya had chosen out of every context until she chose it again."""
        for stands, note in ((conflict.a, conflict.b), (conflict.b, conflict.a)):
            if stands.layer != "long_term" or stands.status not in ("active", "stale") or (
                    note.layer != "working" or note.status != "candidate"):
                continue
            for old_id in stands.supersedes:
                old = self.snapshot.find(old_id)
                if old is None or old.superseded_by != stands.id or (
                        old.layer != "archive" and old.status != "superseded") or (
                        merged_into(old) is not None):  # (a merge decided nothing against it)
                    continue
                verdict = judge(note.title, _facts(note), old.title, _facts(old))
                if verdict.kind in ("duplicate", "maybe_same"):
                    return stands, old.id
            # Purged since (90 days in archive/): its tombstone kept who replaced it and its
            # facts' fingerprints. A note stating only facts of it, word for word (case and
            # punctuation aside), restates it. Until session 59 the decision was forgotten
            # with the file, and the winner went back to review (a trial).
            prints = set(fact_fingerprints(note))
            for old_id, held in self.purged_decisions().get(stands.id, ()):
                if prints and prints <= held:
                    return stands, f"{old_id} (purged since)"
        return None

    def purged_decisions(self) -> dict[str, list[tuple[str, frozenset[str]]]]:
        """The decisions purge kept in its tombstones (read once a run, when first needed)."""
        if self._purged is None:
            self._purged = self.tombstones() if self.tombstones is not None else {}
        return self._purged

    def sides(self, conflict: Conflict, moment: str) -> list[tuple[Entry, Entry, str, str]]:
        """(entry, other, its fact, the other's fact) for each entry that takes the conflict:
        both entries, except that a compaction node hands it to the sources that state the
        contradicted fact (`release`)."""
        for node, other in ((conflict.a, conflict.b), (conflict.b, conflict.a)):
            if node.status != "compacted" or other.status == "compacted":
                continue
            held = self.release(node, other, conflict.reason, moment)
            if held:
                return [side for source, own, theirs in held
                        for side in ((source, other, own, theirs), (other, source, theirs, own))]
        return conflict.sides()

    def release(self, node: Entry, other: Entry, reason: str,
                moment: str) -> list[tuple[Entry, str, str]]:
        """A compaction node summarizes settled entries; it states nothing of its own. When
        one of its facts contradicts `other`, the sources stating it leave the node (back to
        long_term/, `compacted_into` and the archive keys removed) to take the conflict, and
        the node keeps serving every other fact: the released sources leave its `sources`,
        title and counters, and their facts and every contradicted one its body (a fact a
        staying source states too stays). A contradicted fact no released source states goes
        with the oldest of them, so no fact is lost.

        Returns (source, its fact, the other's fact) for each source that takes the conflict;
        none when no source of the node can be found that states the fact, or when every
        fact of the node is contradicted: then the node itself takes it, as any entry would."""
        other_facts = _facts(other)

        def clash(title: str, facts: list[str]) -> tuple[str, str] | None:
            verdict = judge(title, facts, other.title, other_facts)
            return (verdict.fact_a, verdict.fact_b) if verdict.kind == "conflict" else None

        node = self.drafts.view(node)
        gone = self.released.setdefault(node.id, set())  # released by this run already
        original = self.snapshot.find(node.id)
        held: list[tuple[Entry, str, str]] = []
        for source_id in dict.fromkeys([*(original.sources if original else []), *node.sources]):
            found = self.snapshot.find(source_id)
            if found is None:
                continue
            source = self.drafts.view(found)
            if source.compacted_into != node.id and source.id not in gone:
                continue
            facts = clash(source.title, _facts(source))
            if facts:
                held.append((source, *facts))
        if not held:
            return []
        leaving = [s for s, _, _ in held if s.id not in gone]
        # The node holds what its settled sources say: a released source takes its facts
        # along, unless a source that stays says them too.
        held_ids = {source.id for source, _, _ in held}
        staying = [e for i in node.sources if i not in held_ids
                   and (e := self.snapshot.find(i)) is not None]
        theirs = {f for s, _, _ in held for f in s.facts} - {f for e in staying for f in e.facts}
        dropped = [f for f in node.facts if f in theirs or clash(f, [f])]
        kept = [f for f in node.facts if f not in dropped]
        if not kept:
            return []
        for first, source in enumerate(leaving):
            changes: dict[str, Any] = {key: DELETE for key in RELEASED_KEYS}
            changes.update(status="active", provenance=[*own_provenance(source), {
                "at": moment, "source": "tool", "note": f"released from {node.id}"}])
            body = None
            if first == 0:  # what the node said of it that no released source says
                added = [f for f in dropped if all(
                    len(merge_facts(s.facts, [f])) > len(s.facts) for s in leaving)]
                body = append_facts(source.body, as_written(added, node.body)) if added else None
            self.update(source, changes, body=body,
                        layer="long_term" if source.layer == "archive" else None)
            gone.add(source.id)
        if leaving:
            remaining = [e for i in node.sources if i not in gone
                         and (e := self.snapshot.find(i)) is not None]
            changes = sources_leave(node, leaving, remaining, {
                "at": moment, "source": "tool",
                "note": f"released {', '.join(s.id for s in leaving)}: "
                        f"contradicted by {other.id} ({reason})"})
            # (only the released facts' lines go when the rest stays as it was: a person's
            # heading or list markers in the node stay)
            body = None
            if [f for f in node.facts if f in kept] == list(kept):
                body = without_facts(node.body, [f for f in node.facts if f not in kept])
            self.update(node, changes, body=body or bullets(as_written(kept, node.body)))
            after = self.drafts.view(node)
            self.plan.note("release", node.id, f"released {counted(len(leaving), 'source')} "
                           f"stating what {other.id} contradicts ({reason}); kept its other "
                           f"{counted(len(kept), 'fact')}",
                           title=after.title, before=node.body, after=after.body,
                           **{"from": [s.id for s in leaving], "with": other.id})
        return held

    def settle(self, cluster: list[Entry]) -> None:
        """Promote or merge one cluster if its evidence is enough."""
        why = evidence(cluster, self.config, self.recalled)
        if why is None:
            return
        if len(cluster) == 1:
            entry = cluster[0]
            self.update(entry, {"status": "active", **_dates(entry)}, layer="long_term")
            self.plan.note("promote", entry.id, why, title=entry.title, to="long_term/")
        else:
            self.merge(cluster, why)

    def merge(self, cluster: list[Entry], why: str) -> None:
        result = merge(cluster)
        survivor = result.survivor
        promote = survivor.layer == "working"
        self.update(survivor, result.changes, body=result.body,
                    layer="long_term" if promote else None)
        after = self.drafts.view(survivor)
        if promote:
            self.plan.note("promote", survivor.id, why, title=after.title, to="long_term/")
        absorbed = sorted(m.id for m in result.absorbed)
        layers = {m.layer for m in result.absorbed}
        what = "restating it" if not promote else "with the same knowledge"
        members = [survivor.id, *absorbed]
        judged = "; ".join(dict.fromkeys(
            self.pairs.explain(survivor.id, entry_id) or self.pairs.joined(entry_id, members)
            for entry_id in absorbed))
        reason = (f"absorbed {len(absorbed)} {'/'.join(sorted(layers))} "
                  f"{_plural(len(absorbed), 'entry', 'entries')}"
                  f" {what} ({why}); kept the union of facts"
                  + (f"; merged: {judged}" if judged else "") + self.persons(result))
        origins = ({"facts_from": list(result.facts_from)} if len(absorbed) > 1
                   and result.facts_added and all(result.facts_from) else {})
        self.plan.note("merge", survivor.id, reason, title=after.title,
                       before=survivor.body, after=after.body,
                       facts_added=list(result.facts_added), **origins, **{"from": absorbed})
        for entry in sorted(result.absorbed, key=lambda e: e.id):
            self.update(entry, {**result.absorbed_changes, "archived_from": entry.layer,
                                **_dates(entry)}, layer="archive")
            self.plan.note("supersede", entry.id, f"merged into {survivor.id}",
                           title=entry.title, into=survivor.id)

    def persons(self, result: Merge) -> str:
        """'; changes a rule a person stated ...' when the merge adds facts from notes no
        person stated to an entry one did (`source: user`), so a reviewer sees it as such."""
        survivor = result.survivor
        sources = {m.id: m.source for m in result.absorbed}
        origins = result.facts_from or ("",) * len(result.facts_added)
        theirs = [o for o in origins if sources.get(o, "agent") != "user"]
        if survivor.source != "user" or not theirs or set(sources.values()) == {"user"}:
            return ""
        notes = "an agent's note" if len(set(theirs) - {""}) <= 1 else "agents' notes"
        what = "a rule" if self.protected(survivor) else "an entry"
        return (f"; changes {what} a person stated (source: user): "
                f"{counted(len(theirs), 'fact')} from {notes}")

    # Expiry ---------------------------------------------------------------------------------

    def expire(self) -> None:
        """Candidates past the expiry window that never earned promotion go to archive/."""
        days = self.config.working.candidate_expiry_days
        for entry in self.state():
            if entry.layer != "working" or entry.status != "candidate" or self.protected(entry):
                continue
            if "created" not in entry.meta:
                continue  # counts as created now: the window has not even begun
            expires = entry.since_restore(entry.created) + timedelta(days=days)
            if self.now < expires:
                continue
            reason = expiry_reason(entry, self.config)
            moment = clock.format_time(expires)
            self.update(entry, {
                "status": "expired", "archived_at": moment, "archived_from": "working",
                "expires_at": moment, "expiry_reason": reason, **_dates(entry)},
                layer="archive")
            self.plan.note("expire", entry.id, reason, title=entry.title, to="archive/")

    def linked_by_hand(self) -> None:
        """0. A `supersedes` a person wrote on a live long-term entry: each entry it names that
        is still live in long_term/ and was never superseded (no `superseded_by`: a restored
        one keeps its link, and stays) becomes `status: superseded`, `superseded_by` the
        newer one, in place: out of context, INDEX.md and recall, and archived by the
        superseded rule of `retention run` once inactive (a protected kind never is, SPEC 4).
        A candidate it names in working/ goes to archive/ as superseded (until session 59 it
        stayed, and was flagged against the entry that replaced it).
        Until session 58 nothing read the link, and a user trial's replaced constraint went
        on being loaded as a rule beside the one that replaced it."""
        live = {e.id: e for e in self.state() if e.layer == "long_term"}
        notes = {e.id: e for e in self.state()
                 if e.layer == "working" and e.status == "candidate"}
        for newer in sorted(live.values(), key=lambda e: e.id):
            if newer.status not in ("active", "stale") or newer.id in self.skip:
                continue
            for old_id in newer.supersedes:
                old = live.get(old_id) or notes.get(old_id)
                if (old is None or old.id == newer.id or old.id in self.skip
                        or old.status not in ("active", "stale", "candidate")
                        or old.superseded_by or newer.id in old.supersedes):
                    continue
                if old.layer == "working" and any(
                        isinstance(r, dict) and r.get("from") == old.id for r in newer.provenance):
                    continue  # a merge's link (its records are there), whose move of the note
                    # a crash and a pull stopped: the note merges again, counted once
                    # (memstore.core.merge), its new facts kept
                reason = (f"superseded by {newer.id}, whose `supersedes` names it "
                          "(written by a person)")
                if old.layer == "working":
                    # (a note still in working/: it leaves for archive/, as one a merge
                    # absorbed does, at a moment both files give, so clones agree)
                    moment = clock.format_time(max(old.last_confirmed, newer.created))
                    self.update(old, {"status": "superseded", "superseded_by": newer.id,
                                      "archived_at": moment, "archived_from": "working",
                                      "archived_reason": reason, **_dates(old)},
                                layer="archive")
                else:
                    self.update(old, {"status": "superseded", "superseded_by": newer.id,
                                      **_dates(old)})
                self.plan.note("supersede", old.id, reason, title=old.title, into=newer.id)

    def protected(self, entry: Entry) -> bool:
        return protected(entry, self.config)

    def uncertain(self) -> list[dict[str, Any]]:
        """The pairs the judge could not decide that are both still live, for a person or the
        agent to decide (`memstore resolve`)."""
        live = {e.id: e for e in self.state()
                if e.status in ("candidate", *TARGET_STATUSES) and e.layer != "archive"}
        out = []
        for (a, b), pair in sorted(self.pairs.uncertain.items()):
            if a in live and b in live:
                out.append({"a": a, "b": b, "kind": pair.kind, "why": pair.why,
                            "title_a": live[a].title, "title_b": live[b].title})
        return out


# Decisions (pure functions) ----------------------------------------------------------------

def evidence(cluster: Sequence[Entry], config: Config,
             recalled: dict[str, frozenset[str]] | None = None) -> str | None:
    """Why `cluster` has earned promotion (or a merge), or None if it has not yet.

    `recalled`: the distinct sessions each id was recalled in (memstore.storage.recall_log)."""
    rule = config.promotion
    confirmations = sum(e.confirmations for e in cluster)
    successes = sum(e.successes for e in cluster)
    if confirmations >= rule.min_confirmations:
        across = f" across {len(cluster)} entries" if len(cluster) > 1 else ""
        return f"observed or confirmed {confirmations} times{across}"
    if rule.min_successes and successes >= rule.min_successes:
        return f"used in {successes} successful task{'s' if successes != 1 else ''}"
    if rule.user_stated and any(e.source == "user" for e in cluster):
        return "stated by the user"
    if rule.min_recall_sessions and recalled:
        used = set().union(*(recalled.get(e.id, frozenset()) for e in cluster))
        if len(used) >= rule.min_recall_sessions:
            return f"recalled in {len(used)} sessions"
    return None


def expiry_reason(entry: Entry, config: Config) -> str:
    """Why a candidate expires: the window and how far it got towards promotion."""
    rule = config.promotion
    parts = [f"{entry.confirmations} of {rule.min_confirmations} confirmations"]
    if rule.min_successes:
        parts.append(f"{entry.successes} of {rule.min_successes} successes")
    since = "its restore" if entry.since_restore(entry.created) > entry.created else "creation"
    return (f"not promoted within {config.working.candidate_expiry_days} days of {since} "
            f"({', '.join(parts)})")


def _dates(entry: Entry) -> dict[str, str]:
    """A hand-written file without `created` counts as created (and confirmed) now; the first
    rewrite records that moment (SPEC section 2)."""
    if "created" in entry.meta:
        return {}
    moment = clock.format_time(entry.created)
    return {"created": moment} if "last_confirmed" in entry.meta else {
        "created": moment, "last_confirmed": moment}


def _facts(entry: Entry) -> list[str]:
    """What the judge compares of an entry: its facts, or its title when it has none."""
    return list(entry.facts) or [entry.title]


def _plural(n: int, one: str, many: str) -> str:
    return one if n == 1 else many


