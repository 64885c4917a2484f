"""Placeholders and headings written with a label (session 44; docs/consolidation.md,
"Placeholders under a label (session 44)"). Sentences of our own, in the shapes the corpus files
written that session used: "(to be written — ask QA)", "Latency reporting - TBD", "Nothing
written up here yet", "Airworthiness directives – notes". Read as statements, one heading
absorbed the note under it, and placeholders were listed as possibly the same as, or in
conflict with, the sentences that share their topic's words. The issue's rule: a short,
low-information entry never absorbs another. The guards (statements that open like a
placeholder) hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind

from memstore.core.judge import low_information


@pytest.mark.parametrize("text", [
    "(to be written — ask ops)", "(to be written)", "Nothing written up here yet",
    "(none recorded yet)", "To be documented", "Cache warming - TBD", "Known issues: none",
    "Turbine inspections – notes", "Open problems with the rig: nothing so far.",
    "Rollback plan — nothing written up here yet",
])
def test_a_placeholder_whole_or_after_its_topic_holds_nothing(text: str) -> None:
    assert low_information(text, [text])


@pytest.mark.parametrize("text", [
    "Nothing is cached on the tablet.", "None of the services log PII.",
    "Deploys: none on Fridays", "Status - nothing blocking, release on Monday",
    "See the runbook for failover steps.", "Notes on turbine inspections",
])
def test_a_statement_that_opens_like_a_placeholder_is_read(text: str) -> None:
    assert not low_information(text, [text])


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Turbine inspections – notes",
                 "Notes on turbine inspections: the borescope images are uploaded every night.",
                 id="heading-and-its-note"),
    pytest.param("Cache warming - TBD", "The cache warming job runs every night at 02:00.",
                 id="label-and-tbd"),
    pytest.param("Nothing written up here yet",
                 "Nothing is written to the shared volume by the importer.",
                 id="placeholder-and-a-statement"),
])
def test_a_placeholder_is_never_the_same_as_a_statement(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "distinct"
