"""Contradictions of tools named in the alternatives table (memstore/data/lexicon.yaml): two
tools of one group put for each other where each side words the subject its own way
(memstore.core.judge.tools `_one_job`). The table says the two do one job, so a fairly rare
word both say is enough to read one subject, unless each side names its own kind of that
thing right before it (or a name of its own right after it), or each says where it holds."""

from __future__ import annotations

from tests.judging import both_ways


def test_two_trackers_of_one_source_worded_two_ways_conflict() -> None:
    # "errors from the admin dashboard" / "dashboard exceptions": one source, two trackers
    assert both_ways("Errors from the admin dashboard go to Rollbar.",
                     "Dashboard exceptions are reported to Honeybadger.") == {"conflict"}


def test_two_migration_tools_of_one_service_worded_two_ways_conflict() -> None:
    assert both_ways("Database changes for the ledger service are applied with Flyway.",
                     "Ledger schema changes are managed with Liquibase.") == {"conflict"}


def test_two_buckets_of_one_store_worded_two_ways_conflict() -> None:
    # one service's storage, the subject said as what it stores and as its backend
    assert both_ways("Loki keeps its chunks in GCS.",
                     "Loki's object storage is S3.") == {"conflict"}


def test_two_kinds_of_one_thing_each_with_its_tool_stay_apart() -> None:
    # each names its own kind of metrics right before the word both say
    assert "conflict" not in both_ways("Warehouse sensor metrics are stored in Prometheus.",
                                       "Payroll metrics for the HR portal are stored in "
                                       "Datadog.")
    # a name of its own right after the word both say, and one before it on the other side
    assert "conflict" not in both_ways("Fluentd collects the logs of the JVM services.",
                                       "Vector collects the nginx access logs.")


def test_two_sources_sharing_only_a_common_word_stay_apart() -> None:
    assert "conflict" not in both_ways("Crash reports from the kiosk app are sent to Bugsnag.",
                                       "Error reports from the field tablets go to Sentry.")
