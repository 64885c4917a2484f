"""The place a thing is in, against another place, found by a probe of fresh sentence pairs
(session 26; docs/consolidation.md, "More kinds found by probing (session 26)"). Sentences of
our own. A name after "in", "on", "for" or "at" used to be read as where a statement holds
("DEBUG on dev" / "DEBUG on qa": both hold), so "The search cluster lives in us-east-1" /
"... lives in us-west-2" were two look-alikes. After a verb of where a thing is ("lives",
"sits", "is hosted", "is located", "stays", "is", and "runs" before a named place) the name is
the place the claim states, one choice against another (`claims._placed`); after "reserved
for" it is whom the thing is given to (`claims._RESERVED`). The guards hold on the session's
start code too: a scope after a state ("enabled on dev"), two subjects, and "run on" an
occasion."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The search cluster lives in us-east-1.", "The search cluster lives in us-west-2.",
                 id="lives-in-region"),
    pytest.param("Our Grafana instance is hosted in the fra1 region.",
                 "Our Grafana instance is hosted in the lon1 region.", id="hosted-in-region"),
    pytest.param("The VPN concentrator sits in the dmz-2 subnet.",
                 "The VPN concentrator sits in the dmz-4 subnet.", id="sits-in-subnet"),
    pytest.param("The CI cache bucket is located in eu-central-1.",
                 "The CI cache bucket is located in us-east-2.", id="located-in"),
    pytest.param("Canary analysis runs on the eu-west-1 cluster.",
                 "Canary analysis runs on the us-east-1 cluster.", id="runs-on-named-cluster"),
    pytest.param("The shared GPU box is reserved for the vision team on Fridays.",
                 "The shared GPU box is reserved for the speech team on Fridays.",
                 id="reserved-for-team"),
])
def test_one_thing_in_two_places_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Debug logging is enabled on dev.", "Debug logging is enabled on qa.",
                 id="scope-after-a-state"),
    pytest.param("Rate limiting is off for the internal tenant.",
                 "Rate limiting is off for the partner tenant.", id="scope-after-off"),
    pytest.param("The search cluster in us-east-1 has 6 nodes.",
                 "The search cluster in us-west-2 has 6 nodes.", id="place-names-the-subject"),
    pytest.param("The EU tenant data lives in eu-west-1.",
                 "The US tenant data lives in us-east-1.", id="two-subjects-two-places"),
    pytest.param("Integration tests run on pull requests.",
                 "Integration tests run on merges to main.", id="run-on-an-occasion"),
])
def test_a_scope_or_two_subjects_stay_apart(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "distinct"


def test_one_place_said_twice_restates() -> None:
    assert symmetric_kind("Feature flags are in LaunchDarkly.",
                          "Feature flags live in LaunchDarkly.") == "duplicate"
