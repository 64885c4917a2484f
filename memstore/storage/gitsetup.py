"""Git plumbing for a shared store: the merge driver in the local config, and .gitattributes.

`.gitattributes` (committed) says which files use which merge; the driver's command line lives
in each clone's `.git/config` (git never copies config through a clone), so `memstore init` and
`memstore doctor --apply` install it. The command names this interpreter explicitly, so it works
whether or not the `memstore` script is on git's PATH.
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

from memstore.core.entry import LAYERS
from memstore.storage import regular, safepath

DRIVER_KEY = "merge.memstore.driver"
NAME_KEY = "merge.memstore.name"
DRIVER_NAME = "memstore: merge entry frontmatter key by key, bodies line by line"

# The lines .gitattributes must have, in this order (a later line wins for the same file, so
# INDEX.md's union merge must come after the *.md rule).
ATTRIBUTE_LINES = ("log/*.jsonl merge=union", "*.md merge=memstore", "INDEX.md merge=union")


def _git(folder: Path, *args: str) -> subprocess.CompletedProcess[str] | None:
    if shutil.which("git") is None:
        return None
    try:
        return subprocess.run(["git", "-C", str(folder), *args], capture_output=True, text=True,
                              check=False, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return None


def git_start(folder: Path) -> Path | None:
    """Where to run git for `folder`: the nearest folder at or above it that holds `.git`
    (`folder` itself when `$GIT_DIR` names the repository), or None outside git.

    Never a folder without `.git`: git takes any folder holding `HEAD`, `objects/` and
    `refs/` for a bare repository of its own and obeys its `config` (`core.fsmonitor`,
    `core.worktree`, `memstore.summarizer`). In a store those are plain files a teammate can
    commit, so `git -C <store>` would run whatever command they named; `.git` itself is the
    one name git never lets a commit carry.
    """
    start = folder.absolute()
    if os.environ.get("GIT_DIR"):
        return start
    return next((place for place in (start, *start.parents) if (place / ".git").exists()), None)


def work_tree(folder: Path) -> Path | None:
    """The top of the git work tree `folder` is in, or None (no git, or not a repository)."""
    start = git_start(folder)
    if start is None:
        return None  # the common case outside git, without starting a process
    done = _git(start, "rev-parse", "--show-toplevel")
    if done is None or done.returncode != 0 or not done.stdout.strip():
        return None
    return Path(done.stdout.strip())


def config_value(folder: Path, key: str) -> str | None:
    """`git config --get key` as git sees it from `folder` (the repository's local config and
    the user's global and system ones: never a committed file), or None."""
    start = git_start(folder)
    if start is None:
        return None  # outside git: no process started
    done = _git(start, "config", "--get", key)
    if done is None or done.returncode != 0:
        return None
    return done.stdout.strip() or None


def driver_command() -> str:
    """The driver command line for git: this interpreter running `memstore git-merge`."""
    return f"{shlex.quote(sys.executable)} -m memstore git-merge %O %A %B %P"


def configured_driver(folder: Path) -> str | None:
    return config_value(folder, DRIVER_KEY)


def driver_problem(folder: Path) -> str | None:
    """Why the merge driver is not usable in `folder`'s repository (None: fine or no git)."""
    if work_tree(folder) is None:
        return None
    command = configured_driver(folder)
    if command is None:
        return (f"git has no {DRIVER_KEY}: merges of entries fall back to git's line merge "
                "and may conflict")
    try:
        program = shlex.split(command)[0]
    except (ValueError, IndexError):
        return f"{DRIVER_KEY} is not a command line: {command!r}"
    if "git-merge" not in command or (shutil.which(program) is None
                                      and not os.access(program, os.X_OK)):
        return f"{DRIVER_KEY} = {command!r} does not run memstore git-merge"
    return None


def install_driver(folder: Path) -> bool:
    """Write the driver into the repository's local config; False when not in a repository."""
    start = git_start(folder)
    if start is None or work_tree(folder) is None:
        return False
    for key, value in ((NAME_KEY, DRIVER_NAME), (DRIVER_KEY, driver_command())):
        done = _git(start, "config", "--local", key, value)
        if done is None or done.returncode != 0:
            return False
    return True


def attribute_problem(root: Path) -> str | None:
    """What .gitattributes lacks for conflict-free merges (None: nothing)."""
    lines = _attribute_lines(root)
    if _fixed_lines(lines) == lines:
        return None
    missing = [f"'{line}'" for line in ATTRIBUTE_LINES if line not in lines]
    if missing:
        return f".gitattributes does not declare {', '.join(missing)}"
    return ".gitattributes: the INDEX.md rule must come last (a later rule overrides it)"


MAX_ATTRIBUTES_BYTES = 1 << 20


def _attribute_lines(root: Path) -> list[str]:
    """The lines of the store's .gitattributes; a FIFO there (which once hung `doctor` for
    good), any other file that is not a regular one or one over MAX_ATTRIBUTES_BYTES is an
    error naming it."""
    try:
        path = safepath.inside(root, ".gitattributes")
        return regular.read_limited(path, MAX_ATTRIBUTES_BYTES).decode("utf-8").splitlines()
    except (FileNotFoundError, UnicodeDecodeError):
        return []


def _fixed_lines(lines: list[str]) -> list[str]:
    """`lines` with the required rules present and INDEX.md's rule last; everything else kept."""
    def rule(line: str) -> str:
        return line.split(None, 1)[0] if line.strip() and not line.startswith("#") else ""

    out = [line for line in lines if rule(line) != "INDEX.md"]
    out += [line for line in ATTRIBUTE_LINES[:2] if line not in out]
    out.append(ATTRIBUTE_LINES[2])
    return out


def fixed_attributes(root: Path) -> str:
    """The .gitattributes text with the missing rules added (comments and other rules kept)."""
    return "\n".join(_fixed_lines(_attribute_lines(root))) + "\n"


def _repo_name(top: Path, target: Path) -> str:
    """`target`'s path inside the work tree `top`, as git names it."""
    try:
        return target.absolute().relative_to(top.absolute()).as_posix()
    except ValueError:
        return Path(os.path.relpath(os.path.realpath(target), os.path.realpath(top))).as_posix()


def unmerged(root: Path) -> set[str]:
    """The files of the store at `root` that git has left unmerged (a merge that stopped on
    them), store-relative; empty outside git."""
    top = work_tree(root)
    if top is None:
        return set()
    prefix = _repo_name(top, root)
    prefix = "" if prefix == "." else prefix + "/"
    listed = _git(top, "ls-files", "-u", "-z", "--", prefix or ".")
    if listed is None or listed.returncode != 0:
        return set()
    names = {item.partition("\t")[2] for item in listed.stdout.split("\0") if "\t" in item}
    return {name[len(prefix):] for name in names if name.startswith(prefix)}


def conflict_stages(root: Path, rel: str) -> tuple[str, str | None, str] | None:
    """(ours, base or None, theirs) of a file git has left unmerged, from the index stages."""
    top = work_tree(root)
    if top is None:
        return None
    name = _repo_name(top, root / rel)
    listed = _git(top, "ls-files", "-u", "-z", "--", name)
    if listed is None or listed.returncode != 0:
        return None
    stages: dict[str, str] = {}
    for item in listed.stdout.split("\0"):
        head, _, _ = item.partition("\t")
        fields = head.split()
        if len(fields) == 3:
            stages[fields[2]] = fields[1]
    if "2" not in stages or "3" not in stages:
        return None
    texts: dict[str, str] = {}
    for stage, blob in stages.items():
        shown = _git(top, "cat-file", "blob", blob)
        if shown is None or shown.returncode != 0:
            return None
        texts[stage] = shown.stdout
    base = texts.get("1")
    if base is None:
        base = _moved_base(top, name[:len(name) - len(rel)], rel)
    return texts["2"], base, texts["3"]


def _moved_base(top: Path, prefix: str, rel: str) -> str | None:
    """The common ancestor of an entry both sides moved to the same new place (both promoted
    it, or both archived it): git has no base for the new path, but the merge base holds the
    file under its old layer, with the same name. None when there is no merge in progress or
    not exactly one such file."""
    base = _git(top, "merge-base", "HEAD", "MERGE_HEAD")
    if base is None or base.returncode != 0 or not base.stdout.strip():
        return None
    commit = base.stdout.split()[0]
    listed = _git(top, "ls-tree", "-r", "-z", "--name-only", commit, "--", prefix or ".")
    if listed is None or listed.returncode != 0:
        return None
    file_name = rel.rsplit("/", 1)[-1]
    found = [name for name in listed.stdout.split("\0")
             if name.rsplit("/", 1)[-1] == file_name
             and name[len(prefix):].split("/", 1)[0] in LAYERS]
    if len(found) != 1:
        return None
    shown = _git(top, "cat-file", "blob", f"{commit}:{found[0]}")
    if shown is None or shown.returncode != 0:
        return None
    return shown.stdout
