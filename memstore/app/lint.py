"""Validation of every file in the store, and the repairs that are safe to make unasked."""

from __future__ import annotations

import os
import stat
from collections.abc import Collection
from dataclasses import asdict, dataclass
from pathlib import PurePosixPath
from typing import Any

from memstore.app import logscan
from memstore.app.transaction import transaction
from memstore.core import fileformat, ids
from memstore.core.config import CONFIG_NAME
from memstore.core.entry import (
    ID_PATTERN,
    LAYERS,
    SCHEMA_VERSION,
    SOURCES,
    STATUSES,
    STATUSES_BY_LAYER,
    Entry,
    control_character,
    parse_entry,
)
from memstore.core.errors import InvalidEntry, MemstoreError, UnsafePath
from memstore.core.fileformat import DELETE, KEY_ORDER, rewrite
from memstore.runtime import clock, progress, workers
from memstore.storage import logs, regular, safepath, scanmemo, writer
from memstore.storage.linemerge import has_conflict_markers
from memstore.storage.store import EVENTS, HEALTH, RECALLS, SESSIONS, Snapshot, Store


@dataclass(frozen=True)
class Finding:
    """One thing wrong (severity error) or worth repairing (severity fix) in one file."""

    path: str
    code: str
    message: str
    severity: str = "error"
    line: int | None = None

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}" if self.line else self.path
        return f"{where}: {self.code}: {self.message}"

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


LOGS = (EVENTS, RECALLS, SESSIONS, HEALTH)


def check(store: Store, snapshot: Snapshot, only: Collection[str] | None = None) -> list[Finding]:
    """Every finding in the store, errors and fixable notes alike, sorted by path.

    With `only` (store-relative paths), just the findings about those files (links and
    duplicate ids are still checked against the whole snapshot).
    """
    findings = [Finding(p.path, "invalid", p.reason, line=p.line) for p in snapshot.problems]
    findings += [Finding(rel, "symlink", safepath.SYMLINK_REASON)
                 for rel in safepath.symlinks(store.root)]
    findings += [Finding(rel, "wrong-type", reason) for rel, reason in safepath.wrong_types(
        store.root, (*LAYERS, *safepath.OWN_FOLDERS), (*safepath.OWN_FILES, *LOGS))]
    findings += _malformed_secrets(store, snapshot, only)
    if only is None:
        findings += [Finding(s.rel, "secret", f"{s.excerpt}; remove the line from the log and "
                             "from git history", line=s.line) for s in logscan.scan(store)]
        findings += [Finding(rel, "too-large", f"{size} bytes, over the "
                             f"{regular.MAX_LOG_BYTES}-byte limit for a log: no command reads "
                             "it, lint does not scan it; keep its last lines or move it away")
                     for rel, size in logscan.oversized(store)]
    if store.config.compaction.summarizer:
        findings.append(Finding(CONFIG_NAME, "config-command", "compaction.summarizer names a "
                                "command, which memstore never runs from this shared file; "
                                "remove it and set it locally: git config memstore.summarizer "
                                "'CMD' (or $MEMSTORE_SUMMARIZER)"))
    kinds = store.config.known_kinds
    checked = [e for e in snapshot.entries if only is None or e.rel in only]
    scans = _scan_unknown(store, snapshot, checked)
    for entry in checked:
        meta = entry.meta
        if meta.get("kind") is not None and entry.kind not in kinds:
            findings.append(Finding(entry.rel, "unknown-kind",
                                    f"kind '{entry.kind}' is not one of {', '.join(kinds)}"))
        if meta.get("status") is not None and entry.status not in STATUSES:
            findings.append(Finding(entry.rel, "unknown-status",
                                    f"status '{entry.status}' is not one of {', '.join(STATUSES)}"))
        elif entry.status not in STATUSES_BY_LAYER[entry.layer]:
            fits = ", ".join(STATUSES_BY_LAYER[entry.layer])
            findings.append(Finding(entry.rel, "status-layer",
                                    f"status '{entry.status}' does not belong in {entry.layer}/ "
                                    f"(there: {fits}); move the file or change its status"))
        if meta.get("source") is not None and entry.source not in SOURCES:
            findings.append(Finding(entry.rel, "unknown-source",
                                    f"source '{entry.source}' is not one of {', '.join(SOURCES)}"))
        for key, target in entry.links():
            if target == entry.id:
                findings.append(Finding(entry.rel, "self-link", f"{key} names the entry "
                                        "itself; run 'memstore doctor --apply' to remove it"))
            elif target not in snapshot.by_id:
                findings.append(Finding(entry.rel, "dangling-link",
                                        f"{key} names '{target}', which is not in the store"))
        findings.extend(_duplicate_keys(store, snapshot, entry))
        findings.extend(_secrets(store, snapshot, entry, scans))
        findings.extend(_control_characters(entry))
        if "<<<<<<<" in entry.body and has_conflict_markers(entry.body):
            findings.append(Finding(entry.rel, "conflict", "unresolved git conflict markers in "
                                    "the body; run 'memstore doctor --apply' or resolve them"))
        findings.extend(_misspelt_keys(entry))
        if "id" not in meta:
            findings.append(Finding(entry.rel, "missing-id", "no id key", "fix"))
        if "created" not in meta:
            findings.append(Finding(entry.rel, "missing-dates",
                                    "no created; it counts as now (lint --fix records it)",
                                    "fix"))
        elif "last_confirmed" not in meta:
            findings.append(Finding(entry.rel, "missing-dates", "no last_confirmed; it counts "
                                    f"as created ({meta['created']})", "fix"))
        if isinstance(meta.get("tags"), str):
            findings.append(Finding(entry.rel, "tags-text", f"tags written as text; read as "
                                    f"the list [{', '.join(entry.tags)}]", "fix"))
        if meta.get("schema", 0) != SCHEMA_VERSION:
            findings.append(Finding(entry.rel, "schema",
                                    f"schema {meta.get('schema', 'unset')} -> {SCHEMA_VERSION}",
                                    "fix"))
    findings += [f for f in _link_cycles(snapshot) if only is None or f.path in only]
    for entry_id, found in snapshot.by_id.items():
        if len(found) > 1:
            others = ", ".join(e.rel for e in found)
            for entry in found:
                findings.append(Finding(entry.rel, "duplicate-id",
                                        f"id '{entry_id}' is in {len(found)} files: {others}; "
                                        "run 'memstore doctor'"))
    if only is not None:
        findings = [f for f in findings if f.path in only]
    snapshot.save_memos()
    return sorted(findings, key=lambda f: (f.path, f.line or 0, f.code))


