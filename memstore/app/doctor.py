"""`memstore doctor`: find and repair what a crash, a bad merge or a hand move left behind.

Checks, each a `Finding` with the repair `--apply` makes (or None: a person must decide):

- unfinished-journal: a run a crash interrupted -> completed (memstore.storage.journal);
- merge-driver: inside git, `merge.memstore.driver` missing or broken -> installed;
- gitattributes: the store's .gitattributes lacks a merge rule -> the rule is added;
- conflict: git conflict markers in an entry -> merged with the driver's rules (from git's
  index stages during a merge, else from the markers); a clash of two rewrites of the same body
  line stays for a person. Also an entry git left unmerged without markers (both sides moved
  it to the same layer, one seen by git as a rename, the other not) -> both sides merged with
  the driver's rules against the merge base's copy of the file in its old layer;
- duplicate-id: one id in several files -> the copy in the layer its merged status belongs to
  keeps the id and gets every copy's frontmatter and lines merged into it
  (memstore.storage.gitmerge); each other copy is archived, not deleted, as
  `archive/<id>-dup-<hash>.md`, superseded by it;
- status-layer: a status that does not fit the layer -> the layer a person moved the file to
  wins and the status follows it, except an entry the merge driver revived (`restored_at` on a
  live status in archive/) and a superseded entry in working/, which move instead;
- dangling-link: a link to an id that is in no file -> the link is removed;
- self-link: a link from an entry to itself -> the link is removed (an entry superseded by
  itself becomes the layer's live status again: nothing else replaced it);
- link-cycle of superseded_by (A by B, B by A: none in force, none in context) -> each entry
  of the loop outside archive/ goes to review in conflict with the others, for `resolve`;
  of compacted_into (each entry hidden behind the other) -> every link that does not point at
  a compaction node listing the entry as a source is removed (a loop of two nodes listing
  each other is left to a person); of parent -> the oldest entry of the loop loses its
  `parent` (`_chain_loops`);
- stranded-facts: an entry a merge absorbed holds facts its survivor does not (edited after
  the merge: a hand edit on a clone that had not pulled the merge yet) -> they are appended
  to the live survivor, so nothing is left to the archive's 90 days; a fact the archived file
  already held when git first saw it in archive/ is not one (it reached the survivor with the
  merge, and a person took it out since);
- stranded-confirmations: an entry a merge absorbed was confirmed after the merge (on a clone
  that had not pulled it) -> each confirmation is counted on the live survivor as its
  provenance record `from` the entry, once (a record the survivor holds is not counted again);
- index: INDEX.md out of date or conflicted -> regenerated;
- future-date: created or last_confirmed more than a day after now (a clone whose clock runs
  ahead) -> reported only (which date is right is for a person to say);
- temp-file: a temporary file an interrupted write left -> reported only (delete it by hand
  when no memstore command is running);
- pending-evidence: confirm/contradict/used edits a killed job never folded in -> folded in;
- every other `lint` error (a malformed file, a secret, an unknown kind...) -> reported only.

File repairs form one plan, applied like any job (journaled, logged, with a report).
"""

from __future__ import annotations

import hashlib
import itertools
import os
import re
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from datetime import timedelta
from pathlib import Path
from typing import Any

from memstore.app import evidence, index, lint
from memstore.app.commit import refresh_index
from memstore.app.transaction import apply_plan, transaction
from memstore.core import fileformat, provenance
from memstore.core.decisions import merged_into, to_review
from memstore.core.entry import LAYERS, MAX_ID_LENGTH, STATUSES_BY_LAYER, Entry, parse_entry
from memstore.core.errors import (
    CannotWrite,
    FileTooLarge,
    InvalidEntry,
    MemstoreError,
    UnsafePath,
)
from memstore.core.fileformat import DELETE, append_facts, parse, rewrite
from memstore.core.plan import Move, Plan, Write
from memstore.core.plural import counted
from memstore.runtime import clock
from memstore.storage import gitinfo, gitmerge, gitsetup, journal, regular, safepath
from memstore.storage.linemerge import has_conflict_markers, split_conflict
from memstore.storage.store import Snapshot, Store

# The layer each status lives in (needs_review may live in working/ or long_term/).
HOME = {"candidate": "working", "active": "long_term", "stale": "long_term",
        "compacted": "long_term", "archived": "archive", "expired": "archive",
        "superseded": "archive"}
ARCHIVE_KEYS = ("archived_at", "archived_reason", "decay_score", "expires_at", "expiry_reason",
                "stale_since")


@dataclass(frozen=True)
class Finding:
    """One problem: where, what, and what `--apply` does about it (None: needs a person)."""

    code: str
    path: str
    message: str
    repair: str | None

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class Diagnosis:
    """Everything doctor found, and the plan of file repairs."""

    findings: list[Finding] = field(default_factory=list)
    plan: Plan = field(default_factory=lambda: Plan("doctor"))
    index_stale: bool = False
    driver_missing: bool = False

    def add(self, code: str, path: str, message: str, repair: str | None) -> None:
        self.findings.append(Finding(code, path, message, repair))


