"""Compaction levels: how much of an entry a response shows, by its age.

The files never change for this; only what `context`, INDEX.md and `wisdom` print does.

    full     younger than levels.full_days (7)       the whole text: title and every fact
    summary  younger than levels.summary_days (30)   title, the key facts, outcome and confidence
    digest   younger than levels.digest_days (90)    one line, grouped by kind
    wisdom   older                                   principles: each entry's title and key
                                                     fact with the counts behind it, under its
                                                     kind's aggregates

Age is measured from the latest of `created`, `last_confirmed` and `restored_at` (fresh_since;
a compaction node carries the newest `created` and `last_confirmed` of its sources);
the ranges are half-open, so an entry exactly 7 days old is a summary and one exactly 90 days
old is wisdom. The levels apply to unprotected knowledge only: protected kinds and
`preserve: true` are always full (memstore.app.context serves them as rules).

Summaries are extractive and deterministic: the key facts are the entry's first facts (people
and the tool both put the main point first), cut at word boundaries; a procedure's summary
keeps every step (KEEP_EVERY_STEP). An optional summarizer
command (`memstore.summarizer`) may write summary and digest text instead.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol

from memstore.core.config import Levels
from memstore.core.decisions import conflict_ids
from memstore.core.entry import COMPACTED_TITLE, Entry, first_line
from memstore.core.fileformat import as_written, has_conflict_markers, is_conflict_marker
from memstore.core.plural import counted
from memstore.runtime import clock

LEVELS = ("full", "summary", "digest", "wisdom")
LIVE_STATUSES = ("active", "compacted", "stale")

SUMMARY_FACTS = 2
SUMMARY_FACT_CHARS = 100
SUMMARY_TITLE_CHARS = 120
DIGEST_CHARS = 90
PRINCIPLES_SHOWN = 3
PRINCIPLE_TITLE_CHARS = 80
PRINCIPLE_FACT_CHARS = 100
CLOSE_FENCE = "\n    ```\n"
# A word longer than this is cut inside, not left out whole, where an entry's text is cut.
LONG_WORD = 60
MIN_PRINCIPLE_CONFIRMATIONS = 2
KEEP_EVERY_STEP = ("procedure",)
"""Kinds whose summary keeps every fact (each cut to one short line): a procedure's facts are
its steps, and one served without its later steps is a wrong procedure. Until session 59 a
release procedure 10 days old was served as its first two steps and "(+3 more)" in a context
with thousands of tokens to spare (a trial). Under a tight budget it steps down to its digest
line (the title), as every summary does."""


class SnapshotView(Protocol):
    """What the levels read of a loaded store: one layer's entries, and an entry by id
    (memstore.storage.store.Snapshot is one)."""

    def layer(self, name: str) -> list[Entry]: ...

    def find(self, entry_id: str) -> Entry | None: ...


class SupportsSummarize(Protocol):
    """Writes an entry's summary or digest text, or returns None for the extractive one
    (memstore.storage.summarizer.Summarizer runs the local user's command)."""

    def summarize(self, entry: Entry, level: str) -> str | None: ...


def fresh_since(entry: Entry) -> datetime:
    """Where an entry's age for its level counts from: the latest of `created`, its last
    confirmation (`confirm`, a successful `used`, a merge that re-observed it) and a restore by
    a person. Until session 58 it was `created` alone, so a procedure the agents confirmed
    every week was served as a one-line principle, its later steps gone (a user trial)."""
    return entry.since_restore(max(entry.created, entry.last_confirmed))


def level_of(entry: Entry, now: datetime, levels: Levels) -> str:
    """The level an entry's age calls for (`preserve: true` is always full)."""
    if entry.preserve:
        return "full"
    age = clock.days_between(fresh_since(entry), now)
    if age < levels.full_days:
        return "full"
    if age < levels.summary_days:
        return "summary"
    if age < levels.digest_days:
        return "digest"
    return "wisdom"


def live_long_term(snapshot: SnapshotView) -> list[Entry]:
    """Long-term entries a response may show: active, compacted or stale, one per id.

    A compaction source that stayed in long_term/ (compaction.archive_sources: false) is
    represented by its node, so it is left out whenever that node is live.
    """
    seen: set[str] = set()
    out: list[Entry] = []
    for entry in snapshot.layer("long_term"):
        if entry.status not in LIVE_STATUSES or entry.id in seen:
            continue
        if represented_by(snapshot, entry) is not None:
            continue
        seen.add(entry.id)
        out.append(entry)
    return out


def represented_by(snapshot: SnapshotView, entry: Entry) -> Entry | None:
    """The live compaction node that stands for `entry`, if there is one."""
    node_id = entry.compacted_into
    if not node_id or node_id == entry.id:
        return None
    node = snapshot.find(node_id)
    if node is None or node.layer == "archive" or node.status not in LIVE_STATUSES:
        return None
    return node


# Evidence ----------------------------------------------------------------------------------


def failures(entry: Entry) -> int:
    return entry.count("failures")


def confidence(entry: Entry) -> str:
    """high / medium / low, from the evidence for (confirmations, successes) and against
    (failures, contradictions): high when at least 90% of it is for and there are 3 pieces
    for; medium from 60%; low below."""
    pro = entry.confirmations + entry.successes
    con = failures(entry) + entry.contradictions
    share = pro / (pro + con) if pro + con else 0.0
    if share >= 0.9 and pro >= 3:
        return "high"
    return "medium" if share >= 0.6 else "low"


def evidence_text(entry: Entry) -> str:
    """`confidence high: 4 confirmations, 2 successes` (zero counters left out)."""
    parts = [counted(entry.confirmations, "confirmation")]
    for n, word, plural in ((entry.successes, "success", "successes"),
                            (failures(entry), "failure", None),
                            (entry.contradictions, "contradiction", None)):
        if n:
            parts.append(counted(n, word, plural))
    return f"confidence {confidence(entry)}: {', '.join(parts)}"


# Renderers: each returns Markdown lines ending in a newline --------------------------------


def _label(entry: Entry) -> str:
    flags = [entry.kind]
    if has_conflict_markers(entry.body):
        flags.append("two versions from an unresolved git conflict: `memstore doctor`")
    if entry.status in ("stale", "compacted"):
        flags.append(entry.status)
    if entry.status == "needs_review":
        flags.append(_under_review(entry))
    if members := node_members(entry):
        flags.append(f"from {counted(members, 'entry', 'entries')}")
    if entry.preserve:
        flags.append("preserved")
    return f"`{entry.id}`, " + ", ".join(flags)


def _under_review(entry: Entry) -> str:
    """"under review", and what the entry was flagged against (memstore.core.decisions)."""
    others = conflict_ids(entry)
    if not others:
        return "under review"
    named = ", ".join(f"`{i}`" for i in others[:REVIEW_IDS_SHOWN])
    more = f" and {len(others) - REVIEW_IDS_SHOWN} more" if len(others) > REVIEW_IDS_SHOWN else ""
    return f"under review: contradicts {named}{more}"


# The most ids an entry under review names in its label (`memstore show ID` lists them all).
REVIEW_IDS_SHOWN = 3


def _same(a: str, b: str) -> bool:
    return " ".join(a.casefold().split()).rstrip(".") == " ".join(b.casefold().split()).rstrip(".")


def body_facts(entry: Entry) -> list[str]:
    """The entry's facts, minus a first fact that only repeats the title (and the marker lines
    of a git conflict left in the body: the label says so, `_label`)."""
    facts = [f for f in entry.facts if not is_conflict_marker(f)]
    if facts and _same(facts[0], entry.title):
        facts = facts[1:]
    return facts


def render_full(entry: Entry, cap: int | None = None) -> str:
    """The whole entry: title, label, and every fact as a sub-bullet; cut to about `cap`
    characters (see `cut_full`) when it is longer."""
    lines = [f"- **{entry.title}** ({_label(entry)})"]
    for fact in as_written(body_facts(entry), entry.body):  # (a table keeps its rows)
        first, *more = fact.split("\n")
        lines.append(f"  - {first}")
        lines.extend(f"    {line}" if line else "" for line in more)
    text = "\n".join(lines) + "\n"
    return text if cap is None or len(text) <= cap else cut_full(entry, text, cap)


def render_title(entry: Entry) -> str:
    """One line for an entry whose facts do not fit: its title (shortened if need be), its
    label, and where the rest is."""
    title = first_line(entry.title, SUMMARY_TITLE_CHARS)
    return f"- **{title}** ({_label(entry)}; cut: `memstore show {entry.id}` has the rest)\n"


def cut_pointer(entry: Entry, total: int) -> str:
    """The last line of a cut entry: how long it is and where the rest is."""
    return (f"  - … (cut: {total:,} characters in all; `memstore show {entry.id}` has the "
            "rest)\n")


def cut_full(entry: Entry, text: str, cap: int) -> str:
    """`text` (an entry's full rendering) cut so that, with the pointer line, it holds about
    `cap` characters: the title line (its title shortened if need be) always, then the facts
    cut at a word boundary (inside a word longer than `LONG_WORD`), never leaving a code block
    open."""
    pointer = cut_pointer(entry, len(text))
    title = f"- **{first_line(entry.title, SUMMARY_TITLE_CHARS)}** ({_label(entry)})\n"
    facts = text.split("\n", 1)[1] if "\n" in text else ""
    keep = cap - len(title) - len(pointer) - len(CLOSE_FENCE)
    if keep <= 0:
        return title + pointer
    head = facts[:keep]
    if len(facts) > keep and not facts[keep].isspace() and len(head.split(None, 1)) > 1:
        whole_words = head.rsplit(None, 1)[0]
        if len(head) - len(whole_words) <= LONG_WORD:
            head = whole_words  # (a word longer than that, a hash or a minified line, is cut
            # inside: kept whole, it would take all the room it stands in or none of it)
    head = head.rstrip()
    if head.count("```") % 2:
        head += CLOSE_FENCE.rstrip("\n")
    return title + (head + "\n" if head else "") + pointer


def extractive_summary(entry: Entry) -> str:
    """The key facts: the first SUMMARY_FACTS facts, each cut to one short line; every step of
    a procedure (KEEP_EVERY_STEP)."""
    facts = body_facts(entry)
    many = len(facts) if entry.kind in KEEP_EVERY_STEP else SUMMARY_FACTS
    shown = [first_line(f, SUMMARY_FACT_CHARS).rstrip(".") for f in facts[:many]]
    text = "; ".join(shown)
    if len(facts) > many:
        text += f" (+{len(facts) - many} more)"
    return text


def render_summary(entry: Entry, summarizer: SupportsSummarize | None = None) -> str:
    """One line: title, key facts (or the summarizer's text), confidence and outcome.

    For a short entry this can be a little longer than the full text (the evidence tag).
    """
    text = None
    if summarizer is not None:
        text = summarizer.summarize(entry, "summary")
    if text is None:
        text = extractive_summary(entry)
    key = f": {text}" if text else ""
    title = first_line(entry.title, SUMMARY_TITLE_CHARS)
    return f"- **{title}** ({_label(entry)}){key} [{evidence_text(entry)}]\n"


def render_digest(entry: Entry, summarizer: SupportsSummarize | None = None) -> str:
    """One short line: the title (or the summarizer's one-liner) and the id; for a compaction
    node, its facts (`node_digest`)."""
    text = None
    if summarizer is not None:
        text = summarizer.summarize(entry, "digest")
    members = node_members(entry)
    if text is None and members:
        text = node_digest(entry)
    text = first_line(text or entry.title, DIGEST_CHARS * max(1, min(
        members, NODE_DIGEST_SOURCES)))
    flag = " (stale)" if entry.status == "stale" else ""
    return f"- {text}{flag} (`{entry.id}`)\n"


def node_members(entry: Entry) -> int:
    """How many entries a compaction node stands for (0: not a node): its `sources`, or, once
    purge has deleted them and taken their ids out of `sources`, the provenance records its
    compaction wrote (`note: compacted`). Until session 58 a node whose sources were purged
    was served as a plain entry, by its cut title, at digest and wisdom level (a user trial's
    year: from May on, where the dashboards live left the context)."""
    if entry.sources:
        return len(entry.sources)
    if entry.status != "compacted":
        return 0
    return sum(1 for record in entry.provenance
               if isinstance(record, dict) and record.get("note") == "compacted")


def node_digest(entry: Entry) -> str:
    """A compaction node's digest: its facts on one line, the words they all open with said
    once ("[Compacted] The parcel-api exposes: DELETE /parcels/{id}; only admins may call it |
    POST /parcels to create a parcel | ..."). A node's title lists its sources' titles cut to a
    few words each, so the digest that stood for four entries once said only "The parcel-api
    exposes DELETE…; The parcel-api exposes GET…" (a user trial): the line now has the room
    its sources' digest lines had, up to `NODE_DIGEST_SOURCES` of them."""
    facts = [" ".join(fact.split()) for fact in body_facts(entry)]
    if not facts:
        return ""
    words = [fact.split(" ") for fact in facts]
    shared = 0
    while all(len(w) > shared + 1 and w[shared] == words[0][shared] for w in words):
        shared += 1
    if len(facts) > 1 and shared >= 2:
        head = " ".join(words[0][:shared])
        return f"{COMPACTED_TITLE}{head}: " + " | ".join(" ".join(w[shared:]) for w in words)
    return COMPACTED_TITLE + " | ".join(facts)


# The most sources whose digest lines' room a compaction node's digest line takes.
NODE_DIGEST_SOURCES = 4


def counts_text(entry: Entry) -> str:
    """The evidence behind a principle: `confirmed 4×, 2 successes, 1 failure`."""
    parts = [f"confirmed {entry.confirmations}×"]
    for n, word, plural in ((entry.successes, "success", "successes"),
                            (failures(entry), "failure", None),
                            (entry.contradictions, "contradiction", None)):
        if n:
            parts.append(counted(n, word, plural))
    if entry.status == "stale":
        parts.append("stale")
    return ", ".join(parts)


def render_principle(entry: Entry) -> str:
    """One line at wisdom level: the principle (title and its first fact) with the counts
    behind it, and the id. Never a bare count."""
    if (members := node_members(entry)) and (text := node_digest(entry)):
        # A compaction node's title lists its sources' titles cut to a few words, and its
        # first fact is one source's: its principle is its facts, in the room its sources'
        # principle lines had (as its digest line: node_digest). Until session 58 the line
        # was title and first fact, and the other sources' facts left every context.
        room = PRINCIPLE_FACT_CHARS * min(members, NODE_DIGEST_SOURCES)
        return f"- {first_line(text, room)} ({counts_text(entry)}; `{entry.id}`)\n"
    facts = body_facts(entry)
    key = f": {first_line(facts[0], PRINCIPLE_FACT_CHARS).rstrip('.')}" if facts else ""
    title = first_line(entry.title, PRINCIPLE_TITLE_CHARS)
    return f"- {title}{key} ({counts_text(entry)}; `{entry.id}`)\n"


def render(entry: Entry, level: str, summarizer: SupportsSummarize | None = None) -> str:
    """An entry at `level` (full, summary, digest, or wisdom: a principle line)."""
    if level == "full":
        return render_full(entry)
    if level == "summary":
        return render_summary(entry, summarizer)
    if level == "digest":
        return render_digest(entry, summarizer)
    if level == "wisdom":
        return render_principle(entry)
    raise ValueError(f"no per-entry rendering at level {level!r}")


# Wisdom ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Principle:
    id: str
    title: str
    count: int


@dataclass(frozen=True)
class Wisdom:
    """Aggregates over the entries of one kind."""

    kind: str
    entries: int
    successes: int
    failures: int
    contradictions: int
    principles: tuple[Principle, ...]
    common_failure: Principle | None

    @property
    def success_rate(self) -> float | None:
        """successes / (successes + failures + contradictions); None with no outcomes."""
        total = self.successes + self.failures + self.contradictions
        return round(self.successes / total, 4) if total else None

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind, "entries": self.entries, "successes": self.successes,
            "failures": self.failures, "contradictions": self.contradictions,
            "success_rate": self.success_rate,
            "principles": [{"id": p.id, "title": p.title, "confirmations": p.count}
                           for p in self.principles],
            "common_failure": None if self.common_failure is None else {
                "id": self.common_failure.id, "title": self.common_failure.title,
                "count": self.common_failure.count},
        }


