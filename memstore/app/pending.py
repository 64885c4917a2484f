"""What waits for review, listed for a person or the agent: each pair of entries consolidation
found contradicting (both in `needs_review`), with the two facts that differ, then the pairs a
consolidation dry run finds the judge could not decide ("maybe the same", "maybe
conflicting"). Each comes with the `memstore resolve` commands that decide it
(memstore.app.resolve carries the decisions out).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from memstore.app.resolve import LIVE_LAYERS
from memstore.core.decisions import conflict_ids
from memstore.core.entry import Entry, first_line
from memstore.core.provenance import migrated_from
from memstore.core.similarity.facts import entry_contradictions
from memstore.jobs.consolidate import plan_consolidation
from memstore.storage.store import Snapshot, Store


@dataclass(frozen=True)
class Pending:
    """One decision waiting: an entry under review and what it conflicts with (if known), or
    a pair the judge could not decide."""

    entry: Entry
    other: Entry | None
    facts: tuple[str, str] | None  # the first facts that contradict, this side's first
    reason: str | None  # what differs (a conflict), or the judge's doubt (an uncertain pair)
    kind: str = "conflict"  # conflict, maybe_same or maybe_conflict
    # With no live other side: what it was flagged against, as "id, now superseded
    # (archive/)" or "id, in no file" (empty when nothing is recorded).
    gone: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        side = _side_json(self.entry)
        return {
            "id": self.entry.id, "kind": self.kind, "entry": side,
            "with": _side_json(self.other) if self.other is not None else None,
            "reason": self.reason,
            "facts": list(self.facts) if self.facts else None,
            "commands": commands(self),
            **({"flagged_against": [g.split(",")[0] for g in self.gone]}
               if self.other is None else {}),
        }


def _side_json(entry: Entry) -> dict[str, Any]:
    return {"id": entry.id, "title": entry.title, "kind": entry.kind, "status": entry.status,
            "layer": entry.layer, "path": entry.rel, "facts": entry.facts,
            "from": migrated_from(entry)}


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
        partners = [p for p in (snapshot.find(i) for i in conflict_ids(entry) if i != entry.id)
                    if p is not None and p.layer in LIVE_LAYERS]  # (itself: a hand edit)
        if not partners:
            items.append(Pending(entry, None, None, None, gone=tuple(
                _gone(i, snapshot.find(i)) for i in conflict_ids(entry))))
        for other in partners:
            pair = frozenset((entry.id, other.id))
            if pair in seen:
                continue
            seen.add(pair)
            items.append(_with_facts(entry, other))
    return items


def _gone(entry_id: str, found: Entry | None) -> str:
    """Where the other side of a conflict went, for a person."""
    if found is None:
        return f"{entry_id}, in no file"
    return f"{entry_id}, now {found.status} ({found.layer}/)"


def waiting(store: Store, snapshot: Snapshot) -> list[Pending]:
    """`pending`, then the pairs the judge could not decide ("maybe the same", "maybe
    conflicting"), as a consolidation dry run finds them now (memstore.jobs.consolidate): neither
    is under review, but a person or the agent can decide them the same way."""
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
    found = entry_contradictions(entry.facts or [entry.title], other.facts or [other.title])
    if not found:
        return Pending(entry, other, None, None)
    own, theirs, reason = found[0]
    return Pending(entry, other, (own, theirs), reason)


def render_pending(items: list[Pending], entry_id: str | None = None) -> str:
    """What waits for a decision, for a person: each pair, its facts and the commands."""
    if not items:
        return (f"{entry_id}: nothing waits for review\n" if entry_id
                else "Nothing waits for review.\n")
    noun = "decision waits" if len(items) == 1 else "decisions wait"
    lines = [f"{len(items)} {noun} for review:"]
    for item in items:
        lines += ["", _side_line(item.entry)]
        if item.other is None and item.gone:
            # (until session 57 this read "no conflicting entry recorded", though one was)
            lines += [f"  flagged against {gone}: nothing live conflicts with it any more"
                      for gone in item.gone]
        elif item.other is None:
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
    where = migrated_from(entry)
    return (f"{entry.id}  [{entry.kind}, {entry.layer}, {entry.status}]  {entry.title}"
            + (f"  (from {where})" if where else ""))
