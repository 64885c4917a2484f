"""The entry file format: Markdown with a YAML frontmatter block.

Reading is fast (libyaml's safe loader, memstore.core.yamlsafe; timestamps stay strings; alias
bombs, over-long integers and object tags are refused). Rewriting is surgical: `rewrite` splices
only the top-level keys that changed into the original text, so every other line, comment and
unknown key keeps its bytes and a person's `git diff` shows exactly what the tool decided.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import yaml

from memstore.core import yamlsafe
from memstore.core.errors import InvalidEntry
from memstore.core.fastyaml import FastPath

MAX_FILE_BYTES = 1024 * 1024
MAX_FRONTMATTER_BYTES = 64 * 1024
MAX_YAML_NODES = 20_000

# The order the tool writes keys in a new file (SPEC section 2); unknown keys follow.
KEY_ORDER = (
    "id", "title", "kind", "status", "source", "created", "last_confirmed", "confirmations",
    "successes", "failures", "contradictions", "scope", "branch", "parent", "preserve", "tags",
    "anchors", "provenance", "supersedes", "superseded_by", "conflicts_with", "distinct_from",
    "compacted_into", "sources",
    "archived_at", "archived_from", "archived_reason", "decay_score", "restored_at",
    "expires_at", "expiry_reason", "stale_since", "schema",
)

DELETE = object()
"""A value for `rewrite`'s changes: remove the key."""

_TIMESTAMP_TAG = "tag:yaml.org,2002:timestamp"


def _without_timestamps(resolvers: dict[Any, Any]) -> dict[Any, Any]:
    return {k: [r for r in v if r[0] != _TIMESTAMP_TAG] for k, v in resolvers.items()}


class _Loader(yamlsafe.Loader):
    """Safe loader that keeps timestamps as the strings the person wrote."""


_Loader.yaml_implicit_resolvers = _without_timestamps(_Loader.yaml_implicit_resolvers)

_FAST = FastPath(_Loader.yaml_implicit_resolvers)
fast_meta = _FAST.parse
"""House-style frontmatter without PyYAML (None: let PyYAML read it); see memstore.core.fastyaml."""


class _Dumper(yaml.SafeDumper):
    """Safe dumper that writes our timestamp strings plain, as a person would."""


_Dumper.yaml_implicit_resolvers = _without_timestamps(_Dumper.yaml_implicit_resolvers)


@dataclass(frozen=True)
class Parsed:
    """A file split into its frontmatter mapping and body."""

    meta: dict[str, Any]
    body: str
    has_frontmatter: bool


def decode(data: bytes, path: str, limit: int = MAX_FILE_BYTES) -> str:
    """Bytes to text, refusing what is not a UTF-8 text file of a sane size (`limit` bytes: an
    entry file's, unless a source read as many entries says otherwise)."""
    if len(data) > limit:
        raise InvalidEntry(path, f"file is {len(data)} bytes, over the {limit} limit")
    if b"\x00" in data:
        raise InvalidEntry(path, "binary file (contains NUL bytes); entries are Markdown text")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise InvalidEntry(path, "not UTF-8 text", line) from None


def _lines(text: str) -> list[str]:
    """Lines with their endings, after a leading BOM (kept by `rewrite`, ignored by `parse`)."""
    return text.removeprefix("\ufeff").splitlines(keepends=True)


def _frontmatter_bounds(lines: list[str], path: str) -> tuple[int, int] | None:
    """(first, last) line indexes of the frontmatter's content, or None when there is none."""
    if not lines or lines[0].rstrip("\r\n").rstrip() != "---":
        return None
    for i in range(1, len(lines)):
        if lines[i].rstrip("\r\n").rstrip() in ("---", "..."):
            return 1, i
    raise InvalidEntry(path, "frontmatter opened with '---' is never closed", 1)


# Characters str.splitlines() breaks lines at besides LF, and the BOM: `_split_simple` leaves
# any text holding one to the general path.
_OTHER_BREAKS = re.compile("[\r\v\f\x1c\x1d\x1e\x85\u2028\u2029\ufeff]")


def _split_simple(text: str) -> tuple[str, str] | None:
    """(frontmatter, body) of a file in the usual shape (a `---` line, LF line ends, a closing
    `---` line and no other candidate delimiter before it), as the general path would split it;
    None for anything else."""
    if not text.startswith("---\n"):
        return None
    end = text.find("\n---\n", 3)
    if end < 0:
        return None
    head = text[3 : end + 1]
    if "\n---" in head or "\n..." in head or _OTHER_BREAKS.search(text):
        return None
    return head[1:], text[end + 5 :]


