"""Where a thing lives or listens, read on text the judge was not tuned on (the bioinformatics
lab's notes, tests/natural/dev_bioinfo.jsonl): the same place written two ways is one place;
two places for one thing conflict; the same shape about another file, folder, host or service
is a look-alike."""

from __future__ import annotations

import pytest
from judging import both_ways

from memstore.core.judge.text import _tokens

# A path said from where the reader stands: "./metadata/samplesheets" is the folder
# "metadata/samplesheets", not the absolute "/metadata/samplesheets".
SAME_PLACE = [
    ("Sample sheets go in `metadata/samplesheets/` in the project repo.",
     "put sample sheets under ./metadata/samplesheets"),
    ("Coverage tracks are written to tracks/bigwig/.",
     "The pipeline writes the coverage tracks into ./tracks/bigwig"),
]


@pytest.mark.parametrize(("a", "b"), SAME_PLACE)
def test_the_same_place_written_two_ways_is_never_a_conflict(a: str, b: str) -> None:
    assert both_ways(a, b) == {"duplicate"}, (a, b)


def test_a_relative_path_keeps_its_way_up_and_loses_only_its_dot() -> None:
    assert _tokens("under ./logs/slurm and ../shared/refs") == [
        "under", "logs/slurm", "and", "../shared/refs"]
