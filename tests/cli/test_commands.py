"""The command line's commands are found in one table, each name once, and imported only when
they run: the table says what each module holds and what `memstore --help` shows."""

from __future__ import annotations

import importlib
import json
import pkgutil
import subprocess
import sys

import click
import pytest

from memstore import cli as cli_package
from memstore.cli import COMMANDS, cli


def _loaded() -> dict[str, click.Command]:
    ctx = click.Context(cli)
    return {listed.name: cli.get_command(ctx, listed.name) for listed in COMMANDS}


def test_each_command_name_is_registered_once_and_the_table_names_its_command() -> None:
    names = [listed.name for listed in COMMANDS]
    assert len(names) == len(set(names))
    assert sorted(cli.list_commands(click.Context(cli))) == sorted(names)
    for name, command in _loaded().items():
        assert command.name == name
    assert len({id(c) for c in _loaded().values()}) == len(names)


def test_the_table_says_what_each_command_shows_in_the_listing() -> None:
    """`memstore --help` lists the commands from the table, without importing them: at every
    width it must read as Click would print it from the commands themselves."""
    loaded = _loaded()
    for listed in COMMANDS:
        real, stub = loaded[listed.name], cli_package._Unloaded(listed)
        assert real.hidden == stub.hidden, listed.name
        for limit in range(1, 240):
            assert real.get_short_help_str(limit) == stub.get_short_help_str(limit), (
                listed.name, limit)


def test_every_command_a_module_defines_is_reachable() -> None:
    """A command written but left out of COMMANDS would silently not exist."""
    reachable = set()
    for command in _loaded().values():
        reachable.add(id(command))
        if isinstance(command, click.Group):
            reachable.update(id(c) for c in command.commands.values())
    for info in pkgutil.iter_modules(cli_package.__path__):
        module = importlib.import_module(f"memstore.cli.{info.name}")
        defined = [v for v in vars(module).values() if isinstance(v, click.Command)
                   and v.callback is not None and v.callback.__module__ == module.__name__]
        assert [c.name for c in defined if id(c) not in reachable] == [], module.__name__


def test_a_second_command_of_the_same_name_is_refused() -> None:
    group = click.Group("g")
    first, second = click.Command("index"), click.Command("index")
    cli_package._register(group, first)
    with pytest.raises(RuntimeError, match="two commands named 'index'"):
        cli_package._register(group, second)
    assert group.commands["index"] is first


LISTING = """
import json, sys
from memstore.cli import cli
try:
    cli(["--help"], prog_name="memstore")
except SystemExit:
    pass
print(json.dumps(sorted(m for m in sys.modules if m.startswith("memstore."))), file=sys.stderr)
"""


def test_the_listing_imports_no_command_module() -> None:
    done = subprocess.run([sys.executable, "-c", LISTING], capture_output=True, text=True,
                          timeout=60)
    modules = json.loads(done.stderr.strip().splitlines()[-1])
    assert "Commands:" in done.stdout and "  consolidate  " in done.stdout
    assert [m for m in modules if m.startswith("memstore.cli.")] == []
    assert not {"memstore.storage.store", "memstore.app", "memstore.jobs"} & set(modules)


def test_the_global_help_names_the_variable_behind_each_global_option() -> None:
    """`memstore --help` said where --store falls back to ($MEMSTORE_DIR) but not that --now
    reads $MEMSTORE_NOW, the variable the README's tour and the tests set."""
    from click.testing import CliRunner

    from memstore.cli import cli

    text = " ".join(CliRunner().invoke(cli, ["--help"]).output.split())
    assert "$MEMSTORE_DIR" in text and "$MEMSTORE_NOW" in text, text
