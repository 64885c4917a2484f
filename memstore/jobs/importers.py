"""Readers for `memstore migrate`: an existing flat memory turned into plain records.

Three shapes are understood:

- a folder of Markdown files, with or without frontmatter: one record per file;
- a single Markdown file of bullets (CLAUDE.md or MEMORY.md style): one record per top-level
  bullet (its indented lines and sub-bullets belong to it) or paragraph; `##` headings that
  name a kind ("Conventions", "Security") give that kind, a heading that is a date gives the
  date, other headings become tags;
- an agent's instruction file (CLAUDE.md, AGENTS.md, GEMINI.md, copilot-instructions.md,
  `.cursorrules`, `.windsurfrules`, a `.clinerules` file, a Cursor `.mdc` rule, a Copilot
  `*.instructions.md` file, a Markdown rule in `.windsurf/rules/` or a `.clinerules/` folder; a
  rule's own frontmatter is skipped): read
  as bullets, and its records are stated by the user (`Record.assumed_source`);
- a JSONL file: one record per line, `{text|content, title?, kind?, source?, created?,
  last_confirmed?, confirmations?, successes?, tags?, id?}`.

Readers only read below the path they are given (symlinks that leave it are skipped), and never
look at modification times. They do no judging: `memstore.jobs.migrate` decides what each becomes.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from memstore.core import fileformat, ids, jsonline
from memstore.core.entry import KINDS
from memstore.core.errors import BadInput, FileTooLarge, InvalidEntry, NotRegularFile
from memstore.storage import regular

USER_FILES = ("claude.md", "agents.md", "gemini.md", "copilot-instructions.md", ".cursorrules",
              ".windsurfrules", ".clinerules")
"""Instruction files a person writes for an agent: their bullets count as user-stated (so do
Cursor's `.mdc` rule files and the Markdown files of a rules folder)."""
RULE_SUFFIX = ".mdc"
INSTRUCTIONS_SUFFIX = ".instructions.md"
"""Copilot's path-specific instructions (`.github/instructions/NAME.instructions.md`): rules whose
frontmatter (`applyTo`, `description`) is Copilot's own, not a memory's."""
RULE_FILES = (".cursorrules", ".windsurfrules", ".clinerules")
"""One-file rules of Cursor, Windsurf and Cline: bullets with no suffix to say so."""
RULE_FOLDERS = ((".windsurf", "rules"), (".cursor", "rules"), ("", ".clinerules"))
"""(parent, name) of the folders whose Markdown files are rules (any parent for "")."""


def _rule_folder(folder: Path) -> bool:
    """Whether a folder's Markdown files are an agent's rules (`.windsurf/rules/`,
    `.clinerules/`): user-stated bullets, each file's frontmatter the tool's own."""
    folder = Path(os.path.abspath(folder))
    return any(folder.name == name and parent in ("", folder.parent.name)
               for parent, name in RULE_FOLDERS)


KIND_WORDS = {
    "preference": "preference", "preferences": "preference", "convention": "convention",
    "conventions": "convention", "style": "convention", "fact": "fact", "facts": "fact",
    "decision": "decision", "decisions": "decision", "constraint": "constraint",
    "constraints": "constraint", "rules": "constraint", "security": "security_rule",
    "architecture": "architecture", "procedure": "procedure", "procedures": "procedure",
    "workflow": "procedure", "workflows": "procedure", "incident": "incident",
    "incidents": "incident", "gotchas": "incident", "observation": "observation",
    "observations": "observation", "notes": "observation",
}
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?(?:Z|[+-]\d{2}:?\d{2})?)?\Z")
_TOP_BULLET = re.compile(r"\s?(?:[-*+]|\d{1,3}[.)])\s+\S")
_HEADING = re.compile(r"(#{1,6})\s+(.*?)\s*#*\s*\Z")
_LEAD_IN = re.compile(r"[:：][*_`\s]*\Z")  # a paragraph that announces what follows
# A thematic break ("---", "***", "___"): it separates records and is none itself.
_BREAK = re.compile(r"(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,}")


