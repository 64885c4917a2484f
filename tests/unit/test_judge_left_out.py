"""A thing left out of another is excluded from it (session 38; docs/consolidation.md, "Left
out (session 38)"): "The report includes archived projects" / "Archived projects are left out
of the report" merged, "left out" being read as a word of its own ("omit"), not as the no of
"include". "left out of", "omitted from" and "leaves X out" now read as "excluded from" /
"excludes X". "Omitted" alone stays its own word (session 28: "Frame pointers are omitted by
default"). Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Refunds are included in the monthly revenue figure.",
                 "Refunds are left out of the monthly revenue figure.", id="left-out-of"),
    pytest.param("The nightly backup includes the uploads bucket.",
                 "The uploads bucket is omitted from the nightly backup.", id="omitted-from"),
])
def test_included_against_left_out_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Draft invoices are left out of the ledger export.",
                 "The ledger export excludes draft invoices.", id="left-out-is-excluded"),
    pytest.param("Bots are left out of the signup numbers.",
                 "Signup numbers don't include bots.", id="left-out-is-not-included"),
])
def test_left_out_restates_excluded(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b", "kind"), [
    pytest.param("Vendored code is omitted from the coverage report.",
                 "Coverage reports leave vendored code out.", "duplicate", id="two-wordings"),
    pytest.param("Draft invoices are left out of the ledger export.",
                 "Void invoices are left out of the ledger export.", "distinct",
                 id="two-kinds-left-out"),
])
def test_guard_read_as_before(a: str, b: str, kind: str) -> None:
    assert symmetric_kind(a, b) == kind
