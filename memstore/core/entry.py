"""The entry model: one memory, parsed once into a small immutable value.

An `Entry` holds the frontmatter as the person wrote it (`meta`) and the body; typed views
(`entry.kind`, `entry.created`, ...) apply the defaults of SPEC section 2, so a hand-written file
with no frontmatter at all is a perfectly good entry.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Generic, TypeVar, overload

from memstore.core import fileformat
from memstore.core.errors import BadInput, InvalidEntry
from memstore.core.printable import printable
from memstore.core.yamlsafe import shown
from memstore.runtime import clock

SCHEMA_VERSION = 1
# How a compaction node's title opens (memstore.jobs.compact): the rest lists its members'
# titles, cut short, so it says nothing its facts do not.
COMPACTED_TITLE = "[Compacted] "
# The statuses of an entry that still holds knowledge, in working/ or long_term/ (not superseded,
# archived or expired): what health counts and what evidence may be recorded on.
LIVE_STATUSES = ("candidate", "active", "stale", "needs_review", "compacted")

LAYERS = ("working", "long_term", "archive")
KINDS = (
    "preference", "convention", "fact", "decision", "constraint", "security_rule",
    "architecture", "procedure", "incident", "observation",
)
STATUSES = (
    "candidate", "active", "stale", "needs_review", "compacted", "superseded", "archived",
    "expired",
)
SOURCES = ("user", "agent", "tool")
LAYER_STATUS = {"working": "candidate", "long_term": "active", "archive": "archived"}
STATUSES_BY_LAYER = {
    "working": ("candidate", "needs_review"),
    "long_term": ("active", "stale", "needs_review", "compacted", "superseded"),
    "archive": ("archived", "expired", "superseded"),
}
ID_PATTERN = re.compile(r"[a-z0-9][a-z0-9-]*\Z")
MAX_ID_LENGTH = 120

_INT_KEYS = ("confirmations", "successes", "failures", "contradictions", "schema")
MAX_COUNT = 1_000_000_000
"""The largest count an entry may hold (`confirmations`, `successes`, `failures`,
`contradictions`, `schema`): far above any real count, far below where a float overflows."""
_TIME_KEYS = ("created", "last_confirmed", "archived_at", "restored_at", "expires_at",
              "stale_since")
_STR_KEYS = (
    "id", "title", "kind", "status", "source", "scope", "branch", "parent", "superseded_by",
    "compacted_into", "archived_from", "archived_reason", "expiry_reason",
)
_LIST_KEYS = ("tags", "anchors", "supersedes", "sources", "conflicts_with", "distinct_from")


def check_id(value: str, what: str = "id") -> str:
    """Refuse an id that is not `[a-z0-9][a-z0-9-]*` (so no id can name a path)."""
    if not isinstance(value, str) or not ID_PATTERN.match(value) or len(value) > MAX_ID_LENGTH:
        raise BadInput(f"{what} '{value}' is not a valid id (lowercase letters, digits and '-')")
    return value


SESSION_PATTERN = re.compile(r"[A-Za-z0-9][A-Za-z0-9._:@+-]*\Z")
MAX_SESSION_LENGTH = 120


def check_session(value: str | None, what: str = "session id") -> str | None:
    """A session id as given, or None; refuse one that is not a plain word of letters, digits
    and `._:@+-` (a session id lands in provenance and logs, so never `../../x` or a newline)."""
    if value is None:
        return None
    if (not isinstance(value, str) or not SESSION_PATTERN.match(value)
            or len(value) > MAX_SESSION_LENGTH):
        printable = value.encode("utf-8", "backslashreplace").decode() if isinstance(value, str) \
            else value
        raise BadInput(f"{what} '{printable}' is not valid: use at most {MAX_SESSION_LENGTH} "
                       "letters, digits and ._:@+- (starting with a letter or digit)")
    return value


def check_text(value: str, what: str, *, one_line: bool = False) -> str:
    """Refuse text memstore could not write and read back: not UTF-8 (a lone surrogate from
    undecodable bytes on the command line), a NUL or another control character (a line break
    too, for `one_line` fields such as tags)."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise BadInput(f"{what}: not valid UTF-8 text (undecodable byte at character "
                       f"{exc.start + 1}); nothing was written") from None
    found = control_character(value, one_line=one_line)
    if found is not None:
        raise BadInput(f"{what}: control character {value[found]!r} at character {found + 1}; "
                       "nothing was written")
    return value


_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_CONTROL_ONE_LINE = re.compile("[\x00-\x08\x0a-\x1f\x7f]")


def control_character(text: str, *, one_line: bool) -> int | None:
    """The index of the first character `check_text` refuses in `text` (a NUL or another
    control character; a line break too when `one_line`), or None."""
    match = (_CONTROL_ONE_LINE if one_line else _CONTROL).search(text)
    return match.start() if match else None


