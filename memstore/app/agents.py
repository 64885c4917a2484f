"""Agent instruction files: the marked block `memstore init --agent NAME` keeps in them.

Each agent reads one file at session start: Claude Code reads CLAUDE.md, Codex and others
read AGENTS.md, Cursor reads the rules in .cursor/rules/. The block, between
`<!-- memstore:begin -->` and `<!-- memstore:end -->`, tells the agent how to load the memory
(once a session: see `_load_once`) and when to remember, confirm, contradict and resolve.
Installing it again replaces the block in place (and changes nothing when it is current); the
rest of the file is never touched.
"""

from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass
from pathlib import Path

from memstore.core.errors import BadInput, MemstoreError
from memstore.jobs.importers import BLOCK_BEGIN, BLOCK_END
from memstore.storage import regular, writer

MAX_AGENT_FILE_BYTES = 4 << 20  # (instruction files run to a few KB)

BEGIN = BLOCK_BEGIN
END = BLOCK_END
AGENT_FILES = {
    "claude": "CLAUDE.md",
    "agents": "AGENTS.md",
    "cursor": ".cursor/rules/memstore.mdc",
}
# A Cursor rule file starts with its own frontmatter: always applied, for every file.
CURSOR_HEADER = """\
---
description: How to use the project's memory (memstore)
alwaysApply: true
---
"""


@dataclass(frozen=True)
class Installed:
    agent: str
    path: Path
    outcome: str  # created, added, updated or unchanged


def block(store_dir: str, agent: str) -> str:
    """The instructions for `agent`, with the store at `store_dir` (relative to the project)."""
    lines = [
        BEGIN,
        "## Project memory (memstore)",
        "",
        f"This project keeps what agents and people learn about it in `{store_dir}/`: plain "
        "Markdown entries managed by the `memstore` command (through its MCP server, the "
        "tools remember, recall, context, confirm, contradict, used, pending_decisions and "
        "resolve do the same).",
        "",
        *_load_once(store_dir, agent),
        "- Set `MEMSTORE_SESSION` to the session id `memstore session start` prints on "
        "stderr, so later commands cite the session.",
        "- Before relying on what you believe about the project, `memstore recall \"a few "
        "words\"`.",
        "- When you learn something worth keeping (a convention, a fix that worked, a "
        "decision), `memstore add \"what you learned\" --kind KIND`; add `--source user` when "
        "the user stated it. Recall first: if an entry already says it, confirm it instead.",
        "- When an entry proves right again, `memstore confirm ID`; when it helped a task "
        "succeed, `memstore used ID` (`--failed` if it misled you).",
        "- When an entry is wrong, `memstore contradict ID`; if you know the correct "
        "version, add it and run `memstore contradict ID --by NEW_ID` (NEW_ID stays active).",
        "- Entries that contradict each other wait for review, left out of recall until "
        "decided: `memstore resolve` lists each pair with the facts that differ. Decide the "
        "ones you can tell from the code or the user: `memstore resolve KEEP --over OTHER` "
        "(one is right), `memstore resolve A --both B` (both hold), `memstore resolve A "
        "--merge B` (the same knowledge); ask the user about the rest.",
        "- At the end of a session, `memstore session end`.",
        f"- Do not edit `{store_dir}/INDEX.md` (it is generated) or delete entry files; "
        "'memstore lint' checks hand edits.",
    ]
    # The fingerprint of what memstore wrote: a later `init --agent` replaces the block only
    # while it still holds exactly that, never a person's edit to it.
    lines += [FINGERPRINT.format(_fingerprint("\n".join(lines[1:]))), END]
    return "\n".join(lines) + "\n"


FINGERPRINT = "<!-- memstore:sha {} (edit outside this block: it is rewritten) -->"
_FINGERPRINT = re.compile(r"^<!-- memstore:sha ([0-9a-f]{12}) [^\n]*-->[ \t]*\r?$", re.M)