def parse(text: str, path: str = "<text>") -> Parsed:
    """Split and load a file's text. Raises InvalidEntry naming the line of a YAML error."""
    simple = _split_simple(text)
    if simple is not None and len(simple[0]) <= MAX_FRONTMATTER_BYTES:
        fast = fast_meta(simple[0])
        if fast is not None:
            return Parsed(fast, simple[1], True)
    lines = _lines(text)
    bounds = _frontmatter_bounds(lines, path)
    if bounds is None:
        return Parsed({}, "".join(lines).replace("\r\n", "\n"), False)
    start, end = bounds
    source = "".join(lines[start:end]).replace("\r\n", "\n")
    if len(source) > MAX_FRONTMATTER_BYTES:
        raise InvalidEntry(path, f"frontmatter is over the {MAX_FRONTMATTER_BYTES} byte limit")
    fast = fast_meta(source)
    if fast is not None:
        return Parsed(fast, "".join(lines[end + 1 :]).replace("\r\n", "\n"), True)
    try:
        meta = yaml.load(source, Loader=_Loader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + start + 1 if mark else None
        reason = exc.problem or exc.context or "bad YAML"
        raise InvalidEntry(path, f"bad YAML ({reason})", line) from None
    except (yaml.YAMLError, RecursionError, ValueError, TypeError) as exc:
        raise InvalidEntry(path, f"bad YAML ({type(exc).__name__})", start) from None
    if meta is None:
        meta = {}
    if not isinstance(meta, dict):
        raise InvalidEntry(path, "frontmatter must be a mapping of keys to values", start + 1)
    _check_size(meta, path)
    bad = [k for k in meta if not isinstance(k, str)]
    if bad:
        raise InvalidEntry(path, f"frontmatter key {bad[0]!r} is not a string")
    body = "".join(lines[end + 1 :]).replace("\r\n", "\n")
    return Parsed(meta, body, True)


def _check_size(value: Any, path: str) -> None:
    """Refuse alias bombs (count nodes, visiting shared ones every time they are referenced)
    and nesting no reader could walk."""
    if yamlsafe.too_big(value, MAX_YAML_NODES):
        raise InvalidEntry(path, f"frontmatter is too large or too deeply aliased (over "
                           f"{MAX_YAML_NODES} values), or nested over {yamlsafe.MAX_DEPTH} deep")


# Writing ---------------------------------------------------------------------------------

_PLAIN = re.compile(r"[A-Za-z0-9][A-Za-z0-9_./@+-]*(?:T\d\d:\d\d:\d\dZ)?\Z")
# Words of those characters joined by single spaces: PyYAML writes them plain in a block and in
# a flow collection alike (nothing in them is an indicator there), so no dump is needed.
_PLAIN_WORDS = re.compile(r"[A-Za-z0-9][A-Za-z0-9_./@+-]*(?: [A-Za-z0-9_./@+-]+)+\Z")


def _scalar(value: Any, flow: bool) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    text = str(value)
    if (_PLAIN.match(text) or _PLAIN_WORDS.match(text)) and _FAST.reads_as_text(text):
        return text
    return _dumped(text, flow)


@lru_cache(maxsize=1 << 12)
def _dumped(text: str, flow: bool) -> str:
    """One string as PyYAML writes it, kept: a plan rewrites every provenance record of each
    entry it changes, and the same notes ("contradicts X (number)") come back in many of them."""
    # Let PyYAML choose the quoting; inside a flow list it quotes whatever would break one.
    dumped = yaml.dump([text] if flow else text, Dumper=_Dumper, default_flow_style=flow,
                       width=10**9, allow_unicode=True)
    dumped = dumped.strip()
    if flow:
        return dumped[1:-1]
    return dumped.removesuffix("\n...").strip()


def _flow(value: Any) -> str:
    if isinstance(value, dict):
        return "{" + ", ".join(f"{_scalar(k, True)}: {_flow(v)}" for k, v in value.items()) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_flow(v) for v in value) + "]"
    return _scalar(value, True)


def emit_key(key: str, value: Any) -> list[str]:
    """One top-level key in the house style, as lines without endings.

    Scalars and lists of scalars stay on one line (`tags: [python, tooling]`); lists of
    mappings are block lists of one-line flow mappings, so each provenance record is one line.
    """
    if isinstance(value, (list, tuple)) and any(isinstance(v, (dict, list)) for v in value):
        return [f"{key}:"] + [f"  - {_flow(v)}" for v in value]
    if isinstance(value, dict):
        if not value:
            return [f"{key}: {{}}"]
        return [f"{key}:"] + [f"  {line}" for k, v in value.items() for line in emit_key(k, v)]
    if isinstance(value, (list, tuple)):
        return [f"{key}: {_flow(list(value))}"]
    return [f"{key}: {_scalar(value, False)}"]


