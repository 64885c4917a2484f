"""Value-slot conflicts read from the structure of the two claims (memstore.core.judge.values):
what tells two things apart is said where a claim names what it speaks of, not in what it adds
after the value; and the look-alikes of the same shapes stay apart."""

from __future__ import annotations

import pytest
from judging import verdict

from memstore.core.judge.bounds import may_conflict

# (phenomenon, a, b): one side says more only after its value (where it runs, through what,
# a reason), the other says nothing after its own.
DETAIL_AFTER_THE_VALUE = [
    ("port", "Kibana UI: port 5601.", "Kibana runs on 5602 on the ELK VM."),
    ("port", "Flink JobManager UI: port 8081.",
     "Flink JobManager listens on 8082 behind the Traefik ingress."),
]


@pytest.mark.parametrize(("phenomenon", "a", "b"), DETAIL_AFTER_THE_VALUE,
                         ids=[f"{c[0]}-{n}" for n, c in enumerate(DETAIL_AFTER_THE_VALUE)])
def test_a_detail_after_the_value_does_not_make_another_subject(phenomenon: str, a: str,
                                                                b: str) -> None:
    for x, y in ((a, b), (b, a)):
        result = verdict(x, y)
        assert result.kind == "conflict", (phenomenon, x, y, result.explanation)
        assert may_conflict(x, [x], y, [y])


# Words of their own after the value on both sides, or before it: two things, both hold.
TWO_THINGS = [
    ("Redis db 2 is the rate limiter.", "Redis db 3 is the session store."),
    ("A release needs 2 sign-offs before shipping to prod.",
     "A release needs 1 sign-off before shipping to staging."),
    ("Flink JobManager UI: port 8081.", "Flink TaskManager UI: port 8082."),
    ("Kibana UI: port 5601.", "Prometheus UI: port 9090."),
    ("The `billing_daily` DAG has a 2 hour `dagrun_timeout`.",
     "The `refunds_hourly` DAG has a 20 minute `dagrun_timeout`."),
]


