"""A value said of a place and another said of what lies outside it ("Minimum rest at home base
is 12 hours" / "Away from home base, minimum rest is 10 hours") both hold: each is said of its
own side of one line (session 49; the pair was flagged as a conflict of durations). "Away from
X," opening a sentence is where the clause after it holds, as "Outside X," is. Sentences of our
own; the guard (one place, two values) holds on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Standard shipping in the EU takes 3 days.",
                 "Outside the EU, standard shipping takes 7 days.", id="outside"),
    pytest.param("Per diem at the home office is 40 euros.",
                 "Away from the home office, per diem is 65 euros.", id="away-from"),
])
def test_a_place_and_what_lies_outside_it_each_hold_their_value(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "distinct"


def test_one_place_with_two_values_still_conflicts() -> None:
    assert symmetric_kind("Standard shipping in the EU takes 3 days.",
                          "Standard shipping in the EU takes 7 days.") == "conflict"
