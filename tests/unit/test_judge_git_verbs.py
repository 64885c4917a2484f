"""git's own verbs name it: "after git pull" says what "after every pull" says, so the name
"git" before one of them weighs as a light word (memstore.core.judge.claims `_GIT_VERBS`). It
is still there for a choice of another tool."""

from __future__ import annotations

from memstore.core.judge import judge


def _kind(a: str, b: str) -> str:
    return judge(a, (a,), b, (b,)).kind


def test_git_before_its_own_verb_is_implied() -> None:
    # Found by the 26-week simulations (seeds 2, 5, 6): "after git pull -> uv sync" was only
    # "maybe the same" as "Run `uv sync` after every pull.", so each note of it waited for
    # the Friday review (or expired unread).
    assert _kind("Run `bundle install` after every pull.",
                 "after git pull -> bundle install") == "duplicate"
    assert _kind("Run `make deps` after every fetch.",
                 "after git fetch -> make deps") == "duplicate"


def test_another_tool_in_its_place_still_conflicts() -> None:
    assert _kind("Sync the vendor folder with git pull before building.",
                 "Sync the vendor folder with svn update before building.") == "conflict"
