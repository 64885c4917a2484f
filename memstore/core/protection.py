"""The one protection policy: which entries no automatic job may archive, shrink or delete.

An entry is protected when its kind is one of `retention.protected_kinds` (user preferences,
security rules, ... by default) or it says `preserve: true`. Protected entries are loaded first
and in full (memstore.app.context serves them as rules), never expire, and are never pruned,
compacted, archived by a retention rule or purged. Each job words its own reason from
`Config.is_protected(kind)` and `Entry.preserve`; whether an entry is protected is answered
here.
"""

from __future__ import annotations

from memstore.core.config import Config
from memstore.core.entry import Entry


def protected(entry: Entry, config: Config) -> bool:
    """A protected kind or `preserve: true` (see the module docstring)."""
    return entry.preserve or config.is_protected(entry.kind)
