"""Drafting a decision on a conflict: the changes that close it and the supersession.

Shared by `memstore resolve` (memstore.app.resolve) and `contradict --by` (memstore.evidence_edits);
pure: it drafts changes into a plan, it writes nothing.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable
from typing import Any

from memstore.core.entry import Entry
from memstore.core.fileformat import DELETE
from memstore.core.plan import Drafts, Plan
from memstore.core.provenance import own_provenance
from memstore.runtime import clock

CONFLICTS = "conflicts_with"
DISTINCT = "distinct_from"
# What a decision makes active (a compaction node or a superseded entry keeps its status).
REVIEWABLE = ("candidate", "needs_review", "stale", "active")
# The note consolidation wrote before `conflicts_with` existed: "contradicts OTHER (reason)".
_OLD_NOTE = re.compile(r"contradicts ([a-z0-9][a-z0-9-]*) \(")


def conflict_ids(entry: Entry) -> list[str]:
    """The ids `entry` was flagged against: `conflicts_with`, else the notes of older runs."""
    listed = entry.strings(CONFLICTS)
    if listed:
        return listed
    found: list[str] = []
    for record in entry.provenance:
        match = _OLD_NOTE.match(str(record.get("note", ""))) if record.get(
            "source") == "tool" else None
        if match and match.group(1) not in found:
            found.append(match.group(1))
    return found


MERGED_REASON = "merged into {id}"
"""The `archived_reason` of an absorbed entry: what tells a merge from a decision."""


def merged_into(entry: Entry) -> str | None:
    """The id of the entry a merge absorbed `entry` into (it holds every fact of `entry`), or
    None: never merged, restored since, or superseded by a decision (`resolve KEEP --over`,
    `contradict --by`), whose newer entry says something else."""
    into = entry.superseded_by
    if (into and entry.status == "superseded" and entry.layer == "archive"
            and entry.meta.get("archived_reason") == MERGED_REASON.format(id=into)):
        return into
    return None


def fact_fingerprints(entry: Entry) -> list[str]:
    """A fingerprint of each of `entry`'s facts (its title when it has none): the sha256 of
    the fact's words, case-folded, without punctuation or spacing. What the tombstone of a
    superseded entry keeps, never its text (SPEC: a tombstone logs hashes, not the content),
    so a later note restating the outdated fact word for word is still known as decided
    (memstore.jobs.consolidate). Sorted, each once."""
    return sorted({_fingerprint(fact) for fact in (entry.facts or [entry.title])} - {""})


def _fingerprint(text: str) -> str:
    words = re.findall(r"\w+", text.casefold())
    return hashlib.sha256(" ".join(words).encode("utf-8")).hexdigest() if words else ""


def supersede(drafts: Drafts, plan: Plan, kept: Entry, other: Entry, *, source: str,
              session: str | None, other_changes: dict[str, Any] | None = None,
              why: str = "resolved", at: str | None = None) -> None:
    """Draft `kept` over `other`: kept reviewed and linked, other superseded into archive/.

    `contradict OTHER --by KEEP` drafts the same, with its own changes to OTHER."""
    now = at or clock.format_time(clock.now())
    changes, layer = reviewed(kept, other, source, session, f"kept over {other.id} ({why})",
                               activate=True, at=now)
    changes["supersedes"] = sorted({*kept.supersedes, other.id})
    drafts.update(kept, changes, layer=layer)
    old: dict[str, Any] = {"status": "superseded", "superseded_by": kept.id, "archived_at": now,
           "archived_from": other.layer,
           "archived_reason": f"superseded by {kept.id} ({why})",
           "provenance": [*own_provenance(other),
                          note_record(source, session, f"superseded by {kept.id} ({why})", now)]}
    remaining = [i for i in conflict_ids(other) if i != kept.id]
    if other.strings(CONFLICTS) or remaining:
        old[CONFLICTS] = remaining or DELETE
    old.update(other_changes or {})
    drafts.update(other, old, layer="archive")
    plan.note("resolve", kept.id, f"kept over {other.id}", title=kept.title, decision="keep",
              **{"with": other.id})
    plan.note("resolve", other.id, f"superseded by {kept.id}", title=other.title,
              decision="keep", superseded_by=kept.id)


def reviewed(entry: Entry, other: Entry, source: str, session: str | None, note: str,
              activate: bool, at: str | None = None) -> tuple[dict[str, Any], str | None]:
    """The changes that close `entry`'s conflict with `other`, and the layer it moves to.

    With `activate`, the entry becomes active in long_term/ (unless another conflict still
    waits for a decision); its penalty for this conflict is taken back either way."""
    flagged = conflict_ids(entry)
    changes: dict[str, Any] = {
        "provenance": [*own_provenance(entry), note_record(source, session, note, at)]}
    if other.id in flagged:
        changes["contradictions"] = taken_back(entry.contradictions, 1)
    remaining = [i for i in flagged if i != other.id]
    if entry.strings(CONFLICTS) or remaining:
        changes[CONFLICTS] = remaining or DELETE
    layer = None
    if activate and not remaining and entry.status in REVIEWABLE:
        changes["status"] = "active"
        if "stale_since" in entry.meta:
            changes["stale_since"] = DELETE
        if entry.layer == "working":
            layer = "long_term"
    return changes, layer


def to_review(entry: Entry, others: Iterable[str]) -> dict[str, Any]:
    """The changes that send `entry` to review in conflict with `others` (their ids added to
    its `conflicts_with`): what consolidation writes for a contradiction, `contradict --by`
    for a person's rule, and `doctor` for a supersession loop; `resolve` decides."""
    return {"status": "needs_review", CONFLICTS: sorted({*entry.strings(CONFLICTS), *others})}


def taken_back(contradictions: int, decided: int) -> int | object:
    """`contradictions` less the `decided` conflicts' penalties, never below 0; none left is
    no key (DELETE): the flag wrote it, and a file a person wrote without it gets no
    `contradictions: 0` from a decision that took the flag back."""
    return max(0, contradictions - decided) or DELETE


def note_record(source: str, session: str | None, note: str,
            at: str | None = None) -> dict[str, Any]:
    record: dict[str, Any] = {"at": at or clock.format_time(clock.now()), "source": source}
    if session:
        record["session"] = session
    record["note"] = note
    return record