# Links that name one entry each, which a chain of entries follows: an entry superseded by
# another (and that one by a third...), a source compacted into a node, a parent.
_CHAIN_KEYS = ("superseded_by", "compacted_into", "parent")


_LOOP_MEANS = {
    "superseded_by": "none of them is the version in force",
    "compacted_into": "none of them is the summary",
    "parent": "none of them is the first of the line",
}


def _link_cycles(snapshot: Snapshot) -> list[Finding]:
    """Each entry on a loop of one link key (A superseded_by B, B superseded_by A): the chain
    ends nowhere, so neither entry is the one in force (a supersession loop takes every entry
    on it out of context and recall). An entry that names itself is a `self-link`."""
    found = []
    for key in _CHAIN_KEYS:
        why = _LOOP_MEANS[key]
        for loop in link_loops(snapshot, key):
            shown = " -> ".join([*loop, loop[0]])
            for entry_id in loop:
                found.append(Finding(snapshot.by_id[entry_id][0].rel, "link-cycle",
                                     f"{key} leads back to this entry ({shown}): {why}; "
                                     "edit one of them to end the loop"))
    return found


def link_loops(snapshot: Snapshot, key: str) -> list[list[str]]:
    """The loops of two entries or more that following `key` (one id an entry) goes round,
    each as the ids in the order the links go, from the first met."""
    loops = []
    done: set[str] = set()
    for start in snapshot.entries:
        path: list[str] = []
        on_path: set[str] = set()
        at: str | None = start.id
        while at is not None and at not in done and at not in on_path:
            on_path.add(at)
            path.append(at)
            entries = snapshot.by_id.get(at)
            if not entries or len(entries) > 1:
                break  # (dangling-link and duplicate-id say what is wrong there)
            target = entries[0].meta.get(key)
            at = str(target) if target else None
        if at is not None and at in on_path and len(path) - path.index(at) > 1:
            loops.append(path[path.index(at):])
        done.update(path)
    return loops


