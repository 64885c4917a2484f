"""Two tools for one job told with a verb of each side's own ("Errors are reported to Sentry"
/ "Exceptions go to Bugsnag"), found by a probe of fresh sentence pairs (session 31; docs/
consolidation.md, "More kinds found by probing (session 31)"). Sentences of our own.

One thing given two tools of one job, however little else the two word alike, is a conflict
when each side's own words besides the tool are wording, not the name of where each holds
("The web app ..." / "The mobile app ..."). "reported", a participle said of the subject, weighs
as much as such a name, so "Errors are reported to Sentry" was kept apart from "Exceptions go
to Bugsnag" as a look-alike. A participle said of the subject is now wording too; the prefilter
(memstore.core.judge.bounds) asks the same rule. The guards hold on the session's start code
too: one subject said alike still has its two tools in conflict, and a name of where each
holds still keeps the two apart."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Errors are reported to Sentry.", "Exceptions go to Bugsnag.", id="reported"),
    pytest.param("Errors are logged to Sentry.", "Exceptions end up in Rollbar.", id="logged"),
    pytest.param("Emails are delivered through SendGrid.", "Mail goes out via Postmark.",
                 id="delivered"),
])
def test_a_participle_beside_one_tool_is_wording(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_one_subject_said_alike_still_conflicts() -> None:
    assert symmetric_kind("Metrics are shipped to Datadog.", "Our metrics go to New Relic.") == (
        "conflict")


def test_where_each_holds_keeps_the_two_apart() -> None:
    assert symmetric_kind("Web errors are reported to Sentry.",
                          "Mobile errors go to Bugsnag.") == "distinct"
