"""A no said to a list, one of whose items the other says yes to, found by a probe of fresh
sentence pairs (session 24; docs/consolidation.md, "More kinds found by probing (session
24)"). Sentences of our own: "Don't store uploads in /tmp or /var/tmp" says no to /tmp,
which "Uploads are stored in /tmp" says yes to; the no's other item, a value the yes lacks,
held the pair unsure, read as the no being said of another place
(`compare._listed_beside`). A list none of whose items the other names is still another
thing."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Don't store uploads in /tmp or /var/tmp.",
                 "Uploads are stored in /tmp until the scan finishes.", id="paths"),
    pytest.param("Never expose ports 5432 or 6379 publicly.",
                 "Port 5432 is exposed publicly for the BI tool.", id="ports"),
    pytest.param("Don't use Python 3.8 or 3.9 for new services.", "New services use Python 3.9.",
                 id="versions"),
])
def test_a_no_to_a_list_and_a_yes_to_an_item_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Don't use Python 3.8 or 3.9 for new services.",
                 "New services use Python 3.11.", id="versions"),
    pytest.param("Never run migrations on db-1 or db-2 by hand.",
                 "Migrations run on db-3 from the pipeline.", id="hosts"),
])
def test_a_yes_to_none_of_the_items_is_no_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) != "conflict"
