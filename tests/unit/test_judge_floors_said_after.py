"""A floor said after a whole number, found by a probe of fresh sentence pairs (session 23;
docs/consolidation.md, "More kinds found by probing (session 23)"). Sentences of our own:
"iOS 16 and later", "Node 20+", "2+ replicas" and "at least iOS 16" are one floor, and were
read as a number and a word of its own ("later", "newer") or, with the plus, as no value at
all. A version with a dot keeps its own reading ("Django 4.2+"), which is what tells two
tools' floors apart."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The app supports iOS 16 and later.", "The app requires at least iOS 16.",
                 id="and-later"),
    pytest.param("Requires Node 20+.", "Node 20 or later is required.", id="plus"),
    pytest.param("The app supports iOS 16 and later.", "The app supports iOS 16+.",
                 id="plus-and-later"),
    pytest.param("Run at least two replicas of the API.", "The API always runs 2+ replicas.",
                 id="a-count"),
])
def test_one_floor_said_two_ways_merges(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_two_floors_of_one_thing_conflict() -> None:
    assert symmetric_kind("Chrome 110+ is supported.",
                          "We support Chrome 120 and newer.") == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The API requires Node 20+.", "Use Deno 2 or newer for the API.",
                 id="whole-numbers"),
    pytest.param("The API requires Django 4.2+.", "Use Celery 5.3 or newer for the API.",
                 id="dotted-versions"),
])
def test_floors_of_two_tools_are_no_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "distinct"
