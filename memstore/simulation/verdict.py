"""The verdict: the timeline judged against the success criteria, with the numbers behind it.

The criteria, fixed before looking at any run (a bad verdict is reported, never tuned away):

    working bounded     the mean working/ count in the final week is at most 10% above its
                        mean in the first week the candidate expiry could act (days 30-36 by
                        default): once unpromoted entries expire, the layer must stop growing.
                        Inconclusive for runs that leave less than two weeks after the expiry.
    duplicates down     the least-squares slope of the duplicate rate over the run is not
                        positive and the final week's mean is not above the first week's
                        (a rate that stays at 0 counts as met).
    probes hold         the final week's mean probe precision is at least the first week's
                        minus 0.05.
    archive justified   every archived entry, at every run, has a reason, a link or a score.

Besides the criteria it reports the SPEC promise the simulation can check (the user's protected
rules, never recalled, are all still live in long_term/) and any lifecycle job that was missing.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

WORKING_TOLERANCE = 0.10
PRECISION_TOLERANCE = 0.05


@dataclass(frozen=True)
class Criterion:
    """One success criterion: met (True), not met (False) or inconclusive (None), and why."""

    name: str
    ok: bool | None
    evidence: str


def _mean(values: Sequence[float]) -> float:
    return statistics.fmean(values) if values else 0.0


def slope_per_week(points: Sequence[tuple[float, float]]) -> float:
    """Least-squares slope of (day, value) points, per week."""
    if len(points) < 2:
        return 0.0
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    mx, my = _mean(xs), _mean(ys)
    var = sum((x - mx) ** 2 for x in xs)
    if var == 0:
        return 0.0
    return 7 * sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / var


def working_bounded(rows: Sequence[dict[str, Any]], days: int, expiry: int) -> Criterion:
    if days < expiry + 14 or not rows:
        return Criterion("working bounded", None, f"inconclusive: {days} days leave less than "
                         f"two weeks after the candidate expiry ({expiry} days)")
    ref = [r["working"] for r in rows if expiry <= r["day"] < expiry + 7]
    last = [r["working"] for r in rows if r["day"] >= days - 7]
    ref_mean, last_mean = _mean(ref), _mean(last)
    ok = last_mean <= ref_mean * (1 + WORKING_TOLERANCE)
    verb = "stayed bounded" if ok else "kept growing"
    flagged = rows[-1].get("working_needs_review", 0)
    return Criterion("working bounded", ok, f"the working layer {verb} (mean {ref_mean:.0f} "
                     f"entries in the first week the {expiry}-day expiry could act, "
                     f"{last_mean:.0f} in the final week, {rows[-1]['working']} at the end, "
                     f"{flagged} of them needs_review)")


def duplicates_down(rows: Sequence[dict[str, Any]], days: int) -> Criterion:
    points = [(r["t"], r["duplicate_rate"]) for r in rows if r["duplicate_rate"] is not None]
    if not points:
        return Criterion("duplicates down", None, "inconclusive: no duplicate rate was "
                         "measured (memstore.similarity unavailable)")
    first = _mean([v for t, v in points if t < 7])
    last = _mean([v for t, v in points if t >= days - 7])
    slope = slope_per_week(points)
    if max(v for _, v in points) == 0:
        return Criterion("duplicates down", True, "the duplicate rate stayed at 0%")
    ok = slope <= 0 and last <= first
    verb = "trended down" if ok else "did not trend down"
    return Criterion("duplicates down", ok, f"the duplicate rate {verb} (first-week mean "
                     f"{first:.1%}, final-week mean {last:.1%}, slope {slope * 100:+.2f} "
                     "points a week)")


def probes_hold(rows: Sequence[dict[str, Any]], days: int) -> Criterion:
    points = [(r["t"], r["probe_precision"]) for r in rows if r["probe_precision"] is not None]
    if not points:
        return Criterion("probes hold", None, "inconclusive: no probe set was measured")
    first = _mean([v for t, v in points if t < 7])
    last = _mean([v for t, v in points if t >= days - 7])
    ok = last >= first - PRECISION_TOLERANCE
    verb = ("improved" if last > first else "held") if ok else "dropped"
    return Criterion("probes hold", ok, f"probe precision {verb} (first-week mean {first:.0%}, "
                     f"final-week mean {last:.0%}, lowest {min(v for _, v in points):.0%})")


def archive_justified(rows: Sequence[dict[str, Any]], final: dict[str, Any],
                      archived_by: dict[str, str]) -> Criterion:
    worst = min((r["archive_justified_share"] for r in rows), default=1.0)
    arch = final["archive"]
    by = ", ".join(f"{n} by {k}" for k, n in arch["by"].items() if n) or "none archived"
    if worst >= 1.0:
        return Criterion("archive justified", True, f"every archived entry is justified "
                         f"({arch['justified']} of {arch['entries']}: {by})")
    ids = arch["unjustified"]
    jobs = sorted({archived_by.get(i, "unknown") for i in ids})
    return Criterion("archive justified", False, f"{len(ids)} archived entries give no reason, "
                     f"link or score at the end ({', '.join(ids[:5])}"
                     f"{' ...' if len(ids) > 5 else ''}; archived by {', '.join(jobs)}), "
                     f"lowest share during the run {worst:.1%}")


def compose(criteria: Sequence[Criterion], head: str, extras: Sequence[str]) -> str:
    """The one-paragraph verdict."""
    decided = [c for c in criteria if c.ok is not None]
    met = sum(1 for c in decided if c.ok)
    if met < len(decided):
        label = "unhealthy" if met == 0 else "mixed"
    else:  # nothing failed: healthy only if every criterion could be judged
        label = "healthy" if len(decided) == len(criteria) else "inconclusive"
    parts = [f"**Verdict: {label}** ({met} of {len(criteria)} criteria met"
             + (f", {len(criteria) - len(decided)} inconclusive" if len(decided) < len(criteria)
                else "") + f") {head}: "]
    parts.append("; ".join(c.evidence for c in criteria) + ".")
    parts.extend(f" {e}" for e in extras)
    return "".join(parts)