def diagnose(store: Store, snapshot: Snapshot) -> Diagnosis:
    """Look at everything; change nothing."""
    found = Diagnosis()
    try:
        record = journal.read(store)
        problem = journal.unreadable(store) if record is None else None
    except UnsafePath:  # .cache/ is a symlink: reported by _symlinks, never read through
        record = problem = None
    if problem is not None:
        found.add("unfinished-journal", journal.JOURNAL,
                  f"a journal that cannot be used: {problem}",
                  "set it aside as " + journal.UNREADABLE)
    if record is not None:
        state = journal.describe(store, record)
        found.add("unfinished-journal", journal.JOURNAL,
                  f"a {state['job']} run started {state['started']} was interrupted "
                  f"({state['steps']} steps: {state['states']})", "complete the run")
    if _exists(store, journal.JOURNAL + ".unreadable"):
        found.add("unfinished-journal", journal.JOURNAL + ".unreadable",
                  "a journal that could not be read was set aside", None)
    _git_checks(store, found)
    _symlinks(store, snapshot, found)
    skip = _conflicts(store, snapshot, found)
    skip |= _duplicates(store, snapshot, found, skip)
    _layers_and_links(store, snapshot, found, skip)
    _stranded_facts(store, snapshot, found, skip)
    _stranded_confirmations(store, snapshot, found, skip)
    _future_dates(snapshot, found)
    _index(store, snapshot, found)
    _temp_files(store, found)
    _pending_evidence(store, found)
    _lint(store, snapshot, found)
    return found


def _exists(store: Store, rel: str) -> bool:
    try:
        return store.path(rel).exists()
    except UnsafePath:
        return False


def _lint(store: Store, snapshot: Snapshot, found: Diagnosis) -> None:
    """Every error `memstore lint` reports that the checks above did not: a malformed file, a
    secret, an unknown kind... doctor never says "no problems" while lint finds some."""
    seen = {(path, f.code) for f in found.findings for path in f.path.split(", ")}
    # A conflicted or symlinked file is an `invalid` one for lint: said once, by the check above.
    conflicted = {f.path for f in found.findings if f.code in ("conflict", "symlink")}
    # A file the plan moves gets the status of the layer it goes to (a second copy of an id
    # goes to archive/ as superseded): its status-layer error is repaired by that move.
    moved = {a.src for a in found.plan.actions if isinstance(a, Move)}
    for finding in lint.check(store, snapshot):
        if finding.severity != "error" or (finding.path, finding.code) in seen:
            continue
        if finding.code == "status-layer" and finding.path in moved:
            continue
        if finding.code == "invalid" and finding.path in conflicted:
            continue
        where = f"line {finding.line}: " if finding.line else ""
        found.add(finding.code, finding.path, f"{where}{finding.message} (from lint)", None)


def _git_checks(store: Store, found: Diagnosis) -> None:
    if gitsetup.work_tree(store.root) is None:
        return
    problem = gitsetup.driver_problem(store.root)
    if problem:
        found.driver_missing = True
        found.add("merge-driver", ".git/config", problem,
                  f"set {gitsetup.DRIVER_KEY} in the repository's local config")
    problem = gitsetup.attribute_problem(store.root)
    if problem:
        fixed = gitsetup.fixed_attributes(store.root)
        found.plan.actions.append(Write(".gitattributes", fixed))
        found.plan.note("repair", ".gitattributes", problem)
        found.add("gitattributes", ".gitattributes", problem, "add the merge rules")


def _symlinks(store: Store, snapshot: Snapshot, found: Diagnosis) -> None:
    """Every symlink in the store, reported and left alone: never read through (it could import
    a file from anywhere) and never replaced (a person decides what it should be)."""
    layered = [p.path for p in snapshot.problems if os.path.islink(store.root / p.path)]
    for rel in sorted({*layered, *safepath.symlinks(store.root)}):
        found.add("symlink", rel, rel + " " + safepath.SYMLINK_REASON, None)


# Conflict markers -------------------------------------------------------------------------


