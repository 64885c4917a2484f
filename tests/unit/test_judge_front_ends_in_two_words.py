"""A name of two words in the plural, found in a dev group (dev-ag-g17) and checked on fresh
sentences (session 26; docs/consolidation.md, "More kinds found by probing (session 26)").
"Our frontends are deployed to Netlify" / "The front ends deploy to Netlify" were two
look-alikes: the synonym table held "front end" and "frontends" but not "front ends", which
then read as two words ("front", "end"). The table now holds the plurals of the two-word
spellings of frontend and backend (memstore/data/lexicon.yaml)."""

from __future__ import annotations

from judging import symmetric_kind


def test_front_ends_in_two_words_restate_frontends() -> None:
    assert symmetric_kind("Our frontends are deployed to Netlify.",
                          "The front ends deploy to Netlify.") == "duplicate"


def test_front_ends_and_back_ends_stay_two_things() -> None:
    assert symmetric_kind("The front ends are deployed to Netlify.",
                          "The back ends are deployed to Fly.") == "distinct"
