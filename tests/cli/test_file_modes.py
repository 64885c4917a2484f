"""Files memstore writes follow the umask, as git's do: 0644 under umask 022, 0664 under 002,
and a file whose mode a person set keeps it (issue 18, item 15)."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import NOW


def _memstore(root: Path, umask: int, *args: str) -> None:
    def set_umask() -> None:
        os.umask(umask)

    done = subprocess.run([sys.executable, "-m", "memstore", "--store", str(root), "--now", NOW,
                           *args], capture_output=True, text=True, preexec_fn=set_umask,
                          timeout=60)
    assert done.returncode == 0, done.stderr


def _modes(root: Path) -> dict[str, int]:
    return {str(p.relative_to(root)): stat.S_IMODE(p.stat().st_mode)
            for p in root.rglob("*") if p.is_file()}


@pytest.mark.parametrize("umask", [0o022, 0o002, 0o077])
def test_every_file_written_follows_the_umask(tmp_path: Path, umask: int) -> None:
    root = tmp_path / "memory"
    _memstore(root, umask, "init", str(root))
    for text in ("Use tabs for indentation", "The API listens on port 8080",
                 "The API listens on port 8080."):
        _memstore(root, umask, "add", "--source", "user", "--kind", "preference", text)
        _memstore(root, umask, "add", text)
    _memstore(root, umask, "session", "start")
    _memstore(root, umask, "recall", "port")
    _memstore(root, umask, "consolidate", "--apply")
    _memstore(root, umask, "retention", "run", "--apply")
    modes = _modes(root)
    assert len(modes) > 12
    assert {rel: mode for rel, mode in modes.items() if mode != 0o666 & ~umask} == {}


def test_a_file_keeps_the_mode_a_person_gave_it(tmp_path: Path) -> None:
    root = tmp_path / "memory"
    _memstore(root, 0o022, "init", str(root))
    _memstore(root, 0o022, "add", "--source", "user", "--kind", "preference", "Use tabs")
    entry = next((root / "long_term").glob("*.md"))
    entry.chmod(0o640)
    _memstore(root, 0o022, "confirm", entry.stem)
    assert "confirmations: 2" in entry.read_text()
    assert stat.S_IMODE(entry.stat().st_mode) == 0o640
