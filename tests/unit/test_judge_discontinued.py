"""A thing discontinued is removed, found by a probe of fresh sentence pairs (session 26;
docs/consolidation.md, "More kinds found by probing (session 26)"). Sentences of our own.
"Customers get a weekly digest email" / "The weekly digest email has been discontinued"
merged into one entry: "discontinued" was a plain word, and the rest of the one sentence is
in the other. It now reads as the remove group does (memstore/data/lexicon.yaml), a no to the
thing being there. The guards hold on the session's start code too, but one: the daily digest
discontinued is no longer a conflict with the weekly one that customers get."""

from __future__ import annotations

from judging import symmetric_kind


def test_a_thing_and_its_discontinuation_conflict() -> None:
    assert symmetric_kind("Customers get a weekly digest email.",
                          "The weekly digest email has been discontinued.") == "conflict"


def test_a_discontinuation_said_twice_restates() -> None:
    assert symmetric_kind("The weekly digest email was discontinued.",
                          "The weekly digest email has been discontinued since June.") == (
        "duplicate")


def test_another_digest_discontinued_is_another_thing() -> None:
    assert symmetric_kind("Customers get a weekly digest email.",
                          "The daily digest email has been discontinued.") == "distinct"
