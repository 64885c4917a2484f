"""A standard or an algorithm written three ways, found by a probe of fresh sentence pairs
(session 22; docs/consolidation.md, "Kinds of sentence the corpus lacked, found by probing").
"The API returns dates in ISO 8601" / "Dates in API responses are ISO-8601 formatted" were
flagged as two names for one job: "ISO 8601" read as the word "iso" and the number 8601,
"ISO-8601" as one name. A code in capitals and its number now read glued, as one name, written
with a hyphen or (from four digits) with a space (memstore.core.judge.text `_STANDARD`).
Sentences of our own."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The API returns dates in ISO 8601.",
                 "Dates in API responses are ISO-8601 formatted.", id="iso-space-hyphen"),
    pytest.param("Timestamps use ISO 8601.", "Timestamps are ISO-8601.", id="iso-short"),
    pytest.param("Hash passwords with SHA-256.", "Passwords are hashed with sha256.",
                 id="sha-hyphen-glued"),
    pytest.param("Every command file carries a SHA-256 checksum.",
                 "Each command file has a sha256 checksum.", id="checksum"),
])
def test_one_standard_spelled_two_ways_merges(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Timestamps use ISO 8601.", "Timestamps use RFC 2822.", id="two-standards"),
    pytest.param("Hash passwords with SHA-256.", "Passwords are hashed with SHA-512.",
                 id="two-algorithms"),
    pytest.param("Return HTTP 404 for missing users.", "Return HTTP 410 for missing users.",
                 id="status-codes"),
])
def test_two_standards_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_numbers_of_one_family_stay_apart() -> None:
    assert symmetric_kind("CVE-2024-1234 is patched.", "CVE-2024-1235 is patched.") == "distinct"
