"""Polarity and negation said in other shapes on the two sides (tests/natural/dev_health.jsonl
was written to measure them before any rule changed): a setting turned on or off against the
sentence it stands for, the two ends of an opposite said of one subject with a detail of its
own on each side, "on" / "off" said as a state, an act done in a manner against the act said
not done, an act said to be switched off against a claim that does it, and the opposites
opt-in / opt-out, "a must" / "nice to have", synchronously / asynchronously. Each case is
written afresh (no corpus sentence) and failed on the judge before these rules; each
look-alike of the same shape stays unflagged."""

from __future__ import annotations

import pytest
from judging import kind as verdict

CONFLICTS = [
    pytest.param("Audit logging is on for the billing service.",
                 "billing runs with `AUDIT_LOG_ENABLED=0`.", id="setting-off-against-prose"),
    pytest.param("`TRACING_ENABLED=1` in the gateway env.", "Tracing is disabled in the gateway.",
                 id="setting-on-against-disabled"),
    pytest.param("Certificate renewals are done manually by the platform lead.",
                 "Certificate renewals run automatically through cert-manager.",
                 id="manually-by-x-automatically-through-y"),
    pytest.param("Schema migrations are applied automatically once the image is built.",
                 "Schema migrations are applied manually by the release captain.",
                 id="automatically-once-manually-by"),
    pytest.param("Request tracing is on.", "Request tracing is disabled.", id="on-as-state"),
    pytest.param("Session replay is enabled.", "Session replay stays off.", id="stays-off"),
    pytest.param("Feature flag `beta-banner` is on in production.",
                 "`beta-banner` stays off in prod until marketing signs off the copy.",
                 id="off-until-with-particle"),
    pytest.param("The SDK retries failed uploads automatically.",
                 "The SDK doesn't retry failed uploads itself; the app decides.",
                 id="automatically-against-doesnt-itself"),
    pytest.param("Compression of API responses is disabled.", "We compress API responses.",
                 id="act-switched-off-against-act-done"),
    pytest.param("Marketing emails are opt-in.", "Marketing emails are opt-out.", id="opt-in-out"),
    pytest.param("Load testing is a must before a launch.",
                 "Load testing before a launch is nice to have.", id="a-must-nice-to-have"),
    pytest.param("Invoices are generated synchronously by the API.",
                 "Invoices are generated asynchronously through the queue.", id="sync-async"),
]

# Both hold, or one restates the other: never a conflict.
APART = [
    pytest.param("Code review is required for changes to the build scripts.",
                 "Code review is optional for changes to the changelog.", id="two-scopes"),
    pytest.param("Deploys to staging happen automatically.",
                 "Deploys to production happen manually.", id="two-subjects"),
    pytest.param("Row-level security is on for `orders`.", "Row-level security is off for `tags`.",
                 id="two-named-subjects"),
    pytest.param("Tracing stays on in every environment.",
                 "Tracing is never turned off, in any environment.", id="stays-on-never-off"),
    pytest.param("Certs renew automatically.", "Don't renew certs manually.",
                 id="automatically-dont-manually"),
    pytest.param("Hot module reload is disabled.", "Don't use hot module reload.",
                 id="disabled-dont-use"),
    pytest.param("If the key was public for an hour, rotate every secret.",
                 "If the key leaked only in a private repo, rotate just that key.",
                 id="two-cases"),
    pytest.param("`MAX_RETRIES=0` for the importer.", "`MAX_RETRIES=1` for the exporter.",
                 id="a-count-is-no-switch"),
]


@pytest.mark.parametrize(("a", "b"), CONFLICTS)
def test_opposites_said_in_other_shapes_conflict(a: str, b: str) -> None:
    assert verdict(a, b) == "conflict"
    assert verdict(b, a) == "conflict"


@pytest.mark.parametrize(("a", "b"), APART)
def test_look_alikes_and_restatements_of_those_shapes_are_not_flagged(a: str, b: str) -> None:
    assert verdict(a, b) != "conflict"
    assert verdict(b, a) != "conflict"


def test_a_restated_switch_is_not_flagged() -> None:
    assert verdict("`PAGER_ENABLED=1` in the alerting env.",
                   "Paging is turned on in the alerting env.") != "conflict"


def test_a_switch_value_said_in_words_reads_as_the_setting() -> None:
    # "Set X to false", "X must be false" and "X=false" are one setting, whichever way it is
    # written; the other value is a conflict.
    assert verdict("Set QUEUE_PAUSED to false in ci.",
                   "QUEUE_PAUSED=false is required in ci.") == "duplicate"
    assert verdict("QUEUE_PAUSED=true is required in ci.",
                   "In ci, QUEUE_PAUSED must be false.") == "conflict"


@pytest.mark.parametrize("text", ["Set QUEUE_PAUSED to", "QUEUE_PAUSED is", "QUEUE_PAUSED",
                                  "`X_ENABLED=`", "A_B=0=1 is off", "is off", "off"])
def test_a_setting_cut_short_is_read_without_error(text: str) -> None:
    assert verdict(text, "QUEUE_PAUSED=false is required in ci.") in (
        "distinct", "maybe_same", "maybe_conflict", "conflict", "duplicate")
