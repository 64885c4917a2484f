"""Restatements the judge kept apart on a fresh dev file (tests/natural/dev_quant.jsonl, a quant
research team's notes), each reading pinned by pairs of its own (not the file's records): a
British -ise spelling, an abbreviation of two words or of a hyphenated name, a no said to a
"without", a no that agrees with a no, a URL under another, a frequency word inside a path, a
stem the stemmer cuts two ways, a suspended hyphen, a word written short, a value said in
another form, a code the tool rule did not read, a verb's particle "off", a short clause that
ends in "instead", and a percentage with a space. Each pair failed on the code the round
started from (a false conflict, "maybe", or a look-alike), and the contradictions and
look-alikes of the same shapes stay apart."""

from __future__ import annotations

import pytest

from memstore.core.judge import claims, judge


def verdict(a: str, b: str) -> str:
    return judge(a, [a], b, [b]).kind


def both_ways(a: str, b: str) -> set[str]:
    return {verdict(a, b), verdict(b, a)}


@pytest.mark.parametrize(("a", "b"), [
    # the British -ise spelling of a verb is the -ize one ("normalis" / "normal" as stems)
    ("Normalise column names before loading.", "Column names are normalized before loading."),
    ("Timestamps are serialised as ISO 8601 strings.",
     "We serialize timestamps as ISO 8601 strings."),
    # two words, or a name joined by hyphens, and the code of their first letters
    ("Model weights are pulled from HF.", "Model weights are pulled from Hugging Face."),
    ("Production runs on GKE.", "prod is on Google Kubernetes Engine."),
    # "rebalanced" keeps "-anc" that "rebalance" loses to the stemmer
    ("Rebalance the book every week.", "The book is rebalanced every week."),
    # a short word no dictionary knows, at the head of an English word
    ("Perf tests run on the bench box.", "Performance tests run on the bench box."),
    # a folder of a bucket and a partition in it are one place
    ("Raw ticks land in s3://acme-raw/ticks/ as parquet.",
     "Raw ticks: s3://acme-raw/ticks/date=YYYY-MM-DD/ (parquet)"),
    # a setting in prose said as its key's word and its value
    ("Simulations fix the random seed to 7 so runs are reproducible.",
     "seed=7 for every simulation (reproducibility)"),
    # "sign off" after a modal is a verb with its particle, not a switch turned off
    ("Finance must sign off to ship a release.",
     "Shipping a release needs sign-off from finance."),
    # ", X instead" is its own claim: the ban and what to do in its place
    ("Global state is banned, pass a context instead.", "Pass a context; global state is banned."),
    ("Turnover is capped at 20 % per day.", "Turnover is capped at 20% per day."),
])
def test_two_wordings_of_one_fact_merge(a: str, b: str) -> None:
    assert both_ways(a, b) == {"duplicate"}


@pytest.mark.parametrize(("a", "b"), [
    ("Deploys without a passing smoke test are not accepted.",
     "Every deploy must include a passing smoke test."),
    ("Deploys without a passing smoke test are not allowed.",
     "Every deploy needs a passing smoke test."),
    ("PRs without a linked ticket are not merged.", "Every PR must link a ticket."),
])
def test_a_no_to_a_without_is_a_yes(a: str, b: str) -> None:
    # "X without Y are not accepted" asks for Y, as "never X without Y" does.
    assert both_ways(a, b) == {"duplicate"}


def test_a_without_alone_still_says_no() -> None:
    assert verdict("Deploys without a passing smoke test are allowed.",
                   "Deploys without a passing smoke test are not allowed.") == "conflict"


def test_a_no_does_not_take_back_a_no() -> None:
    # Both say where the keys live and both say never in notebooks: the "never" of one side is
    # not said against the other's "never" (it was read as a name conflict).
    a = "Vendor API keys live in AWS Secrets Manager, never paste them into a notebook."
    b = "Never put vendor API keys in notebooks; fetch them from AWS Secrets Manager."
    assert "conflict" not in both_ways(a, b)


@pytest.mark.parametrize(("a", "b"), [
    ("Link-time optimization is on for release builds.", "LTO is off for release builds."),
    ("Raw ticks land in s3://acme-raw/ticks/ as parquet.",
     "Raw ticks land in s3://acme-archive/ticks/ as parquet."),
])
def test_the_same_shapes_with_another_value_still_conflict(a: str, b: str) -> None:
    assert both_ways(a, b) == {"conflict"}


def test_a_name_that_begins_another_name_is_another_name() -> None:
    # "vite" is no short form of "vitest": two tools, whatever their letters.
    assert "duplicate" not in both_ways("Component tests run with vite.",
                                        "Component tests run with vitest.")


def test_a_frequency_word_inside_a_path_is_part_of_the_path() -> None:
    (claim,) = claims("Reports go to s3://acme-reports/daily/ every night.")
    assert ("url", "s3://acme-reports/daily") in claim.values
    assert ("number", "1") not in claim.values  # "daily" was "every 1 day" inside the URL


def test_a_suspended_hyphen_is_read_whole() -> None:
    (claim,) = claims("Compute returns from the split- and dividend-adjusted close.")
    assert {"split-adjusted", "dividend-adjusted"} <= set(claim.terms)


def test_a_time_of_day_is_read_whole() -> None:
    # "22:30" was read as a host "22" and a port 30, so two times with the same minutes were
    # one value and "15:00" / "09:00" two ports.
    (claim,) = claims("The backup runs at 22:30 UTC.")
    assert ("number", "22:30") in claim.values
    assert verdict("The backup runs at 22:30 UTC.", "The backup runs at 23:30 UTC.") == "conflict"
    assert verdict("The weekly research review is on Thursdays at 15:00.",
                   "The weekly risk review is on Mondays at 09:00.") != "conflict"


def test_a_crontab_schedule_is_read_as_when() -> None:
    a = "The EOD ingest runs from cron on batch-01 at 22:30 UTC."
    assert both_ways(a, "`30 22 * * *` on batch-01 -> the EOD ingest (UTC)") == {"duplicate"}
    assert verdict("`30 22 * * *` on batch-01 -> the EOD ingest (UTC)",
                   "`30 23 * * *` on batch-01 -> the EOD ingest (UTC)") == "conflict"
    assert both_ways("End-of-day ingestion is scheduled via crontab on batch-01, 22:30 UTC.",
                     a) == {"duplicate"}


def test_a_step_named_with_a_hyphen_meets_the_same_step_in_words() -> None:
    # "paper-trade ... before it goes to production" / "paper trading before ... promoted to
    # prod": one order; the hyphenated step shared no word with "paper trading" before.
    a = "A model must shadow-trade for two weeks before it goes to production."
    b = "Two weeks of shadow trading before any model is promoted to prod."
    assert both_ways(a, b) == {"duplicate"}
    assert verdict("Shadow-trade a model before it goes to production.",
                   "A model goes to production before it shadow-trades.") != "duplicate"
