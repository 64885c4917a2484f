"""Contradictions the judge missed on dev_adtech.jsonl and the rest of dev, read as classes
(docs/consolidation.md, "Values whose subject is worded differently"; tests/natural/README.md):

- a dotted configuration key on one side and its words on the other ("`spark.sql.shuffle.
  partitions`" / "Spark shuffle partitions") name one setting: two values of it conflict
  (memstore.core.judge.claims: the key's words are found in it);
- "every quarter", "once a quarter", "every fortnight" are frequencies, as "quarterly" and
  "fortnightly" are: against "every month" they are two schedules for one thing, not one
  schedule restated (memstore.core.judge.text);
- where both sides name their subject before the value, a word of its own that one side adds
  after its value ("is reached on 6380 (TLS proxy)"), while the other adds none, says what
  the value is, not another subject (memstore.core.judge.values);
- an amount of money ("$0.25", "€40") is an amount, not a shell variable set to something
  (memstore.core.judge.text);
- "out of" after a verb of serving, publishing, provisioning, before a path, says where from,
  not a no ("served out of `public/assets/`" is "served from ...": memstore.core.judge.text);
- a rule in the passive with "get" ("Logs get shipped to ...") is in the present, as "are
  shipped" is, not something that happened once (memstore.core.judge.events).

Beside each, the same shape about another subject, which must stay apart, and the same value
said another way, which must not be flagged. The sentences are written for this test, not taken
from the corpus."""

from __future__ import annotations

import pytest
from judging import verdict

from memstore.core.judge.entries import _entry_claims

CONFLICTS = [
    # a dotted configuration key against its words
    ("Kafka consumer fetch bytes default to 1048576 in the ingest services.",
     "`kafka.consumer.fetch.bytes` is 524288 by default in the shared ingest config."),
    ("Hibernate batch size is 50 in the order service.",
     "`hibernate.jdbc.batch_size` is 20 in the order service."),
    # a quarter and a fortnight as frequencies
    ("Key rotation drills run every month.", "We run a key rotation drill every quarter."),
    ("The dependency audit happens once a quarter.", "The dependency audit happens every week."),
    ("Sprint demos are every fortnight.", "Sprint demos are every month."),
    # a word of its own after the value on one side only, the subject named before it on both
    ("Redis nodes in the session cluster use port 6379.",
     "The session Redis cluster is reached on 6380 (TLS proxy)."),
    ("RabbitMQ brokers in the billing cluster listen on 5672.",
     "The billing RabbitMQ cluster is reached on 5671 (AMQPS listener)."),
    # money
    ("The minimum bid for new advertisers is $1.50.",
     "New advertisers get a minimum bid of $2.00 now."),
    # "out of" a path after a verb of serving or publishing
    ("Static assets are served out of `public/assets/`.",
     "Static assets are served from `cdn/static/`."),
    ("Helm charts are published out of `charts/stable/`.",
     "We publish the Helm charts from `deploy/charts/`."),
    # the passive with "get"
    ("Logs get shipped to `s3://audit-logs/`.", "Logs are shipped to `s3://archive-logs/`."),
    ("Builds get cached in `~/.cache/bazel`.", "Builds are cached in `/mnt/bazel-cache`."),
]


@pytest.mark.parametrize(("a", "b"), CONFLICTS)
def test_one_thing_with_two_values_conflicts(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        result = verdict(x, y)
        assert result.kind == "conflict", (x, y, result.explanation)


LOOKALIKES = [
    # the same key for another set of services; another key of the same library
    ("Kafka consumer fetch bytes default to 1048576 in the ingest services.",
     "`kafka.consumer.fetch.bytes` is 524288 by default in the billing services."),
    ("Hibernate batch size is 50 in the order service.",
     "`hibernate.jdbc.fetch_size` is 20 in the order service."),
    ("Key rotation drills run every quarter.", "Restore drills run every month."),
    ("Redis nodes in the session cluster use port 6379.",
     "The cache Redis cluster is reached on 6380 (TLS proxy)."),
    ("The orders Postgres is on 5432 (primary).", "The billing Postgres is on 5433 (replica)."),
    ("Postgres port: 5432 (primary).", "Postgres port: 5433 (replica)."),
    ("The minimum bid for new advertisers is $1.50.",
     "The minimum bid for returning advertisers is $2.00."),
    # what happened once is still no rule
    ("Jobs got killed after 48 hours last night.", "Jobs are killed after 72 hours."),
]


@pytest.mark.parametrize(("a", "b"), LOOKALIKES)
def test_the_same_shape_about_another_subject_is_not_flagged(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        result = verdict(x, y)
        assert result.kind not in ("conflict", "duplicate"), (x, y, result.explanation)


RESTATED = [
    ("Kafka consumer fetch bytes default to 1048576 in the ingest services.",
     "`kafka.consumer.fetch.bytes` is 1048576 by default in the ingest services."),
    ("Key rotation drills run quarterly.", "We run a key rotation drill every quarter."),
    ("Sprint demos are fortnightly.", "Sprint demos happen once a fortnight."),
    ("Redis nodes in the session cluster use port 6380.",
     "The session Redis cluster is reached on 6380 (TLS proxy)."),
    ("The minimum bid for new advertisers is $1.50.",
     "New advertisers start with a minimum bid of $1.50."),
    ("Static assets are served out of `public/assets/`.",
     "Static assets are served from `public/assets/`."),
]


@pytest.mark.parametrize(("a", "b"), RESTATED)
def test_the_same_value_said_another_way_is_not_flagged(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        assert verdict(x, y).kind != "conflict", (x, y)


def test_a_quarter_of_an_hour_and_last_quarter_are_not_a_quarter_of_a_year() -> None:
    def values(text: str) -> set[tuple[str, str]]:
        return {v for unit in _entry_claims("", (text,)) for c in unit.claims for v in c.values}

    assert values("Poll every quarter hour.") == values("Poll every 15 minutes.")
    assert values("Last quarter we moved the drills to Thursdays.") == set()
    assert values("Drills run every quarter.") == values("Drills run every 3 months.")


def test_money_is_an_amount_and_a_shell_variable_a_setting() -> None:
    def values(text: str) -> set[tuple[str, str]]:
        return {v for unit in _entry_claims("", (text,)) for c in unit.claims for v in c.values}

    assert values("The floor is $0.40 CPM.") == {("number", "0.4")}  # (as "$0.4" says it)
    # The amount, whatever its currency sign or word: "€2000" is what "2,000 EUR" says.
    assert values("Refunds over €2000 need sign-off.") == values(
        "Refunds over 2,000 EUR need sign-off.")
    assert ("number", "1500") in values("Budget: £1.5k a month.")
    assert values("Export $HOME first.") == {("setting", "$home")}
