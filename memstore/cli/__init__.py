"""The `memstore` command line: a thin front end over the library.

Each command parses its options, calls one library function and renders the result. Errors the
user can fix arrive as MemstoreError and leave here as one `Error: ...` line with exit code 1.
The commands live in the modules of this package, each listing its own in COMMANDS; this is
the one place they are registered (memstore.cli.common has what they share).
"""

from __future__ import annotations

import sys
from typing import Any

import click

from memstore import __version__
from memstore.cli import entries, health, integrations, lifecycle, recall, repair, retention
from memstore.core.errors import MemstoreError
from memstore.runtime import notices


class MemstoreGroup(click.Group):
    """Turns library errors into `Error: ...` and exit 1, in one place."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except MemstoreError as exc:
            raise click.ClickException(str(exc)) from None
        except BrokenPipeError:  # `memstore list | head`
            sys.stderr.close()
            sys.exit(0)


def _on_stderr(line: str) -> None:
    """What the library tells a person (memstore.runtime.notices), on the current stderr."""
    click.echo(line, err=True)


@click.group(cls=MemstoreGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--store", "store_path", metavar="PATH", envvar="MEMSTORE_DIR",
              help="The store root (default: $MEMSTORE_DIR, else the nearest memory/ upwards).")
@click.option("--now", metavar="ISO8601", envvar="MEMSTORE_NOW",
              help="Pretend it is this moment (all ages, windows and timestamps use it).")
@click.version_option(__version__, prog_name="memstore")
@click.pass_context
def cli(ctx: click.Context, store_path: str | None, now: str | None) -> None:
    """memstore keeps a coding agent's memory in plain Markdown files.

    Entries live in three layers under memory/: working/ (recent, noisy observations),
    long_term/ (consolidated knowledge with provenance) and archive/ (pruned, expired and
    superseded entries, hard-deleted only after 90 days). Lifecycle jobs preview by default
    and act only with --apply.
    """
    from memstore.runtime import clock, progress

    ctx.ensure_object(dict)
    ctx.obj["store_path"] = store_path
    progress.enable(sys.stderr)  # only a terminal gets a progress line
    notices.listen(_on_stderr)
    try:
        clock.set_now(now, what="")  # click names the option itself
    except MemstoreError as exc:
        raise click.BadParameter(str(exc), param_hint="--now") from None


COMMAND_MODULES = (entries, health, integrations, lifecycle, recall, repair, retention)
"""Where the commands come from: each module lists its own in COMMANDS."""


def _register(group: click.Group, command: click.Command) -> None:
    """Add `command` to `group`, refusing a name already taken (click would silently let the
    later one replace the earlier)."""
    if command.name in group.commands:
        raise RuntimeError(f"two commands named {command.name!r}")
    group.add_command(command)


for _module in COMMAND_MODULES:
    for _command in _module.COMMANDS:
        _register(cli, _command)