@dataclass
class Record:
    """One memory found in the source, before any decision about it."""

    where: str  # "notes/x.md", "MEMORY.md:12", "memories.jsonl:3" (relative to the source)
    line: int  # 1-based line in the source file where its text starts
    body: str
    title: str | None = None
    kind: str | None = None
    source: str | None = None
    created: Any = None
    last_confirmed: Any = None
    confirmations: Any = None
    successes: Any = None
    tags: list[str] = field(default_factory=list)
    entry_id: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)  # unknown frontmatter keys, kept
    subdir: str = ""
    assumed_source: bool = False  # `source` comes from the kind of file, not from the record


@dataclass
class Source:
    """What a reader found: the records, and the problems it skipped with a warning."""

    records: list[Record] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def read_source(path: Path) -> Source:
    """Read a folder, a Markdown file or a JSONL file (chosen by what `path` is)."""
    if path.is_dir():
        return read_folder(path)
    if not path.is_file():
        raise BadInput(f"{path}: no such file or folder to migrate")
    if path.suffix.lower() in (".jsonl", ".ndjson"):
        return read_jsonl(path)
    if (path.name.lower() in RULE_FILES or path.suffix.lower() == RULE_SUFFIX
            or path.name.lower().endswith(INSTRUCTIONS_SUFFIX)
            or (path.suffix.lower() == ".md" and _rule_folder(path.parent))):
        return read_rules(path.name, _read(path, path.name))
    if path.suffix.lower() in (".md", ".markdown", ".txt"):
        text = _read(path, path.name)
        if fileformat.parse(text, path.name).has_frontmatter:
            return _one_file(path.name, text, "")
        return read_bullets(path.name, text)
    raise BadInput(f"{path}: expected a folder, a .md, .mdc, .cursorrules, .windsurfrules, "
                   ".clinerules or .jsonl file")


def _read(path: Path, where: str) -> str:
    try:  # (judged by its size first: a sparse GiB took its size in memory to be refused)
        return fileformat.decode(regular.read_limited(path, fileformat.MAX_FILE_BYTES), where)
    except FileTooLarge as exc:
        raise InvalidEntry(where, f"file is {exc.size} bytes, over the "
                           f"{fileformat.MAX_FILE_BYTES} limit") from None
    except NotRegularFile as exc:
        raise InvalidEntry(where, f"is {exc.kind}, not a regular file") from None
    except OSError as exc:
        raise InvalidEntry(where, f"cannot read ({exc.strerror})") from None


# A folder of Markdown files -------------------------------------------------------------

def read_folder(folder: Path) -> Source:
    """One record per `*.md` file below `folder`, in path order."""
    out = Source()
    for rel, path in _markdown_files(folder, out.warnings):
        try:
            text = _read(path, rel)
            if (rel.lower().endswith((RULE_SUFFIX, INSTRUCTIONS_SUFFIX))
                    or _rule_folder(path.parent)):
                found = read_rules(rel, text)
            else:
                found = _one_file(rel, text, os.path.dirname(rel))
        except InvalidEntry as exc:
            out.warnings.append(f"{exc}; skipped")
            continue
        out.records.extend(found.records)
        out.warnings.extend(found.warnings)
    return out


def _markdown_files(folder: Path, warnings: list[str]) -> Iterator[tuple[str, Path]]:
    real_root = os.path.realpath(folder)
    for dirpath, dirnames, filenames in os.walk(folder):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        for name in sorted(filenames):
            path = Path(dirpath) / name
            rel = path.relative_to(folder).as_posix()
            if name.startswith(".") or not name.lower().endswith((".md", RULE_SUFFIX)):
                continue
            real = os.path.realpath(path)
            if os.path.commonpath([real_root, real]) != real_root:
                warnings.append(f"{rel}: symlink points outside {folder.name}/; skipped")
                continue
            yield rel, path


_DROPPED_KEYS = (
    "status", "supersedes", "superseded_by", "compacted_into", "sources", "archived_at",
    "archived_from", "archived_reason", "decay_score", "restored_at", "expires_at",
    "expiry_reason", "schema", "provenance",
)
_RECORD_KEYS = ("title", "kind", "source", "created", "last_confirmed", "confirmations",
                "successes")