def _duplicate_keys(store: Store, snapshot: Snapshot, entry: Entry) -> list[Finding]:
    """A key written twice in one frontmatter (a bad merge, a hand edit): YAML reads the last
    silently, so a reviewer of the diff may read one value and memstore uses another."""
    def compute() -> list[str]:
        try:
            return fileformat.duplicate_keys(store.read_text(entry.rel))
        except (MemstoreError, OSError):  # changed since it was loaded: the next lint reads it
            return []

    keys = snapshot.memo(entry, DUPLICATE_KEYS_MEMO, compute)
    return [Finding(entry.rel, "duplicate-key", f"key '{key}' is written more than once; "
                    f"memstore reads only the last ({_shown_value(entry.meta.get(key))}): "
                    "keep one") for key in keys]


DUPLICATE_KEYS_MEMO = "lint/duplicate-keys-1"


def _shown_value(value: object) -> str:
    text = str(value)
    return repr(text if len(text) <= 60 else text[:57] + "...")


# Keys whose value is one line of text; every other string may span lines.
_ONE_LINE_KEYS = frozenset(("id", "title", "kind", "status", "source", "scope", "branch",
                            "parent", "superseded_by", "compacted_into", "archived_from"))


def _misspelt_keys(entry: Entry) -> list[Finding]:
    """A key that is one of memstore's but for its case or a '-' (`Title`, `Kind`,
    `last-confirmed`): kept as an unknown key, so the value was never read, and a
    `Kind: security_rule` would leave the rule out of every context's rules."""
    found = []
    for key in entry.meta:
        meant = str(key).strip().lower().replace("-", "_").replace(" ", "_")
        if key not in KEY_ORDER and meant in KEY_ORDER and meant not in entry.meta:
            found.append(Finding(entry.rel, "misspelt-key",
                                 f"key '{key}' is not read as '{meant}' (keys are lowercase, "
                                 f"with '_'); rename it to '{meant}'"))
    return found


def _control_characters(entry: Entry) -> list[Finding]:
    """A NUL or another control character `add` would refuse, in a top-level text value (a
    list's items included) or the body: YAML's escapes (`"a\\u0000b"`) let a hand write one.
    Only reported: what the person meant by it is theirs to say (output shows it escaped)."""
    found = []
    for key, value in [*entry.meta.items(), ("the body", entry.body)]:
        texts = value if isinstance(value, list) else [value]
        for text in texts:
            if not isinstance(text, str):
                continue
            at = control_character(text, one_line=key in _ONE_LINE_KEYS or key == "tags")
            if at is not None:
                found.append(Finding(entry.rel, "control-character",
                                     f"{key}: control character {text[at]!r} at character "
                                     f"{at + 1}; memstore never writes one, remove it"))
                break
    return found


def _secrets(store: Store, snapshot: Snapshot, entry: Entry,
             scans: dict[str, list[str]]) -> list[Finding]:
    # The whole file is scanned, frontmatter included (a hand-written file may keep a token in
    # any key). The scan costs about 2 ms a KB, so its result is kept in the parse cache until
    # the file (or the scanner: memstore.storage.scanmemo.name) changes.
    def scan() -> list[str]:
        return scans[entry.rel] if entry.rel in scans else _scan(store, entry)

    excerpts = snapshot.memo(entry, scanmemo.name(), scan)
    return [Finding(entry.rel, "secret", f"{excerpt}; remove it from the file and from git "
                    "history") for excerpt in excerpts]


# A malformed file is read for secrets up to this size (larger ones are refused as too large,
# and scanning costs about a second a mebibyte).
MAX_MALFORMED_SCAN = 4 << 20


def _malformed_secrets(store: Store, snapshot: Snapshot,
                       only: Collection[str] | None) -> list[Finding]:
    """Secrets in the files that could not be loaded (an unclosed `---`, a mismatched id, a bad
    file name, bad YAML): a malformed file is exactly where one may still sit. Symlinks and
    anything but a regular file are never read."""
    found = []
    for problem in snapshot.problems:
        if only is not None and problem.path not in only:
            continue
        try:
            path = store.path(problem.path)
            if not stat.S_ISREG(os.lstat(path).st_mode):
                continue
            with open(path, "rb") as handle:
                data = handle.read(MAX_MALFORMED_SCAN)
        except (OSError, UnsafePath):
            continue
        found += [Finding(problem.path, "secret", f"{excerpt}; remove it from the file and from "
                          "git history")
                  for excerpt in scanmemo.scan(data.decode("utf-8", "replace"))]
    return found


