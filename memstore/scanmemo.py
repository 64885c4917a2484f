"""Secret scans kept in the parse cache: what `lint` reads instead of scanning every file.

`name()` identifies the scanner (a digest of memstore/secrets.py and the installed
detect-secrets), so a scan result cached by another version of either is never used; it is
computed once per process and costs no import of detect-secrets.
"""

from __future__ import annotations

import functools
import hashlib
import importlib.util
import os


@functools.lru_cache(maxsize=1)
def name() -> str:
    """The memo name for secret scans by the scanner installed now."""
    from memstore import secrets

    digest = hashlib.blake2b(digest_size=8)
    with open(secrets.__file__, "rb") as handle:
        digest.update(handle.read())
    spec = importlib.util.find_spec("detect_secrets")
    if spec is not None and spec.origin:
        folder = os.path.dirname(spec.origin)
        for entry in sorted(os.scandir(folder), key=lambda e: e.name):
            if entry.name.endswith(".py"):
                stat = entry.stat()
                digest.update(f"{entry.name}:{stat.st_size}:{stat.st_mtime_ns};".encode())
    return f"secrets/file-{digest.hexdigest()}"


def scan(text: str) -> list[str]:
    """The excerpts (never the secret) of every secret in an entry file's whole text: every
    frontmatter value (a hand-written `api_key:` or a provenance note) as well as the body,
    with line numbers that are the file's own."""
    from memstore import secrets

    return [f.excerpt for f in secrets.scan_text(text)]
