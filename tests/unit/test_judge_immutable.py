""""Immutable" is "cannot be changed" (session 42; docs/consolidation.md, "Immutable (session
42)"): "Journal entries are immutable once posted; corrections go in as reversing entries" /
"Posted journal entries can't be edited, fix mistakes with a reversing entry" (dev) was
**flagged** as two names, "mutable" put for "edited". "mutable" is in the row of "change"
now, so "immutable" reads as its no.

Sentences of our own; the guard holds on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


def test_immutable_restates_cannot_be_edited() -> None:
    assert symmetric_kind(
        "Ledger entries are immutable once posted; corrections go in as reversing entries.",
        "Posted ledger entries can't be edited, fix mistakes with a reversing entry.",
    ) == "duplicate"


def test_immutable_denies_can_still_be_edited() -> None:
    assert symmetric_kind("Invoices are immutable once sent.",
                          "Sent invoices can still be edited.") == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Audit log rows are immutable.", "Nobody can modify audit log rows.",
                 id="nobody"),
    pytest.param("Invoices are immutable once sent.", "Sent invoices can't be edited.",
                 id="sent"),
])
def test_guard_restatements_still_merge(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"
