"""A symlink committed to a store never makes memstore read or write outside it (issue 18).

A clone can hold `memory/.cache/lock -> ../../README.md` or `memory/log/events.jsonl ->
../../Makefile`: every command that would write through one refuses with an error naming it,
`lint` and `doctor` list it, and nothing outside the store (nor the link) changes.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
import storecheck
from click.testing import CliRunner, Result

from memstore.app.scaffold import init_store
from memstore.cli import cli
from memstore.core.fileformat import render

NOW = "2026-11-20T12:00:00Z"
README = "# The project\n\nDo not overwrite me.\n"
MAKEFILE = "all:\n\techo build\n"


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """A project folder with a README and a Makefile beside its store (as in a clone)."""
    project = tmp_path / "project"
    project.mkdir()
    (project / "README.md").write_text(README)
    (project / "Makefile").write_text(MAKEFILE)
    (project / "outside").mkdir()
    (project / "outside" / "secret.md").write_text("---\nid: secret\n---\n- TOPSECRET\n")
    init_store(project / "memory")
    (project / "memory" / "long_term" / "use-uv-aaaa.md").write_text(render(
        {"id": "use-uv-aaaa", "title": "Use uv", "kind": "convention", "status": "active",
         "created": "2026-10-01T09:00:00Z", "last_confirmed": "2026-10-01T09:00:00Z",
         "schema": 1}, "- Use uv for dependencies.\n"))
    return project


def ms(project: Path, *args: str) -> Result:
    return CliRunner().invoke(cli, ["--store", str(project / "memory"), "--now", NOW, *args])


def outside_state(project: Path) -> dict[str, bytes]:
    """Every file of the project outside its store, by path (what no command may change)."""
    return {p.relative_to(project).as_posix(): p.read_bytes()
            for p in sorted(project.rglob("*"))
            if p.is_file() and "memory" not in p.relative_to(project).parts}


def link(project: Path, rel: str, target: str) -> Path:
    path = project / "memory" / rel
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    else:
        path.unlink(missing_ok=True)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.symlink_to(target)
    return path


# (the link inside the store, where it points from there, commands that must not write through it)
LINKS = [
    (".cache/lock", "../../README.md",
     [("doctor", "--apply"), ("confirm", "use-uv-aaaa"), ("index",), ("lint", "--fix"),
      ("retention", "run", "--apply")]),
    ("log/events.jsonl", "../../Makefile",
     [("add", "Run make before pushing"), ("confirm", "use-uv-aaaa"), ("doctor", "--apply")]),
    ("log/recall.jsonl", "../../Makefile", [("recall", "uv"), ("recall", "uv", "--session", "s1")]),
    (".cache", "../outside", [("add", "A note"), ("list",), ("recall", "uv"), ("consolidate",
                                                                             "--apply")]),
    ("INDEX.md", "../README.md",
     [("index",), ("add", "Prefer tabs", "--kind", "preference", "--source", "user"),
      ("confirm", "use-uv-aaaa"), ("doctor", "--apply")]),
    ("log", "../outside", [("add", "A note"), ("recall", "uv")]),
]


@pytest.mark.parametrize(("rel", "target", "commands"), LINKS, ids=[x[0] for x in LINKS])
def test_a_committed_symlink_is_never_written_through(repo: Path, rel: str, target: str,
                                                      commands: list[tuple[str, ...]]) -> None:
    path = link(repo, rel, target)
    before = outside_state(repo)
    for args in commands:
        result = ms(repo, *args)
        assert result.exception is None or isinstance(result.exception, SystemExit), (
            args, result.exception)
        if result.exit_code != 0:
            assert result.exit_code == 1 and result.stderr.startswith("Error: "), args
            assert rel in result.stderr and "symlink" in result.stderr, (args, result.stderr)
        assert outside_state(repo) == before, args
        assert path.is_symlink() and os.readlink(path) == target, args
    lint = ms(repo, "lint")
    assert lint.exit_code == 1 and f"{rel}: symlink: " in lint.stdout, lint.output
    doctor = ms(repo, "doctor")
    assert doctor.exit_code == 0 and rel in doctor.stdout and "symlink" in doctor.stdout
    assert outside_state(repo) == before


def test_an_add_refused_for_a_symlinked_log_leaves_no_entry(repo: Path) -> None:
    link(repo, "log/events.jsonl", "../../Makefile")
    result = ms(repo, "add", "Run make before pushing")
    assert result.exit_code == 1 and "log/events.jsonl" in result.stderr
    assert list((repo / "memory" / "working").glob("*.md")) == []
    assert (repo / "Makefile").read_text() == MAKEFILE


def test_a_symlink_to_a_file_inside_the_store_is_not_followed_either(repo: Path) -> None:
    # Reading through it would show one file under two ids; rewriting it would replace the link.
    link(repo, "working/alias.md", "../long_term/use-uv-aaaa.md")
    listed = ms(repo, "list")
    assert "alias" not in listed.stdout and "working/alias.md" in listed.stderr
    lint = ms(repo, "lint")
    assert lint.exit_code == 1 and "working/alias.md" in lint.stdout


def test_doctor_reports_symlinked_entries_and_folders_and_never_follows_them(
        repo: Path) -> None:
    root = repo / "memory"
    passwd = link(repo, "working/passwd.md", "../../outside/secret.md")
    folder = link(repo, "long_term/topic", "../../outside")
    before = outside_state(repo)
    snapshot = storecheck.snapshot_tree(root)
    dry = ms(repo, "doctor")
    assert dry.exception is None or isinstance(dry.exception, SystemExit), dry.exception
    assert dry.exit_code == 0, dry.output
    assert "working/passwd.md" in dry.stdout and "long_term/topic" in dry.stdout
    assert "TOPSECRET" not in dry.output
    applied = ms(repo, "doctor", "--apply")
    assert applied.exception is None or isinstance(applied.exception, SystemExit)
    assert applied.exit_code == 0, applied.output
    assert passwd.is_symlink() and folder.is_symlink()
    assert outside_state(repo) == before
    assert "TOPSECRET" not in "".join(p.read_text() for p in root.rglob("*.md")
                                      if not p.is_symlink() and p.is_file())
    after = storecheck.snapshot_tree(root)
    assert {k: v for k, v in after.items() if not k.startswith(("reports/", "log/", "INDEX"))} \
        == {k: v for k, v in snapshot.items() if not k.startswith(("reports/", "log/", "INDEX"))}


def test_a_symlinked_config_is_refused(repo: Path) -> None:
    (repo / "outside" / "memstore.yaml").write_text("decay:\n  half_life_days: 30\n")
    link(repo, "memstore.yaml", "../outside/memstore.yaml")
    result = ms(repo, "list")
    assert result.exit_code == 1 and "memstore.yaml" in result.stderr
    assert "symlink" in result.stderr


def test_mcp_tools_never_write_through_a_symlinked_log(repo: Path) -> None:
    import anyio

    from memstore.mcp.server import build_server

    link(repo, "log/events.jsonl", "../../Makefile")
    link(repo, "log/recall.jsonl", "../../README.md")
    server = build_server(repo / "memory")
    for name, arguments in (("remember", {"text": "Run make before pushing"}),
                            ("confirm", {"id": "use-uv-aaaa"}),
                            ("recall", {"query": "uv"})):
        try:
            result = anyio.run(server.call_tool, name, arguments)
            message = str(result.content[0].text)
            assert getattr(result, "is_error", False), (name, message)
        except Exception as exc:  # noqa: BLE001 - a ToolError is the refusal we want
            message = str(exc)
        assert "symlink" in message and "log/" in message, (name, message)
    assert (repo / "Makefile").read_text() == MAKEFILE
    assert (repo / "README.md").read_text() == README
    assert list((repo / "memory" / "working").glob("*.md")) == []
