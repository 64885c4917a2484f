"""Two tools of one job for a thing named in two common words ("Background jobs run on Sidekiq"
/ "Background jobs are processed by Resque"), found by a probe of fresh sentence pairs (session
30; docs/consolidation.md, "More kinds found by probing (session 30)"). Sentences of our own.
The tool rule anchors one job on a fairly rare word both subjects say; "background" and "jobs"
are each too common, so the pair was a look-alike. Two words side by side in both, rare enough
together, now anchor it where only one side says words of its own (here the verb "processed",
rare enough to be read as part of the subject). The guards hold on the session's start code too:
with a word of its own on each side ("Billing background jobs" / "Background jobs for search")
the two may be two kinds of jobs."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Background jobs run on Sidekiq.", "Background jobs are processed by Resque.",
                 id="sidekiq"),
    pytest.param("Background jobs run on Celery.",
                 "Background jobs are orchestrated by Dramatiq.", id="celery"),
    pytest.param("Error reports go to Sentry.", "Error reports are aggregated in Bugsnag.",
                 id="sentry"),
])
def test_two_tools_for_one_two_word_thing_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_two_kinds_of_the_thing_are_not_one_job() -> None:
    assert symmetric_kind("Billing background jobs run on Sidekiq.",
                          "Background jobs for search are processed by Resque.") != "conflict"


def test_one_tool_said_twice_is_one_claim() -> None:
    assert symmetric_kind("Background jobs run on Sidekiq.",
                          "Background jobs are processed by Sidekiq.") == "duplicate"
