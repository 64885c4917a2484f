"""The documentation stays true: every command is documented and the reference is current."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


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


def _tour() -> list[tuple[str, list[str]]]:
    """The README tour: each `$ command` with the output lines shown under it."""
    readme = (REPO / "README.md").read_text()
    block = readme.split("## A five-minute tour", 1)[1].split("```console\n", 1)[1]
    steps: list[tuple[str, list[str]]] = []
    for line in block.split("\n```", 1)[0].splitlines():
        if line.startswith("$ "):
            steps.append((line[2:].split("  #", 1)[0].strip(), []))
        elif steps:
            steps[-1][1].append(line.split("  #", 1)[0].strip())
    return steps


def test_the_readme_tour_runs_as_written(tmp_path: Path) -> None:
    """Every step of the tour works in a fresh git repository, in order, and prints the ids it
    shows (at the moment the tour was written): no step names an id the tour never made."""
    import os
    import subprocess

    steps = _tour()
    assert steps[0][0] == "memstore init" and len(steps) > 15
    notes = tmp_path / "home" / "notes"
    notes.mkdir(parents=True)
    (notes / "MEMORY.md").write_text("# Notes\n\n- Use ruff for linting.\n")
    project = tmp_path / "project"
    project.mkdir()
    script = ["set -u", "git init -q -b main . && git config user.email t@t.invalid "
              "&& git config user.name tour"]
    for n, (command, _) in enumerate(steps):
        script.append(f"{command} >out-{n} 2>&1; echo $? >rc-{n}")
    env = {**os.environ, "HOME": str(tmp_path / "home"), "MEMSTORE_NOW": "2026-11-20T09:00:00Z",
           "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}",
           "GIT_CONFIG_NOSYSTEM": "1"}
    env.pop("MEMSTORE_DIR", None)
    subprocess.run(["bash", "-c", "\n".join(script)], cwd=project, env=env, check=True,
                   timeout=300)
    for n, (command, shown) in enumerate(steps):
        out = (project / f"out-{n}").read_text()
        assert (project / f"rc-{n}").read_text().strip() == "0", (command, out)
        for line in shown:
            assert line.split()[0] in out, (command, line, out)
    diff = steps.index(next(s for s in steps if "git diff" in s[0]))
    assert "rename from memory/working/" in (project / f"out-{diff}").read_text()
