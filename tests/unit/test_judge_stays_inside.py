"""A thing that stays inside a place never leaves it (session 42; docs/consolidation.md, "Stays
inside (session 42)"): "PHI must never leave the VPC" / "Protected health information stays
inside the VPC at all times" was **flagged**, the no said of leaving against a yes to staying.
"stays inside / within <a place>" reads as "never leaves" it now, and "PHI" is a row of
lexicon.yaml with "protected health information".

Sentences of our own; the guard holds on the session's start code too."""

from __future__ import annotations

from judging import symmetric_kind


def test_stays_inside_restates_never_leaves() -> None:
    assert symmetric_kind("Raw genomes must never leave the HPC cluster.",
                          "Raw genomes stay inside the HPC cluster.") == "duplicate"


def test_stays_inside_denies_leaves() -> None:
    assert symmetric_kind("Raw genomes stay inside the HPC cluster.",
                          "Raw genomes leave the HPC cluster for the partner lab.") == "conflict"


def test_guard_never_leaves_still_denies_leaves() -> None:
    assert symmetric_kind("Raw genomes must never leave the HPC cluster.",
                          "Raw genomes leave the HPC cluster for the partner lab.") == "conflict"
