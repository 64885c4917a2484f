"""The simulated agents and people: what they write, confirm, use, recall and contradict.

Every action goes through the library function the matching command calls (`edits.add`,
`edits.confirm`, `edits.used`, `edits.contradict`, `recall.recall`), at the simulation clock.
All randomness comes from one `random.Random(seed)`, and every choice among entries is made in a
sorted order, so a seed fixes the whole run.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path

from memstore.app import edits, pending
from memstore.app import resolve as resolver
from memstore.app.lifecycle import migrate
from memstore.app.recall import recall
from memstore.core.entry import Entry
from memstore.core.plan import Plan
from memstore.runtime import clock
from memstore.simulation import world
from memstore.storage.store import Snapshot, Store

ZIPF_EXPONENT = 1.2
RECALL_LIMIT = 5
P_TASK = 0.4            # a recall is followed by a task that uses the top hit
P_TASK_SUCCEEDS = 0.8
P_CONFIRM = 0.15        # ... or the agent confirms the top hit outright
P_PARAPHRASE = 0.6      # a known fact seen again is written down anew (else confirmed)


@dataclass
class Agent:
    """The people and agents of the simulated project, with what they remember of the store."""

    store: Store
    rng: random.Random
    entry_of: dict[str, str] = field(default_factory=dict)    # fact key -> first entry id
    phrasings: dict[str, tuple[str, ...]] = field(default_factory=dict)
    protected: list[str] = field(default_factory=list)
    retired: set[str] = field(default_factory=set)            # facts that changed
    # What each entry the agents wrote states: a fact key ("api/0", "api/0:new"), or a note or
    # rule of its own ("note:ID", "rule:ID"); what the team knows when it reviews a conflict.
    truth: dict[str, str] = field(default_factory=dict)
    flat_truths: list[str] = field(default_factory=list)      # the flat memory's, a line each
    counts: dict[str, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        for topic in world.TOPICS:
            for fact in topic.facts:
                self.phrasings[fact.key] = fact.phrasings

    def _count(self, what: str) -> None:
        self.counts[what] = self.counts.get(what, 0) + 1

    def tick(self, low: int = 2, high: int = 9) -> None:
        """Let a few minutes pass."""
        clock.set_now(clock.now() + timedelta(minutes=self.rng.randint(low, high)))

    # Looking things up -----------------------------------------------------------------------

    def current(self, snapshot: Snapshot, entry_id: str) -> Entry | None:
        """The live entry that now holds what `entry_id` held (following merges), if any."""
        seen: set[str] = set()
        entry = snapshot.find(entry_id)
        while entry is not None and entry.id not in seen:
            seen.add(entry.id)
            nxt = entry.superseded_by or entry.compacted_into
            if entry.layer != "archive" and entry.status not in ("superseded", "expired"):
                return entry
            if not nxt:
                return None
            entry = snapshot.find(nxt)
        return None

    def zipf(self, topics: Sequence[world.Topic]) -> world.Topic:
        weights = [1 / t.rank ** ZIPF_EXPONENT for t in topics]
        return self.rng.choices(list(topics), weights=weights)[0]

    # Day 0 -------------------------------------------------------------------------------------

    def flat_memory(self) -> tuple[str, list[str | None]]:
        """The project's memory before memstore: a JSONL file as `memstore migrate` reads it,
        and the fact key (or None) of each line.

        User-stated rules and facts, facts agents confirmed, the same facts written down again
        in other words (the duplicates a flat file collects), and old one-off notes.
        """
        now = clock.now()
        records: list[tuple[str | None, dict[str, object]]] = []

        def ago(low: int, high: int) -> str:
            return clock.format_time(now - timedelta(days=self.rng.randint(low, high),
                                                     minutes=self.rng.randint(0, 600)))

        truths: list[str] = []
        for kind, text in world.PROTECTED:
            records.append((None, {"text": text, "kind": kind, "source": "user",
                                   "created": ago(40, 60)}))
            truths.append(f"rule:{len(truths)}")
        for key in world.USER_STATED:
            records.append((key, self._record(key, 0, source="user", created=ago(10, 60))))
            truths.append(key)
        for key in world.KNOWN:
            created = ago(20, 50)
            records.append((key, self._record(key, 0, created=created, confirmations=2,
                                              last_confirmed=ago(1, 10))))
            truths.append(key)
        for key in (*world.KNOWN, *world.USER_STATED[::3]):
            records.append((None, self._record(key, 1, created=ago(1, 12))))
            truths.append(key)
        for _ in range(8):
            records.append((None, {"text": self.one_off(), "created": ago(3, 45)}))
            truths.append(f"note:{len(truths)}")
        self.flat_truths = truths
        text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for _, r in records)
        return text, [key for key, _ in records]

    def _record(self, key: str, phrasing: int, **fields: object) -> dict[str, object]:
        fact = world.fact(key)
        return {"text": fact.phrasings[phrasing], "kind": fact.kind,
                "tags": [world.topic_of(key).name], **fields}

    def seed_store(self, source: Path) -> tuple[dict[str, str], Plan]:
        """`memstore migrate SOURCE --apply` of the flat memory; returns fact key -> id, and
        the migration's plan."""
        text, keys = self.flat_memory()
        source.write_text(text, encoding="utf-8")
        plan, _ = migrate(self.store, source, apply=True)
        snapshot = self.store.load()
        for item in plan.items:
            line = int(str(item.get("from", ":0")).rsplit(":", 1)[1]) - 1
            entry = snapshot.find(item["id"])
            if entry is None:
                continue
            key = keys[line]
            self.truth[entry.id] = self.flat_truths[line]
            if key is not None:
                self.entry_of.setdefault(key, entry.id)
            elif entry.source == "user" and self.store.config.is_protected(entry.kind):
                self.protected.append(entry.id)
        self.counts["migrated entries"] = len(plan.actions)
        return dict(self.entry_of), plan

    def _add(self, key: str, text: str, *, source: str = "agent", session: str,
             branch: str | None = None) -> str:
        base = key.split(":")[0]  # a changed fact's new version: "api/0:new"
        added = edits.add(self.store, text, kind=world.fact(base).kind, source=source,
                          tags=[world.topic_of(base).name], branch=branch, session=session)
        self.entry_of.setdefault(key, added.id)
        self.truth[added.id] = key
        self._count("observations" if source == "agent" else "user statements")
        return added.id

    # Session actions ---------------------------------------------------------------------------

    def observe(self, day: int, session: str) -> None:
        """Write down a fact of an active topic: new, or again in other words, or confirm it."""
        topics = [t for t in world.TOPICS if t.active(day)]
        topic = self.zipf(topics)
        keys = [f"{f.key}:new" if f.key in self.retired else f.key for f in topic.facts]
        key = self.rng.choice(keys)
        phrasings = self.phrasings[key]
        text = self.rng.choice(phrasings)
        known = self.entry_of.get(key)
        entry = self.current(self.store.load(), known) if known else None
        if entry is not None and self.rng.random() >= P_PARAPHRASE:
            edits.confirm(self.store, entry.id, session=session)
            self._count("confirmations")
            return
        if entry is None:
            self.entry_of.pop(key, None)  # forgotten (expired or pruned): learnt anew
        else:
            self._count("paraphrases")
        self._add(key, text, session=session, branch=topic.branch)

    def one_off(self) -> str:
        template = self.rng.choice(world.EPHEMERAL)
        values: dict[str, object] = {k: self.rng.choice(v) for k, v in world.SLOTS.items()}
        values.update(n=self.rng.randint(100, 9999), m=self.rng.randint(2, 40),
                      port=self.rng.choice((3000, 5000, 8000, 8443, 9000)),
                      pct=self.rng.randint(70, 99),
                      ver=f"{self.rng.randint(1, 4)}.{self.rng.randint(0, 20)}")
        return template.format(**values)

    def note(self, session: str) -> None:
        """A one-off observation nobody will need again."""
        added = edits.add(self.store, self.one_off(), session=session)
        self.truth[added.id] = f"note:{added.id}"
        self._count("one-off notes")

    def ask(self, day: int, session: str) -> None:
        """Recall by a query of a popular topic; maybe use the answer in a task or confirm it."""
        topics = [t for t in world.TOPICS if t.active(day)]
        query = self.rng.choice(self.zipf(topics).queries)
        hits = recall(self.store, self.store.load(), query, limit=RECALL_LIMIT,
                      session=session, via="simulation")
        self._count("recalls")
        roll, outcome = self.rng.random(), self.rng.random()
        if not hits:
            return
        top = hits[0].entry
        if roll < P_TASK:
            failed = outcome >= P_TASK_SUCCEEDS
            edits.used(self.store, top.id, failed=failed)
            self._count("failed tasks" if failed else "successful tasks")
        elif roll < P_TASK + P_CONFIRM:
            edits.confirm(self.store, top.id, session=session)
            self._count("confirmations")

    # Facts that change ---------------------------------------------------------------------------

    def change(self, key: str, text: str, session: str) -> None:
        """The world changed: a new version of fact `key` is observed."""
        new_key = f"{key}:new"
        if key not in self.retired:
            self.retired.add(key)
            self.phrasings[new_key] = tuple(t for c in world.CHANGES if c[1] == key
                                            for t in c[2])
        self._add(new_key, text, session=session)
        self._count("contradicting observations")

    def resolve(self, key: str, session: str) -> bool:
        """The user settles it: `contradict OLD --by NEW`, then `confirm NEW`."""
        snapshot = self.store.load()
        old = self.current(snapshot, self.entry_of.get(key, ""))
        new = self.current(snapshot, self.entry_of.get(f"{key}:new", ""))
        if old is None or new is None or old.id == new.id:
            return False
        edits.contradict(self.store, old.id, by=new.id, source="user", session=session)
        self.tick(1, 2)
        edits.confirm(self.store, new.id, source="user", session=session)
        self._count("contradictions resolved")
        return True

    # The weekly review ---------------------------------------------------------------------------

    def review(self, day: int, session: str) -> None:
        """The team decides what waits for review, everything `memstore resolve` lists (the
        entries under review, then the pairs the judge could not decide), as a person who
        knows the project would: the new value of a changed fact over the old one, one entry
        over another that says the same (or the two merged), both when they say different
        things (a false contradiction: each holds). A fact that changed is left to the user
        who settles it on its day (`resolve` above), and a pair it cannot tell is left
        waiting."""
        undecided: set[frozenset[str]] = set()
        for _ in range(100):  # each decision changes the store: list again after each one
            snapshot = self.store.load()
            holds = self._holds(snapshot)
            for item in pending.waiting(self.store, snapshot):
                ids = frozenset((item.entry.id, item.other.id if item.other else ""))
                if ids in undecided:
                    continue
                if not self._decide(item, holds, day, session):
                    undecided.add(ids)
                    continue
                break
            else:
                return

    def _holds(self, snapshot: Snapshot) -> dict[str, set[str]]:
        """Live entry id -> what it states (every entry merged or compacted into it)."""
        holds: dict[str, set[str]] = {}
        for entry_id, truth in self.truth.items():
            entry = self.current(snapshot, entry_id)
            if entry is not None:
                holds.setdefault(entry.id, set()).add(truth)
        return holds

    def _decide(self, item: pending.Pending, holds: dict[str, set[str]], day: int,
                session: str) -> bool:
        a = holds.get(item.entry.id, set())
        b = holds.get(item.other.id, set()) if item.other is not None else set()
        changing = {c[1] for c in world.CHANGES if c[3] >= day}
        if not a or any(t.split(":")[0] in changing for t in a | b):
            return False  # unknown, or a change the user settles on its day
        if item.other is None:
            action, first, second = "accept", item.entry.id, ""
        elif not b:
            return False
        elif (old := self._outdated(a, b)) is not None:
            first, second = (item.other.id, item.entry.id) if old else (
                item.entry.id, item.other.id)
            action = "over"
        elif a & b:  # the same knowledge
            nodes = [e for e in (item.entry, item.other)
                     if e.status == "compacted" or e.compacted_into]
            if not nodes:
                action, first, second = "merge", item.entry.id, item.other.id
            elif b <= a or a <= b:
                keep_a = b <= a
                first, second = (item.entry.id, item.other.id) if keep_a else (
                    item.other.id, item.entry.id)
                action = "over"
            else:
                return False
        else:
            action, first, second = "both", item.entry.id, item.other.id
        if action == "accept":
            resolver.accept(self.store, first, source="user", session=session)
        else:
            decide = {"over": resolver.keep, "both": resolver.both,
                      "merge": resolver.merge_pair}
            decide[action](self.store, first, second, source="user", session=session)
        self._count(f"reviewed: {action}")
        # (a fixed pause: the review draws nothing from the generator, so a run with nothing
        # to review goes on exactly as it would without the review)
        clock.set_now(clock.now() + timedelta(minutes=2))
        return True

    def _outdated(self, a: set[str], b: set[str]) -> bool | None:
        """Whether side a (True) or side b (False) states the old value of a fact the other
        states the new value of; None when neither does."""
        old = {t for t in a | b if t in self.retired}
        for key in old:
            new = f"{key}:new"
            if key in a and new in b and new not in a and key not in b:
                return True
            if key in b and new in a and new not in b and key not in a:
                return False
        return None
