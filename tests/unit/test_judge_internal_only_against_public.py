"""Internal-only against reachable from the internet ("The staging API is reachable from the
internet" / "Staging's API is internal-only"), found by a probe of fresh sentence pairs
(session 30; docs/consolidation.md, "More kinds found by probing (session 30)"). Sentences of
our own. The two merged into one entry: "reachable from the internet" reads as "public",
but "internal-only" was no opposite of it. "internal-only" (and "internal only") is now the
other end of "public" in the opposites table; "internal" alone is not, since it names a kind
("internal services", tried: five dev restatements were then held back). The guards hold on
the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The staging API is reachable from the internet.",
                 "Staging's API is internal-only.", id="reachable"),
    pytest.param("The admin dashboard is exposed to the internet.",
                 "The admin dashboard is internal only.", id="exposed"),
])
def test_internal_only_against_public_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_internal_services_are_a_kind_not_a_no_to_public() -> None:
    assert symmetric_kind("mTLS is mandatory between internal services.",
                          "Internal service-to-service traffic requires mTLS.") != "conflict"


def test_internal_only_said_twice_is_one_claim() -> None:
    assert symmetric_kind("The metrics endpoint is internal-only.",
                          "The metrics endpoint is internal only.") == "duplicate"
