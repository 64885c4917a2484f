"""Evidence that waits for a job: confirm, contradict and used never fail because a job runs.

Agents record evidence mid-task; a retention run over a large store may hold the store lock for
minutes. When the lock does not free up within a second, the edit is checked against the store
as it stands (an unknown id still fails at once) and appended to `.cache/pending.jsonl`, one
line in a single write: its seal and the JSON `{"at", "op", "id", ...}`. The seal (an HMAC with
this user's key, memstore.storage.sealed) keeps a committed `pending.jsonl` from confirming or
superseding anything: a line that is not sealed here is dropped, as is one that is not JSON.
Whoever holds the lock next folds the pending lines in, in order, each at the moment it was
recorded: the running job as it lets go of the lock, or a killed job's successor as it takes it
(memstore.app.transaction). A line queued after the job's last fold is folded once the lock is
free, by the job that lets go or by the edit itself (`transaction.settle`). So the evidence
lands in the entry files moments after the job, with its own times, and nothing waits.

Evidence about an entry a merge absorbed (the id `add` gave the agent, say) is recorded on the
entry it was merged into, the live end of its `superseded_by` chain (`target`): that entry holds
its facts now. A chain that breaks (an id missing, a cycle, an end that is not live) leaves the
evidence on the entry named, as does a link a decision made (`resolve --over`, `contradict
--by`), since the newer entry there says something else. A confirmation or a use of an
archived compaction source is recorded on the live node it was compacted into, which states
its facts now (until session 58 it went into the archived source, which nothing reads, and
the node decayed unconfirmed); a contradiction stays on the source. An edit whose entry a
job removed meanwhile (purged) is dropped with an `evidence-dropped` event naming it. A crash while
folding leaves the lines being folded in `.cache/pending.jsonl.folding`, folded first next time,
each once: a queued edit carries a mark (`n`) that its event logs as `queued`, and an edit whose
event is in the log was applied before the crash.

`apply(store, record)` carries one edit out (under the lock): a confirmation, a contradiction
(with `by`, the newer entry supersedes this one, one journaled plan) or a use. memstore.app.edits
records them; memstore.app.transaction folds the queue.
"""

from __future__ import annotations

import fcntl
import os
import secrets
from pathlib import Path
from typing import Any, NamedTuple

from memstore.app.commit import apply_locked, refresh_index
from memstore.core import jsonline, provenance
from memstore.core.decisions import merged_into, note_record, supersede, to_review
from memstore.core.entry import LIVE_STATUSES, Entry, check_readable
from memstore.core.errors import (
    AmbiguousId,
    BadInput,
    CannotWrite,
    FileTooLarge,
    MemstoreError,
    UnsafePath,
)
from memstore.core.fileformat import DELETE, rewrite
from memstore.core.plan import Drafts, Plan
from memstore.core.protection import protected
from memstore.core.provenance import own_provenance
from memstore.runtime import clock
from memstore.storage import logs, regular, sealed, writer
from memstore.storage.store import EVENTS, Snapshot, Store

PENDING = ".cache/pending.jsonl"
FOLDING = PENDING + ".folding"
MAX_PENDING_BYTES = 64 << 20
"""The most the pending log may hold (about 200,000 queued edits, where a job holds the store
for seconds): a larger one was not written here and is dropped unread, like a line not sealed
here. Read whole, a committed one of a GiB of zeros took three times that in memory."""
WAIT_SECONDS = 1.0
"""How long an edit waits for the lock before it queues instead."""


