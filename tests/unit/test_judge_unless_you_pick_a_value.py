"""A default told by what one picks to override it, where what is picked is one end of a pair
of opposites, found by a probe of fresh sentence pairs (session 28; docs/consolidation.md,
"More kinds found by probing (session 28)"). Sentences of our own. "New repos are public
unless you pick private" is read as a default ("... public by default"), and the words
picked were kept beside it as the option the default is of: "(private)", which the judge
then read as the opposite of "public". So it **merged** with "New repos default to private
visibility", and was a false conflict with "New repos default to public visibility". A value
of the opposites table picked over the default is no option's name and is left out now
(`text._option`). The guard holds on the session's start code too: an option that names
what the default is of still goes with it."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("New repos default to private visibility.",
                 "New repos are public unless you pick private.", id="private-against-public"),
    pytest.param("Sync is manual unless you select automatic.", "Sync defaults to automatic.",
                 id="manual-against-automatic"),
])
def test_a_default_against_another_default_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("New repos default to public visibility.",
                 "New repos are public unless you pick private.", id="public-twice"),
    pytest.param("Uploads default to private.", "Uploads are private unless you choose public.",
                 id="private-twice"),
    pytest.param("The exporter is on unless you set off.", "The exporter is enabled by default.",
                 id="on-twice"),
])
def test_one_default_said_twice_is_a_restatement(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_an_option_that_names_what_the_default_is_of_stays() -> None:
    assert symmetric_kind("The log level is INFO unless you set LOG_LEVEL.",
                          "The log level defaults to INFO.") == "duplicate"
