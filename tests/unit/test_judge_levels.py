""""Drops below 85%" tells a level falling past a mark, not a thing removed: the removal
verb of the word tables ("drop the table", the opposite of "keep") is not read there
(memstore.core.judge.claims `_FALLING`)."""

from __future__ import annotations

from memstore.core.judge import judge


def _kind(a: str, b: str) -> str:
    return judge(a, (a,), b, (b,)).kind


def test_a_level_that_drops_below_a_mark_is_no_removal() -> None:
    # Found by the 26-week simulation (seeds 5, 6 and 7): "The CI test job fails when
    # coverage drops below 85%." was "maybe conflicting: one says not" against each other
    # wording of the coverage rule, so every restatement waited for the Friday review.
    assert _kind("The nightly build goes red when branch coverage drops below 70%.",
                 "Branch coverage under 70% turns the nightly build red.") == "duplicate"
    assert _kind("Page the on-call when the error budget drops under 20%.",
                 "Page the on-call when the error budget falls below 20%.") == "duplicate"


def test_dropping_a_thing_is_still_removing_it() -> None:
    assert _kind("Drop the temp tables after the migration.",
                 "Keep the temp tables after the migration.") == "conflict"
