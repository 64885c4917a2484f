"""The judge's reading of events: notes that tell what happened once.

Two events are both true, each at its time ("run 4410 took 9 minutes", "run 4417 took 26
minutes"): they are never a contradiction, unless they name the same occasion (the same run,
the same date) and disagree about it. A rule told in the past tense ("we decided to use pnpm",
"moved the docs to site/") is not an event: it still conflicts with its opposite.
"""

from __future__ import annotations

import pytest
from judging import symmetric_kind as verdict

from memstore.core.judge.bounds import may_conflict
from memstore.core.judge.claims import claims


@pytest.mark.parametrize(
    "text",
    [
        # The past tense late in the clause, after a numbered run or a named test.
        "Pipeline 8812 took 41 minutes on the arm64 runners.",
        "The test_refund_webhook test needed 14 retries on Thursday.",
        # Short regular forms.
        "Postgres used 88% of its connections yesterday.",
        # A release is something that happened, not an adjective ("released version").
        "starlette released version 0.41; we are on 0.38.",
        "Build 517 hit the 60-minute timeout.",
    ],
)
def test_a_past_occurrence_is_read_as_an_event(text: str) -> None:
    assert claims(text)[0].event


@pytest.mark.parametrize(
    "text",
    [
        # Decisions and changes whose result still holds, told in the past tense.
        "We decided to use pnpm for the admin UI.",
        "We moved the runbooks to ops/runbooks/.",
        "Switched the worker queue to Celery.",
        # A rule without its "are", and an adjective.
        "Caching disabled in dev.",
        "Retry failed webhooks with exponential backoff.",
        # A past tense in the condition, not in the rule.
        "Tag the release only once the upload went through.",
        # A past form after an article, or in a hyphenated compound, describes a noun.
        "Commit the generated `zephyr/.config` file.",
        "Self-hosted runners pick up the nightly jobs.",
        # A modal states what may be, not what happened.
        "Forked PRs may run the lint job.",
    ],
)
def test_a_rule_told_in_the_past_tense_is_not_an_event(text: str) -> None:
    assert not claims(text)[0].event


@pytest.mark.parametrize(
    "text",
    [
        # A sentence that opens with a past form before its noun: an adjective, and the verb
        # comes later ("go", "uses", "run").
        "Failed HL7 messages go to the dead-letter queue.",
        "Distributed training uses DeepSpeed ZeRO-3.",
        "Scheduled batch jobs run under the `batchsvc` Oracle user.",
        # A past form with who does it: a passive participle, the rule without its "is".
        "Handled by the cert-manager CronJob in the tools cluster.",
        "Secrets rotated by Vault.",
    ],
)
def test_a_sentence_opening_with_a_past_form_before_its_noun_is_not_an_event(
        text: str) -> None:
    assert not claims(text)[0].event


@pytest.mark.parametrize(
    "text",
    [
        # A past tense before what it acted on: an article, a preposition, a number.
        "Killed a stale celery worker that held port 5555.",
        "Looked into a slow query in app/search.py.",
        "Fixed the flaky test_refund_webhook test.",
        "Killed by the OOM killer on 2026-01-14.",
    ],
)
def test_a_past_tense_before_what_it_acted_on_is_still_an_event(text: str) -> None:
    assert claims(text)[0].event


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Failed premium payments go to the PAYMENT_RETRY queue.",
         "Failed premium payments are not retried; they are written to the dunning table."),
        ("Distributed training uses DeepSpeed.", "Distributed training doesn't use DeepSpeed."),
    ],
)
def test_a_rule_opening_with_a_past_form_conflicts_with_its_opposite(a: str, b: str) -> None:
    # Read as one-off events, these were only "maybe" in conflict (or not at all).
    assert verdict(a, b) == "conflict"
    assert may_conflict(a, [a], b, [b])


def test_a_month_and_a_day_name_one_occasion() -> None:
    # "Nov 4" and "Nov 12" are two nights: two failures, both true.
    assert verdict("The nightly premium batch failed on Nov 4 because ora-prod-01 ran out "
                   "of temp space.",
                   "The nightly premium batch failed on Nov 12 because the input file was "
                   "empty.") == "distinct"
    assert claims("The import failed on 4 November.")[0].occasion == claims(
        "The import failed on Nov 4th.")[0].occasion



@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("CI run 4410 took 9 minutes because the numpy wheel was rebuilt.",
         "CI run 4417 took 26 minutes because the lxml wheel was rebuilt."),
        ("Docker used 71% of the disk on Tuesday; pruned old images.",
         "Docker used 93% of the disk on Tuesday; pruned old images."),
        ("The test_refund_webhook test needed 3 retries on Monday.",
         "The test_refund_webhook test needed 17 retries on Monday."),
        ("starlette released version 0.41; not upgraded yet.",
         "starlette released version 0.44; not upgraded yet."),
    ],
)
def test_two_events_of_two_occasions_do_not_conflict(a: str, b: str) -> None:
    # What the simulation's agents wrote the same day and the judge held for review: a
    # weekday says when, not which week, so two notes of "Monday" may be two Mondays.
    assert verdict(a, b) == "distinct"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("CI run 4410 took 9 minutes.", "CI run 4410 took 26 minutes."),
        ("On 2026-02-11 the search API was down for 15 minutes.",
         "The search API was down for 50 minutes on 2026-02-11."),
    ],
)
def test_two_events_of_the_same_run_or_date_that_disagree_conflict(a: str, b: str) -> None:
    assert verdict(a, b) == "conflict"
    assert may_conflict(a, [a], b, [b])  # the bound must not skip them


def test_a_restated_event_is_a_duplicate() -> None:
    assert verdict("CI run 4410 took 9 minutes; the uv cache was cold.",
                   "Run 4410 on CI: 9 minutes, cold uv cache.") == "duplicate"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("We decided to use pnpm for the admin UI build.", "The admin UI build uses npm."),
        ("Caching disabled in dev.", "Caching enabled in dev."),
        # Read as one-off events ("generated", "self-hosted" taken for past tenses, "may"
        # not for a present), these two held no rule and were only "maybe" in conflict.
        ("Commit the generated `zephyr/.config` file.",
         "**Do not** commit the generated zephyr/.config file."),
        ("Self-hosted runners may run jobs from forked PRs.",
         "Self-hosted runners must never run jobs from forked PRs."),
    ],
)
def test_a_rule_told_in_the_past_still_conflicts_with_its_opposite(a: str, b: str) -> None:
    assert verdict(a, b) == "conflict"
