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
from memstore.core.entry import KINDS, tag_list
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
RULE_FOLDERS = ((".windsurf", "rules"), (".cursor", "rules"), ("", ".clinerules"),
                (".claude", "rules"))
"""(parent, name) of the folders whose Markdown files are rules (any parent for "")."""


def _in_rule_folder(path: Path) -> bool:
    """Whether a file lies in a rules folder, at any depth (Claude Code reads `.claude/rules/`
    recursively, `.claude/rules/api/errors.md` included)."""
    path = Path(os.path.abspath(path))
    return any(_rule_folder(folder) for folder in path.parents)


def _rule_folder(folder: Path) -> bool:
    """Whether a folder's Markdown files are an agent's rules (`.windsurf/rules/`,
    `.clinerules/`): user-stated bullets, each file's frontmatter the tool's own."""
    folder = Path(os.path.abspath(folder))
    return any(folder.name == name and parent in ("", folder.parent.name)
               for parent, name in RULE_FOLDERS)


BLOCK_BEGIN = "<!-- memstore:begin -->"
BLOCK_END = "<!-- memstore:end -->"
"""The markers of the block `memstore init --agent` keeps in an agent's instruction file."""

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
# A label line right over bullets ("Key Principles", "Error Handling", "Git"): a few words, no
# sentence's or lead-in's end, no code, link or markup; read as a heading of this level.
_LABEL_TEXT = re.compile(r"[^\W\d_][\w&/'’ +-]{0,58}[\w)]|[^\W\d_]", re.UNICODE)
_LABEL_WORDS = 6
_LABEL_LEVEL = 7
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
    kind_from_heading: bool = False  # `kind` is a heading's guess ("## Notes"), not the record's


@dataclass
class Source:
    """What a reader found: the records, and the problems it skipped with a warning."""

    records: list[Record] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def read_source(path: Path, store: Path | None = None) -> Source:
    """Read a folder, a Markdown file or a JSONL file (chosen by what `path` is); `store`, the
    store's folder, is never read when it is below a folder `path` (a project's root)."""
    if path.is_dir():
        return read_folder(path, store)
    if not path.is_file():
        raise BadInput(f"{path}: no such file or folder to migrate")
    if path.is_symlink() and os.path.dirname(os.path.realpath(path)) != os.path.realpath(
            path.parent):
        # (a folder's links that leave it are skipped; a repository's AGENTS.md linked out of
        # it was followed when named, and what it pointed at imported as the team's rules)
        raise BadInput(f"{path}: a symlink pointing outside its folder (to "
                       f"{os.path.realpath(path)}); migrate that file by its own path if you "
                       "mean it")
    if path.suffix.lower() in (".jsonl", ".ndjson"):
        return read_jsonl(path)
    if (path.name.lower() in RULE_FILES or path.name.lower() in USER_FILES
            or path.suffix.lower() == RULE_SUFFIX
            or path.name.lower().endswith(INSTRUCTIONS_SUFFIX)
            or (path.suffix.lower() == ".md" and _in_rule_folder(path))):
        return read_rules(path.name, _read(path, path.name, MAX_SOURCE_BYTES))
    if path.suffix.lower() in (".md", ".markdown", ".txt"):
        text = _read(path, path.name, MAX_SOURCE_BYTES)
        if fileformat.parse(text, path.name).has_frontmatter:
            return _one_file(path.name, _whole(text, path.name), "")
        return read_bullets(path.name, text)
    raise BadInput(f"{path}: expected a folder, a .md, .mdc, .cursorrules, .windsurfrules, "
                   ".clinerules or .jsonl file")


_UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")
MAX_SOURCE_BYTES = 16 << 20
"""The largest source file read as many records (bullets, rules, JSONL lines): each record is an
entry under the 1 MiB limit of a file (`fileformat.MAX_FILE_BYTES`), the source need not be (a
2 MB CLAUDE.md or a memory tool's JSONL export was refused whole). A file that becomes one
entry keeps the entry's limit."""


def _whole(text: str, where: str) -> str:
    """`text`, to become one entry: refused over an entry file's limit."""
    size = len(text.encode("utf-8"))
    if size > fileformat.MAX_FILE_BYTES:
        raise InvalidEntry(where, f"file is {size} bytes, over the {fileformat.MAX_FILE_BYTES} "
                           "limit of one entry")
    return text


