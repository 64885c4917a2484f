"""Bold-key items and lists of real memory banks (the fourteenth round, helper real:
docs/consolidation.md). A persona bullet ("**Users**: ...") was absorbed into the project's
overview, which shares the value's rare words but never says what the item is of
(`doubts.key_unsaid`); a list of four items was absorbed into another list that says each of
its rare words in one item or another while none of its items is found there
(`verdict._list_spread`). The first case of each fails on the judge before the rule; beside
them, items and lists of the same shapes that must still merge"""

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


# --- two lists that share their nouns ---------------------------------------------------------
# A memory bank's "Updates" list (pattern library, templates, capabilities, mechanisms) was
# absorbed into its "Code Generation Capabilities" list: every rare word of the one is said in
# the other, one in each of its items, and no item of the one is found in the other.

def test_a_list_whose_items_are_not_found_is_not_said_by_its_words() -> None:
    updates = ("Updates", ("**Updates**", "Routing pattern library", "Dispatch message templates",
                           "Depot planning capabilities", "General application mechanisms"))
    capabilities = ("Dispatch Message Capabilities", (
        "**Dispatch Message Capabilities**", "Pattern-based dispatch message tools",
        "Templates for common routing patterns", "Validation mechanisms for dispatched messages",
        "Rerouting capabilities for depot changes"))
    assert judge(*updates[:1], updates[1], *capabilities[:1], capabilities[1]).kind != "duplicate"
    assert judge(*capabilities[:1], capabilities[1], *updates[:1], updates[1]).kind != "duplicate"


def test_a_list_whose_items_are_found_still_merges() -> None:
    steps = ("Release steps", ("**Release steps**", "Tag the release in git",
                               "Build the dispatcher image", "Push the image to the registry"))
    again = ("Releasing", ("**Releasing**", "Tag the release in git.",
                           "Build the dispatcher image with `make image`.",
                           "Push the image to the registry and post in #dispatch."))
    assert judge(*steps[:1], steps[1], *again[:1], again[1]).kind == "duplicate"
