"""A "non-" kind read the same wherever it stands (session 42; docs/consolidation.md, "Non- at
the opening (session 42)"): "Retries are off for non-idempotent endpoints" / "Non-idempotent
endpoints are never retried" was a look-alike, and "Never retry non-idempotent requests" /
"Non-idempotent requests are retried once" (dev) was one too. Inside a claim "non-idempotent"
names a kind; where a claim opened with it, it was read as "idempotent" said no to. A "non-"
word names the kind at the opening too now.

Sentences of our own (with "non-" words of lexicon.yaml's opposites); the guards hold on the
session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


def test_non_at_the_opening_restates_non_inside() -> None:
    assert symmetric_kind("Auto-refunds are off for non-refundable fares.",
                          "Non-refundable fares are never auto-refunded.") == "duplicate"


def test_guard_non_at_the_opening_denies_never_inside() -> None:
    assert symmetric_kind("Never rerun non-deterministic tests.",
                          "Non-deterministic tests are rerun once.") == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Non-interactive jobs are retried.", "Interactive jobs are retried.",
                 id="opening"),
    pytest.param("Retry non-interactive jobs once.", "Retry interactive jobs once.", id="inside"),
])
def test_guard_non_and_its_kind_are_two_kinds(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "distinct"
