"""Compaction as commands run it: the plan (memstore.jobs.compact), and the candidate groups
with why every other long-term entry was left alone."""

from __future__ import annotations

from typing import Any

from memstore.app.transaction import run_job
from memstore.core.plan import Plan
from memstore.jobs.compact import RULE_LABELS, compaction_candidates, plan_compaction
from memstore.storage.store import Snapshot, Store


def compact(store: Store, apply: bool = False) -> tuple[Plan, list[str], dict[str, Any]]:
    """Plan the compaction and, with `apply`, carry it out; returns the plan, the report files
    written and the candidates of the snapshot it planned from."""
    loaded: list[Snapshot] = []

    def planner(store: Store, snapshot: Snapshot) -> Plan:
        loaded.append(snapshot)
        return plan_compaction(store, snapshot)

    plan, written = run_job(store, planner, apply)
    return plan, written, compaction_candidates(store, loaded[0])


def candidates(store: Store, snapshot: Snapshot) -> dict[str, Any]:
    """The groups compaction would summarize, and the entries it refuses and why."""
    return compaction_candidates(store, snapshot)


def left_alone(found: dict[str, Any]) -> str:
    """One line: how many long-term entries each rule kept out of compaction ('' if none)."""
    rules: dict[str, int] = {}
    for refusal in found["refused"]:
        rules[refusal["rule"]] = rules.get(refusal["rule"], 0) + len(refusal["ids"])
    if not rules:
        return ""
    shown = ", ".join(f"{RULE_LABELS.get(rule, rule)} ({n})" for rule, n in sorted(rules.items()))
    return f"Left alone: {shown} (reasons per entry: memstore compact --json)"