def queue(store: Store, record: dict[str, Any]) -> None:
    """Append one edit to the pending log (without the store lock: one write per line).

    The write holds a `flock` on the log, as `fold` does while it renames the log away, and
    goes to the file that is the log once that lock is held: a line written to a log already
    renamed for folding could come after its fold read it, and be lost."""
    path = store.path(PENDING)
    # Its mark: the event of the edit carries it, so a fold that a crash cut short, folded
    # again, skips what it had applied (it counted twice before session 59).
    record = {**record, "n": secrets.token_hex(8)}
    data = writer.json_line(record).encode("utf-8")
    seal = sealed.sign(store.root, PENDING, data.rstrip(b"\n"))
    if seal is None:
        raise CannotWrite(PENDING, "no key to seal it with (see memstore/storage/sealed.py)")
    line = seal.encode("ascii") + b" " + data
    while True:
        fd = writer.open_append(path)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            try:
                current = os.stat(path, follow_symlinks=False).st_ino
            except FileNotFoundError:
                current = -1
            if current == os.fstat(fd).st_ino:
                writer.write_all(fd, line)
                return
        finally:
            os.close(fd)  # (and with it the flock)


def pending(store: Store) -> bool:
    """Whether edits are waiting (a cheap check, made on every lock). A symlinked `.cache/`
    holds none that memstore would read (it is reported by lint and doctor)."""
    try:
        return os.path.exists(store.path(PENDING)) or os.path.exists(store.path(FOLDING))
    except UnsafePath:
        return False


def count(store: Store) -> int:
    """How many edits are waiting (0 without reading anything when none are)."""
    if not pending(store):
        return 0
    total = 0
    for rel in (FOLDING, PENDING):
        try:
            total += len(regular.read_limited(store.path(rel), MAX_PENDING_BYTES).splitlines())
        except (FileNotFoundError, FileTooLarge):
            pass
    return total


def fold(store: Store) -> int:
    """Apply every pending edit in order (the caller holds the lock); returns how many.

    An edit that can no longer apply is logged as `evidence-dropped` and skipped."""
    folding = store.path(FOLDING)
    count = 0
    for _ in range(2):  # a fold a crash interrupted, then what is pending now
        resumed = folding.exists()
        if not resumed:
            try:
                _rename_locked(store.path(PENDING), folding)
            except FileNotFoundError:
                break
        records = _records(store)
        applied = _applied(store, records) if resumed else set()
        for record in records:
            if record.get("n") in applied:
                continue  # applied before the crash: its event says so
            try:
                apply(store, record)
            except MemstoreError as exc:
                logs.events(store, [store.event("evidence-dropped", op=record.get("op"),
                                              **({"queued": record["n"]} if isinstance(
                                                  record.get("n"), str) else {}),
                                              id=record.get("id"), reason=str(exc))])
            count += 1
        folding.unlink()
    return count


def _applied(store: Store, records: list[dict[str, Any]]) -> set[str]:
    """The marks of `records` a fold a crash cut short applied: those whose event is in the
    log. A queued edit logs its event, then writes its file (`_save_logged`), so the last one
    logged may lack its write: it counts as applied only if its entry holds the count its
    event names (and is marked `logged`, so applying it does not log it again)."""
    marks = {r["n"] for r in records if isinstance(r.get("n"), str)}
    if not marks:
        return set()
    try:
        data = regular.read_log_bytes(store.root, EVENTS)
    except (OSError, MemstoreError):
        return set()
    logged: dict[str, dict[str, Any]] = {}
    for line in data.splitlines():
        if b'"queued": "' not in line:
            continue
        try:
            event = jsonline.loads(line)
        except ValueError:
            continue
        if isinstance(event, dict) and event.get("queued") in marks:
            logged[event["queued"]] = event
    last = next((r for r in reversed(records) if r.get("n") in logged), None)
    if last is not None and not _written(store, logged[last["n"]]):
        last["logged"] = True
        return set(logged) - {last["n"]}
    return set(logged)


_COUNTED = {"confirm": ("confirmations",), "contradict": ("contradictions",),
            "used": ("successes", "failures")}


def _written(store: Store, event: dict[str, Any]) -> bool:
    """Whether a logged edit's file was written: its entry holds the count the event names
    (an edit whose event names none, `contradict --by`, is journaled: written if logged)."""
    counted = [(key, event[key]) for key in _COUNTED.get(str(event.get("event")), ())
               if isinstance(event.get(key), int)]
    if not counted:
        return True
    key, count = counted[0]
    try:
        return store.load(write_cache=False).get(str(event.get("id"))).count(key) >= count
    except MemstoreError:
        return True


