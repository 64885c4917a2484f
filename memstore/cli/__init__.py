"""The `memstore` command line: a thin front end over the library.

Each command parses its options, calls one library function and renders the result. Errors the
user can fix arrive as MemstoreError and leave here as one `Error: ...` line with exit code 1.
"""

from __future__ import annotations

import json
import logging
import sys
from typing import Any

import click

from memstore import __version__
from memstore.core.errors import MemstoreError


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


class _Stderr(logging.Handler):
    """What the library tells a person (the `memstore` logger), on the current stderr."""

    def emit(self, record: logging.LogRecord) -> None:
        click.echo(self.format(record), err=True)


def _tell_on_stderr() -> None:
    logger = logging.getLogger("memstore")
    if not any(isinstance(h, _Stderr) for h in logger.handlers):
        logger.addHandler(_Stderr())
        logger.propagate = False


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
    _tell_on_stderr()
    try:
        clock.set_now(now, what="")  # click names the option itself
    except MemstoreError as exc:
        raise click.BadParameter(str(exc), param_hint="--now") from None


def get_store(ctx: click.Context) -> Any:
    """The store named by --store / $MEMSTORE_DIR / the current directory, opened once."""
    from memstore.storage.store import Store

    root = ctx.find_root()
    if "store" not in root.obj:
        root.obj["store"] = Store.open(root.obj.get("store_path"))
    return root.obj["store"]


def emit_json(data: Any) -> None:
    """Print one JSON document on stdout."""
    click.echo(json.dumps(data, ensure_ascii=False, indent=2, default=str))


json_option = click.option("--json", "as_json", is_flag=True, help="Print one JSON document.")
apply_option = click.option("--apply", is_flag=True,
                            help="Make the changes (without it: a dry run that changes nothing).")


# Importing the command modules registers their commands on `cli`.
from memstore.cli import (  # noqa: E402,F401
    entries,
    health,
    integrations,
    lifecycle,
    recall,
    repair,
    retention,
)
