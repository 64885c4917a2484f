"""The optional summarizer command, set by the local user: `$MEMSTORE_SUMMARIZER`, else the git
config key `memstore.summarizer` (`git config memstore.summarizer CMD`: the repository's
.git/config, or the user's ~/.gitconfig).

Never from memstore.yaml: the store and its config arrive through git from other people, and
`context` (a read-only command, and the MCP context resource every session starts with) would
run whatever command a merged change put there on every clone. Like git's hooks, a command runs
only from a place the local user controls; `compaction.summarizer` in memstore.yaml is ignored
with a warning (and `lint` reports it).

Any program that reads text on stdin and writes a summary on stdout, such as a local LLM's
command line. memstore runs it (no shell; the command is split like a shell would) with the
entry's title and facts on stdin and `MEMSTORE_LEVEL=summary` or `digest` in its environment,
waiting at most `compaction.summarizer_timeout_seconds`.

When it fails (cannot start, exits non-zero, prints nothing, or times out) memstore falls back to
the extractive summary, stops calling it for the rest of the run (so a hung model costs one
timeout, not one per entry) and says so in `warnings`. Answers are kept in the derived cache
(`.cache/summaries.json`, keyed by command, level and text), so each entry is summarized once.
"""

from __future__ import annotations

import hashlib
import json
import os
import shlex
import subprocess
from pathlib import Path
from typing import TYPE_CHECKING

from memstore.core.entry import Entry
from memstore.core.errors import UnsafePath
from memstore.storage import gitsetup, safepath, sealed

if TYPE_CHECKING:
    from memstore.storage.store import Store

CACHE_FILE = "summaries.json"
_REL = f".cache/{CACHE_FILE}"
ENV_VAR = "MEMSTORE_SUMMARIZER"
GIT_KEY = "memstore.summarizer"
SHARED_CONFIG_WARNING = (
    "memstore.yaml: compaction.summarizer is ignored: a command in a committed file would run "
    f"on every clone. Set it locally: git config {GIT_KEY} 'CMD' (or ${ENV_VAR})")


def local_command(root: Path) -> str | None:
    """The summarizer command the local user set: `$MEMSTORE_SUMMARIZER` (set but empty turns
    it off), else the git config key `memstore.summarizer`; None when neither is set."""
    if ENV_VAR in os.environ:
        return os.environ[ENV_VAR].strip() or None
    return gitsetup.config_value(root, GIT_KEY)


MAX_CHARS = {"summary": 300, "digest": 90}


def entry_text(entry: Entry) -> str:
    """What the summarizer reads: the title, then one fact a line."""
    return "\n".join([entry.title, *(f"- {fact}" for fact in entry.facts)]) + "\n"


class Summarizer:
    """Runs the configured command, with a cache and a fall-back that is never silent."""

    def __init__(self, command: str, timeout: float, cache_dir: Path | None = None) -> None:
        self.command = command
        self.timeout = timeout
        self._cache_path = cache_dir / CACHE_FILE if cache_dir is not None else None
        self._cache: dict[str, str] | None = None
        self._dirty = False
        self.failure: str | None = None
        self.fallbacks = 0
        self.used = 0

    @classmethod
    def from_store(cls, store: Store) -> Summarizer | None:
        """The local user's summarizer for this store (`local_command`), or None."""
        command = local_command(store.root)
        if not command:
            return None
        try:
            cache_dir: Path | None = safepath.inside(store.root, ".cache")
        except UnsafePath:
            cache_dir = None  # .cache/ is a symlink: answers are not kept
        return cls(command, store.config.compaction.summarizer_timeout_seconds, cache_dir)

    def _load_cache(self) -> dict[str, str]:
        if self._cache is None:
            self._cache = {}
            if self._cache_path is not None:
                # Sealed (memstore.storage.sealed): a committed file of "summaries" is never
                # served as this user's summarizer's answers.
                payload = sealed.read(self._cache_path.parent.parent, _REL)
                try:
                    data = json.loads(bytes(payload)) if payload is not None else {}
                    if isinstance(data, dict):
                        self._cache = {str(k): str(v) for k, v in data.items()}
                except (ValueError, RecursionError):
                    pass
        return self._cache

    def summarize(self, entry: Entry, level: str) -> str | None:
        """The command's summary of `entry` for `level`, or None (use the extractive one)."""
        text = entry_text(entry)
        key = hashlib.sha256(f"{self.command}\0{level}\0{text}".encode()).hexdigest()
        cache = self._load_cache()
        if key in cache:
            self.used += 1
            return cache[key]
        if self.failure is not None:
            self.fallbacks += 1
            return None
        answer = self._run(text, level)
        if answer is None:
            self.fallbacks += 1
            return None
        answer = " ".join(answer.split())[: MAX_CHARS.get(level, 300)]
        cache[key] = answer
        self._dirty = True
        self.used += 1
        return answer

    def _run(self, text: str, level: str) -> str | None:
        try:
            argv = shlex.split(self.command)
        except ValueError as exc:
            self.failure = f"cannot be parsed ({exc})"
            return None
        if not argv:
            self.failure = "is empty"
            return None
        try:
            done = subprocess.run(argv, input=text, capture_output=True, text=True,
                                  timeout=self.timeout, env={**os.environ, "MEMSTORE_LEVEL": level},
                                  check=False)
        except subprocess.TimeoutExpired:
            self.failure = f"timed out after {self.timeout:g} s"
            return None
        except OSError as exc:
            self.failure = f"could not start ({exc.strerror or exc})"
            return None
        if done.returncode != 0:
            err = done.stderr.strip().splitlines()
            detail = f": {err[-1][:120]}" if err else ""
            self.failure = f"exited with status {done.returncode}{detail}"
            return None
        if not done.stdout.strip():
            self.failure = "printed nothing"
            return None
        return done.stdout

    @property
    def warnings(self) -> list[str]:
        """What went wrong, for the report (empty when the command did its job)."""
        if self.failure is None:
            return []
        return [f"summarizer '{self.command}' {self.failure}; used the extractive summary "
                f"for {self.fallbacks} {'entry' if self.fallbacks == 1 else 'entries'}"]

    def flush(self) -> None:
        """Save new answers to the cache (best effort: the cache is only an accelerator)."""
        if self._dirty and self._cache_path is not None and self._cache is not None:
            sealed.write(self._cache_path.parent.parent, _REL, (json.dumps(
                self._cache, sort_keys=True, ensure_ascii=False) + "\n").encode("utf-8"))
            self._dirty = False
