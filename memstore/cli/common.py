"""What the command modules share: the store a command works on, JSON output, common options."""

from __future__ import annotations

import importlib
import json
import re
from typing import Any

import click

from memstore.core.errors import MemstoreError
from memstore.core.printable import printable_text


def get_store(ctx: click.Context) -> Any:
    """The store named by --store / $MEMSTORE_DIR / the current directory, opened once."""
    from memstore.app.stores import open_store

    root = ctx.find_root()
    if "store" not in root.obj:
        root.obj["store"] = open_store(root.obj.get("store_path"))
    return root.obj["store"]


def echo(message: str = "", *, err: bool = False, nl: bool = True) -> None:
    """Print `message` (on stderr with `err`) with its control characters escaped, line breaks
    and tabs aside (`printable_text`): a body, a fact or a file name from a committed store
    never drives the terminal of whoever reads the output. Every command prints through it."""
    click.echo(printable_text(message), err=err, nl=nl)


_RAW_IN_JSON = re.compile("[\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def emit_json(data: Any) -> None:
    """Print one JSON document on stdout. json escapes the C0 controls; DEL, the C1 controls
    and the bidirectional overrides are escaped here, as `echo` does (the same JSON value)."""
    text = json.dumps(data, ensure_ascii=False, indent=2, default=str)
    click.echo(_RAW_IN_JSON.sub(lambda m: f"\\u{ord(m.group()):04x}", text))


def store_kind(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """A --kind filter checked against the store's kinds (the built-in ones and those added in
    memstore.yaml), so a typo is a usage error naming them rather than an empty listing."""
    if value is None:
        return None
    return str(click.Choice(get_store(ctx).config.known_kinds).convert(value, param, ctx))


json_option = click.option("--json", "as_json", is_flag=True, help="Print one JSON document.")
apply_option = click.option("--apply", is_flag=True,
                            help="Make the changes (without it: a dry run that changes nothing).")


def needs_extra(command: str, extra: str, module: str) -> None:
    """Stop with one `Error: ...` line, exit 1, when `module`, which only the `extra` extra
    installs, is missing (pyproject.toml; README, "Installing")."""
    try:
        importlib.import_module(module)
    except ImportError:
        raise MemstoreError(f"'memstore {command}' needs the {extra} extra ({module} is not "
                            f"installed); install it with: pip install 'memstore[{extra}]'"
                            ) from None