def _read(path: Path, where: str, limit: int = fileformat.MAX_FILE_BYTES) -> str:
    """A source file's text: UTF-8, or UTF-16 with its byte order mark (as Windows tools save
    instruction files); a leading byte order mark is not part of the text."""
    try:  # (judged by its size first: a sparse GiB took its size in memory to be refused)
        data = regular.read_limited(path, limit)
        if data.startswith(_UTF16_BOMS):
            try:
                text = data.decode("utf-16")
            except UnicodeDecodeError:
                raise InvalidEntry(where, "not UTF-16 text, though it opens as UTF-16 does"
                                   ) from None
            if "\x00" in text:
                raise InvalidEntry(where, "binary file (contains NUL characters); entries are "
                                   "Markdown text")
            return text.removeprefix("\ufeff")
        return fileformat.decode(data, where, limit).removeprefix("\ufeff")
    except FileTooLarge as exc:
        raise InvalidEntry(where, f"file is {exc.size} bytes, over the {limit} limit") from None
    except NotRegularFile as exc:
        raise InvalidEntry(where, f"is {exc.kind}, not a regular file") from None
    except OSError as exc:
        raise InvalidEntry(where, f"cannot read ({exc.strerror})") from None


# A folder of Markdown files -------------------------------------------------------------

def read_folder(folder: Path, store: Path | None = None) -> Source:
    """One record per `*.md` file below `folder`, in path order; an agent's instruction file,
    rule file or memory-bank file a record per bullet, as when it is migrated alone. Below
    `folder` the store (`store`) is skipped, and of the dot paths only an agent's rule files
    are read (`.cursorrules`, `.cursor/rules/`, `.github/copilot-instructions.md` ...)."""
    out = Source()
    project = _project(folder, store)
    left: list[str] = []
    for rel, path in _read_once(list(_markdown_files(folder, out.warnings, store, project)),
                                out.warnings):
        name = path.name.lower()
        rules = (name in RULE_FILES or name.endswith((RULE_SUFFIX, INSTRUCTIONS_SUFFIX))
                 or _in_rule_folder(path))
        records = rules or name in USER_FILES or _in_memory_bank(path)
        if project and not records:
            left.append(rel)
            continue
        try:
            text = _read(path, rel, MAX_SOURCE_BYTES if records else fileformat.MAX_FILE_BYTES)
            if rules or name in USER_FILES:  # (a frontmatter there is the tool's, skipped)
                found = read_rules(rel, text)
            elif _in_memory_bank(path) and not fileformat.parse(text, rel).has_frontmatter:
                found = read_bullets(rel, text, user=False)
            else:
                found = _one_file(rel, _whole(text, rel), os.path.dirname(rel))
        except InvalidEntry as exc:
            out.warnings.append(f"{exc}; skipped")
            continue
        out.records.extend(found.records)
        out.warnings.extend(found.warnings)
    if left:
        shown = ", ".join(left[:LEFT_NAMED]) + (
            f" and {len(left) - LEFT_NAMED} more" if len(left) > LEFT_NAMED else "")
        out.warnings.append(f"{shown}: not agent memory, not read from a project's folder "
                            "(migrate a folder of notes by its own path)")
    return out


LEFT_NAMED = 5
# Folders of a project that hold other people's files (dependencies, builds, environments): never
# read from a project's folder, though a package may ship its own CLAUDE.md.
_NOT_THE_PROJECTS = frozenset({"node_modules", "vendor", "venv", "env", "site-packages",
                               "__pycache__", "dist", "build", "target", "bower_components"})


# What marks a git work tree as a project with agent memory, not a folder of notes in git.
_AGENT_MARKS = frozenset({"claude.md", "agents.md", "gemini.md", ".cursorrules", ".windsurfrules",
                          ".clinerules", ".cursor", ".windsurf", ".claude", "memory-bank"})


def _project(folder: Path, store: Path | None) -> bool:
    """Whether `folder` is a project's folder (the one holding the store, or a git work tree
    with an agent's files at its top): only its agent memory is read from it, never its
    README.md or docs/ as notes. A folder of notes kept in git is still a folder of notes."""
    if store is not None:
        real, held = os.path.realpath(folder), os.path.realpath(store)
        if held != real and os.path.commonpath([real, held]) == real:
            return True
    if not (folder / ".git").exists():
        return False
    try:
        names = {name.lower() for name in os.listdir(folder)}
    except OSError:
        return False
    return bool(names & _AGENT_MARKS) or (folder / ".github" / "copilot-instructions.md").is_file()