def _order(key: str) -> int:
    return KEY_ORDER.index(key) if key in KEY_ORDER else len(KEY_ORDER)


def render(meta: Mapping[str, Any], body: str) -> str:
    """A new file: keys in the house order (unknown keys after, as given), then the body."""
    keys = sorted(meta, key=_order)  # sorted() is stable: unknown keys keep their order
    lines = [line for key in keys for line in emit_key(key, meta[key])]
    return "---\n" + "".join(line + "\n" for line in lines) + "---\n" + _body_text(body)


def _body_text(body: str) -> str:
    body = body.strip("\n")
    return body + "\n" if body else ""


_KEY_LINE = re.compile(r"([^\s#'\"\-?:][^:#]*?|'[^']*'|\"[^\"]*\")\s*:(\s|$)")


def duplicate_keys(text: str) -> list[str]:
    """The top-level frontmatter keys written more than once in a file's text, in order."""
    lines = _lines(text)
    try:
        bounds = _frontmatter_bounds(lines, "<text>")
    except InvalidEntry:
        return []
    if bounds is None:
        return []
    seen: set[str] = set()
    twice: list[str] = []
    for key, _, _ in _blocks(lines[bounds[0]:bounds[1]]):
        if key is None:
            continue
        if key in seen and key not in twice:
            twice.append(key)
        seen.add(key)
    return twice


def _blocks(lines: list[str]) -> list[tuple[str | None, int, int]]:
    """Split frontmatter lines into (key, first, end) blocks; key None for comments/blanks.

    A key's block is its line plus the indented (or zero-indented `- `) lines under it, and any
    other line at the margin that is neither a key, a comment nor a blank: in a mapping YAML
    reads such a line only as more of the value before it (a flow list continued at the margin,
    `tags: [a,` then `b]`). Blank lines belong to a block only when more of the block follows
    them.
    """
    blocks: list[tuple[str | None, int, int]] = []
    i = 0
    while i < len(lines):
        match = _KEY_LINE.match(lines[i])
        if not match:
            blocks.append((None, i, i + 1))
            i += 1
            continue
        key = match.group(1).strip().strip("'\"")
        j = last = i + 1
        while j < len(lines):
            line = lines[j]
            if not line.strip():
                j += 1
                continue
            if (line[0] in " \t" or line.startswith("- ") or line.rstrip("\r\n") == "-"
                    or not (line.startswith("#") or _KEY_LINE.match(line))):
                j += 1
                last = j
                continue
            break
        blocks.append((key, i, last))
        i = last
    return blocks


def rewrite(text: str, changes: Mapping[str, Any], body: str | None = None) -> str:
    """Apply `changes` (key -> value, or DELETE) to a file's text, touching nothing else.

    Changed keys are re-emitted in place; new keys go where the house order puts them among the
    keys already there; a new body replaces the old one. Line endings (CRLF) and a BOM survive.
    """
    bom = "\ufeff" if text.startswith("\ufeff") else ""
    lines = _lines(text)
    newline = "\r\n" if lines and lines[0].endswith("\r\n") else "\n"
    bounds = _frontmatter_bounds(lines, "<text>")
    if bounds is None:
        head: list[str] = []
        rest = lines
    else:
        head = [line.rstrip("\r\n") for line in lines[bounds[0] : bounds[1]]]
        rest = lines[bounds[1] + 1 :]
    out = _splice(head, changes)
    if body is not None:
        body_text = _body_text(body)
    elif bounds is None:
        body_text = "".join(rest)
    else:
        body_text = "".join(rest)
    fm = "---" + newline + "".join(line + newline for line in out) + "---" + newline
    if body is not None and newline != "\n":
        body_text = body_text.replace("\n", newline)
    return bom + fm + body_text