def _one_file(rel: str, text: str, subdir: str) -> Source:
    parsed = fileformat.parse(text, rel)
    meta = dict(parsed.meta)
    body = parsed.body
    title = meta.pop("title", None)
    if title is None and not parsed.has_frontmatter:
        title, body = _heading_title(body)
    first = text.count("\n") - parsed.body.count("\n") + 1 if parsed.has_frontmatter else 1
    record = Record(where=rel, line=first, body=body, title=_text(title))
    for key in _RECORD_KEYS[1:]:
        setattr(record, key, meta.pop(key, None))
    record.subdir = "/".join(filter(None, (ids.slug(part) for part in subdir.split("/"))))
    if record.created is None and "date" in meta:
        record.created = meta.pop("date")
    record.tags = _tags(meta.pop("tags", None))
    declared = meta.pop("id", None)
    stem = Path(rel).stem
    record.entry_id = str(declared) if declared is not None else stem
    for key in _DROPPED_KEYS:
        meta.pop(key, None)
    record.extra = meta
    return Source([record])


def _heading_title(body: str) -> tuple[str | None, str]:
    """A file without frontmatter that opens with `# Title`: the heading is its title."""
    lines = body.lstrip("\n").split("\n", 1)
    match = _HEADING.match(lines[0].strip()) if lines else None
    if match and len(match.group(1)) == 1:
        return match.group(2), lines[1] if len(lines) > 1 else ""
    return None, body


def _text(value: Any) -> str | None:
    return " ".join(str(value).split()) or None if value is not None else None


def _tags(value: Any) -> list[str]:
    if value is None:
        return []
    items = value.split(",") if isinstance(value, str) else value
    if not isinstance(items, list):
        return []
    return sorted({str(t).strip() for t in items if str(t).strip()})


# A single Markdown file of bullets --------------------------------------------------------

@dataclass
class _Context:
    kind: str | None = None
    created: str | None = None
    tags: dict[int, str] = field(default_factory=dict)  # heading level -> tag
    kinds: dict[int, str] = field(default_factory=dict)
    dates: dict[int, str] = field(default_factory=dict)

    def enter(self, level: int, heading: str) -> None:
        for table in (self.tags, self.kinds, self.dates):
            for deeper in [lvl for lvl in table if lvl >= level]:
                del table[deeper]
        if _DATE.match(heading):
            self.dates[level] = heading
        elif kind_of(heading):
            self.kinds[level] = kind_of(heading) or ""
        elif level > 1 and ids.slug(heading):
            self.tags[level] = ids.slug(heading)

    def apply(self, record: Record) -> Record:
        record.kind = self.kinds[max(self.kinds)] if self.kinds else None
        record.created = self.dates[max(self.dates)] if self.dates else None
        record.tags = sorted(set(self.tags.values()))
        return record


def kind_of(heading: str) -> str | None:
    """The kind a heading names ('## Conventions' -> convention), if any."""
    words = re.findall(r"[a-z_]+", heading.lower())
    for word in words:
        if word in KINDS:
            return word
        if word in KIND_WORDS:
            return KIND_WORDS[word]
    return None


def read_bullets(name: str, text: str, *, user: bool | None = None, skip: int = 0) -> Source:
    """One record per top-level bullet or paragraph of a Markdown file (see the module doc).

    `user`: whether its records are stated by the user (default: an instruction file's name);
    `skip`: lines at the top that are not part of it (a rule file's frontmatter)."""
    if user is None:
        user = Path(name).name.lower() in USER_FILES
    reader = _BulletReader(name, "user" if user else None)
    for number, raw in enumerate(text.splitlines(), 1):
        if number > skip:
            reader.feed(number, raw.rstrip())
    reader.flush()
    return reader.out


def read_rules(name: str, text: str) -> Source:
    """A Cursor rule file (`.mdc`, or the older `.cursorrules`) or another tool's rule file:
    user-stated bullets. An `.mdc` file's frontmatter (description, globs, alwaysApply) is
    Cursor's, not a memory (so is a Copilot `.instructions.md` file's `applyTo`): it is skipped
    unread, since its globs are often not valid YAML."""
    skip = 0
    lines = text.splitlines()
    if lines and lines[0].strip() == "---":
        end = next((n for n, line in enumerate(lines[1:], 2) if line.strip() == "---"), 0)
        skip = end
    return read_bullets(name, text, user=True, skip=skip)


