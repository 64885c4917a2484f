"""The `memstore` command line: a thin front end over the library.

Each command parses its options, calls one library function and renders the result. Errors the
user can fix arrive as MemstoreError and leave here as one `Error: ...` line with exit code 1.

COMMANDS is the one table of commands: each name, where its Click command lives and the first
sentence of its help. A command's module is imported only when that command runs (or shows its
own help): `memstore --help` lists the commands from the table alone, so the modules may import
what they need at their tops (Click's lazy loading of subcommands; tests/cli/test_commands.py
checks the table against the commands). memstore.cli.common has what the commands share.
"""

from __future__ import annotations

import importlib
import sys
from gettext import gettext as _
from typing import Any, NamedTuple

import click

from memstore import __version__
from memstore.core.errors import MemstoreError
from memstore.core.printable import printable_text
from memstore.runtime import clock, heap, notices, progress


class Listed(NamedTuple):
    """One command in COMMANDS."""

    name: str
    where: str
    """"module:attribute" in memstore.cli."""
    summary: str
    """The first sentence of its help: what `memstore --help` shows (shortened to fit)."""
    hidden: bool = False


COMMANDS = (
    Listed("init", "entries:init",
           "Create a store in FOLDER (default ./memory) with a commented memstore.yaml."),
    Listed("add", "entries:add",
           "Remember TEXT as a new entry and print its id (TEXT `-` reads stdin)."),
    Listed("list", "entries:list_", "List entries: id, layer, status, kind and title."),
    Listed("show", "entries:show", "Print one entry (ID may be any unique prefix of its id)."),
    Listed("lint", "entries:lint", "Check every file; exit 1 if any has an error."),
    Listed("confirm", "entries:confirm",
           "Record that entry ID was observed or confirmed again."),
    Listed("contradict", "entries:contradict",
           "Record that entry ID was contradicted (lowers its decay score)."),
    Listed("resolve", "entries:resolve",
           "Decide what waits for review: without options, list it (or only ID's)."),
    Listed("used", "entries:used",
           "Record that entry ID was referenced in a task that succeeded (or failed)."),
    Listed("preserve", "entries:preserve",
           "Protect entry ID from automatic compaction, pruning and archiving."),
    Listed("health", "health:health",
           "Measure the store: entries per layer and status, duplicate rate, ages, stale and "
           "needs_review shares, probe precision, and whether every archived entry says why."),
    Listed("simulate", "health:simulate",
           "Simulate weeks of agent sessions on a fresh store, with the full lifecycle "
           "running, and judge the store's health over time."),
    Listed("mcp", "integrations:mcp",
           "Serve the store to an agent over the Model Context Protocol on stdin/stdout."),
    Listed("watch", "integrations:watch",
           "Follow hand edits in the store until Ctrl-C or SIGTERM."),
    Listed("review", "integrations:review",
           "What changed in the store between git revision BASE (default HEAD) and now."),
    Listed("consolidate", "lifecycle:consolidate",
           "Promote, merge, supersede and expire working entries (a dry run unless --apply)."),
    Listed("migrate", "lifecycle:migrate",
           "Import an existing flat memory from SOURCE (a dry run unless --apply)."),
    Listed("session", "sessions:session",
           "Log the start and end of an agent session (log/sessions.jsonl)."),
    Listed("recall", "recall:recall",
           "Entries that answer QUERY, best first, and a line in log/recall.jsonl."),
    Listed("context", "recall:context",
           "What an agent should load now, never more than the token budget."),
    Listed("index", "recall:index",
           "Regenerate INDEX.md, the long-term index agents read at session start."),
    Listed("wisdom", "recall:wisdom",
           "Per-kind aggregates of long-term knowledge and its most confirmed principles."),
    Listed("compact", "retention:compact",
           "Summary nodes for groups of related, settled long-term entries (dry run by default)."),
    Listed("doctor", "repair:doctor", "Find and repair what a crash, a bad merge or a hand move "
           "left (a dry run unless --apply)."),
    Listed("git-merge", "gitmerge:git_merge", "Git merge driver plumbing: merge BASE, OURS and "
           "THEIRS of PATH into OURS (git's %O %A %B %P).", hidden=True),
    Listed("decay", "retention:decay",
           "Decay score of every long-term entry and why, lowest first."),
    Listed("prune", "retention:prune", "Move long-term entries below the decay threshold to "
           "archive/ (a dry run unless --apply)."),
    Listed("restore", "retention:restore",
           "Bring an archived entry back to the layer it left, at once."),
    Listed("purge", "retention:purge",
           "Hard-delete entries in archive/ for over 90 days (a dry run unless --apply)."),
    Listed("retention", "retention:retention",
           "The whole lifecycle: counts, a report of what would change, one run of every job."),
)


