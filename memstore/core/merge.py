"""Merging a cluster of entries that state the same knowledge into one (consolidation step 3).

Who keeps the file (SPEC section 4): the long-term member of the cluster if there is one (it
keeps its id, file, comments and unknown keys, so the diff is small); among working entries
alone, the oldest (then the smallest id). The others are absorbed: they move to archive/ with
`status: superseded` and `superseded_by`.

The best phrasing (the title and the body the merged entry starts from) is the member that
ranks first by:

1. already in long_term/ (established, and perhaps edited by a person);
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
    base = ordered[0]
    text, added = merged_body(base, ordered[1:])
    body = None if base.id == survivor.id and text == survivor.body else text
    if base.id != survivor.id:  # the report counts what is new to the survivor's own facts
        added = _new_to(survivor, facts(text))
    changes = _survivor_changes(survivor, base, absorbed, status)
    moment = clock.format_time(max(m.last_confirmed for m in members))
    absorbed_changes = {
        "status": "superseded", "superseded_by": survivor.id, "archived_at": moment,
        "archived_from": "working", "archived_reason": MERGED_REASON.format(id=survivor.id),
    }
    return Merge(survivor, absorbed, changes, body, tuple(added), absorbed_changes)


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
    # A member the survivor already supersedes was counted by a merge whose move of it did
    # not happen (a crash, then a pull changed it: the completion skipped the move), so only
    # its confirmations since (its records the survivor does not hold) count now.
    before = [m for m in absorbed if m.id in survivor.supersedes]
    held = survivor.provenance
    for key in _COUNTERS:
        total = sum(m.count(key) for m in members if m not in before)
        if key == "confirmations":
            total += sum(len(_not_held(m, held)) for m in before)
        if total != survivor.count(key):
            changes[key] = total
    for key in ("tags", "anchors"):
        union = _union(survivor.strings(key), [v for m in absorbed for v in m.strings(key)])
        if union != survivor.strings(key):
            changes[key] = union
    changes["provenance"] = provenance(survivor, absorbed)
    changes["supersedes"] = _union(survivor.supersedes, [m.id for m in absorbed])
    return changes


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
    that it does not hold already (a merge a crash cut short wrote them)."""
    records = list(own_provenance(survivor))
    incoming: list[dict[str, Any]] = []
    for entry in absorbed:
        incoming += _not_held(entry, records)
    incoming.sort(key=lambda r: (str(r.get("at")), str(r.get("from"))))
    return records + incoming
