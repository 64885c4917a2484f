"""Line merges: three versions of a text merged line by line, and git's conflict markers.

`merge_bodies` runs `git merge-file` on the bodies of an entry and keeps both sides' lines
where both only added (facts appended at the same place); two different rewrites of the same
lines stay a conflict with the usual markers. `split_conflict` rebuilds the two (or three)
versions from a file git left with markers, for `memstore doctor`.
"""

from __future__ import annotations

import os
import re
import subprocess
import tempfile
from collections import Counter
from dataclasses import dataclass

from memstore.core.fileformat import has_conflict_markers

__all__ = ["Merged", "has_conflict_markers", "merge_bodies", "split_conflict"]

MARKER = 32  # marker width asked of git merge-file, so a Markdown '=======' line is no marker


@dataclass(frozen=True)
class Merged:
    """A merge result: the text, and how many real conflicts it still holds (0 = clean)."""

    text: str
    conflicts: int


# Body -------------------------------------------------------------------------------------


def _git_merge_file(ours: str, base: str, theirs: str, marker: int, diff3: bool) -> tuple[str, int]:
    """`git merge-file -p` on three texts: (result, number of conflicts)."""
    with tempfile.TemporaryDirectory(prefix="memstore-merge-") as folder:
        names = []
        for name, text in (("ours", ours), ("base", base), ("theirs", theirs)):
            file = os.path.join(folder, name)
            with open(file, "w", encoding="utf-8", newline="") as handle:
                handle.write(text)
            names.append(file)
        args = ["git", "merge-file", "-p", f"--marker-size={marker}",
                "-L", "ours", "-L", "base", "-L", "theirs"]
        if diff3:
            args.append("--diff3")
        # (run in the temporary folder: from inside a store, git would take committed files
        # of a bare repository there for a repository and read their config)
        done = subprocess.run([*args, *names], capture_output=True, check=False, cwd=folder)
    if done.returncode < 0 or done.returncode > 127:
        raise OSError(f"git merge-file failed: {done.stderr.decode(errors='replace').strip()}")
    return done.stdout.decode("utf-8", errors="surrogateescape"), done.returncode


def union_lines(ours: str, theirs: str) -> str:
    """Ours, then each line of theirs that ours does not have (blank lines aside)."""
    have = {line.strip() for line in ours.splitlines() if line.strip()}
    extra = [line for line in theirs.splitlines() if line.strip() and line.strip() not in have]
    if not extra:
        return ours
    head = ours if not ours or ours.endswith("\n") else ours + "\n"
    return head + "\n".join(extra) + "\n"


def merge_bodies(base: str | None, ours: str, theirs: str) -> Merged:
    """Merge three bodies: insertions on both sides are both kept; a clash of rewrites of the
    same lines is a conflict (standard markers)."""
    if ours == theirs:
        return Merged(ours, 0)
    if base is not None and base == ours:
        return Merged(theirs, 0)
    if base is not None and base == theirs:
        return Merged(ours, 0)
    if base is None:
        return Merged(union_lines(ours, theirs), 0)
    try:
        text, _ = _git_merge_file(ours, base, theirs, MARKER, diff3=True)
    except OSError:
        return Merged(union_lines(ours, theirs), 0)
    merged = _resolve_insertions(text)
    return Merged(_bullets_once(merged.text, ours, theirs), merged.conflicts)


_BULLET = re.compile(r"[ \t]*[-*+] \S")
_FENCE_LINE = re.compile(r"[ \t]*(`{3,}|~{3,})")


def _bullets_once(merged: str, ours: str, theirs: str) -> str:
    """`merged` less each bullet line it holds more often than either side did: one fact both
    sides added in different places (two clones merged one note into one entry, one with its
    facts in another order) is kept where it first stands, not twice. Lines in code fences are
    left as they are."""
    had = Counter(line.strip() for line in ours.splitlines()) | Counter(
        line.strip() for line in theirs.splitlines())  # (the larger count of each line)
    seen: Counter[str] = Counter()
    out = []
    fenced = False
    for line in merged.splitlines(keepends=True):
        if _FENCE_LINE.match(line):
            fenced = not fenced
        key = line.strip()
        if not fenced and _BULLET.match(line):
            seen[key] += 1
            if seen[key] > had[key]:
                continue
        out.append(line)
    return "".join(out)


def _resolve_insertions(text: str) -> Merged:
    start, mid_base, mid, end = ("<" * MARKER + " "), ("|" * MARKER + " "), "=" * MARKER, \
        (">" * MARKER + " ")
    out: list[str] = []
    conflicts = 0
    section: str | None = None
    parts: dict[str, list[str]] = {}
    for line in text.splitlines(keepends=True):
        bare = line.rstrip("\r\n")
        if section is None and bare.startswith(start):
            section, parts = "ours", {"ours": [], "base": [], "theirs": []}
            continue
        if section == "ours" and bare.startswith(mid_base):
            section = "base"
            continue
        if section in ("ours", "base") and bare == mid:
            section = "theirs"
            continue
        if section == "theirs" and bare.startswith(end):
            section = None
            if any(x.strip() for x in parts["base"]):
                conflicts += 1
                out += ["<<<<<<< ours\n", *parts["ours"], "=======\n", *parts["theirs"],
                        ">>>>>>> theirs\n"]
            else:
                have = {x.strip() for x in parts["ours"] if x.strip()}
                out += parts["ours"]
                out += [x for x in parts["theirs"] if not x.strip() or x.strip() not in have]
            continue
        if section is None:
            out.append(line)
        else:
            parts[section].append(line)
    return Merged("".join(out), conflicts)


def merge_plain(base: str, ours: str, theirs: str) -> Merged:
    """Git's own line merge of whole files (standard conflict markers)."""
    try:
        text, conflicts = _git_merge_file(ours, base, theirs, 7, diff3=False)
    except OSError:
        return Merged(union_lines(ours, theirs), 0)
    return Merged(text, conflicts)


# Conflict markers -------------------------------------------------------------------------


def split_conflict(text: str) -> tuple[str, str | None, str] | None:
    """(ours, base or None, theirs) rebuilt from a file with conflict markers, or None."""
    sides: dict[str, list[str]] = {"ours": [], "base": [], "theirs": []}
    section: str | None = None
    saw_base = False
    for line in text.splitlines(keepends=True):
        bare = line.rstrip("\r\n")
        if bare.startswith("<<<<<<<") and section is None:
            section = "ours"
        elif bare.startswith("|||||||") and section == "ours":
            section, saw_base = "base", True
        elif bare == "=======" and section in ("ours", "base"):
            section = "theirs"
        elif bare.startswith(">>>>>>>") and section == "theirs":
            section = None
        elif section is None:
            for side in sides.values():
                side.append(line)
        else:
            sides[section].append(line)
    if section is not None:
        return None
    return ("".join(sides["ours"]), "".join(sides["base"]) if saw_base else None,
            "".join(sides["theirs"]))
