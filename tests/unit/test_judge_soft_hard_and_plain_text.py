"""Two ends of a deletion and a secret written in plain words, found by a probe of fresh
sentence pairs (session 24; docs/consolidation.md, "More kinds found by probing (session
24)"). Sentences of our own: a soft-deleted row is kept with a mark and a hard-deleted one
is gone, so the two say opposite things of one row, where they read as two unrelated words;
"in plain text", "cleartext" and "in the clear" say what "plaintext" says, the negative end
of "encrypted" (memstore/data/lexicon.yaml: antonyms, synonyms)."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Deleted invoices are soft-deleted.",
                 "Deleted invoices are hard-deleted after 30 days.", id="soft-hard"),
    pytest.param("Closed tenants are soft-deleted so support can restore them.",
                 "Closed tenants are hard-deleted by the nightly purge.", id="soft-hard-why"),
    pytest.param("Backups of the vault are encrypted.",
                 "Backups of the vault are kept in plain text.", id="plain-text"),
    pytest.param("Audit exports are encrypted.", "Audit exports are written in cleartext.",
                 id="cleartext"),
])
def test_the_two_ends_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_a_no_to_the_other_end_restates() -> None:
    assert symmetric_kind("Cancelled orders are soft-deleted.",
                          "Never hard-delete a cancelled order; set deleted_at instead.") == (
        "duplicate")
