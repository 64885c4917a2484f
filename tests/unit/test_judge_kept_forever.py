"""A retention limit against none at all, found by a probe of fresh sentence pairs (session
22; docs/consolidation.md, "Kinds of sentence the corpus lacked, found by probing"). "Logs are
kept for 30 days" and "Logs are never deleted" merged into one entry: "never deleted" read as
"kept", which "kept for 30 days" only says more of. Now "are never deleted" and "we never
delete X" keep X forever (memstore.core.judge.text `_NEVER_PURGED`, `_NEVER_PURGE`), and a
length of time against "forever" or "indefinitely" conflicts whatever verb each side tells it
with (compare `_forever_against_an_end`). Sentences of our own."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Logs are kept for 30 days.", "Logs are never deleted.", id="never-deleted"),
    pytest.param("Logs older than 30 days are deleted.", "We keep logs forever.", id="forever"),
    pytest.param("Audit logs are kept for 7 years.", "We never delete audit logs.",
                 id="we-never-delete"),
    pytest.param("Expired quotes are purged after 90 days.", "Expired quotes are kept forever.",
                 id="purged-after"),
    pytest.param("Backups are retained for 35 days.", "Backups are retained indefinitely.",
                 id="indefinitely"),
])
def test_a_limit_against_forever_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Audit logs are kept forever.", "We never delete audit logs.", id="forever"),
    pytest.param("Keep logs for 30 days.", "Remove logs older than 30 days.", id="two-ends"),
])
def test_one_retention_said_twice_merges(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Paid invoices are kept forever.", "Draft invoices are purged after 90 days.",
                 id="two-kinds"),
    pytest.param("Audit logs are kept forever.", "Debug logs are kept for 7 days.",
                 id="two-logs"),
])
def test_forever_of_another_thing_is_no_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "distinct"


def test_a_prohibited_act_is_no_retention() -> None:
    # (not "keep a column in the same deploy ... forever": a no to an act, not a retention)
    assert symmetric_kind("Never drop a column in the same deploy that removes its last usage.",
                          "Columns are kept for two releases.") != "conflict"
