"""The longevity simulation: weeks of daily sessions on a fresh store, measured after every run.

Day by day, at the simulation clock (`clock.set_now`):

- working days have 1 to 3 sessions, weekends at most one. A session is `session start`, a
  shuffled mix of knowledge observations (new facts, the same fact again in other words,
  confirmations), one-off notes, and recalls that follow a Zipf popularity over the topics and
  are sometimes used in a task (which succeeds or fails) or confirmed; then `session end`,
  which consolidates (the default configuration).
- the first session of every Friday starts with the team's review of what waits for review
  (`Agent.review`: `memstore resolve` decided as a person who knows the project would).
- every day ends with `retention run --apply` at 23:30 (expiry, consolidation, decay and
  prune, compaction, branch cleanup, stale marking), and Sundays with `purge --apply`.
- day 0 starts with `memstore migrate --apply` of the project's flat memory (user-stated rules
  and facts, facts agents confirmed, the same facts again in other words, old one-off notes),
  writes probes.yaml over it and measures it (the first row); on day 8 the feature/billing
  branch is created in the project's git repository, on day 19 it is merged into main and
  deleted; facts change on the days in `world.CHANGES` and the user resolves each with
  `contradict OLD --by NEW` a few days later.

After every session-end consolidation and every retention run, one timeline row: the run, the
number of file changes it made, and every health metric (`memstore.app.health`). After every
session start, one context record (context.jsonl): the budget and the tokens used, whether
more was waiting, and which of the user's protected rules were not loaded in full.
"""

from __future__ import annotations

import random
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

from memstore.app import health, probes
from memstore.app.scaffold import init_store
from memstore.core.errors import BadInput
from memstore.core.plan import Plan
from memstore.runtime import clock
from memstore.simulation import output, world
from memstore.simulation.agent import Agent
from memstore.simulation.gitrepo import Repo
from memstore.simulation.lifecycle import Lifecycle
from memstore.simulation.result import Result
from memstore.storage.store import Store

if TYPE_CHECKING:
    from memstore.app.context import Context

DEFAULT_START = datetime(2026, 1, 5, tzinfo=UTC)  # a Monday
BRANCH = "feature/billing"
BRANCH_DAYS = (8, 19)
SESSION_HOURS = ((9, 0), (13, 30), (16, 45))
RETENTION_AT = (23, 30)
PURGE_AT = (23, 45)  # Sundays
REVIEW_WEEKDAY = 4  # Fridays: the team decides what waits for review
SCRIPTED_DAYS = {0, *BRANCH_DAYS, *(d for c in world.CHANGES for d in (c[0], c[0] + 2, c[3]))}


