"""Open to all against open to some, found by a probe of fresh sentence pairs (session 23;
docs/consolidation.md, "More kinds found by probing (session 23)"). Sentences of our own: a
thing said to be public, and the same thing said to be reachable only from one place or by
one group. The judge merged the first pair into one entry ("publicly" and "only" both weigh
little) and left the second uncertain (`compare._public_against_only`)."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The staging database is publicly reachable.",
                 "Staging DB is only reachable from the VPN.", id="vpn"),
    pytest.param("The docs site is publicly accessible.",
                 "The docs site is available only behind SSO.", id="sso"),
    pytest.param("The bucket is public.", "The bucket can only be read by the CI role.",
                 id="one-role"),
])
def test_public_against_only_some_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The API is public.", "The API only accepts JSON.", id="only-not-of-access"),
    pytest.param("The docs are publicly readable.",
                 "Only the API reference is readable without login.", id="a-part-of-it"),
])
def test_public_beside_another_only_is_no_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) != "conflict"