def _conflicts(store: Store, snapshot: Snapshot, found: Diagnosis) -> set[str]:
    rels = [e.rel for e in snapshot.entries] + [p.path for p in snapshot.problems]
    unmerged = gitsetup.unmerged(store.root)
    skip: set[str] = set()
    for rel in sorted(rels):
        try:
            text = store.read_text(rel)
        except (InvalidEntry, UnsafePath):  # a symlink is reported, never read (_symlinks)
            continue
        if not has_conflict_markers(text):
            if rel in unmerged and _unmerged_without_markers(rel, text, store, found):
                skip.add(rel)
            continue
        skip.add(rel)
        versions = gitsetup.conflict_stages(store.root, rel) or split_conflict(text)
        merged = _merge_versions(versions, rel)
        if merged is None:
            head = _merge_frontmatter(versions, rel, text)
            if head is not None:
                # The frontmatter is the driver's to merge; the body lines both sides rewrote
                # stay for a person, shown meanwhile as two versions (`context`, INDEX.md).
                found.plan.actions.append(Write(rel, head))
                found.plan.note("repair", rel, "merged the conflicting frontmatter with the "
                                "entry rules; both versions of the body lines are left")
                found.add("conflict", rel, "git conflict markers in the frontmatter (the entry "
                          "could not be read: out of context and recall) and body lines both "
                          "sides rewrote", "merge the frontmatter with the memstore driver's "
                          "rules, leaving the body lines for a person (edit the file to keep the "
                          "right text, then 'git add' it)")
                continue
            found.add("conflict", rel, "git conflict markers where both sides rewrote the same "
                      "lines; edit the file to keep the right text, then 'git add' it", None)
            continue
        found.plan.actions.append(Write(rel, merged))
        found.plan.note("repair", rel, "merged the conflicting versions with the entry rules")
        found.add("conflict", rel, "git conflict markers (merged without the memstore driver)",
                  "merge both versions with the memstore driver's rules")
    return skip


def _unmerged_without_markers(rel: str, text: str, store: Store, found: Diagnosis) -> bool:
    """An entry git left unmerged with no markers in it: both sides moved it to the same new
    place with different contents (both promoted, or both archived it), and git, not seeing
    a rename, leaves our version in the file and theirs only in its index. Merged with the
    driver's rules like any other entry; False when git has no two versions of it (a
    modify/delete conflict: the copy in another layer is a duplicate id)."""
    versions = gitsetup.conflict_stages(store.root, rel)
    if versions is None:
        return False
    merged = _merge_versions(versions, rel)
    if merged is None:
        found.add("conflict", rel, "git left this entry unmerged and both sides rewrote it "
                  "(the file holds only our version); merge theirs in by hand ('git show "
                  f":3:./{rel}' in the store folder prints it), then 'git add' it", None)
    elif merged == text:
        found.add("conflict", rel, "git left this entry unmerged; the file already holds both "
                  "sides' versions merged: 'git add' it", None)
    else:
        found.plan.actions.append(Write(rel, merged))
        found.plan.note("repair", rel, "merged both sides' versions with the entry rules")
        found.add("conflict", rel, "git left this entry unmerged (both sides moved it here); "
                  "the file holds only our version", "merge theirs in with the memstore "
                  "driver's rules; then 'git add' it")
    return True


def _merge_frontmatter(versions: tuple[str, str | None, str] | None, rel: str,
                       text: str) -> str | None:
    """The file with its conflicting frontmatter merged by the driver's rules and the body
    lines both sides rewrote left with their markers, when its frontmatter has markers and
    the result reads as an entry; else None (nothing to gain: a person edits it)."""
    if versions is None:
        return None
    try:
        parse_entry(text, rel)
        return None  # (the frontmatter reads already: the body's markers are a person's)
    except InvalidEntry:
        pass
    ours, base, theirs = versions
    found = [_split_head(t) for t in (ours, theirs, text, *([base] if base else []))]
    parts = [p for p in found if p is not None]
    if len(parts) != len(found):
        return None
    (ours_head, body), (theirs_head, _), (_, conflicted), *rest = parts
    base_text = rest[0][0] + body if rest else None
    merged = _split_head(gitmerge.merge_texts(base_text, ours_head + body,
                                              theirs_head + body).text)
    if merged is None:
        return None
    result = merged[0] + conflicted  # the body as git left it, markers and all
    try:
        parse_entry(result, rel)
    except InvalidEntry:
        return None
    return result if result != text else None


def _split_head(text: str) -> tuple[str, str] | None:
    """(frontmatter with its `---` lines, body) of an entry's text, or None without one."""
    lines = text.splitlines(keepends=True)
    if not lines or lines[0].rstrip("\r\n") != "---":
        return None
    for n, line in enumerate(lines[1:], 1):
        if line.rstrip("\r\n") == "---":
            return "".join(lines[: n + 1]), "".join(lines[n + 1:])
    return None


def _merge_versions(versions: tuple[str, str | None, str] | None, rel: str) -> str | None:
    if versions is None:
        return None
    ours, base, theirs = versions
    if base is None:
        # Without the base (git's default conflict style) two different bodies may be two
        # rewrites of one line or two additions: only a person can tell.
        try:
            if parse(ours, rel).body != parse(theirs, rel).body:
                return None
        except InvalidEntry:
            return None
    result = gitmerge.merge_texts(base, ours, theirs)
    if result.conflicts or has_conflict_markers(result.text):
        return None
    try:
        parse_entry(result.text, rel)
    except InvalidEntry:
        return None
    return result.text


# One id in several files ------------------------------------------------------------------


