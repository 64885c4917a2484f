""""the about page" names a page, found by a probe of fresh sentence pairs (session 27;
docs/consolidation.md, "More kinds found by probing (session 27)"). Sentences of our own. "The
settings page is rendered on the server" / "The about page is rendered on the server" merged
into one entry: "about" is a function word, so the second said only "page is rendered on the
server", which the first holds whole. "about" right after an article or a possessive and before
a word is now read as a name, as a short code is (`text._tokens`). The guards hold on the
session's start code too: the same About dialog written two ways restates, and "about" as a
preposition stays a function word."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The settings page is rendered on the server.",
                 "The about page is rendered on the server.", id="settings-and-about-page"),
    pytest.param("The help screen is opened lazily.", "The about screen is opened lazily.",
                 id="help-and-about-screen"),
])
def test_the_about_page_is_a_page_of_its_own(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "distinct"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The About dialog shows the app version.",
                 "The about dialog shows the version of the app.", id="one-dialog"),
    pytest.param("This runbook is about the billing outage.",
                 "The runbook covers the billing outage.", id="about-as-a-preposition"),
])
def test_the_same_thing_said_with_about_restates(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"
