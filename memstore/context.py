"""The session-start context: the most useful memory that fits a token budget.

What goes in
    1. working candidates in the working window (memstore.sessions.working_window: the last
       working.window_days days or window_sessions sessions), in full, newest first;
    2. live long-term entries (active, compacted, stale; a compaction node stands for its
       sources) at the level their age calls for (memstore.levels), most valuable first:
       protected kinds and `preserve: true`, then by decay score (recent confirmation, recalls,
       confirmations and successes, contradictions) x status weight (stale is penalized).

Tokens
    tokens = ceil(characters / chars_per_token) (4 by default, memstore.yaml), counted on the
    exact text printed. The text is never longer than the budget.

When it does not fit
    Entries step down a level before any is dropped: every long-term entry loses one level
    (least valuable first), then a second, then a third (down to wisdom, where only its kind's
    aggregate line remains); then working entries step down (full, summary, digest), oldest
    first. Only then are entries dropped: long-term entries (by then each is only a share of
    its kind's aggregate line), least valuable first and protected or preserved ones last, and
    finally working entries, oldest first: the newest knowledge is the last to go. The
    shortest prefix of that sequence that fits
    is found by bisection. The text then ends with a line saying what was shortened or left out
    and how to get it (`memstore recall QUERY`, `memstore show ID`, the budget that fits
    everything); that line counts against the budget too. Below about 10 tokens not even a
    pointer fits, and the text is empty.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any

from memstore import clock, levels
from memstore.config import Config
from memstore.entry import Entry

if TYPE_CHECKING:
    from memstore.store import Snapshot, Store
    from memstore.summarizer import Summarizer

FULL, SUMMARY, DIGEST, WISDOM, DROPPED = range(5)
LEVEL_NAMES = (*levels.LEVELS, "dropped")
WORKING_STATUSES = ("candidate",)


@dataclass
class Context:
    """The context text and an account of what it holds."""

    text: str
    tokens: int
    budget: int | None
    included: list[dict[str, str]] = field(default_factory=list)
    stepped_down: list[dict[str, str]] = field(default_factory=list)
    left_out: list[dict[str, str]] = field(default_factory=list)
    full_tokens: int = 0
    warnings: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"budget": self.budget, "tokens": self.tokens, "full_tokens": self.full_tokens,
                "included": self.included, "stepped_down": self.stepped_down,
                "left_out": self.left_out, "warnings": self.warnings, "text": self.text}


def count_tokens(text: str, chars_per_token: float) -> int:
    """The documented estimate: ceil(characters / chars_per_token)."""
    return math.ceil(len(text) / chars_per_token) if text else 0


@dataclass
class _Item:
    entry: Entry
    working: bool
    natural: int
    renders: dict[int, str] = field(default_factory=dict)
    evidence: levels.Evidence | None = None

    def __post_init__(self) -> None:
        self.kind = self.entry.kind

    def ladder(self) -> list[int]:
        """The levels this item can take, from its natural one down (drop excluded)."""
        lowest = DIGEST if self.working else WISDOM
        return list(range(self.natural, lowest + 1))


def working_entries(store: Store, snapshot: Snapshot) -> list[Entry]:
    """Working candidates in the working window (memstore.sessions.working_window)."""
    from memstore.sessions import working_window

    seen: set[str] = set()
    out = []
    for entry in working_window(store, snapshot):
        if entry.status in WORKING_STATUSES and entry.id not in seen:
            seen.add(entry.id)
            out.append(entry)
    return out


def build_context(store: Store, snapshot: Snapshot, budget: int | None,
                  summarizer: Summarizer | None = None) -> Context:
    """What an agent should load now, within `budget` tokens (None: everything)."""
    from memstore import recall_log
    from memstore.summarizer import Summarizer

    if budget is not None and budget < 0:
        from memstore.errors import BadInput

        raise BadInput(f"--budget must not be negative, got {budget}")
    if summarizer is None:
        summarizer = Summarizer.from_store(store)
    composer = Composer(store.config, clock.now(), summarizer)
    stats = recall_log.stats(store)
    result = composer.compose(working_entries(store, snapshot), levels.live_long_term(snapshot),
                              budget, stats=stats, order="value")
    if summarizer is not None:
        summarizer.flush()
        result.warnings.extend(summarizer.warnings)
    return result


class Composer:
    """Lays entries out by level and fits them to a budget (see the module docstring)."""

    def __init__(self, config: Config, now: datetime, summarizer: Summarizer | None = None,
                 title: str = "# Memory context", preamble: Sequence[str] = (),
                 command: str = "memstore context") -> None:
        self.config = config
        self.now = now
        self.summarizer = summarizer
        self.title = title
        self.preamble = list(preamble)
        self.command = command
        self._display: list[int] = []

    # Entry point -------------------------------------------------------------------------

    def compose(self, working: Sequence[Entry], long_term: Sequence[Entry], budget: int | None,
                stats: Any = None, order: str = "value") -> Context:
        """Fit `working` then `long_term` into `budget`.

        Entries step down and drop by value either way; `order` ("value" or "title": kind,
        then title) is the order long-term entries are listed in within each level.
        """
        items = self._items(working, long_term, stats or {}, by_value=budget is not None
                            or order == "value")
        if order == "value":
            self._display = list(range(len(items)))
        else:
            self._display = sorted(range(len(items)), key=lambda i: (
                items[i].kind, items[i].entry.title.casefold(), items[i].entry.id))
        natural = [item.natural for item in items]
        full_text = self._text(items, natural, budget, (0, 0))
        full_tokens = self._tokens(full_text)
        if budget is None or full_tokens <= budget:
            return self._result(items, natural, full_text, budget, full_tokens)
        ops = self._steps(items)
        states: dict[int, tuple[list[int], str]] = {}

        def state(m: int) -> tuple[list[int], str]:
            if m not in states:
                chosen = list(natural)
                for index, level in ops[:m]:
                    chosen[index] = level
                states[m] = (chosen, self._text(items, chosen, budget, self._cuts(items, chosen),
                                                full_tokens))
            return states[m]

        if self._tokens(state(len(ops))[1]) > budget:
            chosen = state(len(ops))[0]
            text = self._last_resort(items, chosen, budget, full_tokens)
            return self._result(items, chosen, text, budget, full_tokens)
        low, high = 0, len(ops)  # state(low) does not fit, state(high) does
        while high - low > 1:
            mid = (low + high) // 2
            if self._tokens(state(mid)[1]) <= budget:
                high = mid
            else:
                low = mid
        chosen, text = state(high)
        return self._result(items, chosen, text, budget, full_tokens)

    # Items and the step-down sequence ------------------------------------------------------

    def _items(self, working: Sequence[Entry], long_term: Sequence[Entry], stats: Any,
               by_value: bool) -> list[_Item]:
        """Items most valuable first: working (newest first), then long-term (by title when
        nothing will be cut, which spares the decay scores)."""
        from memstore.valuation import load_value

        work = sorted(working, key=lambda e: (-e.created.timestamp(), e.id))
        if by_value:
            keyed = [(load_value(e, self.now, self.config, stats), e) for e in long_term]
            keyed.sort(key=lambda ke: (-ke[0][0], -ke[0][1], ke[0][2]))
            lt = [e for _, e in keyed]
        else:
            lt = sorted(long_term, key=lambda e: (e.kind, e.title.casefold(), e.id))
        items = [_Item(e, True, FULL) for e in work]
        items += [_Item(e, False, LEVEL_NAMES.index(levels.level_of(e, self.now,
                                                                    self.config.levels)))
                  for e in lt]
        return items

    def _steps(self, items: list[_Item]) -> list[tuple[int, int]]:
        """Every step down, in the order they are taken (see the module docstring)."""
        from memstore.valuation import protected

        least_first = list(reversed(range(len(items))))
        long_term = [i for i in least_first if not items[i].working]
        working = [i for i in least_first if items[i].working]
        ops: list[tuple[int, int]] = []
        for members in (long_term, working):
            for round_ in range(1, 4):
                for i in members:
                    ladder = items[i].ladder()
                    if round_ < len(ladder):
                        ops.append((i, ladder[round_]))
        guarded = [i for i in long_term if protected(items[i].entry, self.config)]
        guarded_set = set(guarded)
        plain = [i for i in long_term if i not in guarded_set]
        for members in (plain, guarded, working):
            ops.extend((i, DROPPED) for i in members)
        return ops

    # Rendering ---------------------------------------------------------------------------

    def _tokens(self, text: str) -> int:
        return count_tokens(text, self.config.chars_per_token)

    def _render(self, item: _Item, level: int) -> str:
        if level not in item.renders:
            item.renders[level] = levels.render(item.entry, LEVEL_NAMES[level], self.summarizer)
        return item.renders[level]

    @staticmethod
    def _cuts(items: list[_Item], chosen: list[int]) -> tuple[int, int]:
        """(entries shortened, entries dropped) in a state."""
        shortened = sum(1 for it, lv in zip(items, chosen, strict=True)
                        if it.natural < lv < DROPPED)
        return shortened, sum(1 for lv in chosen if lv == DROPPED)

    def _head(self, terse: bool = False) -> list[str]:
        if terse:
            return [self.title, ""]
        return [self.title, "", *self.preamble,
                "Full text: `memstore show ID`; search: `memstore recall QUERY`.", ""]

    def _text(self, items: list[_Item], chosen: list[int], budget: int | None,
              cuts: tuple[int, int], full_tokens: int = 0) -> str:
        lines = self._head()
        work = [(it, lv) for it, lv in zip(items, chosen, strict=True)
                if it.working and lv != DROPPED]
        if work:
            days = self.config.working.window_days
            lines += [f"## Working memory (last {days} days, not yet consolidated)", ""]
            lines += [self._render(it, lv).rstrip("\n") for it, lv in work]
            lines.append("")
        body = self._long_term(items, chosen)
        if body:
            lines += ["## Long-term memory", "", *body]
        if not work and not body and not any(c == DROPPED for c in chosen):
            lines += ["No memories yet: `memstore add TEXT` remembers one.", ""]
        end = self._end_line(items, cuts, budget, full_tokens)
        if end:
            lines.append(end)
        return "\n".join(lines).rstrip("\n") + "\n"

    def _long_term(self, items: list[_Item], chosen: list[int]) -> list[str]:
        by_level: dict[int, list[_Item]] = {}
        for index in self._display:
            item, level = items[index], chosen[index]
            if not item.working and level != DROPPED:
                by_level.setdefault(level, []).append(item)
        heads = {FULL: "### Full text", SUMMARY: "### Summaries",
                 DIGEST: "### Digest, by kind", WISDOM: "### Wisdom, per kind"}
        lines: list[str] = []
        for level in (FULL, SUMMARY, DIGEST, WISDOM):
            members = by_level.get(level)
            if not members:
                continue
            lines += [heads[level], ""]
            if level in (FULL, SUMMARY):
                lines += [self._render(it, level).rstrip("\n") for it in members]
            elif level == DIGEST:
                for kind, group in _by_kind(members):
                    lines.append(f"{kind}:")
                    lines += [self._render(it, level).rstrip("\n") for it in group]
            else:
                for kind, group in _by_kind(members):
                    rows = []
                    for it in group:
                        if it.evidence is None:
                            it.evidence = levels.Evidence.of(it.entry)
                        rows.append(it.evidence)
                    w = levels.wisdom_from(kind, rows)
                    lines.append(levels.render_wisdom(w).rstrip("\n"))
            lines.append("")
        return lines

    def _end_line(self, items: list[_Item], cuts: tuple[int, int], budget: int | None,
                  full_tokens: int, terse: int = 0) -> str:
        shortened, dropped = cuts
        if not shortened and not dropped:
            return ""
        if terse == 2:
            return f"{dropped or shortened} more: `memstore recall QUERY`"
        if terse == 1:
            what = f"{dropped} entries left out" if dropped else f"{shortened} entries shortened"
            return f"{what}; `memstore recall QUERY` finds them."
        parts = []
        if dropped:
            parts.append(f"{dropped} {'entry' if dropped == 1 else 'entries'} left out")
        if shortened:
            parts.append(f"{shortened} shortened")
        return (f"Cut to fit {budget} tokens: {', '.join(parts)}. `memstore recall QUERY` or "
                f"`memstore show ID` gets them; `{self.command} --budget {full_tokens}` "
                f"shows all.")

    def _last_resort(self, items: list[_Item], chosen: list[int], budget: int,
                     full_tokens: int) -> str:
        """Everything is dropped and still too long: shorter and shorter pointers."""
        cuts = self._cuts(items, chosen)
        for terse in (1, 2):
            end = self._end_line(items, cuts, budget, full_tokens, terse)
            for text in ("\n".join([*self._head(terse=True), end]) + "\n", end + "\n"):
                if self._tokens(text) <= budget:
                    return text
        return ""

    def _result(self, items: list[_Item], chosen: list[int], text: str, budget: int | None,
                full_tokens: int) -> Context:
        ctx = Context(text, self._tokens(text), budget, full_tokens=full_tokens)
        for item, level in zip(items, chosen, strict=True):
            section = "working" if item.working else "long_term"
            record = {"id": item.entry.id, "section": section, "level": LEVEL_NAMES[level]}
            if level == DROPPED:
                ctx.left_out.append({**record, "level": LEVEL_NAMES[item.natural]})
                continue
            ctx.included.append(record)
            if level != item.natural:
                ctx.stepped_down.append({"id": item.entry.id, "section": section,
                                         "from": LEVEL_NAMES[item.natural],
                                         "to": LEVEL_NAMES[level]})
        return ctx


def _by_kind(members: list[_Item]) -> list[tuple[str, list[_Item]]]:
    groups: dict[str, list[_Item]] = {}
    for item in members:
        groups.setdefault(item.kind, []).append(item)
    return sorted(groups.items())
