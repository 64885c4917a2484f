"""A purpose told after a claim ("Email verification is skipped in staging to make QA faster",
"... is 0.1 by default now to save CPU"), found by a probe of fresh sentence pairs (session
29; docs/consolidation.md, "More kinds found by probing (session 29)"). Sentences of our own,
and one dev pair's shape. The purpose's words were read as the claim's, so with a few words
of its own on the other side too ("like prod") the two no longer shared enough to be one
topic: the no against the yes was left uncertain, and the changed default a maybe. A
purpose after "in order to", "so as to", or "to" before make / speed up / save / cut / spare
is now a clause of its own, as one after "so that" already was. The guards hold on the
session's start code too: a claim with its purpose still merges with the claim without it,
and "to" that says what a tool is used for stays in the claim."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Email verification is skipped in staging to make QA faster.",
                 "Staging requires email verification like prod.", id="no-against-yes"),
    pytest.param("Local costmap resolution defaults to 0.05 m.",
                 "The local costmap resolution is 0.1 by default now to save CPU.",
                 id="changed-default"),
])
def test_a_conflict_told_with_a_purpose_is_flagged(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Run `go vet` before pushing, to catch mistakes early.",
                 "Run go vet before every push.", id="purpose-added"),
    pytest.param("Use Zod to validate request bodies.", "Validate incoming bodies using Zod.",
                 id="what-a-tool-is-for"),
])
def test_one_claim_with_and_without_a_purpose_merges(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"
