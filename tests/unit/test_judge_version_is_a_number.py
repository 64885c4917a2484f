"""A number said to be a version ("The minimum Node version is 18"), found by a probe of fresh
sentence pairs (session 29; docs/consolidation.md, "More kinds found by probing (session
29)"). Sentences of our own. A number right after "version" was read as a version, but one
after "version is" was read as a plain number, so "We support Node 18+" / "The minimum Node
version is 18" held two values of two kinds, each missing from the other, and was left
uncertain. The guards hold on the session's start code too: another minimum is still
flagged, and a count of versions is no version."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("We support Node 18+.", "The minimum Node version is 18.", id="node"),
    pytest.param("The iOS app supports iOS 16 and later.", "Minimum supported iOS version is 16.",
                 id="ios"),
])
def test_a_minimum_said_as_version_is_n_merges(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("We support Node 18+.", "The minimum Node version is 20.", id="other-minimum"),
    pytest.param("The iOS app supports iOS 16 and later.", "Minimum supported iOS version is 15.",
                 id="other-ios"),
])
def test_another_minimum_still_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_a_count_of_versions_is_no_version() -> None:
    assert symmetric_kind("We keep the last 3 versions of each artifact.",
                          "Each artifact keeps its 5 most recent versions.") == "conflict"
