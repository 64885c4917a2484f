"""Two cloud regions put for each other, found by a probe of fresh sentence pairs (session 28;
docs/consolidation.md, "More kinds found by probing (session 28)"). Sentences of our own.
"Customer data is stored in eu-west-1" / "Customer data is stored in us-east-1" was a
look-alike: a region's code is an identifier with digits, so it was read as what a claim is
about, not a value of the place. Region codes of AWS and Google Cloud are now a closed set
(`lexicon.one_series`), as days and colours are (the Google Cloud case held on the session's
start code already, by another reading; it pins that the new one does not break it). The
guards hold on the session's start code too: two subjects, each in its own region, are two
facts, and a region said inside the subject ("The search cluster in us-east-1 has 4 nodes")
names which thing, not where it is: only a region said last is read as a value."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Customer data is stored in eu-west-1.",
                 "Customer data is stored in us-east-1.", id="aws"),
    pytest.param("The search index is hosted in europe-west4.",
                 "The search index is hosted in us-central1.", id="gcp"),
])
def test_one_thing_in_two_regions_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("EU customer data is stored in eu-west-1.",
                 "US customer data is stored in us-east-1.", id="two-kinds-of-data"),
    pytest.param("The staging cluster runs in eu-west-1.", "The prod cluster runs in us-east-1.",
                 id="two-clusters"),
    pytest.param("The search cluster in us-east-1 has 4 nodes.",
                 "The search cluster in us-west-2 has 4 nodes.", id="region-names-the-subject"),
])
def test_two_subjects_each_in_its_region_are_no_contradiction(a: str, b: str) -> None:
    assert symmetric_kind(a, b) != "conflict"
