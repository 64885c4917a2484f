"""`memstore doctor`: finding and repairing what a crash, a bad merge or a hand move left."""

from __future__ import annotations

import click

from memstore.cli.common import apply_option, echo, emit_json, get_store, json_option
from memstore.core.plural import counted
from memstore.storage import reports


@click.command()
@apply_option
@json_option
@click.pass_context
def doctor(ctx: click.Context, apply: bool, as_json: bool) -> None:
    """Find and repair what a crash, a bad merge or a hand move left (a dry run unless --apply).

    Finds: an interrupted run (completed), a missing git merge driver or .gitattributes rule
    (installed), git conflict markers in entries (merged by the entry rules when only
    frontmatter or appended lines clash), an entry git left unmerged without markers (both
    sides moved it: merged by the entry rules), an id in two files (one keeps it with everything
    merged in, the other copies are archived as <id>-dup-<hash>), a status that does not fit
    its layer, links to ids that are in no file, facts an entry a merge absorbed gained after
    the merge (appended to the entry it was merged into), an out-of-date INDEX.md, evidence
    edits a killed job left waiting (folded in), every other error 'memstore lint' finds (for
    a person, a file where the store needs a folder among them), and leftover temporary
    files. Symlinks in the store are reported and left alone (never followed). Example:
    memstore doctor --apply
    """
    from memstore.app import doctor as checker

    store = get_store(ctx)
    diagnosis, written = checker.run(store, apply=apply)
    findings = diagnosis.findings
    # An index that only predates today's levels (or an entry's last change) is no problem,
    # but --apply rewrites it, so the dry run says so rather than "No problems found" alone.
    index_note = diagnosis.index_stale and not any(f.code == "index" for f in findings)
    if as_json:
        emit_json({**diagnosis.plan.to_json(dry_run=not apply), "reports": written,
                   "findings": [f.to_json() for f in findings], "index_refresh": index_note})
        return
    for finding in findings:
        action = finding.repair or "needs a person"
        verb = "repaired" if apply and finding.repair else "--apply will" if finding.repair \
            else "not repaired"
        echo(f"{finding.path}: {finding.code}: {finding.message}\n  {verb}: {action}")
    needs_person = sum(1 for f in findings if f.repair is None)
    if not findings:
        echo("No problems found.")
    elif not apply and not diagnosis.plan.empty:
        echo("\n" + reports.render_markdown(diagnosis.plan, dry_run=True), nl=False)
    if index_note:
        echo("INDEX.md regenerated: it predated the entries or today's levels" if apply
             else "INDEX.md predates the entries or today's levels (not a problem): "
             "--apply regenerates it")
    tail = (f"{counted(len(findings), 'problem')} found"
            + (f", {needs_person} need{'s' if needs_person == 1 else ''} a person"
               if needs_person else ""))
    if findings and not apply and needs_person < len(findings):
        tail += "; run 'memstore doctor --apply' to repair the rest" if needs_person else \
            "; run 'memstore doctor --apply' to repair " + ("it" if len(findings) == 1
                                                             else "them")
    if written:
        tail += f"; report: {written[0]}"
    echo(tail, err=True)
