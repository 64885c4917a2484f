"""Merging a cluster of entries that state the same knowledge into one (consolidation step 3).

Who keeps the file (SPEC section 4): the long-term member of the cluster if there is one (it
keeps its id, file, comments and unknown keys, so the diff is small); among working entries
alone, the oldest (then the smallest id). The others are absorbed: they move to archive/ with
`status: superseded` and `superseded_by`.

The best phrasing (the title and the body the merged entry starts from) is the member that
ranks first by:

1. already in long_term/ (established, and perhaps edited by a person; when two are, the one
   that keeps the file: its title and body are never rewritten);
2. stated by the user, then observed by an agent, then derived by a tool;
3. more evidence (confirmations + successes);
4. more facts (the more complete statement);
5. older, then the smaller id.

The other members' facts are then folded in one by one, in the same order, with
`memstore.core.judge.merge_facts`: a fact is added unless another phrasing of it is already kept
(`memstore.core.judge.kept_in`: the same claims in other words, or all of it in a fact that
says more: "StationAuth must redact them" beside "the StationAuth middleware must redact
them"). New facts are appended as
bullets after the kept text, which is never rewritten, so a hand-written body keeps its bytes.

Evidence is counted once. An absorbed entry that shares provenance records with the survivor
had its evidence merged into it before (restored from archive/ and merged again, by `resolve
--merge` or a later run): its records already there are not appended again, and its counters
add only what came after: one confirmation for each new observation record (one without a
note), one contradiction for each new `contradicted` record. Successes and failures leave no
record, so those of such an entry are not added again (they were counted at the first merge).
Merging the same entries twice therefore changes no count.

Times written derive from the members, never from the clock: `last_confirmed` is the latest of
theirs, each provenance record keeps its own `at`, and an absorbed entry's `archived_at` is the
moment the merged evidence was complete (that same latest `last_confirmed`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from memstore.core.decisions import MERGED_REASON
from memstore.core.entry import Entry
from memstore.core.fileformat import DELETE, append_facts, as_written, bullets, facts
from memstore.core.judge import kept_in, merge_facts
from memstore.core.provenance import own_provenance
from memstore.runtime import clock

SOURCE_RANK = {"user": 0, "agent": 1, "tool": 2}
_COUNTERS = ("confirmations", "successes", "failures", "contradictions")


@dataclass(frozen=True)
class Merge:
    """The outcome of merging a cluster: the changes to draft and what the report shows."""

    survivor: Entry
    absorbed: tuple[Entry, ...]
    changes: dict[str, Any]
    body: str | None  # None: the survivor's body stays as it is
    facts_added: tuple[str, ...]
    absorbed_changes: dict[str, Any]
    facts_from: tuple[str, ...] = ()  # the absorbed entry each added fact came from, in order


def survivor_of(members: Sequence[Entry]) -> Entry:
    """The member that keeps its id and file (see the module docstring)."""
    long_term = [m for m in members if m.layer == "long_term"]
    if long_term:
        return long_term[0]
    return min(members, key=lambda m: (m.created, m.id))


def phrasing_order(members: Sequence[Entry]) -> list[Entry]:
    """The members, best phrasing first (see the module docstring)."""
    return sorted(members, key=lambda m: (
        m.layer != "long_term", SOURCE_RANK.get(m.source, len(SOURCE_RANK)),
        -(m.confirmations + m.successes), -len(m.facts), m.created, m.id))


def merge(members: Sequence[Entry]) -> Merge:
    """Merge `members` (two or more) into the survivor.

    The survivor ends `active` when it was a candidate or stale (a re-observation revives it,
    as `memstore confirm` does); a compaction node stays `compacted`.
    """
    survivor = survivor_of(members)
    status = "compacted" if survivor.status == "compacted" else "active"
    ordered = phrasing_order(members)
    absorbed = tuple(m for m in ordered if m.id != survivor.id)
    # A long-term survivor's text is the phrasing kept, whichever other long-term member ranks
    # first: a person may have written it, and the kept text is never rewritten.
    base = survivor if survivor.layer == "long_term" else ordered[0]
    text, added = merged_body(base, [m for m in ordered if m.id != base.id])
    body = None if base.id == survivor.id and text == survivor.body else text
    if base.id != survivor.id:  # the report counts what is new to the survivor's own facts
        added = _new_to(survivor, facts(text))
    changes = _survivor_changes(survivor, base, absorbed, status)
    moment = clock.format_time(max(m.last_confirmed for m in members))
    absorbed_changes = {
        "status": "superseded", "superseded_by": survivor.id, "archived_at": moment,
        "archived_from": "working", "archived_reason": MERGED_REASON.format(id=survivor.id),
    }
    origins = tuple(_origin(fact, absorbed) for fact in added)
    return Merge(survivor, absorbed, changes, body, tuple(added), absorbed_changes, origins)


def _origin(fact: str, absorbed: Sequence[Entry]) -> str:
    """The absorbed entry that states `fact` (the first, best phrasing first; '' if none does
    word for word)."""
    return next((m.id for m in absorbed if fact in m.facts), "")


def _new_to(entry: Entry, candidates: Sequence[str]) -> list[str]:
    return [f for f in candidates if not any(kept_in(f, have) for have in entry.facts)]


def merged_body(base: Entry, others: Sequence[Entry]) -> tuple[str, list[str]]:
    """`base`'s body with every new fact of `others` appended; and the facts added."""
    kept = list(base.facts)
    for other in others:
        kept = list(merge_facts(kept, list(other.facts)))
    original = list(base.facts)
    bodies = [base.body, *(o.body for o in others)]
    if kept[: len(original)] != original:
        # merge_facts chose another phrasing for a kept fact: the body is rebuilt from facts.
        added = [f for f in kept if f not in original]
        return bullets(as_written(kept, *bodies)), added
    added = kept[len(original):]
    return append_facts(base.body, as_written(added, *bodies)), added


