"""Two tools of one job over a subject of common words (session 43; docs/consolidation.md,
"Tools for one job (session 43)"): "The kiosk app is built with Flutter" / "Our app is React
Native" and "Background jobs run on Sidekiq" / "Jobs are handled by GoodJob" were not
conflicts. The table says the two tools do one job, but the word both subjects share ("app",
"jobs") had to be fairly rare as soon as one side said a word of its own. A word of content
does now, unless each side says which thing it speaks of with a word of its own; then the rare
word is still asked. Own words that only say what is done ("Support tickets are handled in
Intercom") say no such thing.

Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The kiosk app is built with Flutter.", "Our app is React Native.",
                 id="app"),
    pytest.param("Background jobs run on Sidekiq.", "Jobs are handled by GoodJob.", id="jobs"),
    pytest.param("Error tracking for the billing portal is Sentry.",
                 "Exceptions from billing-web are reported to Rollbar.",
                 id="own-words-on-each-side-only-say-what-is-done"),
])
def test_two_tools_of_one_job_over_a_common_word_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Errors from the iOS app are reported to Crashlytics.",
                 "Web errors go to Sentry.", id="two-kinds-of-errors"),
    pytest.param("The API uses Jest for unit tests.", "The web app uses Vitest for unit tests.",
                 id="two-apps"),
])
def test_guard_each_side_its_own_thing_no_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) != "conflict"
