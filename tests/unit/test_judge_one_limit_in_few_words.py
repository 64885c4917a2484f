"""One limit said from its two sides in few shared words ("Max line length is 100" / "Lines
must not exceed 100 characters"), found by a probe of fresh sentence pairs (session 30;
docs/consolidation.md, "More kinds found by probing (session 30)"). Sentences of our own.
The claims were read as one limit (memstore.core.judge.thresholds), every claim of the smaller
entry lined up with one of the other's, and still the two entries were kept apart: their words
overlap too little ("line" is all they share) for the entry to count as restated. An entry
each of whose claims reads as one of the other's is now a restatement, the merge guard asked as
for any other, where a third of its words is found in the other. The guards hold on the
session's start code too: two numbers for one limit conflict."""

from __future__ import annotations

from judging import symmetric_kind


def test_a_maximum_and_a_no_past_it_in_few_shared_words_are_one_limit() -> None:
    assert symmetric_kind("Max line length is 100.",
                          "Lines must not exceed 100 characters.") == "duplicate"


def test_two_numbers_for_one_limit_conflict() -> None:
    assert symmetric_kind("The maximum batch size is 500.",
                          "Batches can't be bigger than 1000 items.") == "conflict"