def _duplicates(store: Store, snapshot: Snapshot, found: Diagnosis, skip: set[str]) -> set[str]:
    touched: set[str] = set()
    taken = set(snapshot.by_id)
    unreadable = _unreadable_ids(snapshot)
    for entry_id, copies in sorted(snapshot.by_id.items()):
        if len(copies) < 2 or any(c.rel in skip for c in copies):
            continue
        touched.update(c.rel for c in copies)
        texts = {c.rel: store.read_text(c.rel) for c in copies}
        merged_text = texts[copies[0].rel]
        for other in copies[1:]:
            merged_text = gitmerge.merge_texts(None, merged_text, texts[other.rel]).text
        status = str(parse(merged_text).meta.get("status") or copies[0].status)
        home = HOME.get(status)
        keeper = _keeper(copies, home)
        keeper_text = texts[keeper.rel]
        for other in copies:
            if other is not keeper:
                keeper_text = gitmerge.merge_texts(None, keeper_text, texts[other.rel]).text
        # (one rewrite a file a plan: a dangling link in the copies goes in this one, or the
        # link would wait for a second run and be called a person's problem in the first)
        keeper_text = _without_dangling(keeper_text, keeper.rel, snapshot, unreadable, found)
        dst = keeper.rel_in(home) if home and home != keeper.layer else keeper.rel
        if dst != keeper.rel:
            found.plan.actions.append(Move(keeper.rel, dst, keeper_text))
        elif keeper_text != texts[keeper.rel]:
            found.plan.actions.append(Write(keeper.rel, keeper_text))
        archived = []
        for other in copies:
            if other is keeper:
                continue
            kept = _without_dangling(texts[other.rel], other.rel, snapshot, unreadable, found)
            new_rel, text = _retire_copy(other, kept, dst, taken)
            found.plan.actions.append(Move(other.rel, new_rel, text))
            archived.append(new_rel)
        paths = ", ".join(c.rel for c in copies)
        found.plan.note("repair", entry_id, f"id in {len(copies)} files ({paths}): kept {dst} "
                        "with every copy merged into it", to=dst, **{"from": archived})
        found.add("duplicate-id", paths, f"id '{entry_id}' is in {len(copies)} files",
                  f"keep {dst} (every copy merged into it); archive the others as "
                  + ", ".join(archived))
    return touched


def _without_dangling(text: str, rel: str, snapshot: Snapshot, unreadable: set[str],
                      found: Diagnosis) -> str:
    """`text` (a copy of an id in two files, as it will be written) without its links to ids in
    no file; each one found on `rel`, the file it came from."""
    try:
        entry = parse_entry(text, rel)
    except MemstoreError:  # (the merged copy reads no better: lint says why)
        return text
    changes, _ = _dangling(entry, snapshot, unreadable, found)
    return rewrite(text, changes) if changes else text


def _keeper(copies: list[Entry], home: str | None) -> Entry:
    def rank(entry: Entry) -> tuple[int, int, str]:
        at_home = entry.layer == home if home else entry.layer != "archive"
        fits = entry.status in STATUSES_BY_LAYER.get(entry.layer, ())
        return (not at_home, not fits, entry.rel)

    return min(copies, key=rank)


def _copy_ids(entry_id: str, text: str) -> Iterator[str]:
    """Ids for a second copy of `entry_id` with this text: `-dup-` and the text's hash, two
    digits longer each time, then hashes salted with a counter. Widening alone never ended
    once the store held an id for every length of the hash, which whoever commits the copy
    can work out from its text: the salted ones run past any store's finitely many ids."""
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    salted = (hashlib.sha256(f"{text}\x00{n}".encode()).hexdigest()[:16]
              for n in itertools.count(1))
    for tail in itertools.chain((digest[:width] for width in range(4, 65, 2)), salted):
        suffix = f"-dup-{tail}"
        yield entry_id[: MAX_ID_LENGTH - len(suffix)] + suffix


def _retire_copy(copy: Entry, text: str, keeper_rel: str, taken: set[str]) -> tuple[str, str]:
    new_id = next(i for i in _copy_ids(copy.id, text) if i not in taken)
    taken.add(new_id)
    when = copy.meta.get("archived_at") or copy.meta.get("last_confirmed") or \
        copy.meta.get("created") or clock.format_time(clock.now())
    changes: dict[str, Any] = {
        "id": new_id, "status": "superseded", "superseded_by": copy.id, "archived_at": when,
        "archived_from": copy.layer,
        "archived_reason": f"a second copy of {copy.id} ({copy.rel}); merged into {keeper_rel}",
    }
    subdir = f"{copy.subdir}/" if copy.subdir else ""
    return f"archive/{subdir}{new_id}.md", rewrite(text, changes)


# Status and layer, links ------------------------------------------------------------------


