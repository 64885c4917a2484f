"""Plans: what a lifecycle job would do, computed before anything is touched.

A job computes a `Plan` from a loaded snapshot and the clock: the file writes, moves and
deletions, the event-log lines, and the items of its report. A dry run renders the plan;
`apply` executes it under the store lock. Keeping the decision pure makes dry runs honest
(they run the same code) and reports free.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from memstore.core import provenance
from memstore.core.entry import Entry
from memstore.core.fileformat import DELETE, rewrite
from memstore.core.plural import counted
from memstore.runtime import clock


@dataclass(frozen=True)
class Write:
    """Create or rewrite the file `rel` with `text`."""

    rel: str
    text: str


@dataclass(frozen=True)
class Move:
    """Move the file `src` to `dst` (a rename that keeps its name), rewritten as `text`."""

    src: str
    dst: str
    text: str


@dataclass(frozen=True)
class Delete:
    """Remove the file `rel` (only `purge` plans these)."""

    rel: str


Action = Write | Move | Delete


@dataclass
class Plan:
    """The changes of one job run, the events to log and the items of its report."""

    job: str
    actions: list[Action] = field(default_factory=list)
    events: list[dict[str, Any]] = field(default_factory=list)
    items: list[dict[str, Any]] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)
    # Pairs the judge could not decide: listed for a person, not changes (a plan with only
    # these is empty, and writes nothing).
    uncertain: list[dict[str, Any]] = field(default_factory=list)

    @property
    def empty(self) -> bool:
        return not self.actions

    def note(self, action: str, entry_id: str, reason: str, **details: Any) -> None:
        """Record one decision for the report and the event log, and count it."""
        item = {"action": action, "id": entry_id, "reason": reason, **details}
        self.items.append(item)
        self.counts[action] = self.counts.get(action, 0) + 1
        event = {"at": clock.format_time(clock.now()), "event": action, "job": self.job,
                 "id": entry_id, "reason": reason}
        event.update({k: v for k, v in details.items() if k not in ("before", "after")})
        self.events.append(event)

    def contradictions_flagged(self) -> int:
        """How many contradictions the flags stand for: each is one pair of entries, both
        flagged (or one, when the other was decided before), so a pair counts once."""
        return len({frozenset((i["id"], i.get("with") or i["id"]))
                    for i in self.items if i["action"] == "flag"})

    def flag_count(self) -> str:
        """The flags in words, the one wording every place uses (the report's table and
        heading, `session end`, `watch`): "2 contradictions flagged (4 entries to review)",
        counted as pairs with the entries in parentheses. Until session 59 the report's table
        said "4 entries (2 contradictions)" and its heading "2 contradictions, 4 entries"."""
        return (f"{counted(self.contradictions_flagged(), 'contradiction')} flagged "
                f"({counted(self.counts.get('flag', 0), 'entry', 'entries')} to review)")

    def summary(self) -> str:
        """The counts on one line, as `session end` and `watch` print them: "1 promote, 2
        contradictions flagged (4 entries to review)". Until session 58 the flags read "4
        flag", both sides of two contradictions counted as four (a user trial)."""
        said = []
        for action, n in sorted(self.counts.items()):
            if action == "flag":
                said.append(self.flag_count())
            else:
                said.append(f"{n} {action}")
        return ", ".join(said) or "nothing to do"

    def extend(self, other: Plan) -> None:
        """Append another job's plan (the retention run chains its jobs this way)."""
        self.actions.extend(other.actions)
        self.events.extend(other.events)
        self.items.extend(other.items)
        self.warnings.extend(other.warnings)
        self.uncertain.extend(other.uncertain)
        for key, value in other.counts.items():
            self.counts[key] = self.counts.get(key, 0) + value

    def to_json(self, dry_run: bool) -> dict[str, Any]:
        return {
            "job": self.job,
            "at": clock.format_time(clock.now()),
            "dry_run": dry_run,
            "counts": dict(sorted(self.counts.items())),
            "items": self.items,
            "changes": [_action_json(a) for a in self.actions],
            "warnings": self.warnings,
            "uncertain": self.uncertain,
        }


def _action_json(action: Action) -> dict[str, str]:
    if isinstance(action, Write):
        return {"write": action.rel}
    if isinstance(action, Move):
        return {"move": action.src, "to": action.dst}
    return {"delete": action.rel}


class Drafts:
    """The entry changes a job has decided so far, folded into one action per file.

    A job may touch one entry several times in a run (merge into it, then move it); drafts
    accumulate the frontmatter changes, the newest body and the destination layer, and
    `actions()` turns each entry into a single rewrite or move of its original text.
    """

    def __init__(self, read_text: Callable[[str], str]) -> None:
        self._read = read_text
        self._entries: dict[str, Entry] = {}
        self._changes: dict[str, dict[str, Any]] = {}
        self._bodies: dict[str, str] = {}
        self._layers: dict[str, str] = {}
        self._created: list[Write] = []

    def update(self, entry: Entry, changes: dict[str, Any] | None = None,
               body: str | None = None, layer: str | None = None) -> Entry:
        """Fold changes into `entry`'s draft; returns the entry as it now stands.

        Provenance that has grown long folds its oldest records (memstore.core.provenance)."""
        if changes and isinstance(changes.get("provenance"), list):
            changes = {**changes, "provenance": provenance.compact(changes["provenance"])}
        self._entries.setdefault(entry.id, entry)
        self._changes.setdefault(entry.id, {}).update(changes or {})
        if body is not None:
            self._bodies[entry.id] = body
        if layer is not None:
            self._layers[entry.id] = layer
        return self.view(entry)

    def view(self, entry: Entry) -> Entry:
        """`entry` with the changes drafted so far (unchanged if there are none)."""
        if entry.id not in self._entries:
            return entry
        original = self._entries[entry.id]
        meta = dict(original.meta)
        for key, value in self._changes[entry.id].items():
            if value is DELETE:
                meta.pop(key, None)
            else:
                meta[key] = value
        layer = self._layers.get(entry.id, original.layer)
        return Entry(rel=original.rel_in(layer), meta=meta,
                     body=self._bodies.get(entry.id, original.body))

    def create(self, rel: str, text: str) -> None:
        self._created.append(Write(rel, text))

    def actions(self) -> list[Action]:
        """One action per changed file, in a stable order (by path)."""
        out: list[Action] = list(self._created)
        for entry_id, original in sorted(self._entries.items(), key=lambda kv: kv[1].rel):
            text = self._read(original.rel)
            new = rewrite(text, self._changes[entry_id], self._bodies.get(entry_id))
            dst = original.rel_in(self._layers.get(entry_id, original.layer))
            if dst != original.rel:
                out.append(Move(original.rel, dst, new))
            elif new != text:
                out.append(Write(original.rel, new))
        return out