def check_readable(text: str, rel: str, what: str,
                   expected: Mapping[str, Any] | None = None) -> None:
    """Refuse to write `text` as the entry file `rel` unless memstore can read it back, with
    the values in `expected` (key -> value) exactly as given."""
    try:
        meta = parse_entry(fileformat.decode(text.encode("utf-8"), rel), rel).meta
    except UnicodeEncodeError:
        raise BadInput(f"{what}: not valid UTF-8 text; nothing was written") from None
    except InvalidEntry as exc:
        raise BadInput(f"{what}: memstore could not read the entry back ({exc.reason}); "
                       "nothing was written") from None
    for key, value in (expected or {}).items():
        if value is not fileformat.DELETE and meta.get(key) != value:
            raise BadInput(f"{what}: {key} would not read back as written; nothing was written")


def validate_meta(meta: dict[str, Any], path: str) -> None:
    """Raise InvalidEntry when a known key has a value no reader could use."""
    for key in _INT_KEYS:
        if key not in meta:
            continue
        value = meta[key]
        if not isinstance(value, int) or isinstance(value, bool):
            raise InvalidEntry(path, f"{key}: expected a whole number, got {shown(value)}")
        if value < 0:
            raise InvalidEntry(path, f"{key}: must not be negative")
        if value > MAX_COUNT:
            raise InvalidEntry(path, f"{key}: {shown(value)} is over the limit of {MAX_COUNT}")
    for key in _TIME_KEYS:
        if meta.get(key) is not None:
            try:
                clock.parse_time(meta[key], key)
            except BadInput as exc:
                raise InvalidEntry(path, str(exc)) from None
    for key in _STR_KEYS:
        value = meta.get(key)
        if value is not None and not isinstance(value, (str, int, float)):
            raise InvalidEntry(path, f"{key}: expected text, got a {type(value).__name__}")
    for key in _LIST_KEYS:
        value = meta.get(key)
        if key == "tags" and isinstance(value, str):
            continue  # `tags: ci, deploy`, as people write it by hand: the list it spells
        if value is not None and not (isinstance(value, list) and all(
                isinstance(v, (str, int, float)) for v in value)):
            raise InvalidEntry(path, f"{key}: expected a list like [a, b]")
    if "preserve" in meta and not isinstance(meta["preserve"], bool):
        raise InvalidEntry(path, f"preserve: expected true or false, got {shown(meta['preserve'])}")
    provenance = meta.get("provenance")
    if provenance is not None and not (
        isinstance(provenance, list) and all(isinstance(p, dict) for p in provenance)
    ):
        raise InvalidEntry(path, "provenance: expected a list of {at, source, ...} records")


def tag_list(text: str) -> list[str]:
    """The tags a hand-written `tags: ci, deploy` spells: its comma-separated words, in order,
    each once (`lint --fix` writes them as the list `[ci, deploy]`)."""
    return list(dict.fromkeys(t.strip() for t in text.split(",") if t.strip()))


_T = TypeVar("_T")


class cached_property(Generic[_T]):  # noqa: N801 - a drop-in for functools.cached_property
    """functools.cached_property without its per-class lock (Python 3.11 takes one on every
    first read; Python 3.12 dropped it): an Entry's views are read for every entry of a store."""

    def __init__(self, func: Callable[[Any], _T]) -> None:
        self.func = func
        self.name = func.__name__
        self.__doc__ = func.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, obj: None, cls: type | None = None) -> cached_property[_T]: ...

    @overload
    def __get__(self, obj: object, cls: type | None = None) -> _T: ...

    def __get__(self, obj: object | None, cls: type | None = None) -> Any:
        if obj is None:
            return self
        value = obj.__dict__[self.name] = self.func(obj)
        return value


