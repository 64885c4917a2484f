"""A code's number written with and without its zeros is one code (session 57; docs/
consolidation.md, "A code padded with zeros"): "KVS-0731" / "KVS-731", "pg-01" / "pg-1",
"LITHO04" / "litho-04". Writers of three untuned dev files dropped the zeros of one ticket,
locker or scanner, and the judge read two names (a false "another tool", or nothing in common).
Sentences of our own."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The flaky upload test is tracked in PAY-0042.",
                 "PAY-42 is the ticket for the flaky upload test.", id="ticket"),
    pytest.param("The primary database is pg-01.", "The primary database is pg-1.", id="host"),
    pytest.param("WEB03 serves the admin console.", "The admin console is served by web-03.",
                 id="glued-and-dashed"),
])
def test_one_code_with_and_without_its_zeros_restates(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The primary database is pg-01.", "The primary database is pg-02.",
                 id="another-host"),
    pytest.param("The flaky upload test is tracked in PAY-0042.",
                 "The flaky upload test is tracked in PAY-0043.", id="another-ticket"),
])
def test_another_number_is_still_another_code(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_a_path_keeps_its_zeros() -> None:
    # (a folder or a share named with zeros is a name of the file system, spelt as it is)
    assert symmetric_kind("Nightly dumps are written to /backups/run01/.",
                          "Nightly dumps are written to /backups/run1/.") == "conflict"