# From this many files without a kept scan on (a first lint, a new clone), scanning is worth
# the worker processes (memstore.runtime.workers): a file takes about half a millisecond.
PARALLEL_SCANS = 500


def _scan_unknown(store: Store, snapshot: Snapshot, entries: list[Entry]) -> dict[str, list[str]]:
    """The secret scan of each of `entries` the parse cache does not hold yet, by path: on
    every core when there are many (a first lint of a large store scans every file)."""
    name = scanmemo.name()
    unknown = [e for e in entries if not snapshot.memoized(e, name)]
    if len(unknown) < PARALLEL_SCANS:
        return {}  # each is scanned when asked for
    found = workers.ordered_map(_Scanner(store, unknown), range(len(unknown)), chunk=32)
    scans: dict[str, list[str]] = {}
    for done, (entry, excerpts) in enumerate(zip(unknown, found, strict=True), 1):
        progress.report("lint", done, len(unknown), "files scanned for secrets")
        scans[entry.rel] = excerpts
    progress.clear()
    return scans


@dataclass(frozen=True)
class _Scanner:
    """The scan of the n-th entry: a pure function of its file, for the worker processes."""

    store: Store
    entries: list[Entry]

    def __call__(self, n: int) -> list[str]:
        return _scan(self.store, self.entries[n])


def _scan(store: Store, entry: Entry) -> list[str]:
    try:
        return scanmemo.scan(store.read_text(entry.rel), entry.meta)
    except InvalidEntry:  # changed since it was loaded: the next lint scans it
        return scanmemo.scan(f"{entry.meta.get('title') or ''}\n{entry.body}")


def fix(store: Store, snapshot: Snapshot, only: Collection[str] | None = None) -> list[str]:
    """Make the safe repairs: ids, dates, schema upgrades, tags written as text, file names
    that are not ids.

    Returns one line per file repaired. Files that fail to parse are never touched. With
    `only` (store-relative paths), just those files are repaired (`memstore watch` repairs the
    files a person just created).
    """
    done: list[str] = []
    now = clock.format_time(clock.now())
    wanted = None if only is None else set(only)
    with transaction(store):
        logs.writable(store)  # the fixes are logged: a bad log refuses them before any is made
        for problem in snapshot.problems:
            if wanted is not None and problem.path not in wanted:
                continue
            target = _rename_to_id(store, problem.path, snapshot)
            if target:
                done.append(f"{problem.path}: renamed to {target}")
                if wanted is not None:
                    wanted.add(target)
        if done:
            snapshot = store.load()
        for entry in snapshot.entries:
            if wanted is not None and entry.rel not in wanted:
                continue
            changes: dict[str, Any] = {}
            if "id" not in entry.meta:
                changes["id"] = entry.id
            for key in ("created", "last_confirmed"):
                if key not in entry.meta:
                    changes[key] = entry.meta.get("created", now)
            if entry.meta.get("schema", 0) != SCHEMA_VERSION:
                changes["schema"] = SCHEMA_VERSION
            if isinstance(entry.meta.get("tags"), str):
                changes["tags"] = entry.tags or DELETE  # (none left: the key goes)
            if changes:
                text = store.read_text(entry.rel)
                store.write(entry.rel, rewrite(text, changes))
                done.append(f"{entry.rel}: set {', '.join(changes)}")
        if done:
            logs.events(store, [store.event("lint-fix", path=line.split(":")[0]) for line in done])
    return done


def _rename_to_id(store: Store, rel: str, snapshot: Snapshot) -> str | None:
    """A hand-made file name like 'My Notes.md' becomes 'my-notes.md' when that is free;
    returns the new path (None when the file was left as it is)."""
    path = PurePosixPath(rel)
    if path.suffix != ".md" or ID_PATTERN.match(path.stem):
        return None
    new_stem = ids.slug(path.stem)
    if not new_stem or new_stem in snapshot.by_id:
        return None
    target = str(path.with_name(f"{new_stem}.md"))
    try:
        text = store.read_text(rel)
        parse_entry(text, target)  # only rename a file that is otherwise a good entry
    except InvalidEntry:
        return None
    if store.path(target).exists():
        return None
    writer.move(store.path(rel), store.path(target))
    return target
