"""Commands of the layer lifecycle: consolidate, migrate, and session start/end."""

from __future__ import annotations

import click

from memstore.cli.common import apply_option, emit_json, get_store, json_option
from memstore.cli.plans import show_plan


@click.command()
@apply_option
@json_option
@click.pass_context
def consolidate(ctx: click.Context, apply: bool, as_json: bool) -> None:
    """Promote, merge, supersede and expire working entries (a dry run unless --apply).

    Working entries with enough evidence (confirmed or re-observed, used in a successful
    task, or stated by the user) are promoted to long_term/, merged with the long-term entry
    they restate (the union of their facts, every source cited); absorbed versions move to
    archive/ as superseded. Entries that contradict each other are never merged: both go to
    needs_review. Candidates never promoted expire to archive/ after 30 days. With --apply
    the report is written to reports/.
    """
    from memstore.app.lifecycle import consolidate as run

    plan, written = run(get_store(ctx), apply=apply)
    show_plan(plan, written, not apply, as_json)


@click.command()
@click.argument("source", type=click.Path(exists=True, path_type=str))
@click.option("--source", "stated_by", type=click.Choice(["user", "agent"]),
              help="Who stated the records that do not say: user (they go to long_term/) or "
              "agent (working/ until confirmed). Instruction files default to user.")
@click.option("--kind", help="The kind of the records that name none (by frontmatter, field "
              "or heading); default observation.")
@apply_option
@json_option
@click.pass_context
def migrate(ctx: click.Context, source: str, stated_by: str | None, kind: str | None,
            apply: bool, as_json: bool) -> None:
    """Import an existing flat memory from SOURCE (a dry run unless --apply).

    SOURCE is a folder of Markdown files (with or without frontmatter), one Markdown file of
    bullets (CLAUDE.md or MEMORY.md style: one entry per bullet, headings give kinds and
    tags), a Cursor rule file (.mdc, .cursorrules) or a JSONL file of {text, title, kind,
    source, created, confirmations, tags}. Agent instruction files (CLAUDE.md, AGENTS.md,
    GEMINI.md, copilot-instructions.md, Cursor rules) are stated by the user. Entries
    confirmed more than once or stated by the user go to long_term/, the rest to working/
    with their dates. Records holding a secret are refused with a warning.
    """
    from memstore.app.lifecycle import migrate as run

    plan, written = run(get_store(ctx), source, apply=apply, source=stated_by, kind=kind)
    show_plan(plan, written, not apply, as_json)


@click.group()
def session() -> None:
    """Log the start and end of an agent session (log/sessions.jsonl)."""


@session.command("start")
@click.option("--budget", type=click.IntRange(min=1), metavar="TOKENS",
              help="Most tokens of context to print (default: session.default_budget, 2000).")
@click.option("--session", "session_id", metavar="ID",
              help="The session's id (default: s-<UTC stamp>-<4 hex>).")
@click.option("--skip-index", is_flag=True,
              help="Leave out what INDEX.md holds (rules, the review notice, long-term "
                   "memory): for agents that load INDEX.md themselves, as CLAUDE.md does.")
@json_option
@click.pass_context
def session_start(ctx: click.Context, budget: int | None, session_id: str | None,
                  skip_index: bool, as_json: bool) -> None:
    """Start a session: log it and print the context to load.

    The context is what 'memstore context' prints: the rules in full, how many entries wait
    for review, the working window (the last 14 days or the last 5 sessions, whichever keeps
    more), then long-term memory, within the token budget. The session id goes to stderr
    (stdout is the context); export it as MEMSTORE_SESSION so later commands cite it.
    """
    from memstore.app import sessions

    started, context = sessions.start(get_store(ctx), session_id, budget, skip_index)
    for warning in context.warnings:
        click.echo(f"warning: {warning}", err=True)
    if as_json:
        emit_json({"session": started, "context": context.text,
                   "warnings": context.warnings})
        return
    click.echo(f"session {started}", err=True)
    click.echo(context.text, nl=False)


@session.command("end")
@click.option("--session", "session_id", metavar="ID",
              help="The session to end (default: $MEMSTORE_SESSION, else the last one started).")
@json_option
@click.pass_context
def session_end(ctx: click.Context, session_id: str | None, as_json: bool) -> None:
    """End a session: log it, then consolidate (--apply) if session.consolidate_on_end."""
    from memstore.app.lifecycle import end_session

    ended, plan = end_session(get_store(ctx), session_id)
    if as_json:
        emit_json({"session": ended, "consolidation": None if plan is None
                   else plan.to_json(dry_run=False)})
        return
    for warning in plan.warnings if plan is not None else []:
        click.echo(f"warning: {warning}", err=True)
    summary = "consolidation is off (session.consolidate_on_end)" if plan is None else (
        "consolidation: " + (", ".join(f"{n} {k}" for k, n in sorted(plan.counts.items()))
                             if plan.counts else "nothing to do"))
    click.echo(f"ended session {ended or '(unnamed)'}; {summary}")
