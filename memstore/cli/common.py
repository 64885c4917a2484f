"""What the command modules share: the store a command works on, JSON output, common options."""

from __future__ import annotations

import importlib
import json
from typing import Any

import click

from memstore.core.errors import MemstoreError


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


def show_plan(plan: Any, written: list[str], dry_run: bool, as_json: bool, *,
              hint: str = "run again with --apply to make these changes",
              one_line_when_empty: bool = False) -> None:
    """Print a job's plan: its JSON, or its Markdown report; warnings go to stderr.

    `one_line_when_empty`: an applied run with nothing to change says so in one line instead
    of an empty report (the forgetting commands: prune, purge, retention run)."""
    from memstore.storage.reports import render_markdown

    for warning in plan.warnings:
        click.echo(f"warning: {warning}", err=True)
    if as_json:
        emit_json({**plan.to_json(dry_run), "reports": written})
        return
    if one_line_when_empty and not dry_run and plan.empty:
        click.echo(f"memstore {plan.job}: nothing to change (nothing was written)")
        return
    click.echo(render_markdown(plan, dry_run), nl=False)
    if written:
        click.echo(f"Report: {written[0]}", err=True)
    elif dry_run and not plan.empty:
        click.echo(f"Dry run: nothing was changed; {hint}.", err=True)


def needs_extra(command: str, extra: str, module: str) -> None:
    """Stop with one `Error: ...` line, exit 1, when `module`, which only the `extra` extra
    installs, is missing (pyproject.toml; README, "Installing")."""
    try:
        importlib.import_module(module)
    except ImportError:
        raise MemstoreError(f"'memstore {command}' needs the {extra} extra ({module} is not "
                            f"installed); install it with: pip install 'memstore[{extra}]'"
                            ) from None
