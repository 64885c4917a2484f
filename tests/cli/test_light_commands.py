"""The commands an agent runs while it works do not load the judge.

`add`, `recall`, `context` and the rest run many times a session, each in a process of its own,
so what they import is paid on every call. The judge (memstore.core.judge) compiles some
hundreds of patterns as it is imported, about 0.2 s, which only the commands that compare
entries need. Each command here runs with the judge unimportable, as `test_extras.py` runs
commands without their extras: a command that imported it would fail.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

NOW = "2026-11-20T12:00:00Z"

# Run the command line with the judge unimportable.
WITHOUT_JUDGE = """
import sys
sys.modules["memstore.core.judge"] = None
from memstore.cli import cli
cli(sys.argv[1:], prog_name="memstore")
"""


def _run(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", WITHOUT_JUDGE, "--store", str(root),
                           "--now", NOW, *args], capture_output=True, text=True, timeout=120)


@pytest.fixture
def entry_id(root: Path) -> str:
    """One entry, added with the judge unimportable."""
    added = _run(root, "add", "--kind", "convention",
                 "Deploys go through the release.yml workflow.")
    assert added.returncode == 0, added.stderr
    return added.stdout.strip()


@pytest.mark.parametrize("command", [
    ["add", "The staging database is wiped every Sunday."],
    ["list"],
    ["show", "{id}"],
    ["recall", "deploy workflow"],
    ["context"],
    ["lint"],
    ["index"],
    ["confirm", "{id}"],
    ["used", "{id}"],
    ["contradict", "{id}"],
    ["preserve", "{id}"],
    ["decay"],
    ["wisdom"],
    ["session", "start"],
    ["doctor"],
    ["prune"],
    ["purge"],
])
def test_an_everyday_command_runs_without_the_judge(
        root: Path, entry_id: str, command: list[str]) -> None:
    ran = _run(root, *(arg.format(id=entry_id) for arg in command))
    assert ran.returncode == 0, ran.stderr
    assert "Traceback" not in ran.stderr


def test_recall_without_the_judge_still_finds_the_entry(root: Path, entry_id: str) -> None:
    ran = _run(root, "recall", "release workflow")
    assert ran.returncode == 0, ran.stderr
    assert entry_id in ran.stdout


def test_a_command_that_compares_entries_does_need_it(root: Path, entry_id: str) -> None:
    """The guard: with the judge unimportable, consolidation cannot run, so the runs above
    would fail if their commands imported it."""
    ran = _run(root, "consolidate")
    assert ran.returncode != 0
    assert "memstore.core.judge" in ran.stderr
