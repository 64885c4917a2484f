"""Secrets in the logs (`log/*.jsonl`), for `lint`: the logs are committed like the entries.

Every string value of every line is scanned (as JSON reads it, so an escaped secret is whole),
and a line that is not JSON is scanned as it is. The logs only grow, so what was scanned is
remembered in `.cache/logscan.json` (per file: inode, size, a digest of its first bytes and the
findings up to that size, under the scanner's name, memstore.storage.scanmemo) and a later lint
scans only what was appended; a log that was rewritten, truncated or replaced is scanned again.
The memo is sealed (memstore.storage.sealed): a committed one, which could say a log holds no
secret, is never read.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
from dataclasses import dataclass
from typing import Any

from memstore.core import jsonline, secrets
from memstore.core.errors import MemstoreError, UnsafePath
from memstore.storage import regular, safepath, scanmemo, sealed
from memstore.storage.store import LOG_DIR, Store

MEMO = ".cache/logscan.json"
HEAD_BYTES = 4096


@dataclass(frozen=True)
class LogSecret:
    """A secret found in a log: the file, the 1-based line, a description without the secret."""

    rel: str
    line: int
    excerpt: str


def scan(store: Store) -> list[LogSecret]:
    """Every secret in the store's logs, by file and line."""
    memo = _read_memo(store)
    name = scanmemo.name()
    found: list[LogSecret] = []
    changed = False
    for rel, path, info in _logs(store):
        if info.st_size > regular.MAX_LOG_BYTES:
            continue  # never read: `oversized` names it
        kept = memo.get(rel)
        try:
            handle = open(regular.open_fd(path, os.O_RDONLY | os.O_NOFOLLOW), "rb")
        except (OSError, MemstoreError):
            continue  # replaced by a FIFO or a symlink since it was listed: lint lists those
        with handle:
            head = hashlib.blake2b(handle.read(HEAD_BYTES), digest_size=8).hexdigest()
            start, lines, hits = 0, 0, []
            if (isinstance(kept, dict) and kept.get("scanner") == name
                    and kept.get("ino") == info.st_ino and kept.get("head") == head
                    and isinstance(kept.get("size"), int) and kept["size"] <= info.st_size):
                start, lines, hits = kept["size"], kept["lines"], kept["found"]
            handle.seek(start)
            data = handle.read(info.st_size - start)
        end = data.rfind(b"\n") + 1  # a line still being appended is scanned next time
        for raw in data[:end].splitlines():
            lines += 1
            hits += [[lines, f"{what} on line {lines}"] for what in _secrets_in(raw)]
        size = start + end
        if kept != (entry := {"scanner": name, "ino": info.st_ino, "head": head, "size": size,
                              "lines": lines, "found": hits}):
            memo[rel] = entry
            changed = True
        found += [LogSecret(rel, line, excerpt) for line, excerpt in hits]
    if changed:
        _write_memo(store, memo)
    return found


def _secrets_in(raw: bytes) -> list[str]:
    text = raw.decode("utf-8", "replace")
    try:
        strings = jsonline.strings(jsonline.loads(text))
    except ValueError:  # not JSON (or nested too deeply to read): its text and its strings
        strings = [text, *jsonline.string_literals(text)]
    descriptions = []
    for finding in secrets.scan_text("\n".join(strings)):
        what = finding.excerpt.rsplit(" on line ", 1)[0]
        if what not in descriptions:
            descriptions.append(what)
    return descriptions


def oversized(store: Store) -> list[tuple[str, int]]:
    """(rel, size) of each log over `regular.MAX_LOG_BYTES`, which no command reads."""
    return [(rel, info.st_size) for rel, _, info in _logs(store)
            if info.st_size > regular.MAX_LOG_BYTES]


def _logs(store: Store) -> list[tuple[str, str, os.stat_result]]:
    """(rel, path, stat) of each regular `*.jsonl` file in log/ (a symlink is never read:
    lint reports it as a symlink)."""
    try:
        folder = safepath.inside(store.root, LOG_DIR)
        names = sorted(os.listdir(folder))
    except (UnsafePath, OSError):
        return []
    out = []
    for name in names:
        path = os.path.join(folder, name)
        try:
            info = os.lstat(path)
        except OSError:
            continue
        if name.endswith(".jsonl") and stat.S_ISREG(info.st_mode):
            out.append((f"{LOG_DIR}/{name}", path, info))
    return out


def _read_memo(store: Store) -> dict[str, Any]:
    payload = sealed.read(store.root, MEMO)
    try:
        data = jsonline.loads(bytes(payload)) if payload is not None else {}
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


def _write_memo(store: Store, memo: dict[str, Any]) -> None:
    # (only an accelerator: one that cannot be written is no error)
    sealed.write(store.root, MEMO, json.dumps(memo, ensure_ascii=False).encode("utf-8"))
