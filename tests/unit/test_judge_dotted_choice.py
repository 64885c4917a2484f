"""A dot inside a word does not end what "prefer X over Y" or "chose X over Y" names (session 58).

"Prefer `pathlib.Path` over `os.path`" against "Prefer `pathlib` to `os.path`" was a negation
conflict: the dot of "pathlib.Path" stopped the reading of "over", so one side kept "os.path"
as said and the other read it as "instead of os.path". A dot followed by a letter is part of a
name ("pathlib.Path", "kotlinx.serialization", "v1.2"); a dot followed by a space still ends
the sentence. Sentences of our own, and one dev pair (GRC-0144) that the reading turned from a
conflict into a merge."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Prefer `pathlib.Path` over `os.path`.", "Prefer `pathlib` to `os.path`.",
                 id="prefer-dotted"),
    pytest.param("In new Kotlin services we prefer kotlinx.serialization over Jackson.",
                 "Reach for `kotlinx.serialization` rather than Jackson when you start a new "
                 "Kotlin service.",
                 id="prefer-dotted-where"),
    pytest.param("We chose structlog.stdlib over loguru for the API.",
                 "The API logs through structlog.stdlib instead of loguru.", id="chose-dotted"),
])
def test_a_dotted_name_preferred_is_no_contradiction(a: str, b: str) -> None:
    assert symmetric_kind(a, b) != "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Prefer `pathlib.Path` over `os.path`.", "Prefer `os.path` over `pathlib.Path`.",
                 id="reversed"),
    pytest.param("We chose structlog.stdlib over loguru for the API.",
                 "The API logs through loguru.", id="the-one-not-chosen"),
])
def test_the_other_choice_still_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"
