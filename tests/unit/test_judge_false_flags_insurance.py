"""False flags and look-alikes merged, found on text the judge was not tuned on
(tests/natural/dev_insurance.jsonl, a Java insurance-platform team's notes; docs/consolidation.md
"Look-alikes of an insurance team"): a number written with a thousands separator ("1,200
policies") was read as a version and a number, and "10k" as no number at all, so "10k rows" /
"1,000 rows" merged; a no said of another thing ("emailed through the Exchange relay, not
SES") hid the look-alike behind it, and the two entries merged; and one value said of two kinds
of one thing ("the billing batch" / "the claims batch") was merged or held as maybe the same.
Probing the shape of that file's "Rejected claims ..." / "Approved claims ..." pair with the
opposites of the word tables showed one more: an opposite that qualifies the noun a claim opens
with ("Disabled toggles are listed ..." / "Enabled toggles are listed ...") was read as a no to
the whole claim. (The event readings of that file are pinned in
tests/unit/test_judge_events.py.)

Each pair is written afresh for this test, in the shape of a phenomenon of that file; the
true conflicts of the same shapes must stay flagged."""

from __future__ import annotations

import pytest
from judging import both_ways, symmetric_kind

from memstore.core.judge.bounds import may_conflict
from memstore.core.judge.claims import claims


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("The renewal run touched 1,200 policies.", "1200"),
        ("The archive holds 2,500,000 claim documents.", "2500000"),
        ("Backfill the ledger in chunks of 10k rows.", "10000"),
        ("Load 2.5k quotes per commit.", "2500"),
    ],
)
def test_a_number_with_thousands_is_one_number(text: str, number: str) -> None:
    values = claims(text)[0].values
    assert ("number", number) in values
    assert not any(kind == "version" for kind, _ in values)


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Reindex the ledger in chunks of 10k rows.",
         "Reindex the ledger in chunks of 1,000 rows."),
        ("The ledger export holds 12,000 rows per file.",
         "The ledger export holds 15,000 rows per file."),
    ],
)
def test_two_counts_with_thousands_of_one_thing_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"
    assert may_conflict(a, [a], b, [b])


def test_the_same_count_in_two_forms_is_no_conflict() -> None:
    assert "conflict" not in both_ways("Reindex the ledger in chunks of 10k rows.",
                                       "Reindex the ledger in chunks of 10,000 rows.")


def test_a_no_said_of_another_thing_does_not_hide_a_look_alike() -> None:
    # "not Mailgun" is said of the payout statements; the two main claims are one sentence
    # about two kinds of mail, and the first's words all occur in the second: merged before.
    assert symmetric_kind(
        "Quote emails go through the Mailgun relay.",
        "Payout statements are emailed through the legacy Postfix relay, not Mailgun (the "
        "agency contract requires it).") == "distinct"


def test_the_same_rule_against_a_no_to_another_relay_still_conflicts() -> None:
    a = "Quote reminders go through the Mailgun relay."
    b = "Quote reminders go through the on-prem Postfix relay now, not Mailgun."
    assert symmetric_kind(a, b) == "conflict"


def test_one_value_said_of_two_kinds_of_one_thing_is_not_merged() -> None:
    # The same limit, in two units, for two batches: two facts, not "maybe the same".
    assert symmetric_kind("The renewal batch is killed if it runs longer than 3 hours.",
                          "The billing batch is killed after 180 minutes.") == "distinct"


def test_one_value_of_one_batch_restated_still_merges() -> None:
    assert symmetric_kind("The renewal batch is stopped after 3 hours.",
                          "The renewal batch is stopped after 180 minutes.") == "duplicate"


def test_two_values_of_one_batch_still_conflict() -> None:
    assert symmetric_kind("The renewal batch is stopped after 3 hours.",
                          "The renewal batch is stopped after 90 minutes.") == "conflict"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Enabled feature toggles are listed on the admin page.",
         "Disabled feature toggles are listed on the admin page."),
        ("Public endpoints must be rate limited.", "Private endpoints must be rate limited."),
    ],
)
def test_an_opposite_that_picks_out_the_subject_is_no_conflict(a: str, b: str) -> None:
    # The word before the noun the claim opens with says which things it is about: both hold.
    assert symmetric_kind(a, b) == "distinct"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Public endpoints are rate limited.", "Public endpoints are not rate limited."),
        ("The quotes endpoint is public.", "The quotes endpoint is private."),
        ("Enable the rating toggle in SIT.", "Disable the rating toggle in SIT."),
        ("Disabled toggles are removed after two release trains.",
         "Disabled toggles are kept forever."),
    ],
)
def test_an_opposite_said_of_the_subject_still_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"
