"""memstore.runtime.heap.paused: no automatic cycle collection inside the block, the collector's
state given back after it, and nothing made inside kept from a later collection (consolidation
runs inside it, and the MCP server runs consolidations in one long-lived process)."""

from __future__ import annotations

import gc
import weakref

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