def _survivor_changes(survivor: Entry, base: Entry, absorbed: Sequence[Entry],
                      status: str) -> dict[str, Any]:
    members = [survivor, *absorbed]
    changes: dict[str, Any] = {}
    if base.id != survivor.id and base.title != survivor.title:
        changes["title"] = base.title
    if survivor.status != status:
        changes["status"] = status
    if "stale_since" in survivor.meta:  # revived, as `memstore confirm` revives it
        changes["stale_since"] = DELETE
    strongest = min((m.source for m in members), key=lambda s: SOURCE_RANK.get(s, 9))
    if strongest != survivor.source:
        changes["source"] = strongest
    if "created" not in survivor.meta:  # a hand-written file: the first rewrite records it
        changes["created"] = clock.format_time(survivor.created)
    latest = max(m.last_confirmed for m in members)
    if latest != survivor.last_confirmed:
        changes["last_confirmed"] = clock.format_time(latest)
    # Evidence the survivor holds already is not counted again: a member merged before (a
    # restore, then a merge again; or a merge whose move of it a crash, then a pull, stopped)
    # adds only what it gained since (its records the survivor does not hold).
    held = own_provenance(survivor)
    for key in _COUNTERS:
        total = survivor.count(key) + sum(_new_evidence(m, key, held) for m in absorbed)
        if total != survivor.count(key):
            changes[key] = total
    for key in ("tags", "anchors"):
        union = _union(survivor.strings(key), [v for m in absorbed for v in m.strings(key)])
        if union != survivor.strings(key):
            changes[key] = union
    changes["provenance"] = provenance(survivor, absorbed)
    changes["supersedes"] = _union(survivor.supersedes, [m.id for m in absorbed])
    return changes


def _new_evidence(entry: Entry, key: str, held: Sequence[Any]) -> int:
    """How much of `entry`'s `key` count the survivor (whose records are `held`) lacks: all of
    it, unless some of its records are there already (merged before: see the module
    docstring)."""
    cited = own_provenance(entry)
    new = _not_held(entry, held)
    if len(new) == len(cited):
        return entry.count(key)
    notes = [r.get("note") if isinstance(r, dict) else "" for r in new]
    if key == "confirmations":
        return sum(1 for n in notes if not n)
    if key == "contradictions":
        return sum(1 for n in notes if n == "contradicted")
    return 0


def _union(kept: list[str], incoming: list[str]) -> list[str]:
    """`kept` in its own order, then what is new in `incoming`, sorted."""
    return kept + sorted(set(incoming) - set(kept))


def _not_held(entry: Entry, held: Sequence[Any]) -> list[dict[str, Any]]:
    """`entry`'s own records, each with `from: <its id>`, less as many of each as `held`
    holds (two confirmations in one second are two equal records, both counted)."""
    left = list(held)
    cited = []
    for record in own_provenance(entry):
        record = dict(record)
        record.setdefault("from", entry.id)
        if record in left:
            left.remove(record)
        else:
            cited.append(record)
    return cited


def provenance(survivor: Entry, absorbed: Sequence[Entry]) -> list[dict[str, Any]]:
    """The survivor's records, then every absorbed record with `from: <its id>` (own times)
    that it does not hold already (merged before, or by a merge a crash cut short)."""
    records = list(own_provenance(survivor))
    incoming: list[dict[str, Any]] = []
    for entry in absorbed:
        incoming += _not_held(entry, records)
    incoming.sort(key=lambda r: (str(r.get("at")), str(r.get("from"))))
    return records + incoming
