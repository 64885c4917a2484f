"""A range of an amount written with a dash ("40-60 minutes", "1–2 weeks", "60-70%") is the
range "40 to 60 minutes" says (session 36; docs/consolidation.md, "Value notations"). The dash
made one word of the two numbers, so a range and its restatement with "to" stayed "maybe the
same", and two ranges of one amount were read as two rows of a table, each value with its own,
not as a contradiction. Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from judging import symmetric_kind

from memstore.core.judge import claims


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Nightly backups take 40-60 minutes.", "A nightly backup takes 40 to 60 minutes.",
                 id="minutes-with-a-dash-and-with-to"),
    pytest.param("Allow 1\u20132 weeks for vendor onboarding.",
                 "Vendor onboarding takes 1 to 2 weeks.", id="weeks-with-an-en-dash"),
    pytest.param("Disk usage should stay at 60-70%.", "Keep disk usage between 60 and 70%.",
                 id="percent-with-a-dash-and-between"),
])
def test_a_range_with_a_dash_restates_the_range_in_words(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Full backups take 40-60 minutes.", "A full backup takes 90 to 120 minutes.",
                 id="minutes"),
    pytest.param("Vendor onboarding takes 1-2 weeks.", "Vendor onboarding takes 3 to 4 weeks.",
                 id="weeks"),
    pytest.param("Keep disk usage at 60-70%.", "Disk usage should stay between 80 and 90%.",
                 id="percent-and-between"),
])
def test_two_ranges_of_one_amount_contradict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Nightly backups take 40-60 minutes.", "Weekly backups take 3-4 hours.",
                 id="two-backups-each-its-range"),
    pytest.param("Ports 5000-5010 serve the docs previews.", "Ports 7000-7010 serve the QA stacks.",
                 id="two-port-ranges-two-uses"),
    pytest.param("Staging deploys take 5 to 10 minutes.",
                 "Production deploys take 20 to 30 minutes.", id="two-deploys-each-its-range"),
    pytest.param("Staging disk usage should stay between 60 and 70%.",
                 "Production disk usage should stay between 80 and 90%.",
                 id="two-disks-each-its-range"),
])
def test_guard_ranges_of_two_things_stay_apart(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "distinct"


def test_the_dash_is_read_as_to_only_between_two_rising_numbers_and_a_unit() -> None:
    def values(text: str) -> frozenset[tuple[str, str]]:
        return frozenset(v for claim in claims(text) for v in claim.values)

    assert values("Builds take 5-10 minutes.") == values("Builds take 5 to 10 minutes.")
    assert values("Builds take 5-10 minutes.") != values("Builds take 10 minutes.")
    # (a date, a falling pair and a name with digits keep their dashes)
    for text in ("The freeze started 2025-03-01.", "We won 3-2 days ago.",
                 "Restart node-1-2 s3 buckets."):
        assert not any(claim.text.count(" to ") for claim in claims(text)), text


@settings(max_examples=80, deadline=None)
@given(low=st.integers(0, 500), step=st.integers(1, 500),
       unit=st.sampled_from(["minutes", "min", "days", "s", "hours", "GB", "ms", "%", "x"]),
       dash=st.sampled_from(["-", "\u2013", "\u2014", " - "]),
       subject=st.sampled_from(["Builds take", "Keep the pool at", "Expect"]))
def test_a_dashed_range_reads_as_the_range_with_to(low: int, step: int, unit: str, dash: str,
                                                   subject: str) -> None:
    """The law: whatever two rising numbers and unit, "N-M unit" reads as "N to M unit"."""
    space = "" if unit in ("%", "x") else " "

    def values(text: str) -> frozenset[tuple[str, str]]:
        return frozenset(v for claim in claims(text) for v in claim.values)

    high = low + step
    dashed = values(f"{subject} {low}{dash}{high}{space}{unit}.")
    assert dashed == values(f"{subject} {low} to {high}{space}{unit}.")
    assert dashed  # (read as amounts, not as one word)
