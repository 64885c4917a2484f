"""Amounts people say in words are the values they write in figures (session 53).

The judge compares the values two notes give. Three ways people say an amount were read as
another value than the one the other note writes, so a restatement was flagged or kept apart:

- a time of day said aloud: "half past six in the morning" read as 06:00 ("half past" lost),
  "every evening at seven" and "at nine every morning" as the counts 7 and 9;
- a word between a number and its unit: "after 15 unacknowledged minutes" read as the count
  15, not the 15 minutes "15 min" is;
- "days off": time away from work, read as a thing switched off (a no).
"""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    ("The reports are mailed at half past six in the morning.",
     "Reports go out by mail at 06:30."),
    ("Standup starts at quarter past nine.", "The daily standup begins at 09:15."),
    ("Deploy freeze begins at nine every morning.",
     "Deploy freeze begins at 09:00 every morning."),
    ("The cleanup job runs every evening at seven.", "Cleanup job: daily at 19:00"),
])
def test_a_time_of_day_said_aloud_is_the_time_written(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_guard_another_time_of_day_still_conflicts() -> None:
    assert symmetric_kind("The cleanup job runs every evening at seven.",
                          "Cleanup job: daily at 07:00") == "conflict"
    assert symmetric_kind("The reports are mailed at half past six in the morning.",
                          "Reports go out by mail at 06:00.") == "conflict"


def test_a_word_between_a_number_and_its_unit() -> None:
    assert symmetric_kind("The lab hands out 12 days off per year to contractors.",
                          "Contractors get twelve free days per year.") == "duplicate"
    assert symmetric_kind("Interns get two days off after each release.",
                          "After each release interns are given 2 free days.") == "duplicate"


def test_guard_a_count_of_things_is_no_length_of_time() -> None:
    # (15 jobs are not 15 minutes: the word between is a thing counted, not the unit's kind)
    assert symmetric_kind("The retry queue holds 15 failed jobs.",
                          "Failed jobs wait 15 minutes in the retry queue.") != "duplicate"
    # (two working days are not two days)
    assert symmetric_kind("Nothing ships during the final two working days of a sprint.",
                          "Nothing ships during the final two days of a sprint.") != "duplicate"
