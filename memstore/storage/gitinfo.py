"""Read-only git inspection: branches, merges and how files changed, as of a moment.

Every call runs `git -C REPO ...` with commands that only read (rev-parse, rev-list,
for-each-ref, cat-file, diff between two commits, log); nothing here fetches, touches the
index or the working tree, or prints a remote's name or URL. Times are committer times, and
every question takes the moment it is asked "as of" (normally `clock.now()`), so `--now` can
travel back through a repository's history and two clones of the same history agree.

When git is missing or the folder is not in a repository, `repo_root` returns None and callers
skip what needs git; any other git failure raises `GitError` with git's own message.
"""

from __future__ import annotations

import os
import re
import subprocess
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import lru_cache
from pathlib import Path, PurePosixPath

from memstore.core.errors import MemstoreError
from memstore.storage import gitsetup

_ENV = {"GIT_TERMINAL_PROMPT": "0", "GIT_OPTIONAL_LOCKS": "0", "LC_ALL": "C", "LANG": "C"}
_MERGE_SUBJECTS = (
    r"Merge branch '(?P<b>[^']+)'",
    r"Merge remote-tracking branch '[^'/]+/(?P<b>[^']+)'",
    r"Merge pull request #\d+ from [^/\s]+/(?P<b>\S+)",
    r"Merged? (?:in )?(?P<b>\S+) into ",
)


class GitError(MemstoreError):
    """A git command failed (the message is git's first line of complaint)."""


def _git(repo: Path, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, **_ENV}
    try:
        done = subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=True,
                              env=env, errors="replace", timeout=60)
    except FileNotFoundError:
        raise GitError("git is not installed (needed for anchors and branch cleanup)") from None
    if check and done.returncode != 0:
        reason = (done.stderr.strip().splitlines() or ["failed"])[0]
        raise GitError(f"git {args[0]}: {reason}")
    return done


def _ok(repo: Path, *args: str) -> bool:
    return _git(repo, *args, check=False).returncode == 0


def _out(repo: Path, *args: str) -> str:
    return _git(repo, *args).stdout.strip()


def _at(moment: datetime) -> str:
    return f"@{int(moment.timestamp())}"


def _time(seconds: str) -> datetime:
    return datetime.fromtimestamp(int(seconds), tz=UTC)


# The repository and its branches ---------------------------------------------------------------

def repo_root(path: Path) -> Path | None:
    """The top folder of the git repository containing `path`, or None (no git, no repo)."""
    start = gitsetup.git_start(path if path.is_dir() else path.parent)
    if start is None:
        return None
    try:
        done = _git(start, "rev-parse", "--show-toplevel", check=False)
    except GitError:
        return None
    if done.returncode != 0 or not done.stdout.strip():
        return None
    return Path(done.stdout.strip())


def current_branch(repo: Path) -> str | None:
    """The checked-out branch's name, or None on a detached HEAD."""
    done = _git(repo, "symbolic-ref", "--quiet", "--short", "HEAD", check=False)
    return done.stdout.strip() or None if done.returncode == 0 else None


def branches(repo: Path, remotes: bool = True) -> set[str]:
    """Names of local branches, and (with `remotes`) of remote-tracking ones as last fetched.

    Remote-tracking names are given without their remote (`origin/x` counts as `x`), so a
    branch that a colleague pushed and you fetched still exists.
    """
    refs = ["refs/heads"] + (["refs/remotes"] if remotes else [])
    names = set()
    for ref in _out(repo, "for-each-ref", "--format=%(refname)", *refs).splitlines():
        if ref.startswith("refs/heads/"):
            names.add(ref.removeprefix("refs/heads/"))
        elif ref.startswith("refs/remotes/"):
            parts = ref.split("/", 3)
            if len(parts) == 4 and parts[3] != "HEAD":
                names.add(parts[3])
    return names


