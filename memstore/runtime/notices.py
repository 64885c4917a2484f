"""What the library has to tell a person while it works, for the front end to show.

A library function that is asked for one thing may find another worth saying on the way: the
transaction that completes a run a crash interrupted (memstore.app.transaction), say. It calls
`tell(line)`; the front end that wants the lines calls `listen` once (the command line prints
them on stderr). Nobody listening, the lines go nowhere: the library itself never prints.
"""

from __future__ import annotations

from collections.abc import Callable

_listeners: list[Callable[[str], None]] = []


def listen(listener: Callable[[str], None]) -> None:
    """Have `listener(line)` called with every line told from now on (once per listener)."""
    if listener not in _listeners:
        _listeners.append(listener)


def tell(line: str) -> None:
    """Tell a person `line` (see the module docstring)."""
    for listener in _listeners:
        listener(line)
