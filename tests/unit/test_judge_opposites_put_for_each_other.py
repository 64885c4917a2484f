"""Two opposites of the table put for each other after the subject, found by a probe of fresh
sentence pairs (session 26; docs/consolidation.md, "More kinds found by probing (session 26)").
Sentences of our own. "Each team has a dedicated staging environment" / "The teams share the
staging environment" were two look-alikes: an opposite before its noun ("a dedicated
environment") names a kind of thing and is no no of its claim, so nothing said one claim
says no to the other, and one word put for another read as another thing said alike. When
that one word and its counterpart are a pair of the reviewed opposites (memstore/data/
lexicon.yaml), neither opening its claim, the two say a thing is and is not so
(`compare._opposite_swapped`). The guards hold on the session's start code too: opposites
opening the claim name two kinds of its subject."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Each team has a dedicated staging environment.",
                 "The teams share the staging environment.", id="dedicated-shared"),
    pytest.param("Gift cards can be redeemed in offline mode.",
                 "Gift cards: online redemption only.", id="offline-online"),
])
def test_opposites_put_for_each_other_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Shared runners build the docs.", "Dedicated runners build the docs.",
                 id="two-kinds-of-runner"),
    pytest.param("Public endpoints are cached for 5 minutes.",
                 "Private endpoints are cached for 5 minutes.", id="two-kinds-of-endpoint"),
    pytest.param("Each team has a dedicated staging environment.",
                 "Each team has a dedicated Slack channel.", id="two-things-dedicated"),
])
def test_opposites_naming_kinds_stay_apart(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "distinct"
