"""A value that became the default (session 38; docs/consolidation.md, "Became the default
(session 38)"): "Dark mode became the default in 2.4" says "The default is now dark mode", but
"became" was read as a word of its own, so against "Dark mode is off by default" the two were
look-alikes ("enabled" / "became"), and "Since 2.4 the app starts in dark mode by default" was
read as a change against it. Sentences of our own; the guards hold on the session's start code
too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind

from memstore.core.judge import claims


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Squash merges are off by default.", "Squash merging has become the default.",
                 id="off-vs-has-become"),
    pytest.param("The map opens in street view by default.",
                 "Satellite view became the default map view.", id="two-views-named"),
    pytest.param("Inline comments are disabled by default.",
                 "Inline comments became the default in 3.2.", id="disabled-vs-became"),
])
def test_a_default_against_one_that_became_the_default_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_became_the_default_restates_the_default_now() -> None:
    assert symmetric_kind("Dark mode became the default in 2.4.",
                          "Since 2.4 the app starts in dark mode by default.") == "duplicate"


def test_became_the_default_reads_as_the_default_now() -> None:
    assert claims("Dark mode became the default in 2.4.")[0].text.startswith(
        "The default is now Dark mode")
    assert claims("Satellite view became the default map view.")[0].text == (
        "The default map view is now Satellite view")


@pytest.mark.parametrize(("a", "b", "kind"), [
    pytest.param("Metric units became the default in the EU build.",
                 "Imperial units became the default in the US build.", "distinct",
                 id="two-builds"),
    pytest.param("Telemetry is opt-in.", "Telemetry became opt-out in 5.0.", "conflict",
                 id="became-without-default"),
])
def test_guard_became_elsewhere_reads_as_before(a: str, b: str, kind: str) -> None:
    assert symmetric_kind(a, b) == kind
