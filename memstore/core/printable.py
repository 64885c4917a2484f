"""Text from a store made safe to print: every control character written as its escape.

A committed file may hold ESC sequences (YAML's `"\\u001b[2J"` in a title, a raw one in a body
or a file name) that clear the screen, retitle the window, plant a link or set the clipboard
(`\\x1b]52;c;...`) of whoever reads memstore's output. Kept free of imports so the command
line's own error and notice lines can use it without loading the library.
"""

from __future__ import annotations

import re

_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f]")


def printable(text: str) -> str:
    """`text` with every control character written as its escape (`\\x00`, `\\x1b`): a
    hand-written title may hold one (YAML's `"\\u001b[2J"`), and printed raw it would act on
    the terminal of whoever lists the store."""
    return _UNPRINTABLE.sub(lambda m: f"\\x{ord(m.group()):02x}", text)


_UNPRINTABLE_LINES = re.compile(
    "[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]|\r(?!\n)")


def printable_text(text: str) -> str:
    """`text` as `printable` writes it, keeping its line breaks and tabs (and a CR that ends a
    line): what the command line prints of a body, a fact or a file name, which a committed
    file may fill with ESC sequences that clear the screen, retitle the window, plant a link
    or set the clipboard (`\\x1b]52;c;...`) of whoever reads the output. The bidirectional
    overrides and isolates (`\\u202e`) are escaped too: they make a line read backwards."""
    return _UNPRINTABLE_LINES.sub(_escape, text)


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"
