"""Secrets never enter memory: every way text gets in is screened (the detector itself is
tested in test_secrets.py). `add` refuses by default, naming the rule and never echoing the
secret; `secrets.mode: redact` stores a redaction instead; `lint` finds one already in a file,
in any frontmatter key or the body; `migrate` and the MCP `remember` tool refuse the same."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import anyio
import pytest
from click.testing import CliRunner, Result

from memstore.app.scaffold import init_store
from memstore.cli import cli
from memstore.storage.configfile import update

NOW = "2026-11-20T12:00:00Z"
TOKEN = "ghp_" + "k3J9x2QmZ7pL4wR8vT1nY6bC5dF0gH2sA9eU"
URL = "postgres://deploy:" + "Xk9mP2vL8qRz" + "@db.internal:5432/app"


@pytest.fixture
def root(tmp_path: Path) -> Path:
    folder = tmp_path / "memory"
    init_store(folder)
    return folder


def ms(root: Path, *args: str) -> Result:
    return CliRunner().invoke(cli, ["--store", str(root), "--now", NOW, *args],
                              catch_exceptions=False)


def _entries(root: Path) -> list[Path]:
    return sorted(p for p in root.glob("*/*.md"))


@pytest.mark.parametrize(("text", "rule"), [
    (f"Deploy with token {TOKEN}", "github-token"),
    (f"The database is at {URL}", "url-password"),
    ('Set API_KEY = "9f8e7d6c5b4a39281706f5e4d3c2b1a0ffeeddcc" in the env', "secret-keyword"),
])
def test_add_refuses_a_secret_naming_the_rule(root: Path, text: str, rule: str) -> None:
    result = ms(root, "add", text)
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: the text: refused, it looks like it contains a "
                                    "secret (")
    assert rule in result.stderr
    assert "secrets.mode: redact" in result.stderr
    assert TOKEN not in result.output and "Xk9mP2vL8qRz" not in result.output
    assert _entries(root) == []
    assert (root / "log" / "events.jsonl").read_text() == ""


def test_a_secret_in_the_title_is_refused_too(root: Path) -> None:
    result = ms(root, "add", "Use the deploy token", "--title", f"token {TOKEN}")
    assert result.exit_code == 1 and "the title: refused" in result.stderr
    assert _entries(root) == []


def test_redact_mode_stores_the_note_without_the_secret(root: Path) -> None:
    update(root, "secrets.mode", "redact")
    result = ms(root, "add", f"Deploy with token {TOKEN} from the CI vault")
    assert result.exit_code == 0, result.output
    (path,) = _entries(root)
    text = path.read_text()
    assert TOKEN not in text
    assert "Deploy with token [REDACTED:github-token] from the CI vault" in text
    assert ms(root, "lint").exit_code == 0


def test_lint_finds_a_secret_anywhere_in_a_hand_written_file(root: Path) -> None:
    (root / "long_term" / "hand-written.md").write_text(
        f'---\nid: hand-written\ntitle: Calling the API\napi_key: "{TOKEN}"\n---\n'
        "- Call the API with the key from the vault.\n")
    (root / "long_term" / "hand-body.md").write_text(
        f"---\nid: hand-body\n---\n- Connect with {URL}\n")
    (root / "working" / "clean-note.md").write_text("- Nothing to hide here.\n")
    result = ms(root, "lint", "--json")
    assert result.exit_code == 1
    found = [e for e in json.loads(result.stdout)["errors"] if e["code"] == "secret"]
    assert [(e["path"], e["message"].split(";")[0]) for e in found] == [
        ("long_term/hand-body.md", "password in a URL on line 4"),
        ("long_term/hand-written.md", "GitHub token on line 4"),
    ]
    assert TOKEN not in result.output and "Xk9mP2vL8qRz" not in result.output


def test_migrate_refuses_a_record_with_a_secret_and_imports_the_rest(root: Path,
                                                                     tmp_path: Path) -> None:
    source = tmp_path / "MEMORY.md"
    source.write_text(f"- Prefer small pull requests.\n- Deploy with {TOKEN}.\n")
    result = ms(root, "migrate", str(source), "--apply")
    assert result.exit_code == 0, result.output
    assert "github-token" in result.stderr
    texts = "".join(p.read_text() for p in _entries(root))
    assert "Prefer small pull requests" in texts and TOKEN not in texts


def test_the_mcp_remember_tool_refuses_a_secret(root: Path) -> None:
    from memstore.mcp.server import build_server

    server = build_server(root)
    try:
        result: Any = anyio.run(server.call_tool, "remember", {"text": f"token {TOKEN}"})
        message = str(result.content[0].text)
        assert result.is_error
    except Exception as exc:  # noqa: BLE001 - the SDK may raise its ToolError instead
        message = str(exc)
    assert "github-token" in message and TOKEN not in message
    assert _entries(root) == []