def branch_ref(repo: Path, name: str) -> str | None:
    """The full ref of branch `name`: the local branch, else a remote-tracking one, else None."""
    if not name or name.startswith("-"):
        return None
    if _ok(repo, "show-ref", "--verify", "--quiet", f"refs/heads/{name}"):
        return f"refs/heads/{name}"
    found = _out(repo, "for-each-ref", "--format=%(refname)", "refs/remotes")
    for ref in sorted(found.splitlines()):
        parts = ref.split("/", 3)
        if len(parts) == 4 and parts[3] == name:
            return ref
    return None


def commit_time(repo: Path, rev: str) -> datetime:
    """The committer time of `rev`."""
    return _time(_out(repo, "show", "-s", "--format=%ct", rev, "--"))


def commit_as_of(repo: Path, rev: str, moment: datetime) -> str | None:
    """The newest commit on `rev`'s first-parent line committed at or before `moment`."""
    done = _git(repo, "rev-list", "-1", "--first-parent", f"--before={_at(moment)}", rev, "--",
                check=False)
    return done.stdout.strip() or None if done.returncode == 0 else None


def is_ancestor(repo: Path, older: str, newer: str) -> bool:
    return _ok(repo, "merge-base", "--is-ancestor", older, newer)


# Merges --------------------------------------------------------------------------------------

def merged_at(repo: Path, branch: str, target: str, as_of: datetime) -> datetime | None:
    """When branch `branch` was merged into branch `target`, as of `as_of`; None if it was not.

    The merge is the first commit on `target`'s first-parent line that contains the branch's
    tip. A branch whose tip lies on that line itself (no commits of its own, or fast-forwarded)
    has no merge to date and counts as not merged while it exists.
    """
    tip_ref, target_ref = branch_ref(repo, branch), branch_ref(repo, target)
    if tip_ref is None or target_ref is None:
        return None
    head = commit_as_of(repo, target_ref, as_of)
    if head is None:
        return None
    tip = _out(repo, "rev-parse", "--verify", f"{tip_ref}^{{commit}}")
    if not is_ancestor(repo, tip, head):
        return None
    line = _out(repo, "rev-list", "--first-parent", "--ancestry-path", f"{tip}..{head}", "--")
    commits = line.split()
    if not commits:
        return None  # the target's line ends at the tip itself
    merge = commits[-1]  # the oldest commit on the target's line that contains the tip
    if _out(repo, "rev-parse", f"{merge}^1") == tip:
        return None  # the tip is on the target's own line: never merged, only branched off
    return commit_time(repo, merge)


def merge_time_by_message(repo: Path, branch: str, target: str,
                          as_of: datetime) -> datetime | None:
    """When a (possibly deleted) branch was last merged into `target`, read from merge subjects.

    Recognizes git's own `Merge branch 'x'` and `Merge remote-tracking branch 'o/x'`, and the
    hosting services' `Merge pull request #N from owner/x`. None when no merge names it.
    """
    target_ref = branch_ref(repo, target)
    head = commit_as_of(repo, target_ref, as_of) if target_ref else None
    if head is None:
        return None
    log = _out(repo, "log", "--first-parent", "--merges", "--format=%ct%x00%s", head, "--")
    for line in log.splitlines():  # newest first
        seconds, _, subject = line.partition("\x00")
        for pattern in _MERGE_SUBJECTS:
            match = re.match(pattern, subject)
            if match and match.group("b") == branch:
                return _time(seconds)
    return None


# How a file changed -------------------------------------------------------------------------

@dataclass(frozen=True)
class PathChange:
    """How the file `path` differs between the commits current at two moments."""

    path: str
    existed: bool          # in the commit current at `since`
    exists: bool           # in the commit current at `until`
    added: int = 0         # lines added ...
    removed: int = 0       # ... and removed between the two
    lines_before: int = 0

    @property
    def deleted(self) -> bool:
        return self.existed and not self.exists

    @property
    def ratio(self) -> float:
        """How much of the file was rewritten: max(lines added, lines removed) / lines before."""
        if self.deleted:
            return 1.0
        return max(self.added, self.removed) / max(1, self.lines_before)


def safe_path(path: str) -> str | None:
    """`path` as a repository-relative POSIX path, or None when it would leave the repository."""
    text = str(path).strip().replace("\\", "/")
    pure = PurePosixPath(text)
    if not text or pure.is_absolute() or ".." in pure.parts or text.startswith(":"):
        return None
    return str(pure)