def failure_count(entry: Entry) -> int:
    """How often an entry records things going wrong: its failures and contradictions, and for
    an incident its confirmations too (each one is the incident seen again)."""
    count = failures(entry) + entry.contradictions
    if entry.kind == "incident":
        count += entry.confirmations
    return count


@dataclass(frozen=True)
class Evidence:
    """The counters of one entry that wisdom aggregates (computed once per entry)."""

    id: str
    title: str
    confirmations: int
    successes: int
    failures: int
    contradictions: int
    failure_count: int

    @classmethod
    def of(cls, entry: Entry) -> Evidence:
        return cls(entry.id, entry.title, entry.confirmations, entry.successes,
                   failures(entry), entry.contradictions, failure_count(entry))


def wisdom_of(kind: str, entries: Sequence[Entry], principles: int = PRINCIPLES_SHOWN) -> Wisdom:
    """The aggregates of `entries` (all of one kind): count, outcomes, the most-confirmed
    principles (entries confirmed at least twice, by confirmations, then successes, then id;
    when none was, the entries themselves) and the most common failure."""
    return wisdom_from(kind, [Evidence.of(e) for e in entries], principles)


def wisdom_from(kind: str, rows: Sequence[Evidence], principles: int = PRINCIPLES_SHOWN) -> Wisdom:
    """`wisdom_of` on precomputed evidence. A kind none of whose entries was confirmed twice
    still names its principles (those confirmed once): never a bare count."""
    confirmed = [r for r in rows if r.confirmations >= MIN_PRINCIPLE_CONFIRMATIONS]
    ranked = heapq.nsmallest(principles, confirmed or rows,
                             key=lambda r: (-r.confirmations, -r.successes, r.id))
    worst = min((r for r in rows if r.failure_count > 0),
                key=lambda r: (-r.failure_count, r.id), default=None)
    return Wisdom(
        kind=kind,
        entries=len(rows),
        successes=sum(r.successes for r in rows),
        failures=sum(r.failures for r in rows),
        contradictions=sum(r.contradictions for r in rows),
        principles=tuple(Principle(r.id, r.title, r.confirmations) for r in ranked),
        common_failure=None if worst is None else Principle(worst.id, worst.title,
                                                             worst.failure_count),
    )


