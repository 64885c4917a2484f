"""How much an entry is worth loading, for `recall`'s ranking and `context`'s ordering.

Both start from the entry's decay score (`memstore.decay`, issue 4: recency of confirmation,
recent recalls, confirmations and successes, contradictions). Until that module is importable a
local estimate of the same formula stands in (SPEC section 5):

    score = 0.5 ^ (days since last confirmed or recalled / half_life_days)
            + confirmation_boost x (confirmations + successes - 1)
            + recall_boost x min(1, recalls in the last recall_window_days / 3)
    then x contradiction_penalty ^ contradictions
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from memstore import clock
from memstore.entry import Entry

if TYPE_CHECKING:
    from memstore.config import Config
    from memstore.recall_log import RecallStats

# Status weights shared by recall and context: stale is strongly penalized (SPEC retrieval
# rules); a candidate is new, unconfirmed evidence.
STATUS_WEIGHT = {"active": 1.0, "compacted": 1.0, "candidate": 0.6, "stale": 0.25}
EXCLUDED_WEIGHT = 0.5  # statuses recalled only on request (superseded, archived, ...)


def status_weight(status: str) -> float:
    return STATUS_WEIGHT.get(status, EXCLUDED_WEIGHT)


def _decay_module() -> Any:
    try:
        from memstore import decay  # type: ignore[attr-defined]
    except ImportError:
        return None
    return decay if callable(getattr(decay, "score", None)) else None


def decay_score(entry: Entry, now: datetime, config: Config,
                stats: Mapping[str, RecallStats]) -> float:
    """The entry's decay score (memstore.decay when present, else the local estimate)."""
    decay = _decay_module()
    if decay is not None:
        try:
            result = decay.score(entry, now=now, config=config, recalls=stats.get(entry.id))
            return float(getattr(result, "score", result))
        except TypeError:
            pass  # a different signature: fall back to the estimate below
    return estimate(entry, now, config, stats.get(entry.id))


def estimate(entry: Entry, now: datetime, config: Config,
             recalls: RecallStats | None) -> float:
    """The local stand-in for memstore.decay.score (see the module docstring)."""
    cfg = config.decay
    last = entry.last_confirmed
    recent = 0
    if recalls is not None:
        last = max(last, recalls.last_at)
        recent = recalls.since(now - timedelta(days=cfg.recall_window_days))
    days = max(0.0, clock.days_between(last, now))
    score = 0.5 ** (days / cfg.half_life_days) if cfg.half_life_days else 0.0
    score += cfg.confirmation_boost * max(0, entry.confirmations + entry.successes - 1)
    score += cfg.recall_boost * min(1.0, recent / 3)
    return score * cfg.contradiction_penalty ** entry.contradictions


def freshness(entry: Entry, now: datetime, config: Config,
              stats: Mapping[str, RecallStats]) -> float:
    """The decay score clipped to [0, 1]."""
    return max(0.0, min(1.0, decay_score(entry, now, config, stats)))


def protected(entry: Entry, config: Config) -> bool:
    """A protected kind or `preserve: true`: loaded first."""
    return entry.preserve or config.is_protected(entry.kind)


def load_value(entry: Entry, now: datetime, config: Config,
               stats: Mapping[str, RecallStats]) -> tuple[int, float, str]:
    """A sort key, highest first: protected entries, then decay score x status weight.

    The id breaks ties (negated order is handled by the caller sorting on (-p, -v, id)).
    """
    value = decay_score(entry, now, config, stats) * status_weight(entry.status)
    return (1 if protected(entry, config) else 0, round(value, 9), entry.id)
