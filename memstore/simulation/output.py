"""The simulation's outputs: timeline.jsonl, timeline.csv, context.jsonl (one record a
session start), timeline.png and verdict.md."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from typing import Any

from memstore.core.entry import STATUSES
from memstore.core.plural import counted
from memstore.runtime import clock
from memstore.simulation import diagnosis, verdict
from memstore.simulation.result import Result
from memstore.storage.store import Store

COLUMNS = (
    "at", "day", "run", "changes", "entries", "working", "long_term", "archive", "live",
    "working_needs_review",
    *(f"status_{s}" for s in STATUSES),
    "duplicate_rate", "duplicate_pairs", "duplicates_checked", "age_mean_days",
    "age_median_days", "stale_share", "needs_review_share", "probe_precision",
    "archive_entries", "archive_justified_share", "archive_unjustified", "problems",
)


def flat(row: dict[str, Any], start: str) -> dict[str, Any]:
    """A timeline row as one level of named numbers (the CSV columns, plus `t` in days)."""
    probe = row.get("probes")
    out: dict[str, Any] = {
        "at": row["at"], "day": row["day"], "run": row["run"], "changes": row["changes"],
        "entries": row["entries"], **row["layers"], "live": row["live"],
        "working_needs_review": row["layer_statuses"]["working"].get("needs_review", 0),
        **{f"status_{s}": row["statuses"].get(s, 0) for s in STATUSES},
        "duplicate_rate": row["duplicates"]["rate"],
        "duplicate_pairs": row["duplicates"]["pairs"],
        "duplicates_checked": row["duplicates"]["checked"],
        "age_mean_days": row["age_days"]["mean"], "age_median_days": row["age_days"]["median"],
        "stale_share": row["stale_share"], "needs_review_share": row["needs_review_share"],
        "probe_precision": probe.get("precision") if probe else None,
        "archive_entries": row["archive"]["entries"],
        "archive_justified_share": row["archive"]["share"],
        "archive_unjustified": len(row["archive"]["unjustified"]),
        "problems": row["problems"],
    }
    out["t"] = round(clock.days_between(clock.parse_time(start), clock.parse_time(row["at"])), 4)
    return out


def timeline_jsonl(rows: list[dict[str, Any]]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n" for r in rows)


def timeline_csv(flat_rows: list[dict[str, Any]]) -> str:
    buffer = io.StringIO()
    writer = csv.DictWriter(buffer, fieldnames=COLUMNS, extrasaction="ignore",
                            lineterminator="\n")
    writer.writeheader()
    for row in flat_rows:
        writer.writerow({k: "" if row[k] is None else row[k] for k in COLUMNS})
    return buffer.getvalue()


def plot(flat_rows: list[dict[str, Any]], path: Any, title: str,
         events: Sequence[tuple[float, str]] = ()) -> None:
    """timeline.png: entries per layer, duplicate rate, probe precision and age over time,
    with the scripted events (branch, changed facts) marked."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    t = [r["t"] for r in flat_rows]
    fig, axes = plt.subplots(4, 1, figsize=(9, 10), sharex=True)
    ax = axes[0]
    for key, label in (("working", "working/"), ("long_term", "long_term/"),
                       ("archive", "archive/"), ("live", "live (not archived)")):
        ax.plot(t, [r[key] for r in flat_rows], label=label,
                linestyle="--" if key == "live" else "-")
    ax.set_ylabel("entries")
    top = max((r[k] for r in flat_rows for k in ("working", "long_term", "archive", "live")),
              default=1)
    ax.set_ylim(0, 1.55 * top + 1)  # room for the event labels above the lines
    ax.legend(loc="upper right", fontsize=8, ncol=2)
    ax.set_title(title, fontsize=10)
    _series(axes[1], t, flat_rows, "duplicate_rate", "duplicate rate", percent=True)
    _series(axes[2], t, flat_rows, "probe_precision", "probe precision", percent=True)
    axes[2].set_ylim(-0.02, 1.05)
    ax = axes[3]
    ax.plot(t, [r["age_mean_days"] for r in flat_rows], label="mean")
    ax.plot(t, [r["age_median_days"] for r in flat_rows], label="median", linestyle="--")
    ax.set_ylabel("age of live entries (days)")
    ax.legend(loc="upper left", fontsize=8)
    ax.set_xlabel("day of the simulation")
    for ax in axes:
        ax.grid(alpha=0.3)
        for when, _ in events:
            ax.axvline(when, color="grey", linestyle=":", linewidth=0.8)
    for when, what in events:
        axes[0].annotate(what, (when, 1.0), xycoords=("data", "axes fraction"),
                         xytext=(-2, -3), textcoords="offset points", rotation=90,
                         ha="right", va="top", fontsize=6.5, color="dimgrey")
    fig.tight_layout()
    fig.savefig(path, dpi=110, metadata={"Software": None})
    plt.close(fig)


