"""A word put for itself with a negating prefix, found by a probe of fresh sentence pairs
(session 26; docs/consolidation.md, "More kinds found by probing (session 26)"). Sentences of
our own. "The export endpoint is paginated" / "... returns everything unpaginated" were two
look-alikes: one word put for another after the subject reads as another thing said alike.
When that word is the other's with "un", "in", "non" ... in front, the only word put for
another, no value differs and neither side says no, the two say a thing is and is not so
(`compare._prefixed_against_base`). The guards hold on the session's start code too: the
prefixed word opening the claim names a kind of its subject, and a second word put for
another may say the same thing twice."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The export endpoint is paginated.",
                 "The export endpoint returns everything unpaginated.", id="unpaginated"),
    pytest.param("Search results come back sorted by score.",
                 "Search results come back unsorted.", id="unsorted"),
    pytest.param("The legacy FTP drop is monitored by the on-call.",
                 "The legacy FTP drop is unmonitored.", id="unmonitored"),
])
def test_a_word_against_its_prefixed_opposite_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Signed builds go to the beta channel.",
                 "Unsigned builds go to the beta channel.", id="two-kinds-of-subject"),
    pytest.param("Authenticated users see the full menu.",
                 "Unauthenticated users see the full menu.", id="two-kinds-of-user"),
    pytest.param("Use pre-commit install to turn the hooks on.",
                 "Use pre-commit uninstall to turn the hooks off.", id="one-thing-twice"),
])
def test_the_prefixed_word_naming_a_kind_or_beside_another_stays_apart(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "distinct"
