"""One claim restricts a thing to one word, the other puts another word there ("The API only
accepts JSON" / "The API accepts XML"), found by a probe of fresh sentence pairs (session 29;
docs/consolidation.md, "More kinds found by probing (session 29)"). Sentences of our own.
The "only" rules the other's word out, so the two conflict; before, each pair below was a
look-alike, the same sentence said of two things. The guards hold on the session's start
code too: "only" said of something else than the word put for the other (two subjects), a
rule told with its other side ("... discarded otherwise"), and two roles, one of which may
be the other; and an "only" that opens the claim restricts its subject, not the verb after it
(a later probe, the same session: "Only billing-service writes to the invoices table" was
flagged against "The billing service owns the invoices table")."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The API accepts XML.", "The API only accepts JSON.", id="only-before"),
    pytest.param("The API accepts XML.", "The API accepts JSON only.", id="only-after"),
    pytest.param("The importer only reads CSV files.", "The importer reads Parquet files.",
                 id="formats"),
    pytest.param("The CLI only runs on Linux.", "The CLI runs on macOS.", id="platforms"),
    pytest.param("Only the billing service writes to the invoices table.",
                 "The orders service writes to the invoices table.", id="one-writer"),
])
def test_only_one_against_another_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Staging only gets deploys from main.", "Prod gets deploys from main.",
                 id="two-subjects"),
    pytest.param("Playwright traces are kept for failed tests only.",
                 "Playwright traces: retained on failure, discarded otherwise.",
                 id="told-with-its-other-side"),
    pytest.param("Only staff can view reports.", "Managers can view reports.", id="two-roles"),
    pytest.param("The billing service owns the invoices table.",
                 "Only billing-service writes to the invoices table.", id="only-the-subject"),
])
def test_only_said_of_something_else_is_no_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) != "conflict"
