"""The simulated project's git repository, driven with real git commands.

Commits carry the simulation clock as their dates and a fixed author, and git reads no user or
system configuration, so the history (and its hashes) is the same on every machine. The store
under memory/ is excluded from the repository: the simulation studies the lifecycle, and branch
switches would otherwise rewind the memory along with the code.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

from memstore.runtime import clock


class Repo:
    """A git work tree at `path` whose commands run at the clock's now."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def git(self, *args: str) -> str:
        moment = clock.format_time(clock.now())
        env = {
            **os.environ,
            "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": os.devnull,
            "GIT_AUTHOR_NAME": "sim", "GIT_AUTHOR_EMAIL": "sim@example.invalid",
            "GIT_COMMITTER_NAME": "sim", "GIT_COMMITTER_EMAIL": "sim@example.invalid",
            "GIT_AUTHOR_DATE": moment, "GIT_COMMITTER_DATE": moment,
        }
        done = subprocess.run(["git", *args], cwd=self.path, env=env, capture_output=True,
                              text=True, check=False)
        if done.returncode != 0:
            raise RuntimeError(f"git {' '.join(args)} failed: {done.stderr.strip()}")
        return done.stdout

    def init(self) -> None:
        self.path.mkdir(parents=True, exist_ok=True)
        self.git("init", "-q", "-b", "main")
        (self.path / ".git" / "info").mkdir(parents=True, exist_ok=True)
        (self.path / ".git" / "info" / "exclude").write_text("memory/\n", encoding="utf-8")
        self.commit_file("src/app.py", "def main() -> None:\n    print('shopfront')\n",
                         "Start the shopfront service")

    def commit_file(self, rel: str, text: str, message: str) -> None:
        target = self.path / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
        self.git("add", rel)
        self.git("commit", "-q", "-m", message)

    def branch(self) -> str:
        return self.git("rev-parse", "--abbrev-ref", "HEAD").strip()