class _Unloaded(click.Command):
    """A command whose module is not imported yet: its name, summary and whether it is hidden,
    which is all `memstore --help` needs."""

    def __init__(self, listed: Listed) -> None:
        super().__init__(listed.name, help=listed.summary, hidden=listed.hidden)
        self.where = listed.where

    def load(self) -> click.Command:
        module, _, attribute = self.where.partition(":")
        command = getattr(importlib.import_module(f"memstore.cli.{module}"), attribute)
        if not isinstance(command, click.Command) or command.name != self.name:
            raise RuntimeError(f"COMMANDS: {self.where} is not the command {self.name!r}")
        return command


def _register(group: click.Group, command: click.Command) -> None:
    """Add `command` to `group`, refusing a name already taken (click would silently let the
    later one replace the earlier)."""
    if command.name in group.commands:
        raise RuntimeError(f"two commands named {command.name!r}")
    group.add_command(command)


class MemstoreGroup(click.Group):
    """The commands of COMMANDS, each imported when it is used; turns library errors into
    `Error: ...` and exit 1, in one place."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        for listed in COMMANDS:
            _register(self, _Unloaded(listed))

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        command = self.commands.get(cmd_name)
        if isinstance(command, _Unloaded):
            command = self.commands[cmd_name] = command.load()
        return command

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """Click's listing, from the table: no command module is imported to list them."""
        shown = [(name, self.commands[name]) for name in self.list_commands(ctx)
                 if not self.commands[name].hidden]
        if shown:
            limit = formatter.width - 6 - max(len(name) for name, _ in shown)
            with formatter.section(_("Commands")):
                formatter.write_dl([(name, command.get_short_help_str(limit))
                                    for name, command in shown])

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except MemstoreError as exc:  # it may name a committed file: printed escaped
            raise click.ClickException(printable_text(str(exc))) from None
        except BrokenPipeError:  # `memstore list | head`
            sys.stderr.close()
            sys.exit(0)


def _on_stderr(line: str) -> None:
    """What the library tells a person (memstore.runtime.notices), on the current stderr."""
    click.echo(printable_text(line), err=True)


@click.group(cls=MemstoreGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.option("--store", "store_path", metavar="PATH", envvar="MEMSTORE_DIR",
              help="The store root (default: $MEMSTORE_DIR, else the nearest memory/ upwards).")
@click.option("--now", metavar="ISO8601", envvar="MEMSTORE_NOW",
              help="Pretend it is this moment (default: $MEMSTORE_NOW, else the clock; all "
                   "ages, windows and timestamps use it).")
@click.version_option(__version__, prog_name="memstore")
@click.pass_context
def cli(ctx: click.Context, store_path: str | None, now: str | None) -> None:
    """memstore keeps a coding agent's memory in plain Markdown files.

    Entries live in three layers under memory/: working/ (recent, noisy observations),
    long_term/ (consolidated knowledge with provenance) and archive/ (pruned, expired and
    superseded entries, hard-deleted only after 90 days). Lifecycle jobs preview by default
    and act only with --apply.
    """
    ctx.ensure_object(dict)
    ctx.obj["store_path"] = store_path
    heap.skip_final_walk()  # the process ends after the command (memstore.runtime.heap)
    progress.enable(sys.stderr)  # only a terminal gets a progress line
    notices.listen(_on_stderr)
    try:
        clock.set_now(now, what="")  # click names the option itself
    except MemstoreError as exc:
        raise click.BadParameter(str(exc), param_hint="--now") from None
