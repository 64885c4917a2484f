"""Edits a person or agent names directly: add, confirm, contradict, used, preserve.

Each acts at once (no dry run), records an event, and rewrites only the keys it changes.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from memstore.app import evidence
from memstore.app.commit import refresh_index
from memstore.app.transaction import settle, transaction
from memstore.core import ids, screening
from memstore.core.entry import (
    SCHEMA_VERSION,
    SOURCES,
    Entry,
    check_id,
    check_readable,
    check_session,
    check_text,
    first_line,
    parse_entry,
    plain_title,
    title_of,
)
from memstore.core.errors import BadInput, LockTimeout, MemstoreError
from memstore.core.fileformat import DELETE, MAX_FILE_BYTES, bullets, render
from memstore.runtime import clock
from memstore.storage import logs, safepath, sealed, writer
from memstore.storage.lock import try_store_lock
from memstore.storage.store import EVENTS, Store

ADD_INDEX_WAIT = 1.0


@dataclass(frozen=True)
class Added:
    id: str
    rel: str
    layer: str
    confirmed: bool = False  # an exact copy of this live entry: confirmed instead of added


def session_id(explicit: str | None = None) -> str | None:
    """The session to cite in provenance: --session, else $MEMSTORE_SESSION (checked)."""
    if explicit:
        return check_session(explicit)
    return check_session(os.environ.get("MEMSTORE_SESSION") or None, "$MEMSTORE_SESSION")


def check_kind(store: Store, kind: str) -> str:
    known = store.config.known_kinds
    if kind not in known:
        raise BadInput(f"unknown kind '{kind}'; use one of {', '.join(known)} "
                       "(or add it under kinds: in memstore.yaml)")
    return kind


def _screen_secrets(store: Store, text: str, where: str) -> str:
    """`text` as it may be written into an entry or a log (memstore.core.screening.screen), by the
    store's secrets.mode: every field a command writes goes through here."""
    return screening.screen(text, where, store.config.secrets.mode)


def screened_session(store: Store, explicit: str | None = None) -> str | None:
    """The session to cite (`session_id`), screened for secrets."""
    session = session_id(explicit)
    return _screen_secrets(store, session, "the session") if session else None


