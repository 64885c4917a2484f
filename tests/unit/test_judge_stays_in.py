"""Data that stays in a place is kept there (session 43; docs/consolidation.md, "A device
fleet's notes (session 43)"): "EU telemetry stays in eu-west-1" / "EU telemetry is stored in
us-east-1" was a look-alike, "stays" and "stored" two words in one place. "stays in" is in the
row of keeping now (lexicon.yaml).

Sentences of our own."""

from __future__ import annotations

from judging import symmetric_kind


def test_stays_in_one_region_against_stored_in_another() -> None:
    assert symmetric_kind("Patient records stay in eu-central-1.",
                          "Patient records are stored in us-west-2.") == "conflict"


def test_stays_in_restates_stored_in() -> None:
    assert symmetric_kind("EU telemetry stays in eu-west-1.",
                          "EU telemetry is stored in eu-west-1.") == "duplicate"
