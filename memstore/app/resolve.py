"""Deciding what waits for review: conflicts consolidation flagged, and uncertain pairs.

`memstore resolve` without a decision lists both (memstore.app.pending): the entries in
`needs_review` with the entry each conflicts with, and the pairs a consolidation dry run finds
the judge could not decide ("maybe the same", "maybe conflicting"; memstore.core.judge), which
stay as they are until someone decides. This module carries out the decisions.

Consolidation never decides a contradiction itself: both sides go to `needs_review`, each with
`conflicts_with: [the other id]` and one more `contradictions`. A person (or the connected
agent) then decides each pair here, and the decision is written into the entries' files, so
every clone agrees and later runs respect it:

keep KEEP over OTHER
    KEEP holds: it becomes `active` (moving to long_term/ if it was in working/), gets back
    the contradiction this conflict cost it (`contradictions` - 1, never below 0) and lists
    OTHER in `supersedes`; OTHER becomes `superseded` with `superseded_by: KEEP` and moves to
    archive/ (restorable), as `contradict OTHER --by KEEP` does.
both A and B
    Both hold (two events, two scopes...): each side under review becomes active again with
    its penalty back, and each lists the other in `distinct_from`; consolidation never flags
    or merges a pair marked distinct again.
merge B into A
    The same knowledge: merged by consolidation's own merge (memstore.core.merge), which keeps the
    union of the facts and every provenance record. Who keeps the file follows SPEC section 4
    (a long-term entry keeps its id; between two of one layer, A). The absorbed one moves to
    archive/ as superseded; the survivor is active in long_term/.

accept ID
    ID holds and nothing live conflicts with it any more (the other side was archived or
    purged meanwhile, or none was recorded: a status set by hand): it becomes active, with the
    penalties of those conflicts taken back.

An entry still in conflict with another one after a decision stays in `needs_review` until
that conflict is decided too. Each decision is one journaled plan (memstore.storage.journal) and one
`resolve` event per entry in log/events.jsonl.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any

from memstore.app.budget import rule_rank
from memstore.app.transaction import apply_plan, transaction
from memstore.core import merge, screening
from memstore.core.decisions import (
    CONFLICTS,
    DISTINCT,
    conflict_ids,
    note_record,
    reviewed,
    supersede,
    taken_back,
)
from memstore.core.entry import Entry
from memstore.core.errors import BadInput
from memstore.core.fileformat import DELETE
from memstore.core.plan import Drafts, Move, Plan
from memstore.core.provenance import own_provenance
from memstore.jobs.consolidate import plan_consolidation
from memstore.runtime import clock
from memstore.storage.store import Snapshot, Store

LIVE_LAYERS = ("working", "long_term")


# Decisions ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class Decision:
    """What a decision did, for the front ends."""

    action: str  # keep, both, merge or accept
    kept: tuple[str, ...]
    superseded: tuple[str, ...]
    files: tuple[str, ...]
    # Entries still under review that were flagged only against what this decision
    # superseded: nothing live conflicts with them now (`resolve ID --accept` decides each).
    freed: tuple[str, ...] = ()
    # Whether the pair was waiting for this decision: flagged in conflict (`conflicts_with`)
    # or listed as uncertain by a consolidation dry run. False: a decision of the person's
    # own on a pair nothing had flagged (legitimate, and said so: `render_decision`).
    flagged: bool = True

    def to_json(self) -> dict[str, Any]:
        return {"action": self.action, "kept": list(self.kept),
                "superseded": list(self.superseded), "files": list(self.files),
                "freed": list(self.freed), "flagged": self.flagged}


def keep(store: Store, keep_ref: str, over_ref: str, *, source: str = "user",
         session: str | None = None) -> Decision:
    """KEEP holds and OTHER is superseded by it (see the module docstring)."""
    with transaction(store):
        session = _session(store, session)
        snapshot = store.load()
        kept, other = _pair(snapshot, keep_ref, over_ref)
        plan = Plan("resolve")
        drafts = Drafts(store.read_text)
        flagged = _flagged(store, snapshot, kept, other)
        supersede(drafts, plan, kept, other, source=source, session=session)
        return _run(store, plan, drafts, "keep", (kept.id,), (other.id,), snapshot, flagged)


def accept(store: Store, ref: str, *, source: str = "user",
           session: str | None = None) -> Decision:
    """ID holds, and no live entry conflicts with it any more (the other side was archived or
    purged, or none was recorded): it leaves review, with the penalties of those conflicts
    taken back."""
    with transaction(store):
        session = _session(store, session)
        snapshot = store.load()
        entry = snapshot.get(ref)
        if entry.layer not in LIVE_LAYERS:
            raise BadInput(f"{entry.id} is in archive/ ({entry.status}); restore it first "
                           f"('memstore restore {entry.id}')")
        if entry.status != "needs_review":
            raise BadInput(f"{entry.id} is not under review ({entry.status}); nothing to decide")
        flagged = conflict_ids(entry)
        # (an entry flagged against itself, by a hand edit or a bad merge, has no other side)
        live = [i for i in flagged if i != entry.id and _live(snapshot, i)]
        if live:
            raise BadInput(f"{entry.id} still conflicts with {', '.join(live)}; decide with "
                           f"'memstore resolve {entry.id} --over|--both|--merge {live[0]}'")
        changes: dict[str, Any] = {
            "status": "active", "contradictions": taken_back(entry.contradictions, len(flagged)),
            "provenance": [*own_provenance(entry),
                           note_record(source, session, "reviewed: it holds (resolved)")]}
        if entry.strings(CONFLICTS):
            changes[CONFLICTS] = DELETE
        plan = Plan("resolve")
        drafts = Drafts(store.read_text)
        drafts.update(entry, changes, layer="long_term" if entry.layer == "working" else None)
        plan.note("resolve", entry.id, "reviewed: it holds", title=entry.title,
                  decision="accept")
        return _run(store, plan, drafts, "accept", (entry.id,), ())


def _live(snapshot: Snapshot, entry_id: str) -> bool:
    found = snapshot.find(entry_id)
    return found is not None and found.layer in LIVE_LAYERS


def both(store: Store, a_ref: str, b_ref: str, *, source: str = "user",
         session: str | None = None) -> Decision:
    """Both entries hold: each is reviewed and marked distinct from the other."""
    with transaction(store):
        session = _session(store, session)
        snapshot = store.load()
        a, b = _pair(snapshot, a_ref, b_ref)
        plan = Plan("resolve")
        drafts = Drafts(store.read_text)
        for entry, other in ((a, b), (b, a)):
            changes, layer = reviewed(entry, other, source, session,
                                       f"holds together with {other.id} (resolved: both)",
                                       activate=entry.status == "needs_review")
            changes[DISTINCT] = sorted({*entry.strings(DISTINCT), other.id})
            drafts.update(entry, changes, layer=layer)
            plan.note("resolve", entry.id, f"both hold: distinct from {other.id}",
                      title=entry.title, decision="both", **{"with": other.id})
        return _run(store, plan, drafts, "both", (a.id, b.id), ())


def merge_pair(store: Store, a_ref: str, b_ref: str, *, source: str = "user",
               session: str | None = None) -> Decision:
    """A and B state the same knowledge: merge them, keeping every fact."""
    with transaction(store):
        session = _session(store, session)
        snapshot = store.load()
        a, b = _pair(snapshot, a_ref, b_ref)
        for entry in (a, b):
            if entry.status == "compacted" or entry.compacted_into:
                raise BadInput(f"{entry.id} is part of a compaction summary; merge its summary "
                               "node or resolve it with --over or --both")
        # A rule (a protected kind, or `preserve: true`) is never absorbed into a note: it
        # survives, whichever way round the pair was named ("NOTE --merge RULE" made the merged
        # entry an observation, out of the rules every session loads).
        # Between two rules, the security rule, then the constraint (as context orders them):
        # "Never commit .env files" migrated from CLAUDE.md's Security section and from
        # AGENTS.md (a constraint by its wording) stays a security rule.
        kept = sorted((a, b), key=lambda e: (not (store.config.is_protected(e.kind)
                                                  or e.preserve), rule_rank(e)))
        flagged = _flagged(store, snapshot, a, b)
        result = merge.merge(kept)
        survivor, (absorbed,) = result.survivor, result.absorbed
        plan = Plan("resolve")
        drafts = Drafts(store.read_text)
        changes = dict(result.changes)
        if store.config.is_protected(absorbed.kind) and (
                not store.config.is_protected(survivor.kind)
                or rule_rank(absorbed) < rule_rank(survivor)):
            # (a working rule and a long-term note, or a working security rule and a long-term
            # constraint: the long-term file stays, with the stronger kind)
            changes["kind"] = absorbed.kind
        if absorbed.preserve and not survivor.preserve:
            changes["preserve"] = True
        # The conflict between the two (if any) is decided: its penalty is taken back on both.
        recorded = sum(1 for e, o in ((a, b), (b, a)) if o.id in conflict_ids(e))
        if recorded:
            summed = changes.get("contradictions", survivor.contradictions)
            changes["contradictions"] = taken_back(summed if isinstance(summed, int) else 0,
                                                   recorded)
        remaining = [i for i in [*conflict_ids(survivor), *conflict_ids(absorbed)]
                     if i not in (a.id, b.id)]
        changes[CONFLICTS] = sorted(set(remaining)) or DELETE
        # Only what changes is written: a hand-written survivor gains no `status: active` or
        # `contradictions: 0` it already meant by leaving them out.
        status = "needs_review" if remaining else "active"
        if status != survivor.status or survivor.layer != "long_term":
            changes["status"] = status
        changes["provenance"] = [*changes["provenance"], note_record(
            source, session, f"merged with {absorbed.id} (resolved: the same knowledge)")]
        drafts.update(survivor, changes, body=result.body, layer="long_term")
        absorbed_changes = {**result.absorbed_changes, "archived_from": absorbed.layer,
                            "archived_at": clock.format_time(clock.now()),
                            CONFLICTS: DELETE}
        drafts.update(absorbed, absorbed_changes, layer="archive")
        plan.note("resolve", survivor.id, f"merged {absorbed.id} into it, keeping every fact",
                  title=survivor.title, decision="merge", **{"with": absorbed.id},
                  facts_added=list(result.facts_added))
        plan.note("resolve", absorbed.id, f"merged into {survivor.id}", title=absorbed.title,
                  decision="merge", into=survivor.id)
        return _run(store, plan, drafts, "merge", (survivor.id,), (absorbed.id,), snapshot,
                    flagged)


def _session(store: Store, explicit: str | None) -> str | None:
    """The session to cite: `explicit`, else $MEMSTORE_SESSION; screened for secrets like
    every field a command writes (memstore.core.screening)."""
    session = explicit or os.environ.get("MEMSTORE_SESSION") or None
    return screening.screen(session, "the session", store.config.secrets.mode) if session \
        else None


def _pair(snapshot: Snapshot, a_ref: str, b_ref: str) -> tuple[Entry, Entry]:
    a, b = snapshot.get(a_ref), snapshot.get(b_ref)
    if a.id == b.id:
        raise BadInput(f"{a.id}: an entry cannot be resolved against itself")
    for entry in (a, b):
        if entry.layer not in LIVE_LAYERS:
            raise BadInput(f"{entry.id} is in archive/ ({entry.status}); restore it first "
                           f"('memstore restore {entry.id}')")
    return a, b


def _run(store: Store, plan: Plan, drafts: Drafts, action: str, kept: tuple[str, ...],
         superseded: tuple[str, ...], snapshot: Snapshot | None = None,
         flagged: bool = True) -> Decision:
    plan.actions = drafts.actions()
    apply_plan(store, plan, report=False)
    files = tuple(a.dst if isinstance(a, Move) else a.rel for a in plan.actions)
    freed = _freed(snapshot, {*kept, *superseded}, set(superseded)) if snapshot else ()
    return Decision(action, kept, superseded, files, freed, flagged)


def _flagged(store: Store, snapshot: Snapshot, a: Entry, b: Entry) -> bool:
    """Whether the pair waits for a decision: flagged in conflict, or an uncertain pair a
    consolidation dry run lists (what `memstore resolve` lists). A pair neither is a person's
    own choice: `resolve KEEP --over OTHER` on it is a hand supersession, legitimate (SPEC: a
    newer entry replaces an older one through an explicit link), but a typo in an id would
    supersede an unrelated live entry, so the output says the pair was not flagged."""
    if b.id in conflict_ids(a) or a.id in conflict_ids(b):
        return True
    pair = {a.id, b.id}
    return any({str(u["a"]), str(u["b"])} == pair
               for u in plan_consolidation(store, snapshot).uncertain)


def _freed(snapshot: Snapshot, decided: set[str], gone: set[str]) -> tuple[str, ...]:
    """The entries under review flagged against something in `gone` and nothing else live
    (`snapshot` is from before the decision): this decision left them waiting on a side that
    is no longer there (a user trial met one only by listing `resolve` again)."""
    freed = []
    for entry in snapshot.entries:
        if entry.id in decided or entry.layer not in LIVE_LAYERS or (
                entry.status != "needs_review"):
            continue
        flagged = conflict_ids(entry)
        if gone & set(flagged) and all(i in gone or not _live(snapshot, i) for i in flagged):
            freed.append(entry.id)
    return tuple(sorted(set(freed)))


# Rendering ---------------------------------------------------------------------------------

def render_decision(decision: Decision) -> str:
    """One line saying what a decision did (and a note when nothing had flagged the pair)."""
    text = _decision_line(decision)
    if not decision.flagged and decision.superseded:
        gone = decision.superseded[0]
        text += (f"\nnote: {', '.join(decision.kept)} and {gone} were never flagged against "
                 f"each other (no conflict, no uncertain pair): decided by hand; `memstore "
                 f"restore {gone}` brings {gone} back if that was not meant")
    return text


def _decision_line(decision: Decision) -> str:
    kept = ", ".join(decision.kept)
    freed = "".join(f"\n{i} was flagged against {', '.join(decision.superseded)} alone: "
                    f"nothing live conflicts with it now; `memstore resolve {i} --accept` if "
                    "it holds" for i in decision.freed)
    if decision.action == "keep":
        return f"kept {kept}; {decision.superseded[0]} is superseded (archive/){freed}"
    if decision.action == "accept":
        return f"{kept} holds: active, no longer under review"
    if decision.action == "both":
        return f"both hold: {kept} are active and marked distinct"
    return f"merged {decision.superseded[0]} into {kept}, keeping every fact{freed}"
