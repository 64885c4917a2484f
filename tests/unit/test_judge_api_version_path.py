"""An API version said by its path prefix is that version (the team trial, session 56).

"`/v1` used feet" and "(v1 returned feet)" name one API version, once as the path prefix and
once as a word; the judge read `/v1` as a path and the note's only path, `/v2/predictions`,
against it: a false "path" conflict between two restatements. A path of one segment "v<N>"
is now compatible with the version N (`values._compatible`), and only with it.
"""

from __future__ import annotations

from memstore.core.judge import judge


def _kind(a: str, b: str) -> str:
    return judge("", [a], "", [b]).kind


def test_a_version_prefix_and_the_version_word_restate() -> None:
    assert _kind("The `/v2/predictions` endpoint returns heights in metres relative to MLLW; "
                 "`/v1` used feet.",
                 "/v2/predictions returns tide heights in meters relative to MLLW (v1 returned "
                 "feet)") == "duplicate"


def test_another_version_is_still_told_apart() -> None:
    assert _kind("The mobile app calls `/v1` of the tides API",
                 "The mobile app calls v2 of the tides API") in ("conflict", "maybe_conflict")