def first_committed(repo: Path, path: str, rev: str = "HEAD") -> str | None:
    """The text `path` (relative to the repository root) had in the oldest commit of `rev`'s
    history that added it under that name (a move into it counts as adding it), or None: no
    such commit, an unsafe path, or no `rev` yet."""
    clean = safe_path(path)
    if clean is None or not _ok(repo, "rev-parse", "--verify", "--quiet", f"{rev}^{{commit}}"):
        return None
    added = _out(repo, "log", "--no-renames", "--diff-filter=A", "--format=%H", rev, "--",
                 f":(literal){clean}").split()
    if not added:
        return None
    done = _git(repo, "cat-file", "-p", f"{added[-1]}:{clean}", check=False)
    return done.stdout if done.returncode == 0 else None


def path_change(repo: Path, path: str, since: datetime, until: datetime,
                rev: str = "HEAD") -> PathChange | None:
    """How `path` (relative to the repository root) changed on `rev` from `since` to `until`.

    Compares the commits of `rev`'s first-parent line current at each moment. None when there
    is no commit as old as `since` or the path is unsafe.
    """
    clean = safe_path(path)
    before = commit_as_of(repo, rev, since)
    after = commit_as_of(repo, rev, until)
    if clean is None or before is None or after is None:
        return None
    return _compare(repo, clean, before, after)


@lru_cache(maxsize=4096)
def _compare(repo: Path, path: str, before: str, after: str) -> PathChange:
    existed = _ok(repo, "cat-file", "-e", f"{before}:{path}")
    exists = _ok(repo, "cat-file", "-e", f"{after}:{path}")
    if not existed or not exists or before == after:
        return PathChange(path, existed, exists)
    lines = _line_count(repo, f"{before}:{path}")
    stat = _out(repo, "diff", "--no-renames", "--numstat", before, after, "--",
                f":(literal){path}")
    added = removed = 0
    for row in stat.splitlines():
        a, r, _ = row.split("\t", 2)
        if a == "-":  # binary: any change rewrites it
            added, removed = max(lines, 1), max(lines, 1)
        else:
            added, removed = added + int(a), removed + int(r)
    return PathChange(path, True, True, added, removed, lines)


def _line_count(repo: Path, blob: str) -> int:
    """The lines of `blob`, read a megabyte at a time: an anchored file may be gigabytes of
    zeros (a few MB packed), and reading it whole once took three times its size in memory.
    A CR, CRLF or LF ends a line, and a last line without one counts too."""
    count, last = 0, b""
    with subprocess.Popen(["git", "-C", str(repo), "cat-file", "blob", blob],
                          stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                          env={**os.environ, **_ENV}) as done:
        assert done.stdout is not None
        while chunk := done.stdout.read(1 << 20):
            count += chunk.count(b"\n") + chunk.count(b"\r") - chunk.count(b"\r\n")
            if last == b"\r" and chunk[:1] == b"\n":
                count -= 1  # a CRLF split between two chunks
            last = chunk[-1:]
    if done.returncode != 0:
        raise GitError(f"git cat-file: cannot read {blob}")
    return count + (1 if last not in (b"", b"\n", b"\r") else 0)


def changed_beyond_at(repo: Path, path: str, since: datetime, until: datetime, ratio: float,
                      rev: str = "HEAD") -> datetime | None:
    """The commit time at which `path` first counted as deleted or changed by more than
    `ratio` relative to its state at `since` (looking at commits up to `until`); None if never.
    """
    clean = safe_path(path)
    before = commit_as_of(repo, rev, since)
    after = commit_as_of(repo, rev, until)
    if clean is None or before is None or after is None or before == after:
        return None
    touched = _out(repo, "rev-list", "--first-parent", "--reverse", f"{before}..{after}", "--",
                   f":(literal){clean}").split()
    for commit in touched:
        change = _compare(repo, clean, before, commit)
        if change.existed and (change.deleted or change.ratio > ratio):
            return commit_time(repo, commit)
    return None
