"""Creating a store: the folders, the commented configuration, and the git plumbing."""

from __future__ import annotations

import os
from pathlib import Path

from memstore.app import index
from memstore.core import config
from memstore.core.entry import LAYERS
from memstore.core.errors import BadInput
from memstore.storage import gitsetup, safepath, writer
from memstore.storage.store import Snapshot

GITATTRIBUTES = """\
# memstore: the logs only ever grow, so git can merge them by keeping both sides' lines.
log/*.jsonl merge=union
# Entry frontmatter is merged key by key by 'memstore git-merge' (installed by 'memstore init'
# and 'memstore doctor --apply'); without the driver git falls back to its usual text merge.
*.md merge=memstore
# INDEX.md is generated: keep both sides' lines (never a conflict); the next memstore command
# that writes, or 'memstore index', regenerates it. This rule must stay last.
INDEX.md merge=union
"""

GITIGNORE = """\
# Derived files memstore rebuilds on demand.
.cache/
"""


def init_store(folder: Path) -> list[str]:
    """Create whatever part of a store is missing in `folder`; returns what was created.

    Never overwrites an existing file, so running it on a store changes nothing. A folder
    inside another store is refused (BadInput): a store there would be read as that store's
    entries (`cd memory/working && memstore init` made working/memory/, whose INDEX.md the
    outer store then took for an entry).
    """
    outer = _enclosing_store(folder)
    if outer is not None:
        raise BadInput(f"{os.path.abspath(folder)} is inside the store {outer}: a store there "
                       f"would be read as its entries; run 'memstore init' in {outer.parent} "
                       f"(it uses {outer.name}/ as it is)")
    created: list[str] = []
    files = {
        config.CONFIG_NAME: config.TEMPLATE,
        ".gitattributes": GITATTRIBUTES,
        ".gitignore": GITIGNORE,
        # what `memstore index` writes for an empty store, so that the first command that
        # refreshes it (a clone's `doctor --apply`) leaves the committed file as it is
        index.INDEX_FILE: index.render(Snapshot([])),
    }
    for layer in LAYERS:
        files[f"{layer}/.gitkeep"] = ""
    for name in ("log/events.jsonl", "log/recall.jsonl", "log/sessions.jsonl"):
        files[name] = ""
    files["reports/.gitkeep"] = ""
    for rel, text in files.items():
        path = safepath.inside(folder, rel)  # `init` over a clone never writes through a link
        if not path.exists():
            writer.write_text(path, text)
            created.append(rel)
    install_merge_driver(folder)
    return created


def _enclosing_store(folder: Path) -> Path | None:
    """The store (a folder holding memstore.yaml) that `folder` lies inside, if any; a store
    is not inside itself."""
    for parent in Path(os.path.abspath(folder)).parents:
        if (parent / config.CONFIG_NAME).is_file():
            return parent
    return None


def install_merge_driver(folder: Path) -> bool:
    """Inside a git work tree, install `memstore git-merge` into the repository's local config
    (.gitattributes names it, but git never copies config through a clone). True if done;
    outside git, or when it is already installed, nothing happens."""
    if gitsetup.work_tree(folder) is None or gitsetup.driver_problem(folder) is None:
        return False
    return gitsetup.install_driver(folder)