MEMORY_BANK = "memory-bank"
"""Cline's memory bank: a folder of Markdown files (projectbrief.md, activeContext.md ...), each
a document of headed sections, not one note."""
# The dot folders (below the source) that hold an agent's rules, and the one dot-folder file.
_DOT_FOLDERS = (".cursor", ".windsurf", ".clinerules", ".github", ".claude")
_DOT_FILES = (".github/copilot-instructions.md", ".claude/claude.md")


def _in_memory_bank(path: Path) -> bool:
    return any(part.lower() == MEMORY_BANK for part in path.parent.parts)


def _agent_dot_path(rel: str) -> bool:
    """Whether `rel`, a path below the source with a dot part, is one of an agent's rule files
    (the rest of the dot paths, .git/ or .github/ISSUE_TEMPLATE/, are not memory)."""
    parts = rel.split("/")
    lowered = rel.lower()
    if parts[-1].lower() in RULE_FILES:
        return True
    if not lowered.endswith((".md", RULE_SUFFIX)):
        return False
    return (f"/{lowered}".endswith(tuple(f"/{f}" for f in _DOT_FILES))
            or (lowered.endswith(INSTRUCTIONS_SUFFIX) and "/.github/instructions/" in f"/{lowered}")
            or any(_rule_folder(Path(*parts[: n + 1])) for n in range(len(parts) - 1)))


def _read_once(files: list[tuple[str, Path]],
               warnings: list[str]) -> list[tuple[str, Path]]:
    """`files` with each real file once: `AGENTS.md` linked to `CLAUDE.md` (a common set-up)
    imported every rule twice. The file itself is kept, else the first link to it."""
    by_real: dict[str, list[tuple[str, Path]]] = {}
    for rel, path in files:
        by_real.setdefault(os.path.realpath(path), []).append((rel, path))
    chosen = {real: min(same, key=lambda f: (f[1].is_symlink(), f[0]))[0]
              for real, same in by_real.items()}
    for real, same in by_real.items():
        warnings.extend(f"{rel}: the same file as {chosen[real]}; read once"
                        for rel, _ in same if rel != chosen[real])
    return [(rel, path) for rel, path in files if chosen[os.path.realpath(path)] == rel]


def _markdown_files(folder: Path, warnings: list[str], store: Path | None = None,
                    project: bool = False) -> Iterator[tuple[str, Path]]:
    real_root = os.path.realpath(folder)
    real_store = os.path.realpath(store) if store is not None else None
    for dirpath, dirnames, filenames in os.walk(folder):
        kept = []
        for d in sorted(dirnames):
            if os.path.realpath(Path(dirpath) / d) == real_store:
                rel = (Path(dirpath) / d).relative_to(folder).as_posix()
                warnings.append(f"{rel}/: the store itself; skipped")
            elif project and d.lower() in _NOT_THE_PROJECTS:
                continue
            elif not d.startswith(".") or d in _DOT_FOLDERS:
                kept.append(d)
        dirnames[:] = kept
        for name in sorted(filenames):
            path = Path(dirpath) / name
            rel = path.relative_to(folder).as_posix()
            dotted = any(part.startswith(".") for part in rel.split("/"))
            if dotted and not _agent_dot_path(rel):
                continue
            if not dotted and not name.lower().endswith((".md", RULE_SUFFIX)):
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
    items = tag_list(value) if isinstance(value, str) else value
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
    headings: dict[int, str] = field(default_factory=dict)  # below the title: as written

    def enter(self, level: int, heading: str) -> None:
        for table in (self.tags, self.kinds, self.dates, self.headings):
            for deeper in [lvl for lvl in table if lvl >= level]:
                del table[deeper]
        if level > 1:
            self.headings[level] = heading
        if _DATE.match(heading):
            self.dates[level] = heading
        elif kind_of(heading):
            self.kinds[level] = kind_of(heading) or ""
        elif level > 1 and ids.slug(heading):
            self.tags[level] = ids.slug(heading)

    def apply(self, record: Record) -> Record:
        record.kind = self.kinds[max(self.kinds)] if self.kinds else None
        record.kind_from_heading = bool(self.kinds)
        record.created = self.dates[max(self.dates)] if self.dates else None
        record.tags = sorted(set(self.tags.values()))
        if self.headings and record.body.lstrip().startswith(("|", "```", "~~~")):
            # a table or a bare code block: its first line ("| Command | What it does |",
            # "uv sync") says less of what it is than the heading over it ("Commands")
            record.title = self.headings[max(self.headings)]
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


