"""Restoring an archived entry: a person's explicit act, at once, in a transaction.

Back to the layer in `archived_from` (else working/ for an expired candidate, else long_term/),
`status: active` (`candidate` in working/), `restored_at` = now. The archive keys are removed and
their values kept in a provenance record's note. A superseded entry's links stay unless
`unlink`: then the superseding entry forgets it too. `restore_search` restores the one clear
best match of a query over the archive (or, with `restore_all`, every about-equal one), ranked
as `recall --include-archived` ranks them (memstore.app.recall; the search is not logged as a
recall). A match holds at least MATCH_COVERAGE of the query's words, weighed by rarity, and it
is clear when no other match scores SEARCH_SHARE of its score.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from memstore.app.recall import ARCHIVE_STATUSES, DEFAULT_STATUSES, coverage, recall
from memstore.app.transaction import apply_plan, transaction
from memstore.core.decisions import merged_into
from memstore.core.entry import Entry
from memstore.core.errors import BadInput, EntryNotFound, MemstoreError
from memstore.core.fileformat import DELETE
from memstore.core.levels import represented_by
from memstore.core.plan import Drafts, Plan
from memstore.core.provenance import own_provenance
from memstore.jobs.archive import ARCHIVE_KEYS, EXPIRY_KEYS, archive_changes
from memstore.jobs.compact import source_leaves
from memstore.runtime import clock
from memstore.storage.recall_log import ANSWER_SHARE
from memstore.storage.store import Snapshot, Store

SEARCH_SHARE = ANSWER_SHARE
"""A match scoring at least this share of the best one's (0.8) matches about as well: the share
above which recall counts a hit as one of its answers (memstore.storage.recall_log)."""

MATCH_COVERAGE = 0.5
"""The least share of a query's words, each weighed by its rarity, an archived entry must hold
to be restored by a search: recall ranks every entry with any query word, so without it one
note sharing the word "port" was the clear best match for "postgres port" when nothing archived
mentions postgres, and was restored."""


@dataclass(frozen=True)
class Restored:
    """One entry brought back: where from, where to, and the link cleared if any."""

    id: str
    title: str
    src: str
    dst: str
    status: str
    unlinked: str | None = None
    left: str | None = None  # the compaction node it left (it stood for the entry till now)
    node_archived: bool = False  # ... which, with no source left, went to archive/
    apart_from: str | None = None  # the entry a merge had absorbed it into, never again

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "title": self.title, "from": self.src, "to": self.dst,
                "status": self.status, "unlinked": self.unlinked, "left": self.left,
                "node_archived": self.node_archived, "apart_from": self.apart_from}


@dataclass(frozen=True)
class Match:
    entry: Entry
    score: float
    coverage: float = 1.0  # the share of the query's words it holds, weighed by rarity

    def to_json(self) -> dict[str, Any]:
        return {"id": self.entry.id, "title": self.entry.title, "score": round(self.score, 3),
                "path": self.entry.rel}


class AmbiguousMatch(MemstoreError):
    """Several archived entries match a search about equally."""

    def __init__(self, query: str, matches: list[Match]) -> None:
        self.matches = matches
        shown = ", ".join(f"{m.entry.id} ({m.score:.3f})" for m in matches[:10])
        super().__init__(f"{len(matches)} archived entries match '{query}' about equally: "
                         f"{shown}; restore one by id, or pass --all to restore them all")


def restore_layer(entry: Entry) -> str:
    """Where a restored entry goes: `archived_from`, else working/ if it expired there."""
    origin = str(entry.meta.get("archived_from") or "")
    if origin in ("working", "long_term"):
        return origin
    if entry.status == "expired" or "expires_at" in entry.meta:
        return "working"
    return "long_term"


def _archived(snapshot: Snapshot, ref: str) -> Entry:
    try:
        return snapshot.get(ref, layer="archive")
    except EntryNotFound:
        try:
            found = snapshot.get(ref)
        except MemstoreError:
            raise EntryNotFound(ref, "archive/") from None
        if found.layer == "long_term" and found.status == "superseded":
            return found  # (superseded in place, by a person's `supersedes`: undone here too)
        raise BadInput(f"{found.id} is not archived (it is in {found.layer}/)") from None


def _archive_note(entry: Entry) -> str:
    meta = entry.meta
    if entry.layer != "archive":
        return f"restored: it was superseded by {entry.superseded_by or '?'} in {entry.layer}/"
    parts = ["restored from archive/"]
    if meta.get("archived_at"):
        parts.append(f"archived {meta['archived_at']} from {meta.get('archived_from', '?')}")
    if meta.get("archived_reason"):
        parts.append(f"reason: {meta['archived_reason']}")
    if meta.get("decay_score") is not None:
        parts.append(f"decay_score {meta['decay_score']}")
    if meta.get("expires_at"):
        parts.append(f"expired {meta['expires_at']}: {meta.get('expiry_reason', '')}".rstrip(": "))
    return "; ".join(parts)


def _restore(store: Store, snapshot: Snapshot, entries: list[Entry], unlink: bool,
             source: str, session: str | None) -> list[Restored]:
    now = clock.format_time(clock.now())
    drafts = Drafts(store.read_text)
    done: list[Restored] = []
    events: list[dict[str, Any]] = []
    for entry in entries:
        layer = restore_layer(entry)
        layer = entry.layer if entry.layer != "archive" else layer
        dst = entry.rel_in(layer)
        if entry.layer == "archive" and store.path(dst).exists():
            raise BadInput(f"cannot restore {entry.id}: {dst} already exists "
                           "(an id in two files); run 'memstore doctor'")
        status = "active" if layer == "long_term" else "candidate"
        record: dict[str, Any] = {"at": now, "source": source}
        if session:
            record["session"] = session
        record["note"] = _archive_note(entry)
        changes: dict[str, Any] = {key: DELETE for key in (*ARCHIVE_KEYS, *EXPIRY_KEYS,
                                                           "stale_since")}
        changes.update(status=status, restored_at=now, provenance=[*entry.provenance, record])
        unlinked = None
        # A merge undone: a person brings back what consolidation absorbed, so the two are
        # kept apart ("both hold", as `resolve --both` writes it). Until session 58 the next
        # run merged it straight back and counted its evidence a second time (a trial).
        apart_from = merged_into(entry)
        if apart_from is not None:
            changes["distinct_from"] = sorted({*entry.strings("distinct_from"), apart_from})
        newer = snapshot.find(entry.superseded_by) if entry.superseded_by else None
        if unlink and entry.superseded_by:
            changes["superseded_by"] = DELETE
            unlinked = entry.superseded_by
            if newer is not None:
                kept = [s for s in drafts.view(newer).supersedes if s != entry.id]
                drafts.update(newer, {"supersedes": kept or DELETE})
        node = represented_by(snapshot, entry)
        left, node_archived = None, False
        if node is not None:  # it would stay hidden behind its node: it leaves the node
            changes["compacted_into"] = DELETE
            left, node_archived = node.id, _leave_node(store, snapshot, drafts, node, entry,
                                                      record, events)
        drafts.update(entry, changes, layer=layer)
        done.append(Restored(entry.id, entry.title, entry.rel, dst, status, unlinked, left,
                             node_archived, apart_from))
        events.append(store.event("restore", id=entry.id, to=dst, status=status,
                                  **({"unlinked": unlinked} if unlinked else {}),
                                  **({"left": left} if left else {})))
    # Several files (with unlink, the superseding entry too): one journaled plan, so a crash
    # midway is completed by the next command (memstore.storage.journal).
    apply_plan(store, Plan("restore", actions=drafts.actions(), events=events), report=False)
    return done


def _leave_node(store: Store, snapshot: Snapshot, drafts: Drafts, node: Entry, entry: Entry,
                record: dict[str, Any], events: list[dict[str, Any]]) -> bool:
    """Take restored `entry` out of the compaction node that stood for it: a live node stands
    for its sources in context, INDEX.md and recall, so a restored source that kept
    `compacted_into` came back hidden, and compaction refused it for good (a user trial). The
    node keeps serving its other sources (memstore.jobs.compact.source_leaves); one left with
    no source goes to archive/ as it was, every fact being back in its sources. Returns
    whether the node was archived."""
    node = drafts.view(node)
    if entry.id not in node.sources:  # (linked one way only, by hand: the entry lets go)
        return False
    staying = [e for i in node.sources if i != entry.id and (e := snapshot.find(i)) is not None]
    note = {**record, "note": f"restored {entry.id}: it left this node"}
    if staying:
        changes, body = source_leaves(node, entry, staying, note)
        drafts.update(node, changes, body=body)
        events.append(store.event("unlink", id=node.id, reason=f"restored {entry.id} left it, "
                                  "with what only it said"))
        return False
    reason = "every source restored"
    drafts.update(node, {**archive_changes(node, clock.now(), reason),
                         "provenance": [*own_provenance(node), note]}, layer="archive")
    events.append(store.event("archive", id=node.id, reason=reason))
    return True


def restore(store: Store, ref: str, *, unlink: bool = False, source: str = "user",
            session: str | None = None) -> Restored:
    """Bring archived entry `ref` (id or unique prefix) back to the layer it left."""
    with transaction(store):
        snapshot = store.load()
        return _restore(store, snapshot, [_archived(snapshot, ref)], unlink, source, session)[0]


def search_archive(store: Store, snapshot: Snapshot, query: str) -> list[Match]:
    """Archived entries that answer `query`, best first, ranked as `recall --include-archived`
    ranks them (titles, facts and tags, typos and other forms of a word included), each with
    the share of the query's words it holds (`coverage`)."""
    if not query.strip():
        raise BadInput("nothing to search for: the query is empty")
    hits = recall(store, snapshot, query, limit=max(1, len(snapshot.entries)),
                  statuses=ARCHIVE_STATUSES, log=False)
    held = coverage(snapshot, query, ARCHIVE_STATUSES)
    return [Match(h.entry, h.score, max(held.get(i, 0.0) for i in (h.id, *h.matched_sources)))
            for h in hits if h.entry.layer == "archive"]


