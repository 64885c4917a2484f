"""Deciding what waits for review: conflicts consolidation flagged, and uncertain pairs.

`memstore resolve` lists both: the entries in `needs_review` with the entry each conflicts
with, and the pairs a consolidation dry run finds the judge could not decide ("maybe the
same", "maybe conflicting"; memstore.core.judge), which stay as they are until someone decides.

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

from memstore.app.transaction import apply_plan, transaction
from memstore.core import merge, screening
from memstore.core.decisions import (
    CONFLICTS,
    DISTINCT,
    conflict_ids,
    note_record,
    reviewed,
    supersede,
)
from memstore.core.entry import Entry, first_line
from memstore.core.errors import BadInput
from memstore.core.fileformat import DELETE
from memstore.core.merge import own_provenance
from memstore.core.plan import Drafts, Move, Plan
from memstore.runtime import clock
from memstore.storage.store import Snapshot, Store

LIVE_LAYERS = ("working", "long_term")


@dataclass(frozen=True)
class Pending:
    """One decision waiting: an entry under review and what it conflicts with (if known), or
    a pair the judge could not decide."""

    entry: Entry
    other: Entry | None
    facts: tuple[str, str] | None  # the first facts that contradict, this side's first
    reason: str | None  # what differs (a conflict), or the judge's doubt (an uncertain pair)
    kind: str = "conflict"  # conflict, maybe_same or maybe_conflict

    def to_json(self) -> dict[str, Any]:
        side = _side_json(self.entry)
        return {
            "id": self.entry.id, "kind": self.kind, "entry": side,
            "with": _side_json(self.other) if self.other is not None else None,
            "reason": self.reason,
            "facts": list(self.facts) if self.facts else None,
            "commands": commands(self),
        }


def _side_json(entry: Entry) -> dict[str, Any]:
    return {"id": entry.id, "title": entry.title, "kind": entry.kind, "status": entry.status,
            "layer": entry.layer, "path": entry.rel, "facts": entry.facts}


def commands(item: Pending) -> list[str]:
    """The commands that decide `item`."""
    a = item.entry.id
    if item.other is None:
        return [f"memstore resolve {a} --accept"]
    b = item.other.id
    decide = [f"memstore resolve {a} --over {b}", f"memstore resolve {b} --over {a}",
              f"memstore resolve {a} --both {b}", f"memstore resolve {a} --merge {b}"]
    return decide[3:] + decide[:3] if item.kind == "maybe_same" else decide


def pending(snapshot: Snapshot) -> list[Pending]:
    """Every decision waiting, one per conflicting pair (in the order of the ids), then the
    entries under review with no known partner."""
    items: list[Pending] = []
    seen: set[frozenset[str]] = set()
    live = [e for e in snapshot.entries if e.layer in LIVE_LAYERS]
    for entry in sorted((e for e in live if e.status == "needs_review"), key=lambda e: e.id):
        partners = [p for p in (snapshot.find(i) for i in conflict_ids(entry))
                    if p is not None and p.layer in LIVE_LAYERS]
        if not partners:
            items.append(Pending(entry, None, None, None))
        for other in partners:
            pair = frozenset((entry.id, other.id))
            if pair in seen:
                continue
            seen.add(pair)
            items.append(_with_facts(entry, other))
    return items


def waiting(store: Store, snapshot: Snapshot) -> list[Pending]:
    """`pending`, then the pairs the judge could not decide ("maybe the same", "maybe
    conflicting"), as a consolidation dry run finds them now (memstore.jobs.consolidate): neither
    is under review, but a person or the agent can decide them the same way."""
    from memstore.jobs.consolidate import plan_consolidation  # its start-up: listing only

    items = pending(snapshot)
    seen = {frozenset((i.entry.id, i.other.id)) for i in items if i.other is not None}
    for pair in plan_consolidation(store, snapshot).uncertain:
        a, b = snapshot.find(str(pair["a"])), snapshot.find(str(pair["b"]))
        if a is None or b is None or frozenset((a.id, b.id)) in seen:
            continue
        seen.add(frozenset((a.id, b.id)))
        items.append(Pending(a, b, None, str(pair.get("why") or ""), str(pair["kind"])))
    return items


def _with_facts(entry: Entry, other: Entry) -> Pending:
    from memstore.core.similarity.facts import entry_contradictions  # its start-up: listing only

    found = entry_contradictions(entry.facts or [entry.title], other.facts or [other.title])
    if not found:
        return Pending(entry, other, None, None)
    own, theirs, reason = found[0]
    return Pending(entry, other, (own, theirs), reason)


# Decisions ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class Decision:
    """What a decision did, for the front ends."""

    action: str  # keep, both, merge or accept
    kept: tuple[str, ...]
    superseded: tuple[str, ...]
    files: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {"action": self.action, "kept": list(self.kept),
                "superseded": list(self.superseded), "files": list(self.files)}


def keep(store: Store, keep_ref: str, over_ref: str, *, source: str = "user",
         session: str | None = None) -> Decision:
    """KEEP holds and OTHER is superseded by it (see the module docstring)."""
    with transaction(store):
        session = _session(store, session)
        snapshot = store.load()
        kept, other = _pair(snapshot, keep_ref, over_ref)
        plan = Plan("resolve")
        drafts = Drafts(store.read_text)
        supersede(drafts, plan, kept, other, source=source, session=session)
        return _run(store, plan, drafts, "keep", (kept.id,), (other.id,))


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
        live = [i for i in flagged if _live(snapshot, i)]
        if live:
            raise BadInput(f"{entry.id} still conflicts with {', '.join(live)}; decide with "
                           f"'memstore resolve {entry.id} --over|--both|--merge {live[0]}'")
        changes: dict[str, Any] = {
            "status": "active", "contradictions": max(0, entry.contradictions - len(flagged)),
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
        result = merge.merge([a, b])
        survivor, (absorbed,) = result.survivor, result.absorbed
        plan = Plan("resolve")
        drafts = Drafts(store.read_text)
        changes = dict(result.changes)
        # The conflict between the two (if any) is decided: its penalty is taken back on both.
        recorded = sum(1 for e, o in ((a, b), (b, a)) if o.id in conflict_ids(e))
        changes["contradictions"] = max(0, changes.get("contradictions",
                                                       survivor.contradictions) - recorded)
        remaining = [i for i in [*conflict_ids(survivor), *conflict_ids(absorbed)]
                     if i not in (a.id, b.id)]
        changes[CONFLICTS] = sorted(set(remaining)) or DELETE
        changes["status"] = "needs_review" if remaining else "active"
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
        return _run(store, plan, drafts, "merge", (survivor.id,), (absorbed.id,))


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
         superseded: tuple[str, ...]) -> Decision:
    plan.actions = drafts.actions()
    apply_plan(store, plan, report=False)
    files = tuple(a.dst if isinstance(a, Move) else a.rel for a in plan.actions)
    return Decision(action, kept, superseded, files)


# Rendering ---------------------------------------------------------------------------------

def render_pending(items: list[Pending], entry_id: str | None = None) -> str:
    """What waits for a decision, for a person: each pair, its facts and the commands."""
    if not items:
        return (f"{entry_id}: nothing waits for review\n" if entry_id
                else "Nothing waits for review.\n")
    noun = "decision waits" if len(items) == 1 else "decisions wait"
    lines = [f"{len(items)} {noun} for review:"]
    for item in items:
        lines += ["", _side_line(item.entry)]
        if item.other is None:
            lines.append("  under review, with no conflicting entry recorded")
        else:
            relation = {"maybe_same": "maybe the same as", "maybe_conflict":
                        "maybe conflicts with"}.get(item.kind, "conflicts with")
            lines.append(f"  {relation} " + _side_line(item.other).lstrip())
            if item.facts and item.reason:
                lines.append(f"  {item.reason} differs: “{item.facts[0]}” / “{item.facts[1]}”")
            elif item.reason and item.kind != "conflict":
                lines.append(f"  the judge: {item.reason}")
            else:
                for side in (item.entry, item.other):
                    shown = "; ".join(side.facts[:3]) or side.title
                    lines.append(f"  {side.id}: {first_line(shown, 160)}")
        lines.append("  decide with one of:")
        lines += [f"    {command}" for command in commands(item)]
    return "\n".join(lines) + "\n"


def _side_line(entry: Entry) -> str:
    return f"{entry.id}  [{entry.kind}, {entry.layer}, {entry.status}]  {entry.title}"


def render_decision(decision: Decision) -> str:
    """One line saying what a decision did."""
    kept = ", ".join(decision.kept)
    if decision.action == "keep":
        return f"kept {kept}; {decision.superseded[0]} is superseded (archive/)"
    if decision.action == "accept":
        return f"{kept} holds: active, no longer under review"
    if decision.action == "both":
        return f"both hold: {kept} are active and marked distinct"
    return f"merged {decision.superseded[0]} into {kept}, keeping every fact"