def _rename_locked(path: Path, to: Path) -> None:
    """Rename the pending log for folding while no `queue` is writing to it."""
    try:
        fd = regular.open_fd(path, os.O_RDONLY | os.O_NOFOLLOW)
    except (OSError, MemstoreError) as exc:
        if isinstance(exc, FileNotFoundError):
            raise
        os.replace(path, to)  # not a file `queue` writes (a symlink): reading it refuses it
        return
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        os.replace(path, to)
    finally:
        os.close(fd)


def _records(store: Store) -> list[dict[str, Any]]:
    records = []
    try:
        lines = regular.read_limited(store.path(FOLDING), MAX_PENDING_BYTES).splitlines()
    except FileTooLarge:
        return []  # never written here (as a line not sealed here is skipped)
    for line in lines:
        seal, _, data = line.partition(b" ")
        if not sealed.verify(store.root, PENDING, data, seal.decode("ascii", "replace")):
            continue  # a torn line (its write never finished), or one not written here
        try:
            record = jsonline.loads(data)
        except ValueError:
            continue
        if isinstance(record, dict) and isinstance(record.get("id"), str) and record.get("at"):
            records.append(record)
    return records


# Applying one edit ----------------------------------------------------------------------------



class Target(NamedTuple):
    """The entry an edit is recorded on, and the id it named when a merge had absorbed that."""

    entry: Entry
    merged_from: str | None = None
    held: bool = False  # a `contradict --by` of a person's rule, sent to review instead


def target(snapshot: Snapshot, ref: str, nodes: bool = False) -> Target:
    """The entry evidence about `ref` belongs on: the one named, or, when a merge absorbed it,
    the live entry at the end of its chain of merges (see the module docstring). A prefix
    that matches several ids is still one entry when every match ends in the same one (a
    survivor and what it absorbed: "tide-cache" for tide-cache-ttl-5c17 and the
    tide-cache-ttl-900-0e12 merged into it)."""
    try:
        return _followed(snapshot, snapshot.get(ref), nodes)
    except AmbiguousId as exc:
        found = [_followed(snapshot, snapshot.get(match), nodes) for match in exc.candidates]
        if len({t.entry.id for t in found}) > 1:
            raise
        return next((t for t in found if t.merged_from is None), found[0])


def _followed(snapshot: Snapshot, named: Entry, nodes: bool = False) -> Target:
    """`named`, or the live end of the chain of merges that absorbed it; with `nodes`, also
    the live compaction node an archived source was compacted into (its facts are the node's
    now: a confirmation or a use of them is the node's, where a contradiction of one fact is
    not one of the whole node)."""
    current = named
    seen = {named.id}
    while (into := merged_into(current)
           or (_compacted_into(current) if nodes else None)) is not None:
        found = snapshot.find(into)
        if found is None or found.id in seen:
            return Target(named)
        seen.add(found.id)
        current = found
    if current is named or current.layer == "archive" or current.status not in LIVE_STATUSES:
        return Target(named)
    return Target(current, named.id)


def _compacted_into(entry: Entry) -> str | None:
    """The node an archived compaction source stands in (None: not one)."""
    if entry.layer == "archive" and entry.compacted_into:
        return entry.compacted_into
    return None


def follows_nodes(record: dict[str, Any]) -> bool:
    """Whether evidence `record` about a compacted source goes to its node: a confirmation
    or a use does; a contradiction stays on the source (consolidation's release takes a
    contradicted fact out of its node)."""
    return record["op"] != "contradict"


