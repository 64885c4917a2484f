"""The session-start context: what an agent loads, in priority order, within a token budget.

What goes in, in this order (docs/context.md)
    1. rules: every live long-term entry of a protected kind (retention.protected_kinds) or
       with `preserve: true` (under review too, labelled so: `rule_entries`), and working
       entries with `preserve: true`, each with every fact, at any age, never cut and never
       stepped down; security rules first, then constraints, then the rest by value;
    2. the review notice: one line naming how many entries wait for review (status
       needs_review) and the commands that list and decide them;
    3. the working window (memstore.storage.session_log.working_window), newest first, in full,
       then the older working notes of a protected kind (never expired, so loaded at any age;
       under review too, labelled so: `working_entries`);
    4. the rest of long-term memory at the level its age calls for (memstore.core.levels: full,
       summary, digest, wisdom principles), most valuable first (decay score x status weight).

Tokens
    tokens = ceil(characters / chars_per_token) (4 by default, memstore.yaml), counted on the
    exact text printed. The text is never longer than the budget.

A fair share of the budget (memstore.app.budget)
    No optional entry takes more than its share: a full text longer than the cap (a tenth of
    the room, at least FAIR_CAP_MIN characters; MAX_ENTRY_CHARS without a budget) is cut with
    a pointer to `memstore show ID`. When it does not fit, long-term entries step down a level
    at a time (least valuable first), then are dropped; only then do working entries step
    down (oldest first), and then are dropped: the priority order, read backwards. Whatever
    room is left is handed back, most valuable first, and then to the entries that were cut,
    so the budget is used when more is waiting. The text ends with a line saying what was
    shortened, cut or left out and how to get it; that line counts against the budget too.

Rules over the budget
    If the rules alone do not fit, they are shown in their order (security rules first), each
    in full when it fits and else by its title line with a pointer to `memstore show ID`,
    until one does not fit even so: no rule is passed over for a later, shorter one. One line
    says how many there are, how many are shown, what they need, and that `memstore list
    --protected` lists them all; nothing optional is shown. A budget too small for even that
    line prints nothing, with a warning saying so.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from memstore.app.budget import DROPPED, FULL, LEVEL_NAMES, Fitter, Item, Layout, rule_rank
from memstore.core import levels
from memstore.core.config import Config
from memstore.core.entry import Entry
from memstore.core.errors import BadInput
from memstore.core.plural import counted
from memstore.core.protection import protected
from memstore.core.valuation import load_value
from memstore.runtime import clock
from memstore.storage import recall_log
from memstore.storage.session_log import newest_first, working_window
from memstore.storage.summarizer import SHARED_CONFIG_WARNING, Summarizer

if TYPE_CHECKING:
    from memstore.core.levels import SnapshotView
    from memstore.storage.store import Snapshot, Store

WORKING_STATUSES = ("candidate",)
REVIEW_STATUS = "needs_review"


@dataclass
class Context:
    """The context text and an account of what it holds."""

    text: str
    tokens: int
    budget: int | None
    included: list[dict[str, str]] = field(default_factory=list)
    stepped_down: list[dict[str, str]] = field(default_factory=list)
    left_out: list[dict[str, str]] = field(default_factory=list)
    cut: list[dict[str, Any]] = field(default_factory=list)
    full_tokens: int = 0
    rules: int = 0
    rules_over_budget: bool = False
    needs_review: int = 0
    warnings: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"budget": self.budget, "tokens": self.tokens, "full_tokens": self.full_tokens,
                "rules": self.rules, "rules_over_budget": self.rules_over_budget,
                "needs_review": self.needs_review, "included": self.included,
                "stepped_down": self.stepped_down, "left_out": self.left_out, "cut": self.cut,
                "warnings": self.warnings, "text": self.text}


def count_tokens(text: str, chars_per_token: float) -> int:
    """The documented estimate: ceil(characters / chars_per_token)."""
    return math.ceil(len(text) / chars_per_token) if text else 0


def working_entries(store: Store, snapshot: Snapshot) -> list[Entry]:
    """Working candidates in the working window (memstore.storage.session_log.working_window),
    newest first, then the older notes of a protected kind, newest first.

    A note of a protected kind (an agent's observed "Never commit .env files") is never
    expired, so until it is promoted it stays in working/ at any age: it is loaded at any age
    too (until session 58 it left every context once 14 days old, and the context of a store
    holding only it said "No memories yet"). Under review it stays loaded, labelled so: it may
    well hold, and the note that says otherwise, a plain note in doubt, stays out."""
    config = store.config
    window = working_window(store, snapshot)
    in_window = {e.id for e in window}
    older = newest_first(e for e in snapshot.layer("working")
                         if e.id not in in_window and is_rule(e, config))
    seen: set[str] = set()
    out = []
    for entry in (*window, *older):
        if entry.id in seen:
            continue
        if entry.status in WORKING_STATUSES or (
                entry.status == REVIEW_STATUS and is_rule(entry, config)):
            seen.add(entry.id)
            out.append(entry)
    return out


def is_rule(entry: Entry, config: Config) -> bool:
    """A protected kind or `preserve: true`: loaded first, in full, whatever its age."""
    return protected(entry, config)


@dataclass(frozen=True)
class Parts:
    """What a context is made of: rules, the review count, working and long-term entries."""

    rules: list[Entry]
    review: int
    working: list[Entry]
    long_term: list[Entry]


def rule_entries(snapshot: SnapshotView, config: Config) -> list[Entry]:
    """The rules: every live long-term entry of a protected kind or with `preserve: true`,
    the long-term ones of them under review (a rule flagged against another may still be in
    force: it stays loaded, its label saying what it was flagged against, rather than drop
    out of every session until someone decides), and working entries with `preserve: true`."""
    rules = [e for e in levels.live_long_term(snapshot) if is_rule(e, config)]
    seen = {e.id for e in rules}
    for entry in snapshot.layer("long_term"):
        if entry.status == REVIEW_STATUS and entry.id not in seen and is_rule(entry, config):
            seen.add(entry.id)
            rules.append(entry)
    rules += [e for e in snapshot.layer("working")
              if e.preserve and e.status in WORKING_STATUSES]
    return rules


def parts(store: Store, snapshot: Snapshot) -> Parts:
    """The entries a context draws on, split into rules and the rest (see the docstring)."""
    config = store.config
    live = levels.live_long_term(snapshot)
    rules = rule_entries(snapshot, config)
    ruled = {e.id for e in rules}
    working = [e for e in working_entries(store, snapshot) if e.id not in ruled]
    long_term = [e for e in live if e.id not in ruled]
    return Parts(rules, review_count(snapshot), working, long_term)


def unreadable(snapshot: Snapshot) -> list[str]:
    """The malformed files of working/ and long_term/ (what they say is missing from what an
    agent loads; a broken file in archive/ is history, for `memstore lint`)."""
    return [p.path for p in snapshot.problems
            if p.path.replace("\\", "/").split("/", 1)[0] in ("working", "long_term")]


def review_count(snapshot: Snapshot) -> int:
    """How many entries wait for review (in working/ or long_term/): the review notice's count."""
    return len({e.id for e in snapshot.entries
                if e.status == REVIEW_STATUS and e.layer != "archive"})


def build_context(store: Store, snapshot: Snapshot, budget: int | None,
                  summarizer: Summarizer | None = None, skip_index: bool = False,
                  index_outdated: bool = False) -> Context:
    """What an agent should load now, within `budget` tokens (None: everything).

    `skip_index` leaves out what INDEX.md holds (rules, the review notice and long-term
    memory), for an agent that loaded INDEX.md already (Claude Code imports it in CLAUDE.md);
    with `index_outdated` (INDEX.md's rules are not the store's) the rules and the review
    notice are given all the same, as replacing INDEX.md's.
    """
    if budget is not None and budget < 0:
        raise BadInput(f"--budget must not be negative, got {budget}")
    if summarizer is None:
        summarizer = Summarizer.from_store(store)
    found = parts(store, snapshot)
    if skip_index:
        preamble = [f"Rules, entries waiting for review and long-term memory: "
                    f"`{store.root.name}/INDEX.md` (already loaded; `memstore context` "
                    "prints them too)."]
        if index_outdated:
            preamble = [f"`{store.root.name}/INDEX.md` is out of date: its rules are not the "
                        "store's (an entry changed since it was written; `memstore index` "
                        "rewrites it). The rules below replace its rules; its long-term "
                        "memory still holds."]
        cfg = store.config.working
        # (not "No memories yet": the rest is in INDEX.md; until session 57 it said that)
        window = (f"last {counted(cfg.window_days, 'day')} or "
                  f"{counted(cfg.window_sessions, 'session')}" if cfg.window_sessions
                  else f"last {counted(cfg.window_days, 'day')}")
        composer = Composer(store.config, clock.now(), summarizer, preamble=preamble,
                            command="memstore session start --skip-index",
                            nothing=f"No working notes in the working window ({window}).\n")
        result = composer.compose(found.rules if index_outdated else [], found.working, [],
                                  budget, review=found.review if index_outdated else 0)
    else:
        composer = Composer(store.config, clock.now(), summarizer,
                            unreadable=unreadable(snapshot))
        result = composer.compose(found.rules, found.working, found.long_term, budget,
                                  stats=recall_log.stats(store), order="value",
                                  review=found.review)
    if summarizer is not None:
        summarizer.flush()
        result.warnings.extend(summarizer.warnings)
    if store.config.compaction.summarizer:
        result.warnings.append(SHARED_CONFIG_WARNING)
    return result


class Composer:
    """Lays out rules, the review notice, working and long-term entries within a budget."""

    def __init__(self, config: Config, now: datetime, summarizer: Summarizer | None = None,
                 title: str = "# Memory context", preamble: Sequence[str] = (),
                 command: str = "memstore context", nothing: str | None = None,
                 unreadable: Sequence[str] = ()) -> None:
        self.config = config
        self.unreadable = tuple(unreadable)  # files of working/ and long_term/ not read
        self.now = now
        self.summarizer = summarizer
        self.title = title
        self.preamble = list(preamble)
        self.command = command
        self.nothing = nothing  # what an empty context says (None: "No memories yet: ...")

    def compose(self, rules: Sequence[Entry], working: Sequence[Entry],
                long_term: Sequence[Entry], budget: int | None, stats: Any = None,
                order: str = "value", review: int = 0) -> Context:
        """Fit the rules, the review notice, `working` and then `long_term` into `budget`.

        Entries step down and drop by value either way; `order` ("value" or "title": kind,
        then title) is the order rules and long-term entries are listed in.
        """
        by_value = budget is not None or order == "value"
        ranked = self._sorted(rules, stats, by_value)
        ranked.sort(key=rule_rank)  # (stable: by value, or kind and title, within a rank)
        rule_items = [Item(e, "rules", FULL) for e in ranked]
        work = sorted(working, key=lambda e: (-e.created.timestamp(), e.id))
        items = [Item(e, "working", FULL) for e in work]
        items += [Item(e, "long_term", LEVEL_NAMES.index(levels.level_of(
            e, self.now, self.config.levels))) for e in self._sorted(long_term, stats, by_value)]
        layout = self._layout(review, work)
        fitter = Fitter(self.config, self.summarizer, layout, rule_items, items,
                        by_title=order != "value")
        fitted = fitter.fit(budget)
        ctx = Context(fitted.text, count_tokens(fitted.text, self.config.chars_per_token),
                      budget, full_tokens=fitted.full_tokens, rules=len(rule_items),
                      rules_over_budget=fitted.rules_over, needs_review=review)
        for item, level in zip([*rule_items, *items], fitted.levels, strict=True):
            record = {"id": item.entry.id, "section": item.section,
                      "level": LEVEL_NAMES[level]}
            if level == DROPPED:
                ctx.left_out.append({**record, "level": LEVEL_NAMES[item.natural]})
                continue
            ctx.included.append(record)
            if level != item.natural:
                ctx.stepped_down.append({"id": item.entry.id, "section": item.section,
                                         "from": LEVEL_NAMES[item.natural],
                                         "to": LEVEL_NAMES[level]})
        ctx.cut = fitted.cut
        if budget is not None and not fitted.text and fitted.full_tokens:
            unit = "token" if budget == 1 else "tokens"
            # (the rules named: an agent must know that the rules it should follow are missing)
            them = "it" if len(rule_items) == 1 else "them"
            missing = (f" ({counted(len(rule_items), 'rule')} left out: `memstore list "
                       f"--protected` lists {them})" if rule_items else "")
            ctx.warnings.append(f"a budget of {budget} {unit} holds nothing{missing}, not even "
                                f"the line saying what was left out; `{self.command} --budget "
                                f"{fitted.full_tokens}` shows everything")
        return ctx

    def _sorted(self, entries: Sequence[Entry], stats: Any, by_value: bool) -> list[Entry]:
        """Most valuable first (protected, then decay score x status weight), or by kind and
        title when nothing will be cut, which spares the decay scores."""
        if not by_value:
            return sorted(entries, key=lambda e: (e.kind, e.title.casefold(), e.id))
        keyed = [(load_value(e, self.now, self.config, stats or {}), e) for e in entries]
        keyed.sort(key=lambda ke: (-ke[0][0], -ke[0][1], ke[0][2]))
        return [e for _, e in keyed]

    def _layout(self, review: int, working: Sequence[Entry]) -> Layout:
        """The fixed text; its working heading names the window that kept `working`: the last
        N days, or the last N sessions when they reach further back and kept older notes (the
        heading said "last 14 days" above notes 22 days old until session 57)."""
        cfg = self.config.working
        by_days = self.now - timedelta(days=cfg.window_days)
        older = cfg.window_sessions and any(
            e.created < by_days and not is_rule(e, self.config) for e in working)
        window = (counted(cfg.window_sessions, "session") if older else
                  counted(cfg.window_days, "day"))
        if any(e.created < by_days and is_rule(e, self.config) for e in working):
            window += ", and older notes of a protected kind"
        layout = Layout(self.title, self.preamble, self.command, window, review,
                        unreadable=self.unreadable)
        return replace(layout, nothing=self.nothing) if self.nothing else layout
