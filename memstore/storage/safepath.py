"""Paths inside a store, checked: memstore never follows a symlink inside its own store.

A store arrives through git, and git commits symlinks: `memory/log/events.jsonl -> ../../Makefile`
would make every `add` append to the Makefile, `memory/.cache/lock -> ../../README.md` would make
the lock overwrite the README. So every path memstore opens or creates in a store is made here
(`Store.path`, the lock, the caches, the configuration): a relative path with no `..`, none of
whose parts below the root is a symlink. A part that is one is refused with an error naming it,
and `lint` and `doctor` list every symlink in the store (`symlinks`). The root itself may be a
symlink: the user chose it. Appends and the lock also open with `O_NOFOLLOW`
(memstore.storage.writer, memstore.storage.lock), so a link created between the check and the open
is refused too.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Sequence
from pathlib import Path, PurePosixPath

from memstore.core.errors import CannotWrite, UnsafePath

# The store's own files and folders outside the layers (the layers are walked by Store.load).
OWN_TOP = ("memstore.yaml", "INDEX.md", ".gitattributes", ".gitignore", "log", "reports",
           ".cache", "probes.yaml")
OWN_FOLDERS = ("log", "reports", ".cache")
OWN_FILES = ("memstore.yaml", "INDEX.md", ".gitattributes", ".gitignore", "probes.yaml")
SYMLINK_REASON = ("is a symlink; memstore never follows symlinks inside its store "
                  "(replace it with the real file or folder)")


def inside(root: Path, rel: str) -> Path:
    """`root / rel`, refusing `..`, an absolute or empty path, and a symlink in any existing
    part of `rel` (the parts that do not exist yet are created as real files and folders)."""
    parts = PurePosixPath(rel).parts if rel else ()
    if not parts or PurePosixPath(rel).is_absolute() or Path(rel).is_absolute() \
            or ".." in parts:
        raise UnsafePath(rel or "(empty path)", "paths must stay inside the store")
    path = root
    for depth, part in enumerate(parts, 1):
        path = path / part
        try:
            mode = os.lstat(path).st_mode
        except (FileNotFoundError, NotADirectoryError):
            break
        if stat.S_ISLNK(mode):
            raise UnsafePath("/".join(parts[:depth]), SYMLINK_REASON)
    return root / rel


def writable(root: Path, rel: str, verb: str = "write") -> Path:
    """`inside(root, rel)`, checked as a place memstore can write a file: every part of it that
    exists is a real folder, and the file, if there, a regular file. A store arrives through
    git, which can put a file where a folder belongs (`reports`, `log`, `.cache`) or a folder
    where a file does: refused here (CannotWrite naming the part) before a command changes
    anything, rather than halfway through. `verb` says what the caller does (a reader of a log
    checks with "read": it fails naming the part too, instead of a NotADirectoryError)."""
    path = inside(root, rel)
    parts = PurePosixPath(rel).parts
    current = root
    for depth, part in enumerate(parts, 1):
        current = current / part
        mode = _mode(current)
        if mode is None:
            break
        last = depth == len(parts)
        if not last and not stat.S_ISDIR(mode):
            raise CannotWrite("/".join(parts[:depth]), "a file is where memstore needs a "
                              "folder; move it away", verb)
        if last and not stat.S_ISREG(mode):
            raise CannotWrite(rel, f"it is {_kind(mode)}, not a regular file; move it away",
                              verb)
    return path


def kind(mode: int) -> str:
    """What a file that is not a regular one is ("a FIFO", "a socket", ...), for messages."""
    return _kind(mode)


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a FIFO"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a device"


def wrong_types(root: Path, folders: Sequence[str], files: Sequence[str]
                ) -> list[tuple[str, str]]:
    """(path, what is wrong) for each of `folders` there as anything but a folder and each of
    `files` there as anything but a regular file: git can deliver either, and a command that
    needs the path refuses it (`writable`); listed so `lint` and `doctor` name it first.
    Symlinks are left to `symlinks`."""
    found = []
    for rel in folders:
        mode = _mode(root / rel)
        if mode is not None and not stat.S_ISLNK(mode) and not stat.S_ISDIR(mode):
            what = "a file" if stat.S_ISREG(mode) else _kind(mode)
            found.append((rel, f"{what} is where memstore needs a folder; move it away"))
    for rel in files:
        mode = _mode(root / rel)
        if mode is not None and not stat.S_ISLNK(mode) and not stat.S_ISREG(mode):
            found.append((rel, f"it is {_kind(mode)}, not a regular file; move it away"))
    return sorted(found)


def _mode(path: Path) -> int | None:
    try:
        return os.lstat(path).st_mode
    except (FileNotFoundError, NotADirectoryError):
        return None


def symlinks(root: Path) -> list[str]:
    """The store's own paths outside the layers that are symlinks (the top-level files and
    folders, and what log/, reports/ and .cache/ hold), store-relative and sorted. Symlinks in
    the layers are reported by `Store.load` as problems."""
    found = []
    for name in OWN_TOP:
        if os.path.islink(root / name):
            found.append(name)
    for folder in OWN_FOLDERS:
        top = root / folder
        if os.path.islink(top) or not top.is_dir():
            continue
        for base, dirs, files in os.walk(top):  # os.walk does not descend into symlinks
            for name in (*dirs, *files):
                if os.path.islink(os.path.join(base, name)):
                    found.append(Path(base, name).relative_to(root).as_posix())
    return sorted(found)
