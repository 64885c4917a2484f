"""How much an entry is worth loading, for `recall`'s ranking and `context`'s ordering.

Both start from the entry's decay score (memstore.core.decay: recency of confirmation, recent
recalls, confirmations and successes, contradictions) and its status weight (memstore.core.decay's
retrieval weights: active and compacted 1.0, candidate 0.6, stale 0.25, and 0.5 for a status
served only on request).
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import TYPE_CHECKING

from memstore.core.decay import ASKED_FOR_WEIGHT, STATUS_WEIGHTS, RecallStats, score
from memstore.core.entry import Entry
from memstore.core.protection import protected

if TYPE_CHECKING:
    from memstore.core.config import Config


def status_weight(status: str) -> float:
    return STATUS_WEIGHTS.get(status, ASKED_FOR_WEIGHT)


def decay_score(entry: Entry, now: datetime, config: Config,
                stats: Mapping[str, RecallStats]) -> float:
    """The entry's decay score at `now` (memstore.core.decay.score)."""
    return score(entry, stats.get(entry.id), config, now, explain=False).score


def freshness(entry: Entry, now: datetime, config: Config,
              stats: Mapping[str, RecallStats]) -> float:
    """The decay score clipped to [0, 1]."""
    return max(0.0, min(1.0, decay_score(entry, now, config, stats)))


def load_value(entry: Entry, now: datetime, config: Config,
               stats: Mapping[str, RecallStats]) -> tuple[int, float, str]:
    """A sort key: (protected, decay score x status weight, id); the caller sorts on
    (-protected, -value, id), so protected entries come first and ties go to the smaller id."""
    value = decay_score(entry, now, config, stats) * status_weight(entry.status)
    return (1 if protected(entry, config) else 0, round(value, 9), entry.id)
