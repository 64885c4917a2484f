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
                        Both inconclusive for runs under two weeks: the first week and the
                        final week overlap, so their means are not two measurements.
    archive justified   every archived entry, at every run, has a reason, a link or a score.
    rules loaded        every session start loaded every protected rule the user stated, in
                        full (SPEC: protected kinds are always served with every fact).
    budget used         every session start that had more waiting than the budget holds used
                        at least 90% of it (one entry must not starve the rest).

Besides the criteria it reports the SPEC promise the simulation can check (the user's protected
rules, never recalled, are all still live in long_term/).
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from memstore.core.plural import counted

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


def _one_week(name: str, days: int) -> Criterion | None:
    """Inconclusive for a run too short to hold a final week apart from the first."""
    if days >= 14:
        return None
    return Criterion(name, None, f"inconclusive: {counted(days, 'day')} hold no final week "
                     "apart from the first")


def duplicates_down(rows: Sequence[dict[str, Any]], days: int) -> Criterion:
    points = [(r["t"], r["duplicate_rate"]) for r in rows if r["duplicate_rate"] is not None]
    if not points:
        return Criterion("duplicates down", None, "inconclusive: no duplicate rate was "
                         "measured (memstore.core.similarity unavailable)")
    if (short := _one_week("duplicates down", days)) is not None:
        return short
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
    if (short := _one_week("probes hold", days)) is not None:
        return short
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


BUDGET_USED_SHARE = 0.9


def rules_loaded(contexts: Sequence[dict[str, Any]]) -> Criterion:
    if not contexts:
        return Criterion("rules loaded", None, "inconclusive: no session started")
    rules = max(c["rules"] for c in contexts)
    bad = [c for c in contexts if c["rules_missing"]]
    if not bad:
        return Criterion("rules loaded", True, f"every one of the {rules} protected rules was "
                         f"loaded in full at every one of the {len(contexts)} session starts")
    first = bad[0]
    return Criterion("rules loaded", False, f"{len(bad)} of {len(contexts)} session starts "
                     f"did not load every protected rule in full (first on day {first['day']}: "
                     f"{', '.join(first['rules_missing'][:3])})")


def budget_used(contexts: Sequence[dict[str, Any]]) -> Criterion:
    if not contexts:
        return Criterion("budget used", None, "inconclusive: no session started")
    shares = [c["tokens"] / c["budget"] for c in contexts if c["budget"]]
    waiting = [c for c in contexts if c["more_waiting"]]
    low = [c for c in waiting if c["tokens"] < BUDGET_USED_SHARE * c["budget"]]
    spread = (f"{min(shares):.0%} to {max(shares):.0%} of the budget used, mean "
              f"{_mean(shares):.0%}" if shares else "no budget")
    if not low:
        return Criterion("budget used", True, f"every context with more waiting used at least "
                         f"{BUDGET_USED_SHARE:.0%} of its budget ({len(waiting)} of "
                         f"{len(contexts)} had more waiting; {spread})")
    worst = min(low, key=lambda c: c["tokens"] / c["budget"])
    return Criterion("budget used", False, f"{len(low)} of {len(waiting)} contexts with more "
                     f"waiting used less than {BUDGET_USED_SHARE:.0%} of the budget (lowest "
                     f"{worst['tokens']} of {worst['budget']} tokens on day {worst['day']}; "
                     f"{spread})")


def weekly_context(contexts: Sequence[dict[str, Any]]) -> list[str]:
    """A Markdown table, a row a week: session starts, whether every protected rule was
    loaded in full each time, and the share of the budget used."""
    weeks: dict[int, list[dict[str, Any]]] = {}
    for c in contexts:
        weeks.setdefault(c["day"] // 7 + 1, []).append(c)
    lines = ["| week | session starts | every protected rule in full | budget used (lowest, "
             "mean) | with more waiting |", "| --- | --- | --- | --- | --- |"]
    for week, rows in sorted(weeks.items()):
        ok = all(not c["rules_missing"] for c in rows)
        shares = [c["tokens"] / c["budget"] for c in rows if c["budget"]]
        used = f"{min(shares):.0%}, {_mean(shares):.0%}" if shares else "-"
        lines.append(f"| {week} | {len(rows)} | {'yes' if ok else 'no'} | {used} | "
                     f"{sum(1 for c in rows if c['more_waiting'])} |")
    return lines


def weekly_probes(rows: Sequence[dict[str, Any]]) -> list[str]:
    """A Markdown table, a row a week: the probe precision measured after each run (lowest
    and mean), and each query missed that week with the number of runs it was missed in."""
    weeks: dict[int, list[dict[str, Any]]] = {}
    for row in rows:
        if (row.get("probes") or {}).get("precision") is not None:
            weeks.setdefault(row["day"] // 7 + 1, []).append(row["probes"])
    lines = ["| week | runs | probe precision (lowest, mean) | missed (runs) |",
             "| --- | --- | --- | --- |"]
    for week, found in sorted(weeks.items()):
        values = [p["precision"] for p in found]
        missed: dict[str, int] = {}
        for p in found:
            for q in p.get("queries", ()):
                if q["missed"]:
                    missed[q["query"]] = missed.get(q["query"], 0) + 1
        said = "; ".join(f"{q} ({n})" for q, n in sorted(missed.items())) or "-"
        lines.append(f"| {week} | {len(found)} | {min(values):.0%}, {_mean(values):.0%} | "
                     f"{said} |")
    return lines
