"""Chained plans (retention run): each step sees the store exactly as the earlier steps leave it."""

from __future__ import annotations

from memstore.core.plan import Move, Plan, Write
from memstore.storage.chain import Overlay
from memstore.storage.store import Store


def _plan(*actions: Write | Move) -> Plan:
    plan = Plan("test")
    plan.actions = list(actions)
    return plan


def test_a_file_rewritten_by_one_step_and_moved_by_the_next_is_in_one_place(
    store: Store, write_entry
) -> None:
    # consolidate merges into a long-term entry, then compact archives it: the entry must not
    # also stay behind in long_term/ (the next step would see its id in two files).
    write_entry("long_term", "kept", "- one fact", kind="fact")
    overlay = Overlay(store, store.load())
    merged = "---\nid: kept\nkind: fact\n---\n- one fact\n- a merged fact\n"
    overlay.add(_plan(Write("long_term/kept.md", merged)))
    overlay.add(_plan(Move("long_term/kept.md", "archive/kept.md", merged)))
    snapshot = overlay.snapshot()
    assert [e.rel for e in snapshot.entries] == ["archive/kept.md"]
    assert [type(a).__name__ for a in overlay.actions()] == ["Move"]
    (move,) = overlay.actions()
    assert (move.src, move.dst, move.text) == ("long_term/kept.md", "archive/kept.md", merged)


def test_a_created_file_moved_later_is_one_new_file(store: Store) -> None:
    overlay = Overlay(store, store.load())
    text = "---\nid: fresh\nkind: fact\n---\n- new\n"
    overlay.add(_plan(Write("long_term/fresh.md", text)))
    overlay.add(_plan(Move("long_term/fresh.md", "archive/fresh.md", text)))
    assert [e.rel for e in overlay.snapshot().entries] == ["archive/fresh.md"]
    assert overlay.actions() == [Write("archive/fresh.md", text)]
