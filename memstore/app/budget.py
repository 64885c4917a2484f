"""Fitting a context to a token budget: rules whole, a fair share for everything else.

memstore.app.context decides what goes in and in which order; this module decides how much of
each fits. Costs are counted in characters of the exact text (a token is chars_per_token of
them), incrementally: every entry's rendering at each level is computed once, and the
headings a level or kind group needs are counted when its first member arrives.

The steps (docs/context.md, "When it does not fit"):

1. everything at the level its age calls for, uncapped: if it fits, that is the text;
2. every optional full text longer than the fair cap (a tenth of the room left after the
   rules, the review notice and the closing line, at least FAIR_CAP_MIN characters) is cut
   to it, with a pointer to `memstore show ID`;
3. long-term entries step down a level at a time (least valuable first), then are dropped
   (least valuable first); then working entries step down (oldest first), then are dropped
   (oldest first), until the text fits: the priority order, read backwards;
4. the room left is handed back, most valuable first: a level up, or back in (a full text
   may come back cut to what fits, when that shows MIN_CUT_GAIN characters more than its
   summary);
5. what room is still left goes to the entries that were cut, equally (water-filling).

`Layout` is the fixed text around the entries (title, headings, closing lines), counted in the
budget like them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from memstore.core import levels
from memstore.core.entry import Entry
from memstore.core.plural import counted
from memstore.core.printable import printable

if TYPE_CHECKING:
    from memstore.core.config import Config
    from memstore.storage.summarizer import Summarizer

FULL, SUMMARY, DIGEST, WISDOM, DROPPED = range(5)
UNREADABLE_NAMED = 3  # the most unreadable files the notice names one by one
LEVEL_NAMES = (*levels.LEVELS, "dropped")

# The kinds of rule served first, in this order: in `context`, in INDEX.md and when the rules
# alone exceed the budget.
RULES_FIRST = ("security_rule", "constraint")


def rule_rank(entry: Entry) -> int:
    """Where a rule stands among the rules: security rules, then constraints, then every other
    rule (`RULES_FIRST`). Until session 58 INDEX.md listed its rules by kind alone, so a
    security rule came after the preferences (a user trial)."""
    return RULES_FIRST.index(entry.kind) if entry.kind in RULES_FIRST else len(RULES_FIRST)
FAIR_SHARE = 10  # no optional entry takes more than a tenth of the room before the refill
FAIR_CAP_MIN = 400  # characters: a cut full text still says more than a summary line
MIN_CUT_GAIN = 120  # characters a cut full text must add to the summary line it replaces
MAX_ENTRY_CHARS = 4000  # the cap without a budget (INDEX.md): about 1,000 tokens
LEVEL_HEADINGS = {FULL: "### Full text", SUMMARY: "### Summaries",
                  DIGEST: "### Digest, by kind", WISDOM: "### Wisdom: principles, per kind"}
Key = tuple[Any, ...]


@dataclass
class Item:
    """One entry as the fitter sees it: its section (rules, working, long_term) and level."""

    entry: Entry
    section: str
    natural: int
    renders: dict[tuple[int, int | None], str] = field(default_factory=dict)
    full_len: int = 0

    @property
    def working(self) -> bool:
        return self.section == "working"

    def ladder(self) -> list[int]:
        """The levels this item can take, from its natural one down (drop excluded)."""
        if self.section == "rules":
            return [FULL]
        if self.working:
            return [FULL, SUMMARY, DIGEST]
        return list(range(self.natural, DIGEST + 1)) if self.natural <= DIGEST else [WISDOM]


@dataclass
class Fitted:
    """The text and the level each item got (rules first, then the optional items)."""

    text: str
    levels: list[int]
    full_tokens: int
    rules_over: bool = False
    cut: list[dict[str, Any]] = field(default_factory=list)


class Fitter:
    """Fits rules, the review notice and optional items to a budget (module docstring)."""

    def __init__(self, config: Config, summarizer: Summarizer | None, layout: Layout,
                 rules: Sequence[Item], items: Sequence[Item], by_title: bool) -> None:
        self.config = config
        self.summarizer = summarizer
        self.layout = layout
        self.rules = list(rules)
        self.items = list(items)
        self.by_title = by_title
        self.level = [DROPPED] * len(self.items)
        self.cap: list[int | None] = [None] * len(self.items)
        self.count: dict[Key, int] = {}
        self.total = 0
        self._kind_lines: dict[tuple[int, str], str] = {}
        for item in self.items:
            item.full_len = len(self.render(item, FULL))

    # Rendering -----------------------------------------------------------------------------

    def render(self, item: Item, level: int, cap: int | None = None) -> str:
        if level != FULL or (cap is not None and cap >= item.full_len > 0):
            cap = None
        key = (level, cap)
        if key not in item.renders:
            if level == FULL:
                item.renders[key] = levels.render_full(item.entry, cap)
            else:
                item.renders[key] = levels.render(item.entry, LEVEL_NAMES[level],
                                                  self.summarizer)
        return item.renders[key]

    def kind_line(self, level: int, kind: str) -> str:
        """The line over a kind's group: `kind:` in the digest, its aggregates at wisdom."""
        if (level, kind) not in self._kind_lines:
            if level == DIGEST:
                line = f"{kind}:"
            else:
                rows = [levels.Evidence.of(it.entry) for it in self.items
                        if not it.working and it.natural == WISDOM and it.entry.kind == kind]
                line = levels.wisdom_heading(levels.wisdom_from(kind, rows, 0))
            self._kind_lines[(level, kind)] = line
        return self._kind_lines[(level, kind)]

    # Incremental costs ---------------------------------------------------------------------

    def _keys(self, item: Item, level: int) -> tuple[Key, ...]:
        if level == DROPPED:
            return ()
        if item.working:
            return (("working",),)
        keys: tuple[Key, ...] = (("long_term",), ("long_term", level))
        if level in (DIGEST, WISDOM):
            keys += (("long_term", level, item.entry.kind),)
        return keys

    def _key_cost(self, key: Key) -> int:
        if key == ("working",):
            return len(self.layout.working_heading()) + 1
        if key == ("long_term",):
            return len("## Long-term memory\n\n")
        if len(key) == 2:
            return len(LEVEL_HEADINGS[key[1]]) + 3
        return len(self.kind_line(key[1], key[2])) + 1

    def _cost(self, i: int, level: int, cap: int | None) -> int:
        return 0 if level == DROPPED else len(self.render(self.items[i], level, cap))

    def delta(self, i: int, level: int, cap: int | None) -> int:
        """How many characters moving item `i` to (`level`, `cap`) adds (or, negative, saves)."""
        item = self.items[i]
        old_keys, new_keys = self._keys(item, self.level[i]), self._keys(item, level)
        d = self._cost(i, level, cap) - self._cost(i, self.level[i], self.cap[i])
        for key in old_keys:
            if key not in new_keys and self.count.get(key, 0) == 1:
                d -= self._key_cost(key)
        for key in new_keys:
            if key not in old_keys and not self.count.get(key, 0):
                d += self._key_cost(key)
        return d

    def apply(self, i: int, level: int, cap: int | None) -> None:
        item = self.items[i]
        if level != FULL or (cap is not None and cap >= item.full_len):
            cap = None
        self.total += self.delta(i, level, cap)
        for key in self._keys(item, self.level[i]):
            self.count[key] -= 1
        for key in self._keys(item, level):
            self.count[key] = self.count.get(key, 0) + 1
        self.level[i], self.cap[i] = level, cap

    def _try(self, i: int, level: int, cap: int | None, room: int) -> bool:
        if self.total + self.delta(i, level, cap) <= room:
            self.apply(i, level, cap)
            return True
        return False

    # The fit --------------------------------------------------------------------------------

    def fit(self, budget: int | None) -> Fitted:
        for i, item in enumerate(self.items):
            self.apply(i, item.natural, None)
        head = self.layout.head()
        rules = self._rules_block(self.rules)
        review = self.layout.review_line()
        cpt = self.config.chars_per_token
        natural_len = len(head) + len(rules) + len(review) + self.total - 1
        full_tokens = math.ceil(natural_len / cpt)
        if budget is None:
            for i, item in enumerate(self.items):
                if self.level[i] == FULL and item.full_len > MAX_ENTRY_CHARS:
                    self.apply(i, FULL, MAX_ENTRY_CHARS)
            return self._fitted(head, self.rules, review, None, full_tokens)
        limit = math.floor(budget * cpt + 1e-9)
        if natural_len <= limit:
            return self._fitted(head, self.rules, review, budget, full_tokens)
        n = len(self.items)
        fixed = len(head) + len(rules)
        for terse in (0, 1, 2):
            end = len(self.layout.end_line((n, n, n), budget, full_tokens, terse))
            if fixed + end <= limit:
                break
        else:
            if self.rules:
                return self._over_budget(budget, full_tokens)
            return self._last_resort(budget, full_tokens)
        room = limit - fixed - end
        if len(review) > room:
            review = ""
        room -= len(review)
        self._shrink(room)
        self._refill(room, max(FAIR_CAP_MIN, room // FAIR_SHARE))
        self._water_fill(room)
        return self._fitted(head, self.rules, review, budget, full_tokens, terse)

    def _shrink(self, room: int) -> None:
        """Steps 2 and 3 of the module docstring: cap, step down, then drop until it fits."""
        fair = max(FAIR_CAP_MIN, room // FAIR_SHARE)
        for i, item in enumerate(self.items):
            if self.level[i] == FULL and item.full_len > fair:
                self.apply(i, FULL, fair)
        least_first = list(reversed(range(len(self.items))))
        long_term = [i for i in least_first if not self.items[i].working]
        working = [i for i in least_first if self.items[i].working]
        ops: list[tuple[int, int]] = []
        for members in (long_term, working):
            for round_ in range(1, 4):
                for i in members:
                    ladder = self.items[i].ladder()
                    if round_ < len(ladder):
                        ops.append((i, ladder[round_]))
            ops.extend((i, DROPPED) for i in members)
        for i, level in ops:
            if self.total <= room:
                return
            self.apply(i, level, None)

    def _refill(self, room: int, fair: int) -> None:
        """Step 4: hand the room left back, most valuable first."""
        for i, item in enumerate(self.items):
            while self.level[i] != item.natural:
                ladder = item.ladder()
                up = ladder[-1] if self.level[i] == DROPPED else self.level[i] - 1
                cap = fair if up == FULL and item.full_len > fair else None
                if self._try(i, up, cap, room):
                    continue
                if up == FULL:
                    cap = self._fitting_cap(i, room, fair)
                    if cap is not None and self._try(i, FULL, cap, room):
                        continue
                break

    def _fitting_cap(self, i: int, room: int, fair: int) -> int | None:
        """The largest cap (up to `fair`) at which item `i`'s full text fits the room left,
        if that text says more than the summary it replaces."""
        floor = len(self.render(self.items[i], SUMMARY)) + MIN_CUT_GAIN
        if floor > fair or self.total + self.delta(i, FULL, floor) > room:
            return None
        low, high = floor, fair  # low fits, high does not
        while high - low > 1:
            mid = (low + high) // 2
            if self.total + self.delta(i, FULL, mid) <= room:
                low = mid
            else:
                high = mid
        return low

    def _water_fill(self, room: int) -> None:
        """Step 5: the entries that were cut share what room is left, equally."""
        cut = [i for i in range(len(self.items)) if self.level[i] == FULL and self.cap[i]]
        if not cut or self.total >= room:
            return

        def extra(c: int) -> int:
            return sum(self.delta(i, FULL, max(self.cap[i] or 0, c)) for i in cut)

        low = min(self.cap[i] or 0 for i in cut)
        high = max(self.items[i].full_len for i in cut) + 1
        if self.total + extra(high) <= room:
            low = high
        while high - low > 1:
            mid = (low + high) // 2
            if self.total + extra(mid) <= room:
                low = mid
            else:
                high = mid
        for i in cut:
            self.apply(i, FULL, max(self.cap[i] or 0, low))

    # Text -----------------------------------------------------------------------------------

    def _rules_block(self, rules: Sequence[Item], texts: Sequence[str] = ()) -> str:
        """The rules' heading and each rule in full (or as `texts`, one per rule, when the
        rules are over the budget: `_over_budget`)."""
        if not rules:
            return ""
        shown = list(zip(rules, texts or [self.render(it, FULL) for it in rules], strict=True))
        if self.by_title:
            shown.sort(key=lambda pair: (rule_rank(pair[0].entry), pair[0].entry.kind,
                                         pair[0].entry.title.casefold(), pair[0].entry.id))
        whole = len(rules) == len(self.rules) and all(
            text == self.render(it, FULL) for it, text in shown)
        return self.layout.rules_heading(whole) + "".join(text for _, text in shown) + "\n"

    def _cuts(self) -> tuple[int, int, int]:
        shortened = sum(1 for it, lv in zip(self.items, self.level, strict=True)
                        if it.natural < lv < DROPPED)
        dropped = sum(1 for lv in self.level if lv == DROPPED)
        cut = sum(1 for i, lv in enumerate(self.level) if lv == FULL and self.cap[i])
        return shortened, dropped, cut

    def _fitted(self, head: str, rules: Sequence[Item], review: str, budget: int | None,
                full_tokens: int, terse: int = 0) -> Fitted:
        out = [head, self._rules_block(rules), review]
        work = [i for i, it in enumerate(self.items) if it.working and self.level[i] != DROPPED]
        if work:
            out.append(self.layout.working_heading())
            out += [self.render(self.items[i], self.level[i], self.cap[i]) for i in work]
            out.append("\n")
        out.append(self._long_term())
        body = "".join(out)
        if body == head and not any(lv == DROPPED for lv in self.level):
            body += self.layout.empty()
        end = self.layout.end_line(self._cuts(), budget, full_tokens, terse)
        text = body + end if end else body.rstrip("\n") + "\n"
        if not end:  # everything is there: what it takes is what it took
            full_tokens = math.ceil(len(text) / self.config.chars_per_token)
        cut = [{"id": self.items[i].entry.id, "shown": len(self.render(self.items[i], FULL,
                                                                         self.cap[i])),
                "total": self.items[i].full_len}
               for i, lv in enumerate(self.level) if lv == FULL and self.cap[i]]
        return Fitted(text, [FULL] * len(rules) + [DROPPED] * (len(self.rules) - len(rules))
                      + list(self.level), full_tokens, cut=cut)

    def _long_term(self) -> str:
        order = [i for i, it in enumerate(self.items) if not it.working]
        if self.by_title:
            order.sort(key=lambda i: (self.items[i].entry.kind,
                                      self.items[i].entry.title.casefold(),
                                      self.items[i].entry.id))
        by_level: dict[int, list[int]] = {}
        for i in order:
            if self.level[i] != DROPPED:
                by_level.setdefault(self.level[i], []).append(i)
        if not by_level:
            return ""
        out = ["## Long-term memory\n\n"]
        for level in (FULL, SUMMARY, DIGEST, WISDOM):
            members = by_level.get(level)
            if not members:
                continue
            out.append(LEVEL_HEADINGS[level] + "\n\n")
            if level in (FULL, SUMMARY):
                out += [self.render(self.items[i], level, self.cap[i]) for i in members]
            else:
                kinds: dict[str, list[int]] = {}
                for i in members:
                    kinds.setdefault(self.items[i].entry.kind, []).append(i)
                for kind in sorted(kinds):
                    out.append(self.kind_line(level, kind) + "\n")
                    out += [self.render(self.items[i], level) for i in kinds[kind]]
            out.append("\n")
        return "".join(out)

    def _last_resort(self, budget: int, full_tokens: int) -> Fitted:
        """No rules, and not even the closing line fits beside the head: shorter pointers."""
        for i in range(len(self.items)):
            self.apply(i, DROPPED, None)
        limit = math.floor(budget * self.config.chars_per_token + 1e-9)
        for terse in (1, 2):
            end = self.layout.end_line(self._cuts(), budget, full_tokens, terse)
            for text in (self.layout.head(terse=True) + end, end):
                if len(text) <= limit:
                    return Fitted(text, list(self.level), full_tokens)
        return Fitted("", list(self.level), full_tokens)

    def _over_budget(self, budget: int, full_tokens: int) -> Fitted:
        """The rules alone do not fit: each in its order, in full when it fits and else by its
        title line (with the pointer to the rest), until one does not fit even so (no rule is
        passed over for a later, shorter one), and one line saying so."""
        for i in range(len(self.items)):
            self.apply(i, DROPPED, None)
        cpt = self.config.chars_per_token
        limit = math.floor(budget * cpt + 1e-9)
        head = self.layout.head()
        n = len(self.items)
        # the rules, and the shortest closing line that says what else was left out
        end = len(self.layout.end_line((n, n, n), budget, full_tokens, 2)) if n else -1
        need = math.ceil((len(head) + len(self._rules_block(self.rules)) + end) / cpt)
        total = len(self.rules)
        best: Fitted | None = None
        # A terser line, and a shorter head (the title alone, or none), leave room for more
        # rules: the most shown wins, the fuller text among equals. (Until session 57 the head
        # was kept whole or dropped with the rules, so at 60 tokens the preamble stood where
        # the security rule fitted.)
        heads = (head, self.layout.head(terse=True), "")
        for top, terse in ((h, t) for h in heads for t in (0, 1, 2)):
            line = self.layout.rules_over_line(total, total, total, need, budget, terse, n)
            used = len(top) + len(self.layout.rules_heading(False)) + 1
            shown: list[tuple[Item, str]] = []
            for item in self.rules:
                text = next((t for t in (self.render(item, FULL), levels.render_title(
                    item.entry)) if used + len(t) + len(line) <= limit), None)
                if text is None:
                    break
                shown.append((item, text))
                used += len(text)
            titled = [(item, text) for item, text in shown if text != self.render(item, FULL)]
            line = self.layout.rules_over_line(len(shown) - len(titled), len(shown), total,
                                               need, budget, terse, n)
            base = top + self._rules_block([it for it, _ in shown], [t for _, t in shown]) if (
                shown) else top
            for text in (base + line, line):
                if len(text) <= limit:
                    kept = {id(it) for it, _ in shown} if text != line else set()
                    fitted = Fitted(text, [FULL if id(it) in kept else DROPPED
                                           for it in self.rules] + list(self.level),
                                    full_tokens, rules_over=True,
                                    cut=[{"id": it.entry.id, "shown": len(title),
                                          "total": len(self.render(it, FULL))}
                                         for it, title in titled if id(it) in kept])
                    if best is None or _rules_shown(fitted) > _rules_shown(best):
                        best = fitted
                    break
        return best or Fitted("", [DROPPED] * len(self.rules) + list(self.level), full_tokens,
                              rules_over=True)


def _rules_shown(fitted: Fitted) -> tuple[int, int]:
    """How many rules an over-budget text shows, and how many of them in full."""
    shown = fitted.levels.count(FULL)
    return shown, shown - len(fitted.cut)


RULES_COMMAND = "memstore list --protected"


@dataclass(frozen=True)
class Layout:
    """The fixed text around the entries: title, preamble, headings and the closing lines."""

    title: str
    preamble: list[str]
    command: str
    window: str  # the working window that kept the notes shown: "14 days", "5 sessions"
    review: int
    nothing: str = "No memories yet: `memstore add TEXT` remembers one.\n"  # when none is
    # Files in working/ and long_term/ that could not be read (malformed): what they say is
    # missing, and the notice says so where agents read it, not only on stderr.
    unreadable: tuple[str, ...] = ()

    def head(self, terse: bool = False) -> str:
        if terse:
            return f"{self.title}\n\n"
        lines = [self.title, "", *self.preamble,
                 "Full text: `memstore show ID`; search: `memstore recall QUERY`.", ""]
        return "\n".join(lines) + "\n"

    @staticmethod
    def rules_heading(whole: bool = True) -> str:
        """The rules' heading: it promises every rule in full only when they all are (a budget
        too small for them cuts some to their title line or leaves them out: until session 59
        the heading said "always loaded in full" over a rule cut to its title)."""
        if whole:
            return "## Rules (always loaded in full)\n\n"
        return "## Rules (cut to fit the budget)\n\n"

    def review_line(self) -> str:
        """The review notice (empty when nothing waits), with its blank line, and the
        unreadable-files notice (`unreadable_line`)."""
        n = self.review
        if not n:
            return self.unreadable_line()
        what = "1 entry waits" if n == 1 else f"{n} entries wait"
        return (f"**Review:** {what} for review (status needs_review): "
                "`memstore list --status needs_review` lists them, `memstore resolve` "
                "decides each.\n\n") + self.unreadable_line()

    def unreadable_line(self) -> str:
        """The files of working/ and long_term/ that could not be read, named (up to
        UNREADABLE_NAMED of them), so an agent knows a rule or a note may be missing. Until
        session 58 a rule a hand edit broke left every session without a word there (a user
        trial: a quote left open in the .env rule's title)."""
        if not self.unreadable:
            return ""
        named = ", ".join(f"`{printable(rel)}`" for rel in self.unreadable[:UNREADABLE_NAMED])
        more = len(self.unreadable) - UNREADABLE_NAMED
        if more > 0:
            named += f" and {counted(more, 'more file')}"
        verb = "could" if len(self.unreadable) == 1 else "could each"
        return (f"**Unreadable:** {named} {verb} not be read, so what it says is missing here "
                "(`memstore lint` says why; fix the file).\n\n")

    def working_heading(self) -> str:
        return f"## Working memory (last {self.window}, not yet consolidated)\n\n"

    def empty(self) -> str:
        return self.nothing

    def end_line(self, cuts: tuple[int, int, int], budget: int | None, full_tokens: int,
                 terse: int = 0) -> str:
        """What was shortened, cut or left out, and how to get it ('' when nothing was)."""
        shortened, dropped, cut = cuts
        if not shortened and not dropped and not cut:
            return ""
        if terse == 2:
            return f"{dropped or shortened or cut} more: `memstore recall QUERY`\n"
        if terse == 1:
            count, done = ((dropped, "left out") if dropped else
                           (shortened, "shortened") if shortened else (cut, "cut"))
            them = "it" if count == 1 else "them"
            return (f"{counted(count, 'entry', 'entries')} {done}; `memstore recall QUERY` "
                    f"finds {them}.\n")
        parts = []
        if dropped:
            parts.append(f"{dropped} {'entry' if dropped == 1 else 'entries'} left out")
        if shortened:
            parts.append(f"{shortened} shortened")
        if cut:
            parts.append(f"{cut} cut")
        if budget is None:  # no budget: only long entries were cut, at MAX_ENTRY_CHARS
            return (f"{cut} long {'entry' if cut == 1 else 'entries'} cut at "
                    f"{MAX_ENTRY_CHARS:,} characters; `memstore show ID` has the rest.\n")
        return (f"Cut to fit {budget} tokens: {', '.join(parts)}. `memstore recall QUERY` or "
                f"`memstore show ID` gets them; `{self.command} --budget {full_tokens}` shows "
                "all.\n")

    def rules_over_line(self, whole: int, shown: int, total: int, need: int, budget: int,
                        terse: int = 0, others: int = 0) -> str:
        """The one line said when the rules alone do not fit the budget: `shown` of the
        `total` rules are there, `whole` of them in full and the rest by their title line, and
        the `others` (every entry that is not a rule) are left out."""
        if terse == 2:
            if total == shown:  # (some by title only: the command lists them whole)
                if not others:  # (until session 59: "0 more left out; rules: ...")
                    return f"Rules in full: `{RULES_COMMAND}`\n"
                return f"{others} more left out; rules: `{RULES_COMMAND}`\n"
            rules = "rule" if total - shown == 1 else "rules"
            more = f" (and {counted(others, 'other entry', 'other entries')})" if others else ""
            return f"{total - shown} {rules}{more} left out: `{RULES_COMMAND}`\n"
        rest = (f"; {counted(others, 'other entry', 'other entries')} left out (`memstore "
                "recall QUERY`)" if others else "")
        if terse == 1:
            return (f"Rules over budget: {shown} of {total} shown; `{RULES_COMMAND}` lists "
                    f"them all{rest}.\n")
        if total == 1:  # (until session 57: "the 1 rules need ...; 0 of them are shown")
            how = ("shown in full" if whole else "shown by its title only" if shown
                   else "not shown")
            return (f"**Rules over budget:** the rule needs {need} tokens, more than the "
                    f"budget of {budget}; it is {how}, `{RULES_COMMAND}` lists it "
                    f"(`{self.command} --budget {need}` shows it){rest}.\n")
        titled = f", {shown - whole} by title only" if shown > whole else ""
        return (f"**Rules over budget:** the {total} rules need {need} tokens, more than the "
                f"budget of {budget}; {whole} of them are shown in full{titled}, "
                f"`{RULES_COMMAND}` lists them all (`{self.command} --budget {need}` shows "
                f"them){rest}.\n")
