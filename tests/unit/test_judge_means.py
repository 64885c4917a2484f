"""A polarity word in one place against a plain word ("new" / "add") is no swap of polarity
when the other side names that act as its means ("... with `cargo add`"): both say yes to it
(memstore.core.judge.guard `_also_said`)."""

from __future__ import annotations

from memstore.core.judge import judge


def _kind(a: str, b: str) -> str:
    return judge(a, (a,), b, (b,)).kind


def test_the_act_named_by_the_command_both_use_is_the_same_act() -> None:
    # Found by the 26-week simulation (seed 7): "New deps go in with `uv add`, not by editing
    # uv.lock." / "Add dependencies with `uv add`; never edit uv.lock by hand." were held
    # back ("another word in the same place: new / add"); both reached long_term/ and stayed
    # two entries for three weeks.
    assert _kind("New crates go in with `cargo add`, never by hand.",
                 "Add crates with `cargo add`.") == "duplicate"
    assert _kind("New gems go in via `bundle add`.", "Add gems via `bundle add`.") == "duplicate"


def test_two_polarity_words_still_conflict() -> None:
    assert _kind("Remove crates with `cargo add`.", "Add crates with `cargo add`.") == "conflict"


def test_a_polarity_word_said_of_another_thing_is_no_means() -> None:
    assert _kind("Enable caching when debug mode is enabled.",
                 "Bypass caching when debug mode is enabled.") == "maybe_conflict"
