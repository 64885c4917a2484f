"""List items of real agent memory files that share their words with another entry without
saying what it says (tests/natural/real/dev; docs/consolidation.md, "Real files").

Each function is a reason two entries the words alone would merge are two pieces of
knowledge, or "": the lines of a block of commands, a code name and one of its parts, a
quoted string the other never gives, a command run for another purpose than its label, an
item the other says only as the condition of another step. Each is asked only where the
pair would otherwise be a duplicate (memstore.core.judge.verdict), so no conflict or flag
is lost."""

from __future__ import annotations

import re
from collections.abc import Sequence

from memstore.core.judge.claims import NAMING, Bag, Claim, _matched, claims
from memstore.core.judge.compare import Relation
from memstore.core.judge.doubts import _LABELLED_CODE, _PURPOSE
from memstore.core.judge.entries import _Unit
from memstore.core.judge.lexicon import _stem
from memstore.core.judge.text import commented_commands

Pairs = Sequence[tuple[_Unit, _Unit, Claim, Claim, Relation]]


def _across_lines(smaller: Sequence[_Unit], larger: Sequence[_Unit],
                  pairs: Pairs) -> str:
    """Why an entry of one claim is not said by a block of commented commands that holds
    nearly all its words: the line closest to it lacks its file or value, which another line
    gives ("Check `tests/test_api.py` for similar test patterns" against a block whose "# Run
    tests matching a pattern" names no file and whose last line runs `tests/test_api.py`).
    Each line of such a block is an item of its own (`text.commented_commands`); words
    gathered from two of them are said by neither. (Two clauses of one sentence may say
    together what one clause says: this is asked of a block's lines only.)"""
    mine = [c for u in smaller for c in u.claims]
    if len(mine) != 1 or not mine[0].values:
        return ""
    claim = mine[0]
    near = [(p[4], p[3] if p[2] is claim else p[2]) for p in pairs
            if p[2] is claim or p[3] is claim]
    if not near:
        return ""
    relation, best = max(near, key=lambda x: x[0].score)
    if relation.kind in ("same", "within", "contains"):
        return ""
    if not any(best in u.claims and commented_commands(u.text) for u in larger):
        return ""
    own = {v for v in claim.values if v[0] != "flag"}
    elsewhere = {v for _, other in near if other is not best for v in other.values}
    if own and not own & best.values and own <= elsewhere:
        return "its words are spread over several lines of the other's block of commands"
    return ""


def _part_for_name(pairs: Pairs) -> str:
    """Two steps that open with the same verb, one on a code name made of parts
    (`SchedulerOutput`, `cache_dir`), the other on one of those parts alone ("Update
    `SchedulerOutput` if needed" / "Update scheduler to pass value when constructing
    SchedulerOutput"): the scheduler and its output are two things, though the second step
    names the output further on. The name with a part dropped names something else."""
    for _, _, ca, cb, relation in pairs:
        if relation.kind not in ("same", "within", "contains", "lookalike", "related"):
            continue
        if min(len(ca.seq), len(cb.seq)) < 2 or ca.seq[0] != cb.seq[0] or ca.seq[1] == cb.seq[1]:
            continue
        for named, other in ((ca, cb), (cb, ca)):
            name, part = named.seq[1], other.seq[1]
            pieces = [x for x in re.split(r"[_\-.]+", name) if x]
            if (name in named.names and len(pieces) >= 2 and name in other.seq[2:]
                    and part in {_stem(x) for x in pieces} | set(pieces)):
                return f"one names a part of the other's name: {part.rstrip('!')} / {name}"
    return ""


# A quoted string: "Generated with", “Created with”.
_QUOTED = re.compile(r"\"([^\"\n]+)\"|\u201c([^\u201d\n]+)\u201d")


def _quoted_unsaid(smaller: Sequence[_Unit], larger: Sequence[_Unit]) -> str:
    """The entry that says less quotes a string the other never gives (as a quote, in code or
    in words): a quoted string, like a command in code, is said whole or not at all. A list
    item that names three footers ("A \"Generated with\" / \"Created with\" / \"\U0001f916\"
    footer") is not restated by a paragraph that quotes one of them."""
    said = " ".join(u.text for u in larger).replace("`", "").lower()
    for unit in smaller:
        # (a quote inside code is an argument of a command: `-m "msg"`)
        for match in _QUOTED.finditer(re.sub(r"`[^`]*`", " ", unit.text)):
            quoted = " ".join((match.group(1) or match.group(2)).split())
            if quoted.lower() not in " ".join(said.split()):
                return f"the other never says \u201c{quoted}\u201d"
    return ""


# What a purpose is about: the noun after its determiner ("to verify the conversion and ...",
# "to make sure the repo lint passes").
_PURPOSE_OBJECT = re.compile(r"^\s*(?:[a-z]+\s+)?(?:the|this|that|these|those|each|every|a|an)\s+"
                             r"([\w-]+)", re.IGNORECASE)


def _run_for_a_purpose(smaller: Sequence[_Unit], larger: Sequence[_Unit]) -> str:
    """The entry that says less is a labelled command ("Repo checks: `make check-repo`") and
    the other a step that runs that command for a purpose of its own ("Run `make check-repo`
    to verify the conversion and check for issues"), about a thing neither the label nor the
    command names: the step is one use of the command, in a procedure about that thing, not
    what the command is for. (A purpose about the label's own thing, "to make sure the repo
    checks pass", says what the label says.)"""
    if len(smaller) != 1 or len(larger) != 1:
        return ""
    labelled = _LABELLED_CODE.match(smaller[0].text)
    purpose = _PURPOSE.search(larger[0].text)
    if labelled is None or purpose is None:
        return ""
    about = _PURPOSE_OBJECT.match(larger[0].text[purpose.end():])
    if about is None:
        return ""
    own = Bag()
    for claim in claims(smaller[0].text.replace("`", " ")):
        own.update(claim.bag())
    thing = [t for c in claims(about.group(1)) for t in c.terms]
    if thing and not any(_matched(t, own) for t in thing):
        return f"the other runs it {purpose.group(0).lower()} the {about.group(1)}"
    return ""


