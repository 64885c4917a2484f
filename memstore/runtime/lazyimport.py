"""Deferring a library's heavy imports that memstore never uses.

detect-secrets imports `requests` (and with it urllib3, ssl, http.client, email: about 0.15 s)
only to verify secrets against vendors' APIs, which memstore never asks it to do, and
`multiprocessing` only to scan files in parallel, which memstore does not use either. Inside
`deferred(...)`, importing such a module binds a stand-in that imports the real module the
first time any attribute is read, so nothing changes except when the cost is paid (never, for
memstore). After the block, `sys.modules` no longer names the stand-in: a later `import
requests` anywhere gets the real module.
"""

from __future__ import annotations

import importlib
import sys
import types
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any


class _Deferred(types.ModuleType):
    """Stands in for a module until one of its attributes is used."""

    def __getattr__(self, attr: str) -> Any:
        real = sys.modules.get(self.__name__)
        if real is None or real is self:
            sys.modules.pop(self.__name__, None)
            real = importlib.import_module(self.__name__)
        return getattr(real, attr)


@contextmanager
def deferred(*names: str) -> Iterator[None]:
    """Within the block, `import NAME` of a module not yet imported binds a lazy stand-in."""
    placed = []
    for name in names:
        if name not in sys.modules:
            stand_in = _Deferred(name)
            stand_in.__spec__ = None
            sys.modules[name] = stand_in
            placed.append((name, stand_in))
    try:
        yield
    finally:
        for name, stand_in in placed:
            if sys.modules.get(name) is stand_in:
                del sys.modules[name]