class Simulation:
    """One run: the store inside a git repository, the agents, the lifecycle, the rows."""

    def __init__(self, out: Path, weeks: int, seed: int, start: datetime) -> None:
        self.repo = Repo(out / "store")
        self.root = out / "store" / "memory"
        self.start = start
        self.result = Result(out, self.root, weeks, seed)
        self.rng = random.Random(seed)

    def at(self, day: int, hour: int, minute: int) -> None:
        clock.set_now(self.start + timedelta(days=day, hours=hour, minutes=minute))

    def event(self, what: str) -> None:
        self.result.events.append((clock.format_time(clock.now()), what))

    def run(self) -> Result:
        self.at(0, 8, 0)
        self.repo.init()
        init_store(self.root)
        self.store = Store(self.root)
        self.agent = Agent(self.store, self.rng)
        self.life = Lifecycle(self.store)
        self.seed()
        for day in range(self.result.weeks * 7):
            self.day(day)
        self.result.protected = list(self.agent.protected)
        self.result.jobs = self.life.summary()
        self.result.activity = dict(sorted(self.agent.counts.items()))
        return self.result

    def day(self, day: int) -> None:
        weekday = (self.start + timedelta(days=day)).weekday()
        sessions = self.rng.choice((1, 2, 2, 3) if weekday < 5 else (0, 0, 1))
        if day in SCRIPTED_DAYS:
            sessions = max(sessions, 1)
        for n in range(sessions):
            hour, minute = SESSION_HOURS[n]
            self.at(day, hour, minute + self.rng.randint(0, 40))
            self.session(day, first=n == 0)
        self.at(day, *RETENTION_AT)
        self.row(day, "retention", self.life.retention_run())
        if weekday == 6:
            self.at(day, *PURGE_AT)
            self.life.purge()

    def session(self, day: int, first: bool) -> None:
        if first:
            self.on_first_session(day)
        session, context = self.life.start_session()
        self.loaded(day, session, context)
        self.agent.tick()
        if first and (self.start + timedelta(days=day)).weekday() == REVIEW_WEEKDAY:
            self.agent.review(day, session)
        for change_day, key, texts, resolve_day in world.CHANGES:
            if not first or day not in (change_day, change_day + 2, resolve_day):
                continue
            if day == resolve_day:
                if self.agent.resolve(key, session):
                    self.event(f"{world.CHANGE_LABELS.get(key, key)} resolved")
                else:
                    self.result.notes.append(f"day {day}: the change of {key} could not be "
                                             "resolved (one side was no longer live)")
            else:
                self.agent.change(key, texts[0 if day == change_day else 1], session)
                if day == change_day:
                    self.event(f"{world.CHANGE_LABELS.get(key, key)} changes")
            self.agent.tick()
        actions = (["observe"] * self.rng.randint(1, 3) + ["note"] * self.rng.randint(1, 2)
                   + ["ask"] * self.rng.randint(2, 4))
        self.rng.shuffle(actions)
        for action in actions:
            self.agent.tick()
            if action == "observe":
                self.agent.observe(day, session)
            elif action == "note":
                self.agent.note(session)
            else:
                self.agent.ask(day, session)
        self.agent.tick()
        self.row(day, "consolidate", self.life.end_session(session))

    def loaded(self, day: int, session: str, context: Context) -> None:
        """What the session start loaded: each protected rule in full or not, the budget
        used, and whether more was waiting (something left out, shortened or cut)."""
        in_full = {r["id"] for r in context.included
                   if r["section"] == "rules" and r["level"] == "full"}
        self.result.contexts.append({
            "at": clock.format_time(clock.now()), "day": day, "session": session,
            "budget": context.budget, "tokens": context.tokens,
            "full_tokens": context.full_tokens,
            "more_waiting": bool(context.left_out or context.stepped_down or context.cut),
            "rules": len(self.agent.protected),
            "rules_missing": [i for i in self.agent.protected if i not in in_full],
            "needs_review": context.needs_review,
        })

    def seed(self) -> None:
        """Day 0: the flat memory migrated in, the probe set over it, and a first row."""
        _ids, plan = self.agent.seed_store(self.result.out / "flat-memory.jsonl")
        # Facts, not ids: an answer in other words is still right (duplicates have their own
        # metric), and the facts outlive every merge and compaction of the entries holding them.
        # Every phrasing the world writes the fact in is a right answer (world.py: none changes
        # a value), so the probe does not lean on the judge it measures to know that.
        probe_list = [probes.Probe(query, facts=(world.fact(key).phrasings,))
                      for query, key in world.PROBES]
        (self.root / probes.PROBES_FILE).write_text(probes.dump(probe_list), encoding="utf-8")
        self.row(0, "migrate", plan)

    def on_first_session(self, day: int) -> None:
        """The project's git history: the billing branch is born, merged and deleted."""
        if day == BRANCH_DAYS[0]:
            self.repo.git("checkout", "-q", "-b", BRANCH)
            self.repo.commit_file("src/billing.py", "RATE = 100\n", "Start billing")
            self.event("branch created")
        elif day == BRANCH_DAYS[1]:
            self.repo.commit_file("src/billing.py", "RATE = 100  # cents\n", "Finish billing")
            self.repo.git("checkout", "-q", "main")
            self.repo.git("merge", "-q", "--no-ff", BRANCH, "-m", f"Merge {BRANCH}")
            self.repo.git("branch", "-q", "-d", BRANCH)
            self.event("branch merged")

    def row(self, day: int, run: str, plan: Plan | None) -> None:
        """One timeline row after a run: the health record apply wrote, or a fresh one."""
        changes = len(plan.actions) if plan is not None else 0
        record = _last_record(self.store) if changes else None
        if record is None or record.get("at") != clock.format_time(clock.now()):
            record = health.compute(self.store, self.store.load())
        metrics = {k: v for k, v in record.items() if k not in ("at", "job")}
        self.result.rows.append({"at": clock.format_time(clock.now()), "day": day,
                                 "run": run, "changes": changes, **metrics})


def _last_record(store: Store) -> dict[str, Any] | None:
    import json

    path = store.path(health.HEALTH_LOG)
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        return None
    try:
        return json.loads(lines[-1]) if lines else None
    except ValueError:
        return None


def simulate(weeks: int = 8, seed: int = 0, out: Path | None = None,
             start: datetime | None = None) -> Result:
    """Run the simulation and write its outputs to `out` (a new temporary folder if None):
    store/ (the git repository with memory/), timeline.jsonl, timeline.csv, timeline.png and
    verdict.md. The same weeks, seed and start give a byte-identical timeline.jsonl."""
    if weeks < 1:
        raise BadInput(f"--weeks must be at least 1, got {weeks}")
    out = Path(out) if out is not None else Path(tempfile.mkdtemp(prefix="memstore-sim-"))
    if (out / "store").exists():
        raise BadInput(f"{out / 'store'} already exists; pass an --out folder without a store/")
    out.mkdir(parents=True, exist_ok=True)
    saved = getattr(clock, "_frozen", None)
    try:
        day0 = (start or DEFAULT_START).replace(hour=0, minute=0, second=0, microsecond=0)
        result = Simulation(out, weeks, seed, day0).run()
    finally:
        clock.set_now(saved)
    output.write_all(result)
    return result
