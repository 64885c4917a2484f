"""Decay: how alive a long-term entry still is, as one score a person can read and check.

    base          = 0.5 ^ (days since last_confirmed / half_life_days)            (90)
                    (or since restored_at, when the entry was restored later)
    confirmations = base x confirmation_boost x (confirmations + successes - 1)   (0.05 each)
    recalls       = recall_boost x min(1, recalls in the last recall_window_days / 3)
                                                                                  (0.5, 30 d)
    score         = (base + confirmations + recalls) x contradiction_penalty ^ contradictions
                                                                                  (0.5 each)

An entry scoring below `prune_threshold` (0.1) is pruned to archive/. With the defaults a fact
confirmed once and never recalled falls below it 299 days after its last confirmation (305 with
two confirmations, 389 with twenty-one): every entry decays in the end, evidence only slows it.
One recall in the last 30 days adds 0.167 on its own, so a fact recalled in the last month stays
(unless it was also contradicted). Recalls come from log/recall.jsonl; entry files are never
rewritten by a read.

Because the score depends only on the entry, the recall log and the moment asked, `crossed_at`
can say exactly when an entry fell below the threshold: that moment, not the time a job ran, is
what pruning writes as `archived_at`, so two clones pruning at different times write the same
bytes.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import asdict, dataclass
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from memstore.core.entry import Entry
from memstore.core.plural import counted
from memstore.runtime import clock

if TYPE_CHECKING:
    from memstore.core.config import Config

RECALLS_FOR_FULL_BOOST = 3
"""Recalls inside the window that earn the whole recall_boost (each one a third of it)."""

# Retrieval (SPEC retrieval rules): active and compacted entries are served, stale ones strongly
# penalized, candidates are new unconfirmed evidence; the excluded statuses only when asked.
LIVE_STATUSES = ("active", "compacted")
PENALIZED_STATUSES = ("stale",)
STATUS_WEIGHTS = {"active": 1.0, "compacted": 1.0, "candidate": 0.6, "stale": 0.25}
ASKED_FOR_WEIGHT = 0.5
"""The weight of an excluded status when the caller asked for it (--status, --include-archived)."""


@dataclass(frozen=True)
class RecallStats:
    """How one entry has been recalled: in all, and the most recent time (what
    memstore.storage.recall_log reads from log/recall.jsonl)."""

    count: int
    last_at: datetime
    times: tuple[datetime, ...]

    def since(self, moment: datetime) -> int:
        """Recalls at or after `moment`."""
        return sum(1 for t in self.times if t >= moment)


@dataclass(frozen=True)
class Decay:
    """An entry's decay score and every component that produced it."""

    score: float
    age_days: float            # days since last_confirmed (or restored_at, if later)
    base: float                # 0.5 ^ (age_days / half_life_days)
    evidence: int              # confirmations + successes beyond the first
    recalls_total: int         # recalls ever logged (up to the moment asked)
    recalls_recent: int        # ... of which inside the recall window
    last_recalled: datetime | None
    recall_boost: float        # added for the recent recalls
    confirmation_boost: float  # added for the evidence
    contradiction_factor: float  # contradiction_penalty ^ contradictions
    reasons: str

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["last_recalled"] = (clock.format_time(self.last_recalled)
                                 if self.last_recalled else None)
        for key, value in data.items():
            if isinstance(value, float):
                data[key] = round(value, 4)
        return data


def _times(recalls: RecallStats | Mapping[str, RecallStats] | None, entry: Entry,
           moment: datetime) -> list[datetime]:
    """The entry's recall times up to `moment` (accepts one RecallStats or the whole map).

    A compaction summary inherits its sources' recalls (recall returns the summary in their
    place), so summarizing never makes an entry look less used.
    """
    if recalls is None:
        return []
    entry_ids = [entry.id, *(entry.sources if entry.status == "compacted" else [])]
    if isinstance(recalls, Mapping):
        return sorted(t for key in entry_ids for t in getattr(recalls.get(key), "times", ())
                      if t <= moment)
    return [t for t in recalls.times if t <= moment]


def decay_start(entry: Entry) -> datetime:
    """Where an entry's age counts from: its last confirmation, or its restore if later (a
    person who restores an entry wants it back, not pruned again by the next run)."""
    return entry.since_restore(entry.last_confirmed)


