"""The command line's commands are registered in one place, each name once."""

from __future__ import annotations

from collections import Counter

import click
import pytest

from memstore import cli as cli_package
from memstore.cli import COMMAND_MODULES, cli


def _listed() -> list[click.Command]:
    return [command for module in COMMAND_MODULES for command in module.COMMANDS]


def test_each_command_name_is_registered_once() -> None:
    names = Counter(command.name for command in _listed())
    assert [name for name, n in names.items() if n > 1] == []
    assert set(cli.commands) == set(names)
    for command in _listed():
        assert cli.commands[str(command.name)] is command


def test_every_command_a_module_defines_is_reachable() -> None:
    """A command written but left out of its module's COMMANDS would silently not exist."""
    reachable = {id(c) for c in _listed()}
    for command in _listed():
        if isinstance(command, click.Group):
            reachable.update(id(c) for c in command.commands.values())
    for module in COMMAND_MODULES:
        defined = [v for v in vars(module).values() if isinstance(v, click.Command)]
        assert [c.name for c in defined if id(c) not in reachable] == [], module.__name__


def test_a_second_command_of_the_same_name_is_refused() -> None:
    group = click.Group("g")
    first, second = click.Command("index"), click.Command("index")
    cli_package._register(group, first)
    with pytest.raises(RuntimeError, match="two commands named 'index'"):
        cli_package._register(group, second)
    assert group.commands["index"] is first
