"""Commands of the layer lifecycle: consolidate and migrate."""

from __future__ import annotations

import click

from memstore.cli.common import apply_option, get_store, json_option
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

    SOURCE is a folder of Markdown files (with or without frontmatter; in it, agent instruction and
    rule files and a Cline memory-bank/ are read as bullets, and the store is skipped; a project's
    folder gives its agent memory only), one Markdown file of bullets (CLAUDE.md or MEMORY.md style:
    one entry per bullet, headings give kinds and tags; memstore's own block is skipped), an agent's
    rule file (Cursor .mdc and .cursorrules, .windsurfrules, .clinerules, Copilot *.instructions.md)
    or rules folder (.windsurf/rules/, .clinerules/, .cursor/rules/, .claude/rules/) or a JSONL file
    of {text, title, kind, source, created, confirmations, tags}. Agent instruction files
    (CLAUDE.md, AGENTS.md, GEMINI.md, copilot-instructions.md, the rules) are stated by the user.
    Entries confirmed more than once or stated by the user go to long_term/, the rest to working/
    with their dates. Records holding a secret are refused with a warning.
    """
    from memstore.app.lifecycle import migrate as run

    plan, written = run(get_store(ctx), source, apply=apply, source=stated_by, kind=kind)
    show_plan(plan, written, not apply, as_json)
