"""The intent journal: a job interrupted at any instant is finished by the next command.

Before an applied plan changes its first file, `run` writes the whole plan to `.cache/journal.json`
(atomically, fsynced): every step with the full text it writes and a hash of the file it expects
to find, the event-log lines and the report files. Then it carries out the steps, appends the
events, writes the reports, runs the caller's after-commit hooks (the application's: INDEX.md,
the health record; see `Hook`) and removes the journal.

This module is a bare executor: it knows files, not what the application does after a commit,
and it prints nothing. Whoever takes the store lock next (the application's transaction,
memstore.app.transaction) finds a journal left behind and completes it before anything else
(`recover`, with the same hooks), and tells the person from the outcome it returns
(`messages`). Completing is rolling forward, never back: the journal holds every byte the run
meant to write, so nothing can be lost, and each step is idempotent:

- a write whose file already holds the new text is done;
- a move whose destination holds the new text is done once the source is gone (a crash between
  writing the destination and removing the source left both: the source is removed);
- a delete whose file is gone is done;
- events are appended only if their exact lines are not in the log already (searched from the
  log's size when the journal was written), so no event is logged twice.

A step whose file changed since the run was planned (a hand edit after the crash) is left alone
and reported, with a pointer to `memstore doctor`.

The journal lives in `.cache/`, which git ignores, on purpose: it describes one working copy's
half-finished change and must never travel to another clone through a commit. Since a file
committed with `git add -f` is checked out all the same, the journal is sealed with this user's
key (memstore.storage.sealed), and one that is not (committed, copied from another clone,
damaged), or that does not hold a well-formed plan whose every path stays in the store, is
never replayed: it is set aside as `.cache/journal.json.unreadable`, named with the reason.
Deleting `.cache/`
while no memstore command runs is always safe; deleting it right after a crash throws the journal
away, and `memstore doctor` then finds and repairs what the run left (an id in two files).

Fault injection for tests: `MEMSTORE_CRASH_AT=<job>:<n>` (job `*` matches any; `recover` is the
completion of an interrupted run) makes the process exit at once with `os._exit(CRASH_EXIT_CODE)`
when it reaches crash point n: point 0 is right after the journal is written, then one point
after each write or delete, two per move (after the destination is written and after the source
is removed), and one each after the events, the reports and each after-commit hook (the
application passes two: the index and the health record).
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from memstore.core import screening
from memstore.core.errors import CannotWrite, MemstoreError
from memstore.core.plan import Action, Delete, Move, Plan, Write
from memstore.runtime import clock
from memstore.storage import logs, regular, safepath, sealed, writer
from memstore.storage.store import EVENTS, Store

JOURNAL = ".cache/journal.json"
UNREADABLE = JOURNAL + ".unreadable"
FORMAT = 1
CRASH_ENV = "MEMSTORE_CRASH_AT"
CRASH_EXIT_CODE = 86
RECOVER = "recover"


@dataclass(frozen=True)
class Hook:
    """Work the application does once a journaled run's files are committed.

    `run(store, record)` gets the journal record (its `job`, and whatever `note` put in it).
    It runs after the commit and, if a crash came first, again when the run is completed, so it
    must be idempotent: `note(store)` is called before the first file changes, and its fields
    (JSON) are kept in the journal for `run` to tell whether it already ran. `writes` names the
    files it writes: refused before anything changes if unsafe, and cleaned of a killed run's
    temporary files on recovery.
    """

    run: Callable[[Store, dict[str, Any]], None]
    writes: tuple[str, ...] = ()
    note: Callable[[Store], dict[str, Any]] | None = None


@dataclass
class Outcome:
    """What executing (or completing) a journal did."""

    job: str
    started: str
    steps: int
    done_before: int = 0
    carried_out: int = 0
    skipped: list[str] = field(default_factory=list)
    reports: list[str] = field(default_factory=list)
    set_aside: bool = False
    """The journal could not be read: set aside as UNREADABLE, nothing carried out."""
    reason: str = ""
    """Why it could not be read, when set aside."""


def path(store: Store) -> Path:
    return store.path(JOURNAL)


def crash_points(plan: Plan, hooks: Sequence[Hook]) -> int:
    """How many crash points applying `plan` with `hooks` passes (MEMSTORE_CRASH_AT indexes
    0 .. this-1)."""
    return 1 + sum(2 if isinstance(a, Move) else 1 for a in plan.actions) + 2 + len(hooks)


class _Crasher:
    """Counts crash points and exits abruptly at the one MEMSTORE_CRASH_AT names."""

    def __init__(self, label: str) -> None:
        self.target: int | None = None
        self.count = 0
        spec = os.environ.get(CRASH_ENV, "")
        job, _, index = spec.rpartition(":")
        if job in (label, "*") and index.isdigit():
            self.target = int(index)

    def point(self) -> None:
        if self.target is not None and self.count == self.target:
            sys.stdout.flush()
            sys.stderr.flush()
            os._exit(CRASH_EXIT_CODE)
        self.count += 1


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _file_digest(file: Path) -> str | None:
    try:
        return _digest(regular.read_bytes(file))
    except FileNotFoundError:
        return None


def _step(store: Store, action: Action,
          planned: Mapping[str, bytes] | None = None) -> dict[str, Any]:
    known = planned or {}

    def before(rel: str) -> str | None:
        if rel in known:
            return _digest(known[rel])
        return _file_digest(store.path(rel))

    if isinstance(action, Write):
        return {"op": "write", "rel": action.rel, "text": action.text, "before": before(action.rel)}
    if isinstance(action, Move):
        return {"op": "move", "src": action.src, "dst": action.dst, "text": action.text,
                "before": before(action.src)}
    if isinstance(action, Delete):
        return {"op": "delete", "rel": action.rel, "before": before(action.rel)}
    raise TypeError(f"unknown action {action!r}")


def run(store: Store, plan: Plan, reports: dict[str, str], hooks: Sequence[Hook],
        planned: Mapping[str, bytes] | None = None) -> Outcome:
    """Journal `plan` (with its report files, {path: text}), carry it out, run `hooks` and
    remove the journal. The caller holds the store lock.

    `planned` ({path: bytes}) holds the files as the plan was made from them: a step finds
    its file as it was then or leaves it alone (a save made while the job planned is never
    overwritten); any other file is expected as it is now."""
    events_log = store.path(EVENTS)
    # Every file the run writes, refused now if it is a symlink, or of the wrong type (a file
    # where a folder belongs, a folder where a file does), before any file changes.
    for rel in (JOURNAL, EVENTS, *reports, *(rel for hook in hooks for rel in hook.writes),
                *_targets(plan.actions)):
        safepath.writable(store.root, rel)
    record = {
        "format": FORMAT,
        "job": plan.job,
        "started": clock.format_time(clock.now()),
        "pid": os.getpid(),
        "command": " ".join(["memstore", *sys.argv[1:]])[:500],
        "steps": [_step(store, a, planned) for a in plan.actions],
        "events": screening.scrub(plan.events),  # screened like every log line (storage.logs)
        "events_offset": size(events_log),
    }
    for hook in hooks:
        if hook.note is not None:
            record.update(hook.note(store))
    record["reports"] = reports
    write(store, record)
    return execute(store, record, _Crasher(plan.job), hooks)


def _targets(actions: Sequence[Action]) -> list[str]:
    return [a.dst if isinstance(a, Move) else a.rel for a in actions
            if isinstance(a, (Write, Move, Delete))]


def write(store: Store, record: dict[str, Any]) -> None:
    """Write `record` as the journal, sealed (fsynced: it is what a crash leaves)."""
    text = json.dumps(record, ensure_ascii=False) + "\n"
    data = sealed.seal(store.root, JOURNAL, text.encode("utf-8"))
    # Without a key (no writable home folder) it is written unsealed: a person can read it,
    # and the next command sets it aside for doctor rather than trust it.
    writer.write_text(path(store), text if data is None else data.decode("utf-8"))


def execute(store: Store, record: dict[str, Any], crash: _Crasher,
            hooks: Sequence[Hook]) -> Outcome:
    """Carry out every step of a journal record that is not done yet, then finish the run."""
    steps = record["steps"]
    outcome = Outcome(record["job"], record["started"], len(steps))
    crash.point()
    for step in steps:
        result = _apply_step(store, step, crash)
        if result == "done":
            outcome.done_before += 1
        elif result == "carried out":
            outcome.carried_out += 1
        else:
            outcome.skipped.append(result)
        crash.point()
    _append_events(store, record)
    crash.point()
    for rel, text in record["reports"].items():
        if _file_digest(store.path(rel)) != _digest(text.encode("utf-8")):
            store.write(rel, text)
        outcome.reports.append(rel)
    crash.point()
    for hook in hooks:
        hook.run(store, record)
        crash.point()
    writer.delete(path(store))
    return outcome


def size(file: Path) -> int:
    """A file's size in bytes, 0 if it does not exist (the offsets a journal keeps)."""
    try:
        return file.stat().st_size
    except FileNotFoundError:
        return 0


