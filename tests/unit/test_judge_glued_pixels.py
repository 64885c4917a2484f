"""A screen length glued to its number, found by a probe of fresh sentence pairs (session 27;
docs/consolidation.md, "More kinds found by probing (session 27)"). Sentences of our own.
"Thumbnails are 200px wide" was read with one word "200px" and no value, so against
"Thumbnail width: 320 px" it was two things, and against "Avatar width: 64 px" the same width
was not seen. A length in px, pt, em, rem, dp, sp, vh or vw glued to its number is now read as
the number and then its unit (`text._GLUED_LENGTH`), as "200 px" is. The guard holds on the
session's start code too: two things each with its own width stay apart."""

from __future__ import annotations

from judging import symmetric_kind


def test_a_glued_width_against_another_conflicts() -> None:
    assert symmetric_kind("Thumbnails are 200px wide.", "Thumbnail width: 320 px.") == "conflict"


def test_a_glued_width_against_the_same_restates() -> None:
    assert symmetric_kind("Avatars are 64px wide.", "Avatar width: 64 px.") == "duplicate"


def test_two_things_each_with_a_glued_width_stay_apart() -> None:
    assert symmetric_kind("Thumbnails are 200px wide.", "Banners are 1200px wide.") == "distinct"
