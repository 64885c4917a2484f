"""Python's cycle collector paused over a long computation that only builds (issue 15 cost).

The collector walks every tracked object each time its oldest generation has grown by a quarter.
A consolidation plan of 10,000 entries builds about a million and a half of them (every clause
read as a claim, the judge's caches of claim pairs, the entries' bags of terms) and makes almost
no reference cycles: a whole run collected a few hundred objects, while the walks took a seventh
of its CPU. `paused()` turns automatic collection off for the block (and for the worker
processes forked inside it, which then also leave alone the pages they share with the command),
then turns it back on if it was on, with what the block made counted as old. Reference counting
still frees every object that is not in a cycle, so memory is what it was; nothing computed
changes.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def paused() -> Iterator[None]:
    """No automatic cycle collection inside the block (see the module docstring)."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        # What the block made is still in the youngest generation, and the first collection
        # after it would walk all of it (and the next ones again as it ages): moved to the
        # oldest instead, unexamined, it waits for the next full collection like any old object.
        gc.freeze()
        gc.unfreeze()
        if was:
            gc.enable()


_FREEZE_REGISTERED = False


def skip_final_walk() -> None:
    """When this process ends, leave its objects to the operating system instead of walking
    them: at interpreter shutdown Python collects cycles over every object still alive, which
    after a consolidation of 10,000 entries (a million and a half of them, the judge's caches
    included) took longer than some whole commands. The objects are frozen (`gc.freeze`) by an
    `atexit` handler, so the walks skip them; reference counting still tears the modules down
    and every other exit handler runs as before. A command-line process asks for this; a test
    process that runs commands in itself freezes only when it ends too."""
    global _FREEZE_REGISTERED
    if not _FREEZE_REGISTERED:
        import atexit

        atexit.register(gc.freeze)
        _FREEZE_REGISTERED = True
