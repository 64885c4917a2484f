"""A folder written as a path on one side and as a word on the other, found by a probe of fresh
sentence pairs (session 25; docs/consolidation.md, "More kinds found by probing (session
25)"). Sentences of our own. "Shared Gradle conventions are in buildSrc/" and the same
sentence without the slash were kept apart as an item whose path the other never names: a
folder of one name is said by the same word, its slash and case aside (`doubts._folder_said`).
The last case holds on the session's start code too, as a guard: two folders still
conflict."""

from __future__ import annotations

from judging import symmetric_kind


def test_one_folder_written_with_and_without_its_slash_restates() -> None:
    assert symmetric_kind("Shared Gradle conventions are in buildSrc/.",
                          "Shared Gradle conventions are in buildSrc.") == "duplicate"


def test_two_folders_still_conflict() -> None:
    assert symmetric_kind("Keep fixtures in fixtures/.", "Keep fixtures in testdata/.") == (
        "conflict")
