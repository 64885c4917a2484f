"""An opposite before a name in capitals picks out which things a claim is about (session 41;
docs/consolidation.md, "An opposite before a name in capitals (session 41)"): "The public API is
versioned in the URL" / "The internal API is versioned in the URL" was **flagged**, though
"Public endpoints are rate limited" / "Private endpoints are rate limited" was a look-alike
already. The noun after the opposite was read with the mark a name in capitals carries
("^api"), or held a digit ("S3 buckets"), and so was no noun; it is one now.

Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The public API is versioned in the URL.",
                 "The internal API is versioned in the URL.", id="api"),
    pytest.param("Private S3 buckets are encrypted with KMS.",
                 "Public S3 buckets are encrypted with KMS.", id="s3-buckets"),
    pytest.param("Internal DNS records are managed in Terraform.",
                 "Public DNS records are managed in Terraform.", id="dns"),
])
def test_two_kinds_told_apart_by_an_opposite_are_look_alikes(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "distinct"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The public API is versioned in the URL.",
                 "The public API is not versioned in the URL.", id="yes-and-no"),
    pytest.param("The API is public.", "The API is internal only.", id="two-ends"),
])
def test_guard_one_thing_said_both_ways_still_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"
