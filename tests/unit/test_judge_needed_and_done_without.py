"""A need against the act done without it, found by a probe of fresh sentence pairs (session
27; docs/consolidation.md, "More kinds found by probing (session 27)"). Sentences of our own.
"Schema changes require a DBA review" / "Schema changes get merged without a DBA review" were
two look-alikes: "require" and "merged" stand in one place, and one word put for another reads
as two things. A need ("require", "need") against one verb on a side that says "without" the
same thing is now one requirement and the act said to go ahead without it
(`compare._need_against_done_without`). The guards hold on the session's start code too: an act
done without something else is no answer to the need."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Schema changes require a DBA review.",
                 "Schema changes get merged without a DBA review.", id="merged-without"),
    pytest.param("Lockfile changes require a review from platform.",
                 "Lockfile changes can be merged without a platform review.",
                 id="can-be-merged-without"),
])
def test_a_need_and_the_act_done_without_it_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Schema changes require a DBA review.",
                 "Schema changes get merged without a changelog entry.", id="without-another"),
    pytest.param("Releases need a changelog entry.",
                 "Releases are built without network access.", id="built-without-another"),
])
def test_an_act_done_without_something_else_stays_apart(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "distinct"
