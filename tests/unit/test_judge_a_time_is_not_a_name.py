"""A time is never a name chosen in place of a thing, and a path names what its words name
(session 55, from a user trial on text of its own).

"Use the deploy pipeline" / "Deploy on any weekday" was flagged as a contradiction, "name":
after the word both share ("deploy"), one side has a thing ("pipeline") and the other a time
("every weekday"), and the two were read as two names for one slot, like two tools for one
job. A time says when something is done, never what is chosen for it: a word of time (a day,
a part of the day, a month, a unit of time, how often: lexicon.yaml's `series`) against a
word that is none is no choice. Two times against each other still are ("on Tuesdays" /
"on Fridays"). The flag cost the user a constraint in every session-start context until it
was resolved.

"Never log request bodies from the /payments endpoints" / "Request bodies on the payments
endpoints must never be written to logs" was "maybe conflicting", "another word in the same
place (/payments / payment)": a path of one segment and the word it spells are one name, as
"buildSrc/" and "build_src" already were; so are a folder of one name and the word
(`doubts._folder_said`: "/exports" and "the exports endpoints", its slashes and plural aside).
"Use the merge queue" / "Merge on weekdays only" was a contradiction for the same reason as
the first: the "only" rules out other times, not other tools.
"""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    ("Use the deploy pipeline.", "Deploy on any weekday."),
    ("Use the merge queue.", "Merge on weekdays only."),  # (an "only" of a time)
])
def test_a_thing_against_a_time_is_no_contradiction(a: str, b: str) -> None:
    assert symmetric_kind(a, b) != "conflict"


def test_guard_two_times_or_two_things_in_one_slot_still_conflict() -> None:
    assert symmetric_kind("Deploys go out on Tuesdays.", "Deploys go out on Fridays.") == (
        "conflict")
    assert symmetric_kind("Deploys happen on Tuesdays only.", "Deploys happen on Fridays.") == (
        "conflict")
    assert symmetric_kind("Use the deploy pipeline.", "Use the release pipeline.") == "conflict"
    assert symmetric_kind("Backups run nightly.", "Backups run weekly.") == "conflict"
    assert symmetric_kind("The API only accepts JSON.", "The API accepts XML.") == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    ("Never log request bodies from the /payments endpoints: they contain card numbers.",
     "Request bodies on the payments endpoints must never be written to logs."),
    ("Never cache responses from the /exports endpoints.",
     "Responses of the exports endpoints must not be cached."),
    ("Requests to the /webhooks endpoints skip the CSRF check.",
     "The webhooks endpoints skip the CSRF check."),
])
def test_a_path_and_the_word_it_spells_are_one_name(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_guard_a_path_and_another_word_stay_apart() -> None:
    assert symmetric_kind("Never cache responses from the /exports endpoints.",
                          "Responses of the imports endpoints must not be cached.") != (
        "duplicate")
