"""Reports: one Markdown and one JSON file per applied lifecycle run, in `reports/`.

The Markdown is written for the person reviewing the run's `git diff`: counts first, then every
decision with its reason, and for merges the text before and after.
"""

from __future__ import annotations

import json
from typing import Any

from memstore.core.plan import Plan
from memstore.runtime import clock

# How each kind of decision is headed in a report, in the order sections appear.
SECTIONS = {
    "promote": "Promoted to long_term/",
    "merge": "Merged",
    "supersede": "Superseded",
    "expire": "Expired",
    "flag": "Flagged for review",
    "stale": "Marked stale",
    "prune": "Pruned to archive/",
    "archive": "Archived",
    "compact": "Compacted",
    "restore": "Restored",
    "purge": "Purged (hard-deleted)",
    "migrate": "Migrated",
    "repair": "Repaired",
    "skip": "Skipped",
    "refuse": "Refused",
}
DRY_RUN_SECTIONS = {"repair": "To repair"}
"""Headings that would claim too much in a dry run."""


def render_markdown(plan: Plan, dry_run: bool) -> str:
    """The report as Markdown (also what a dry run prints)."""
    at = clock.format_time(clock.now())
    mode = "dry run: nothing was changed" if dry_run else "applied"
    lines = [f"# memstore {plan.job} — {at} ({mode})", ""]
    if not plan.items and not plan.uncertain:
        lines.append("Nothing to do.")
        if not plan.warnings:
            return "\n".join(lines) + "\n"
    if plan.counts:
        lines += ["| decision | count |", "| --- | --- |"]
        lines += [f"| {k} | {_count(plan, k, v)} |" for k, v in sorted(plan.counts.items())]
    order = list(SECTIONS) + sorted({i["action"] for i in plan.items} - set(SECTIONS))
    for action in order:
        items = [i for i in plan.items if i["action"] == action]
        if not items:
            continue
        heading = (dry_run and DRY_RUN_SECTIONS.get(action)) or SECTIONS.get(
            action, action.capitalize())
        lines += ["", f"## {plan.flag_count()}" if action == "flag"
                  else f"## {heading} ({len(items)})", ""]
        for item in items:
            lines.extend(_item_lines(item))
    if plan.uncertain:
        lines += ["", f"## Uncertain: for a person or the agent to decide ({len(plan.uncertain)})",
                  "", "Neither merged nor flagged; `memstore resolve` decides a pair.", ""]
        for pair in plan.uncertain:
            what = "maybe the same" if pair["kind"] == "maybe_same" else "maybe conflicting"
            lines.append(f"- `{pair['a']}` — {pair['title_a']} / `{pair['b']}` — "
                         f"{pair['title_b']}: {what} ({pair['why']})")
    if plan.warnings:
        lines += ["", "## Warnings", ""]
        lines += [f"- {w}" for w in plan.warnings]
    return "\n".join(lines).rstrip("\n") + "\n"


def _count(plan: Plan, action: str, n: int) -> str:
    """A count in the report's table; flags in the one wording of `Plan.flag_count` (both
    sides of one contradiction are flagged: "2 contradictions flagged (4 entries to
    review)")."""
    return plan.flag_count() if action == "flag" else str(n)


def facts_with_origin(item: dict[str, Any]) -> list[str]:
    """A merge's added facts, each with the absorbed entry it came from when it absorbed more
    than one (`facts_from`): `The CI job runs pytest -x too. (from `tests-5e6f`)`."""
    facts = item.get("facts_added") or []
    origins = item.get("facts_from")
    if not isinstance(origins, list) or len(origins) != len(facts):
        return [str(fact) for fact in facts]
    return [f"{fact} (from `{origin}`)" for fact, origin in zip(facts, origins, strict=True)]


def _item_lines(item: dict[str, Any]) -> list[str]:
    # (a title that ends in its own colon gets no second one: "What to check before a firing:")
    title = f" — {item['title']}".rstrip(":") if item.get("title") else ""
    lines = [f"- `{item['id']}`{title}: {item['reason']}"]
    for key in ("into", "from", "to"):
        if item.get(key):
            value = item[key]
            shown = ", ".join(f"`{v}`" for v in value) if isinstance(value, list) else f"`{value}`"
            lines.append(f"  - {key}: {shown}")
    lines += [f"  - added fact: {fact}" for fact in facts_with_origin(item)]
    for key in ("before", "after"):
        if item.get(key):
            lines.append(f"  - {key}:")
            lines += [f"    > {line}" if line else "    >" for line in item[key].splitlines()]
    return lines


def prepare(store: Any, plan: Plan) -> dict[str, str]:
    """The report files of an applied run, {store-relative path: text}, without writing them.

    Named `reports/<UTC stamp>-<job>.md` and `.json`; a second run at the same moment gets
    `-2`, `-3`, ... rather than overwriting a report.
    """
    base = f"reports/{clock.stamp(clock.now())}-{plan.job}"
    name, n = base, 1
    while store.path(f"{name}.md").exists() or store.path(f"{name}.json").exists():
        n += 1
        name = f"{base}-{n}"
    return {
        f"{name}.md": render_markdown(plan, dry_run=False),
        f"{name}.json": json.dumps(plan.to_json(False), ensure_ascii=False, indent=2) + "\n",
    }


def write(store: Any, plan: Plan) -> list[str]:
    """Write the report files (`prepare`); returns their paths (store-relative)."""
    files = prepare(store, plan)
    for rel, text in files.items():
        store.write(rel, text)
    return list(files)
