"""An algorithm's number written apart (session 42; docs/consolidation.md, "AES 256 (session
42)"): "Save files are encrypted with AES-256" / "We encrypt save data using AES 256" was
**flagged** as two names: "AES-256" read glued, as a standard is ("ISO-8601"), but "AES 256"
kept apart, a short number after a space being a count or a value of its own ("SOC 2", "HTTP
404"). AES, SHA, UTF, RSA and MD keep their number whatever is between.

Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Backups are encrypted with AES-256.", "We encrypt backups using AES 256.",
                 id="aes"),
    pytest.param("Exports are written as UTF-8.", "Exports are written in UTF 8.", id="utf"),
])
def test_a_number_written_apart_is_the_same_name(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_guard_two_numbers_written_apart_still_conflict() -> None:
    assert symmetric_kind("Release checksums use SHA 256.", "Release checksums use SHA 512.") == (
        "conflict")


def test_guard_a_status_code_keeps_its_number() -> None:
    assert symmetric_kind("Missing carts return HTTP 404.", "Missing carts return HTTP 410.") == (
        "conflict")
