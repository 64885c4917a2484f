"""One amount written in the notations of the tools and of everyday English, found by a probe
of value notations (session 35; docs/consolidation.md, "Value notations (session 35)").
Sentences of our own. Each was read as two amounts, or as no amount at all, so a restatement
became a false contradiction ("36 hours" / "a day and a half", "1M rows" / "one million rows",
"~/.aws" / "$HOME/.aws", a Redis URL and its host and port) or stayed apart ("openjdk-21" /
"Java 21"), and a contradiction became a look-alike or even a merge ("a dozen replicas" / "8
replicas" and "starts at 01:30:00" / "starts at 02:00" merged: the dozen and the time with its
seconds were no values). The guards hold on the session's start code too: what the new
readings must leave alone."""

from __future__ import annotations

import pytest
from judging import symmetric_kind

from memstore.core.judge import claims


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Worker pods request 2Gi of memory.", "Worker pods request 2048Mi of memory.",
                 id="kubernetes-binary-units"),
    pytest.param("Each tenant gets 10 GiB of storage.", "Tenant storage quota: 10Gi.",
                 id="gibibytes-two-spellings"),
    pytest.param("The idle timeout is 1m30s.", "The idle timeout is 90 seconds.",
                 id="minutes-and-seconds-in-one-word"),
    pytest.param("Grafana is at grafana.ops.internal:3000.",
                 "Grafana lives at https://grafana.ops.internal:3000",
                 id="an-address-with-scheme-and-port"),
    pytest.param("Keep the walk-in freezer at -20 °C.", "Walk-in freezer setpoint: \u221220°C.",
                 id="a-temperature-below-zero"),
    pytest.param("The backend runs on openjdk-21.", "The backend runs on Java 21.",
                 id="a-toolchain-and-its-version"),
])
def test_one_amount_in_two_notations_is_one_value(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Redis lives at redis://cache.internal:6379.", "Redis: cache.internal, port 6379.",
                 id="a-url-and-its-host-and-port"),
    pytest.param("Artifacts are kept for 36 hours.", "Artifacts are kept for a day and a half.",
                 id="a-day-and-a-half"),
    pytest.param("The v1 SDK is generated with protoc 3.21.",
                 "The v2 SDK is generated with protoc 25.1.", id="two-rows-of-one-table"),
    pytest.param("The importer handles 1M rows per run.",
                 "The importer handles one million rows per run.", id="a-million-in-words"),
    pytest.param("Invoices are due in net 30.", "Invoices are due within 30 days.",
                 id="payment-terms"),
    pytest.param("Maintenance runs between 2 and 4 am.", "Maintenance runs from 02:00 to 04:00.",
                 id="two-times-sharing-am"),
    pytest.param("AWS credentials live in ~/.aws/credentials.",
                 "The AWS credentials file is $HOME/.aws/credentials.", id="home-as-a-variable"),
    pytest.param("The CLI reads its config from ~/.config/acme/config.toml.",
                 "Config file: ${HOME}/.config/acme/config.toml", id="home-in-braces"),
    pytest.param("The service needs Python >=3.11.", "The service needs Python 3.11 or newer.",
                 id="a-version-floor"),
    pytest.param("Django is pinned with ~=4.2.0.", "We are on Django 4.2.",
                 id="a-compatible-release"),
    pytest.param("Attachments are limited to 25 megs.", "Attachments are limited to 25 MB.",
                 id="megs"),
    pytest.param("Latency budget: 250ms.", "The latency budget is a quarter of a second.",
                 id="a-quarter-of-a-second"),
    pytest.param("The review is capped at three quarters of an hour.",
                 "The review is capped at 45 minutes.", id="three-quarters-of-an-hour"),
    pytest.param("The colo uplink runs at 10 Gbit/s.", "The colo uplink runs at 10 Gbps.",
                 id="a-bit-rate-with-a-capital"),
])
def test_one_value_written_two_ways_is_no_contradiction(a: str, b: str) -> None:
    assert symmetric_kind(a, b) != "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Worker pods request 2Gi of memory.", "Worker pods request 512Mi of memory.",
                 id="kubernetes-binary-units"),
    pytest.param("Each tenant gets 10 GiB of storage.", "Tenant storage quota: 20Gi.",
                 id="gibibytes-two-spellings"),
    pytest.param("The idle timeout is 1m30s.", "The idle timeout is 2 minutes.",
                 id="minutes-and-seconds-in-one-word"),
    pytest.param("The freezer must stay below -18 °C.", "The freezer must stay below -25 °C.",
                 id="temperatures-below-zero"),
    pytest.param("The job runs every 15 minutes.", "The job's schedule is */30 * * * *.",
                 id="cron-outside-a-code-span"),
    pytest.param("Each shard holds a dozen replicas.", "Each shard holds 8 replicas.",
                 id="a-dozen"),
    pytest.param("Half of the traffic goes to the canary.", "The canary gets 10% of traffic.",
                 id="half-of-the-whole"),
    pytest.param("The nightly job starts at 01:30:00 UTC.", "The nightly job starts at 02:00 UTC.",
                 id="a-time-with-its-seconds"),
    pytest.param("The lock timeout is PT15M in the config.", "The lock times out after 30 minutes.",
                 id="an-iso-8601-length"),
    pytest.param("Builds use gcc-13.", "Builds use GCC 12.", id="a-toolchain-and-its-version"),
])
def test_two_amounts_in_two_notations_contradict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


# Guards: they hold on the start code too.

def test_guard_another_port_of_one_address_still_contradicts() -> None:
    assert symmetric_kind("Grafana lives at https://grafana.ops.internal:3000.",
                          "Grafana is at grafana.ops.internal:3001.") == "conflict"


@pytest.mark.parametrize("text", [
    pytest.param("node-1 is the Raft leader.", id="a-host-named-with-a-hyphen"),
    pytest.param("Connect to redis:6379 from the app.", id="a-host-and-its-port"),
    pytest.param("nginx:80 serves the static files.", id="a-two-digit-port"),
])
def test_guard_a_host_is_no_runtime_version(text: str) -> None:
    assert not any(kind == "version" for claim in claims(text) for kind, _ in claim.values)


def test_guard_miles_are_no_mebibytes() -> None:
    (claim,) = claims("Drivers only take jobs within 5 mi of the depot.")
    assert ("number", "5") in claim.values


def test_guard_the_first_half_of_a_year_is_no_share() -> None:
    (claim,) = claims("The first half of the year is quiet for the support desk.")
    assert not any(value.endswith("%") for _, value in claim.values)