def _layers_and_links(store: Store, snapshot: Snapshot, found: Diagnosis,
                      skip: set[str]) -> None:
    unreadable = _unreadable_ids(snapshot)
    now = clock.format_time(clock.now())
    loop_of = {entry_id: loop for loop in lint.link_loops(snapshot, "superseded_by")
               for entry_id in loop}
    chain_breaks, chain_repairs = _chain_loops(snapshot)
    for entry in snapshot.entries:
        if entry.rel in skip or len(snapshot.by_id[entry.id]) > 1:
            continue
        changes: dict[str, Any] = {}
        layer = entry.layer
        reasons: list[str] = []
        loop = loop_of.get(entry.id)
        if loop is not None and layer != "archive":
            # Superseded in a loop (A by B, B by A): none of them is in force, and context and
            # recall showed none. Which one holds is a person's to say: each goes to review,
            # in conflict with the others (`memstore resolve`).
            others = [i for i in loop if i != entry.id]
            changes.update({"superseded_by": DELETE, **to_review(entry, others)})
            kept = [t for t in entry.supersedes if t not in loop]
            if kept != entry.supersedes:
                changes["supersedes"] = kept if kept else DELETE
            why = f"to review, in conflict with {', '.join(others)}"
            reasons.append(why)
            shown = " -> ".join([*loop, loop[0]])
            found.add("link-cycle", entry.rel, f"superseded_by leads back to this entry "
                      f"({shown}): none of them is the version in force", why)
        for key, cut, problem in chain_breaks.get(entry.id, ()):
            if cut is not None and key not in changes:
                changes[key] = DELETE
                reasons.append(cut)
            found.add("link-cycle", entry.rel, problem, cut or chain_repairs.get(entry.id))
        fixed = _fit_status(entry, now) if loop is None else None
        if fixed is not None:
            layer, status_changes, why = fixed
            changes.update(status_changes)
            reasons.append(why)
            found.add("status-layer", entry.rel, f"status '{entry.status}' does not belong in "
                      f"{entry.layer}/", why)
        dropped, whys = _dangling(entry, snapshot, unreadable, found, layer, changes,
                                  loop is not None and layer != "archive")
        changes.update(dropped)
        reasons.extend(whys)
        if not changes:
            continue
        text = store.read_text(entry.rel)
        new = rewrite(text, changes)
        dst = entry.rel_in(layer)
        if dst != entry.rel:
            found.plan.actions.append(Move(entry.rel, dst, new))
        else:
            found.plan.actions.append(Write(entry.rel, new))
        found.plan.note("repair", entry.id, "; ".join(reasons), to=dst)


Break = tuple[str, str | None, str]  # the key, the repair (None: none here), the problem


def _chain_loops(snapshot: Snapshot) -> tuple[dict[str, list[Break]], dict[str, str]]:
    """Loops of `compacted_into` and of `parent` (A into B, B into A), and where each ends.

    compacted_into: a link is sound when it points at a compaction node (status compacted)
    that lists the entry in its `sources`; every other link of the loop is removed, so each
    entry stands for itself again (a loop hid every entry on it from context and recall, each
    represented by the other). A loop whose every link is sound (two nodes listing each other)
    is left to a person. parent: the line of refinements needs a first entry; the oldest
    (then the smallest id) is it, as a refinement is written after what it refines, and loses
    its `parent` (only how compaction groups entries depends on it).

    Returns, by id, each loop's finding on that entry (with its repair, or None when another
    entry's repair ends the loop or none is safe), and for the entries whose loop another
    entry's repair ends, the repair to name."""
    breaks: dict[str, list[Break]] = {}
    ends: dict[str, str] = {}
    for key, means in (("compacted_into", "none of them is the summary"),
                       ("parent", "none of them is the first of the line")):
        for loop in lint.link_loops(snapshot, key):
            members = [snapshot.by_id[i][0] for i in loop]
            shown = " -> ".join([*loop, loop[0]])
            if key == "compacted_into":
                cut = [m.id for m in members if not _sound_source(snapshot, m)]
            else:
                cut = [min(members, key=lambda m: (m.created, m.id)).id]
            for member in members:
                why = (f"remove the link {key}: {member.meta.get(key)} (ends the loop)"
                       if member.id in cut else None)
                problem = f"{key} leads back to this entry ({shown}): {means}"
                breaks.setdefault(member.id, []).append((key, why, problem))
                if why is None and cut:
                    ends[member.id] = f"ended by removing {key} of {', '.join(cut)}"
    return breaks, ends


def _sound_source(snapshot: Snapshot, entry: Entry) -> bool:
    """Whether `entry`'s compacted_into names a compaction node that lists it as a source."""
    node = snapshot.find(str(entry.meta.get("compacted_into")))
    return (node is not None and node.status == "compacted"
            and entry.id in node.strings("sources"))


