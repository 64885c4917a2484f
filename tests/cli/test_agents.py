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

from memstore.app.agents import BEGIN, END

Run = Callable[..., Result]
REPO = Path(__file__).resolve().parents[2]


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
    assert "are imported here: @memory/INDEX.md\n" in claude
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


def test_a_block_edited_by_hand_is_not_replaced_silently(tmp_path: Path, run: Run) -> None:
    # A line a person added inside the block ("ALSO: run make lint") was dropped without a word
    # by the next `init --agent`, which said "memstore block updated" (the migration trial).
    store = tmp_path / "memory"
    assert run("init", str(store), "--agent", "claude").exit_code == 0
    claude = tmp_path / "CLAUDE.md"
    written = claude.read_text()
    edited = written.replace("`memstore session end`.",
                             "`memstore session end`. ALSO: run make lint (Tomás).")
    assert edited != written
    claude.write_text(edited)
    result = run("init", str(store), "--agent", "claude")
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: ") and len(result.stderr.splitlines()) == 1
    assert "CLAUDE.md" in result.stderr and "edited by hand" in result.stderr
    assert claude.read_text() == edited
    claude.write_text(written)  # the edit moved out of the block: written as ever
    assert "memstore block unchanged" in run("init", str(store), "--agent", "claude").stdout
    claude.write_text(written.replace("ALSO", "") + "\nALSO: run make lint (Tomás).\n")
    again = run("init", str(store), "--agent", "claude")
    assert again.exit_code == 0 and "ALSO: run make lint" in claude.read_text()


def test_a_fifo_for_an_instruction_file_is_an_error_not_a_hang(tmp_path: Path) -> None:
    """CLAUDE.md comes from git like the store: a FIFO there hung `init --agent` for good."""
    os.mkfifo(tmp_path / "CLAUDE.md")
    done = subprocess.run([sys.executable, "-m", "memstore", "init", str(tmp_path / "memory"),
                           "--agent", "claude"], capture_output=True, text=True,
                          timeout=30)  # (a hang is a TimeoutExpired)
    assert done.returncode == 1
    assert "CLAUDE.md: cannot read it (" in done.stderr and "is a FIFO" in done.stderr
    assert "Traceback" not in done.stderr


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


def _session_command(block: str) -> list[str]:
    """The `memstore session start ...` command the block tells the agent to run."""
    start = block.index("`memstore session start")
    return block[start + 1:block.index("`", start + 1)].split()[1:]


def _loaded(project: Path, text: str, seen: set[Path] | None = None) -> str:
    """An instruction file as Claude Code loads it: each `@path` import replaced by the file."""
    seen = seen or set()
    out = []
    for word in text.split():
        if word.startswith("@") and (project / word[1:]).is_file() \
                and project / word[1:] not in seen:
            seen.add(project / word[1:])
            out.append(_loaded(project, (project / word[1:]).read_text(), seen))
    return text + "\n" + "\n".join(out)


@pytest.mark.parametrize("agent, name", [("claude", "CLAUDE.md"), ("agents", "AGENTS.md"),
                                         ("cursor", ".cursor/rules/memstore.mdc")])
def test_a_session_loads_every_entry_once(tmp_path: Path, run: Run, agent: str, name: str,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """What the instruction file loads by itself plus what the session command it names prints
    holds every rule, long-term entry and working note exactly once."""
    project = tmp_path / "project"
    store = project / "memory"
    assert run("init", str(store), "--agent", agent).exit_code == 0
    monkeypatch.setenv("MEMSTORE_DIR", str(store))
    ids = [run("add", text, *flags).stdout.strip() for text, flags in (
        ("Never commit .env files", ("--kind", "security_rule", "--source", "user")),
        ("The login test is flaky on CI", ()),
    )]
    (store / "long_term" / "deploy-day.md").write_text(
        "---\nkind: fact\ncreated: 2026-11-01T00:00:00Z\n---\n- Deploys go out on Tuesdays.\n")
    ids.append("deploy-day")
    assert run("index").exit_code == 0
    instructions = _loaded(project, (project / name).read_text())
    started = run(*_session_command(_block((project / name).read_text())))
    assert started.exit_code == 0, started.stderr
    everything = instructions + started.stdout
    for entry_id in ids:
        assert everything.count(f"`{entry_id}`") == 1, (entry_id, everything)
    assert "Never commit .env files" in everything


def test_the_review_workflow_the_block_describes_runs_end_to_end(
        tmp_path: Path, memstore_bin: Callable[..., subprocess.CompletedProcess[str]]) -> None:
    """Each command the block names, in a real process, as an agent would run them."""
    store = tmp_path / "memory"

    def ms(now: str, *args: str) -> str:
        done = memstore_bin("--store", str(store), "--now", now, *args)
        assert done.returncode == 0, done.stderr
        return done.stdout

    ms("2026-11-01T09:00:00Z", "init", str(store), "--agent", "agents")
    block = _block((tmp_path / "AGENTS.md").read_text())
    for needle in ("memstore resolve", "--over", "--both", "--merge",
                   "memstore contradict ID --by NEW_ID"):
        assert needle in block, needle

    ms("2026-11-01T09:00:00Z", "session", "start")
    old = ms("2026-11-01T09:05:00Z", "add", "The API listens on port 8080", "--kind", "fact",
             "--source", "user").strip()
    ms("2026-11-01T17:00:00Z", "session", "end")
    ms("2026-11-08T09:00:00Z", "session", "start")
    new = ms("2026-11-08T09:05:00Z", "add", "The API listens on port 9090", "--kind", "fact",
             "--source", "user").strip()
    ms("2026-11-08T17:00:00Z", "session", "end")  # consolidates: the pair is flagged

    waiting = ms("2026-11-09T09:00:00Z", "resolve")
    assert waiting.startswith("1 decision waits for review:")
    assert f"memstore resolve {new} --over {old}" in waiting
    assert old not in ms("2026-11-09T09:00:00Z", "recall", "api port")

    ms("2026-11-09T09:01:00Z", "resolve", new, "--over", old)
    assert ms("2026-11-09T09:02:00Z", "resolve") == "Nothing waits for review.\n"
    assert new in ms("2026-11-09T09:02:00Z", "recall", "api port")
    assert "port 9090" in ms("2026-11-09T09:02:00Z", "context")
    # Months of lifecycle later, the decided entry is still there, unpenalized.
    ms("2027-02-01T09:00:00Z", "retention", "run", "--apply")
    assert new in ms("2027-02-01T09:00:00Z", "list", "--layer", "long_term")


def test_a_crlf_instruction_file_keeps_its_line_ends(tmp_path: Path, run: Run) -> None:
    # A CLAUDE.md saved with CRLF line ends got the block in LF: a file of mixed line ends, and
    # on a clone that checks files out in CRLF the next `init --agent` rewrote the whole block.
    claude = tmp_path / "CLAUDE.md"
    claude.write_bytes(b"# Rules\r\n\r\n- Never commit .env files.\r\n")
    store = tmp_path / "memory"
    assert run("init", str(store), "--agent", "claude").exit_code == 0
    data = claude.read_bytes()
    assert data.count(b"\n") == data.count(b"\r\n") and BEGIN.encode() in data
    again = run("init", str(store), "--agent", "claude")
    assert "memstore block unchanged" in again.stdout and claude.read_bytes() == data