def score(entry: Entry, recalls: RecallStats | Mapping[str, RecallStats] | None,
          config: Config, now: datetime | None = None, explain: bool = True) -> Decay:
    """The decay score of `entry` at `now` (default: the clock), with its components.

    `recalls` is the entry's RecallStats, or the whole `recall_log.stats()` map, or None.
    `explain=False` leaves `reasons` empty (for screening many entries quickly).
    """
    cfg = config.decay
    now = clock.now() if now is None else now
    times = _times(recalls, entry, now)
    window_start = now - timedelta(days=cfg.recall_window_days)
    recent = sum(1 for t in times if t >= window_start)
    age = clock.days_between(decay_start(entry), now)
    base = _base(age, cfg.half_life_days)
    evidence = max(0, entry.confirmations + entry.successes - 1)
    confirmation = base * cfg.confirmation_boost * evidence
    recall = cfg.recall_boost * min(1.0, recent / RECALLS_FOR_FULL_BOOST)
    factor = cfg.contradiction_penalty ** entry.contradictions
    total = (base + confirmation + recall) * factor
    last = max(times) if times else None
    if not explain:
        return Decay(total, age, base, evidence, len(times), recent, last, recall, confirmation,
                     factor, "")
    verb = "restored" if decay_start(entry) != entry.last_confirmed else "confirmed"
    # (the base printed as the score is, on its side of the threshold: a base of 0.0999 that is
    # the whole score reads "0.0999", never "0.100" beside a score below 0.1)
    # (a confirmation after now, a clone's clock ahead or --now in the past, is said so: its
    # base is above 1, which "0 d ago" beside it would contradict)
    when = f"{max(0.0, age):.0f} d ago" if round(age) >= 0 else f"{-age:.0f} d after now"
    reasons = [f"{verb} {when}: base {score_text(base, cfg.prune_threshold)}"]
    if evidence:
        more = ("1 more confirmation or success" if evidence == 1
                else f"{evidence} more confirmations or successes")
        reasons.append(f"{more}: +{confirmation:.3f}")
    if recent:
        reasons.append(f"{counted(recent, 'recall')} in the last "
                       f"{cfg.recall_window_days:g} d: +{recall:.3f}")
    elif times:
        reasons.append(f"last recalled {clock.days_between(max(times), now):.0f} d ago")
    else:
        reasons.append("never recalled")
    if entry.contradictions:
        reasons.append(f"{counted(entry.contradictions, 'contradiction')}: x{factor:.3g}")
    return Decay(
        score=total, age_days=age, base=base, evidence=evidence, recalls_total=len(times),
        recalls_recent=recent, last_recalled=last,
        recall_boost=recall, confirmation_boost=confirmation, contradiction_factor=factor,
        reasons="; ".join(reasons),
    )


def _base(age_days: float, half_life: float) -> float:
    """0.5 ^ (age / half-life). A confirmation dated in the future (a clone whose clock runs
    ahead, or `--now` in the past) counts as made now: no entry is fresher than one confirmed
    this moment (until session 59 it counted up to 64 half-lives young, a base up to 2^64, and
    a clock half a year ahead made an entry all but immortal: the fifth red team)."""
    if half_life <= 0:
        return 1.0 if age_days <= 0 else 0.0
    return float(0.5 ** max(age_days / half_life, 0.0))


def crossed_at(entry: Entry, recalls: RecallStats | Mapping[str, RecallStats] | None,
               config: Config, now: datetime | None = None) -> datetime | None:
    """The moment the entry's score last fell below prune_threshold, or None if it has not.

    Between recall events the score only falls, so the moment is found segment by segment
    walking back from `now`, and solved exactly inside its segment (rounded up to the second).
    An entry already below the threshold when it was last confirmed (heavily contradicted)
    crossed at `last_confirmed`.
    """
    cfg = config.decay
    now = clock.now() if now is None else now
    threshold = cfg.prune_threshold
    if score(entry, recalls, config, now, explain=False).score >= threshold:
        return None
    start = decay_start(entry)
    window = timedelta(days=cfg.recall_window_days)
    times = _times(recalls, entry, now)
    bounds = sorted({t for r in times for t in (r, r + window) if start < t < now} | {start})
    factor = cfg.contradiction_penalty ** entry.contradictions
    evidence = max(0, entry.confirmations + entry.successes - 1)
    growth = 1 + cfg.confirmation_boost * evidence
    high = now
    for low in reversed(bounds):
        middle = low + (high - low) / 2
        recent = sum(1 for t in times if middle - window <= t <= middle)
        recall = cfg.recall_boost * min(1.0, recent / RECALLS_FOR_FULL_BOOST)
        at_low = (_base(clock.days_between(start, low), cfg.half_life_days) * growth
                  + recall) * factor
        if at_low < threshold:
            high = low
            continue
        needed = (threshold / factor - recall) / growth if factor else 0.0
        if needed <= 0 or cfg.half_life_days <= 0:
            # Recalls alone held it up: it fell the second the last of them left the window.
            return min(_ceil(high) + timedelta(seconds=1), now)
        days = cfg.half_life_days * math.log2(1 / needed) if needed < 1 else 0.0
        moment = max(start + timedelta(days=days), low)
        if moment >= high:  # it held up through the segment: it fell when a recall left
            return min(_ceil(high) + timedelta(seconds=1), now)
        found = _ceil(moment)
        if found < now and score(entry, recalls, config, found, explain=False).score >= threshold:
            # Exactly at the threshold there ("0.25 x 1.2 + 0.5, x 0.125" is 0.1 at 180 days):
            # the score is not below it yet, and falls the second after.
            found += timedelta(seconds=1)
        return found
    return _ceil(start)


def _ceil(moment: datetime) -> datetime:
    """Whole seconds, rounding up (times in files are whole seconds)."""
    if moment.microsecond:
        return moment.replace(microsecond=0) + timedelta(seconds=1)
    return moment


def score_text(value: float, threshold: float, places: int = 3) -> str:
    """`value` as printed beside `threshold`: rounded to `places` decimals, unless that puts it
    on the threshold's other side ("0.100" for 0.09998 reads as not below 0.1): then one more
    decimal, cut towards the side it is on ("0.0999"), so what a person reads agrees with the
    `value < threshold` every job decides by."""
    below = value < threshold
    text = f"{value:.{places}f}"
    if (float(text) < threshold) == below:
        return text
    for digits in range(places + 1, 18):
        scale = 10 ** digits
        cut = (math.floor if below else math.ceil)(value * scale) / scale
        if (cut < threshold) == below:
            return f"{cut:.{digits}f}"
    return repr(value)


def score_floor(value: float) -> float:
    """A score as written into a file: rounded down to 3 decimals, so a score just below the
    threshold never reads as the threshold itself."""
    return math.floor(value * 1000 + 1e-9) / 1000

