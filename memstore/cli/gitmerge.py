"""`memstore git-merge`: the merge driver git runs for each conflicting entry file (installed by
`memstore init` and `memstore doctor --apply`). It needs no store, so it imports only the driver."""

from __future__ import annotations

import sys

import click

from memstore.storage.gitmerge import driver


@click.command("git-merge", hidden=True, context_settings={"ignore_unknown_options": True})
@click.argument("base", type=click.Path(dir_okay=False))
@click.argument("ours", type=click.Path(dir_okay=False))
@click.argument("theirs", type=click.Path(dir_okay=False))
@click.argument("path", default="")
def git_merge(base: str, ours: str, theirs: str, path: str) -> None:
    """Git merge driver plumbing: merge BASE, OURS and THEIRS of PATH into OURS (git's %O %A
    %B %P). Installed by 'memstore init' and 'memstore doctor --apply'; exit 1 on a conflict.
    """
    sys.exit(driver(base, ours, theirs, path))
