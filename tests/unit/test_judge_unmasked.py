""""unmasked" is the other end of "masked" (session 42; docs/consolidation.md, "Unmasked (session
42)"): "PII columns are masked in the analytics warehouse" / "Analysts see PII columns unmasked
in the warehouse" was only "maybe the same". "masked" / "unmasked" and "redacted" /
"unredacted" are opposites in lexicon.yaml now, as "masked" / "in full" were.

Sentences of our own; the guard holds on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Card numbers are masked in the support tool.",
                 "Agents see card numbers unmasked in the support tool.", id="masked"),
    pytest.param("Patient names are redacted in exports.",
                 "Patient names appear unredacted in exports.", id="redacted"),
])
def test_unmasked_denies_masked(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_guard_masked_in_full_still_conflicts() -> None:
    assert symmetric_kind("Card numbers are masked in logs.",
                          "Card numbers are logged in full.") == "conflict"
