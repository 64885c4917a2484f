"""Review: what changed in the store between a git revision and the working tree.

`review(store, base)` reads git (only reading commands: rev-parse, diff, ls-files, show) and
log/events.jsonl, and gathers what a reviewer needs to judge the `git diff` of a memory change:

- the lifecycle decisions taken since BASE: the events in log/events.jsonl now that are not in
  BASE's copy of it (the log only grows, and git merges it as a union of lines), so each merge
  comes with the facts it added and the entries it absorbed, each archive or prune with its
  reason and decay score, each expiry, compaction, restore and purge;
- the files: added, modified, deleted and moved (a deleted and an added file with the same
  name are one move, the way memstore moves entries between layers, even while the new path
  is untracked);
- the changed entry files that break the format (memstore.app.lint on those files only), and the
  changed files no logged event explains (edited by hand).

Rendering it, and `commit_run` (the one writer: it stages the store folder and makes one commit
whose message is the review's summary, `retention run --apply --commit`), are
memstore.app.review_render.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

from memstore.app import lint
from memstore.app.lint import Finding
from memstore.core import jsonline
from memstore.core.entry import LAYERS
from memstore.core.errors import BadInput
from memstore.core.protection import protected
from memstore.storage import regular
from memstore.storage.gitinfo import _git as git
from memstore.storage.gitinfo import repo_root
from memstore.storage.store import EVENTS, Snapshot, Store

# Lifecycle decisions, in the order a review shows them (other events are summed up by name).
DECISIONS = ("merge", "promote", "supersede", "flag", "expire", "compact", "prune", "archive",
             "stale", "restore", "purge", "unlink", "repair", "migrate", "resolve")
DIRECT_EDITS = ("add", "confirm", "contradict", "used", "preserve", "lint-fix")


@dataclass(frozen=True)
class FileChange:
    """One file of the store that differs from BASE (paths relative to the store root)."""

    change: str  # added, modified, deleted or moved
    path: str
    old_path: str | None = None


@dataclass
class Review:
    """Everything `memstore review` reports."""

    base: str
    commit: str
    store: str  # the store folder, relative to the repository root
    files: list[FileChange] = field(default_factory=list)
    events: list[dict[str, Any]] = field(default_factory=list)
    errors: list[Finding] = field(default_factory=list)
    hand_edits: list[str] = field(default_factory=list)
    replaced: list[dict[str, Any]] = field(default_factory=list)

    @property
    def persons_rules_replaced(self) -> int:
        """Rules a person stated that an agent's `contradict --by` replaced."""
        return sum(1 for r in self.replaced if r["persons_rule"])

    def decisions(self, action: str) -> list[dict[str, Any]]:
        return [e for e in self.events if e.get("event") == action]

    def counts(self) -> dict[str, int]:
        """Events by name, decisions first."""
        found = Counter(str(e.get("event")) for e in self.events)
        order = {name: i for i, name in enumerate((*DECISIONS, *DIRECT_EDITS))}
        return dict(sorted(found.items(), key=lambda kv: (order.get(kv[0], 99), kv[0])))

    @property
    def empty(self) -> bool:
        return not (self.files or self.events)

    def to_json(self) -> dict[str, Any]:
        return {
            "base": self.base, "commit": self.commit, "store": self.store,
            "counts": self.counts(),
            "files": [asdict(f) for f in self.files],
            "events": self.events,
            "errors": [f.to_json() for f in self.errors],
            "hand_edits": self.hand_edits,
            "replaced": self.replaced,
        }


def store_repo(store: Store) -> tuple[Path, str]:
    """The git repository holding the store and the store folder's path in it ('' at the top);
    BadInput when the store is not in a repository."""
    repo = repo_root(store.root)
    if repo is None:
        raise BadInput(f"{store.root} is not in a git repository; 'memstore review' compares "
                       "the store with a git revision")
    prefix = store.root.resolve().relative_to(repo.resolve()).as_posix()
    return repo, "" if prefix == "." else prefix


def base_commit(store: Store, base: str = "HEAD") -> str:
    """The commit `base` names in the repository holding the store; BadInput, saying what to
    do, when there is no repository, no such commit, or no commit at all yet."""
    repo, prefix = store_repo(store)
    return _commit(repo, base, prefix)


def _commit(repo: Path, base: str, prefix: str) -> str:
    if not base or base.startswith("-"):
        raise BadInput(f"'{base}' is not a git revision")
    done = git(repo, "rev-parse", "--verify", "--quiet", f"{base}^{{commit}}", check=False)
    if done.returncode != 0:
        if git(repo, "rev-parse", "--verify", "--quiet", "HEAD", check=False).returncode != 0:
            # (right after `git init`: "try HEAD" would name the revision just refused)
            raise BadInput(f"{repo} has no commit yet: commit the store once (git add "
                           f"{prefix or '.'} && git commit), then memstore compares it with "
                           "that commit")
        raise BadInput(f"'{base}' is not a commit in {repo} (try HEAD, HEAD~1, a branch or a "
                       "commit id)")
    return done.stdout.strip()


def _store_rel(prefix: str, path: str) -> str | None:
    if not prefix:
        return path
    return path[len(prefix) + 1:] if path.startswith(prefix + "/") else None


