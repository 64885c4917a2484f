"""A state said with a participle that does not end in -ed ("Staging's database is reset
weekly on Mondays" / "The staging DB is wiped every Monday"), found by a probe of fresh groups
of restatements (session 30; docs/consolidation.md, "More kinds found by probing (session
30)"). Sentences of our own. Two participles said of the subject are a state told two ways,
not two names put in the slot a choice fills (`swaps.said_of_subject`); "is reset" was not
read as one, so "wiped" / "reset" were two names chosen, a conflict inside a group of four
restatements. Participles such as "reset", "kept", "rebuilt", "sent" are now read as
participles. The guards hold on the session's start code too: two places after the state are
still two places ("kept in S3" / "stored in GCS")."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The staging DB is wiped every Monday.",
                 "Staging's database is reset weekly on Mondays.", id="reset"),
    pytest.param("Build artefacts are purged nightly.", "Build artefacts are rebuilt nightly.",
                 id="rebuilt"),
])
def test_two_participles_said_of_the_subject_are_no_choice(a: str, b: str) -> None:
    assert symmetric_kind(a, b) != "conflict"


def test_two_places_after_the_state_still_conflict() -> None:
    assert symmetric_kind("Backups are kept in S3.", "Backups are stored in GCS.") == "conflict"
