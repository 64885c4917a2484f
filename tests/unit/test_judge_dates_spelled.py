"""A whole date written with its month's name, found by a probe of fresh sentence pairs
(session 23; docs/consolidation.md, "More kinds found by probing (session 23)"). Sentences of
our own: "March 1, 2027", "1st March 2027" and "Mar 1, 2027" are the date "2027-03-01", and
were read as a month and two numbers, another value than the ISO date
(`text._WRITTEN_DATE`)."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize("written", ["Cert expiry: March 1, 2027.", "Cert expiry: 1st March 2027.",
                                     "The cert expires Mar 1, 2027."])
def test_one_date_written_two_ways_merges(written: str) -> None:
    assert symmetric_kind("The certificate expires on 2027-03-01.", written) == "duplicate"


def test_another_date_is_not_merged() -> None:
    assert symmetric_kind("The certificate expires on 2027-03-01.",
                          "Cert expiry: April 1, 2027.") != "duplicate"