_ONLY_WHEN = re.compile(r"\bonly\s+(?:when|if|once|after)\b", re.IGNORECASE)


def _as_condition(smaller: Sequence[_Unit], pairs: Pairs) -> str:
    """The entry that says less is one claim, and the other's claim that holds it says most of
    its words only in the condition of another step ("Include tests for behavior changes."
    against "run broader tests only when the change affects shared behavior"): the other
    says when to do something else, not what this one says. Like a condition said only as
    another step's purpose (`doubts._only_as_purpose`). Not when the other's main clause
    says only this one's words ("Deploy on Fridays only if on-call approves" / "Friday
    deploys need on-call approval"), nor when this one says "only" itself."""
    mine = [c for u in smaller for c in u.claims]
    if len(mine) != 1 or re.search(r"\bonly\b", mine[0].text, re.IGNORECASE):
        return ""  # ("Rating prompt: only for users with 5 sessions" says the condition too)
    claim = mine[0]
    own = claim.bag()
    for _, _, ca, cb, relation in pairs:
        if relation.kind not in ("contains", "within") or claim not in (ca, cb):
            continue
        other = cb if ca is claim else ca
        marker = _ONLY_WHEN.search(other.text)
        if marker is None:
            continue
        main, condition = Bag(), Bag()
        for part, bag in ((other.text[:marker.start()], main), (other.text[marker.end():],
                                                               condition)):
            for c in claims(part):
                bag.update(c.bag())
        in_main = sum(w for t, w in own.items() if _matched(t, main))
        in_condition = sum(w for t, w in own.items()
                           if _matched(t, condition) and not _matched(t, main))
        # (the other's step is another one: its main clause says what this one does not;
        # "Deploy on Fridays only if on-call approves" is "Friday deploys need on-call
        # approval" with its condition)
        another = any(w >= NAMING and not _matched(t, own) for t, w in main.items())
        if another and in_condition > in_main:
            return "the other says it only as the condition of another step"
    return ""


# A list item that is only a link: "[Semantic Kernel Docs](https://...)", "<https://...>", a
# bare address.
_BARE_LINK = re.compile(r"^\s*(?:[-*+]\s+)?(?:\[[^\]\n]+\]\(\s*<?([^)\s>]+)>?\s*\)|<?(https?://[^\s>]+)>?)"
                        r"\s*$")


def _links_only(title: str, facts: Sequence[str]) -> list[str]:
    """The addresses of an entry made only of links (each fact one bare link), or []."""
    found = [_BARE_LINK.match(f) for f in (facts or [title])]
    if not found or not all(found):
        return []
    return [m.group(1) or m.group(2) for m in found if m is not None]


def unlinked(title_a: str, facts_a: Sequence[str], title_b: str, facts_b: Sequence[str]) -> str:
    """Why a note that is only a link is not the same as another note: a link points to a
    resource ("[Semantic Kernel Docs](https://learn.microsoft.com/semantic-kernel)" under a
    memory bank's "Resources"); its text is the resource's name, not a claim about it, so a
    note that names the same library ("Function Calling through Semantic Kernel") says
    nothing the link says. The link is said again only by a note that gives its address."""
    for (title, facts), (other_title, other_facts) in (((title_a, facts_a), (title_b, facts_b)),
                                                       ((title_b, facts_b), (title_a, facts_a))):
        addresses = _links_only(title, facts)
        said = " ".join([other_title, *other_facts]).lower()
        missing = [a for a in addresses if a.rstrip("/").lower() not in said]
        if missing:
            return f"a link to {missing[0]}, which the other does not give"
    return ""


# A note keyed by its day, as a log line is: "2025-03-14: Project initialized",
# "- **2025-03-14** - Added the CLI", "[2025-03-14] Decided on SQLite".
_DAY_KEY = re.compile(r"^\s*(?:[-*+]\s+)?[*_]*(?:\[(\d{4}-\d{2}-\d{2})\][*_]*\s|"
                      r"(\d{4}-\d{2}-\d{2})[*_]*\s*(?::|[-\u2013\u2014]\s))\s*")


def same_day(title_a: str, facts_a: Sequence[str], title_b: str,
             facts_b: Sequence[str]) -> tuple[str, tuple[str, ...], str, tuple[str, ...]] | None:
    """The two entries without their day, when one is a log line keyed by a day the other
    gives too ("2025-03-14: Project initialized" beside a session header "Started: 2025-03-14
    2:18:49 PM Mode: Development Current Task: Initial Setup"): the day says when each
    happened, not what happened, and two notes of one day are two events unless the rest of
    one is said in the other. None when neither opens with a day the other gives."""
    for keyed, other in (((title_a, facts_a), (title_b, facts_b)),
                         ((title_b, facts_b), (title_a, facts_a))):
        found = _DAY_KEY.match(keyed[1][0] if keyed[1] else keyed[0])
        day = found.group(1) or found.group(2) if found is not None else ""
        if day and day in " ".join([other[0], *other[1]]):
            return (_undated(title_a, day), tuple(_undated(f, day) for f in facts_a),
                    _undated(title_b, day), tuple(_undated(f, day) for f in facts_b))
    return None


def _undated(text: str, day: str) -> str:
    """A text without its day: the key of a log line, and the day said anywhere else."""
    return " ".join(_DAY_KEY.sub("", text, count=1).replace(day, " ").split())
