"""A count with its scale glued on ("40M documents", "3B rows") and a size of memory so
written ("Heap is 512M"), found by a probe of fresh sentence pairs (session 31; docs/
consolidation.md, "More kinds found by probing (session 31)"). Sentences of our own.

A capital M glued to a number was read as minutes, as a small "m" is ("timeout 2m"): "40M
documents" was 40 minutes, and so not the "40 million documents" of its restatement; "3B rows"
was read as a version. Before a noun, a capital M or B is now a million or a billion. Said of
memory, a capital M or G is megabytes or gigabytes ("Heap is capped at 512M", "The JVM heap is
2G"). The guards hold on the session's start code too: a small "m" is still minutes, and two
counts told in two scales still differ."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The search index covers 40M documents.",
                 "The search index covers 40 million documents.", id="million"),
    pytest.param("The events table holds about 3 billion rows.", "events: ~3B rows",
                 id="billion"),
    pytest.param("We process 1.5M events a day.", "Daily event volume is about 1.5 million.",
                 id="a-fraction"),
])
def test_a_count_with_its_scale_glued_on_is_the_count_in_words(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Heap is capped at 512M.", "The heap limit is 512 MB.", id="megabytes"),
    pytest.param("The JVM heap is 2G.", "The JVM heap is 2 GB.", id="gigabytes"),
])
def test_a_size_of_memory_glued_to_its_unit_is_that_size(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_a_small_m_is_still_minutes() -> None:
    assert symmetric_kind("The lock timeout is 2m.", "The lock timeout is 2 minutes.") == (
        "duplicate")


def test_two_counts_in_two_scales_still_differ() -> None:
    assert symmetric_kind("The cache holds up to 5M keys.",
                          "The cache holds up to 500k keys.") == "conflict"
