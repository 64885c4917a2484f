"""Commands of forgetting: decay, prune, restore, purge, compact, and the retention lifecycle."""

from __future__ import annotations

from typing import Any

import click

from memstore.cli.common import apply_option, echo, emit_json, get_store, json_option
from memstore.cli.plans import show_plan
from memstore.core.decay import score_text
from memstore.core.plural import counted
from memstore.storage.reports import render_markdown


@click.command()
@json_option
@click.pass_context
def decay(ctx: click.Context, as_json: bool) -> None:
    """Decay score of every long-term entry and why, lowest first.

    score = (0.5 ^ (days since last confirmed / 90) x (1 + 0.05 per extra confirmation or
    success) + 0.5 x min(1, recalls in the last 30 days / 3)) x 0.5 per contradiction.
    Entries above the line score below the prune threshold (0.1); 'keep' marks those that
    'prune' leaves alone anyway (protected kinds, preserve, under review, ...).
    """
    from memstore.app.status import decay as listing

    store = get_store(ctx)
    problems, rows = listing(store)
    for problem in problems:
        echo(f"warning: skipped {problem}", err=True)
    if as_json:
        emit_json({"threshold": store.config.decay.prune_threshold, "entries": rows})
        return
    echo(render_decay(rows, store.config.decay.prune_threshold), nl=False)


@click.command()
@apply_option
@json_option
@click.pass_context
def prune(ctx: click.Context, apply: bool, as_json: bool) -> None:
    """Move long-term entries below the decay threshold to archive/ (a dry run unless --apply).

    Each keeps its metadata and gets archived_at (the moment its score fell below the
    threshold), archived_from, archived_reason and decay_score. Never pruned: protected
    kinds, preserve: true, needs_review, superseded entries, summaries of live sources.
    """
    from memstore.app.archive import prune as run

    plan, written = run(get_store(ctx), apply)
    show_plan(plan, written, not apply, as_json, one_line_when_empty=True)


def _restore(ctx: click.Context, entry_id: str | None, search: str | None, restore_all: bool,
             unlink: bool, as_json: bool) -> None:
    from memstore.app import restore as restorer
    from memstore.app.edits import session_id

    store = get_store(ctx)
    if bool(entry_id) == bool(search):
        raise click.UsageError("give an ID or --search QUERY (one of them)")
    if restore_all and not search:
        raise click.UsageError("--all goes with --search (restore every one of several equally "
                               "good matches); an ID names one entry")
    try:
        if search:
            done = restorer.restore_search(store, search, restore_all=restore_all, unlink=unlink,
                                          session=session_id(None))
        else:
            done = [restorer.restore(store, str(entry_id), unlink=unlink,
                                    session=session_id(None))]
    except restorer.AmbiguousMatch as exc:
        if as_json:
            emit_json({"restored": [], "matches": [m.to_json() for m in exc.matches]})
        else:
            for match in exc.matches:
                echo(f"{match.score:.3f}  {match.entry.id}  {match.entry.title}")
        raise
    if as_json:
        emit_json({"restored": [r.to_json() for r in done]})
        return
    for item in done:
        unlinked = f"; {item.unlinked} no longer supersedes it" if item.unlinked else ""
        left = ""
        if item.left:
            left = (f"; it left {item.left}, which has no source left: archived"
                    if item.node_archived else
                    f"; it left {item.left}, which keeps its other sources")
        apart = (f"; kept apart from {item.apart_from}, which a merge had absorbed it into: "
                 "consolidation will not merge them again" if item.apart_from else "")
        echo(f"restored {item.id} to {item.dst} ({item.status}){unlinked}{left}{apart}")


_restore_options = [
    click.argument("entry_id", metavar="[ID]", required=False),
    click.option("--search", metavar="QUERY",
                 help="Restore the archived entry that best answers QUERY, ranked as 'recall "
                 "--include-archived' ranks it."),
    click.option("--all", "restore_all", is_flag=True,
                 help="With --search: restore every one of several equally good matches."),
    click.option("--unlink", is_flag=True, help="Restoring a superseded entry: also remove it "
                 "from the superseding entry's supersedes list."),
    json_option,
]


def _with_restore_options(func: Any) -> Any:
    for option in reversed(_restore_options):
        func = option(func)
    return func


@click.command()
@_with_restore_options
@click.pass_context
def restore(ctx: click.Context, entry_id: str | None, search: str | None, restore_all: bool,
            unlink: bool, as_json: bool) -> None:
    """Bring an archived entry back to the layer it left, at once.

    It becomes active (a candidate if it goes back to working/), gets restored_at, and its
    archive keys move into a provenance note; a compaction source leaves its node, which
    keeps the other sources (or, with none left, goes to archive/). An entry superseded in
    long_term/ (by a person's `supersedes`) becomes active there. --search restores the one
    clear best match, ranked as recall ranks (a match holds at least half of the query's
    words, weighed by rarity); when several match about equally it lists them, restores none
    and exits 1 (unless --all).
    """
    _restore(ctx, entry_id, search, restore_all, unlink, as_json)


@click.command()
@apply_option
@json_option
@click.pass_context
def purge(ctx: click.Context, apply: bool, as_json: bool) -> None:
    """Hard-delete entries in archive/ for over 90 days (a dry run unless --apply).

    The 90 days (retention.archive_retention_days) count from archived_at or expires_at, or
    from the last event naming the entry if later. Each deletion logs a tombstone in
    log/events.jsonl (id, title and content hashes, dates), never the content. Protected
    kinds and preserve: true are never purged.
    """
    from memstore.app.archive import purge as run

    plan, written = run(get_store(ctx), apply)
    show_plan(plan, written, not apply, as_json, one_line_when_empty=True)


