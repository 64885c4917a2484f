"""Write docs/commands.md from the commands' own --help texts (run after changing a command).

tests/unit/test_docs.py fails when the page is out of date, so the reference can never drift from
what `memstore COMMAND --help` says.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

from memstore.cli import cli

HEADER = """\
# Command reference

Generated from each command's `--help` by `scripts/gen_command_docs.py`; do not edit by hand.
Every command also accepts the global options `--store PATH` and `--now ISO8601` before its name.
"""


def walk(command: click.Command, path: list[str]) -> list[tuple[list[str], click.Command]]:
    """Every command under `command`, depth first, in alphabetical order."""
    found = [(path, command)] if path else []
    if isinstance(command, click.Group):
        ctx = click.Context(command)
        for name in sorted(command.list_commands(ctx)):
            sub = command.get_command(ctx, name)  # memstore.cli imports each module on demand
            if sub is not None and not sub.hidden:
                found.extend(walk(sub, [*path, name]))
    return found


def render() -> str:
    parts = [HEADER]
    for path, command in walk(cli, []):
        # make_context applies the group's context settings (-h as well as --help), exactly
        # as a real invocation does.
        parent = cli.make_context("memstore", [], resilient_parsing=True)
        ctx = click.Context(command, info_name=" ".join(path), parent=parent,
                            help_option_names=["-h", "--help"], terminal_width=100,
                            max_content_width=100)
        help_text = command.get_help(ctx)
        parts.append(f"\n## memstore {' '.join(path)}\n\n```text\n{help_text}\n```\n")
    return "".join(parts)


def main() -> int:
    target = Path(__file__).resolve().parent.parent / "docs" / "commands.md"
    text = render()
    if "--check" in sys.argv:
        return 0 if target.exists() and target.read_text() == text else 1
    target.write_text(text)
    print(f"wrote {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
