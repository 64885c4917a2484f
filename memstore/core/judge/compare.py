"""Two claims: same, within, in conflict, look-alikes, related or unrelated (see
memstore.core.judge)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from memstore.core.judge.claims import Claim, _matched, _names
from memstore.core.judge.lexicon import lexicon, word_tables_cache
from memstore.core.judge.text import _IDENT

# --- two claims --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Relation:
    """How claim a relates to claim b: "same", "contains" (a says more), "within" (b says
    more), "conflict", "lookalike" (the same shape about another subject), "related" or
    "unrelated"; `reason` says why for a conflict or a look-alike; `score` is the weight the
    two share over their weight together (0..1)."""

    kind: str
    score: float
    reason: str = ""


_UNRELATED = Relation("unrelated", 0.0)

# Tuned on the dev split of tests/natural (docs/consolidation.md says how and how often).
VALUE_WEIGHT = 3.0  # a value weighs as much as a fairly rare word
SAME = 0.75  # the share of each claim found in the other, for "same"
WITHIN = 0.75  # the share of the smaller claim found in the larger, for "within"
TOPIC = 0.45  # the share of the smaller claim both share, apart from the slot that differs
RELATED = 0.3


def _substitutions(a: Claim, b: Claim) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """The places where the two claims, lined up in order, put one naming word for another
    ("the `orders` service" / "the `inventory` service"): the same shape about two things."""
    from difflib import SequenceMatcher

    wa, wb = a.bag(), b.bag()
    out = []
    matcher = SequenceMatcher(None, a.seq, b.seq, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        left = tuple(t for t in a.seq[i1:i2] if "=" not in t and not _matched(t, wb))
        right = tuple(t for t in b.seq[j1:j2] if "=" not in t and not _matched(t, wa))
        named_a = any(_names(t, wa.get(t, 0.0)) for t in left)
        named_b = any(_names(t, wb.get(t, 0.0)) for t in right)
        values = any("=" in t for t in a.seq[i1:i2]) and any("=" in t for t in b.seq[j1:j2])
        opening = i1 == 0 and j1 == 0  # the word a claim opens with: what it is about
        if tag == "replace" and i2 - i1 <= 3 and j2 - j1 <= 3 and (named_a and named_b or (
                opening and left and right and _clean_after(matcher, i2, j2, a, b))):
            out.append((left, right))
        elif tag == "replace" and values and not (named_a or named_b):
            continue  # another value in the same place
        elif named_a or named_b:
            return []  # the two differ in more than parallel names: not the same shape
    return out


def _clean_after(matcher: Any, i: int, j: int, a: Claim, b: Claim) -> bool:
    # Everything after an opening replacement lines up ("Unit tests: pnpm test:unit" /
    # "E2E tests: pnpm test:e2e"): the same sentence about another subject.
    rest_a, rest_b = a.seq[i:], b.seq[j:]
    return len(rest_a) >= 2 and len(rest_a) == len(rest_b) and sum(
        x == y for x, y in zip(rest_a, rest_b, strict=True)) >= len(rest_a) - 1


def compare_claims(a: Claim, b: Claim) -> Relation:
    """How claim `a` relates to claim `b` (see the module docstring)."""
    return _compare_claims(a, b)


@word_tables_cache
@lru_cache(maxsize=1 << 17)  # the same claims meet again in every round and every pair
def _compare_claims(a: Claim, b: Claim) -> Relation:
    if not (a.keys & b.keys):
        return _UNRELATED  # not one word or value in common
    ba, bb = a.bag(), b.bag()
    only_a = {t: w for t, w in ba.items() if not _matched(t, bb)}
    only_b = {t: w for t, w in bb.items() if not _matched(t, ba)}
    va, vb = _differing(a.values, b.values), _differing(b.values, a.values)
    total_a = sum(ba.values()) + VALUE_WEIGHT * len(a.values)
    total_b = sum(bb.values()) + VALUE_WEIGHT * len(b.values)
    shared_a = total_a - sum(only_a.values()) - VALUE_WEIGHT * len(va)
    shared_b = total_b - sum(only_b.values()) - VALUE_WEIGHT * len(vb)
    score = (shared_a + shared_b) / (total_a + total_b) if total_a + total_b else 1.0
    # About the same thing: what both share is most of the smaller claim, leaving aside the
    # values that differ (they are the slot a conflict is about).
    core = min(total_a - VALUE_WEIGHT * len(va), total_b - VALUE_WEIGHT * len(vb))
    if len(only_a) == 1 and len(only_b) == 1 and _alternatives(*only_a, *only_b):
        # Two tools for one job are the slot that differs, like two values.
        core = min(total_a - sum(only_a.values()), total_b - sum(only_b.values()))
    topic = shared_a >= 2.5 and core > 0 and shared_a >= TOPIC * core
    swaps = _substitutions(a, b) if only_a and only_b and (topic or score >= RELATED) else []
    if topic:
        reason = _conflict(a, b, va, vb, swaps)
        if reason:
            return Relation("conflict", score, reason)
    if swaps and score >= RELATED:
        left, right = swaps[0]
        return Relation("lookalike", score, f"{' '.join(left)} / {' '.join(right)}")
    if topic and {k for k, _ in va} & {k for k, _ in vb}:
        # Another value in the same place about something else: not the same, not opposed.
        return Relation("lookalike", score, "values differ")
    if a.negative != b.negative or not _orders_agree(a, b):
        return Relation("related" if score >= RELATED else "unrelated", score)
    in_b = shared_a / total_a if total_a else 1.0
    in_a = shared_b / total_b if total_b else 1.0
    if in_b >= SAME and in_a >= SAME and not va and not vb:
        return Relation("same", score)
    if in_a >= WITHIN and not vb:
        return Relation("contains", score)
    if in_b >= WITHIN and not va:
        return Relation("within", score)
    return Relation("related" if score >= RELATED else "unrelated", score)


def _conflict(a: Claim, b: Claim, va: frozenset[tuple[str, str]],
              vb: frozenset[tuple[str, str]],
              swaps: list[tuple[tuple[str, ...], tuple[str, ...]]]) -> str:
    """Why two claims about the same thing cannot both hold, or ""."""
    if a.event or b.event:
        return ""  # what happened once contradicts no rule, nor another event
    choices = [swap for swap in swaps if _one_choice(a, b, *swap)]
    only_a = [t for t in a.terms if not _matched(t, b.bag())]
    only_b = [t for t in b.terms if not _matched(t, a.bag())]
    if not swaps and len(set(only_a)) == 1 and len(set(only_b)) == 1 and (
            _alternatives(only_a[0], only_b[0]) or _two_tools(a, b, only_a[0], only_b[0])):
        choices = [((only_a[0],), (only_b[0],))]
    subjects = [swap for swap in swaps if swap not in choices]
    if subjects:
        return ""  # they speak of two things: look-alikes
    own_a = _own_subjects(a, b)
    own_b = _own_subjects(b, a)
    if own_a and own_b and not choices:
        return ""  # each names something the other does not: two things described alike
    if a.negative != b.negative:
        negative, positive = (a, b) if a.negative else (b, a)
        # What is said no to must be what the other says yes to, about the same values.
        if choices or max(_found(a, b), _found(b, a)) < 0.75 or va or vb:
            return ""
        if negative.negated and not any(_holds(head, positive) for head in negative.negated):
            return ""
        if len(negative.terms) <= 1 and not (negative.negated & positive.choice) and _found(
                positive, negative) < 0.5:
            return ""  # "not npm" against "npm breaks the links": not what is said no to
        if not _same_values(a, b):
            return ""  # "never import from @ui/src/*" / "import via @ui": two places
        return "negation"
    if a.negative and b.negative and (va or vb or choices):
        return ""  # two prohibitions of different things both hold
    if a.order and b.order and _reversed(a.order, b.order):
        return "order"
    kinds_a, kinds_b = {k for k, _ in va}, {k for k, _ in vb}
    differing = (kinds_a & kinds_b) - {"flag"}
    chosen_a = [t for t in a.choice if not _matched(t, b.bag())]
    chosen_b = [t for t in b.choice if not _matched(t, a.bag())]
    if differing and chosen_a and chosen_b:
        return ""  # "use make 1.3+" / "use minio 2.5+": each value belongs to its own choice
    if differing and not choices:
        if len(differing) > 1 or (kinds_a | kinds_b) - differing - {"flag"}:
            return ""  # several values differ: two things described alike
        found = max(_found_terms(a, b), _found_terms(b, a))
        shared = {t for t in a.terms if _matched(t, b.bag())}
        if found < SAME_CONTEXT or (len(shared) < 2 and found < 0.75):
            return ""  # the values are of two different things ("timeouts" / "rotation")
        kind = differing.pop()
        if kind == "number" and any(v[-1:].isalpha() for _, v in va | vb):
            return "duration"
        return kind
    if len(choices) == 1 and not va and not vb:
        return "name"
    return ""


# A term this heavy outside the slot a choice fills names what the claim is about.
SUBJECT = 4.0


def _own_subjects(a: Claim, b: Claim) -> set[str]:
    """What claim a speaks of that claim b never mentions: its identifiers, codes and code
    spans, and its rare words outside the slot a choice fills ("the release tags of bannix"
    / "the gonmi release tags"; "test fixtures" / "load testing")."""
    bb = b.bag()
    tools = lexicon().alternatives
    return {t for t, w in a.bag().items() if not _matched(t, bb) and (
        t in a.names or ((w >= SUBJECT or t in tools) and t not in a.choice))}


def _two_tools(a: Claim, b: Claim, x: str, y: str) -> bool:
    """Two names that are not English words, each where a choice is stated ("formatting is done
    by Biome" / "we format with Prettier"): two tools for the same job."""
    return (x in a.choice and y in b.choice and a.bag()[x] >= 5.0 and b.bag()[y] >= 5.0
            and not _IDENT.match(x) and not _IDENT.match(y))


def _one_choice(a: Claim, b: Claim, left: tuple[str, ...], right: tuple[str, ...]) -> bool:
    """Whether one word against one is a choice between alternatives: two tools for one job
    ("uv" / "poetry"), or two words in the slot after a word that states a choice ("deploy to
    staging" / "deploy to production"), never the subject the claim opens with."""
    if len(left) != 1 or len(right) != 1:
        return False
    x, y = left[0], right[0]
    if _alternatives(x, y):
        return True
    opens = a.seq[:1] == (x,) or b.seq[:1] == (y,)
    if x in a.qualifiers or y in b.qualifiers:
        return False  # "DEBUG on dev" / "DEBUG on qa": where it holds, not what is chosen
    return x in a.choice and y in b.choice and not opens


def _compatible(x: tuple[str, str], y: tuple[str, str]) -> bool:
    """Whether two values can name the same thing: equal; a version and a longer one it
    begins ("5.0" / "5.0.x", "16" / "16.2"); a folder and a path in it; two settings of
    different keys (they do not compete)."""
    (kx, vx), (ky, vy) = x, y
    if x == y:
        return True
    if kx != ky:
        return False
    if kx == "version":
        parts_x, parts_y = vx.rstrip(".x*+").split("."), vy.rstrip(".x*+").split(".")
        n = min(len(parts_x), len(parts_y))
        return parts_x[:n] == parts_y[:n]
    if kx == "path":
        px, py = vx.rstrip("/*.").rstrip("/"), vy.rstrip("/*.").rstrip("/")
        if "/" not in vx or "/" not in vy:  # a bare name and a path that ends in it
            return px == py or px.endswith("/" + py) or py.endswith("/" + px)
        return px == py or px.startswith(py + "/") or py.startswith(px + "/")
    if kx == "setting":
        return _setting_key(vx) != _setting_key(vy)
    return False


def _same_values(a: Claim, b: Claim) -> bool:
    """Whether two claims name the same values: equal, a file name and a path ending in it,
    or a version and a longer one it begins (not a folder and a path inside it)."""
    def same(x: tuple[str, str], y: tuple[str, str]) -> bool:
        if x[0] == "path" == y[0] and "/" in x[1].strip("/") and "/" in y[1].strip("/"):
            return x[1].rstrip("/") == y[1].rstrip("/")
        return _compatible(x, y)

    return all(any(same(x, y) for y in b.values) for x in a.values) and all(
        any(same(y, x) for x in a.values) for y in b.values)


def _setting_key(value: str) -> str:
    return re.split(r"[=@:]", value, maxsplit=1)[0]


def _differing(mine: frozenset[tuple[str, str]],
               theirs: frozenset[tuple[str, str]]) -> frozenset[tuple[str, str]]:
    """The values of `mine` that no value of `theirs` is compatible with."""
    return frozenset(v for v in mine if not any(_compatible(v, t) for t in theirs))


def _holds(item: str, claim: Claim) -> bool:
    """Whether a term or a value ("path=x") of one claim is in another."""
    if "=" in item:
        kind, _, value = item.partition("=")
        return (kind, value) in claim.values
    return _matched(item, claim.bag())


# Two values conflict only when most of one claim's words are in the other: both say the same
# about the value (and with a single word in common, nearly all of them).
SAME_CONTEXT = 0.5


def _found_terms(a: Claim, b: Claim) -> float:
    """The share of claim a's term weight (values left out) found in claim b."""
    ba, bb = a.bag(), b.bag()
    total = sum(ba.values())
    return sum(w for t, w in ba.items() if _matched(t, bb)) / total if total else 1.0


def _found(a: Claim, b: Claim) -> float:
    """The share of claim a's weight (terms and values) found in claim b."""
    ba, bb = a.bag(), b.bag()
    total = sum(ba.values()) + VALUE_WEIGHT * len(a.values)
    if not total:
        return 1.0
    found = sum(w for t, w in ba.items() if _matched(t, bb))
    return (found + VALUE_WEIGHT * (len(a.values) - len(_differing(a.values, b.values)))) / total


def _alternatives(x: str, y: str) -> bool:
    """Two tools for one job (memstore/data/lexicon.yaml: alternatives)."""
    groups = lexicon().alternatives
    return bool(groups.get(x.rstrip("!"), frozenset()) & groups.get(y.rstrip("!"), frozenset()))


def _orders_agree(a: Claim, b: Claim) -> bool:
    return a.order is None or b.order is None or not _reversed(a.order, b.order)


def _agree(x: tuple[frozenset[str], frozenset[str]],
           y: tuple[frozenset[str], frozenset[str]]) -> bool:
    straight = len(x[0] & y[0]) + len(x[1] & y[1])
    crossed = len(x[0] & y[1]) + len(x[1] & y[0])
    return straight >= 2 and crossed == 0


def _reversed(x: tuple[frozenset[str], frozenset[str]],
              y: tuple[frozenset[str], frozenset[str]]) -> bool:
    # Both steps must reappear, each on the other side: "A before B" / "B before A".
    straight = len(x[0] & y[0]) + len(x[1] & y[1])
    crossed = len(x[0] & y[1]) + len(x[1] & y[0])
    return bool(x[0] & y[1]) and bool(x[1] & y[0]) and crossed > straight
