"""A long job draws a progress line on a terminal's stderr, and nothing anywhere else."""

from __future__ import annotations

import os
import pty
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import generated_store

NOW = "2026-11-20T12:00:00Z"


@pytest.fixture(scope="module")
def long_store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A store whose consolidation on one core runs for a few seconds."""
    return generated_store(tmp_path_factory.mktemp("long"), 5000, seed=5)


def _consolidate(store: Path, stderr: int) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "MEMSTORE_WORKERS": "1", "MEMSTORE_NOW": NOW}
    return subprocess.run([sys.executable, "-m", "memstore", "--store", str(store),
                           "consolidate"], stdout=subprocess.PIPE, stderr=stderr, env=env,
                          text=True, timeout=300)


def _read_all(fd: int) -> str:
    chunks = []
    while True:
        try:
            chunk = os.read(fd, 65536)
        except OSError:  # the other end is closed: everything has been read
            break
        if not chunk:
            break
        chunks.append(chunk)
    return b"".join(chunks).decode("utf-8", "replace")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a pseudo-terminal")
def test_a_long_consolidation_shows_progress_on_a_terminal_only(long_store: Path) -> None:
    terminal, other_end = pty.openpty()
    try:
        seen = _consolidate(long_store, stderr=other_end)
    finally:
        os.close(other_end)
    drawn = _read_all(terminal)
    os.close(terminal)
    assert seen.returncode == 0
    assert "\rconsolidate: " in drawn and " entries compared\x1b[K" in drawn
    # The line is erased before the command's own message, which starts on a clean line.
    before, _, _ = drawn.partition("Dry run:")
    assert before.endswith("\r\x1b[K")
    # Piped, the same run draws nothing and prints the same report.
    piped = _consolidate(long_store, stderr=subprocess.PIPE)
    assert "entries compared" not in piped.stderr and "\x1b" not in piped.stderr
    assert piped.stdout == seen.stdout