@dataclass(frozen=True)
class Entry:
    """One memory file, as loaded. `rel` is its path relative to the store root."""

    rel: str
    meta: dict[str, Any] = field(hash=False, compare=True)
    body: str

    # Identity and place ------------------------------------------------------------------
    # The views below are cached: an Entry never changes (rel, meta and body are fixed), and
    # jobs read them millions of times at 100,000 entries.

    @cached_property
    def stem(self) -> str:
        return stem_of(self.rel)

    @cached_property
    def id(self) -> str:
        return str(self.meta.get("id") or self.stem)

    @cached_property
    def layer(self) -> str:
        return self.rel.split("/", 1)[0]

    @property
    def subdir(self) -> str:
        """The sub-folder inside its layer ('' at the top), kept when the entry moves."""
        parts = self.rel.split("/")
        return "/".join(parts[1:-1])

    def rel_in(self, layer: str) -> str:
        """Where this entry's file goes in `layer`: same sub-folder and file name."""
        return "/".join(p for p in (layer, self.subdir, f"{self.stem}.md") if p)

    # Typed views with defaults -------------------------------------------------------------

    @cached_property
    def title(self) -> str:
        title = self.meta.get("title")
        if title:
            return printable(" ".join(str(title).split()))
        for fact in self.facts:
            return printable(first_line(fact))
        for line in self.body.splitlines():
            if line.strip():
                return printable(line.strip().lstrip("#").strip()[:120])
        return self.id

    @cached_property
    def kind(self) -> str:
        return str(self.meta.get("kind") or "observation")

    @cached_property
    def status(self) -> str:
        return str(self.meta.get("status") or LAYER_STATUS.get(self.layer, "candidate"))

    @cached_property
    def source(self) -> str:
        return str(self.meta.get("source") or "agent")

    @property
    def created(self) -> datetime:
        return self._time("created") or clock.now()

    @property
    def last_confirmed(self) -> datetime:
        return self._time("last_confirmed") or self.created

    def _time(self, key: str) -> datetime | None:
        value = self.meta.get(key)
        if value is None:
            return None
        # Jobs read each time many times (decay, levels, valuation): parse each value once.
        parsed: dict[str, tuple[Any, datetime]] = self.__dict__.setdefault("_parsed_times", {})
        found = parsed.get(key)
        if found is None or found[0] is not value:
            found = parsed[key] = (value, clock.parse_time(value, key))
        return found[1]

    @property
    def archived_at(self) -> datetime | None:
        return self._time("archived_at")

    @property
    def expires_at(self) -> datetime | None:
        return self._time("expires_at")

    @property
    def restored_at(self) -> datetime | None:
        return self._time("restored_at")

    def since_restore(self, moment: datetime) -> datetime:
        """`moment`, or the entry's restore if that came later: where an automatic job's window
        (expiry, decay, staleness, branch cleanup) starts, so an entry a person brought back gets
        a whole new window instead of being taken away again by the next run."""
        restored = self.restored_at
        return max(moment, restored) if restored else moment

    def count(self, key: str) -> int:
        """A counter with its default: confirmations 1, every other counter 0."""
        return int(self.meta.get(key, 1 if key == "confirmations" else 0) or 0)

    @property
    def confirmations(self) -> int:
        return self.count("confirmations")

    @property
    def successes(self) -> int:
        return self.count("successes")

    @property
    def contradictions(self) -> int:
        return self.count("contradictions")

    @cached_property
    def scope(self) -> str:
        return str(self.meta.get("scope") or "project")

    @property
    def branch(self) -> str | None:
        value = self.meta.get("branch")
        return str(value) if value else None

    @property
    def parent(self) -> str | None:
        value = self.meta.get("parent")
        return str(value) if value else None

    @property
    def preserve(self) -> bool:
        return self.meta.get("preserve") is True

    def strings(self, key: str) -> list[str]:
        """A list-valued key as strings (missing: empty; `tags` written as text, the list it
        spells: `validate_meta`)."""
        value = self.meta.get(key) or []
        return tag_list(value) if isinstance(value, str) else [str(v) for v in value]

    @property
    def tags(self) -> list[str]:
        return self.strings("tags")

    @property
    def provenance(self) -> list[dict[str, Any]]:
        return list(self.meta.get("provenance") or [])

    @property
    def supersedes(self) -> list[str]:
        return self.strings("supersedes")

    @property
    def superseded_by(self) -> str | None:
        value = self.meta.get("superseded_by")
        return str(value) if value else None

    @property
    def compacted_into(self) -> str | None:
        value = self.meta.get("compacted_into")
        return str(value) if value else None

    @property
    def sources(self) -> list[str]:
        return self.strings("sources")

    @cached_property
    def facts(self) -> list[str]:
        return fileformat.facts(self.body)

    def links(self) -> list[tuple[str, str]]:
        """Every (key, id) this entry points at."""
        out = [(key, value) for key in ("supersedes", "sources") for value in self.strings(key)]
        for key in ("superseded_by", "compacted_into", "parent"):
            if self.meta.get(key):
                out.append((key, str(self.meta[key])))
        return out

    def to_json(self) -> dict[str, Any]:
        """The entry as one JSON-ready object: every key with its default, then body and facts."""
        return {
            "id": self.id, "path": self.rel, "layer": self.layer, "title": self.title,
            "kind": self.kind, "status": self.status, "source": self.source,
            "created": clock.format_time(self.created),
            "last_confirmed": clock.format_time(self.last_confirmed),
            "confirmations": self.confirmations, "successes": self.successes,
            "contradictions": self.contradictions, "scope": self.scope, "branch": self.branch,
            "parent": self.parent, "preserve": self.preserve, "tags": self.tags,
            "meta": _jsonable(self.meta), "facts": self.facts, "body": self.body,
        }


