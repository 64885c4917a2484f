"""The base install is small: the commands that need an extra say which, in one line."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

# Run the command line with `module` unimportable, as in an install without its extra.
WITHOUT = """
import sys
sys.modules[sys.argv[1]] = None
from memstore.cli import cli
cli(sys.argv[2:], prog_name="memstore")
"""


@pytest.mark.parametrize(("command", "extra", "module"), [
    (["mcp"], "mcp", "mcp"),
    (["watch"], "watch", "watchdog"),
    (["simulate", "--weeks", "1"], "sim", "matplotlib"),
])
def test_a_command_whose_extra_is_missing_says_which_to_install(
        root: Path, tmp_path: Path, command: list[str], extra: str, module: str) -> None:
    out = tmp_path / "sim"
    args = [*command, "--out", str(out)] if command[0] == "simulate" else command
    ran = subprocess.run([sys.executable, "-c", WITHOUT, module, "--store", str(root), *args],
                         capture_output=True, text=True, timeout=120)
    assert ran.returncode == 1
    assert ran.stdout == ""
    assert ran.stderr == (f"Error: 'memstore {command[0]}' needs the {extra} extra ({module} is "
                          f"not installed); install it with: pip install 'memstore[{extra}]'\n")
    assert not out.exists()  # nothing was started


def test_the_base_install_does_not_need_the_extras(root: Path) -> None:
    """Every other command runs without them: `list`, say, with all three unimportable."""
    code = ("import sys\n"
            "for name in ('mcp', 'watchdog', 'matplotlib'):\n"
            "    sys.modules[name] = None\n"
            "from memstore.cli import cli\n"
            "cli(sys.argv[1:], prog_name='memstore')\n")
    for args in (["list"], ["consolidate"], ["health"]):
        ran = subprocess.run([sys.executable, "-c", code, "--store", str(root), *args],
                             capture_output=True, text=True, timeout=120)
        assert ran.returncode == 0, (args, ran.stderr)
