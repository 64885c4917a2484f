"""Restatements whose two sides share few words (tests/natural/dev_travel.jsonl's phenomena;
docs/consolidation.md, "Numbers written in words" and "A thing named in other words"). The
sentences are written for these tests, not taken from the corpus."""

from __future__ import annotations

from memstore.core.judge import judge
from memstore.core.judge.claims import claims


def _judge(a: str, b: str) -> str:
    return judge(a, (a,), b, (b,)).kind


def _values(text: str) -> set[tuple[str, str]]:
    return {v for c in claims(text) for v in c.values}


# --- numbers written in more than one word ---------------------------------------------------

def test_a_number_of_two_words_is_one_number() -> None:
    assert _values("The export job keeps three hundred snapshots.") == {("number", "300")}
    assert _values("Each batch holds two hundred and fifty rows.") == {("number", "250")}
    assert _values("The archive holds a thousand files.") == {("number", "1000")}
    assert _values("Sessions end after forty-five minutes.") == _values(
        "Sessions end after 45 minutes.")


def test_a_number_in_words_restates_the_digits_and_conflicts_with_another() -> None:
    assert _judge("The importer caps each batch at 250 rows.",
                  "Each import batch holds at most two hundred and fifty rows.") == "duplicate"
    ingest = "The ingest job throttles at forty-five requests per second."
    assert _judge(ingest, "The ingest job throttles at 45 requests per second.") == "duplicate"
    assert _judge(ingest, "The ingest job throttles at 40 requests per second.") == "conflict"


# --- "a second" before a noun is the ordinal -------------------------------------------------

def test_a_second_before_a_noun_is_no_length_of_time() -> None:
    assert _values("Schema changes need a second reviewer.") == set()
    assert _values("Try a second time before paging.") == set()
    assert _values("Wait a second before polling again.") == {("number", "1s")}
    assert _values("The lock lasts a second.") == {("number", "1s")}


def test_a_second_approver_is_not_a_duration_against_a_count() -> None:
    assert _judge("Payouts over 10,000 USD need a second signature.",
                  "Any payout above 10000 USD must be signed by two people.") != "conflict"


# --- one thing named in other words (memstore/data/lexicon.yaml) ------------------------------

def test_a_term_of_art_and_its_plain_words_are_one_thing() -> None:
    pairs = [
        ("The payment service never writes card numbers to disk.",
         "PANs are never written to disk by the payment service."),
        ("The BFF merges profile and order calls for the apps.",
         "The backend-for-frontend merges profile and order calls for the apps."),
        ("Never do disk I/O on the UI thread.", "Never do disk I/O on the main thread."),
        ("Flash the fw over USB.", "Flash the firmware over USB."),
        ("We publish the SDK to npm on every tag.", "We ship the SDK to npm on every tag."),
        ("Magic links are valid for 15 minutes.", "Magic links expire after 15 minutes."),
    ]
    for a, b in pairs:
        assert _judge(a, b) == "duplicate", (a, b)


def test_a_term_named_two_ways_still_holds_its_value_and_its_subject() -> None:
    assert _judge("Magic links are valid for 15 minutes.",
                  "Magic links expire after 30 minutes.") == "conflict"
    assert _judge("Magic links are valid for 15 minutes.",
                  "Invite links are valid for 15 minutes.") == "distinct"
    assert _judge("Flash the firmware over USB.", "Flash the bootloader over USB.") != "duplicate"


# --- a bound or a restriction said with a "no" ------------------------------------------------

def test_a_bound_said_with_no_is_no_negation() -> None:
    for text in ("No more than 4 builds run at once.", "Keep no fewer than two replicas.",
                 "Rotate keys no later than 30 days after issue.",
                 "Nobody outside the SRE team edits the firewall rules."):
        assert not any(c.negative for c in claims(text)), text


def test_a_bound_said_with_no_restates_the_plain_bound() -> None:
    assert _judge("The release train carries at most five hotfixes.",
                  "No more than 5 hotfixes can ride on the release train.") == "duplicate"
    assert _judge("Only the SRE team edits the firewall rules.",
                  "Nobody outside the SRE team edits the firewall rules.") == "duplicate"
    assert _judge("Rotate signing keys within 30 days of issue.",
                  "Rotate signing keys no later than 30 days after issue.") != "conflict"
    # ... and still conflicts with another bound, or with a no to the act.
    assert _judge("The release train carries at most five hotfixes.",
                  "No more than 8 hotfixes can ride on the release train.") == "conflict"


# --- a word of the tables weighs as written ----------------------------------------------------

def test_a_common_word_read_through_the_tables_is_wording_when_unsaid() -> None:
    # "services" is read as the group's "microservice", a rare word; unsaid on the other side,
    # it is the common word the writer put, when the rare words besides are all said.
    assert _judge("Elixir services ship logs as JSON.",
                  "JSON log output is standard for our Elixir backends.") == "duplicate"
    # Another language is still another subject.
    assert _judge("Rust services export OpenTelemetry traces.",
                  "Go backends export OpenTelemetry traces.") == "distinct"


# --- a limit said twice -----------------------------------------------------------------------

def test_a_limit_said_on_both_sides_is_not_a_thing_put_to_another_use() -> None:
    limit = "Jenkins is only used for a couple of legacy mainframe jobs."
    assert _judge(limit, "Only a few old mainframe pipelines still build on Jenkins.") != (
        "conflict")
    assert _judge(limit, "Jenkins builds the mobile apps.") == "conflict"


def test_as_many_as_is_a_bound() -> None:
    bound = {t for c in claims("The gateway buffers at most 800 events.") for t in c.terms}
    assert bound == {t for c in claims("The gateway buffers as many as 800 events.")
                     for t in c.terms}


# --- one name or version spelt two ways --------------------------------------------------------

def test_a_release_series_restates_its_major_version() -> None:
    assert _judge("We run Redis 7.", "Redis is 7.x on every cache node.") == "duplicate"
    assert _judge("The payments DB is on MySQL 8.", "Payments database: MySQL 8.x.") == "duplicate"
    assert _judge("The 5.x line of the Android app uses ExoPlayer.",
                  "The 6.x line of the Android app uses Media3.") == "distinct"


def test_one_name_spelt_two_ways_is_not_another_word_in_its_place() -> None:
    assert _judge("Shared Gradle logic is in buildLogic/.",
                  "Our shared Gradle logic lives in build_logic.") != "maybe_conflict"


def test_a_count_of_tries_is_a_count_of_times() -> None:
    assert _values("Webhook delivery: 4 attempts, then the dead-letter queue.") == _values(
        "Webhook delivery is tried 4 times, then the dead-letter queue.")
    assert _judge("Partner API calls are retried four times with jitter.",
                  "Retry policy for partner API calls: 4 attempts, with jitter.") != "conflict"
    assert _judge("Partner API calls are retried four times with jitter.",
                  "Retry policy for partner API calls: 6 attempts, with jitter.") == "conflict"
