"""A value hidden against the same value shown whole, found by a probe of fresh sentence pairs
(session 27; docs/consolidation.md, "More kinds found by probing (session 27)"). Sentences of
our own. "Mask card numbers in logs" / "Card numbers are logged in full" merged into one entry:
"in full" is no word of any table, so the two read as one rule said twice. "mask" and
"redact" (and their participles) now have "in full" as their opposite, and "masked" and
"redacted" have "plaintext" (lexicon.yaml, antonyms). The guards hold on the session's start
code too: the same value kept whole somewhere else, or masked in two places, is no conflict."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Mask card numbers in logs.", "Card numbers are logged in full.",
                 id="masked-against-in-full"),
    pytest.param("Access tokens are redacted in support tickets.",
                 "Support tickets show access tokens in full.", id="redacted-against-in-full"),
])
def test_a_value_masked_and_shown_in_full_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Mask card numbers in logs.", "Card numbers are stored in full in the vault.",
                 id="whole-somewhere-else"),
    pytest.param("Mask card numbers in logs.", "Mask card numbers in the admin UI.",
                 id="masked-in-two-places"),
])
def test_a_value_masked_and_kept_elsewhere_stay_apart(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "distinct"
