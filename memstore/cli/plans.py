"""The one plan renderer: how a command shows a job's plan (imported by the commands that run
jobs, so the others never load the report renderer)."""

from __future__ import annotations

from memstore.cli.common import echo, emit_json
from memstore.core.plan import Plan
from memstore.storage.reports import render_markdown


def show_plan(plan: Plan, written: list[str], dry_run: bool, as_json: bool, *,
              hint: str = "run again with --apply to make these changes",
              one_line_when_empty: bool = False) -> None:
    """Print a job's plan: its JSON, or its Markdown report; warnings go to stderr.

    `one_line_when_empty`: an applied run with nothing to change says so in one line instead
    of an empty report (the forgetting commands: prune, purge, retention run)."""
    for warning in plan.warnings:
        echo(f"warning: {warning}", err=True)
    if as_json:
        emit_json({**plan.to_json(dry_run), "reports": written})
        return
    if one_line_when_empty and not dry_run and plan.empty:
        echo(f"memstore {plan.job}: nothing to change (nothing was written)")
        return
    echo(render_markdown(plan, dry_run), nl=False)
    if written:
        echo(f"Report: {written[0]}", err=True)
    elif dry_run and not plan.empty:
        echo(f"Dry run: nothing was changed; {hint}.", err=True)
