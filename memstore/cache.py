"""The parse cache: a derived, gitignored file that spares re-parsing unchanged entries.

Keyed on each file's path, size and modification time (nanoseconds). It is only an accelerator:
a missing, corrupt or foreign cache is ignored and rebuilt, and what a command prints never
depends on it, because a hit yields exactly what parsing the file would.
"""

from __future__ import annotations

import gc
import pickle
from pathlib import Path
from typing import Any

from memstore import writer

CACHE_VERSION = 1
CACHE_FILE = "entries.pickle"

# rel -> (size, mtime_ns, meta or None, body or reason, error line)
Record = tuple[int, int, Any, str, int | None]


def read(root: Path) -> dict[str, Record]:
    """The cached records, or {} when there is no usable cache."""
    path = root / ".cache" / CACHE_FILE
    enabled = gc.isenabled()
    gc.disable()  # unpickling many small objects is much faster without collection passes
    try:
        with path.open("rb") as handle:
            data = pickle.load(handle)
    except Exception:  # noqa: BLE001 - any unreadable cache is simply rebuilt
        return {}
    finally:
        if enabled:
            gc.enable()
    if not isinstance(data, dict) or data.get("version") != CACHE_VERSION:
        return {}
    files = data.get("files")
    return files if isinstance(files, dict) else {}


def write(root: Path, files: dict[str, Record]) -> None:
    """Replace the cache (atomically, so a concurrent reader never sees half of it)."""
    data = pickle.dumps({"version": CACHE_VERSION, "files": files}, protocol=5)
    try:
        writer.write_bytes(root / ".cache" / CACHE_FILE, data)
    except OSError:
        pass  # a read-only store still works, only slower
