"""What the command modules share: the store a command works on, JSON output, common options."""

from __future__ import annotations

import json
from typing import Any

import click


def get_store(ctx: click.Context) -> Any:
    """The store named by --store / $MEMSTORE_DIR / the current directory, opened once."""
    from memstore.storage.store import Store

    root = ctx.find_root()
    if "store" not in root.obj:
        root.obj["store"] = Store.open(root.obj.get("store_path"))
    return root.obj["store"]


def emit_json(data: Any) -> None:
    """Print one JSON document on stdout."""
    click.echo(json.dumps(data, ensure_ascii=False, indent=2, default=str))


json_option = click.option("--json", "as_json", is_flag=True, help="Print one JSON document.")
apply_option = click.option("--apply", is_flag=True,
                            help="Make the changes (without it: a dry run that changes nothing).")
