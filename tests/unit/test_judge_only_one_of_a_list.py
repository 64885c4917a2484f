""""only X" against a list that holds X and more, wherever X stands in it ("The CLI only supports
Linux" / "The CLI supports macOS and Linux", "... Linux, macOS and Windows"), found by a probe
of fresh contradictions (session 29; docs/consolidation.md, "More kinds found by probing
(session 29)"). Sentences of our own. The merge guard held "Only admins can delete projects" /
"Admins and owners can delete projects" back already, where the named word comes first in a list
of two; named second, or first in a list of three, each pair below merged: a contradiction in
one entry. Short sentences whose verb the entry reader did not know ("Deploys happen on Mondays
and Tuesdays", "The API accepts JSON and XML", written without a full stop) were read as list
items, never compared. The guards hold on the session's start code too: a list said with "only"
is one restriction, and a list item stays an item."""

from __future__ import annotations

import pytest
from judging import symmetric_kind

from memstore.core.judge.entries import _item


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The CLI only supports Linux.", "The CLI supports macOS and Linux.",
                 id="named-second"),
    pytest.param("The CLI only supports Linux.", "The CLI supports Linux, macOS and Windows.",
                 id="list-of-three"),
    pytest.param("We only deploy on Tuesdays.",
                 "We deploy on Tuesdays, Wednesdays and Thursdays.", id="days"),
    pytest.param("Deploys happen only on Tuesdays.", "Deploys happen on Mondays and Tuesdays.",
                 id="a-verb-the-reader-knows-now"),
    pytest.param("The API only accepts JSON", "The API accepts JSON and XML", id="accepts"),
])
def test_only_one_against_a_list_of_more_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_only_a_list_against_the_same_list_merges() -> None:
    assert symmetric_kind("Only admins and owners can delete projects.",
                          "Admins and owners can delete projects.") == "duplicate"


@pytest.mark.parametrize("text", ["Redis (caching and messaging)",
                                  "Content downloading and organization"])
def test_a_list_item_stays_an_item(text: str) -> None:
    assert _item(text)
