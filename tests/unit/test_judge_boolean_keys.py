"""A switch set as a YAML or JSON file writes it (session 38; docs/consolidation.md, "Switches
written as config (session 38)"): "Production config: `request_logging: false`" was read as a
key and a "false" of its own, so against "Request logging is on in production" it was at
most "maybe conflicting", and against "Request logging is off ..." never the same. A key given
true or false after a colon now reads as the sentence it stands for ("request logging not
enabled"), as an environment variable set to false did already. "key=false" stays a value of
a setting ("catchup=False" against "catchup=True"). Sentences of our own; the guards hold on
the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind

from memstore.core.judge import claims


@pytest.mark.parametrize(("a", "b", "kind"), [
    pytest.param("Request logging is on in production.",
                 "Production config: `request_logging: false`.", "conflict", id="on-vs-false"),
    pytest.param("The feature flag for the new checkout is off.",
                 "`new_checkout: true` in the flags file.", "conflict", id="off-vs-true"),
    pytest.param("Request logging is on in production.",
                 "Production config: `request_logging: true`.", "duplicate", id="on-is-true"),
    pytest.param("Caching is disabled for the admin API.",
                 "admin API settings: `cache_enabled: false`", "duplicate",
                 id="disabled-is-false"),
])
def test_a_switch_in_config_reads_as_its_sentence(a: str, b: str, kind: str) -> None:
    assert symmetric_kind(a, b) == kind


def test_a_false_key_is_a_no_to_its_words() -> None:
    (claim,) = claims("Production config: `request_logging: false`.")
    assert claim.negative and {"request", "log"} <= set(claim.terms)


@pytest.mark.parametrize(("a", "b", "kind"), [
    pytest.param("`minify: true` in the web build config.",
                 "`minify: false` in the web build config.", "conflict", id="one-key-two-values"),
    pytest.param("staging: `allow_signup: false`", "production: `allow_signup: true`",
                 "distinct", id="two-environments"),
])
def test_guard_read_as_before(a: str, b: str, kind: str) -> None:
    assert symmetric_kind(a, b) == kind


def test_guard_key_equals_false_stays_a_setting() -> None:
    (claim,) = claims("New Airflow DAGs default to `catchup=True`.")
    assert ("setting", "catchup=true") in claim.values
