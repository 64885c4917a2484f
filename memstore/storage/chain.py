"""Chaining jobs without applying them: each job plans on the store as the earlier ones left it.

`Overlay` holds, in memory, the files a sequence of plans would write, move or delete. Its
`snapshot()` is the store as those plans leave it (parsed from the planned texts), its `store`
reads planned texts in place of the files on disk, and `actions()` folds everything into one
action per file against the disk, so a `retention run` is one plan, one report, and a dry run
that reads exactly what the applied run would do.
"""

from __future__ import annotations

from pathlib import Path

from memstore.core.entry import Entry, parse_entry
from memstore.core.errors import InvalidEntry
from memstore.core.plan import Action, Delete, Move, Plan, Write
from memstore.storage.store import Snapshot, Store, StoreView


class OverlayStore:
    """The store as a planner sees it mid-run (a StoreView): `read_text` sees the overlay,
    the root, configuration and paths are the real store's."""

    def __init__(self, store: Store, overlay: Overlay) -> None:
        self.root = store.root
        self.config = store.config
        self._store = store
        self._overlay = overlay

    def path(self, rel: str) -> Path:
        return self._store.path(rel)

    def read_text(self, rel: str) -> str:
        return self._overlay.read_text(rel)


class Overlay:
    """The store as a chain of plans leaves it, kept in memory."""

    def __init__(self, store: Store, snapshot: Snapshot) -> None:
        self.real = store
        self.base = snapshot
        self.store: StoreView = OverlayStore(store, self)
        self._on_disk = {e.rel for e in snapshot.entries} | {p.path for p in snapshot.problems}
        self._files: dict[str, tuple[str | None, str]] = {}  # path -> (disk origin, text)
        self._gone: set[str] = set()  # disk paths whose file has left (moved or deleted)
        self._parsed: dict[str, tuple[str, Entry | InvalidEntry]] = {}  # path -> (text, parse)

    def read_text(self, rel: str) -> str:
        if rel in self._files:
            return self._files[rel][1]
        if rel in self._gone:
            raise InvalidEntry(rel, "moved or deleted by an earlier step of this run")
        return self.real.read_text(rel)

    def add(self, plan: Plan) -> None:
        """Fold `plan`'s actions into the overlay."""
        for action in plan.actions:
            if isinstance(action, Write):
                origin = self._origin(action.rel, keep=True)
                self._files[action.rel] = (origin, action.text)
            elif isinstance(action, Move):
                origin = self._origin(action.src, keep=False)
                self._files[action.dst] = (origin, action.text)
            elif isinstance(action, Delete):
                self._origin(action.rel, keep=False)

    def _origin(self, rel: str, keep: bool) -> str | None:
        """Where the file now at `rel` came from on disk (None: created in this run)."""
        if rel in self._files:
            origin = self._files[rel][0] if keep else self._files.pop(rel)[0]
            if not keep and rel in self._on_disk:
                self._gone.add(rel)  # rewritten by an earlier step, now moved: it is gone
        elif rel in self._on_disk and rel not in self._gone:
            origin = rel
            if not keep:
                self._gone.add(rel)
        else:
            origin = None
        return origin

    def snapshot(self) -> Snapshot:
        """Every entry as the plans so far leave it (a planned file that does not parse becomes
        a problem, as it would on disk)."""
        entries = [e for e in self.base.entries
                   if e.rel not in self._gone and e.rel not in self._files]
        problems = [p for p in self.base.problems
                    if p.path not in self._gone and p.path not in self._files]
        for rel, (_, text) in self._files.items():
            # Each step asks for a snapshot: parse a planned text once, not once per step.
            parsed = self._parsed.get(rel)
            if parsed is None or (parsed[0] is not text and parsed[0] != text):
                try:
                    result: Entry | InvalidEntry = parse_entry(text, rel)
                except InvalidEntry as exc:
                    result = exc
                parsed = self._parsed[rel] = (text, result)
            if isinstance(parsed[1], InvalidEntry):
                problems.append(parsed[1])
            else:
                entries.append(parsed[1])
        entries.sort(key=lambda e: e.rel)
        problems.sort(key=lambda p: p.path)
        return Snapshot(entries, problems)

    def actions(self) -> list[Action]:
        """One action per file against the disk: creates, then rewrites and moves, then deletes."""
        created: list[Action] = []
        changed: list[tuple[str, Action]] = []
        origins = set()
        for rel, (origin, text) in sorted(self._files.items()):
            if origin is None:
                created.append(Write(rel, text))
                continue
            origins.add(origin)
            if origin != rel:
                changed.append((origin, Move(origin, rel, text)))
            elif text != self.real.read_text(rel):
                changed.append((origin, Write(rel, text)))
        deleted = [Delete(rel) for rel in sorted(self._gone - origins)]
        return [*created, *(a for _, a in sorted(changed, key=lambda pair: pair[0])), *deleted]
