"""A fast path for reading frontmatter in the house style, exact or not at all.

Loading a store parses every entry's frontmatter, and even libyaml's C parser builds its nodes
and values in Python (about 150 µs a file). Nearly every file holds only what memstore writes:
`key: scalar`, `key: [a, b]`, and block lists of one-line flow mappings (provenance). `FastPath`
reads exactly that subset line by line, ten times faster, and gives up (returns None) on the
first thing it is not sure of: a tab, an odd character, a multi-line or escaped scalar, an
anchor, a tag, a comment after a value, a nested block, a number that is not plain decimal, ...
The caller then parses the text with PyYAML as before, so every result (and every error
message) is what PyYAML gives. tests/unit/test_fastyaml.py checks the law `fast(s) is None or
fast(s) == yaml.load(s)` on rendered and hostile frontmatter.

Plain scalars are resolved with the loader's own implicit resolver table (so a `yes` is True
and a timestamp stays a string exactly as with the loader), and keys are interned so that a
store's ten thousand metadata dicts share their key strings.
"""

from __future__ import annotations

import re
import sys
from typing import Any

from memstore.core.yamlsafe import MAX_INT_CHARS

# Largest frontmatter the fast path reads: below it, no flow list can exceed the loader's node
# budget (each node takes at least two characters), so the alias-bomb check is not needed.
FAST_LIMIT = 30_000

_TAG = "tag:yaml.org,2002:"
_KEY_LINE = re.compile(r"([A-Za-z_][A-Za-z0-9_-]*):(?: +(.*?))? *\Z")
_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_-]*\Z")
# Anything outside YAML's printable set, plus tab, CR, NEL, LS/PS and BOM: leave it to PyYAML.
# (The full class takes 10 ms to compile, so ASCII text, nearly all of it, uses the short one.)
_ODD_ASCII = re.compile("[\x00-\x09\x0b-\x1f\x7f]")
_ODD_PATTERN = (
    "[^\n\x20-\x7e\xa0-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd\U00010000-\U0010ffff]"
)
_PLAIN_START_BAD = frozenset("-?:,[]{}#&*!|>'\"%@`")
_FLOW_BAD = re.compile(r"[\[\]{}\"'#]")
_SIMPLE_INT = re.compile(r"(?:0|[1-9][0-9]*)\Z")
_SIMPLE_FLOAT = re.compile(r"[0-9]+\.[0-9]+\Z")
_VALUE_CACHE = 8192
_BOOLS = {"yes": True, "no": False, "true": True, "false": False, "on": True, "off": False}


class _GiveUp(Exception):
    """The text is outside the subset: let PyYAML read it."""