def _splice(head: list[str], changes: Mapping[str, Any]) -> list[str]:
    blocks = _blocks(head)
    present = [key for key, _, _ in blocks if key is not None]
    known = [key for key in present if key in KEY_ORDER]
    pending = {k: v for k, v in changes.items() if k not in present and v is not DELETE}
    # Each new key goes right after the last present key that the house order puts before it
    # (or, failing that, before the first present known key; or at the end).
    after: dict[str | None, list[str]] = {}
    for new in sorted(pending, key=_order):
        earlier = [k for k in known if _order(k) < _order(new)]
        anchor = earlier[-1] if earlier else (f"<{known[0]}" if known else None)
        after.setdefault(anchor, []).append(new)
    out: list[str] = []
    comments_from = 0  # where the comment lines right above the current key begin in `out`
    for key, first, end in blocks:
        if key is None:
            if not head[first].lstrip().startswith("#"):
                comments_from = len(out) + 1
            out.extend(head[first:end])
            continue
        # A comment above a key belongs to it, so a key inserted before it goes above both.
        before = [line for new in after.pop(f"<{key}", []) for line in emit_key(new, pending[new])]
        out[comments_from:comments_from] = before
        if key in changes:
            if changes[key] is not DELETE:
                out.extend(_respliced(key, changes[key], head[first:end]))
        else:
            out.extend(head[first:end])
        for new in after.pop(key, []):
            out.extend(emit_key(new, pending[new]))
        comments_from = len(out)
    # New keys with no anchor go last, before any trailing blank lines.
    tail = len(out)
    while tail > 0 and not out[tail - 1].strip():
        tail -= 1
    extra = [line for keys in after.values() for new in keys
             for line in emit_key(new, pending[new])]
    return out[:tail] + extra + out[tail:]


_UNREAD = object()
_BEFORE_COMMENT = re.compile(r"[ \t]+#")
_ITEM = re.compile(r"([ \t]*)-(?:[ \t]|$)")


def _block_value(lines: Sequence[str]) -> Any:
    """The value of the one key `lines` hold, as `parse` reads it (_UNREAD if they do not)."""
    try:
        loaded = yaml.load("".join(line + "\n" for line in lines), Loader=_Loader)
    except (yaml.YAMLError, RecursionError, ValueError, TypeError):
        return _UNREAD
    if not isinstance(loaded, dict) or len(loaded) != 1:
        return _UNREAD
    return next(iter(loaded.values()))


def _comment(line: str) -> str:
    """The comment that ends a key's line (`status: active   # reviewed`), with the blanks
    before it; '' when the line has none."""
    if "#" not in line:
        return ""
    whole = _block_value([line])
    if whole is _UNREAD:
        return ""
    for match in _BEFORE_COMMENT.finditer(line):
        if _block_value([line[: match.start()]]) == whole:
            return line[match.start() :]
    return ""


def _respliced(key: str, value: Any, old: list[str]) -> list[str]:
    """The lines of a key whose value changed, keeping what a person wrote around the value: a
    block list that only grew keeps its lines (a provenance record written as a block mapping
    stays one) and gets the new items under them, and the comment that ended the key's line
    ends it still. Anything the result would not read back as `value` is emitted afresh."""
    lines = emit_key(key, value)
    first = next((_ITEM.match(line) for line in old[1:] if line.strip()), None)
    if first and isinstance(value, list):
        before = _block_value(old)
        if (isinstance(before, list) and before and len(value) > len(before)
                and value[: len(before)] == before):
            grown = old + [f"{first.group(1)}- {_flow(item)}" for item in value[len(before) :]]
            if _block_value(grown) == value:
                return grown
    comment = _comment(old[0])
    if comment:
        kept = [lines[0] + comment, *lines[1:]]
        if _block_value(kept) == value:
            return kept
    return lines


def facts(body: str) -> list[str]:
    """The facts of a body: its bullet lines, and outside bullet lists its paragraphs.

    Headings are not facts. A fenced code block is one fact. An indented line under a bullet
    continues that bullet. A paragraph is joined into one line, a table's rows too: that is the
    fact the judge reads; `as_written` gives a table its rows back when it is written again.
    """
    return _facts(body, tables=False)


def as_written(found: Sequence[str], *bodies: str) -> list[str]:
    """`found`, facts of `bodies` (as `facts` reads them), with each table's rows on their own
    lines again, as the bodies hold them: a table merged into another entry was written back
    as one bullet of every row ("- | Command | What it does | | --- | --- | ...")."""
    rows: dict[str, str] = {}
    for body in bodies:
        if "|" in body:
            rows.update((flat, kept) for flat, kept in zip(
                _facts(body, tables=False), _facts(body, tables=True), strict=True)
                if flat != kept)
    return [rows.get(fact, fact) for fact in found] if rows else list(found)


