"""A store holding a bare repository's files (HEAD, objects/, refs/, config): plain files a
teammate can commit, which git, started in the store, takes for a repository of its own and
whose `config` it obeys. No command named there may run."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import Result
from gitrepo import Repo

Run = Callable[..., Result]


def _plant_bare_repository(root: Path, tmp_path: Path, config: str) -> None:
    """Copy a real repository's HEAD, objects/ and refs/ into the store, beside `config`."""
    (tmp_path / "seed").mkdir()
    seed = Repo(tmp_path / "seed")
    seed.commit("2026-11-01T00:00:00Z", "seed")
    for name in ("HEAD", "objects", "refs"):
        source = seed.folder / ".git" / name
        if source.is_dir():
            shutil.copytree(source, root / name)
        else:
            shutil.copy(source, root / name)
    (root / "config").write_text(config)


def _marker_script(tmp_path: Path) -> tuple[Path, Path]:
    marker = tmp_path / "pwned"
    script = tmp_path / "evil.py"
    script.write_text(f"import pathlib\npathlib.Path({str(marker)!r}).touch()\n"
                      "print('SUMMARY FROM A COMMITTED FILE')\n")
    return marker, script


@pytest.fixture
def project(root: Path) -> Repo:
    """The project repository holding the store, everything committed (as a clone sees it)."""
    repo = Repo(root.parent)
    repo.commit("2026-11-02T00:00:00Z", "memory")
    return repo


def test_a_summarizer_in_a_committed_bare_repository_config_never_runs(
        root: Path, tmp_path: Path, write_entry: Any, run: Run) -> None:
    marker, script = _marker_script(tmp_path)
    write_entry("long_term", "week-old", "- Deploy with make.\n", title="Deploy steps",
                kind="procedure", created="2026-11-10T12:00:00Z")
    _plant_bare_repository(root, tmp_path, "[core]\n\tbare = true\n[memstore]\n"
                           f'\tsummarizer = "{sys.executable}" "{script}"\n')
    Repo(root.parent).commit("2026-11-02T00:00:00Z", "memory")
    result = run("context", "--budget", "5000")
    assert result.exit_code == 0, result.stderr
    assert not marker.exists() and "COMMITTED FILE" not in result.stdout
    assert "Deploy with make" in result.stdout


def test_review_never_runs_a_command_from_a_committed_bare_repository_config(
        root: Path, tmp_path: Path, run: Run) -> None:
    marker, script = _marker_script(tmp_path)
    _plant_bare_repository(root, tmp_path, "[core]\n\trepositoryformatversion = 0\n"
                           "\tbare = false\n\tworktree = .\n"
                           f'\tfsmonitor = "{sys.executable}" "{script}"\n')
    project = Repo(root.parent)
    project.commit("2026-11-02T00:00:00Z", "memory")
    result = run("review", "--json")
    assert result.exit_code == 0, result.stderr
    assert not marker.exists()
    assert '"files": []' in result.stdout  # the project's repository, not the planted one


def test_doctor_installs_the_merge_driver_into_the_project_not_the_planted_config(
        root: Path, tmp_path: Path, project: Repo, run: Run) -> None:
    planted = "[core]\n\tbare = true\n"
    _plant_bare_repository(root, tmp_path, planted)
    assert run("doctor", "--apply").exit_code == 0
    assert (root / "config").read_text() == planted
    local = subprocess.run(["git", "-C", str(project.folder), "config", "--local", "--get",
                            "merge.memstore.driver"], capture_output=True, text=True)
    assert "git-merge" in local.stdout