def _apply_step(store: Store, step: dict[str, Any], crash: _Crasher) -> str:
    """'done' (nothing to do), 'carried out', or why the step was skipped."""
    op = step["op"]
    if op == "delete":
        target = store.path(step["rel"])
        current = _file_digest(target)
        if current is None:
            return "done"
        if current != step["before"]:
            return f"{step['rel']}: changed since the run was planned; not deleted"
        writer.delete(target)
        return "carried out"
    text: str = step["text"]
    new = _digest(text.encode("utf-8"))
    if op == "write":
        target = store.path(step["rel"])
        current = _file_digest(target)
        if current == new:
            return "done"
        if current != step["before"]:
            return f"{step['rel']}: changed since the run was planned; not rewritten"
        store.write(step["rel"], text)
        return "carried out"
    src, dst = store.path(step["src"]), store.path(step["dst"])
    at_src, at_dst = _file_digest(src), _file_digest(dst)
    if at_src is not None and at_src != step["before"]:
        return f"{step['src']}: changed since the run was planned; not moved to {step['dst']}"
    if at_dst == new:
        if at_src is None:
            return "done"
        writer.delete(src)  # the crash fell between writing the destination and this
        return "carried out"
    if at_dst is not None:
        return f"{step['dst']}: a different file is already there; {step['src']} not moved"
    # Destination absent: write it (from the journal if the source is gone too), then unlink.
    writer.write_text(dst, text)
    crash.point()
    if at_src is not None:
        writer.delete(src)
    return "carried out"


