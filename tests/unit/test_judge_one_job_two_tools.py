"""Two one-line notes that share a word of the job and each name one tool of one group of the
alternatives table, one of them saying nothing else of its own, are one job with two tools
(memstore.core.judge.tools.one_job_two_tools, session 46): a possible conflict for a person
to decide then, a conflict since session 51 where neither names a thing or place of its own.
They were distinct: worded apart, the tool rule found no one subject. Not where each names a
thing of its own for its tool, nor where one tells a tool tried or left."""

from __future__ import annotations

from tests.judging import symmetric_kind


def test_one_job_told_plainly_with_two_tools_is_a_conflict() -> None:
    # Session 51: where neither names a thing or place of its own, the two tools are two for
    # one job (on dev, every such pair left for a person to decide, 6 of 6, was a conflict).
    assert symmetric_kind("Error monitoring: Bugsnag.",
                          "Exceptions are sent to Rollbar.") == "conflict"
    assert symmetric_kind("The Django app uses pytest.",
                          "Django tests are written with unittest.") == "conflict"
    assert symmetric_kind("We deploy with Flux.",
                          "Spinnaker is what deploys our services.") == "conflict"


def test_two_things_each_with_its_tool_stay_apart() -> None:
    assert symmetric_kind("Web errors are reported to Sentry.",
                          "Mobile errors go to Bugsnag.") == "distinct"
    assert symmetric_kind("The API uses pytest.",
                          "The CLI tests are written with unittest.") == "distinct"


def test_a_tool_tried_is_no_doubt() -> None:
    assert symmetric_kind("We tried Bugsnag for error monitoring.",
                          "Errors are sent to Sentry.") == "distinct"
