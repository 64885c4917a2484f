"""Nothing outside the store is read or written because of what a file or an argument says:
ids, links, archive targets, symlinks and MCP arguments that try `..`, `/` or a symlink out
are refused or ignored, with a clear error; nothing outside is touched."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import anyio
import pytest
import storecheck
from click.testing import CliRunner, Result

from memstore.app.scaffold import init_store
from memstore.cli import cli
from memstore.core.errors import UnsafePath
from memstore.core.fileformat import render
from memstore.storage.store import Store

NOW = "2026-11-20T12:00:00Z"
SECRET = "TOPSECRET-outside-the-store"
ESCAPES = ["../../outside/secret", "/etc/passwd", "..", "long_term/../../outside/secret",
           "good-entry-aaaa/../../x", "~/x"]


@pytest.fixture
def land(tmp_path: Path) -> tuple[Path, Path]:
    """A store, and a folder beside it holding what an escape would reach."""
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.md").write_text(f"---\nid: secret\n---\n- {SECRET}\n")
    (outside / "secret").write_text(SECRET)
    root = tmp_path / "memory"
    init_store(root)
    _entry(root, "long_term/good-entry-aaaa.md", "- Use uv for dependencies.\n",
           title="Use uv for dependencies", kind="convention")
    return root, outside


def _entry(root: Path, rel: str, body: str, **meta: Any) -> None:
    meta = {"status": "active", "created": "2026-10-01T09:00:00Z",
            "last_confirmed": "2026-10-01T09:00:00Z", "schema": 1, **meta}
    (root / rel).write_text(render({"id": Path(rel).stem, **meta}, body))


def ms(root: Path, *args: str) -> Result:
    return CliRunner().invoke(cli, ["--store", str(root), "--now", NOW, *args],
                              catch_exceptions=False)


def _untouched(outside: Path) -> None:
    assert sorted(p.name for p in outside.iterdir()) == ["secret", "secret.md"]
    assert (outside / "secret").read_text() == SECRET


@pytest.mark.parametrize("ref", ESCAPES)
@pytest.mark.parametrize("command", [("show",), ("confirm",), ("used",), ("preserve",),
                                     ("restore",), ("contradict",),
                                     ("contradict", "good-entry-aaaa", "--by")])
def test_ids_that_try_to_leave_the_store_are_refused(land: tuple[Path, Path], ref: str,
                                                     command: tuple[str, ...]) -> None:
    root, outside = land
    before = storecheck.snapshot_tree(root)
    result = ms(root, *command, ref)
    assert result.exit_code == 1, result.output
    assert result.stderr.startswith("Error: ") and ref in result.stderr
    assert SECRET not in result.output
    assert storecheck.snapshot_tree(root) == before
    _untouched(outside)


@pytest.mark.parametrize("ref", ESCAPES)
def test_a_parent_that_is_a_path_is_refused_by_add(land: tuple[Path, Path], ref: str) -> None:
    root, outside = land
    result = ms(root, "add", "A note", "--parent", ref)
    assert result.exit_code == 1 and "is not a valid id" in result.stderr
    assert list((root / "working").glob("*.md")) == []
    _untouched(outside)


def test_links_that_name_paths_are_never_followed_and_doctor_removes_them(
        land: tuple[Path, Path]) -> None:
    root, outside = land
    _entry(root, "long_term/linked-entry-bbbb.md", "- Deploy with make deploy.\n",
           title="Deploy with make", kind="procedure", status="compacted",
           supersedes=["../../outside/secret"], sources=["/etc/passwd", "good-entry-aaaa"],
           parent="../outside/secret")
    _entry(root, "archive/archived-entry-cccc.md", "- Old fact.\n", status="archived",
           compacted_into="../outside/secret", archived_at="2026-11-01T00:00:00Z",
           archived_from="../../outside")
    for args in (("show", "linked-entry-bbbb"), ("recall", "deploy", "--deep"), ("context",),
                 ("list", "--json"), ("doctor",)):
        result = ms(root, *args)
        assert result.exit_code == 0, (args, result.output)
        assert SECRET not in result.output
    lint = ms(root, "lint")
    assert lint.exit_code == 1
    assert lint.stdout.count("dangling-link") == 4
    ms(root, "doctor", "--apply")
    assert ms(root, "lint").exit_code == 0
    snapshot = Store(root).load()
    assert snapshot.get("linked-entry-bbbb").sources == ["good-entry-aaaa"]
    assert snapshot.get("linked-entry-bbbb").links() == [("sources", "good-entry-aaaa")]
    _untouched(outside)


def test_an_archive_target_outside_the_layers_restores_into_the_store(
        land: tuple[Path, Path]) -> None:
    root, outside = land
    _entry(root, "archive/archived-entry-cccc.md", "- Old fact.\n", status="archived",
           archived_at="2026-11-01T00:00:00Z", archived_from="../../outside")
    result = ms(root, "restore", "archived-entry-cccc")
    assert result.exit_code == 0, result.output
    assert (root / "long_term" / "archived-entry-cccc.md").exists()
    _untouched(outside)


def test_an_entry_symlinked_outside_is_refused_and_left_alone(land: tuple[Path, Path]) -> None:
    root, outside = land
    link = root / "long_term" / "secret.md"
    link.symlink_to(outside / "secret.md")
    listed = ms(root, "list")
    assert "secret" not in listed.stdout and "long_term/secret.md" in listed.stderr
    lint = ms(root, "lint")
    assert lint.exit_code == 1 and "symlink points outside the store" in lint.stdout
    for args in (("recall", "TOPSECRET"), ("show", "secret"), ("retention", "run", "--apply"),
                 ("doctor", "--apply"), ("lint", "--fix")):
        result = ms(root, *args)
        assert SECRET not in result.stdout, args
    assert link.is_symlink()
    _untouched(outside)


def test_a_layer_folder_symlinked_outside_is_neither_read_nor_written(
        land: tuple[Path, Path]) -> None:
    root, outside = land
    _entry(root, "long_term/stale-fact-dddd.md", "- An old fact.\n", title="An old fact",
           kind="fact", created="2024-01-01T00:00:00Z", last_confirmed="2024-01-01T00:00:00Z")
    shutil.rmtree(root / "archive")
    (root / "archive").symlink_to(outside, target_is_directory=True)
    listed = ms(root, "list")
    assert "secret" not in listed.stdout
    assert "archive: the layer folder is a symlink" in listed.stderr
    pruned = ms(root, "prune", "--apply")
    assert pruned.exit_code == 1 and "symlink" in pruned.stderr
    assert (root / "long_term" / "stale-fact-dddd.md").exists()
    _untouched(outside)


def test_store_paths_refuse_to_leave_the_root(land: tuple[Path, Path]) -> None:
    root, outside = land
    store = Store(root)
    for rel in ("../outside/secret", "/etc/passwd", "", "long_term/../../outside/secret"):
        with pytest.raises(UnsafePath):
            store.path(rel)
    shutil.rmtree(root / "reports")
    (root / "reports").symlink_to(outside, target_is_directory=True)
    with pytest.raises(UnsafePath, match="symlink"):
        store.write("reports/x.md", "escape")
    _untouched(outside)


def test_store_option_must_name_a_store(land: tuple[Path, Path], tmp_path: Path,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    root, outside = land
    result = ms(outside, "list")
    assert result.exit_code == 1 and "no memory store at" in result.stderr
    assert "upwards" not in result.stderr  # --store names the store: nothing is searched
    monkeypatch.chdir(tmp_path)
    assert CliRunner().invoke(cli, ["--store", "memory", "list"]).exit_code == 0


def test_migrate_does_not_follow_symlinks_out_of_its_source(land: tuple[Path, Path],
                                                            tmp_path: Path) -> None:
    root, outside = land
    source = tmp_path / "old-notes"
    source.mkdir()
    (source / "real-note.md").write_text("- Prefer small pull requests.\n")
    (source / "escape.md").symlink_to(outside / "secret.md")
    result = ms(root, "migrate", str(source), "--apply")
    assert result.exit_code == 0, result.output
    texts = "".join(p.read_text() for p in root.glob("*/*.md"))
    assert "Prefer small pull requests" in texts and SECRET not in texts
    _untouched(outside)


def test_mcp_arguments_that_try_to_leave_the_store_are_tool_errors(
        land: tuple[Path, Path]) -> None:
    from memstore.mcp.server import build_server

    root, outside = land
    server = build_server(root)

    def call(name: str, arguments: dict[str, Any]) -> str:
        try:
            result = anyio.run(server.call_tool, name, arguments)
        except Exception as exc:  # noqa: BLE001 - a ToolError is the refusal we want
            return str(exc)
        assert getattr(result, "is_error", False), (name, arguments, result)
        return str(result.content[0].text)

    for ref in ESCAPES:
        for name, arguments in (("confirm", {"id": ref}), ("used", {"id": ref}),
                                ("restore", {"id": ref}),
                                ("contradict", {"id": "good-entry-aaaa", "by": ref}),
                                ("remember", {"text": "A note", "parent": ref})):
            message = call(name, arguments)
            assert SECRET not in message
    with pytest.raises(Exception):  # noqa: B017 - the SDK's resource error type varies
        anyio.run(server.read_resource, "memory://entry/..%2F..%2Foutside%2Fsecret")
    assert list((root / "working").glob("*.md")) == []
    _untouched(outside)
