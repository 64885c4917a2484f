"""Commands that create, read, check and annotate entries."""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import click

from memstore.cli.common import echo, emit_json, get_store, json_option, store_kind
from memstore.core.entry import STATUSES
from memstore.core.errors import BadInput
from memstore.core.plural import counted

if TYPE_CHECKING:
    from memstore.app.edits import Recorded


def warn_problems(snapshot: object) -> None:
    """Tell stderr about files that were skipped, so nothing is silently ignored."""
    for problem in getattr(snapshot, "problems", []):
        echo(f"warning: skipped {problem}", err=True)


@click.command()
@click.argument("folder", required=False, type=click.Path(file_okay=False, path_type=Path))
@click.option("--agent", "agents", multiple=True, type=click.Choice(["claude", "agents", "cursor"]),
              help="Also add a short memstore block to that agent's instructions in the project "
              "folder (FOLDER's parent): CLAUDE.md, AGENTS.md or .cursor/rules/memstore.mdc. "
              "Repeat for several.")
def init(folder: Path | None, agents: tuple[str, ...]) -> None:
    """Create a store in FOLDER (default ./memory) with a commented memstore.yaml.

    Running it on an existing store only adds what is missing; running it again with --agent
    updates the block in place (or changes nothing). A folder inside a store (memory/working,
    say) is refused: a store there would be read as the outer one's entries.
    """
    from memstore.app.scaffold import init_store

    target = folder or Path("memory")
    created = init_store(target)
    if created:
        echo(f"Initialized memstore in {target}/ ({len(created)} files created)")
    else:
        echo(f"{target}/ is already a memstore; nothing to do")
    for agent in agents:
        from memstore.app.agents import install

        done = install(target, agent)
        echo(f"{os.path.relpath(done.path)}: memstore block {done.outcome}")


_OPTION = re.compile(r"--?[A-Za-z][\w-]*(=.*)?", re.DOTALL)
_SHIELD = "\x00"


