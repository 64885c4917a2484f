"""An abbreviation on one side, its words spelled out on the other ("BOM" / "bill of
materials", "POD" / "proof of delivery") is read as the abbreviating entry writes it
(memstore.core.judge.acronyms, session 48): a restatement so written merges, a contradiction so
written is flagged, and the report names the facts as written. Words that only happen to
spell a code (a function word among them, a code written before the phrase's last word, words
across a comma) are not read as it. Sentences of our own."""

from __future__ import annotations

import pytest
from judging import symmetric_kind as both_ways

from memstore.core.judge import judge
from memstore.core.judge.acronyms import spelled_out


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Every BOM change needs a second engineer's sign-off.",
                 "Changes to the bill of materials need sign-off from a second engineer.",
                 id="small-word-left-out"),
    pytest.param("The PIC signs the biennial inventory.",
                 "The pharmacist in charge signs the biennial inventory.",
                 id="small-word-spelled"),
])
def test_a_restatement_with_an_abbreviation_spelled_out_merges(a: str, b: str) -> None:
    assert both_ways(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Courier photos are required for every POD.",
                 "A photo at proof of delivery is optional for couriers.", id="polarity"),
    pytest.param("The LMS sends reminders 3 days before a course deadline.",
                 "Our learning management system reminds learners a week before each course "
                 "deadline.", id="duration"),
])
def test_a_contradiction_with_an_abbreviation_spelled_out_is_flagged(a: str, b: str) -> None:
    assert both_ways(a, b) == "conflict"


def test_the_report_names_the_facts_as_written() -> None:
    a = "Courier photos are required for every POD."
    b = "A photo at proof of delivery is optional for couriers."
    verdict = judge(a, (a,), b, (b,))
    assert (verdict.fact_a, verdict.fact_b) == (a, b)
    assert "an abbreviation spelled out: proof of delivery / POD" in verdict.explanation


def test_a_title_cut_from_a_fact_reads_as_the_fact() -> None:
    # The title `memstore add` makes is the fact cut at 80 characters: cut inside the phrase,
    # read alone it would keep a phrase the fact, read, no longer says.
    fact = "Each week we report forecast accuracy per feeder as mean absolute percentage error."
    title = "Each week we report forecast accuracy per feeder as mean absolute percentage\u2026"
    other = "Forecast accuracy is reported as MAPE per feeder every week."
    read = spelled_out(title, (fact,), other, (other,))
    assert read is not None
    said = "Each week we report forecast accuracy per feeder as MAPE."
    assert read[0] == (said, (said,))
    assert judge(title, (fact,), other, (other,)).kind == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    # "HW" stands before "watchdog": it is the hardware, not the hardware watchdog
    pytest.param("HW watchdog: enabled in release builds",
                 "The hardware watchdog is enabled in release firmware", id="code-before-word"),
    # a function word ("may", "be") is no word an abbreviation stands for
    pytest.param("Attachments over 10 MB are refused.", "Attachments may be refused.",
                 id="function-words"),
    # a comma between: two phrases, not one
    pytest.param("The RC build posts to Slack.", "Reviews, comments and builds go to Slack.",
                 id="across-a-comma"),
    # the word tables read "PR" already (pull request), so the tables' reading stands
    pytest.param("Every PR needs a review.", "Every product requirement needs a review.",
                 id="a-code-the-tables-know"),
    # both write the code: nothing to read
    pytest.param("The SR form asks for an address.",
                 "SR means service request; the form asks for an address.", id="written-both"),
])
def test_words_that_only_happen_to_spell_a_code_are_not_read_as_it(a: str, b: str) -> None:
    assert spelled_out(a, (a,), b, (b,)) is None


def test_a_thing_kept_with_a_part_taken_out_is_the_thing_without_it() -> None:
    # "with the spaces stripped" says "without spaces" (memstore.core.judge.guard._flipped):
    # it was held back as "without" / "with"
    assert both_ways("Sales tax IDs are stored without spaces.",
                     "Sales tax IDs are stored with the spaces stripped.") == "duplicate"
    assert both_ways("Sales tax IDs are stored without spaces.",
                     "Sales tax IDs are stored with spaces.") == "conflict"


def test_a_merge_keeps_no_paraphrase_with_an_abbreviation_twice() -> None:
    from memstore.core.judge import merge_facts, same_fact

    assert same_fact("The PIC signs the biennial inventory.",
                     "The pharmacist in charge signs the biennial inventory.")
    assert not same_fact("The PIC signs the biennial inventory.",
                         "The pharmacist in charge signs the annual inventory.")
    assert merge_facts(["The PIC signs the biennial inventory."],
                       ["The pharmacist in charge signs the biennial inventory.",
                        "Inventories are kept for three years."]
                       ) == ["The PIC signs the biennial inventory.",
                             "Inventories are kept for three years."]