def wisdom(entries: Iterable[Entry], kind: str | None = None,
           principles: int = PRINCIPLES_SHOWN) -> list[Wisdom]:
    """Wisdom per kind (sorted by kind), or for one kind only."""
    by_kind: dict[str, list[Entry]] = {}
    for entry in entries:
        if kind is None or entry.kind == kind:
            by_kind.setdefault(entry.kind, []).append(entry)
    return [wisdom_of(k, by_kind[k], principles) for k in sorted(by_kind)]


def wisdom_heading(w: Wisdom) -> str:
    """The line over a kind's principles: how many entries, and their outcomes."""
    return f"{w.kind} ({counted(w.entries, 'entry', 'entries')}, {_outcome(w)}):"


def _outcome(w: Wisdom) -> str:
    rate = w.success_rate
    return ("no outcomes recorded" if rate is None else
            f"success rate {round(rate * 100)}% ({w.successes} of "
            f"{w.successes + w.failures + w.contradictions})")


def render_wisdom(w: Wisdom) -> str:
    """One line of aggregates for a kind."""
    parts = [f"- **{w.kind}**: {counted(w.entries, 'entry', 'entries')}, {_outcome(w)}"]
    if w.principles:
        shown = ", ".join(f"{first_line(p.title, 60)} ({p.count}×, `{p.id}`)"
                          for p in w.principles)
        parts.append(f"most confirmed: {shown}")
    if w.common_failure is not None:
        f = w.common_failure
        parts.append(f"most common failure: {first_line(f.title, 60)} ({f.count}×, `{f.id}`)")
    return "; ".join(parts) + "\n"
