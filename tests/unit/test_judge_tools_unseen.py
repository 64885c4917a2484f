"""A tool retired in passing (tests/natural/dev_observability.jsonl was written to measure it
before any rule changed): "X was decommissioned", "X got retired", "X was replaced (by Y)",
"we cancelled X", "we tried X but ...", "X is only for Y", "... now that X ...", said beside the
tool that does the job now, against a memory that still names X for it; and two tools for one
job where one is a name in two words ("Fluent Bit") and the two name the act with two common
verbs ("forward" / "reach"), or where one is written with its version ("Meilisearch 1.6").
Each case is written afresh (no corpus sentence) and failed on the judge before these rules;
each look-alike of the same shape (a retirement somewhere else, of one instance, or of another
use; two sources or two searches, each with its tool) stays unflagged."""

from __future__ import annotations

import pytest
from judging import kind

CONFLICTS = [
    pytest.param("Session data goes to Memcached.",
                 "Sessions live in Redis; the Memcached cluster was decommissioned last spring.",
                 id="the-x-cluster-was-decommissioned"),
    pytest.param("Feature flags are served by Unleash.",
                 "Flags come from LaunchDarkly, Unleash got retired.", id="x-got-retired"),
    pytest.param("Worker processes are supervised by supervisord.",
                 "Workers run as systemd units; supervisord was replaced.",
                 id="x-was-replaced"),
    pytest.param("Visual regression tests use Percy.",
                 "Storybook snapshots are diffed in Chromatic; we cancelled Percy.",
                 id="we-cancelled-x"),
    pytest.param("Profile the API workers with py-spy.",
                 "For CPU profiles we use Scalene. We tried py-spy but it needs ptrace.",
                 id="we-tried-x-but"),
    pytest.param("Crash reports from the checkout service go to Bugsnag.",
                 "Checkout exceptions land in Sentry; Bugsnag is only for the mobile apps.",
                 id="x-is-only-for-another-use"),
    pytest.param("The nightly exports are archived by Glacier Deep Archive.",
                 "Exports stay in S3 Standard-IA, the Glacier setup is retired.",
                 id="the-x-setup-is-retired"),
    pytest.param("Python deps are audited with Safety.",
                 "We audit the Python deps with pip-audit now that Safety needs a paid licence.",
                 id="now-that-opens-a-clause"),
    pytest.param("Use Logagent to forward the Envoy logs to Redpanda.",
                 "Envoy logs reach Redpanda through Fluent Bit.",
                 id="a-name-in-two-words-and-two-verbs-for-one-act"),
    pytest.param("The docs search runs on Meilisearch 1.6.", "Docs search runs on Typesense.",
                 id="a-version-written-with-one-tool"),
    pytest.param("Feature flags are evaluated by Flagsmith.",
                 "Flagsmith was replaced by GrowthBook last year.", id="x-was-replaced-by-y"),
]

# Both hold, or one restates the other: never a conflict.
APART = [
    pytest.param("Bugsnag receives the crash reports of the mobile apps.",
                 "Checkout crashes are reported to Sentry; Bugsnag is only for the mobile apps.",
                 id="the-use-it-is-kept-to"),
    pytest.param("Bugsnag's retention is 30 days.", "Bugsnag is only for the mobile apps.",
                 id="said-of-the-thing-not-its-use"),
    pytest.param("Queries on the reporting replica are cancelled after 2 minutes.",
                 "`max_standby_streaming_delay` is 120s on the reporting replica.",
                 id="cancelled-each-time"),
    pytest.param("Idle build agents are retired after 3 days.",
                 "Build agents run on spot instances.", id="retired-each-time"),
    pytest.param("We tried Scalene for a week last spring.",
                 "We profile the API workers with Scalene.", id="tried-without-but"),
    pytest.param("We don't run Telegraf on the database hosts anymore.",
                 "Use Telegraf to collect the nginx metrics.", id="retired-in-one-place"),
    pytest.param("The old Grafana instance was decommissioned.",
                 "Dashboards are built in Grafana.", id="one-instance-retired"),
    pytest.param("The Jenkins Blue Ocean plugin was decommissioned.",
                 "CI runs on Jenkins.", id="another-name-retired"),
    pytest.param("Use Trivy to scan container images.",
                 "We scan container images with Trivy now that we build them in CI.",
                 id="now-that-with-the-same-tool"),
    pytest.param("Use Logagent to forward the Envoy logs to Redpanda.",
                 "Nginx logs reach Redpanda through Fluent Bit.", id="two-sources-two-tools"),
    pytest.param("Use Logagent to forward the Envoy logs to Redpanda.",
                 "Use Fluent Bit to forward the Nginx logs to Redpanda.",
                 id="two-sources-two-tools-same-words"),
    pytest.param("Docs search runs on Meilisearch 1.6.", "Log search runs on Typesense.",
                 id="two-searches-two-engines"),
    pytest.param("Use Gradle 8.5 or newer for the Android app.",
                 "The Android app is built with Bazel.", id="a-least-version-is-a-value"),
    pytest.param("Feature flags for the web app are evaluated by Flagsmith.",
                 "Flagsmith was replaced by GrowthBook for the mobile apps.",
                 id="replaced-in-another-place"),
    pytest.param("Feature flags are evaluated by GrowthBook.",
                 "Flagsmith was replaced by GrowthBook last year.", id="the-new-tool-restated"),
]


@pytest.mark.parametrize(("a", "b"), CONFLICTS)
def test_a_tool_retired_in_passing_conflicts_with_its_use(a: str, b: str) -> None:
    assert kind(a, b) == "conflict"
    assert kind(b, a) == "conflict"


@pytest.mark.parametrize(("a", "b"), APART)
def test_retirements_of_another_thing_are_not_flagged(a: str, b: str) -> None:
    assert kind(a, b) != "conflict"
    assert kind(b, a) != "conflict"


def test_out_of_a_named_source_is_from_it_not_a_no() -> None:
    # "get X out of Y" names where X comes from; "keep X out of Y" still says no to X in Y.
    assert kind("Build timings come from Buildkite Analytics.",
                "We get the build timings out of Buildkite Analytics.") == "duplicate"
    assert kind("Keep the API tokens out of Git.", "API tokens are committed to Git.") == (
        "conflict")
