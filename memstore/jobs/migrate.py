"""`memstore migrate SOURCE`: import an existing flat memory into the layers (a planned job).

Each record the reader finds (memstore.jobs.importers) becomes one entry:

- confirmed more than once, or stated by the user -> long_term/, status active (an agent's
  instruction file is stated by the user unless `--source agent` says otherwise, so a team's
  curated rules never expire as unconfirmed observations);
- anything else -> working/, status candidate, with its own dates (so a month-old observation
  that was never confirmed expires at the next consolidation, as it would have in the store);
- a record whose text holds a secret (memstore.core.secrets) is refused with a warning naming its
  line; a record that cannot be read is skipped with a warning; neither stops the others.

Ids: a file's declared id or its file name when that is a valid id, else a slug of the title and
a hash of the content and date (memstore.core.ids), so running the same migration again finds every
entry already there and plans nothing. Every decision is a report item and an event.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

from memstore.core import ids, secrets
from memstore.core.entry import (
    ID_PATTERN,
    MAX_COUNT,
    MAX_ID_LENGTH,
    SCHEMA_VERSION,
    SOURCES,
    first_line,
    plain_title,
    title_of,
    validate_meta,
)
from memstore.core.errors import BadInput, InvalidEntry
from memstore.core.fileformat import render
from memstore.core.plan import Plan, Write
from memstore.core.provenance import MIGRATED_NOTE
from memstore.core.yamlsafe import shown
from memstore.jobs.importers import Record, read_source
from memstore.runtime import clock
from memstore.storage.store import Snapshot, Store


def plan_migration(store: Store, snapshot: Snapshot, source_path: str | Path,
                   source: str | None = None, kind: str | None = None) -> Plan:
    """The plan that imports `source_path` (a folder, a Markdown file or a JSONL file).

    `source` is who stated the records that do not say (it also overrides the user-stated
    default of instruction files); `kind` is the kind of the records that name none (by
    frontmatter, JSONL field or heading)."""
    if source is not None:
        _choice(source, SOURCES, "source")
    if kind is not None:
        _kind(store, kind)
    path = Path(source_path).expanduser().absolute()
    _refuse_inside_store(store, path)
    plan = Plan("migrate")
    found = read_source(path, store.root)
    plan.warnings.extend(found.warnings)
    taken: set[str] = set()
    prefix = _in_project(store, path)
    for record in found.records:
        record.where = prefix + record.where
        if source is not None and (record.source is None or record.assumed_source):
            record.source = source
        if kind is not None and record.kind is None:
            record.kind = kind
        try:
            _plan_record(store, snapshot, plan, record, taken)
        except (InvalidEntry, BadInput) as exc:
            plan.warnings.append(f"{record.where}: {_reason(exc)}; skipped")
    return plan


def _in_project(store: Store, path: Path) -> str:
    """What to put before a record's place in its source ("packages/api/" for "CLAUDE.md:12"),
    so its provenance names it by its path in the project (the store's folder's parent); ''
    for a source outside the project, named as it is."""
    project = os.path.realpath(store.root.absolute().parent)
    folder = os.path.realpath(path if path.is_dir() else path.parent)
    if os.path.commonpath([project, folder]) != project or folder == project:
        return ""
    return Path(os.path.relpath(folder, project)).as_posix() + "/"


def _refuse_inside_store(store: Store, path: Path) -> None:
    root = store.root.absolute()
    if path == root or root in path.parents:
        raise BadInput(f"{path}: is inside the store; migrate reads an outside memory")


def _reason(exc: Exception) -> str:
    return exc.reason if isinstance(exc, InvalidEntry) else str(exc)


def _plan_record(store: Store, snapshot: Snapshot, plan: Plan, record: Record,
                 taken: set[str]) -> None:
    if _refused_for_secrets(plan, record):
        return
    empty = _no_knowledge(record.body)
    if empty:
        plan.note("skip", record.where, f"{empty}; not imported",
                  title=first_line(" ".join(record.body.split()), 80))
        return
    meta, body = _entry_meta(store, record)
    validate_meta(meta, record.where)
    entry_id = _entry_id(record, meta, body, taken)
    if _kindless(record) and meta["source"] == "user" and _directive(body):
        meta["kind"] = RULE_KIND  # (after the id: a re-run of an older import finds it)
    taken.add(entry_id)
    title = meta["title"]
    existing = snapshot.find(entry_id)
    if existing is not None:
        plan.note("skip", entry_id, f"already in the store ({existing.rel})", title=title,
                  **{"from": record.where})
        return
    layer, why = _placement(meta)
    meta["status"] = "active" if layer == "long_term" else "candidate"
    rel = "/".join(p for p in (layer, record.subdir, f"{entry_id}.md") if p)
    plan.actions.append(Write(rel, render({"id": entry_id, **meta}, body)))
    plan.note("migrate", entry_id, why, title=title, to=rel, **{"from": record.where})


# What a file says in place of knowledge: "None yet.", "TBD", "N/A", "???", "(to be written)".
_PLACEHOLDER = re.compile(
    r"(?:none(?: yet| so far)?|n/?a|tb[ad]|todo|wip|\?+|\.{3}|…|-+|coming soon|empty"
    r"|to be (?:written|added|documented|decided|done)|nothing(?: here)?(?: yet)?)",
    re.IGNORECASE)
_BULLET_MARK = re.compile(r"\A(?:[-*+]|\d{1,3}[.)])\s+(?:\[[ xX]\]\s*)?")


RULE_KIND = "constraint"
DEFAULT_KIND = "observation"
# A user's line that opens with an absolute instruction: "Never commit .env files", "Always run
# tests before pushing", "**Do not** call pip directly", "Must not log tokens".
_DIRECTIVE = re.compile(r"(?:never|always|do not|don't|must(?: not)?|under no circumstances)\b",
                        re.IGNORECASE)


def _kindless(record: Record) -> bool:
    """Whether nothing named the record's kind but the default: no kind of its own, no
    `--kind`, no heading, or a heading that names the default kind ("## Notes")."""
    return record.kind is None or (record.kind == DEFAULT_KIND and record.kind_from_heading)


def _directive(body: str) -> bool:
    """Whether a record is a rule by its wording: its first line, past its list marker and any
    bold or italic marks, opens with never, always, do not, don't, must or must not. Such a
    line of a user's instruction file, under no heading that names a kind (or one that names
    the default, "## Notes"), is imported as a
    constraint (protected: never expired, pruned or compacted, and loaded as a rule); until
    session 59 it was an observation, and "Never commit .env files" from CLAUDE.md could be
    pruned a year later (a trial). Every other line keeps the default kind."""
    line = _BULLET_MARK.sub("", body.strip().split("\n", 1)[0]).lstrip("*_ ")
    return bool(_DIRECTIVE.match(line))


def _no_knowledge(body: str) -> str | None:
    """Why a record holds nothing to remember (an HTML comment, a placeholder), or None."""
    text = body.strip()
    if text.startswith("<!--") and text.endswith("-->"):
        return "an HTML comment (hidden wherever the file is shown)"
    bare = _BULLET_MARK.sub("", text).strip().strip("*_()[]").strip().rstrip(".!:")
    if "\n" not in text and _PLACEHOLDER.fullmatch(bare.strip()):
        return "a placeholder, not knowledge"
    return None


def _refused_for_secrets(plan: Plan, record: Record) -> bool:
    # Every field the entry would get: the text, its title, tags, kind, source, id, extra keys.
    fields = [record.title, *record.tags, record.kind, record.source, record.entry_id]
    extra = "\n".join(f"{k}: {v}" for k, v in record.extra.items())
    more = "\n".join(str(f) for f in fields if f)
    findings = secrets.scan_text(f"{record.body}\n{more}\n{extra}")
    if not findings:
        return False
    body_lines = record.body.count("\n") + 1
    lines = sorted({record.line + f.line - 1 for f in findings if f.line <= body_lines})
    where = record.where.split(":")[0]
    at = f"{where}:{lines[0]}" if lines else record.where
    rules = ", ".join(sorted({f.rule for f in findings}))
    plan.warnings.append(f"{at}: refused, it looks like it contains a secret ({rules}); "
                         "remove it from the source and migrate again")
    plan.note("refuse", at, f"looks like a secret ({rules}); not imported")
    return True


def _placement(meta: dict[str, Any]) -> tuple[str, str]:
    confirmations = meta["confirmations"]
    if meta["source"] == "user":
        return "long_term", "stated by the user: long_term/"
    if confirmations > 1:
        return "long_term", f"confirmed {confirmations} times: long_term/"
    return "working", "observed once: working/ until consolidation promotes or expires it"


def _entry_meta(store: Store, record: Record) -> tuple[dict[str, Any], str]:
    """The new entry's frontmatter and body (raises BadInput for values it cannot use)."""
    text = record.body.strip("\n")
    if not text.strip():
        raise BadInput("no text")
    body = text + "\n"
    now = clock.format_time(clock.now())
    created = _time(record.created, "created") or now
    last = _time(record.last_confirmed, "last_confirmed") or created
    source = _choice(record.source, SOURCES, "source") or "agent"
    title = plain_title(record.title) if record.title else title_of(text)
    meta: dict[str, Any] = {
        "title": title, "kind": _kind(store, record.kind), "source": source,
        "created": created, "last_confirmed": last,
        "confirmations": _count(record.confirmations, "confirmations", 1),
    }
    successes = _count(record.successes, "successes", 0)
    if successes:
        meta["successes"] = successes
    if record.tags:
        meta["tags"] = record.tags
    meta["provenance"] = [{"at": created, "source": source,
                           "note": f"{MIGRATED_NOTE}{record.where}"}]
    meta["schema"] = SCHEMA_VERSION
    meta.update({k: v for k, v in record.extra.items() if k not in meta and k != "id"})
    return meta, body