def _facts(body: str, tables: bool) -> list[str]:
    result: list[str] = []
    paragraph: list[str] = []
    fence: list[str] | None = None
    # The lines that continue a fact, joined once at the end (joining them one by one copies
    # the fact again for each line: quadratic in a hostile file of indented lines).
    continued: dict[int, list[str]] = {}

    def flush() -> None:
        if paragraph:
            table = tables and len(paragraph) > 1 and all(p.startswith("|") for p in paragraph)
            result.append(("\n" if table else " ").join(paragraph))
            paragraph.clear()

    for raw in body.splitlines():
        line = raw.rstrip()
        if fence is not None:
            fence.append(line)
            if line.lstrip().startswith(("```", "~~~")):
                result.append("\n".join(fence))
                fence = None
            continue
        stripped = line.strip()
        if stripped.startswith(("```", "~~~")):
            flush()
            fence = [line]
            continue
        bullet = _BULLET.match(line)
        if bullet:
            flush()
            result.append(bullet.group(1).strip())
        elif not stripped:
            flush()
        elif stripped.startswith("#"):
            flush()
        elif raw[:1] in (" ", "\t") and result and not paragraph:
            continued.setdefault(len(result) - 1, [result[-1]]).append(stripped)
        else:
            paragraph.append(stripped)
    flush()
    if fence is not None:
        result.append("\n".join(fence))
    for i, parts in continued.items():
        result[i] = " ".join(parts)
    return [fact for fact in result if fact]


_BULLET = re.compile(r"\s{0,3}(?:[-*+]|\d{1,3}[.)])\s+(?:\[[ xX]\]\s+)?(.*)")


def bullets(items: Iterable[str]) -> str:
    """A body made of one bullet per fact (multi-line facts indented under their bullet)."""
    lines = []
    for item in items:
        first, *more = item.split("\n")
        lines.append(f"- {first}")
        lines.extend(f"  {line}" if line else "" for line in more)
    return "\n".join(lines) + "\n" if lines else ""


def without_facts(body: str, gone: Sequence[str]) -> str | None:
    """`body` without the lines of the one-line facts `gone` (a bullet or a paragraph of one
    line each), every other line as written: headings, blank lines, list markers. None when a
    fact is not such a line, or the result would not read as the other facts."""
    lines = body.split("\n")
    for fact in gone:
        if "\n" in fact:
            return None
        at = next((i for i, line in enumerate(lines)
                   if (m := _BULLET.fullmatch(line)) and m.group(1).strip() == fact
                   or line.strip() == fact), None)
        if at is None:
            return None
        del lines[at]
    text = "\n".join(lines)
    kept = [f for f in facts(body) if f not in gone]
    return text if facts(text) == kept else None


# Git's conflict markers: a block git left in a file it could not merge (the line merges of
# memstore.storage.linemerge and `memstore doctor` read them; an entry's readers show that its
# body holds one, memstore.core.levels).
_CONFLICT = re.compile(r"^<{7}(?: .*)?$.*?^={7}$.*?^>{7}(?: .*)?$", re.M | re.S)
_MARKER_LINE = re.compile(r"(?:<{7}|\|{7}|>{7})(?: .*)?|={7}")


def has_conflict_markers(text: str) -> bool:
    """Whether `text` holds a block of git conflict markers."""
    return "<<<<<<<" in text and bool(_CONFLICT.search(text))


def is_conflict_marker(line: str) -> bool:
    """Whether `line` is one of git's conflict marker lines."""
    return bool(_MARKER_LINE.fullmatch(line))


def append_facts(body: str, new: Sequence[str]) -> str:
    """`body` with `new` facts appended: one bullet each, or a fenced block as it was written.

    A bullet goes straight under a body that ends in a list; anything else gets a blank line.
    """
    text = body.rstrip("\n")
    if not new:
        return body
    previous = "bullet" if _ends_in_list(text) else "block"
    marker = _list_marker(text) if previous == "bullet" else "-"
    for fact in new:
        shape = "block" if "\n" in fact else "bullet"
        chunk = fact if shape == "block" else f"{marker} {fact}"
        if not text:
            text = chunk
        else:
            text += ("\n" if shape == previous == "bullet" else "\n\n") + chunk
        previous = shape
    return text + "\n"


_TOP_ITEM = re.compile(r" {0,3}([-*+])[ \t]+\S")


def _list_marker(text: str) -> str:
    """The bullet of the list `text` ends in (`*` or `+` as a person typed it; else `-`), so an
    appended fact is one more item of that list: Markdown starts a new list where the bullet
    character changes."""
    for line in reversed(text.split("\n")):
        match = _TOP_ITEM.match(line)
        if match:
            return match.group(1)
        if line and not line[0].isspace():
            break
    return "-"


_LIST_LINE = re.compile(r"\s{0,3}(?:[-*+]|\d{1,3}[.)])\s+\S|[ \t]+\S")


def _ends_in_list(text: str) -> bool:
    """Whether the last line is a bullet or an indented line under one (not a fence's end)."""
    last = text.rsplit("\n", 1)[-1]
    return bool(_LIST_LINE.match(last)) and not last.strip().startswith(("```", "~~~"))
