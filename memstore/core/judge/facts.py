"""The same fact in other words, and the union of two fact lists (what a merge keeps)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from memstore.core.judge.acronyms import spelled_out
from memstore.core.judge.claims import NAMING, _matched, claims
from memstore.core.judge.compare import SAME, _differing, compare_claims
from memstore.core.judge.compounds import joined_apart
from memstore.core.judge.entries import _bag, _Unit
from memstore.core.judge.limits import MAX_FACT_CHARS
from memstore.core.judge.subjects import _light
from memstore.core.judge.text import _FENCE, _plain


def same_fact(a: str, b: str) -> bool:
    """Whether two facts say the same thing: each claim of one is the same as a claim of the
    other, with nothing added and nothing opposed. A fenced code block is the same only as the
    same code. A word written apart in one and joined in the other ("Back up the wiki nightly"
    / "Backup the wiki nightly") is read as the other writes it, as the judge reads it
    (memstore.core.judge.compounds), and so is a phrase the other abbreviates ("bill of
    materials" / "BOM": memstore.core.judge.acronyms), so a merge keeps no such paraphrase
    twice."""
    if a == b or _same_fact(a, b):
        return True
    for read in (joined_apart("", (a,), "", (b,)), spelled_out("", (a,), "", (b,))):
        if read is not None and _same_fact(read[0][1][0], read[1][1][0]):
            return True
    return False


def _same_fact(a: str, b: str) -> bool:
    """`same_fact` of two facts as read."""
    if a == b:
        return True
    fenced_a, fenced_b = bool(_FENCE.match(a)), bool(_FENCE.match(b))
    if fenced_a or fenced_b:
        return fenced_a and fenced_b and _code_lines(a) == _code_lines(b)
    if len(a) > MAX_FACT_CHARS or len(b) > MAX_FACT_CHARS:
        return False  # not read whole (memstore.core.judge.limits): kept, whatever it says
    ca, cb = claims(a), claims(b)
    if not ca or not cb:
        return _plain(a) == _plain(b)
    units_a, units_b = (_Unit(a, ca),), (_Unit(b, cb),)
    (bag_a, values_a), (bag_b, values_b) = _bag(units_a), _bag(units_b)
    # A fact is dropped from a merge only for another phrasing of it: a word that names
    # something ("make alpha" / "make bravo") on either side alone keeps both. A light word
    # names nothing ("Product pages stay in the Redis cache" reads "stay in" as "store", a
    # word the judge weighs as light: the same fact as "Redis caches product pages").
    light = _light()
    if any(w >= NAMING and t not in light and not _matched(t, bag_b)
           for t, w in bag_a.items()) or any(
            w >= NAMING and t not in light and not _matched(t, bag_a)
            for t, w in bag_b.items()):
        return False
    if all(any(compare_claims(x, y).kind == "same" for y in cb) for x in ca) and all(
            any(compare_claims(y, x).kind == "same" for x in ca) for y in cb):
        return True
    # Split into clauses differently ("use ruff; its config is in X" / "ruff, configured in
    # X"): the same words and values as a whole, the same polarity, nothing opposed.
    if any(compare_claims(x, y).kind == "conflict" for x in ca for y in cb):
        return False
    if sorted(c.negative for c in ca if c.negative) != sorted(c.negative for c in cb
                                                              if c.negative):
        return False
    if _differing(values_a, values_b) or _differing(values_b, values_a):
        return False
    found_a = sum(w for t, w in bag_a.items() if _matched(t, bag_b)) / max(1e-9, sum(
        bag_a.values()))
    found_b = sum(w for t, w in bag_b.items() if _matched(t, bag_a)) / max(1e-9, sum(
        bag_b.values()))
    return min(found_a, found_b) >= SAME


def said_in(a: str, b: str) -> bool:
    """Whether fact `a` says nothing that fact `b` does not: every word and value of `a` is in
    `b`, and each claim of `a` is the same as a claim of `b` or part of one ("StationAuth must
    redact them before tracing" is said in "the `StationAuth` middleware must redact them before
    tracing"), with nothing opposed and told alike (a rule, or what happened once). A merge then
    keeps `b` alone: no fact is lost, and the restatement is not kept beside what it
    restates."""
    if a == b:
        return True
    if _FENCE.match(a) or _FENCE.match(b):
        return False  # (code: `same_fact` only)
    if len(a) > MAX_FACT_CHARS or len(b) > MAX_FACT_CHARS:
        return False
    ca, cb = claims(a), claims(b)
    if not ca or not cb:
        return False
    (bag_a, values_a), (bag_b, values_b) = _bag((_Unit(a, ca),)), _bag((_Unit(b, cb),))
    if _differing(values_a, values_b) or any(not _matched(t, bag_b) for t in bag_a):
        return False
    if any(compare_claims(x, y).kind == "conflict" for x in ca for y in cb):
        return False
    # (a standing rule is not said in the note of one time it was followed: "run `ruff check`
    # before pushing" against "I ran `ruff check` before pushing" is kept)
    return all(any(x.event == y.event and x.negative == y.negative
                   and compare_claims(x, y).kind in ("same", "within") for y in cb) for x in ca)


def _code_lines(text: str) -> list[str]:
    return [" ".join(line.split()) for line in text.splitlines()[1:-1] if line.strip()]


def kept_in(fact: str, have: str) -> bool:
    """Whether a merge that keeps `have` keeps `fact`: the same words, the same fact in other
    words (`same_fact`), or all of it said in a fact that says more (`said_in`). The one notion
    of a fact kept: the merge drops a fact only for such a one, and every count of facts lost
    asks it."""
    return fact == have or same_fact(fact, have) or said_in(fact, have)


def merge_facts(kept: Sequence[str], incoming: Iterable[str]) -> list[str]:
    """The union of two fact lists: every fact of `kept` in order, then each fact of `incoming`
    not `kept_in` one already in the result. Deterministic and idempotent."""
    result = list(kept)
    held = set(result)
    for fact in incoming:
        if fact not in held and not any(kept_in(fact, have) for have in result):
            result.append(fact)
            held.add(fact)
    return result