def _series(ax: Any, t: list[float], rows: list[dict[str, Any]], key: str, label: str,
            percent: bool) -> None:
    points = [(x, r[key]) for x, r in zip(t, rows, strict=True) if r[key] is not None]
    if points:
        ax.plot([p[0] for p in points], [p[1] for p in points])
    else:
        ax.text(0.5, 0.5, "not measured", transform=ax.transAxes, ha="center")
    ax.set_ylabel(label)
    if percent:
        from matplotlib.ticker import PercentFormatter

        ax.yaxis.set_major_formatter(PercentFormatter(1.0))


def archived_by(result: Result) -> dict[str, str]:
    """Which job moved each entry to archive/ last, from log/events.jsonl."""
    out: dict[str, str] = {}
    try:
        lines = (result.store_root / "log" / "events.jsonl").read_text("utf-8").splitlines()
    except FileNotFoundError:
        return out
    for line in lines:
        try:
            event = json.loads(line)
        except ValueError:
            continue
        if isinstance(event, dict) and isinstance(event.get("id"), str):
            out[event["id"]] = str(event.get("job") or event.get("event"))
    return out


def recalls_of(result: Result, ids: set[str]) -> int:
    """How many recalls returned any of `ids` (log/recall.jsonl)."""
    count = 0
    try:
        lines = (result.store_root / "log" / "recall.jsonl").read_text("utf-8").splitlines()
    except FileNotFoundError:
        return 0
    for line in lines:
        try:
            record = json.loads(line)
        except ValueError:
            continue
        if ids & set(record.get("ids") or []):
            count += 1
    return count


def judge(result: Result, flat_rows: list[dict[str, Any]]) -> str:
    """verdict.md: the paragraph and the table of criteria."""
    store = Store(result.store_root)
    days = result.weeks * 7
    final = result.rows[-1]
    criteria = [
        verdict.working_bounded(flat_rows, days, store.config.working.candidate_expiry_days),
        verdict.duplicates_down(flat_rows, days),
        verdict.probes_hold(flat_rows, days),
        verdict.archive_justified(flat_rows, final, archived_by(result)),
        verdict.rules_loaded(result.contexts),
        verdict.budget_used(result.contexts),
    ]
    snapshot = store.load(write_cache=False)
    live = [i for i in result.protected if (e := snapshot.find(i)) is not None
            and e.layer == "long_term" and e.status == "active"]
    recalled = recalls_of(result, set(result.protected))
    extras = [f"Protected rules: {len(live)} of {len(result.protected)} still active in "
              f"long_term/, recalled {recalled} times."]
    head = (f"over {counted(result.weeks, 'week')} (seed {result.seed}, "
            f"{flat_rows[0]['at'][:10]} to {final['at'][:10]}, {len(result.rows)} runs)")
    paragraph = verdict.compose(criteria, head, extras)
    table = ["", "| criterion | met | evidence |", "| --- | --- | --- |"]
    for c in criteria:
        met = {True: "yes", False: "no", None: "inconclusive"}[c.ok]
        table.append(f"| {c.name} | {met} | {c.evidence} |")
    ran = ", ".join(f"{job} x{n}" for job, n in result.jobs.get("ran", {}).items()) or "none"
    activity = ", ".join(f"{k} {v}" for k, v in result.activity.items())
    decided = ", ".join(f"{k} {v}" for k, v in result.jobs.get("decisions", {}).items())
    lines = [paragraph, *table, "", "What each session start loaded, week by week:", "",
             *verdict.weekly_context(result.contexts), "",
             "Probe precision after each run, week by week:", "",
             *verdict.weekly_probes(result.rows), "", f"Jobs run: {ran}.", "",
             f"Lifecycle decisions: {decided or 'none'}.", "", f"Activity: {activity}."]
    lines += [f"Note: {n}" for n in result.notes]
    lines += ["", *diagnosis.diagnose(result.store_root, final)]
    return "\n".join(lines) + "\n"


def write_all(result: Result) -> None:
    """Write every output file into result.out."""
    if not result.rows:
        return
    start = result.rows[0]["at"]
    flat_rows = [flat(r, start) for r in result.rows]
    out = result.out
    (out / "timeline.jsonl").write_text(timeline_jsonl(result.rows), encoding="utf-8")
    (out / "timeline.csv").write_text(timeline_csv(flat_rows), encoding="utf-8")
    (out / "context.jsonl").write_text(timeline_jsonl(result.contexts), encoding="utf-8")
    (out / "verdict.md").write_text(judge(result, flat_rows), encoding="utf-8")
    title = f"memstore longevity simulation: {result.weeks} weeks, seed {result.seed}"
    events = [(clock.days_between(clock.parse_time(start), clock.parse_time(at)), what)
              for at, what in result.events]
    plot(flat_rows, out / "timeline.png", title, events)