@click.command()
@apply_option
@json_option
@click.pass_context
def compact(ctx: click.Context, apply: bool, as_json: bool) -> None:
    """Summary nodes for groups of related, settled long-term entries (dry run by default).

    A group: at least 3 active entries of the same scope, kind and parent (or topic), each at
    least 14 days old, none protected, preserved, under review, in conflict, or a security or
    authorization rule. The node holds every fact of its sources and lists them; each source
    points back with compacted_into and moves to archive/. --json also lists the candidate
    groups and why every other long-term entry was left alone.
    """
    from memstore.app import compaction

    plan, _, candidates = compaction.compact(get_store(ctx), apply)
    for warning in plan.warnings:
        echo(f"warning: {warning}", err=True)
    if as_json:
        emit_json({**plan.to_json(dry_run=not apply), "candidates": candidates})
        return
    echo(render_markdown(plan, dry_run=not apply), nl=False)
    left_alone = compaction.left_alone(candidates)
    if left_alone:
        echo(f"\n{left_alone}")


@click.group()
def retention() -> None:
    """The whole lifecycle: counts, a report of what would change, one run of every job."""


@retention.command("status")
@json_option
@click.pass_context
def retention_status(ctx: click.Context, as_json: bool) -> None:
    """Count entries per layer and status (and protected, preserved, malformed ones)."""
    from memstore.app.status import counts

    data = counts(get_store(ctx))
    if as_json:
        emit_json(data)
        return
    echo(render_status(data), nl=False)


@retention.command("report")
@json_option
@click.pass_context
def retention_report(ctx: click.Context, as_json: bool) -> None:
    """What a retention run would change now, and why (changes nothing)."""
    from memstore.app.retention import run

    plan, _ = run(get_store(ctx), apply=False)
    show_plan(plan, [], True, as_json, hint="'memstore retention run --apply' makes these changes")


@retention.command("run")
@click.option("--apply/--dry-run", "apply", default=False,
              help="Make the changes (default: --dry-run, which changes nothing).")
@click.option("--no-dry-run", "no_dry_run", is_flag=True, help="The same as --apply.")
@click.option("--commit", is_flag=True, help="With --apply: commit the store folder to git, "
              "one commit with the run's review ('memstore review') as its message.")
@json_option
@click.pass_context
def retention_run(ctx: click.Context, apply: bool, no_dry_run: bool, commit: bool,
                  as_json: bool) -> None:
    """Run every lifecycle job in order (a dry run unless --apply or --no-dry-run).

    Consolidate and expire, prune, compact, branch cleanup, then stale marking and the
    stale and superseded archival rules; each job sees what the earlier ones did. One report
    (.md and .json) for the whole run.
    """
    from memstore.app.retention import run

    apply = apply or no_dry_run
    store = get_store(ctx)
    if commit:
        from memstore.app.review import base_commit
        from memstore.app.review_render import commit_run

        if not apply:
            raise click.UsageError("--commit needs --apply (a dry run has nothing to commit)")
        base_commit(store)  # no repository, or no commit yet: fail before anything changes
    plan, written = run(store, apply)
    show_plan(plan, written, not apply, as_json, one_line_when_empty=True)
    if commit and not plan.empty:
        echo(f"Committed {commit_run(store, 'HEAD')[:12]}", err=True)


@retention.command("restore")
@_with_restore_options
@click.pass_context
def retention_restore(ctx: click.Context, entry_id: str | None, search: str | None,
                      restore_all: bool, unlink: bool, as_json: bool) -> None:
    """The same as 'memstore restore': bring an archived entry back, at once."""
    _restore(ctx, entry_id, search, restore_all, unlink, as_json)


def render_decay(rows: list[dict[str, Any]], threshold: float) -> str:
    """The decay listing as a table, with the prune threshold drawn where it falls."""
    if not rows:
        return "no long-term entries\n"
    head = f"{'score':>6}  {'age':>5}  {'recalls':>7}  {'conf':>4}  {'contra':>6}  entry"
    lines = [head, "-" * len(head)]
    drawn = False
    for row in rows:
        if not drawn and not row["below_threshold"]:
            lines.append(f"{'':>6}  --- prune threshold {threshold:g}: entries above this line "
                         "score below it ---")
            drawn = True
        recalls = f"{row['recalls_recent']}/{row['recalls_total']}"
        keep = f"  [keep: {row['keep']}]" if row["below_threshold"] and row["keep"] else ""
        status = "" if row["status"] == "active" else f" ({row['status']})"
        lines.append(f"{score_text(row['score'], threshold):>6}  {row['age_days']:>4.0f}d  "
                     f"{recalls:>7}  "
                     f"{row['confirmations'] + row['successes']:>4}  {row['contradictions']:>6}  "
                     f"{row['id']}{status}{keep}")
        lines.append(f"{'':>6}  {row['title'][:70]}")
        lines.append(f"{'':>6}  {row['reasons']}")
    if not drawn:
        lines.append(f"{'':>6}  --- prune threshold {threshold:g}: every entry scores below it ---")
    return "\n".join(lines) + "\n"


def render_status(data: dict[str, Any]) -> str:
    """Counts per layer and status as short lines."""
    lines = []
    for layer, counts in data["layers"].items():
        total = sum(counts.values())
        shown = ", ".join(f"{n} {status}" for status, n in counts.items()) or "empty"
        lines.append(f"{layer + '/':<11} {total:>5}  {shown}")
    malformed = counted(data["malformed"], "malformed file")
    lines.append(f"{'total':<11} {data['total']:>5}  ({data['protected']} of a protected kind, "
                 f"{data['preserve']} preserved, {malformed})")
    return "\n".join(lines) + "\n"