class FastPath:
    """Reads house-style frontmatter with the given implicit resolvers (the loader's)."""

    def __init__(self, resolvers: dict[Any, list[tuple[str, re.Pattern[str]]]]) -> None:
        self._resolvers = {k: tuple(v) for k, v in resolvers.items()}
        self._keys: dict[str, str] = {}
        # Values repeat across a store (kinds, statuses, sources, tags): resolve each once and
        # share one object. Bounded, so unique values (ids, times) cannot grow it forever.
        self._values: dict[str, Any] = {}

    def parse(self, source: str) -> dict[str, Any] | None:
        """The mapping `source` holds, or None when only PyYAML may say."""
        if len(source) > FAST_LIMIT:
            return None
        odd = _ODD_ASCII if source.isascii() else re.compile(_ODD_PATTERN)  # re caches it
        if odd.search(source):
            return None
        try:
            return self._mapping(source.split("\n"))
        except _GiveUp:
            return None

    def _mapping(self, lines: list[str]) -> dict[str, Any]:
        meta: dict[str, Any] = {}
        i, n = 0, len(lines)
        while i < n:
            line = lines[i]
            i += 1
            if not line or line[0] == "#":
                continue
            match = _KEY_LINE.match(line)
            if match is None:
                raise _GiveUp
            key = self._key(match.group(1))
            rest = match.group(2)
            if rest:
                meta[key] = self._value(rest)
                if i < n and lines[i][:1] == " ":
                    raise _GiveUp  # a continuation line or a nested block
                continue
            items: list[Any] = []
            indent = -1
            while i < n:
                item = lines[i]
                if not item.startswith(("- ", " ")):
                    break
                depth = len(item) - len(item.lstrip(" "))
                if item[depth : depth + 2] != "- " or (indent >= 0 and depth != indent):
                    raise _GiveUp
                indent = depth
                items.append(self._item(item[depth + 2 :].strip(" ")))
                i += 1
            meta[key] = items if items else None
        return meta

    def reads_as_text(self, text: str) -> bool:
        """Whether `text`, written as a plain scalar, reads back as this very string (not as a
        number, a boolean or null): what `yaml.load(text) == text` says for a word."""
        try:
            return self._plain(text) is text
        except _GiveUp:
            return False

    def _key(self, text: str) -> str:
        known = self._keys.get(text)
        if known is not None:
            return known
        if self._plain(text) is not text:
            raise _GiveUp  # `yes:` or `null:` is not a text key
        return self._keys.setdefault(text, sys.intern(text))

    def _value(self, text: str) -> Any:
        first = text[0]
        if first == "[":
            if text[-1] != "]":
                raise _GiveUp
            inner = text[1:-1]
            if _FLOW_BAD.search(inner) or ":" in inner:
                raise _GiveUp
            if not inner.strip(" "):
                return []
            return [self._flow_plain(part) for part in inner.split(",")]
        if first == "{":
            if text == "{}":
                return {}
            raise _GiveUp
        if first in "\"'":
            return self._quoted(text)
        if " #" in text or ": " in text or text[-1] == ":":
            raise _GiveUp
        return self._plain_checked(text)

    def _item(self, text: str) -> Any:
        if not text:
            raise _GiveUp
        if text[0] != "{":
            if text[0] == "[":
                raise _GiveUp
            return self._value(text)
        if text[-1] != "}":
            raise _GiveUp
        inner = text[1:-1]
        if _FLOW_BAD.search(inner):
            raise _GiveUp
        out: dict[str, Any] = {}
        if not inner.strip(" "):
            return out
        for part in inner.split(","):
            key, sep, value = part.strip(" ").partition(": ")
            value = value.strip(" ")
            if not sep or not _KEY.match(key) or not value:
                raise _GiveUp
            if ": " in value or value[-1] == ":":
                raise _GiveUp
            out[self._key(key)] = self._plain_checked(value)
        return out

    def _flow_plain(self, part: str) -> Any:
        text = part.strip(" ")
        if not text:
            raise _GiveUp
        return self._plain_checked(text)

    def _quoted(self, text: str) -> str:
        quote = text[0]
        if len(text) < 2 or text[-1] != quote:
            raise _GiveUp
        inner = text[1:-1]
        if quote == '"':
            if '"' in inner or "\\" in inner:
                raise _GiveUp
            return inner
        if "'" in inner.replace("''", ""):
            raise _GiveUp
        return inner.replace("''", "'")

    def _plain_checked(self, text: str) -> Any:
        value = self._values.get(text, _GiveUp)
        if value is not _GiveUp:
            return value
        if text[0] in _PLAIN_START_BAD:
            raise _GiveUp
        value = self._plain(text)
        if len(self._values) < _VALUE_CACHE and len(text) <= 32:
            value = self._values.setdefault(text, value)
        return value

    def _plain(self, text: str) -> Any:
        tag = ""
        for candidate, regexp in self._resolvers.get(text[0], ()):
            if regexp.match(text):
                tag = candidate
                break
        else:
            return text
        kind = tag[len(_TAG):] if tag.startswith(_TAG) else ""
        if kind == "null":
            return None
        if kind == "bool":
            return _BOOLS[text.lower()]
        if kind == "int" and _SIMPLE_INT.match(text) and len(text) <= MAX_INT_CHARS:
            return int(text)  # a longer one is the loader's error to report
        if kind == "float" and _SIMPLE_FLOAT.match(text):
            return float(text)
        raise _GiveUp