def _fingerprint(text: str) -> str:
    return hashlib.sha256(text.replace("\r\n", "\n").strip("\n").encode("utf-8")).hexdigest()[:12]


def _edited(inside: str) -> bool:
    """Whether the block's text (between its markers) is no longer what memstore wrote: its
    fingerprint no longer matches (a block without one, from an older memstore, is not)."""
    found = _FINGERPRINT.search(inside)
    return found is not None and _fingerprint(inside[:found.start()]) != found.group(1)


def _load_once(store_dir: str, agent: str) -> list[str]:
    """How the memory is loaded, once a session: Claude Code imports INDEX.md with this file
    and asks `session start` only for what INDEX.md lacks; other agents load it all from
    `session start`, which holds what INDEX.md holds."""
    if agent == "claude":
        return [
            f"- The rules, entries waiting for review and long-term memory are imported here: "
            f"@{store_dir}/INDEX.md",
            "- At the start of a session run `memstore session start --skip-index` and read "
            "what it prints: the recent working notes INDEX.md lacks (do not also run "
            "`memstore context`, which would load the index a second time).",
        ]
    return [
        "- At the start of a session run `memstore session start` and read what it prints: "
        "the rules in full, entries waiting for review, recent working notes, then "
        f"long-term memory. It holds everything `{store_dir}/INDEX.md` holds; do not read "
        "that file as well.",
    ]


def splice(text: str, new_block: str, where: str) -> str:
    """`text` with its memstore block replaced by `new_block` (appended if it has none)."""
    start, end = text.find(BEGIN), text.find(END)
    if start == -1 and end == -1:
        if not text:
            return new_block
        return text.rstrip("\n") + "\n\n" + new_block
    if start == -1 or end == -1 or end < start or text.count(BEGIN) > 1:
        raise BadInput(f"{where}: the memstore block's markers ({BEGIN} ... {END}) are "
                       "broken; fix or remove them, then run 'memstore init --agent' again")
    if _edited(text[start + len(BEGIN):end]):
        raise BadInput(f"{where}: the memstore block was edited by hand since memstore wrote "
                       "it; move your lines out of the block (or delete the block), then run "
                       "'memstore init --agent' again")
    tail = text[end + len(END):]
    return text[:start] + new_block.rstrip("\n") + (tail if tail else "\n")


def install(store_root: Path, agent: str) -> Installed:
    """Add or update the block in `agent`'s instruction file in the project folder (the
    store folder's parent)."""
    if agent not in AGENT_FILES:
        raise BadInput(f"unknown agent '{agent}'; use one of {', '.join(AGENT_FILES)}")
    project = store_root.absolute().parent
    path = project / AGENT_FILES[agent]
    store_dir = os.path.relpath(store_root.absolute(), project).replace(os.sep, "/")
    try:  # (a project file, from git like the store: a FIFO there once hung `init --agent`)
        old = regular.read_limited(path, MAX_AGENT_FILE_BYTES).decode("utf-8")
    except FileNotFoundError:
        old = None
    except (OSError, UnicodeDecodeError, MemstoreError) as exc:
        raise BadInput(f"{path}: cannot read it ({exc})") from None
    base = old if old is not None else (CURSOR_HEADER if agent == "cursor" else "")
    # A file saved with CRLF line ends throughout keeps them, the block's lines too (in LF they
    # made a file of mixed ends, and a CRLF checkout rewrote the whole block every time).
    crlf = old is not None and old.count("\r\n") == old.count("\n") > 0
    new = splice(base.replace("\r\n", "\n") if crlf else base, block(store_dir, agent),
                 str(path))
    if crlf:
        new = new.replace("\n", "\r\n")
    if new == old:
        return Installed(agent, path, "unchanged")
    writer.write_text(path, new)
    if old is None:
        outcome = "created"
    else:
        outcome = "updated" if BEGIN in old else "added"
    return Installed(agent, path, outcome)
