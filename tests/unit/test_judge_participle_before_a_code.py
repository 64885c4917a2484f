"""A past participle before an upper-case code read as a past tense, found by a probe of
fresh sentence pairs (session 24; docs/consolidation.md, "More kinds found by probing
(session 24)"). Sentences of our own: "presigned URLs", "hashed PII" and "generated SDKs"
describe the noun after them, as "presigned links" does, but the code's capitals mark
(`text._tokens` writes "URLs" as "^url") hid that the next word is a noun, so the clause was
read as what happened once, and a rule and its no were never held against each other
(`events._past`)."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Cache presigned URLs at the edge for a minute.",
                 "Never cache presigned URLs at the edge.", id="presigned-urls"),
    pytest.param("Never log hashed PII.", "Log hashed PII for the audit trail.",
                 id="hashed-pii"),
    pytest.param("Generated SDKs are committed to the repo.", "Don't commit generated SDKs.",
                 id="generated-sdks"),
])
def test_a_rule_and_its_no_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_what_happened_once_still_contradicts_no_rule() -> None:
    assert symmetric_kind("Restarted the API pods after the OOM on Monday.",
                          "Never restart the API pods.") != "conflict"