def _append_events(store: Store, record: dict[str, Any]) -> None:
    events = record["events"]
    if not events:
        return
    block = "".join(writer.json_line(e) for e in events).encode("utf-8")
    # (read as every reader of a log reads it: a regular file, judged by its size first, so a
    # FIFO or gigabytes pulled in between the crash and the recovery are an error naming it)
    data = regular.read_log_bytes(store.root, EVENTS)
    offset = record["events_offset"]
    if block in data[offset if offset <= len(data) else 0:]:
        return
    logs.events(store, events)


# Completing an interrupted run -------------------------------------------------------------


def read(store: Store) -> dict[str, Any] | None:
    """The journal left by an interrupted run, or None (none, or one that cannot be read:
    `unreadable` says why, and `recover` sets it aside)."""
    return _load(store)[0]


def unreadable(store: Store) -> str | None:
    """Why the journal that is there cannot be used (None: there is none, or it is good)."""
    return _load(store)[1]


_STEP_KEYS = {"write": ("rel", "text"), "move": ("src", "dst", "text"), "delete": ("rel",)}


def _load(store: Store) -> tuple[dict[str, Any] | None, str | None]:
    path(store)  # (a symlinked .cache/ is an error naming it)
    try:
        payload = sealed.read_checked(store.root, JOURNAL)
    except (FileNotFoundError, NotADirectoryError):
        return None, None
    except MemstoreError as exc:  # a FIFO, a folder...
        return None, str(exc).split(": ", 1)[-1]
    except OSError as exc:
        return None, f"cannot be read ({exc.strerror})"
    if payload is None:
        return None, ("not written by memstore for this store on this machine (committed, "
                      "copied or damaged), so it is not replayed")
    try:
        record = json.loads(bytes(payload))
        problem = _malformed(store, record)
    except MemstoreError as exc:  # a path that leaves the store, or cannot be written
        problem = f"a step's path: {exc}"
    except (ValueError, RecursionError, TypeError, KeyError, AttributeError) as exc:
        problem = f"not a journal ({type(exc).__name__})"
    if problem is not None:
        return None, problem
    return record, None


def _malformed(store: Store, record: Any) -> str | None:
    """What is wrong with a journal record's shape, or None. Every path in it must be one
    memstore may write in the store (UnsafePath, CannotWrite propagate)."""
    if not isinstance(record, dict) or record.get("format") != FORMAT:
        return "unknown journal format"
    for key, kind in (("job", str), ("started", str), ("steps", list), ("events", list),
                      ("events_offset", int), ("reports", dict)):
        if not isinstance(record.get(key), kind) or isinstance(record.get(key), bool):
            return f"no valid {key}"
    if not isinstance(record.get("command", ""), str) or not isinstance(
            record.get("health_offset", 0), int):
        return "a bad command or health_offset"
    if not all(isinstance(e, dict) for e in record["events"]):
        return "an event that is not an object"
    for rel, text in record["reports"].items():
        if not isinstance(text, str):
            return f"report {rel}: no text"
        safepath.writable(store.root, rel)
    for step in record["steps"]:
        keys = _STEP_KEYS.get(str(step.get("op"))) if isinstance(step, dict) else None
        if keys is None or not all(isinstance(step.get(k), str) for k in keys) or not isinstance(
                step.get("before"), (str, type(None))):
            return "a step that is not a write, move or delete"
        for key in ("rel", "src", "dst"):
            if key in keys:
                safepath.writable(store.root, step[key])
    return None


