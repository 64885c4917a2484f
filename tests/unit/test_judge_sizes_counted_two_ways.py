"""A size is counted in binary units or in thousands, as whoever wrote it counted (session 54).

The judge reads every size in binary units: "2 GB" is 2048 MB, so "Uploads are capped at 2 GB"
and "... at 2048 MB" say one thing. But people also count in thousands: "2000 MB" is the
writer's 2 GB, and "1,500 GB" is 1.5 TB. Read in binary units those were other amounts, and
a restatement was flagged as a contradiction. A size written past a thousand of its unit, and
no round number of the binary unit, is now the next unit up in thousands. What stays apart:
two counts of one unit ("250 MB" / "256 MB"), and counts of units written binary ("MiB").
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from judging import symmetric_kind

from memstore.core.judge.claims import claims


def size(text: str) -> frozenset[tuple[str, str]]:
    """The values the judge reads in a one-claim text."""
    (claim,) = claims(text)
    return claim.values


@pytest.mark.parametrize(("a", "b"), [
    ("Uploads are capped at 2 GB.", "Uploads are capped at 2000 MB."),
    ("The archive volume holds 1.5 TB.", "The archive volume holds 1,500 GB."),
    ("Each worker gets a 4 GB heap.", "Workers run with a 4000MB heap."),
])
def test_a_size_counted_in_thousands_is_the_next_unit_up(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_a_round_number_of_binary_units_is_still_read_in_them() -> None:
    assert symmetric_kind("The heap is 1536 MB.", "The heap is 1.5 GB.") == "duplicate"
    assert symmetric_kind("Pods request 2048 MB of memory.",
                          "Pods request 2 GB of memory.") == "duplicate"


def test_guard_two_counts_of_one_unit_still_conflict() -> None:
    assert symmetric_kind("The cache is 250 MB.", "The cache is 256 MB.") == "conflict"
    assert symmetric_kind("Uploads are capped at 2 GB.",
                          "Uploads are capped at 3000 MB.") == "conflict"


def test_guard_units_written_binary_keep_their_count() -> None:
    # 2000 MiB is 1.95 GiB: whoever writes "MiB" counts in binary units.
    assert size("The volume is 2000 MiB.") != size("The volume is 2 GiB.")
    assert size("The volume is 2048 MiB.") == size("The volume is 2 GiB.")
    assert size("Requests: 512Mi") == size("Requests: 512 MB")


@given(st.integers(1, 999), st.sampled_from([("KB", "MB"), ("MB", "GB"), ("GB", "TB")]))
def test_thousands_of_a_unit_are_the_next_unit_up(count: int, units: tuple[str, str]) -> None:
    small, large = units
    if count * 1000 % 512 == 0:
        return  # (a round number of binary units as well: read in them, the test above)
    assert size(f"The quota is {count * 1000} {small}.") == size(f"The quota is {count} {large}.")


@given(st.integers(1, 64), st.sampled_from([("KB", "MB"), ("MB", "GB"), ("GB", "TB")]))
def test_a_binary_unit_counted_in_the_one_below_is_that_unit(count: int,
                                                              units: tuple[str, str]) -> None:
    small, large = units
    assert size(f"The quota is {count * 1024} {small}.") == size(f"The quota is {count} {large}.")
