"""Commands where agents and people meet the store: the MCP server, watch mode, and review."""

from __future__ import annotations

import click

from memstore.cli.common import echo, emit_json, get_store, json_option, needs_extra


@click.command()
@click.pass_context
def mcp(ctx: click.Context) -> None:
    """Serve the store to an agent over the Model Context Protocol on stdin/stdout.

    Tools: remember, recall, context, session_start, session_end, confirm, contradict, used,
    restore, pending_decisions, resolve, and previews of consolidate and retention run (applied
    only if memstore.yaml sets mcp.allow_apply).
    Resources: memory://project/current/context, .../retention-status, .../compaction-report
    and memory://entry/{id}. See docs/integrations.md for each agent's configuration.
    """
    needs_extra("mcp", "mcp", "mcp")
    from memstore.mcp.server import serve

    store = get_store(ctx)
    try:
        serve(store.root)
    except KeyboardInterrupt:
        pass


@click.command()
@click.pass_context
def watch(ctx: click.Context) -> None:
    """Follow hand edits in the store until Ctrl-C or SIGTERM.

    Each changed file is validated at once (errors name the file and the reason; watching
    goes on), INDEX.md is regenerated, new hand-written files get an id and dates (if
    watch.allow_writes; an empty one once it has text, one its writer still has open once it
    is closed), and 'retention run --apply' runs when schedule.retention_every_days says it
    is due. A burst of saves or a git checkout makes one pass (watch.debounce_ms).

    Ctrl-C or SIGTERM stops it at once (exit 0), or right after the pass that is running (a
    pass is never cut short, so no file is left half-written); a pass still waiting for the
    store lock is dropped.
    """
    needs_extra("watch", "watch", "watchdog")
    from memstore.watch import watch as follow

    ctx.exit(follow(get_store(ctx)))


@click.command()
@click.argument("base", default="HEAD", required=False)
@click.option("--markdown", is_flag=True, help="Write it as a pull-request description.")
@json_option
@click.pass_context
def review(ctx: click.Context, base: str, markdown: bool, as_json: bool) -> None:
    """What changed in the store between git revision BASE (default HEAD) and now.

    Each merge with the facts it added and the entries it absorbed, each archive with its
    reason and score, each expiry, compaction and restore, files moved between layers, and
    hand edits that break the format. Reads git and log/events.jsonl; changes nothing.
    """
    from memstore.app import review_render
    from memstore.app.review import review as gather

    found = gather(get_store(ctx), base)
    if as_json:
        emit_json(found.to_json())
    elif markdown:
        echo(review_render.render_markdown(found), nl=False)
    else:
        echo(review_render.render_text(found), nl=False)