class _BulletReader:
    """A small line machine: blocks are bullets (with their indented lines), paragraphs and
    fenced code; headings set the kind, date and tags of the blocks under them."""

    def __init__(self, name: str, source: str | None) -> None:
        self.name = name
        self.source = source
        self.out = Source()
        self.ctx = _Context()
        self.block: list[str] = []
        self.shape: str | None = None  # bullet, para, lead (a para ending in ":") or fence
        self.start = 0
        self.in_fence = False

    def flush(self) -> None:
        body = "\n".join(self.block).strip("\n")
        if body.strip():
            record = Record(where=f"{self.name}:{self.start}", line=self.start,
                            body=body + "\n", source=self.source,
                            assumed_source=self.source is not None)
            self.out.records.append(self.ctx.apply(record))
        self.block, self.shape = [], None

    def begin(self, number: int, shape: str, line: str) -> None:
        self.flush()
        self.block, self.shape, self.start = [line], shape, number

    def feed(self, number: int, line: str) -> None:
        stripped = line.strip()
        is_fence = stripped.startswith(("```", "~~~"))
        if self.in_fence:
            self.block.append(line)
            self.in_fence = not is_fence
            if not self.in_fence and self.shape == "fence":
                self.flush()
            return
        heading = _HEADING.match(stripped) if line.startswith("#") else None
        indented = line[:1] in (" ", "\t")
        if heading:
            self.flush()
            self.ctx.enter(len(heading.group(1)), heading.group(2))
        elif not indented and _BREAK.fullmatch(stripped):
            self.flush()
        elif not stripped:
            if self.shape == "bullet":
                self.block.append("")
            elif self.shape == "para" and _LEAD_IN.search(self.block[-1]):
                self.block.append("")  # a lead-in may announce the code block after the gap
                self.shape = "lead"
            elif self.shape != "lead":
                self.flush()
        elif _TOP_BULLET.match(line):
            self.begin(number, "bullet", line)
        elif self.shape == "bullet" and (indented or self.block[-1].strip()):
            self.block.append(line)  # a child line, or a lazy continuation of the bullet
        elif is_fence and self.shape in ("para", "lead") and _LEAD_IN.search(
                "\n".join(self.block).rstrip()):
            self.block.append(line)  # "Before committing, run:" and its command: one record
            self.shape = "fence"
        elif is_fence:
            self.begin(number, "fence", line)
        elif self.shape == "para":
            self.block.append(line)
        else:
            self.begin(number, "para", line)
        if is_fence and not heading:
            self.in_fence = True


# A JSONL file -----------------------------------------------------------------------------

_JSON_FIELDS = ("text", "content", "title", "kind", "source", "created", "last_confirmed",
                "confirmations", "successes", "tags", "id")


def read_jsonl(path: Path) -> Source:
    """One record per line; a line that is not a JSON object with text is skipped and named."""
    out = Source()
    unknown: set[str] = set()
    text = _read(path, path.name)
    for number, line in enumerate(jsonline.lines(text), 1):
        if not line.strip():
            continue
        where = f"{path.name}:{number}"
        try:
            data = jsonline.loads(line)
        except ValueError as exc:  # bad JSON, too deep, an integer too long to build
            reason = exc.msg if isinstance(exc, json.JSONDecodeError) else str(exc)[:80]
            out.warnings.append(f"{where}: not JSON ({reason}); skipped")
            continue
        body = data.get("text", data.get("content")) if isinstance(data, dict) else None
        if not isinstance(body, str) or not body.strip():
            out.warnings.append(f"{where}: expected an object with a 'text' or 'content' "
                                "string; skipped")
            continue
        unknown.update(k for k in data if k not in _JSON_FIELDS)
        out.records.append(Record(
            where=where, line=number, body=_as_body(body), title=_text(data.get("title")),
            kind=data.get("kind"), source=data.get("source"), created=data.get("created"),
            last_confirmed=data.get("last_confirmed"), confirmations=data.get("confirmations"),
            successes=data.get("successes"), tags=_tags(data.get("tags")),
            entry_id=data.get("id")))
    if unknown:
        out.warnings.append(f"{path.name}: ignored fields {', '.join(sorted(unknown))}")
    return out


def _as_body(text: str) -> str:
    """A record's text as an entry body: one line becomes a bullet, as `memstore add` does."""
    text = text.strip()
    if "\n" in text or text.startswith(("-", "*", "+")):
        return text + "\n"
    return fileformat.bullets([text])
