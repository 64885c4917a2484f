"""A short rule and the same words with one word turned to its opposite ("Logging enabled." /
"Logging disabled.", "Auth required." / "Auth optional."), found by a probe of fresh short
entries (session 30; docs/consolidation.md, "More kinds found by probing (session 30)").
Sentences of our own. Each side reads like a heading, and a heading is never the same as
anything, so the pairs were kept apart unjudged; only the same words said with a written no
("Use tabs." / "Never use tabs.") were read as a conflict. One word turned to its opposite (the
opposites table) or to another word of its closed set, the rest word for word, is now a conflict
too, and so are two titles so over one body ("Auth required" / "Auth optional" heading "The
internal admin endpoints.", which merged). The guards hold on the session's start code too: the
word a heading opens with names which thing ("Dark theme tokens" / "Light theme tokens"), and a
no written against the opposite says the same ("Logging not enabled." / "Logging disabled."),
and two titles so over two bodies head two lists ("Checklist: morning" / "Checklist: evening")."""

from __future__ import annotations

import pytest
from judging import symmetric_kind

from memstore.core.judge import judge


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Logging enabled.", "Logging disabled.", id="enabled"),
    pytest.param("Auth required.", "Auth optional.", id="required"),
])
def test_one_word_turned_in_a_short_rule_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_the_opening_word_of_a_heading_names_which_thing() -> None:
    assert symmetric_kind("Dark theme tokens", "Light theme tokens") == "distinct"


def test_a_written_no_against_the_opposite_says_the_same() -> None:
    assert symmetric_kind("Logging not enabled.", "Logging disabled.") == "duplicate"


def test_two_titles_turned_over_one_body_conflict() -> None:
    for first, second in (("Auth required", "Auth optional"),
                          ("Logs in UTC", "Logs in local time")):
        body = ("The internal admin endpoints.",)
        assert judge(first, body, second, body).kind == "conflict"
        assert judge(second, body, first, body).kind == "conflict"


def test_two_titles_turned_over_two_bodies_head_two_lists() -> None:
    assert judge("Checklist: morning", ("Check the queues, read the alerts, post in #ops.",),
                 "Checklist: evening", ("Rotate the logs, close the tickets, hand over.",)
                 ).kind != "conflict"
