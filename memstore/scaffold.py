"""Creating a store: the folders, the commented configuration, and the git plumbing."""

from __future__ import annotations

from pathlib import Path

from memstore import config, writer
from memstore.entry import LAYERS

GITATTRIBUTES = """\
# memstore: the logs only ever grow, so git can merge them by keeping both sides' lines.
log/*.jsonl merge=union
# Entry frontmatter is merged key by key by 'memstore git-merge' (installed by 'memstore init'
# and 'memstore doctor --apply'); without the driver git falls back to its usual text merge.
*.md merge=memstore
INDEX.md -merge
"""

GITIGNORE = """\
# Derived files memstore rebuilds on demand.
.cache/
"""


def init_store(folder: Path) -> list[str]:
    """Create whatever part of a store is missing in `folder`; returns what was created.

    Never overwrites an existing file, so running it on a store changes nothing.
    """
    created: list[str] = []
    files = {
        config.CONFIG_NAME: config.TEMPLATE,
        ".gitattributes": GITATTRIBUTES,
        ".gitignore": GITIGNORE,
        "INDEX.md": "# Memory index\n\n0 long-term entries.\n",
    }
    for layer in LAYERS:
        files[f"{layer}/.gitkeep"] = ""
    for name in ("log/events.jsonl", "log/recall.jsonl", "log/sessions.jsonl"):
        files[name] = ""
    files["reports/.gitkeep"] = ""
    for rel, text in files.items():
        path = folder / rel
        if not path.exists():
            writer.write_text(path, text)
            created.append(rel)
    return created