def add(
    store: Store,
    text: str,
    *,
    title: str | None = None,
    kind: str | None = None,
    source: str = "agent",
    tags: Sequence[str] = (),
    branch: str | None = None,
    parent: str | None = None,
    session: str | None = None,
) -> Added:
    """Write a new entry. User-stated preferences, constraints and security rules go straight
    to long_term/ (configurable); everything else lands in working/ as a candidate."""
    text = check_text(text, "the text").strip()
    size = len(text) if len(text) > MAX_FILE_BYTES else len(text.encode("utf-8", "replace"))
    if size > MAX_FILE_BYTES:
        # (refused before the secret scan and the title, which took seconds on 5 MB only to
        # find that the file could not be read back)
        raise BadInput(f"the text is {size} bytes, over the {MAX_FILE_BYTES} limit of an "
                       "entry file; nothing was written")
    for value, what in ((title, "the title"), (branch, "--branch"), *((t, "--tag") for t in tags)):
        if value is not None:
            check_text(value, what, one_line=True)
    if not text and title and title.strip():
        text = " ".join(title.split())  # (`add -t "Use uv for deps" ""`: the title says it)
    if not text:
        raise BadInput("nothing to remember: the text is empty")
    if not _WORD.search(text):
        raise BadInput(f"nothing to remember: '{first_line(text, 40)}' has no words")
    kind = check_kind(store, kind or "observation")
    if source not in SOURCES:
        raise BadInput(f"unknown source '{source}'; use one of {', '.join(SOURCES)}")
    if parent:
        # (the only add that reads the store: a parent is an entry in it, named like every
        # other ID by any unique prefix; a typo was written as it stood, a dangling link)
        parent = store.load(write_cache=False).get(check_id(parent, "parent")).id
    text = _screen_secrets(store, text, "the text")
    title = plain_title(" ".join((title or "").split())) or title_of(text)
    title = _screen_secrets(store, title, "the title")
    body = text + "\n" if "\n" in text or text.startswith(("-", "*", "+")) else bullets([text])
    tags = [_screen_secrets(store, tag, "the tag") for tag in tags]
    branch = _screen_secrets(store, branch, "the branch") if branch else branch
    direct = source == "user" and kind in store.config.promotion.direct_to_long_term
    layer = "long_term" if direct else "working"
    now = clock.format_time(clock.now())
    session = screened_session(store, session)
    same = _exact_copy(store, title, body, kind, branch)
    if same is not None:
        confirm(store, same.id, source=source, session=session)
        return Added(same.id, same.rel, same.layer, confirmed=True)
    meta: dict[str, Any] = {
        "title": title, "kind": kind, "status": "active" if direct else "candidate",
        "source": source, "created": now, "last_confirmed": now, "confirmations": 1,
    }
    if branch:
        meta.update(scope="branch", branch=branch)
    if parent:
        meta["parent"] = parent
    if tags:
        meta["tags"] = sorted({t.strip() for t in tags if t.strip()})
    record = {"at": now, "source": source}
    if session:
        record["session"] = session
    meta["provenance"] = [record]
    meta["schema"] = SCHEMA_VERSION

    store.path(EVENTS)  # a log that cannot be written refuses the add before any file is made

    def taken(candidate: str) -> bool:
        return any(store.path(f"{lay}/{candidate}.md").exists()
                   for lay in ("working", "long_term", "archive"))

    while True:
        entry_id = ids.new_id(title, body, kind, now, session or "", taken=taken)
        rel = f"{layer}/{entry_id}.md"
        new_text = render({"id": entry_id, **meta}, body)
        check_readable(new_text, rel, "the new entry", {"id": entry_id, **meta})
        # Create-if-absent without the lock: a racing add of the same id loses and retries.
        # The log and the folder are checked first: an add that cannot log (a symlinked or
        # FIFO log, `working` a file) fails before it creates anything.
        logs.writable(store)
        if writer.create_exclusive(safepath.writable(store.root, rel), new_text):
            break
    try:
        logs.events(store, [store.event("add", id=entry_id, layer=layer, kind=kind,
                                      source=source)])
    except BaseException:
        store.path(rel).unlink(missing_ok=True)  # a failed add leaves no entry behind
        raise
    if layer == "long_term":
        # INDEX.md is rewritten only under the lock (a job running now refreshes it when it
        # ends); an add waits for it at most ADD_INDEX_WAIT seconds, then leaves it to them.
        with try_store_lock(store.root, min(ADD_INDEX_WAIT, store.config.lock_timeout_seconds)
                            ) as locked:
            if locked:
                refresh_index(store)
        settle(store)  # an evidence edit queued while this held the bare lock
    return Added(entry_id, rel, layer)


def read_text_file(path: str) -> str:
    """The text of a note to add, from a file the user named (`add --file`)."""
    try:
        with open(path, "rb") as handle:
            data = handle.read()
    except OSError as exc:
        raise BadInput(f"{path}: cannot read it ({exc.strerror or exc})") from None
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise BadInput(f"{path}: not UTF-8 text") from None


_WORD = re.compile(r"\w")
LIVE_LAYERS = ("working", "long_term")


def _normal(text: str) -> str:
    return " ".join(text.split()).casefold()


