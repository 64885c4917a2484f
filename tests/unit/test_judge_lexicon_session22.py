"""A word-table row a probe of fresh sentence pairs showed missing (session 22; docs/
consolidation.md, "Kinds of sentence the corpus lacked, found by probing"): "sunset" takes a
thing out of use as "retired" does ("Sunset the v1 API by June" / "The v1 API will be retired
by June" was flagged as a no against a yes). Sentences of our own. (Tried and dropped: "revert"
as "roll back", which let a real AGENTS.md line listing what was "rolled back" absorb four
lines each "tried and reverted"; "reach out to" as "contact", which moved a dev pair where
"contacts" are a CRM's records; "bypass" as a no, which read "PIN bypass is disabled" as
one.)"""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Sunset the v1 API by June.", "The v1 API will be retired by June.",
                 id="sunset"),
])
def test_new_rows_merge_restatements(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_sunset_against_use_still_conflicts() -> None:
    assert symmetric_kind("The v1 API was sunset in June.",
                          "Mobile clients still call the v1 API.") != "duplicate"
