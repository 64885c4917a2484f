"""An aside after the tool an entry uses names which of it (session 43; docs/consolidation.md,
"Markdown notes (session 43)"): "## Package manager / - Use pnpm." against "## Package manager
/ - Use yarn (berry)." was distinct, "nothing in common": an entry that says only which tool
it uses had to hold one word, and "(berry)" was a second.

Sentences of our own; the guard holds on the session's start code too."""

from __future__ import annotations

from judging import symmetric_kind


def test_a_tool_with_an_aside_against_another_tool() -> None:
    assert symmetric_kind("Use Vitest.", "Use Jest (v29).") == "conflict"


def test_a_tool_with_a_word_aside_against_another_tool() -> None:
    assert symmetric_kind("Use poetry.", "Use uv (astral).") == "conflict"


def test_guard_the_same_tool_with_an_aside_merges() -> None:
    assert symmetric_kind("Use pnpm (not npm).", "Use pnpm.") == "duplicate"
