"""A length told by when a thing ends, a thing written to the logs, and a limit told as an
instruction, found by probing groups of restatements (session 32; docs/consolidation.md, "More
kinds found by probing (session 32)"). Sentences of our own.

- "Finishes in", "completes in", "runs in" before a length of time say how long a thing takes:
  "The weekly report job finishes in about 10 minutes" was read as another act than "... takes
  about an hour", and the two as things said alike.
- Written to the logs, or appearing in them, is logged: "Do not write PANs to the logs" and
  "Card numbers must never appear in the logs" were left uncertain against each other and
  against "Never log ...".
- "Limit uploads to 2 MB" is "uploads limited to 2 MB", a ceiling that keeps its number, as
  "capped at" is: against "Avatar uploads over 2 MB are rejected" it was read as a no to the
  uploads, a conflict.

Each case fails on the session's start code. The guards hold on it too: "run in parallel" says
no length; writing one log to two places stays a conflict; and a limit against a rejection at
another number is not one limit."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b", "kind"), [
    pytest.param("The weekly report job takes about an hour.",
                 "The weekly report job finishes in about 10 minutes.", "conflict", id="two"),
    pytest.param("The weekly report job takes about an hour.",
                 "The weekly report job completes in roughly 60 minutes.", "duplicate",
                 id="one"),
])
def test_how_long_told_by_when_it_ends(a: str, b: str, kind: str) -> None:
    assert symmetric_kind(a, b) == kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Card numbers must never appear in the logs.", "Do not write PANs to the logs.",
                 id="appear-write"),
    pytest.param("Card numbers must never appear in the logs.",
                 "Never log full card numbers, not even in debug.", id="appear-log"),
])
def test_written_to_the_logs_is_logged(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_a_limit_told_as_an_instruction_keeps_its_number() -> None:
    assert symmetric_kind("Limit avatar uploads to 2 MB.",
                          "Avatar uploads over 2 MB are rejected.") == "duplicate"


@pytest.mark.parametrize(("a", "b", "kind"), [
    pytest.param("Tests run in parallel.", "Tests run one at a time.", "conflict", id="parallel"),
    pytest.param("Write the audit log to S3.", "Write the audit log to GCS.", "conflict",
                 id="log-places"),
    pytest.param("Limit avatar uploads to 2 MB.", "Avatar uploads larger than 5 MB are rejected.",
                 "distinct", id="two-numbers"),
])
def test_guards(a: str, b: str, kind: str) -> None:
    assert symmetric_kind(a, b) == kind
