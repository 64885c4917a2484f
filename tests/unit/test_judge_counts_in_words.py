"""Counts said in words and units read from the wrong word (memstore.core.judge.text;
docs/consolidation.md, the fourteenth round, `numbers`; tests/natural/dev_dentallab.jsonl):

- "once" after a bound ("at most once", "more than once") or after "only" with no clause after
  it is the count 1, as "twice" is 2: "at most once" / "at most twice" is one limit with two
  values, while "once CI is green" stays a condition;
- "2x per week" is a frequency, as "2 times per week" and "twice a week" are;
- a period word, singular, between a number and a plural noun qualifies that noun ("55 day
  pickups" are 55 pickups, not 55 days); after a 1 ("1 year chunks") or before a singular noun
  ("a 30 minute warning") it is a length as before;
- a key that names its unit set with a bare equals sign (`UPLOAD_TIMEOUT_SECONDS=90`) holds
  that many of its unit, compared with "upload timeout: 90 seconds".

The sentences are written for this test, not taken from the corpus."""

from __future__ import annotations

import pytest
from judging import verdict

from memstore.core.judge.claims import claims

CONFLICTS = [
    ("A refund can be reissued at most once.", "A refund can be reissued at most twice."),
    ("Editors may reopen a closed ticket only once per week.",
     "Editors may reopen a closed ticket up to three times per week."),
    ("The CI cache is pruned once a week.", "Prune the CI cache 3x per week."),
    ("The printer queue takes at most 30 per hour.",
     "Never queue more than 45 hour jobs on the printer."),
    ("`EXPORT_TIMEOUT_SECONDS=45` in the report worker env",
     "report worker: export timeout is 60 seconds"),
]


@pytest.mark.parametrize(("a", "b"), CONFLICTS)
def test_two_counts_of_one_thing_conflict(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        result = verdict(x, y)
        assert result.kind == "conflict", (x, y, result.explanation)


SAME = [
    ("Prune the CI cache twice a week.", "Prune the CI cache 2x per week."),
    ("Never queue more than 45 hour jobs on the printer.",
     "The printer takes at most 45 hour jobs in its queue."),
    ("`EXPORT_TIMEOUT_SECONDS=45` in the report worker env",
     "report worker: export timeout is 45 seconds"),
]


@pytest.mark.parametrize(("a", "b"), SAME)
def test_one_count_said_two_ways_is_no_conflict(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        result = verdict(x, y)
        assert result.kind != "conflict", (x, y, result.explanation)


LOOKALIKES = [
    ("Never queue more than 45 hour jobs on the printer.",
     "Never queue more than 12 night jobs on the printer."),
]


@pytest.mark.parametrize(("a", "b"), LOOKALIKES)
def test_a_unit_word_before_a_noun_names_a_kind_of_it(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        result = verdict(x, y)
        assert result.kind not in ("conflict", "duplicate"), (x, y, result.explanation)


def values(text: str) -> set[tuple[str, str]]:
    return {value for claim in claims(text) for value in claim.values}


def test_once_as_a_condition_is_no_count() -> None:
    assert values("Deploy only once CI is green.") == set()
    assert values("Merge once the review is approved.") == set()


def test_a_length_before_a_singular_noun_or_after_one_stays_a_length() -> None:
    assert values("Give the desk a 30 minute warning.") == {("number", "1800s")}
    assert values("The archive uses 1 year chunks.") == {("number", "3.1536e+07s")}
