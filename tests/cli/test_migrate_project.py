"""`memstore migrate` on a project's agent memory, as a team that already has one meets it
(session 57's migration trial): a project folder holding CLAUDE.md, AGENTS.md, rule files in
dot folders, a Cline memory bank and the store itself, and instruction files that already hold
memstore's own block."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from memstore.core.fileformat import parse

CLAUDE = """\
# CLAUDE.md

## Security

- Never commit `.env` files.
- Never log full card numbers; mask to the last 4 digits.

## Code Style

- Line length is 100 characters.
"""


def entries(root: Path) -> dict[str, dict[str, Any]]:
    """Every entry of the store: id -> frontmatter and body."""
    out = {}
    for layer in ("working", "long_term", "archive"):
        for path in sorted((root / layer).rglob("*.md")):
            parsed = parse(path.read_text("utf-8"))
            out[str(parsed.meta["id"])] = {**parsed.meta, "body": parsed.body,
                                           "rel": path.relative_to(root).as_posix()}
    return out


def migrated(run: Any, source: Path, *more: str) -> dict[str, Any]:
    result = run("migrate", str(source), "--json", *more)
    assert result.exit_code == 0, result.stderr
    return dict(json.loads(result.stdout))


def test_the_memstore_block_of_an_instruction_file_is_not_imported(
        run: Any, root: Path) -> None:
    # After `init --agent claude`, migrating CLAUDE.md imported memstore's own instructions as
    # twelve user-stated rules ("<!-- memstore:begin -->" among them).
    project = root.parent
    (project / "CLAUDE.md").write_text(CLAUDE)
    assert run("init", str(root), "--agent", "claude").exit_code == 0
    assert "memstore:begin" in (project / "CLAUDE.md").read_text()
    plan = migrated(run, project / "CLAUDE.md", "--apply")
    assert [i["from"] for i in plan["items"]] == ["CLAUDE.md:5", "CLAUDE.md:6", "CLAUDE.md:10"]
    assert not any("memstore" in e["body"] for e in entries(root).values())
