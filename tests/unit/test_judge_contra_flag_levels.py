"""Contradictions of a short option set to two levels ("-O2" / "-O3"): one option, a setting
of one key (memstore.core.judge.subjects `_FLAG_LEVEL`, values.py `own_flags`)."""

from __future__ import annotations

from tests.judging import both_ways


def test_one_option_at_two_levels_conflicts() -> None:
    assert both_ways("The game server is built with -O3.",
                     "We build the game server with -O1 now.") == {"conflict"}
    assert both_ways("make runs with -j8 on the packaging hosts.",
                     "On the packaging hosts make runs with -j16.") == {"conflict"}


def test_the_same_level_said_again_is_no_conflict() -> None:
    assert "conflict" not in both_ways("The game server is built with -O3.",
                                       "Game server builds use -O3.")


def test_two_options_or_two_subjects_stay_apart() -> None:
    # another option ("-g" is not "-O"), or another thing built at its own level
    assert "conflict" not in both_ways("The game server is built with -O3.",
                                       "The game server is built with -g1.")
    assert "conflict" not in both_ways("The game server is built with -O3.",
                                       "The level editor is built with -O0.")