class _TextCommand(click.Command):
    """A command whose TEXT may start with a dash: "- a bullet", "---" or "- " is text (the
    last two refused for having no words), not a cluster of short options."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        shielded, rest = [], list(args)
        while rest and rest[0] != "--":
            arg = rest.pop(0)
            looks_like_text = arg.startswith("-") and arg != "-" and not _OPTION.fullmatch(arg)
            shielded.append(_SHIELD + arg if looks_like_text else arg)
        left = super().parse_args(ctx, shielded + rest)
        for name, value in ctx.params.items():
            if isinstance(value, str):
                ctx.params[name] = value.removeprefix(_SHIELD)
            elif isinstance(value, tuple):
                ctx.params[name] = tuple(v.removeprefix(_SHIELD) if isinstance(v, str) else v
                                         for v in value)
        return left


@click.command(cls=_TextCommand)
@click.argument("text", required=False)
@click.option("--file", "file_path", metavar="PATH", type=click.Path(dir_okay=False),
              help="Read the text from this file instead (for long notes).")
@click.option("--title", "-t", help="One-line title (default: the first line of words of TEXT).")
@click.option("--kind", "-k", help="preference, convention, fact, decision, constraint, "
              "security_rule, architecture, procedure, incident or observation (default).")
@click.option("--source", "-s", default="agent", show_default=True,
              type=click.Choice(["user", "agent", "tool"]), help="Who stated it.")
@click.option("--tag", "tags", multiple=True, help="A tag (repeat for more).")
@click.option("--branch", help="Scope the entry to this git branch.")
@click.option("--parent", help="The entry whose scope this one refines (its id or any unique "
              "prefix; an id in no file is refused).")
@click.option("--session", help="The session to cite (default: $MEMSTORE_SESSION).")
@click.pass_context
def add(ctx: click.Context, text: str | None, file_path: str | None, title: str | None,
        kind: str | None, source: str, tags: tuple[str, ...], branch: str | None,
        parent: str | None, session: str | None) -> None:
    """Remember TEXT as a new entry and print its id (TEXT `-` reads stdin).

    User-stated preferences, constraints and security rules go straight to long_term/;
    everything else lands in working/ until consolidation promotes it. Text with no words is
    refused; an exact copy of a live entry confirms that entry and prints its id instead.
    """
    from memstore.app import edits

    if (text is None) == (file_path is None):
        raise click.UsageError("give TEXT (or - for stdin) or --file PATH, one of them")
    try:
        edits.check_kind(get_store(ctx), kind or "observation")
    except BadInput as exc:  # a bad option is a usage error (exit 2)
        raise click.BadParameter(str(exc), param_hint="--kind") from None
    if file_path is not None:
        text = edits.read_text_file(file_path)
    elif text == "-":
        text = sys.stdin.read()
    added = edits.add(get_store(ctx), str(text), title=title, kind=kind, source=source,
                      tags=tags, branch=branch, parent=parent, session=session)
    if added.confirmed:
        echo(f"an exact copy of {added.id}: confirmed it instead", err=True)
    echo(added.id)


@click.command("list")
@click.option("--layer", type=click.Choice(["working", "long_term", "archive"]))
@click.option("--status", type=click.Choice(STATUSES), help="Only entries with this status.")
@click.option("--kind", callback=store_kind, help="Only entries of this kind (a built-in kind "
              "or one added in memstore.yaml).")
@click.option("--protected", is_flag=True,
              help="Only the rules: live entries of a protected kind or with preserve: true.")
@json_option
@click.pass_context
def list_(ctx: click.Context, layer: str | None, status: str | None, kind: str | None,
          protected: bool, as_json: bool) -> None:
    """List entries: id, layer, status, kind and title."""
    store = get_store(ctx)
    snapshot = store.load()
    warn_problems(snapshot)
    rules = set()
    if protected:
        from memstore.app.context import parts

        rules = {e.id for e in parts(store, snapshot).rules}
    entries = [e for e in snapshot.entries if (layer is None or e.layer == layer)
               and (status is None or e.status == status) and (kind is None or e.kind == kind)
               and (not protected or e.id in rules)]
    if as_json:
        emit_json([{k: v for k, v in e.to_json().items() if k not in ("body", "meta")}
                   for e in entries])
        return
    if not entries:  # (said on stderr: stdout stays the listing, empty, for scripts)
        echo("no entries yet: 'memstore add TEXT' remembers one" if not snapshot.entries else
             f"no entries match ({counted(len(snapshot.entries), 'entry', 'entries')} in the "
             "store; 'memstore list' lists them all)", err=True)
        return
    width = max((len(e.id) for e in entries), default=2)
    for e in entries:
        echo(f"{e.id:<{width}}  {e.layer:<9}  {e.status:<12}  {e.kind:<13}  {e.title}")


@click.command()
@click.argument("entry_id", metavar="ID")
@json_option
@click.pass_context
def show(ctx: click.Context, entry_id: str, as_json: bool) -> None:
    """Print one entry (ID may be any unique prefix of its id)."""
    store = get_store(ctx)
    entry = store.load().get(entry_id)
    if as_json:
        emit_json(entry.to_json())
    else:
        echo(store.read_text(entry.rel), nl=False)


@click.command()
@click.option("--fix", is_flag=True, help="Repair what is safe: missing ids and dates, schema "
              "upgrades, file names that are not ids.")
@json_option
@click.pass_context
def lint(ctx: click.Context, fix: bool, as_json: bool) -> None:
    """Check every file; exit 1 if any has an error.

    Reports parse errors with line numbers, unknown kinds and statuses, statuses that do not
    fit their layer, keys written with a capital or a '-' (`Kind:`, `last-confirmed:`: never
    read), duplicate ids, links to missing ids, symlinks anywhere in the store, a
    file where the store needs a folder (or the reverse), files too large or not UTF-8, a
    command in memstore.yaml, and secrets: in every entry (escaped or
    folded values too), in files it cannot parse, and in the logs.
    """
    from memstore.app import lint as linter

    store = get_store(ctx)
    snapshot = store.load()
    repaired = linter.fix(store, snapshot) if fix else []
    if repaired:
        snapshot = store.load()
    findings = linter.check(store, snapshot)
    errors = [f for f in findings if f.severity == "error"]
    if as_json:
        emit_json({"errors": [f.to_json() for f in errors], "repaired": repaired,
                   "fixable": [f.to_json() for f in findings if f.severity == "fix"]})
    else:
        for line in repaired:
            echo(f"fixed {line}")
        for finding in errors:
            echo(str(finding))
        fixable = len(findings) - len(errors)
        tail = f"; {counted(fixable, 'safe repair')} available with --fix" if fixable else ""
        echo(f"{counted(len(snapshot.entries), 'entry', 'entries')}, "
             f"{counted(len(errors), 'error')}{tail}", err=True)
    if errors:
        ctx.exit(1)


@click.command()
@click.argument("entry_id", metavar="ID")
@click.option("--source", default="agent", show_default=True,
              type=click.Choice(["user", "agent", "tool"]))
@click.option("--session", help="The session to cite (default: $MEMSTORE_SESSION).")
@click.pass_context
def confirm(ctx: click.Context, entry_id: str, source: str, session: str | None) -> None:
    """Record that entry ID was observed or confirmed again.

    Never fails because a job holds the store: after a second it is queued and written into
    the entry when the job finishes. An ID a merge absorbed is recorded on the entry it was
    merged into, and an archived compaction source on its node, with a note on stderr.
    """
    from memstore.app import edits

    done = edits.confirm(get_store(ctx), entry_id, source=source, session=session)
    if _queued(done, "confirmation"):
        return
    echo(f"confirmed {done.entry.id} ({done.entry.confirmations + 1} confirmations)")


@click.command()
@click.argument("entry_id", metavar="ID")
@click.option("--by", "by", metavar="NEW_ID",
              help="The entry that replaces it: ID becomes superseded and moves to archive/ "
              "(a rule a person stated, replaced by an entry that is not, goes to review with "
              "it instead).")
@click.option("--session", help="The session to cite (default: $MEMSTORE_SESSION).")
@click.pass_context
def contradict(ctx: click.Context, entry_id: str, by: str | None, session: str | None) -> None:
    """Record that entry ID was contradicted (lowers its decay score).

    Never fails because a job holds the store: after a second it is queued and written into
    the entry when the job finishes. An ID a merge absorbed is recorded on the entry it was
    merged into, with a note on stderr.
    """
    from memstore.app import edits

    done = edits.contradict(get_store(ctx), entry_id, by=by, session=session)
    if _queued(done, "contradiction"):
        return
    if done.held:
        echo(f"contradicted {done.entry.id}; it is a {done.entry.kind} a person stated, so it "
             f"is not superseded: {done.entry.id} and {done.by} wait for review "
             f"(`memstore resolve {done.by} --over {done.entry.id}` replaces it)")
        return
    suffix = f"; superseded by {done.by or by}" if by else ""
    echo(f"contradicted {done.entry.id}{suffix}")


@click.command()
@click.argument("entry_id", metavar="[ID]", required=False)  # click brackets no given metavar
@click.option("--over", metavar="OTHER_ID", help="ID holds: it becomes active, OTHER_ID is "
              "superseded by it and moves to archive/.")
@click.option("--both", "both_id", metavar="OTHER_ID", help="Both hold: each becomes active "
              "and they are never flagged or merged against each other again.")
@click.option("--merge", "merge_id", metavar="OTHER_ID", help="The same knowledge: merge "
              "OTHER_ID and ID into one entry, keeping every fact.")
@click.option("--accept", is_flag=True, help="ID holds and nothing live conflicts with it any "
              "more (the other side is gone): it leaves review.")
@click.option("--source", default="user", show_default=True,
              type=click.Choice(["user", "agent", "tool"]), help="Who decided.")
@click.option("--session", help="The session to cite (default: $MEMSTORE_SESSION).")
@json_option
@click.pass_context
def resolve(ctx: click.Context, entry_id: str | None, over: str | None, both_id: str | None,
            merge_id: str | None, accept: bool, source: str, session: str | None,
            as_json: bool) -> None:
    """Decide what waits for review: without options, list it (or only ID's).

    Consolidation puts both sides of a contradiction in needs_review. Decide each pair with
    `resolve KEEP --over OTHER`, `resolve A --both B` or `resolve A --merge B` (an entry whose
    other side is gone: `resolve ID --accept`); the decision is written into the entries'
    files and logged.
    """
    from memstore.app import resolve as resolver

    chosen = [(name, value) for name, value in
              (("over", over), ("both", both_id), ("merge", merge_id),
               ("accept", accept)) if value]
    if len(chosen) > 1:
        raise click.UsageError("give one of --over, --both, --merge and --accept")
    store = get_store(ctx)
    if not chosen:
        from memstore.app import pending  # a consolidation dry run: only to list

        snapshot = store.load(write_cache=False)
        items = pending.waiting(store, snapshot)
        wanted = snapshot.get(entry_id).id if entry_id is not None else None
        if wanted is not None:
            items = [i for i in items if wanted in (i.entry.id, i.other and i.other.id)]
        if as_json:
            emit_json([i.to_json() for i in items])
        else:
            echo(pending.render_pending(items, wanted), nl=False)
        return
    if entry_id is None:
        raise click.UsageError(f"--{chosen[0][0]} needs the ID it decides for")
    if accept:
        decision = resolver.accept(store, entry_id, source=source, session=session)
    else:
        decide = {"over": resolver.keep, "both": resolver.both, "merge": resolver.merge_pair}
        decision = decide[chosen[0][0]](store, entry_id, str(chosen[0][1]), source=source,
                                        session=session)
    if as_json:
        emit_json(decision.to_json())
    else:
        echo(resolver.render_decision(decision))


@click.command()
@click.argument("entry_id", metavar="ID")
@click.option("--failed", is_flag=True, help="The task failed (counts a failure instead).")
@click.pass_context
def used(ctx: click.Context, entry_id: str, failed: bool) -> None:
    """Record that entry ID was referenced in a task that succeeded (or failed).

    A success also counts as a confirmation of when it was last true: it moves last_confirmed
    and turns a stale entry active again. A failure changes nothing but its count.

    Never fails because a job holds the store: after a second it is queued and written into
    the entry when the job finishes. An ID a merge absorbed is recorded on the entry it was
    merged into, and an archived compaction source on its node, with a note on stderr.
    """
    from memstore.app import edits

    done = edits.used(get_store(ctx), entry_id, failed=failed)
    if _queued(done, "failure" if failed else "success"):
        return
    echo(f"recorded {'a failure' if failed else 'a success'} for {done.entry.id}")


def _queued(done: Recorded, what: str) -> bool:
    """Say so when an evidence edit waits for a running job, goes to the entry a merge put the
    named one into (memstore.app.evidence), or lands on an entry that stays in archive/."""
    if done.merged_from:
        how = "compacted" if done.merged_from in done.entry.sources else "merged"
        echo(f"note: {done.merged_from} was {how} into {done.entry.id}; recorded on "
                   f"{done.entry.id}", err=True)
    elif done.entry.layer == "archive":  # (evidence never moves a file: restoring is a person's)
        echo(f"note: {done.entry.id} is in archive/ ({done.entry.status}) and stays there; "
             f"'memstore restore {done.entry.id}' brings it back", err=True)
    if done.queued:
        echo(f"recorded a {what} for {done.entry.id}; a job holds the store, so it is "
                   "written into the entry when the job finishes")
    return done.queued


@click.command()
@click.argument("entry_id", metavar="ID")
@click.option("--off", is_flag=True, help="Clear the flag instead.")
@click.pass_context
def preserve(ctx: click.Context, entry_id: str, off: bool) -> None:
    """Protect entry ID from automatic compaction, pruning and archiving."""
    from memstore.app import edits

    entry, changed = edits.set_preserve(get_store(ctx), entry_id, on=not off)
    already = "" if changed else " (it already was; nothing changed)"
    echo(f"{entry.id}: preserve {'off' if off else 'on'}{already}")
