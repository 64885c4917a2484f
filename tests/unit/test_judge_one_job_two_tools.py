"""Two one-line notes that share a word of the job and each name one tool of one group of the
alternatives table, one of them saying nothing else of its own, are one job with two tools: a
possible conflict for a person to decide (memstore.core.judge.tools.one_job_two_tools,
session 46). They were distinct: worded apart, the tool rule found no one subject. Not where
each names a thing of its own for its tool, nor where one tells a tool tried or left."""

from __future__ import annotations

from tests.judging import symmetric_kind


def test_one_job_told_in_other_words_with_two_tools_is_a_doubt() -> None:
    assert symmetric_kind("Error monitoring: Bugsnag.",
                          "Exceptions are sent to Rollbar.") == "maybe_conflict"
    assert symmetric_kind("The Django app uses pytest.",
                          "Django tests are written with unittest.") == "maybe_conflict"
    assert symmetric_kind("We deploy with Flux.",
                          "Spinnaker is what deploys our services.") == "maybe_conflict"


def test_two_things_each_with_its_tool_stay_apart() -> None:
    assert symmetric_kind("Web errors are reported to Sentry.",
                          "Mobile errors go to Bugsnag.") == "distinct"
    assert symmetric_kind("The API uses pytest.",
                          "The CLI tests are written with unittest.") == "distinct"


def test_a_tool_tried_is_no_doubt() -> None:
    assert symmetric_kind("We tried Bugsnag for error monitoring.",
                          "Errors are sent to Sentry.") == "distinct"
