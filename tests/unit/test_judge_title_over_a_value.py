"""A title over a bare value says what the value is (session 41; docs/consolidation.md, "A
title over a bare value (session 41)"): an entry titled "Lending runbooks" whose body is only
"docs/runbooks/lending/" was read as a heading, since a title of two words that names nothing
its facts lack is dropped, and then as a bare path, which says nothing by itself; so it was
never the same as "Runbooks for lending live in docs/runbooks/lending/". A title over facts
that hold no word, only values, is kept now: it is what the values are of.

Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest

from memstore.core.judge import judge, low_information


def _kind(a: tuple[str, tuple[str, ...]], b: tuple[str, tuple[str, ...]]) -> str:
    forward, backward = judge(*a, *b), judge(*b, *a)
    assert forward.kind == backward.kind
    return forward.kind


RUNBOOKS = ("Lending runbooks", ("docs/runbooks/lending/",))


def test_a_title_over_a_path_is_knowledge() -> None:
    assert not low_information(*RUNBOOKS)


@pytest.mark.parametrize("text", [
    pytest.param("Runbooks for lending live in docs/runbooks/lending/.", id="live-in"),
    pytest.param("Keep the lending runbooks in docs/runbooks/lending/.", id="keep-in"),
])
def test_it_merges_with_the_sentence_that_says_it(text: str) -> None:
    assert _kind(RUNBOOKS, (text, (text,))) == "duplicate"


def test_guard_another_folder_is_not_merged() -> None:
    text = "Runbooks for lending live in wiki/lending/runbooks/."
    assert _kind(RUNBOOKS, (text, (text,))) != "duplicate"


@pytest.mark.parametrize(("title", "facts"), [
    pytest.param("Testing", ("```\npytest -x\n```",), id="over-a-code-block"),
    pytest.param("", ("docs/runbooks/lending/",), id="a-bare-path"),
])
def test_guard_a_bare_code_block_or_path_says_nothing(title: str, facts: tuple[str, ...]) -> None:
    assert low_information(title, facts)