def apply(store: Store, record: dict[str, Any]) -> Target:
    """Carry out one evidence edit (the caller holds the lock); returns the entry it was
    recorded on, as it was."""
    snapshot = store.load()
    found = target(snapshot, record["id"], follows_nodes(record))
    entry = found.entry
    if record["op"] == "confirm":
        _confirm(store, entry, record)
    elif record["op"] == "contradict":
        if _contradict(store, snapshot, entry, record):
            return found._replace(held=True)
    elif record["op"] == "used":
        _used(store, entry, record)
    else:
        raise BadInput(f"unknown evidence edit '{record['op']}'")
    return found


def _event(store: Store, name: str, record: dict[str, Any], **fields: Any) -> dict[str, Any]:
    """The event of an edit, at the moment it was made; a queued edit's carries its mark
    (`queued`), by which a fold a crash interrupted tells it was applied (`_applied`)."""
    event = {**store.event(name, **fields), "at": record["at"]}
    if isinstance(record.get("n"), str):
        event["queued"] = record["n"]
    return event


def _confirm(store: Store, entry: Entry, record: dict[str, Any]) -> None:
    at = record["at"]
    changes: dict[str, Any] = {
        "last_confirmed": max(at, clock.format_time(entry.last_confirmed)),
        "confirmations": entry.confirmations + 1,
        "provenance": _provenance(entry, record.get("source", "agent"), record.get("session"),
                                  at),
    }
    if entry.status == "stale":
        changes.update(status="active", stale_since=DELETE)
    _save_logged(store, entry, changes, record, _event(store, "confirm", record, id=entry.id,
                                                       confirmations=entry.confirmations + 1))
    refresh_index(store)


def _save_logged(store: Store, entry: Entry, changes: dict[str, Any], record: dict[str, Any],
                 event: dict[str, Any]) -> None:
    """Write an edit and log its event. A queued edit logs first, its event naming the count
    it makes: a fold a crash cut short tells by the event and the count in the file whether
    it was applied (`_applied`), so it counts once."""
    queued = "queued" in event
    if queued and not record.get("logged"):
        logs.events(store, [event])
    save(store, entry, changes)
    if not queued:
        logs.events(store, [event])


def superseder(snapshot: Snapshot, entry: Entry, by: str) -> Entry:
    """The entry `by` names, checked as one that may supersede `entry`."""
    newer = snapshot.get(by)
    if newer.id == entry.id:
        raise BadInput(f"{entry.id}: an entry cannot supersede itself")
    if newer.layer == "archive":
        raise BadInput(f"{newer.id} is archived; restore it before it can supersede")
    return newer


def _contradict(store: Store, snapshot: Snapshot, entry: Entry,
                record: dict[str, Any]) -> bool:
    """Record a contradiction (with `by`, a supersession); True when, the entry being a rule
    a person stated, both went to review instead (`_held_for_review`)."""
    at, source, session = record["at"], record.get("source", "agent"), record.get("session")
    changes: dict[str, Any] = {"contradictions": entry.contradictions + 1}
    event: dict[str, Any] = {"id": entry.id}
    if record.get("by") is not None:
        newer = superseder(snapshot, entry, record["by"])
        event["by"] = record["by"] = newer.id  # (the caller names it: a prefix was given)
        if entry.source == "user" and protected(entry, store.config) and newer.source != "user":
            _held_for_review(store, entry, newer, changes, event, record)
            return True
        _supersede(store, entry, newer, changes, _event(store, "contradict", record, **event),
                   source, session, at)
        return False
    changes["provenance"] = _provenance(entry, source, session, at, note="contradicted")
    _save_logged(store, entry, changes, record, _event(
        store, "contradict", record, **event, contradictions=entry.contradictions + 1))
    refresh_index(store)
    return False


def _supersede(store: Store, old: Entry, newer: Entry, changes: dict[str, Any],
               event: dict[str, Any], source: str, session: str | None, at: str) -> None:
    """`newer` replaces `old`: decided as `resolve NEWER --over OLD` (newer active and
    reviewed, old superseded into archive/), plus the contradiction counted on `old`, at the
    moment the edit was made (`at`; a queued edit is applied later). Two files, so one
    journaled plan (a crash between them is completed by the next command)."""
    plan = Plan("contradict", events=[event])
    drafts = Drafts(store.read_text)
    supersede(drafts, plan, newer, old, source=source, session=session,
                      other_changes=changes, why="contradicted", at=at)
    plan.events = [event]  # one decision, logged as the contradict it is
    plan.actions = drafts.actions()
    apply_locked(store, plan, report=False)


