"""A code spelt by the initials of two words as written, where the synonyms table reads the
first word as another (session 44; docs/consolidation.md, "Initials as written (session
44)"). "service" reads as "microservice", so "service request" spelt "mr" and never met "SR":
"Closed SRs are archived 30 days after closure" / "We archive closed service requests after
90 days" was two things, and its restatements in the session's civic-services dev file were
apart or uncertain. The initials of two plain words in a row as written now count too
(`claims._written_initials`). Sentences of our own; the guard held on the start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


def test_two_values_of_one_thing_named_by_its_initials_conflict() -> None:
    assert symmetric_kind("Open SRs are escalated after 3 days.",
                          "We escalate open service requests after 5 days.") == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The SR queue is drained every hour.",
                 "The service request queue is drained hourly.", id="service-request"),
    # guard
    pytest.param("SW updates are checked on every page load.",
                 "On every page load the app checks for service worker updates.",
                 id="guard-service-worker"),
])
def test_a_thing_named_by_its_initials_restates(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"
