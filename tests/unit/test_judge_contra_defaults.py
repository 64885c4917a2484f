"""A default changed, told as one default and a new one (docs/consolidation.md, "Values whose
subject is worded differently"; tests/natural/dev_adtech.jsonl and the rest of dev hold the
natural pairs these shapes come from). Each class was left uncertain or read as two things
described alike on the code this was written against:

- two claims state the default of one thing (the word each opens with is said by the other),
  one says its default is new ("now"), and each puts its own words in one place: the old
  value and the new one, not a look-alike (memstore.core.judge.compare);
- two entries each state a default, one says it changed ("now", "since the ...", "again"), and
  each default has a word of its own, however plain ("full backups", "even pacing"): one
  setting, changed (memstore.core.judge.verdict), also where the new one names the old value
  beside it ("pass --incremental for the old mode", "round-robin is opt-in"), which had every
  word of the old entry said in the new one and merged the two.

Beside them, defaults of two things (another tool, another scope), which stay apart, and the
same default told with the old one named beside it, which is never flagged. The sentences are
written for this test."""

from __future__ import annotations

import pytest
from judging import verdict

from memstore.core.judge.bounds import may_conflict

CONFLICTS = [
    ("By default the mirror job copies only tags.",
     "The mirror job now copies all branches by default."),
    ("By default the linter checks only changed files.",
     "The linter now checks the whole repository by default."),
    ("By default the deploy script targets only the staging cluster.",
     "The deploy script now targets staging and canary by default."),
    ("New users are created with email alerts off by default.",
     "Email alerts are now on by default for newly invited users."),
    ("New projects are created with branch protection off by default.",
     "Branch protection is now on by default for newly created projects."),
    # the old value named beside the new default: these were merged
    ("By default the backup job runs in incremental mode.",
     "The backup job now runs full backups by default; pass --incremental for the old mode."),
    ("The scheduler defaults to round-robin placement.",
     "Scheduler's default placement policy is bin-packing again; round-robin is opt-in per "
     "queue."),
]


@pytest.mark.parametrize(("a", "b"), CONFLICTS)
def test_a_default_and_a_new_one_conflict(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        result = verdict(x, y)
        assert result.kind == "conflict", (x, y, result.explanation)
        assert may_conflict(x, [x], y, [y])  # the bound before the judge keeps the pair


LOOKALIKES = [
    # the default of another thing
    ("The CLI prints tables by default.",
     "By default the admin tool now prints JSON; pass --table for the old output."),
    ("By default the backup job runs in incremental mode.",
     "The restore job now runs in verify mode by default."),
    # one default said for two scopes
    ("The default session lifetime for the billing portal is now 8 hours.",
     "The default session lifetime for the support desk is 24 hours."),
    ("By default the nightly exporter writes CSV files.",
     "The weekly exporter now writes Parquet by default."),
]


@pytest.mark.parametrize(("a", "b"), LOOKALIKES)
def test_defaults_of_two_things_are_not_flagged(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        result = verdict(x, y)
        assert result.kind not in ("conflict", "duplicate"), (x, y, result.explanation)


RESTATED = [
    ("By default the nightly exporter writes Parquet files.",
     "The nightly exporter now writes Parquet by default; pass --csv for the old format."),
    ("By default the mirror job copies all branches.",
     "The mirror job now copies all branches by default."),
    ("The scheduler defaults to bin-packing placement.",
     "Scheduler's default placement policy is bin-packing again; round-robin is opt-in per "
     "queue."),
    ("New invoices default to yearly billing.",
     "Invoices are created with yearly billing by default since the pricing change; monthly "
     "billing must be picked by hand."),
]


@pytest.mark.parametrize(("a", "b"), RESTATED)
def test_the_same_default_with_the_old_one_named_is_not_flagged(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        assert verdict(x, y).kind != "conflict", (x, y)