# A line's list, heading and quote markers (not the `**` of bold text at its start).
def _entry_id(record: Record, meta: dict[str, Any], body: str, taken: set[str]) -> str:
    declared = record.entry_id
    if declared and ID_PATTERN.match(str(declared)) and len(str(declared)) <= MAX_ID_LENGTH:
        if str(declared) not in taken:
            return str(declared)
    # The date as the source gave it (none: ''), so a re-run at another moment finds the same ids.
    return ids.new_id(meta["title"], body, meta["kind"], str(record.created or ""),
                      taken=lambda candidate: candidate in taken)


def _time(value: Any, key: str) -> str | None:
    if value is None or value == "":
        return None
    return clock.format_time(clock.parse_time(value, key))


def _choice(value: Any, allowed: tuple[str, ...], key: str) -> str | None:
    if value is None:
        return None
    if value not in allowed:
        raise BadInput(f"{key} {shown(value)} is not one of {', '.join(allowed)}")
    return str(value)


def _count(value: Any, key: str, default: int) -> int:
    if value is None:
        return default
    # Checked here, where the record is read: a count past MAX_COUNT would make the entry it
    # writes malformed (`confirmations: 10**400` broke decay for the whole store).
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_COUNT:
        raise BadInput(f"{key}: expected a whole number from 0 to {MAX_COUNT}, "
                       f"got {shown(value)}")
    return value


def _kind(store: Store, kind: Any) -> str:
    if kind is None:
        return "observation"
    known = store.config.known_kinds
    if kind not in known:
        raise BadInput(f"unknown kind {shown(kind)} (use one of {', '.join(known)}, or add it "
                       "under kinds: in memstore.yaml)")
    return str(kind)
