"""Agent integration: `init --agent`, the pre-commit hook, and shell completion."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
import yaml
from click.testing import Result

from memstore.agents import BEGIN, END

Run = Callable[..., Result]
REPO = Path(__file__).resolve().parent.parent


def _block(text: str) -> str:
    return text[text.index(BEGIN):text.index(END) + len(END)]


@pytest.mark.parametrize("agent, name", [("claude", "CLAUDE.md"), ("agents", "AGENTS.md"),
                                         ("cursor", ".cursor/rules/memstore.mdc")])
def test_init_agent_writes_a_block_once(tmp_path: Path, run: Run, agent: str, name: str) -> None:
    store = tmp_path / "project" / "memory"
    first = run("init", str(store), "--agent", agent)
    assert first.exit_code == 0, first.stderr
    path = tmp_path / "project" / name
    assert f"{name}: memstore block created" in first.stdout
    text = path.read_text()
    block = _block(text)
    for needle in ("memstore session start", "memory/INDEX.md", "memstore add",
                   "memstore confirm", "memstore contradict", "memstore recall"):
        assert needle in block, needle
    second = run("init", str(store), "--agent", agent)
    assert "nothing to do" in second.stdout and "memstore block unchanged" in second.stdout
    assert path.read_text() == text


def test_claude_imports_the_index_and_cursor_always_applies(tmp_path: Path, run: Run) -> None:
    store = tmp_path / "memory"
    assert run("init", str(store), "--agent", "claude", "--agent", "cursor").exit_code == 0
    claude = (tmp_path / "CLAUDE.md").read_text()
    assert "\n- The long-term index alone: @memory/INDEX.md\n" in claude
    rule = (tmp_path / ".cursor" / "rules" / "memstore.mdc").read_text()
    assert rule.startswith("---\n")
    header = yaml.safe_load(rule.split("---\n")[1])
    assert header["alwaysApply"] is True and header["description"]


def test_an_existing_file_keeps_its_text_and_an_old_block_is_updated_in_place(
        tmp_path: Path, run: Run) -> None:
    claude = tmp_path / "CLAUDE.md"
    claude.write_text(f"# Rules\n\nUse tabs.\n\n{BEGIN}\nold advice\n{END}\n\n## More\n\nEnd.\n")
    result = run("init", str(tmp_path / "memory"), "--agent", "claude")
    assert "CLAUDE.md: memstore block updated" in result.stdout
    text = claude.read_text()
    assert text.startswith("# Rules\n\nUse tabs.\n\n" + BEGIN)
    assert text.endswith(END + "\n\n## More\n\nEnd.\n")
    assert "old advice" not in text and text.count(BEGIN) == 1

    claude.write_text("# Rules\n")
    run("init", str(tmp_path / "memory"), "--agent", "claude")
    assert claude.read_text().startswith("# Rules\n\n" + BEGIN)


def test_a_store_in_another_folder_is_named_relative_to_the_project(tmp_path: Path,
                                                                   run: Run) -> None:
    run("init", str(tmp_path / "notes"), "--agent", "claude")
    assert "@notes/INDEX.md" in (tmp_path / "CLAUDE.md").read_text()


def test_broken_markers_are_an_error_and_leave_the_file_alone(tmp_path: Path, run: Run) -> None:
    agents = tmp_path / "AGENTS.md"
    agents.write_text(f"# Agents\n{BEGIN}\nno end marker\n")
    result = run("init", str(tmp_path / "memory"), "--agent", "agents")
    assert result.exit_code == 1
    assert "AGENTS.md" in result.stderr and "markers" in result.stderr
    assert agents.read_text() == f"# Agents\n{BEGIN}\nno end marker\n"


def test_the_pre_commit_hook_runs_memstore_lint() -> None:
    hooks = yaml.safe_load((REPO / ".pre-commit-hooks.yaml").read_text())
    hook = next(h for h in hooks if h["id"] == "memstore-lint")
    assert hook["entry"] == "memstore lint"
    assert hook["language"] == "python" and hook["pass_filenames"] is False


def test_shell_completion_is_clicks_own() -> None:
    """The installed `memstore` script prints a completion script, as documented."""
    script = Path(sys.executable).parent / "memstore"
    done = subprocess.run([str(script)], capture_output=True, text=True, timeout=30,
                          env={**os.environ, "_MEMSTORE_COMPLETE": "bash_source"})
    assert done.returncode == 0, done.stderr
    assert "_memstore_completion" in done.stdout and "complete " in done.stdout
    docs = (REPO / "docs" / "integrations.md").read_text()
    assert "_MEMSTORE_COMPLETE=bash_source memstore" in docs
