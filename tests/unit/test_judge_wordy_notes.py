"""Counts, bounds, defaults and changes as people write them in longer notes, found by probing
wordy restatements (session 33; docs/consolidation.md, "More kinds found by probing (session
33)"). Sentences of our own.

- "Only one" is a count: "Auth changes need only one reviewer" against "... need two
  reviewers" was read as one rule and merged ("only" made "one" a pronoun, as in "the only
  one").
- A thing said to be fine, as a subject, is what a no to it answers: "Comments in test code
  are encouraged" / "Avoid comments" was apart, read as a no to a thing the other only names.
- "npm ci" and "npm install" are two commands of one job, each one name: "npm ci" was read as
  npm and continuous integration, so "Use npm ci in CI, not npm install" / "CI must install
  with npm ci rather than npm install" was a false conflict, and "install with npm install" a
  restatement of "Use npm ci".
- "Mostly" is no bound, and "min" after a number is minutes: "takes about 12 minutes, mostly
  the e2e tests" / "take ~12 min; the e2e tests are most of that" was held back as a minimum
  against a maximum.
- "No longer than 1 day" is a bound, not a change: "Hotfix branches should live no longer than
  1 day" was read as saying something changed.
- An act said no to until someone turns it on is not done by default: "Installs don't send
  telemetry unless the admin turns it on" is "Telemetry is opt-in", and no to "opt-out".
- Every change of one thing for another is told with one verb: "We replaced Webpack with Vite"
  and "The build moved from webpack to Vite" were look-alikes, "replaced" put for "moved".
- An "only" after what it names is said of all its words: "`make test` runs the unit tests
  only by default" / "... runs unit and integration tests unless you pass FAST=1" merged.
- A default said to be on is the act done by default: "Retries are on by default in the SDK" /
  "The SDK now retries failed requests by default" was read as two defaults, a conflict (it
  stays a doubt, as one says it changed).
- Hitting, touching or making calls to the network are one act.
- Bypassing a thing is doing without it: "connects to the prod database directly, bypassing
  PgBouncer" merged with "Prod database connections go through PgBouncer".
- Words of one meaning the tables lacked: malware and viruses, the payment provider and the
  PSP, early returns and guard clauses (and global state and global variables, server-side
  and on the server, client-side and in the browser).
- A thing called a code smell or an anti-pattern is a thing to avoid: "N+1 queries are a code
  smell" / "Avoid N+1 queries" was read as a yes against a no.
- No activity is inactivity; UI text is user-facing strings; minSdk is minSdkVersion.
- A thing that errors out fails: "`make e2e` errors out unless ..." / "`make e2e` fails unless
  ..." were look-alikes.
- Contactless is tap-to-pay.
- Midway is halfway, straight into a place is directly into it, and sample data is test data.
- A thing that stops working after a length of time expires then: "An invite link stops
  working after a week" was a no to "working" against "Invite links expire after 7 days".

Each case fails on the session's start code. The guards hold on it too: "the only one" is no
count; a bound at another number is another bound; "stops working after" a thing, not a
time, is a fault; and Kafka producers are not made by "produce" read as "create"."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Auth changes need two reviewers.", "Auth changes need only one reviewer.",
                 id="two-one"),
    pytest.param("Payroll exports require three approvals.",
                 "Payroll exports require only one approval.", id="three-one"),
])
def test_only_one_is_a_count(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_a_thing_said_fine_is_what_a_no_to_it_answers() -> None:
    assert symmetric_kind("Comments in test code are encouraged.",
                          "Avoid comments; name things well instead.") == "conflict"


@pytest.mark.parametrize(("a", "b", "kind"), [
    pytest.param("Use `npm ci` in the pipeline, not `npm install`.",
                 "The pipeline must install with npm ci rather than npm install.", "duplicate",
                 id="same"),
    pytest.param("Use npm ci in CI.", "In CI, install with npm install.", "conflict",
                 id="two-commands"),
])
def test_npm_ci_and_npm_install_are_two_commands(a: str, b: str, kind: str) -> None:
    assert symmetric_kind(a, b) == kind


def test_mostly_is_no_bound_and_min_after_a_number_is_minutes() -> None:
    assert symmetric_kind(
        "The Android build takes about 20 minutes on CI, mostly because of the emulator tests.",
        "Android CI builds take ~20 min; the emulator tests are most of that.") == "duplicate"


def test_no_longer_than_is_a_bound_not_a_change() -> None:
    assert symmetric_kind(
        "Hotfix work happens on short-lived branches that get merged within one day.",
        "Hotfix branches should live no longer than 1 day before merging.") == "duplicate"


@pytest.mark.parametrize(("a", "kind"), [
    pytest.param("Usage analytics are opt-in for on-prem customers.", "duplicate", id="opt-in"),
    pytest.param("Usage analytics are opt-out for on-prem customers.", "conflict", id="opt-out"),
])
def test_not_done_unless_turned_on_is_off_by_default(a: str, kind: str) -> None:
    b = "On-prem customers don't send usage analytics unless an admin turns it on."
    assert symmetric_kind(a, b) == kind


@pytest.mark.parametrize(("a", "b", "kind"), [
    pytest.param("We replaced Jenkins with Buildkite last spring.",
                 "CI moved from Jenkins to Buildkite.", "duplicate", id="replaced-moved"),
    pytest.param("We switched from Jenkins to Buildkite.", "We replaced Jenkins with Buildkite.",
                 "duplicate", id="switched-replaced"),
    pytest.param("We replaced Jenkins with Buildkite.", "We moved from Jenkins to CircleCI.",
                 "conflict", id="another-tool"),
])
def test_a_change_of_one_thing_for_another_is_one_change(a: str, b: str, kind: str) -> None:
    assert symmetric_kind(a, b) == kind


@pytest.mark.parametrize(("a", "b", "kind"), [
    pytest.param("Invite links expire after 7 days.", "An invite link stops working after a week.",
                 "duplicate", id="a-week"),
    pytest.param("Magic login links expire after 15 minutes.",
                 "A magic login link stops working after 15 min.", "duplicate", id="minutes"),
    pytest.param("Invite links expire after 7 days.", "Invite links stop working after 14 days.",
                 "conflict", id="two-lengths"),
])
def test_stops_working_after_a_time_is_expires(a: str, b: str, kind: str) -> None:
    assert symmetric_kind(a, b) == kind


def test_straight_into_is_directly_into() -> None:
    assert symmetric_kind("Hotfixes may go straight into the release branch.",
                          "Hotfixes may go directly into the release branch.") == "duplicate"


@pytest.mark.parametrize("b", [
    pytest.param("`make check` runs the unit and integration tests by default.", id="by-default"),
    pytest.param("`make check` runs unit and integration tests unless you pass FAST=1.",
                 id="unless"),
])
def test_only_after_what_it_names(b: str) -> None:
    assert symmetric_kind("`make check` runs the unit tests only by default.", b) == "conflict"


def test_a_default_said_to_be_on_is_the_act_done() -> None:
    assert symmetric_kind("Retries are on by default in the SDK.",
                          "The SDK now retries failed requests by default.") == "maybe_conflict"


@pytest.mark.parametrize("a", [
    pytest.param("Unit tests must never hit the network.", id="hit"),
    pytest.param("Unit tests must not make network calls.", id="calls"),
])
def test_one_act_on_the_network(a: str) -> None:
    assert symmetric_kind(a, "Unit tests must never touch the network.") == "duplicate"


@pytest.mark.parametrize(("a", "kind"), [
    pytest.param("Importer connections to the replica go through PgBouncer.", "conflict",
                 id="against-through"),
    pytest.param("The importer talks to the replica without PgBouncer.", "duplicate",
                 id="is-without"),
])
def test_bypassing_a_thing_is_doing_without_it(a: str, kind: str) -> None:
    b = "The importer connects to the replica directly, bypassing PgBouncer."
    assert symmetric_kind(a, b) == kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Customer uploads are scanned for malware.",
                 "Every customer upload gets a virus scan.", id="malware-virus"),
    pytest.param("If the payment provider is down, queue the charge.",
                 "When the PSP is down, queue the charge.", id="psp"),
    pytest.param("Prefer early returns over nested ifs.", "Prefer guard clauses over nested ifs.",
                 id="guard-clauses"),
])
def test_words_of_one_meaning(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("N+1 queries are a code smell.", "Avoid N+1 queries.", id="code-smell"),
    pytest.param("God objects are an anti-pattern in this codebase.", "Don't write god objects.",
                 id="anti-pattern"),
])
def test_a_code_smell_is_a_thing_to_avoid(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Sessions expire after 15 minutes of inactivity.",
                 "A session with no activity for 15 minutes expires.", id="no-activity"),
    pytest.param("Write user-facing strings in sentence case.", "UI text uses sentence case.",
                 id="ui-text"),
    pytest.param("Our Android minSdk is 24.", "minSdkVersion = 24 for the Android app.",
                 id="min-sdk"),
])
def test_one_thing_two_names(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_a_thing_that_errors_out_fails() -> None:
    assert symmetric_kind("The deploy script fails when the VPN is down.",
                          "The deploy script errors out when the VPN is down.") == "duplicate"


def test_contactless_is_tap_to_pay() -> None:
    assert symmetric_kind("Contactless is disabled on the kiosk readers.",
                          "Tap-to-pay is turned off on the kiosk readers.") == "duplicate"


def test_midway_is_halfway() -> None:
    assert symmetric_kind("If the nightly import fails halfway, rerun it from the start.",
                          "When the nightly import fails midway, rerun it from the start.",
                          ) == "duplicate"


@pytest.mark.parametrize(("a", "b", "kind"), [
    pytest.param("Kafka is the only one we run in production.",
                 "Kafka is the only broker we run in production.", "duplicate", id="the-only-one"),
    pytest.param("The VPN client stops working after sleep.",
                 "The VPN client stops working after updates.", "distinct", id="a-fault"),
    pytest.param("Kafka producers batch messages for 10 ms.",
                 "Kafka consumers batch messages for 10 ms.", "distinct", id="producers"),
    pytest.param("A release branch should live no longer than 3 days.",
                 "A release branch should live no longer than 7 days.", "conflict",
                 id="another-bound"),
])
def test_guards(a: str, b: str, kind: str) -> None:
    assert symmetric_kind(a, b) == kind
