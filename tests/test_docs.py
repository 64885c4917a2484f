"""The documentation stays true: every command is documented and the reference is current."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def _generator():
    spec = importlib.util.spec_from_file_location("gen_command_docs",
                                                  REPO / "scripts" / "gen_command_docs.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["gen_command_docs"] = module
    spec.loader.exec_module(module)
    return module


def test_every_command_is_in_the_readme() -> None:
    from memstore.cli import cli

    readme = (REPO / "README.md").read_text()
    missing = [" ".join(path) for path, _ in _generator().walk(cli, [])
               if f"memstore {' '.join(path)}" not in readme]
    assert missing == [], f"commands missing from README.md: {missing}"


def test_the_command_reference_is_current() -> None:
    page = (REPO / "docs" / "commands.md").read_text()
    assert page == _generator().render(), "run: python scripts/gen_command_docs.py"


def test_every_command_has_help_text() -> None:
    from memstore.cli import cli

    for path, command in _generator().walk(cli, []):
        assert command.help and len(command.help.strip()) > 20, " ".join(path)