def _live_answer(store: Store, snapshot: Snapshot, query: str) -> str:
    """What the search error adds when an entry that was never archived (or was restored)
    answers the query as well as a restore would need: where it is, so a person looking for
    a fact that went stale, not away, is told so. Until session 58 the error said only that
    nothing in archive/ matched (a user trial, looking for a stale note in week 44)."""
    hits = recall(store, snapshot, query, limit=1, log=False)
    if not hits:
        return ""
    best = hits[0].entry
    if coverage(snapshot, query, DEFAULT_STATUSES).get(best.id, 0.0) < MATCH_COVERAGE:
        return ""
    revive = (f" ('memstore confirm {best.id}' makes it active again)"
              if best.status == "stale" else "")
    return (f"; {best.id} (“{best.title}”) answers it and is not archived: it is in "
            f"{best.layer}/, {best.status}{revive}")


def best_matches(matches: list[Match]) -> list[Match]:
    """The matches about as good as the best one (the best alone when it stands out)."""
    if not matches:
        return []
    return [m for m in matches if m.score >= matches[0].score * SEARCH_SHARE]


def restore_search(store: Store, query: str, *, restore_all: bool = False, unlink: bool = False,
                   source: str = "user", session: str | None = None) -> list[Restored]:
    """Restore the one clear best archive match for `query`.

    Several about-equal matches raise AmbiguousMatch (nothing restored) unless `restore_all`,
    which restores every one of them.
    """
    with transaction(store):
        snapshot = store.load()
        matches = search_archive(store, snapshot, query)
        found = best_matches([m for m in matches if m.coverage >= MATCH_COVERAGE])
        if not found and matches:
            best = max(matches, key=lambda m: (m.coverage, m.score))
            raise BadInput(f"nothing in archive/ matches '{query}' well enough: the closest, "
                           f"{best.entry.id} (“{best.entry.title}”), holds too few of its words "
                           f"({best.coverage:.0%} weighed by rarity, {MATCH_COVERAGE:.0%} "
                           "needed); restore it by id if it is the one"
                           + _live_answer(store, snapshot, query))
        if not found:
            raise BadInput(f"nothing in archive/ matches '{query}' (no archived title, fact or "
                           "tag has its words); see 'memstore recall QUERY --include-archived'"
                           + _live_answer(store, snapshot, query))
        if len(found) > 1 and not restore_all:
            raise AmbiguousMatch(query, found)
        return _restore(store, snapshot, [m.entry for m in found], unlink, source, session)
