"""Two ways of saying from and without that were read as nos of their own (session 44;
docs/consolidation.md, "Read out of, with a missing (session 44)"). Sentences of our own, in the
shapes of the session's new corpus files:

- "out of" after a verb of reading says where from, as after a verb of making: "Totals are
  read out of daily_sales by the report job" restates "The report job reads totals from the
  daily_sales table" (`claims._MAKING`).
- "with a missing X" is "without X": "The gateway rejects orders with a missing customer ID"
  restates "Orders without a customer ID are rejected by the gateway" (lexicon.yaml's
  negators).

The guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The report job reads totals from the `daily_sales` table.",
                 "Totals are read out of daily_sales by the report job.", id="read-out-of"),
    pytest.param("The gateway rejects orders with a missing customer ID.",
                 "Orders without a customer ID are rejected by the gateway.",
                 id="with-a-missing"),
    # guard
    pytest.param("Static assets are served out of the S3 bucket.",
                 "The S3 bucket serves the static assets.", id="guard-served-out-of"),
])
def test_from_and_without_said_two_ways_restate(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Generated files are kept out of git.", "Generated files are committed to git.",
                 id="kept-out-of"),
    pytest.param("The gateway accepts orders with a missing customer ID.",
                 "Orders without a customer ID are rejected by the gateway.",
                 id="accepts-and-rejected"),
])
def test_a_no_said_with_them_still_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"