def describe(store: Store, record: dict[str, Any]) -> dict[str, Any]:
    """A dry look at an interrupted run: how many of its steps are done (changes nothing)."""
    states: dict[str, int] = {}
    for step in record["steps"]:
        state = _state(store, step)
        states[state] = states.get(state, 0) + 1
    return {"job": record["job"], "started": record["started"],
            "command": record.get("command", ""), "steps": len(record["steps"]),
            "states": dict(sorted(states.items()))}


def _state(store: Store, step: dict[str, Any]) -> str:
    if step["op"] == "delete":
        current = _file_digest(store.path(step["rel"]))
        return "done" if current is None else "to do" if current == step["before"] else "changed"
    new = _digest(step["text"].encode("utf-8"))
    if step["op"] == "write":
        current = _file_digest(store.path(step["rel"]))
        return "done" if current == new else "to do" if current == step["before"] else "changed"
    at_src = _file_digest(store.path(step["src"]))
    at_dst = _file_digest(store.path(step["dst"]))
    if at_src is not None and at_src != step["before"]:
        return "changed"
    if at_dst == new:
        return "done" if at_src is None else "to do"
    return "to do" if at_dst is None else "changed"


def recover(store: Store, hooks: Sequence[Hook]) -> Outcome | None:
    """Complete a run a crash interrupted, `hooks` included (the caller holds the lock); None
    if there was none. Logs a `recover` event; `messages(outcome)` is what to tell a person.

    A journal that cannot be read is set aside as UNREADABLE (doctor then checks the store):
    the outcome says `set_aside` and nothing else is done.
    """
    file = path(store)
    record, problem = _load(store)
    if problem is not None:
        try:
            os.replace(file, file.with_name("journal.json.unreadable"))
        except OSError as exc:
            raise CannotWrite(JOURNAL, f"{problem}; and it cannot be set aside as "
                              f"{UNREADABLE}: {exc.strerror}") from None
        return Outcome("", "", 0, set_aside=True, reason=problem)
    if record is None:
        return None
    outcome = execute(store, record, _Crasher(RECOVER), hooks)
    _remove_temp_files(store, record, hooks)
    logs.events(store, [store.event("recover", job=outcome.job, started=outcome.started,
                                  steps=outcome.steps, carried_out=outcome.carried_out,
                                  skipped=len(outcome.skipped))])
    return outcome


def _remove_temp_files(store: Store, record: dict[str, Any], hooks: Sequence[Hook]) -> None:
    """Delete the temporary files the killed run left beside the files it was writing (their
    names are `.<name>.<random>.tmp`; only lock holders write these files, and we hold it)."""
    targets = {rel for hook in hooks for rel in hook.writes} | set(record["reports"])
    for step in record["steps"]:
        targets.update(step[key] for key in ("rel", "dst") if key in step)
    for rel in sorted(targets):
        target = store.path(rel)
        for leftover in target.parent.glob(f".{_glob_escape(target.name)}.*.tmp"):
            leftover.unlink(missing_ok=True)


def _glob_escape(name: str) -> str:
    return "".join(f"[{c}]" if c in "*?[" else c for c in name)


def messages(outcome: Outcome) -> list[str]:
    """What a person reads after `recover` (the front end prints them on stderr)."""
    if outcome.set_aside:
        return [f"memstore: set aside an unreadable journal as {UNREADABLE} ({JOURNAL}: "
                f"{outcome.reason}); run 'memstore doctor'"]
    return [message(outcome), *(f"memstore:   skipped {reason}; run 'memstore doctor'"
                                for reason in outcome.skipped)]


def message(outcome: Outcome) -> str:
    """The line a person reads after a crashed run was completed."""
    remaining = outcome.carried_out + len(outcome.skipped)
    return (f"memstore: completed the interrupted {outcome.job} run started "
            f"{outcome.started}: {remaining} of {outcome.steps} file changes were still to do"
            + (f", {len(outcome.skipped)} skipped" if outcome.skipped else ""))