def stem_of(rel: str) -> str:
    """`Path(rel).stem`, without building a Path for the common `<layer>/<id>.md`."""
    name = rel.rpartition("/")[2]
    if name.endswith(".md") and len(name) > 3 and name[0] != ".":
        return name[:-3]
    return Path(rel).stem


_CODE_SPAN = re.compile(r"(`+)(?:.+?)\1", re.DOTALL)
_STRONG = re.compile(r"(\*\*|__)(?=\S)(.+?)(?<=\S)\1")
_EMPHASIS = re.compile(r"(?<![\w*])(\*|_)(?=[^\s*_])(.+?)(?<=[^\s*_])\1(?![\w*])")


# How much of a text `plain_title` reads for Markdown markers: a title is cut to 80 characters,
# and the three patterns cost time quadratic (emphasis that never closes) to cubic (a run of
# backticks: a code span looked for at every start and every length) in what they read, so a
# 16,000-backtick note held `add` for minutes.
TITLE_MARKUP_CHARS = 1_000


def plain_title(text: str) -> str:
    """`text` without Markdown emphasis markers (`**bold**`, `__bold__`, `*em*`, `_em_`), so a
    title reads as words; code spans keep their backticks and everything inside them, and an
    underscore inside a word (snake_case) is not emphasis. Only the first TITLE_MARKUP_CHARS
    characters are read: the rest is kept as written."""
    if len(text) > TITLE_MARKUP_CHARS:
        return plain_title(text[:TITLE_MARKUP_CHARS]) + text[TITLE_MARKUP_CHARS:]
    out: list[str] = []
    last = 0
    for match in _CODE_SPAN.finditer(text):
        out.append(_unemphasize(text[last:match.start()]))
        out.append(match.group(0))
        last = match.end()
    out.append(_unemphasize(text[last:]))
    return "".join(out)


def _unemphasize(text: str) -> str:
    previous = None
    while previous != text:  # nested: ***both*** or **_both_**
        previous = text
        text = _EMPHASIS.sub(r"\2", _STRONG.sub(r"\2", text))
    return text


# What opens a line of Markdown before its words: list markers, a heading's hashes, a quote.
_LINE_MARKERS = re.compile(r"\A(?:(?:[-*+]|\d{1,3}[.)])\s+|#{1,6}(?:\s+|\Z)|>\s*)+")


def title_of(text: str, limit: int = 80) -> str:
    """The title an entry gets from its text when none is given (`add`, `migrate`): its first
    line of words, without the Markdown that opens the line ("## Deploys", "- **Rule**: ...",
    "> quoted") or emphasis, cut at a word boundary. A code fence's marker line ("```yaml")
    is no title: the fence's first line of code is. Nor is a line with no word in it (a rule,
    `---`), or the YAML frontmatter a note opens with (`add --file` of an Obsidian note was
    titled '---')."""
    lines = text.splitlines()
    if lines and lines[0].strip() == "---":
        end = next((n for n, line in enumerate(lines[1:], 1) if line.strip() == "---"), None)
        if end is not None:
            lines = lines[end + 1:]
    for line in lines:
        if line.strip().startswith(("```", "~~~")):
            continue
        words = _LINE_MARKERS.sub("", line.strip()).strip()
        if _A_WORD.search(words):
            return first_line(plain_title(words), limit)
    return first_line(plain_title(text), limit)


_A_WORD = re.compile(r"\w")


def first_line(text: str, limit: int = 100) -> str:
    """The first line of `text`, cut at a word boundary to at most `limit` characters."""
    line = " ".join(text.strip().split("\n", 1)[0].split())
    if len(line) <= limit:
        return line
    cut = line[:limit].rsplit(" ", 1)[0]
    return cut.rstrip(" ,;:") + "…"


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_jsonable(v) for v in value]
    if isinstance(value, float) and not math.isfinite(value):
        return str(value)  # `.inf` in a hand-written key: JSON has no Infinity or NaN
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    return str(value)


def parse_entry(text: str, rel: str) -> Entry:
    """Parse a file's text into an Entry, or raise InvalidEntry naming the file."""
    parsed = fileformat.parse(text, rel)
    validate_meta(parsed.meta, rel)
    stem = stem_of(rel)
    if not ID_PATTERN.match(stem) or len(stem) > MAX_ID_LENGTH:
        raise InvalidEntry(rel, f"file name '{stem}.md' is not a valid id "
                           "(lowercase letters, digits and '-'); 'memstore lint --fix' renames it")
    declared = parsed.meta.get("id")
    if declared is not None and str(declared) != stem:
        raise InvalidEntry(rel, f"id '{declared}' does not match the file name '{stem}.md'; "
                           "rename the file or fix the id")
    return Entry(rel=rel, meta=parsed.meta, body=parsed.body)
