"""Exempt from a thing is not required to do it, found by a probe of fresh sentence pairs
(session 28; docs/consolidation.md, "More kinds found by probing (session 28)"). Sentences of
our own. "MFA is compulsory for contractors" / "Contractors are exempt from MFA" **merged**:
"exempt" is no word the judge read as a no. "are exempt from" now reads as "are not required
for" (`text._EXEMPT_FROM`); as an antonym of "required" it read the noun too, and lost the dev
restatement "Tax exemption certificates ..." / "Tax-exempt certificates ...". The guards hold
on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("MFA is compulsory for contractors.", "Contractors are exempt from MFA.",
                 id="compulsory"),
    pytest.param("Code review is required for every PR.",
                 "Docs-only PRs are exempt from code review.", id="required"),
])
def test_exempt_against_required_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Contractors don't need MFA.", "Contractors are exempt from MFA.",
                 id="no-need"),
    pytest.param("Tax exemption certificates are stored in S3 with object lock.",
                 "Tax-exempt certificates are kept in S3 under object lock.", id="the-noun"),
])
def test_exempt_restated_stays_a_restatement(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"
