"""`memstore session start` and `session end`: what an agent runs at the edges of every session,
kept in a module of its own so that starting one loads no job's report renderer."""

from __future__ import annotations

import click

from memstore.cli.common import echo, emit_json, get_store, json_option
from memstore.core.config import MAX_NUMBER


@click.group()
def session() -> None:
    """Log the start and end of an agent session (log/sessions.jsonl)."""


@session.command("start")
@click.option("--budget", type=click.IntRange(min=1, max=MAX_NUMBER), metavar="TOKENS",
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
        echo(f"warning: {warning}", err=True)
    if as_json:
        emit_json({"session": started, "context": context.text,
                   "warnings": context.warnings})
        return
    echo(f"session {started}", err=True)
    echo(context.text, nl=False)


@session.command("end")
@click.option("--session", "session_id", metavar="ID",
              help="The session to end (default: $MEMSTORE_SESSION, else the last one started "
                   "and not yet ended).")
@json_option
@click.pass_context
def session_end(ctx: click.Context, session_id: str | None, as_json: bool) -> None:
    """End a session: log it, then consolidate (--apply) if session.consolidate_on_end."""
    from memstore.app.lifecycle import end_session

    ended, plan, busy = end_session(get_store(ctx), session_id)
    if as_json:
        emit_json({"session": ended, "consolidation": None if plan is None
                   else plan.to_json(dry_run=False), "locked_by": busy})
        return
    for warning in plan.warnings if plan is not None else []:
        echo(f"warning: {warning}", err=True)
    if busy is not None:
        summary = (f"consolidation not run: the store is locked by {busy}; the next "
                   "consolidation takes this session's notes")
    elif plan is None:
        summary = "consolidation is off (session.consolidate_on_end)"
    else:
        summary = "consolidation: " + plan.summary()
    echo(f"ended session {ended or '(unnamed)'}; {summary}")
