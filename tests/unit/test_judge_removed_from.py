"""A thing taken out of another against the other having it, found by a probe of fresh sentence
pairs (session 27; docs/consolidation.md, "More kinds found by probing (session 27)").
Sentences of our own. "The Docker image includes curl" / "curl has been removed from the
Docker image" was only a maybe-conflict: the no of "removed" is the no of "keep", a verb the
positive never uses, so it read as said of something else. A removal "from" a thing, whose
every other word the positive says, now says no to what the positive states
(`compare._removed_from`). The guards hold on the session's start code too: another thing
removed, or the same thing removed from somewhere else, is not a contradiction."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The Docker image includes curl.", "curl has been removed from the Docker image.",
                 id="removed-from-an-image"),
    pytest.param("The dashboard has an export button.",
                 "The export button was removed from the dashboard.", id="removed-from-a-page"),
    pytest.param("The mobile app supports offline mode.",
                 "Offline mode was dropped from the mobile app.", id="dropped-from-an-app"),
])
def test_a_thing_removed_from_what_has_it_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The dashboard has an export button.",
                 "The import button was removed from the dashboard.", id="another-thing"),
    pytest.param("The mobile app supports offline mode.",
                 "Offline mode was dropped from the web app.", id="somewhere-else"),
])
def test_another_removal_is_no_contradiction(a: str, b: str) -> None:
    assert symmetric_kind(a, b) != "conflict"
