"""The "anymore" of a no already said, found by a probe of fresh sentence pairs (session 25;
docs/consolidation.md, "More kinds found by probing (session 25)"). Sentences of our own. In
"We don't disable TLS verification anymore" the "don't" undoes "disable" (a yes to enabling
it), and the "anymore" was read as a second no, so the sentence read as "disabled" and merged
with "TLS verification is disabled": a rule and its opposite in one entry. Now "anymore" (or
"any more") after a negator of its clause says no more than that negator does
(`claims._NO_MORE`). The cases fail on the session's start code, but for the last two, kept as
guards: a plain no with "anymore" is still one no."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Recording must be disabled during card capture.",
                 "We don't disable recording during card capture anymore.", id="disable"),
    pytest.param("TLS verification is disabled for the legacy SOAP client.",
                 "We don't turn off TLS verification for the legacy SOAP client any more.",
                 id="turn-off-any-more"),
    pytest.param("The debug toolbar is disabled in staging.",
                 "We don't disable the debug toolbar in staging anymore.", id="toolbar"),
    pytest.param("Deploys skip the canary.", "We don't skip the canary anymore.", id="skip"),
    pytest.param("The cache is off in CI.", "The cache isn't off in CI anymore.", id="off"),
    pytest.param("We avoid ORMs in the hot path.",
                 "We don't avoid the ORM in the hot path anymore; it's fast enough.", id="avoid"),
    pytest.param("Never force-push to main.", "Force-pushing to main isn't forbidden anymore.",
                 id="forbidden"),
])
def test_a_no_to_the_no_anymore_contradicts_the_no(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_a_no_to_the_no_anymore_restates_the_yes() -> None:
    assert symmetric_kind("We don't disable the cache in tests anymore.",
                          "The cache is enabled in tests.") == "duplicate"


@pytest.mark.parametrize(("a", "b", "kind"), [
    pytest.param("We don't use Jenkins anymore.", "Jenkins is no longer used.", "duplicate",
                 id="one-no"),
    pytest.param("We don't use Jenkins anymore.", "We use Jenkins for releases.", "conflict",
                 id="no-against-yes"),
])
def test_a_plain_no_with_anymore_stays_one_no(a: str, b: str, kind: str) -> None:
    assert symmetric_kind(a, b) == kind
