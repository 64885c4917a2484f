"""Everyone does it against only someone may, found by a probe of fresh sentence pairs (session
27; docs/consolidation.md, "More kinds found by probing (session 27)"). Sentences of our own.
"Only the release manager can tag releases" / "Every engineer tags their own releases" merged
into one entry: `who.anyone_against_someone` read a permission given to anyone ("Any member
can ...") only with a modal. A claim that opens with everyone (or each) of a role doing the
act, with no modal, now meets a claim that says "only" the same way (`who._EVERYONE_DOES`).
The guards hold on the session's start code too: another act, or the one who may do it doing
it, is no contradiction. Left: "Every engineer restarts the payment workers when they hang"
(a word of its own after the act) still merges with "Only the on-call engineer restarts
..."."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Only the release manager can tag releases.",
                 "Every engineer tags their own releases.", id="every-engineer"),
    pytest.param("Only admins can rotate the API keys.", "All engineers rotate the API keys.",
                 id="all-engineers"),
    pytest.param("Only the platform team owns feature flags.",
                 "Each developer owns their feature flags.", id="each-developer"),
])
def test_everyone_doing_what_only_someone_may_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b", "kind"), [
    pytest.param("Only the release manager can tag releases.",
                 "Every engineer writes release notes.", "distinct", id="another-act"),
    pytest.param("Only the release manager can tag releases.",
                 "The release manager tags releases on Thursdays.", "duplicate",
                 id="the-one-who-may"),
])
def test_another_act_or_the_one_who_may_is_no_contradiction(a: str, b: str, kind: str) -> None:
    assert symmetric_kind(a, b) == kind
