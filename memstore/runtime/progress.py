"""A progress line on stderr for long jobs, for a person watching a terminal.

A job says how far it is (`report("consolidate", 12000, 20797, "working entries compared")`)
and clears the line when that part is done (`clear()`). Nothing is drawn unless the command
line turned progress on (`enable`, which it does only when stderr is a terminal), and nothing
before the command has run for `DELAY` seconds: piped output, agents, the MCP server, tests and
every quick command see nothing. The line is redrawn at most every `INTERVAL` seconds.

Wall-clock time (time.monotonic), not memstore's clock: `--now` moves what jobs decide, not how
long they take.
"""

from __future__ import annotations

import time
from typing import TextIO

DELAY = 0.5
INTERVAL = 0.25

_stream: TextIO | None = None
_since = 0.0
_drawn_at = 0.0
_shown = False


def enable(stream: TextIO) -> None:
    """Draw progress on `stream` from now on, if it is a terminal."""
    global _stream, _since
    if stream.isatty():
        _stream, _since = stream, time.monotonic()


def report(job: str, done: int, total: int, what: str) -> None:
    """Redraw "job: done of total what" (when enabled, late and long enough, see above)."""
    global _drawn_at, _shown
    if _stream is None:
        return
    now = time.monotonic()
    if now - _since < DELAY or now - _drawn_at < INTERVAL:
        return
    _stream.write(f"\r{job}: {done:,} of {total:,} {what}\x1b[K")
    _stream.flush()
    _drawn_at, _shown = now, True


def clear() -> None:
    """Erase the line, so that what the command prints next starts on a clean one."""
    global _shown
    if _stream is not None and _shown:
        _stream.write("\r\x1b[K")
        _stream.flush()
        _shown = False
