""""The first" before a noun picks one of many; it orders no steps (session 42;
docs/consolidation.md, "The first of many (session 42)"): "Use `pytest -x` to stop at the first
failure" / "`pytest -x` stops on the first failing test" was "the steps may be in another
order", "first" read as a word of a sequence (`doubts._sequence_differs`). "the first", "the
last", "its first" ... before a noun are left out of that reading now.

Sentences of our own; the guard holds on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Use `go test -failfast` to stop at the first failure.",
                 "`go test -failfast` stops on the first failing test.", id="first"),
    pytest.param("The kiln fan runs at full speed for the first hour.",
                 "Kiln, first hour: fan at full speed", id="first-hour"),
])
def test_the_first_of_many_orders_no_steps(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_guard_two_orders_of_steps_are_still_questioned() -> None:
    assert symmetric_kind("Run the linter first, then the unit tests.",
                          "Run the unit tests first, then the linter.") in (
        "conflict", "maybe_conflict")
