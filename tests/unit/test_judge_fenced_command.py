"""A command on a line of its own in a code block is a command line too (session 43;
docs/consolidation.md, "Markdown notes (session 43)"): "Start the dev server with `npm run
dev`." / "Start the dev server:" over a block holding "npm start" **merged**. Two command
lines of one program, neither the other's, were looked for in code spans only; the lines of a
code block count now, each without its comment.

Entries of our own; the guard holds on the session's start code too."""

from __future__ import annotations

from memstore.core.judge import judge


def _both_ways(a: tuple[str, list[str]], b: tuple[str, list[str]]) -> set[str]:
    return {judge(a[0], a[1], b[0], b[1]).kind, judge(b[0], b[1], a[0], a[1]).kind}


def test_a_command_in_a_block_against_another_in_a_span() -> None:
    span = "Start the storybook server with `pnpm run storybook`."
    assert "duplicate" not in _both_ways((span, [span]), (
        "Start the storybook server:", ["Start the storybook server:", "```\npnpm sb\n```"]))


def test_guard_the_same_command_with_a_comment_merges() -> None:
    span = "Run the linter with `ruff check .`."
    assert _both_ways((span, [span]), (
        "Run the linter:", ["Run the linter:", "```\nruff check .   # lint\n```"])) == {
        "duplicate"}