def _dangling(entry: Entry, snapshot: Snapshot, unreadable: set[str], found: Diagnosis,
              layer: str | None = None, repaired: dict[str, Any] | None = None,
              in_loop: bool = False) -> tuple[dict[str, Any], list[str]]:
    """The changes that remove `entry`'s links to ids in no file, and to itself, and why (each
    one found). `layer` is where the entry goes (its own by default); `repaired` holds the
    changes the repairs before this one make, and when they undo a loop of supersession
    (`in_loop`), a key they rewrite is left to them."""
    layer = layer or entry.layer
    repaired = repaired or {}
    changes: dict[str, Any] = {}
    reasons: list[str] = []
    for key, target in entry.links():
        itself = target == entry.id
        if not itself and (target in snapshot.by_id or target in unreadable):
            continue
        if in_loop and key in repaired:
            continue  # (the loop's repair rewrites it)
        if key in ("supersedes", "sources"):
            kept = [t for t in entry.strings(key) if t != entry.id and (
                t in snapshot.by_id or t in unreadable)]
            changes[key] = kept if kept else DELETE
        else:
            changes[key] = DELETE
        why = f"remove the link {key}: {target}"
        if itself and key == "superseded_by" and entry.status == "superseded" and (
                "status" not in repaired):
            # superseded by nothing else: the entry was in force all along
            changes["status"] = STATUSES_BY_LAYER[layer][0]
            why += f" (status {changes['status']})"
        reasons.append(why)
        if itself:
            found.add("self-link", entry.rel, f"{key} names the entry itself", why)
        else:
            found.add("dangling-link", entry.rel, f"{key} names '{target}', which is in no file",
                      why)
    return changes, reasons


def _unreadable_ids(snapshot: Snapshot) -> set[str]:
    """The ids of files that cannot be parsed: a link to one is not dangling."""
    return {p.path.rsplit("/", 1)[-1].removesuffix(".md") for p in snapshot.problems}


def _stranded_facts(store: Store, snapshot: Snapshot, found: Diagnosis, skip: set[str]) -> None:
    """Facts an absorbed entry gained after git first saw it in archive/ (a hand edit merged in
    from a clone that had not pulled the merge) that the live entry its merges end in does not
    hold word for word. What it held when it was archived reached the survivor then (a fact
    the survivor lacks now was taken out of it by a person), so git's first copy of the file
    is the measure, and a store outside git, or a file not committed yet, is not asked. A
    survivor another repair rewrites gets them at the next run (one rewrite a file a plan)."""
    rewritten = {a.src if isinstance(a, Move) else a.rel for a in found.plan.actions}
    missing: dict[str, list[str]] = {}  # survivor id -> facts to append, in order
    repo: Path | None = None
    looked = False  # (for the repository, once)
    for entry in snapshot.layer("archive"):
        if entry.rel in skip or merged_into(entry) is None or not entry.facts:
            continue
        try:
            survivor = evidence.target(snapshot, entry.id)
        except MemstoreError:  # (an id in two files: reported by _duplicates)
            continue
        live = survivor.entry
        if survivor.merged_from is None or live.rel in skip or live.rel in rewritten:
            continue
        held = [*live.facts, *missing.get(live.id, [])]
        new = [f for f in entry.facts if f not in held]
        if not new:
            continue
        if not looked:
            repo, looked = gitinfo.repo_root(store.root), True
        merged = _facts_when_archived(store, repo, entry) if repo is not None else None
        new = [f for f in new if merged is not None and f not in merged]
        if not new:
            continue
        missing.setdefault(live.id, []).extend(new)
        one = len(new) == 1
        found.add("stranded-facts", entry.rel,
                  f"{'1 of its facts is' if one else f'{len(new)} of its facts are'} not in "
                  f"{live.id}, the entry it was merged into (edited after the merge)",
                  f"append {'it' if one else 'them'} to {live.id}")
    for survivor_id, facts in missing.items():
        live = snapshot.get(survivor_id)
        text = store.read_text(live.rel)
        found.plan.actions.append(Write(live.rel, rewrite(
            text, {}, body=append_facts(live.body, facts))))
        found.plan.note("repair", live.id, f"appended {counted(len(facts), 'fact')} its absorbed "
                        "entries held", facts_added=facts)


