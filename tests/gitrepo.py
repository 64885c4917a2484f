"""A real git repository for tests: commits at chosen moments, branches, merges."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

GIT_ENV = {"GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.invalid",
           "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.invalid",
           "GIT_CONFIG_GLOBAL": os.devnull, "GIT_CONFIG_NOSYSTEM": "1"}


class Repo:
    """`git` in `folder`, every commit dated exactly as asked."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.git("init", "-q", "-b", "main")

    def git(self, *args: str, at: str | None = None) -> str:
        env = {**os.environ, **GIT_ENV}
        if at:
            env.update(GIT_AUTHOR_DATE=at, GIT_COMMITTER_DATE=at)
        done = subprocess.run(["git", "-C", str(self.folder), *args], env=env, check=True,
                              capture_output=True, text=True)
        return done.stdout.strip()

    def commit(self, at: str, message: str, files: dict[str, str | None] | None = None) -> None:
        """Write (or with None delete) files, then commit everything at moment `at`."""
        for rel, text in (files or {}).items():
            path = self.folder / rel
            if text is None:
                path.unlink()
            else:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text)
        self.git("add", "-A", ".")
        self.git("commit", "-q", "--allow-empty", "-m", message, at=at)

    def merge(self, branch: str, at: str) -> None:
        self.git("merge", "-q", "--no-ff", branch, "-m", f"Merge branch '{branch}'", at=at)
