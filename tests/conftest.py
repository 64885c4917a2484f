"""Shared fixtures: every test gets a real store of its own in a temporary folder."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

from memstore.app.scaffold import init_store
from memstore.cli import cli
from memstore.core.fileformat import render
from memstore.runtime import clock
from memstore.storage.store import Store

NOW = "2026-11-20T12:00:00Z"


@pytest.fixture(autouse=True)
def _isolated(tmp_path: Path, tmp_path_factory: pytest.TempPathFactory,
              monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Point MEMSTORE_DIR at a fresh store and thaw the clock after each test."""
    root = tmp_path / "memory"
    monkeypatch.setenv("MEMSTORE_DIR", str(root))
    monkeypatch.delenv("MEMSTORE_NOW", raising=False)
    monkeypatch.delenv("MEMSTORE_SESSION", raising=False)
    monkeypatch.setenv("MEMSTORE_LOCK_TIMEOUT", "10")
    # The per-user key that seals .cache/ files (memstore.storage.sealed): one for the test
    # session, beside the tests' folders rather than in the user's ~/.cache.
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path_factory.getbasetemp() / "user-cache"))
    yield
    clock.set_now(None)


@pytest.fixture
def root(tmp_path: Path) -> Path:
    """An initialized, empty store."""
    folder = tmp_path / "memory"
    init_store(folder)
    return folder


@pytest.fixture
def store(root: Path) -> Store:
    return Store(root)


@pytest.fixture
def now() -> str:
    """Freeze the library clock at a fixed moment (CLI tests pass --now themselves)."""
    clock.set_now(NOW)
    return NOW


WriteEntry = Callable[..., Path]


@pytest.fixture
def write_entry(root: Path) -> WriteEntry:
    """Write an entry file: write_entry("working", "some-id", body="- a fact", kind="fact").

    Keyword arguments become frontmatter keys (in house order); `text=` writes raw text instead.
    """

    def write(layer: str, entry_id: str, body: str = "", *, text: str | None = None,
              **meta: Any) -> Path:
        path = root / layer / f"{entry_id}.md"
        path.parent.mkdir(parents=True, exist_ok=True)
        if text is None:
            text = render({"id": entry_id, **meta}, body)
        path.write_text(text, encoding="utf-8")
        return path

    return write


@pytest.fixture
def run(root: Path) -> Callable[..., Result]:
    """Run the CLI in-process: run("list", "--json", now=...); stdout and stderr separate."""

    def invoke(*args: str, now: str | None = NOW, input: str | None = None) -> Result:
        runner = CliRunner()
        prefix = ["--now", now] if now else []
        result = runner.invoke(cli, [*prefix, *args], input=input, catch_exceptions=False)
        return result

    return invoke


@pytest.fixture
def memstore_bin() -> Callable[..., subprocess.CompletedProcess[str]]:
    """Run memstore as a real subprocess (same interpreter), returning the completed process."""

    def call(*args: str, env: dict[str, str] | None = None, timeout: float = 60,
             **kwargs: Any) -> subprocess.CompletedProcess[str]:
        full_env = {**os.environ, **(env or {})}
        return subprocess.run([sys.executable, "-m", "memstore", *args], capture_output=True,
                              text=True, env=full_env, timeout=timeout, **kwargs)

    return call


def tree(folder: Path) -> dict[str, bytes]:
    """Every file under `folder` (except the derived .cache/) with its bytes."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file() and ".cache" not in p.relative_to(folder).parts}


def generated_store(folder: Path, size: int, seed: int) -> Path:
    """A store of `size` entries written by scripts/benchgen.py (the benchmark's stores) under
    `folder`/memory, made with the real `memstore init`."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))
    import benchgen

    root = folder / "memory"
    subprocess.run([sys.executable, "-m", "memstore", "init", str(root)], check=True,
                   capture_output=True)
    benchgen.generate(root, size, seed=seed)
    return root
