""""SOC 2" is the name of a report, not a version (session 43; docs/consolidation.md,
"Negations with a clause (session 43)"): "Admins can impersonate users" / "Admins cannot
impersonate users, even for support, after the SOC 2 audit flagged it" **merged**. The "2" was
read as a version, a value the other side lacks, and the share of what the two said in common
fell below what a yes against a no needs. SOC keeps its number as AES and SHA do.

Sentences of our own."""

from __future__ import annotations

from judging import symmetric_kind


def test_a_no_after_a_soc_2_audit_still_denies_the_yes() -> None:
    assert symmetric_kind(
        "Engineers can query the production database.",
        "Engineers cannot query the production database, even read-only, after the SOC 2 "
        "audit flagged it.") == "conflict"


def test_soc_2_written_two_ways_is_one_name() -> None:
    assert symmetric_kind("We passed SOC 2 Type II in May.",
                          "The SOC2 Type II audit was passed in May.") == "duplicate"