def _exact_copy(store: Store, title: str, body: str, kind: str,
                branch: str | None) -> Entry | None:
    """The live entry (working/ or long_term/, not superseded) an add would repeat word for
    word: same text (whitespace and case aside), kind and branch.

    Only files named like this add's own id (`<slug of the title>-<hash>.md`) are read, so an
    add never loads the store: an exact copy made by `add` has the same title, so the same slug.
    """
    base = ids.slug(title) or "entry"
    named = re.compile(re.escape(base) + r"-[0-9a-f]{4,8}\.md")
    wanted = _normal(body)
    for layer in LIVE_LAYERS:
        folder = store.path(layer)
        for path in sorted(folder.glob(f"**/{base}-*.md")):
            if not named.fullmatch(path.name) or path.is_symlink() or not path.is_file():
                continue
            rel = path.relative_to(store.root).as_posix()
            try:
                entry = parse_entry(store.read_text(rel), rel)
            except MemstoreError:
                continue  # a malformed file is lint's to report, not a copy
            if (_normal(entry.body) == wanted and entry.kind == kind and entry.branch == branch
                    and entry.status not in ("superseded", "compacted")):
                return entry
    return None


# Evidence: confirm, contradict, used. Each applies at once when the lock is free within a
# second, and otherwise waits in the pending log for the job that holds it
# (memstore.app.evidence).

@dataclass(frozen=True)
class Recorded:
    """An evidence edit: the entry it is recorded on (as it was), whether it waits for a job,
    the id named when that entry had been merged into this one (memstore.app.evidence), and
    the id of the entry that supersedes it (`contradict --by`)."""

    entry: Entry
    queued: bool = False
    merged_from: str | None = None
    by: str | None = None
    held: bool = False  # `contradict --by` of a rule a person stated: both wait for review


def confirm(store: Store, ref: str, *, source: str = "agent",
            session: str | None = None) -> Recorded:
    """Record that an entry was observed or confirmed again (it also revives a stale one)."""
    return _record(store, {"op": "confirm", "id": ref, "source": source,
                           "session": screened_session(store, session)})


def contradict(store: Store, ref: str, *, by: str | None = None, source: str = "agent",
               session: str | None = None) -> Recorded:
    """Record a contradiction; with `by`, the newer entry explicitly supersedes this one."""
    return _record(store, {"op": "contradict", "id": ref, "by": by, "source": source,
                           "session": screened_session(store, session)})


def used(store: Store, ref: str, *, failed: bool = False) -> Recorded:
    """Record that an entry was referenced in a task that succeeded (or, with failed, not)."""
    return _record(store, {"op": "used", "id": ref, "failed": failed})


def _record(store: Store, record: dict[str, Any]) -> Recorded:
    record = {"at": clock.format_time(clock.now()),
              **{k: v for k, v in record.items() if v is not None}}
    # Without a key to seal the pending log with (no writable home folder), an edit cannot
    # queue: it waits for the lock like any writer.
    wait = evidence.WAIT_SECONDS if sealed.key() is not None else None
    try:
        with transaction(store, wait=wait):
            done = evidence.apply(store, record)
            return Recorded(done.entry, merged_from=done.merged_from, by=record.get("by"),
                            held=done.held)
    except LockTimeout:
        if wait is None:
            raise
    # A job holds the store: check the edit now (a wrong id fails at once), then queue it. It
    # keeps the id named: the fold follows merges as they stand then (the job may merge it).
    snapshot = store.load(write_cache=False)
    found = evidence.target(snapshot, record["id"], evidence.follows_nodes(record))
    record["id"] = found.merged_from or found.entry.id
    if record["op"] == "contradict" and "by" in record:
        record["by"] = evidence.superseder(snapshot, found.entry, record["by"]).id
    evidence.queue(store, record)
    settle(store)  # the job may have let go since: then nothing would fold it until later
    return Recorded(found.entry, queued=True, merged_from=found.merged_from,
                    by=record.get("by"))


def set_preserve(store: Store, ref: str, *, on: bool = True) -> tuple[Entry, bool]:
    """Set (or clear) `preserve`: never compacted, pruned or archived automatically. Returns
    the entry and whether anything changed (an entry already so is neither written nor
    logged)."""
    with transaction(store):
        entry = store.load().get(ref)
        if entry.preserve == on:
            return entry, False
        evidence.save(store, entry, {"preserve": True if on else DELETE})
        logs.events(store, [store.event("preserve", id=entry.id, preserve=on)])
    return entry, True