@pytest.mark.parametrize(("a", "b"), TWO_THINGS)
def test_the_same_shape_about_two_things_is_no_conflict(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        assert verdict(x, y).kind != "conflict", (x, y, verdict(x, y).explanation)


# (phenomenon, a, b): both claims end on the one thing each names for the subject, all else
# said alike on one side; one of the two names is an English word too ("Lettuce").
FILLER_AT_THE_END = [
    ("tool", "Redis client in the Java services: Lettuce",
     "The Java services talk to Redis through Jedis"),
]


@pytest.mark.parametrize(("phenomenon", "a", "b"), FILLER_AT_THE_END,
                         ids=[f"{c[0]}-{n}" for n, c in enumerate(FILLER_AT_THE_END)])
def test_two_names_where_both_claims_end_are_two_choices(phenomenon: str, a: str,
                                                         b: str) -> None:
    for x, y in ((a, b), (b, a)):
        result = verdict(x, y)
        assert result.kind == "conflict", (phenomenon, x, y, result.explanation)
        assert result.reason == "name", result.explanation
        assert may_conflict(x, [x], y, [y])


# Words of their own elsewhere too (what runs, what is sent), or one name written in parts
# and whole: not two choices for one thing.
NOT_ONE_SLOT = [
    ("GitHub Actions runs the lint jobs on ubuntu-latest",
     "GitHub Actions runs the release jobs on our macOS runners"),
    ("Don't send logs to Datadog from the preview apps",
     "Don't send traces to Honeycomb from the preview apps"),
    ("HTTP routing in the Rust services uses axum",
     "HTTP clients in the Rust services use reqwest"),
    ("Front-end assets in the Blazor app are bundled with LibMan",
     "The Blazor app's client-side libraries come from Library Manager (libman)"),
]


@pytest.mark.parametrize(("a", "b"), NOT_ONE_SLOT)
def test_words_of_their_own_elsewhere_are_no_choice(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        assert verdict(x, y).kind != "conflict", (x, y, verdict(x, y).explanation)


# Two orders of the same two steps, where the sentence's verb is said with the first step only
# or a step is put first in one clause and the other last in the next.
REVERSED = [
    ("Run `make seed` before `make run`.", "Run `make run` first, then `make seed`."),
    ("Upgrade the Consul servers before the agents.",
     "Consul agents get upgraded first, the servers last."),
]
SAME_ORDER = [
    ("Run `make seed` before `make run`.", "`make run` only after `make seed`."),
    ("Upgrade the Consul servers before the agents.",
     "Consul servers get upgraded first, the agents last."),
]


@pytest.mark.parametrize(("a", "b"), REVERSED)
def test_two_steps_the_other_way_round_conflict(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        result = verdict(x, y)
        assert (result.kind, result.reason) == ("conflict", "order"), (x, y, result.explanation)
        assert may_conflict(x, [x], y, [y])


@pytest.mark.parametrize(("a", "b"), SAME_ORDER)
def test_the_same_order_said_another_way_merges(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        assert verdict(x, y).kind == "duplicate", (x, y, verdict(x, y).explanation)


def test_the_same_order_of_other_steps_is_no_conflict() -> None:
    a = "Upgrade the Consul servers before the agents."
    b = "Upgrade the Nomad servers before the clients."
    assert verdict(a, b).kind != "conflict" and verdict(b, a).kind != "conflict"


def test_one_setting_key_with_two_values_conflicts() -> None:
    """The key is what the value is of, however the rest of the two sentences is worded."""
    a = "New Prefect flows default to `persist_result=True`."
    b = ("Our flow factory sets persist_result=False by default now, turn it on explicitly "
         "for backfills.")
    for x, y in ((a, b), (b, a)):
        result = verdict(x, y)
        assert (result.kind, result.reason) == ("conflict", "setting"), result.explanation
        assert may_conflict(x, [x], y, [y])


@pytest.mark.parametrize(("a", "b"), [
    ("New Celery tasks default to `acks_late=True`.",
     "New Celery tasks default to `track_started=True`."),
    ("Staging runs with `SIDEKIQ_CONCURRENCY=5`.",
     "Production runs with `SIDEKIQ_CONCURRENCY=20`."),
])
def test_two_settings_or_two_places_are_neither_merged_nor_flagged(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        assert verdict(x, y).kind not in ("conflict", "duplicate"), verdict(x, y).explanation


def test_a_reason_the_sentence_opens_with_is_a_clause_of_its_own() -> None:
    """"Since the Nuxt 4 upgrade, X is no longer Y": the statement is X is no longer Y, which
    takes back what the other says, whatever the upgrade adds."""
    a = "In our Nuxt app, `useFetch` responses are cached by default."
    b = "Since the Nuxt 4 upgrade, useFetch responses are no longer cached by default."
    for x, y in ((a, b), (b, a)):
        assert verdict(x, y).kind == "conflict", verdict(x, y).explanation
        assert may_conflict(x, [x], y, [y])
    said = "The Hikari pool size is 10."
    for x in ("Because of the RDS connection limit, the Hikari pool size is 10.",
              "Since March, the Hikari pool size is 10."):
        assert verdict(x, said).kind == "duplicate", verdict(x, said).explanation


def test_a_pinned_image_states_its_version() -> None:
    """"python:3.12-slim" names Python at 3.12, against "Python 3.11" for the same images; for
    other images (the word of its own next to the same head word) both hold."""
    a = "Python 3.11 for all worker images."
    for b in ("Worker images are built on python:3.12-slim.",
              "The worker images are built on `python:3.12-slim`."):
        for x, y in ((a, b), (b, a)):
            result = verdict(x, y)
            assert (result.kind, result.reason) == ("conflict", "version"), result.explanation
            assert may_conflict(x, [x], y, [y])
    for b in ("Notebook images are built on python:3.12-slim.",
              "Worker images are built on python:3.11-slim."):
        assert verdict(a, b).kind != "conflict", verdict(a, b).explanation


def test_a_name_made_of_words_its_claim_says_apart_is_not_said_by_those_words() -> None:
    """"go-redis" next to "Redis" and "Go" names a client of its own: "talk to Redis through
    rueidis" names another client, and the two were merged as one fact."""
    a = "Redis client in the Go services: go-redis"
    b = "The Go services talk to Redis through rueidis"
    for x, y in ((a, b), (b, a)):
        result = verdict(x, y)
        assert (result.kind, result.reason) == ("conflict", "name"), result.explanation
        assert may_conflict(x, [x], y, [y])
    assert verdict(a, "The Go services use go-redis as their Redis client").kind == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    ("Run the migrations before deploying the API.",
     "Deploy the API first; it runs the migrations on startup."),
    ("Publish the Avro schema before deploying the consumers.",
     "Deploy the consumers first; they register the Avro schema on startup."),
])
def test_the_later_step_put_first_conflicts(a: str, b: str) -> None:
    """(the second pair was merged as one fact)"""
    for x, y in ((a, b), (b, a)):
        result = verdict(x, y)
        assert (result.kind, result.reason) == ("conflict", "order"), result.explanation
        assert may_conflict(x, [x], y, [y])


def test_the_earlier_step_put_first_is_no_conflict() -> None:
    a = "Run the migrations before deploying the API."
    for b in ("Run the migrations first.",
              "Deploying the API requires running the migrations first."):
        assert verdict(a, b).kind != "conflict", verdict(a, b).explanation


def test_first_against_last_of_the_same_thing_conflicts() -> None:
    a = "The Sentry upload script must be the last build phase."
    b = "The Sentry upload script must be the first build phase."
    for x, y in ((a, b), (b, a)):
        result = verdict(x, y)
        assert (result.kind, result.reason) == ("conflict", "order"), result.explanation
        assert may_conflict(x, [x], y, [y])
    other = "The logging middleware must be the last in the chain."
    assert verdict("The auth middleware must be the first in the chain.", other).kind != (
        "conflict")


def test_a_word_that_names_a_folder_of_the_other_path_is_said_by_it() -> None:
    """"Dagster assets" is said by "dagster/assets/core/": the same assets in two places."""
    a = "Dagster assets are defined in `pipelines/assets/`."
    b = "Asset files go in dagster/assets/core/."
    for x, y in ((a, b), (b, a)):
        result = verdict(x, y)
        assert (result.kind, result.reason) == ("conflict", "path"), result.explanation
        assert may_conflict(x, [x], y, [y])
    other = "Dagster sensors are defined in `pipelines/sensors/`."
    assert verdict(a, other).kind != "conflict", verdict(a, other).explanation


def test_a_longer_name_with_a_word_more_is_another_thing() -> None:
    """"orders-retry" is not "orders": two topics, each with its own partitions; a name
    written with a hyphen whose words the other says all is still the same thing."""
    a = "The `orders` topic has 12 partitions."
    assert verdict(a, "The `orders-retry` topic has 3 partitions.").kind != "conflict"
    assert verdict("The `orders-retry` topic has 3 partitions.", a).kind != "conflict"
    assert verdict(a, "orders topic: 24 partitions").kind == "conflict"
    assert verdict("The unsettled payments job runs every 10 minutes.",
                   "`unsettled-payments` runs every 30 minutes.").kind == "conflict"


def test_two_claims_that_open_with_two_files_speak_of_two_files() -> None:
    a = "credentials.json for local gcloud runs goes in ~/.config/gcloud/."
    other = "application.yaml for the gcloud project goes next to app.yaml."
    for x, y in ((a, other), (other, a)):
        assert verdict(x, y).kind != "conflict", verdict(x, y).explanation
    moved = "credentials.json for local gcloud runs goes in the repo's `.secrets/` folder now."
    assert verdict(a, moved).kind == "conflict"


def test_a_setting_with_a_duration_states_that_duration() -> None:
    """"`token_ttl=15m`" is a TTL of 15 minutes, against "1 hour" for the same role."""
    a = "The Vault token TTL for the CI role is 1 hour."
    b = "The CI role in Vault issues tokens with `token_ttl=15m`."
    for x, y in ((a, b), (b, a)):
        result = verdict(x, y)
        assert (result.kind, result.reason) == ("conflict", "duration"), result.explanation
        assert may_conflict(x, [x], y, [y])
    same = "The Vault token TTL for the CI role is 15 minutes."
    assert verdict(same, b).kind != "conflict"


@pytest.mark.parametrize(("a", "b"), [
    # (each flagged on a generated store of 2,000 entries by an earlier reading of these rules)
    ("Tests for linpol live in tests/linpol/.", "Tests for linpolcor live in tests/linpolcor/."),
    ("deploy/falmi/ is where cargo keeps its cache.",
     "Elasticsearch caches its results in docs/kanorhal.md."),
    ("Bandextas stores workers in helm", "Tokens of bandextas are kept in requests"),
    ("Bandextas stores workers in helm", "Migrations for bandextas are in db/mopex/migrations."),
])
def test_two_things_of_one_project_are_no_conflict(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        assert verdict(x, y).kind != "conflict", (x, y, verdict(x, y).explanation)