def _stranded_confirmations(store: Store, snapshot: Snapshot, found: Diagnosis,
                            skip: set[str]) -> None:
    """Confirmations an absorbed entry got after git first saw it in archive/ (a clone that had
    not pulled the merge confirmed it; the merge driver kept them on the archived file) that
    the live entry its merges end in does not hold: each is carried there as its provenance
    record with `from` naming the absorbed entry, as a confirmation of a merged entry lands
    locally, so a second run finds them held. Asked only inside git, like stranded facts."""
    rewritten = {a.src if isinstance(a, Move) else a.rel for a in found.plan.actions}
    carried: dict[str, list[dict[str, Any]]] = {}  # survivor id -> records to add
    repo: Path | None = None
    looked = False
    for entry in snapshot.layer("archive"):
        if entry.rel in skip or merged_into(entry) is None or entry.confirmations <= 1:
            continue
        try:
            survivor = evidence.target(snapshot, entry.id)
        except MemstoreError:
            continue
        live = survivor.entry
        if survivor.merged_from is None or live.rel in skip or live.rel in rewritten:
            continue
        held = [*live.provenance, *carried.get(live.id, [])]
        # (records the survivor's provenance folded into a summary are held up to its last)
        folded = max((str(r.get("last", "")) for r in held if provenance.is_summary(r)),
                     default="")
        new = [{**r, "from": entry.id} for r in entry.provenance
               if isinstance(r, dict) and "from" not in r and isinstance(r.get("at"), str)
               and r["at"] > folded]
        new = [r for r in new if r not in held]
        if not new:
            continue
        if not looked:
            repo, looked = gitinfo.repo_root(store.root), True
        before = _provenance_when_archived(store, repo, entry) if repo is not None else None
        if before is None:
            continue
        new = [r for r in new if {k: v for k, v in r.items() if k != "from"} not in before]
        if not new:
            continue
        carried.setdefault(live.id, []).extend(new)
        found.add("stranded-confirmations", entry.rel,
                  f"confirmed {counted(len(new), 'time')} after it was merged into {live.id} "
                  "(on a clone that had not pulled the merge)",
                  f"count {'it' if len(new) == 1 else 'them'} on {live.id}")
    for survivor_id, records in carried.items():
        live = snapshot.get(survivor_id)
        latest = max([clock.format_time(live.last_confirmed), *(r["at"] for r in records)])
        found.plan.actions.append(Write(live.rel, rewrite(store.read_text(live.rel), {
            "confirmations": live.confirmations + len(records), "last_confirmed": latest,
            "provenance": provenance.compact(sorted([*live.provenance, *records],
                                                    key=lambda r: str(r.get("at", ""))))})))
        found.plan.note("repair", live.id, f"counted {counted(len(records), 'confirmation')} "
                        "its absorbed entries got after the merge")


def _provenance_when_archived(store: Store, repo: Path, entry: Entry
                              ) -> list[dict[str, Any]] | None:
    """The provenance `entry`'s file held when it was first committed in archive/ (None: git
    does not know it there, or that text does not parse)."""
    rel = (store.root.resolve() / entry.rel).relative_to(repo.resolve()).as_posix()
    try:
        text = gitinfo.first_committed(repo, rel)
        return parse_entry(text, entry.rel).provenance if text is not None else None
    except MemstoreError:
        return None


def _facts_when_archived(store: Store, repo: Path, entry: Entry) -> list[str] | None:
    """The facts `entry`'s file held when it was first committed in archive/, or None when git
    does not know it there (not committed yet) or its text there does not parse."""
    rel = (store.root.resolve() / entry.rel).relative_to(repo.resolve()).as_posix()
    try:
        text = gitinfo.first_committed(repo, rel)
        return fileformat.facts(parse(text, entry.rel).body) if text is not None else None
    except MemstoreError:  # (a git failure, or the committed text does not parse)
        return None


def _fit_status(entry: Entry, now: str) -> tuple[str, dict[str, Any], str] | None:
    """(layer, changes, why) making status and layer agree, or None when they do."""
    status, layer = entry.status, entry.layer
    if status in STATUSES_BY_LAYER.get(layer, ()) or status not in (*HOME, "needs_review"):
        return None
    home = HOME.get(status)
    if layer == "archive" and "restored_at" in entry.meta:
        origin = str(entry.meta.get("archived_from") or "")
        dst = origin if origin in ("working", "long_term") and (
            home is None or home == origin) else (home or "long_term")
        return dst, {k: DELETE for k in ARCHIVE_KEYS}, (
            f"move it to {dst}/ (revived: confirmed on another clone while archived here)")
    if layer == "working" and status == "superseded":
        return "archive", {"archived_from": "working"}, "move it to archive/ (superseded)"
    if layer == "archive":
        changes = {"status": "archived", "archived_from": home or "long_term",
                   "archived_at": entry.meta.get("archived_at") or now,
                   "archived_reason": entry.meta.get("archived_reason") or
                   "moved to archive/ by hand"}
        return layer, changes, "set status archived (the file was moved to archive/)"
    new_status = "active" if layer == "long_term" else "candidate"
    changes = {"status": new_status}
    if status in ("archived", "expired"):
        changes.update({k: DELETE for k in ARCHIVE_KEYS})
        changes["restored_at"] = now
    return layer, changes, f"set status {new_status} (the file was moved to {layer}/)"


# Derived and leftover files ---------------------------------------------------------------


_LISTED_ID = re.compile(r"`([a-z0-9][a-z0-9-]*-[0-9a-f]{4,})`")


