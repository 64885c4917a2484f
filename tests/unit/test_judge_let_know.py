""""Let X know" is "notify X", and "inform" is "notify" (session 42; docs/consolidation.md, "Let
support know (session 42)"): "Notify support before starting maintenance" / "Start the
maintenance, then let support know" was only "the steps may be in another order": "let
support know" named no step the other names.

Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

from judging import symmetric_kind


def test_let_know_after_against_notify_before_conflicts() -> None:
    assert symmetric_kind("Notify support before starting a migration.",
                          "Start the migration, then let support know.") == "conflict"


def test_inform_restates_notify() -> None:
    assert symmetric_kind("Inform the on-call engineer before a database failover.",
                          "Notify the on-call engineer before a database failover.") == (
        "duplicate")


def test_guard_let_know_was_read_when_the_rest_said_enough() -> None:
    assert symmetric_kind("Notify sales before changing prices.",
                          "Change the prices, then let sales know.") == "conflict"


def test_guard_the_same_order_told_twice_restates() -> None:
    assert symmetric_kind("Notify finance before closing the books.",
                          "Before closing the books, notify finance.") == "duplicate"
