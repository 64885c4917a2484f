""""Enforced" read as a word of its own, found by a probe of fresh sentence pairs (session 24;
docs/consolidation.md, "More kinds found by probing (session 24)"). Sentences of our own: a
rule that is enforced is required, so "enforced" says what "required" and "mandatory" say
and stands against "optional" as they do. Read as a word the other side lacks, it made
restatements look-alikes and a required rule and an optional one unrelated
(memstore/data/lexicon.yaml: synonyms)."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("MFA is enforced for all GitHub org members.",
                 "MFA is required for everyone in the GitHub org.", id="required"),
    pytest.param("Code owners review is enforced for infra/.",
                 "Code owner review is mandatory for infra/.", id="mandatory"),
])
def test_enforced_and_required_are_one(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Signed commits are enforced on main.", "Signed commits are optional on main.",
                 id="optional"),
    pytest.param("Strong passwords are enforced for the kiosk accounts.",
                 "Kiosk accounts: strong passwords optional.", id="optional-label"),
])
def test_enforced_against_optional_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"
