""""shown" and "displayed" are one word, found by a probe of restatements (session 29;
docs/consolidation.md, "More kinds found by probing (session 29)"). Sentences of our own.
"Timestamps are displayed in UTC" / "Timestamps are shown in UTC" held two words in one
place, read as two choices: a conflict. The guards hold on the session's start code too: a
restatement that merged on its other words still does, and what is shown and what is hidden
still conflict."""

from __future__ import annotations

from judging import symmetric_kind


def test_shown_and_displayed_merge() -> None:
    assert symmetric_kind("Timestamps are displayed in UTC.",
                          "Timestamps are shown in UTC.") == "duplicate"


def test_a_restatement_merges_still() -> None:
    assert symmetric_kind("Prices are shown including VAT.",
                          "Displayed prices include VAT.") == "duplicate"


def test_shown_against_hidden_still_conflicts() -> None:
    assert symmetric_kind("Prices are shown including VAT.",
                          "Prices are never shown including VAT.") == "conflict"
