"""Free of a thing is without it, found by a probe of fresh sentence pairs (session 28;
docs/consolidation.md, "More kinds found by probing (session 28)"). Sentences of our own.
"Don't store PII in logs" / "Logs must be free of personal data" was a false conflict: "free"
said no no, and "must" read as a yes to what the other side says no to; "Our images are free
of known CVEs" / "Images ship with known critical CVEs patched later" **merged**. "be free
of" now reads as "be without" (`text._FREE_OF`). The guard holds on the session's start code
too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Don't store PII in logs.", "Logs must be free of personal data.",
                 id="must-be-free-of"),
    pytest.param("Never log card numbers.", "Logs stay free of card numbers.", id="stay-free-of"),
    pytest.param("The main branch must be free of lint errors.",
                 "Lint errors on main are not allowed.", id="not-allowed"),
])
def test_free_of_restates_a_no(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_free_of_against_shipped_with_conflicts() -> None:
    assert symmetric_kind("Our images are free of known CVEs.",
                          "Images ship with known critical CVEs patched later.") == "conflict"


def test_free_of_against_a_kind_of_it_included_is_not_merged() -> None:
    assert symmetric_kind("Logs include the user's email.",
                          "Logs are free of personal data.") != "duplicate"