def _files(repo: Path, commit: str, prefix: str) -> list[FileChange]:
    spec = prefix or "."
    diff = git(repo, "-c", "core.quotepath=off", "diff", "--name-status", "-z", "-M",
               commit, "--", spec).stdout.split("\0")
    untracked = git(repo, "ls-files", "-z", "--others", "--exclude-standard", "--",
                    spec).stdout.split("\0")
    changes: list[FileChange] = []
    i = 0
    while i < len(diff) and diff[i]:
        status = diff[i]
        if status.startswith(("R", "C")):
            old, new = diff[i + 1], diff[i + 2]
            i += 3
            changes.append(FileChange("moved" if status[0] == "R" else "added", new, old))
            continue
        kind = {"A": "added", "D": "deleted"}.get(status[0], "modified")
        changes.append(FileChange(kind, diff[i + 1]))
        i += 2
    changes += [FileChange("added", path) for path in untracked if path]
    relative = []
    for change in changes:
        rel = _store_rel(prefix, change.path)
        old_rel = _store_rel(prefix, change.old_path) if change.old_path else None
        if rel is not None and not rel.startswith(".cache/"):
            relative.append(FileChange(change.change, rel, old_rel))
    return sorted(_pair_moves(relative), key=lambda c: (c.path, c.change))


def _pair_moves(changes: list[FileChange]) -> list[FileChange]:
    """A deleted and an added entry file with the same name in different layers: one move."""
    added: dict[str, list[FileChange]] = {}
    for change in changes:
        if change.change == "added" and _is_entry(change.path):
            added.setdefault(PurePosixPath(change.path).name, []).append(change)
    out, paired = [], set()
    for change in changes:
        if change.change == "deleted" and _is_entry(change.path):
            candidates = added.get(PurePosixPath(change.path).name, [])
            if len(candidates) == 1 and candidates[0].path not in paired:
                paired.add(candidates[0].path)
                out.append(FileChange("moved", candidates[0].path, change.path))
                continue
        out.append(change)
    return [c for c in out if not (c.change == "added" and c.path in paired)]


def _is_entry(rel: str) -> bool:
    parts = PurePosixPath(rel).parts
    return len(parts) > 1 and parts[0] in LAYERS and rel.endswith(".md")


def _new_events(store: Store, repo: Path, commit: str, prefix: str) -> list[dict[str, Any]]:
    """Events in the log now that BASE's copy of the log does not have, in log order."""
    path = f"{prefix}/{EVENTS}" if prefix else EVENTS
    size = git(repo, "cat-file", "-s", f"{commit}:{path}", check=False).stdout.strip()
    if size.isdigit() and int(size) > regular.MAX_LOG_BYTES:  # (the log now is checked too)
        raise BadInput(f"{EVENTS} in {commit[:12]}: {size} bytes, over the "
                       f"{regular.MAX_LOG_BYTES}-byte limit for a log; review from a later "
                       "revision")
    shown = git(repo, "show", f"{commit}:{path}", check=False)
    before = Counter(jsonline.lines(shown.stdout)) if shown.returncode == 0 else Counter()
    lines = jsonline.lines(regular.read_log(store.root, EVENTS))
    events = []
    for line in lines:
        if before[line] > 0:
            before[line] -= 1
            continue
        try:
            record = jsonline.loads(line)
        except ValueError:
            continue  # a torn line: the review is about decisions, not log hygiene
        if isinstance(record, dict):
            events.append(record)
    return events


def named_ids(events: list[dict[str, Any]]) -> set[str]:
    """Every entry id the events name (an event about a file, like lint-fix, by its stem)."""
    ids: set[str] = set()
    for event in events:
        if isinstance(event.get("path"), str):
            ids.add(PurePosixPath(event["path"]).stem)
        for key in ("id", "into", "by", "from", "with"):
            value = event.get(key)
            if isinstance(value, list):
                ids.update(str(v) for v in value)
            elif value:
                ids.add(str(value))
    return ids


def review(store: Store, base: str = "HEAD") -> Review:
    """What changed in the store between git revision `base` and the working tree."""
    repo, prefix = store_repo(store)
    commit = _commit(repo, base, prefix)
    files = _files(repo, commit, prefix)
    events = _new_events(store, repo, commit, prefix)
    present = {f.path for f in files if f.change != "deleted" and _is_entry(f.path)}
    snapshot = store.load(write_cache=False)
    errors = [f for f in lint.check(store, snapshot, only=present) if f.severity == "error"]
    explained = named_ids(events)
    hand = sorted(f.path for f in files if _is_entry(f.path) and f.change != "moved"
                  and PurePosixPath(f.path).stem not in explained)
    return Review(base, commit, prefix or ".", files, events, errors, hand,
                  _replaced(store, snapshot, events))


def _replaced(store: Store, snapshot: Snapshot, events: list[dict[str, Any]]
              ) -> list[dict[str, Any]]:
    """Each entry a `contradict --by` replaced, with the one that replaced it, and whether it
    was a rule a person stated (a protected kind, `source: user`) replaced by an entry no
    person stated: the review names those, since no lifecycle decision stands behind them."""
    out = []
    for event in events:
        if event.get("event") != "contradict" or not event.get("by"):
            continue
        old, new = snapshot.find(str(event.get("id"))), snapshot.find(str(event["by"]))
        if old is None or new is None:
            continue
        out.append({"id": old.id, "title": old.title, "kind": old.kind, "source": old.source,
                    "by": new.id, "by_title": new.title, "by_source": new.source,
                    "persons_rule": (old.source == "user" and new.source != "user"
                                     and protected(old, store.config))})
    return out