def _index(store: Store, snapshot: Snapshot, found: Diagnosis) -> None:
    """INDEX.md missing, conflicted, merged by git's union rule, or naming entries that are no
    longer in long_term/. (An index that is only older than today's levels is not a problem;
    `--apply` regenerates it anyway, as every writing command does.)"""
    rendered = index.render(snapshot, store)
    limit = max(4 * len(rendered.encode("utf-8")), 1 << 20)  # (two merged versions fit)
    too_large = None
    try:
        current: str | None = regular.read_limited(store.path(index.INDEX_FILE),
                                                   limit).decode("utf-8")
    except UnsafePath:
        return  # a symlink: reported by _symlinks, and not replaced
    except (FileNotFoundError, UnicodeDecodeError):
        current = None
    except FileTooLarge as exc:
        current, too_large = None, exc.size
    found.index_stale = current != rendered
    if too_large is not None:
        problem = f"{too_large} bytes, far more than the index of this store takes"
    elif current is None:
        problem = "missing"
    elif has_conflict_markers(current):
        problem = "full of git conflict markers"
    elif current.count("\n# ") + current.startswith("# ") > rendered.count("\n# ") + \
            rendered.startswith("# ") or _count_lines(current) > _count_lines(rendered):
        problem = "two versions merged line by line (git's union merge)"
    else:
        live = {e.id for e in snapshot.layer("long_term")}
        gone = sorted(set(_LISTED_ID.findall(current)) - live)
        if not gone:
            return
        problem = f"out of date (lists {', '.join(gone[:3])}, no longer in long_term/)"
    found.add("index", index.INDEX_FILE, f"INDEX.md is {problem}", "regenerate it")


def _count_lines(text: str) -> int:
    return sum(1 for line in text.splitlines() if "long-term entr" in line)


def _pending_evidence(store: Store, found: Diagnosis) -> None:
    """Evidence edits queued while a job held the store, which a killed job never folded in
    (memstore.app.evidence); taking the lock folds them, so `--apply` does."""
    waiting = evidence.count(store)
    if waiting:
        found.add("pending-evidence", evidence.PENDING,
                  f"{waiting} confirm/contradict/used edit{'' if waiting == 1 else 's'} queued "
                  "while a job held the store", "fold them into their entries")


FUTURE_TOLERANCE = timedelta(days=1)
"""How far after now an entry's date may lie before doctor names it (clocks differ by minutes;
a day ahead is a clone whose clock, or --now, is wrong)."""


def _future_dates(snapshot: Snapshot, found: Diagnosis) -> None:
    """Dates after now: written on a clone whose clock ran ahead (they arrive through git, and
    the merge keeps the latest last_confirmed). Such an entry counts as new until then: a
    candidate never expires, a long-term entry decays from a day that has not come. Reported
    only: which date is right is for a person to say."""
    now = clock.now()
    for entry in snapshot.entries:
        dates = [(key, when) for key, when in (("created", entry.created),
                                                ("last_confirmed", entry.last_confirmed))
                 if key in entry.meta and when - now > FUTURE_TOLERANCE]
        if dates:
            key, when = dates[0]
            days = (when - now) / timedelta(days=1)
            found.add("future-date", entry.rel,
                      f"{key} {clock.format_time(when)} is {days:.0f} days after now (a clock "
                      "ahead on the clone that wrote it?): until then it counts as new, never "
                      f"expiring or decaying; set {'it' if len(dates) == 1 else 'the dates'} "
                      "by hand", None)


def _temp_files(store: Store, found: Diagnosis) -> None:
    for layer in (*LAYERS, "reports", ".cache", ""):
        folder = store.root / layer if layer else store.root
        if os.path.islink(folder) or not folder.is_dir():
            continue  # a symlinked folder is reported, not searched
        leftovers = []
        for base, dirs, files in os.walk(folder):  # never descends into a symlinked folder
            leftovers += [Path(base, f) for f in files if f.startswith(".") and f.endswith(".tmp")]
            if layer not in LAYERS:
                break
            dirs.sort()
        for file in sorted(leftovers):
            rel = file.relative_to(store.root).as_posix()
            found.add("temp-file", rel, "a temporary file left by an interrupted write", None)


# Running ---------------------------------------------------------------------------------


def run(store: Store, apply: bool = False) -> tuple[Diagnosis, list[str]]:
    """Diagnose (a dry run), or with `apply` repair under the lock: complete an interrupted
    run, apply the file repairs, regenerate INDEX.md, install the merge driver. Returns what
    was found (before repairing) and the report files written."""
    if not apply:
        return diagnose(store, store.load(write_cache=False)), []
    try:
        return _repair(store)
    except CannotWrite:
        # (a file where .cache/ belongs: no lock can be taken. When nothing found could be
        # repaired anyway, the findings are the answer, the misplaced file among them.)
        found = diagnose(store, store.load(write_cache=False))
        if any(f.repair is not None for f in found.findings):
            raise
        return found, []


def _repair(store: Store) -> tuple[Diagnosis, list[str]]:
    interrupted = journal.read(store)
    with transaction(store):  # completes an interrupted run first
        diagnosis = diagnose(store, store.load())
        if interrupted is not None:
            diagnosis.findings.insert(0, Finding(
                "unfinished-journal", journal.JOURNAL,
                f"a {interrupted['job']} run started {interrupted['started']} was interrupted",
                "completed the run"))
        reports = apply_plan(store, diagnosis.plan)
        if diagnosis.index_stale and not reports:
            refresh_index(store)
        if diagnosis.driver_missing:
            gitsetup.install_driver(store.root)
    return diagnosis, reports
