"""memstore.runtime.heap.paused: no automatic cycle collection inside the block, the collector's
state given back after it, and nothing made inside kept from a later collection (consolidation
runs inside it, and the MCP server runs consolidations in one long-lived process)."""

from __future__ import annotations

import gc
import subprocess
import sys
import weakref
from pathlib import Path

from memstore.runtime.heap import paused


class Node:
    def __init__(self) -> None:
        self.other: Node | None = None


def test_collection_is_off_inside_and_given_back_after() -> None:
    assert gc.isenabled()
    with paused():
        assert not gc.isenabled()
    assert gc.isenabled()
    gc.disable()
    try:
        with paused():
            assert not gc.isenabled()
        assert not gc.isenabled()  # it was off before: it stays off
    finally:
        gc.enable()


def test_a_cycle_made_inside_is_still_collected_later() -> None:
    with paused():
        a, b = Node(), Node()
        a.other, b.other = b, a
        gone = weakref.ref(a)
        del a, b
        assert gone() is not None  # no collection inside
    gc.collect()
    assert gone() is None


def test_what_the_block_made_is_counted_as_old() -> None:
    # The next collections do not walk it again: it is in the oldest generation, unexamined.
    with paused():
        made = [[n] for n in range(20_000)]
    young = {id(item) for generation in (0, 1) for item in gc.get_objects(generation)}
    assert not young & {id(item) for item in made}


def test_a_command_line_process_leaves_its_objects_unwalked_at_exit(tmp_path: Path) -> None:
    # A real `memstore` process: by the time the last exit handlers run (the first registered),
    # its objects are frozen, so the collections of interpreter shutdown do not walk them.
    root = tmp_path / "memory"
    subprocess.run([sys.executable, "-m", "memstore", "init", str(root)], check=True,
                   capture_output=True)
    script = (
        "import atexit, gc, sys\n"
        "atexit.register(lambda: print('frozen at exit:', gc.get_freeze_count() > 0))\n"
        "from memstore.cli import cli\n"
        f"cli(['--store', {str(root)!r}, 'list'])\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().endswith("frozen at exit: True")
