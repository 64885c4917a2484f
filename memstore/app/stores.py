"""Opening the store a command works on: the folder a front end names (`--store`,
$MEMSTORE_DIR) or else the nearest `memory/` upwards (memstore.storage.store.Store.open).

The front ends reach the store through the application like everything else; the command line
imports this only once a command runs, so `memstore COMMAND --help` never loads the store.
"""

from __future__ import annotations

from memstore.storage.store import Store


def open_store(path: str | None) -> Store:
    """The store at `path`, else the one found from the current directory."""
    return Store.open(path)
