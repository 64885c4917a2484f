"""Commands that serve memory to an agent: recall, context, index and wisdom."""

from __future__ import annotations

import click

from memstore.cli.common import echo, emit_json, get_store, json_option, store_kind
from memstore.core import levels
from memstore.core.config import MAX_NUMBER
from memstore.core.entry import STATUSES, first_line


def _warn(lines: list[str]) -> None:
    for line in lines:
        echo(f"warning: {line}", err=True)


@click.command()
@click.argument("query")
@click.option("--limit", "-n", default=10, show_default=True, type=click.IntRange(min=1),
              help="How many entries (compaction sources shown by --deep come on top).")
@click.option("--deep", is_flag=True,
              help="Follow each compaction node with its sources, the evidence.")
@click.option("--include-archived", is_flag=True,
              help="Search archive/ too (archived, expired and superseded entries).")
@click.option("--status", "statuses", multiple=True, type=click.Choice(STATUSES),
              help="Search only entries with this status (repeat for more), e.g. needs_review.")
@click.option("--session", help="The session to log (default: $MEMSTORE_SESSION).")
@json_option
@click.pass_context
def recall(ctx: click.Context, query: str, limit: int, deep: bool, include_archived: bool,
           statuses: tuple[str, ...], session: str | None, as_json: bool) -> None:
    """Entries that answer QUERY, best first, and a line in log/recall.jsonl.

    Ranked by relevance (BM25 over titles, facts and tags, with typo tolerance), status
    (stale entries are penalized; superseded, needs_review and archived ones are left out
    unless asked for), decay and confirmations. A compaction node stands in for its sources.
    """
    from memstore.app import recall as recaller
    from memstore.app.edits import session_id

    store = get_store(ctx)
    snapshot = store.load()
    _warn([f"skipped {p}" for p in snapshot.problems])
    hits = recaller.recall(store, snapshot, query, limit=limit, deep=deep,
                           statuses=statuses or None, include_archived=include_archived,
                           session=session_id(session))
    if as_json:
        emit_json({"query": query, "hits": [h.to_json() for h in hits]})
        return
    if not hits:
        echo(f"nothing matches '{first_line(query, 80)}'", err=True)  # (a query may be 90 KB)
    for hit in hits:
        echo(recaller.describe(hit))


@click.command()
@click.option("--budget", type=click.IntRange(min=1, max=MAX_NUMBER), metavar="TOKENS",
              help="Most tokens to print (default: session.default_budget, 2000).")
@json_option
@click.pass_context
def context(ctx: click.Context, budget: int | None, as_json: bool) -> None:
    """What an agent should load now, never more than the token budget.

    In priority order: the rules (protected kinds and preserve: true) with every fact, a line
    naming the entries waiting for review, the working window's entries in full, then
    long-term entries at the detail their age calls for (full, summary, digest, principles),
    most valuable first. No entry takes more than its share (a long one is cut with a pointer
    to 'memstore show ID'); when it does not fit, entries lose detail before any is left out,
    the room left is handed back, and the last line says what was left out and how to get it.
    A token is counted as chars_per_token characters (4).
    """
    from memstore.app.context import build_context

    store = get_store(ctx)
    snapshot = store.load()
    _warn([f"skipped {p}" for p in snapshot.problems])
    result = build_context(store, snapshot,
                           store.config.session.default_budget if budget is None else budget)
    _warn(result.warnings)
    if as_json:
        emit_json(result.to_json())
    else:
        echo(result.text, nl=False)


@click.command()
@click.option("--budget", type=click.IntRange(min=1, max=MAX_NUMBER), metavar="TOKENS",
              help="Fit INDEX.md to this many tokens (default: no limit).")
@click.pass_context
def index(ctx: click.Context, budget: int | None) -> None:
    """Regenerate INDEX.md, the long-term index agents read at session start.

    'memstore context' without the working window: the rules (protected kinds and
    preserve: true) in full, how many entries wait for review, then every other live
    long-term entry at its level, sorted by kind and title so the file changes only when the
    knowledge does. CLAUDE.md imports it; 'session start --skip-index' prints the rest.
    """
    from memstore.app.transaction import regenerate_index

    problems, written = regenerate_index(get_store(ctx), budget)
    _warn([f"skipped {p}" for p in problems])
    echo("INDEX.md written" if written else "INDEX.md is up to date")


@click.command()
@click.option("--kind", "-k", callback=store_kind, help="Only this kind.")
@json_option
@click.pass_context
def wisdom(ctx: click.Context, kind: str | None, as_json: bool) -> None:
    """Per-kind aggregates of long-term knowledge and its most confirmed principles.

    For each kind: how many live entries, the success rate (successes against failures and
    contradictions), the most confirmed principles with their counts, and the most common
    failure. This is the level at which 'context' shows entries older than 90 days.
    """
    snapshot = get_store(ctx).load()
    _warn([f"skipped {p}" for p in snapshot.problems])
    found = levels.wisdom(levels.live_long_term(snapshot), kind, principles=5)
    if as_json:
        emit_json([w.to_json() for w in found])
        return
    if not found:
        echo(f"no live long-term entries{f' of kind {kind}' if kind else ''}", err=True)
    for w in found:
        echo(levels.render_wisdom(w), nl=False)
