"""A tool left for another is a change of tools (session 43; docs/consolidation.md,
"Supersessions (session 43)"): "Team chat is in HipChat" / "We left HipChat for Slack years
ago" **merged**. "left X for Y" reads as "switched to Y instead of X" now, as "moved from X to
Y" already did, after a pronoun that did it only.

Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

from judging import symmetric_kind


def test_left_for_takes_the_old_tool_back() -> None:
    assert symmetric_kind("Our wiki is Confluence.",
                          "We left Confluence for Notion two years ago.") == "conflict"


def test_abandoned_for_takes_the_old_tool_back() -> None:
    assert symmetric_kind("Hosting is on Heroku.", "We abandoned Heroku for Fly.io.") == (
        "conflict")


def test_left_for_restates_moved_from_to() -> None:
    assert symmetric_kind("We left Heroku for Render.", "We moved from Heroku to Render.") == (
        "duplicate")


def test_guard_a_person_leaving_changes_no_tool() -> None:
    assert symmetric_kind("Ana left the team for a job at Stripe.",
                          "Stripe handles our card payments.") != "conflict"
