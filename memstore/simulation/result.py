"""What a simulation produced (memstore.simulation.run makes it, .output writes it out)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


@dataclass
class Result:
    """What a simulation produced: its rows, where it ran, and what the verdict needs."""

    out: Path
    store_root: Path
    weeks: int
    seed: int
    rows: list[dict[str, Any]] = field(default_factory=list)
    protected: list[str] = field(default_factory=list)
    jobs: dict[str, Any] = field(default_factory=dict)
    activity: dict[str, int] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    events: list[tuple[str, str]] = field(default_factory=list)  # (at, what) for the picture
    contexts: list[dict[str, Any]] = field(default_factory=list)  # one per session start
