"""A name of two parts joined by a hyphen ("quote-api") is the same name as its two parts
written apart ("the quote API"; memstore.core.judge.compounds, session 46), read so when that
finds more in common. Not a phrase the word tables read whole ("plain text")."""

from __future__ import annotations

from tests.judging import symmetric_kind


def test_a_hyphened_name_and_its_parts_apart_are_one_name() -> None:
    assert symmetric_kind("Before a soak test, power-cycle the rig and then reload the load "
                          "profile.", "Soak test prep: power cycle, then reload load profile, "
                          "then start the test.") == "duplicate"


def test_a_phrase_of_the_tables_is_not_joined() -> None:
    assert symmetric_kind("Receipts are emailed in plain text only.",
                          "Receipts are emailed as HTML with a plain-text fallback."
                          ) != "duplicate"
