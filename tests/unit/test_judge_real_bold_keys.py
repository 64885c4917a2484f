"""Bold-key items of real memory banks ("**Users**: ...", "**Frustrations**: ..."; the
fourteenth round, helper real: docs/consolidation.md): a persona bullet of a project brief was
absorbed into the project's overview, which shares the value's rare words but never says what
the item is of. The first case fails on the judge before the rule (`doubts.key_unsaid`);
beside it, bold-key items that must still merge: the key said in the other, or a value or a
quotation of the item said there."""

from __future__ import annotations

import pytest

from memstore.core.judge import judge


def _kind(a: str, b: str) -> str:
    """The verdict's kind for two one-fact entries as `memstore add` titles them (no bold),
    the same whichever comes first."""
    title_a, title_b = a.replace("**", ""), b.replace("**", "")
    kind = judge(title_a, (a,), title_b, (b,)).kind
    assert judge(title_b, (b,), title_a, (a,)).kind == kind
    return kind


def test_a_bold_key_the_other_never_says_is_not_found_there() -> None:
    # who the users are, against an overview that shares the rest of the words
    assert _kind(
        "**Users**: Dispatchers planning night routes with the RouteDesk planner in their own "
        "depots",
        "RouteDesk is a route planner built to end paper night-route sheets. The project aims "
        "to ship the complete planner, its documentation and examples for RouteDesk, making it "
        "available to dispatchers in every depot.",
    ) != "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("**Audience**: Dispatchers planning the night routes in the depot console",
                 "The depot console's audience is the dispatchers, who plan the night routes "
                 "in it.", id="key-said"),
    pytest.param("**Runtime:** Node 20 for the route planner",
                 "The route planner runs on Node 20.", id="value-said"),
    pytest.param('**Dead ends:** Tried and reverted: "Cache the route graph in Redis".',
                 'Reverted last quarter: "Cache the route graph in Redis"; "Split the '
                 'planner into two services".', id="quotation-said"),
])
def test_a_bold_key_item_still_merges_with_its_restatement(a: str, b: str) -> None:
    assert _kind(a, b) == "duplicate"