def _label(line: str) -> bool:
    """Whether a paragraph's one line, right over a bullet, is the bullets' label."""
    text = line.strip()
    return (line[:1] not in (" ", "\t") and len(text.split()) <= _LABEL_WORDS
            and bool(_LABEL_TEXT.fullmatch(text)))


def read_bullets(name: str, text: str, *, user: bool | None = None, skip: int = 0,
                 topic: str = "") -> Source:
    """One record per top-level bullet or paragraph of a Markdown file (see the module doc).

    `user`: whether its records are stated by the user (default: an instruction file's name);
    `skip`: lines at the top that are not part of it (a rule file's frontmatter); `topic`: what
    the whole file is about (a rule file's description), read as a title: the kind it names."""
    if user is None:
        user = Path(name).name.lower() in USER_FILES
    reader = _BulletReader(name, "user" if user else None)
    if topic:
        reader.ctx.enter(1, topic)
    in_block = False
    for number, raw in enumerate(text.splitlines(), 1):
        # memstore's own block (`memstore init --agent`) tells the agent how to use the store:
        # not the project's knowledge, and read from the store itself would loop.
        marker = raw.strip()
        if marker in (BLOCK_BEGIN, BLOCK_END):
            reader.flush()
            in_block = marker == BLOCK_BEGIN
        elif number > skip and not in_block:
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
    unclosed = False
    if lines and lines[0].strip() == "---" and len(lines) > 1 and _KEY_LINE.match(lines[1]):
        # (a frontmatter opens with a key; a '---' over text is a thematic break, and the
        # text down to the next one is the file's, not the tool's)
        end = next((n for n, line in enumerate(lines[1:], 2) if line.strip() == "---"), 0)
        if not end:  # never closed: its `key: value` lines are still the tool's, not rules
            end = 1 + next((n for n, line in enumerate(lines[1:]) if not _KEY_LINE.match(line)),
                           len(lines) - 1)
            unclosed = end > 1  # (a '---' over rules: a thematic break, read as one)
        skip = end
    found = read_bullets(name, text, user=True, skip=skip, topic=_rule_topic(name, lines[:skip]))
    if unclosed:
        found.warnings.append(f"{name}: its frontmatter ('---') is never closed; lines 1-{skip} "
                              "read as the frontmatter and skipped")
    return found


_KEY_LINE = re.compile(r"[A-Za-z_][\w-]*\s*:")
_DESCRIPTION = re.compile(r"description\s*:\s*(.*?)\s*\Z")
# (every rule file holds rules: the word says nothing of what they are about)
_RULE_WORD = re.compile(r"\brules?\b", re.IGNORECASE)


def _rule_topic(name: str, frontmatter: list[str]) -> str:
    """What a rule file is about, as a heading over all of it: its `description`, else its
    name ("security.mdc": Security), without the word "rules"."""
    found = next((m.group(1) for m in map(_DESCRIPTION.match, frontmatter) if m), "")
    topic = found.strip("'\"") or Path(name).name.split(".")[0]
    return " ".join(_RULE_WORD.sub(" ", topic).split())


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
        self.in_comment = False

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
        if self.in_comment or (not self.in_fence and stripped.startswith("<!--")):
            # an HTML comment, its lines all one block (a bullet commented out inside it is no
            # bullet): migrate skips it, naming it, as hidden wherever the file is shown
            if not self.in_comment:
                self.begin(number, "comment", line)
            else:
                self.block.append(line)
            self.in_comment = "-->" not in (stripped[4:] if not self.in_comment else stripped)
            if not self.in_comment:
                self.flush()
            return
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
            if self.shape == "para" and len(self.block) == 1 and _label(self.block[0]):
                # "Key Principles" right over its bullets (.cursorrules' usual shape): their
                # heading, one level below any Markdown heading, not an entry of its own
                self.ctx.enter(_LABEL_LEVEL, self.block[0].strip())
                self.block, self.shape = [], None
            self.begin(number, "bullet", line)
        elif self.shape == "bullet" and (indented or self.block[-1].strip()):
            self.block.append(line)  # a child line, or a lazy continuation of the bullet
        elif is_fence and self.shape in ("para", "lead") and _LEAD_IN.search(
                "\n".join(self.block).rstrip()):
            self.block.append(line)  # "Before committing, run:" and its command: one record
            self.shape = "fence"
        elif is_fence and self.shape == "bullet" and _LEAD_IN.search(
                "\n".join(self.block).rstrip()):
            self.block.append(line)  # "- Before committing, run:", a blank line, the command
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
    text = _read(path, path.name, MAX_SOURCE_BYTES)
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
