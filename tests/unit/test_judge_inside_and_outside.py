"""A value said of a place and another said of what lies outside it ("Minimum rest at home base
is 12 hours" / "Away from home base, minimum rest is 10 hours") both hold: each is said of its
own side of one line (session 49; the pair was flagged as a conflict of durations). "Away from
X," opening a sentence is where the clause after it holds, as "Outside X," is. And one act said
to happen inside a line and, elsewhere, outside it is a conflict ("outside" was no word of the
claim, so the two read as one sentence and merged), unless a no makes it one rule ("Never ...
outside office hours" / "... during office hours", which was flagged) or "too" adds a place.
Sentences of our own; the guards hold on the session's start code too."""

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


def test_one_act_said_inside_and_outside_a_line_conflicts() -> None:
    # (read as one sentence twice: "outside" is no word of the bag, so this merged)
    assert symmetric_kind("Batch exports run during office hours.",
                          "Batch exports run outside office hours.") == "conflict"


def test_a_no_outside_a_line_is_the_yes_inside_it() -> None:
    assert symmetric_kind("Never run batch exports outside office hours.",
                          "Batch exports run during office hours.") != "conflict"


def test_one_more_place_besides_is_no_conflict() -> None:
    assert symmetric_kind("Batch exports run during office hours.",
                          "Batch exports run outside office hours too.") != "conflict"
