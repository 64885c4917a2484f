"""A note that opens as a to-do ("TODO: write up the Part 117 limits", "TBD: pick SQS or
Redis", "FIXME - ...") says what is still to be done or written, not what holds, and a Markdown
heading alone names a section (session 49).
Sentences of our own, in the shapes the fresh dev files of that session used: one such to-do
absorbed the very rule it promised to write up. The issue's rule: a low-information entry never
absorbs another. The guards (statements that only mention a to-do list) hold on the session's
start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind

from memstore.core.judge import low_information


@pytest.mark.parametrize("text", [
    "TODO: write up the on-call escalation limits",
    "TODO(maria) - write this section after the pricing call",
    "TBD: choose between SQS and Redis streams for the event bus",
    "FIXME: the retry policy for webhooks is not documented",
    "**TODO:** describe how the nightly export is scheduled",
])
def test_a_to_do_holds_nothing_yet(text: str) -> None:
    assert low_information(text, [text])


@pytest.mark.parametrize("text", [
    "Deploys and backups are on the to-do list.",
    "The todo app syncs over WebSocket.",
    "Todo items are stored in Postgres.",
])
def test_a_statement_about_to_dos_is_read(text: str) -> None:
    assert not low_information(text, [text])


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("TODO: write up the EU261 compensation limits",
                 "EU261 compensation limits come from Article 7, by flight distance and length "
                 "of delay.", id="to-do-and-the-rule-it-promises"),
    pytest.param("TODO: write up the on-call escalation limits",
                 "On-call escalation limits come from the SRE handbook, by severity and time of "
                 "day.", id="to-do-and-where-the-rule-comes-from"),
])
def test_a_to_do_never_absorbs_the_note_it_promises(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "distinct"


@pytest.mark.parametrize("text", ["## Nightly export", "# Release 2.0", "### Swap rules"])
def test_a_markdown_heading_alone_holds_nothing(text: str) -> None:
    """Session 49: "## Nightly batch" absorbed the batch window's rule: "nightly" read as a
    value (every day), and an entry with a value was never low-information."""
    assert low_information(text, [text])


def test_a_heading_never_absorbs_the_note_under_it() -> None:
    assert symmetric_kind("## Nightly export",
                          "The nightly export runs for about two hours.") == "distinct"


def test_a_long_line_after_a_hash_is_read() -> None:
    assert not low_information("## Use ruff for linting before every commit please",
                               ["## Use ruff for linting before every commit please"])