def _held_for_review(store: Store, rule: Entry, newer: Entry, changes: dict[str, Any],
                     event: dict[str, Any], record: dict[str, Any]) -> None:
    """`contradict RULE --by NEWER` where RULE is a rule a person stated (a protected kind, or
    `preserve`, with `source: user`) and NEWER is not a person's: the two go to needs_review,
    each naming the other, as consolidation flags a contradiction, and a person decides
    (`memstore resolve`). Protected entries are never archived by anything but a person's
    hand (SPEC 4); until session 59 one agent call (the CLI or the MCP `contradict` with
    `by`) archived the .env rule and put "Committing .env is fine for local test keys" in
    force, unreviewed (the reviewer trial)."""
    at, source, session = record["at"], record.get("source", "agent"), record.get("session")
    logged = _event(store, "contradict", record, **event, held=True)
    plan = Plan("contradict", events=[logged])
    drafts = Drafts(store.read_text)
    for entry, other, extra in ((rule, newer, changes), (newer, rule, {})):
        flagged = {**to_review(entry, [other.id]),
                   "provenance": [*own_provenance(entry), note_record(
                       source, session, f"contradicts {other.id} (contradict --by)", at)],
                   **extra}
        drafts.update(entry, flagged)
        plan.note("flag", entry.id, f"contradicts {other.id}: {rule.id} is a {rule.kind} a "
                  "person stated, so a person decides", title=entry.title, layer=entry.layer,
                  **{"with": other.id})
    plan.events = [logged]  # one edit, logged as the contradict it is
    plan.actions = drafts.actions()
    apply_locked(store, plan, report=False)


def _used(store: Store, entry: Entry, record: dict[str, Any]) -> None:
    """A use counts a success or a failure. A success is also evidence that the entry still
    holds, as a confirmation is: it moves `last_confirmed` (so decay, stale marking and the
    compaction level count from it) and revives a stale entry. Until session 58 it did
    neither, and a procedure used successfully four times went stale 120 days after it was
    written (a user trial). A failure refreshes nothing."""
    failed = bool(record.get("failed"))
    key = "failures" if failed else "successes"
    changes: dict[str, Any] = {key: entry.count(key) + 1}
    if not failed:
        changes["last_confirmed"] = max(record["at"], clock.format_time(entry.last_confirmed))
        if entry.status == "stale":
            changes.update(status="active", stale_since=DELETE)
    _save_logged(store, entry, changes, record, _event(
        store, "used", record, id=entry.id, outcome="failed" if failed else "succeeded",
        **{key: entry.count(key) + 1}))
    refresh_index(store)  # (its level, status and the counts a wisdom line shows)


def _provenance(entry: Entry, source: str, session: str | None, at: str | None = None,
                **extra: Any) -> list[Any]:
    record: dict[str, Any] = {"at": at or clock.format_time(clock.now()), "source": source}
    if session:
        record["session"] = session
    record.update(extra)
    return provenance.compact([*entry.provenance, record])


def save(store: Store, entry: Entry, changes: dict[str, Any], layer: str | None = None) -> None:
    """Rewrite only the keys `changes` names (moving the file to `layer`, if given). Every
    caller logs the edit next: a log it could not write to is refused before the entry
    changes (docs/guarantees.md: a command fails before it changes anything)."""
    logs.writable(store)
    text = store.read_text(entry.rel)
    new = rewrite(text, changes)
    dst = entry.rel_in(layer) if layer else entry.rel
    check_readable(new, dst, entry.id, changes)
    if dst != entry.rel:
        writer.move(store.path(entry.rel), store.path(dst), new)
    elif new != text:
        store.write(entry.rel, new)
