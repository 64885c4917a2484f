"""More words for "after" (session 37; docs/consolidation.md, "Order words (session 37)"):
"following each X", "upon X" where a sentence opens with it, "as soon as" and "subsequent to"
put X first, as "after X" does. Read as plain words, they left a step order unread, and a rule
merged with its opposite order ("Following each deploy, purge the CDN cache" / "Purge the CDN
cache before each deploy"). Sentences of our own; the guards hold on the session's start code
too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind

from memstore.core.judge.text import _clauses


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Following each import, rebuild the search index.",
                 "Rebuild the search index before each import.", id="following-each"),
    pytest.param("Upon release, freeze the translations.",
                 "Freeze the translations before the release.", id="upon-opening"),
    pytest.param("As soon as the restore finishes, reopen the API.",
                 "Reopen the API before the restore starts.", id="as-soon-as"),
    pytest.param("Subsequent to an upgrade, clear the plugin cache.",
                 "Clear the plugin cache prior to any upgrade.", id="subsequent-to"),
])
def test_an_after_word_against_before_contradicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Following each import, rebuild the search index.",
                 "Rebuild the search index after every import.", id="following-is-after"),
    pytest.param("As soon as the restore finishes, reopen the API.",
                 "Reopen the API right after the restore finishes.", id="as-soon-as-is-after"),
])
def test_guard_an_after_word_still_restates_after(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_guard_following_and_upon_that_tell_no_time_stay_words() -> None:
    assert _clauses("Following the style guide, name files in kebab-case.") == [
        "Following the style guide, name files in kebab-case"]
    assert _clauses("Use the following flags: --strict.")[0].startswith("Use the following")
    assert _clauses("The service relies upon Redis.") == ["The service relies upon Redis"]
