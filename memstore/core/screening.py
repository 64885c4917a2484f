"""Screening what a command writes: every field of an entry and every log line goes through
here before it reaches a committed file (memstore.core.secrets finds the secrets; this applies the
store's `secrets.mode` to a named field, and redacts whole log records).
"""

from __future__ import annotations

import bisect
import re
from functools import lru_cache
from typing import Any

from memstore.core import secrets
from memstore.core.errors import SecretDetected


def screen(value: str, where: str, mode: str = "refuse") -> str:
    """`value` as it may be written: unchanged when it holds no secret, else redacted (`mode`
    "redact") or refused with SecretDetected naming `where` ("the tag", "the session", ...)."""
    findings = secrets.scan_text(value)
    if not findings:
        return value
    if mode == "redact":
        return secrets.redact(value)
    raise SecretDetected(where, sorted({f.rule for f in findings}))


def scrub(record: Any) -> Any:
    """`record` (a log line's JSON value, or a list of them) with every string in it redacted:
    the last guard before a log line is written, whatever a command failed to screen.

    A job logs thousands of events at once, so their strings are screened together: every
    rule's first regex searched once over all of them (one a line), and only the strings it
    fires on are scanned in full."""
    strings: set[str] = set()
    _collect(record, strings)
    suspects = _suspects(strings)
    if not suspects:
        return record
    leaks = {s: secrets.redact(s) for s in suspects if secrets.scan_text(s)}
    return _replace(record, leaks) if leaks else record


def _collect(value: Any, into: set[str]) -> None:
    if isinstance(value, str):
        into.add(value)
    elif isinstance(value, dict):
        for item in value.values():
            _collect(item, into)
    elif isinstance(value, (list, tuple)):
        for item in value:
            _collect(item, into)


def _replace(value: Any, leaks: dict[str, str]) -> Any:
    if isinstance(value, str):
        return leaks.get(value, value)
    if isinstance(value, dict):
        return {key: _replace(item, leaks) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_replace(item, leaks) for item in value]
    return value


def _suspects(strings: set[str]) -> set[str]:
    """The strings some rule's first regex fires on: searched over all of them at once, one a
    line (a long or many-line string is screened on its own, in pieces)."""
    triggers = secrets.triggers()
    if triggers is None:
        return set(strings)
    short = sorted(s for s in strings if len(s) <= secrets.MAX_PIECE and "\n" not in s)
    found = {s for s in strings if (len(s) > secrets.MAX_PIECE or "\n" in s)
             and secrets.may_hold_secret(s.split("\n"))}
    starts = []
    position = 0
    for string in short:
        starts.append(position)
        position += len(string) + 1
    text = "\n".join(short)
    for pattern in _multiline_triggers():
        for match in pattern.finditer(text):
            first = bisect.bisect_right(starts, match.start()) - 1
            last = bisect.bisect_right(starts, max(match.start(), match.end() - 1)) - 1
            found.update(short[first:last + 1])
    return found


@lru_cache(maxsize=1)
def _multiline_triggers() -> list[re.Pattern[str]]:
    # The same regexes over many lines at once: `^` and `$` at every line (a match across two
    # lines only costs a closer look, never hides a secret).
    return [re.compile(p.pattern, p.flags | re.MULTILINE) for p in secrets.triggers() or []]
