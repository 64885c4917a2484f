"""How a setting is given is not what it is set to (session 42; docs/consolidation.md, "Mode and
flag (session 42)"): "Credo runs in strict mode in CI" / "In continuous integration, Credo is
executed with the --strict flag" (a dev group) was **flagged** as two names chosen, "mode" put
for "flag". Two such words put for each other ("mode", "flag", "option", "setting", "switch",
"parameter") are no choice now.

Sentences of our own; the guard holds on the session's start code too."""

from __future__ import annotations

from judging import symmetric_kind


def test_mode_and_flag_name_one_setting() -> None:
    assert symmetric_kind("ESLint runs in strict mode on CI.",
                          "On CI, ESLint is run with the --strict flag.") == "duplicate"


def test_guard_two_modes_still_conflict() -> None:
    assert symmetric_kind("mypy runs in strict mode.", "mypy runs in lenient mode.") == "conflict"
