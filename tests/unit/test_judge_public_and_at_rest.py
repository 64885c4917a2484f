"""Public said in other words, and "at rest", found by a probe of fresh sentence pairs
(session 24; docs/consolidation.md, "More kinds found by probing (session 24)"). Sentences
of our own: "exposed to the internet" and "internet-facing" say "public", so against
"internal only" they conflict, where they read as a place of their own; "encrypted at rest"
says how a thing is stored, where "rest" read as a place set against the other side's
("on the NAS"), and the pair read as two things (memstore/data/lexicon.yaml: synonyms)."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The admin API is internal only.", "The admin API is exposed to the internet.",
                 id="exposed-to-the-internet"),
    pytest.param("The metrics endpoint is only reachable from the VPN.",
                 "The metrics endpoint is internet-facing.", id="internet-facing"),
    pytest.param("Backups are encrypted at rest.", "Backups are stored unencrypted on the NAS.",
                 id="at-rest"),
])
def test_the_two_ends_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_encrypted_at_rest_is_stored_encrypted() -> None:
    assert symmetric_kind("Customer files are encrypted at rest with KMS.",
                          "Customer files are stored encrypted with KMS.") == "duplicate"
