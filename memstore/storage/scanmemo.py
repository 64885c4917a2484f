"""Secret scans kept in the parse cache: what `lint` reads instead of scanning every file.

`name()` identifies the scanner (a digest of memstore/core/secrets.py, its rules, this module and
the installed detect-secrets), so a scan result cached by another version of any is never used;
it is computed once per process and costs no import of detect-secrets.
"""

from __future__ import annotations

import functools
import hashlib
import importlib.util
import os
from typing import Any

from memstore.core import secret_patterns, secret_rules, secrets


@functools.lru_cache(maxsize=1)
def name() -> str:
    """The memo name for secret scans by the scanner installed now."""
    digest = hashlib.blake2b(digest_size=8)
    for module in (secrets.__file__, secret_rules.__file__, secret_patterns.__file__, __file__):
        with open(module, "rb") as handle:
            digest.update(handle.read())
    spec = importlib.util.find_spec("detect_secrets")
    if spec is not None and spec.origin:
        folder = os.path.dirname(spec.origin)
        for entry in sorted(os.scandir(folder), key=lambda e: e.name):
            if entry.name.endswith(".py"):
                stat = entry.stat()
                digest.update(f"{entry.name}:{stat.st_size}:{stat.st_mtime_ns};".encode())
    return f"secrets/file-{digest.hexdigest()}"


def scan(text: str, meta: dict[str, Any] | None = None) -> list[str]:
    """The excerpts (never the secret) of every secret in an entry file's whole text: every
    frontmatter value (a hand-written `api_key:` or a provenance note) as well as the body,
    with line numbers that are the file's own.

    With `meta` (the parsed frontmatter), its values are scanned as well, as YAML reads them:
    a secret written with escapes (`"ghp\\x5f..."`) or folded over several lines (`>`) is
    whole only there. A rule found that way and not in the text is named with its key."""
    found = secrets.scan_text(text)
    excerpts = [f.excerpt for f in found]
    rules = {f.rule for f in found}
    # One scan of every value, a `name: value` line each (the name keeps the keyword and
    # entropy rules' sense); a finding's line tells whose value it is in.
    owners: list[str] = []
    lines: list[str] = []
    for key, value in _strings(meta or {}):
        name = key.rsplit(".", 1)[-1]
        if _written_as_read(text, name, value):
            continue  # the scan of the text saw it as YAML reads it, beside its name
        text_lines = f"{name}: {value}".split("\n")
        lines += text_lines
        owners += [key] * len(text_lines)
    for finding in secrets.scan_text("\n".join(lines)) if lines else ():
        if finding.rule not in rules:
            rules.add(finding.rule)
            what = finding.excerpt.rsplit(" on line ", 1)[0]
            excerpts.append(f"{what} in the value of {owners[finding.line - 1]}")
    return excerpts


def _written_as_read(text: str, name: str, value: str) -> bool:
    if "[" in name:  # a list item: no name beside it either way
        return value in text
    return any(f"{name}: {q}{value}{q}" in text for q in ("", '"', "'"))


def _strings(value: Any, key: str = "") -> list[tuple[str, str]]:
    """Every string in a parsed frontmatter value, with its dotted key."""
    if isinstance(value, str):
        return [(key, value)]
    if isinstance(value, dict):
        return [pair for k, v in value.items()
                for pair in _strings(v, f"{key}.{k}" if key else str(k))]
    if isinstance(value, (list, tuple)):
        return [pair for i, v in enumerate(value) for pair in _strings(v, f"{key}[{i}]")]
    return []
