"""Writing allowed against read-only, found by a probe of fresh sentence pairs (session 22;
docs/consolidation.md, "Kinds of sentence the corpus lacked, found by probing"). "Writes to the
legacy DB are allowed during the migration" / "The legacy DB is read-only during the migration"
merged into one entry: the judge's readings of read-only against a change knew edit, change,
modify, alter and update, not write (memstore.core.judge.readonly `_MAY_WRITE`). Sentences of
our own."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize("writes", [
    pytest.param("Writes to the legacy DB are allowed during the migration.", id="allowed"),
    pytest.param("You can write to the legacy DB during the migration.", id="can-write"),
    pytest.param("The legacy DB accepts writes during the migration.", id="accepts"),
    pytest.param("The legacy DB is writable during the migration.", id="writable"),
])
def test_writes_allowed_against_read_only_conflict(writes: str) -> None:
    assert symmetric_kind(writes, "The legacy DB is read-only during the migration.") == (
        "conflict")


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The legacy DB is read-only.", "You can write to the new cluster.",
                 id="another-store"),
    pytest.param("The reporting replica is read-only for analysts.",
                 "The ETL service can write to the reporting replica.", id="another-role"),
])
def test_write_of_another_store_or_role_is_no_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) != "conflict"
