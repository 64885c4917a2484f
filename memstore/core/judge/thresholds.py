"""A limit said two ways: as a no to what lies beyond it, or as a minimum or maximum; and one
number bounded strictly on one side and inclusively on the other.

"Uploads over 20 MB are rejected" and "Max upload size: 20 MB" say one limit. The first is a
negative claim (a no to the uploads beyond it) and the second a positive one, so the judge's
reading of polarity saw "one says not" and left the pair unsure, though the no is the limit's
own: it is what "max" means. The same with the other end: "Passwords shorter than 12
characters are not accepted" is "Minimum password length: 12".

Both readings here come from one table, `COMPARISONS`: each comparison word, the end of the
scale of numbers it bounds a number at (a floor: "at least", "more than", "over"; a ceiling:
"at most", "up to", "under") and whether the number itself is inside the bound ("at least 5"
keeps 5; "more than 5" leaves it out). Most are said before their number ("at least 5"), a
few after it ("5 or more", "5+").

`one_limit` says when the no of a claim is only that: the negative claim puts a comparison
word that leaves its number out before a number ("over", "more than", "larger than" for what
lies past a ceiling; "under", "below", "shorter than" for what lies short of a floor), the
positive claim names a limit of the same end with a word that keeps its number ("max", "at
most", "up to"; "min", "at least"), and the two claims share that number (the values as the
claims read them, so "20 MB" and "20480 KB" are one). A floor against a ceiling ("Orders
under 10 can't be placed" / "Max order: 10") is not one limit and stays a possible conflict;
so does a pair whose numbers differ ("Max 10 MB" / "over 25 MB are rejected"), which the value
readings judge.

`strictness_apart` reads the same table the other way: one number bounded at one end on both
sides, strictly on one and inclusively on the other ("at most 3" / "fewer than 3").

`bounds_alike` reads one bound said two ways as the other entry says it, so that the judge
compares like with like (as memstore.core.judge.compounds does with a word written apart):

- A no over a strict bound is the inclusive bound at the other end: "Never retry the webhook
  more than 3 times" is "Retry the webhook at most 3 times", "The gondola never runs with
  fewer than 2 attendants" is "... runs with at least 2 attendants". Read so when the other
  entry bounds a number at that end too (whatever the number: "at most 2" against "never more
  than 3" is then two numbers, a conflict the judge reads as one).
- On a count, a strict bound is the inclusive bound one step on: "more than 10 retries" is
  "at least 11 retries", "fewer than five kids" is "at most 4 kids", for what is counted
  comes in whole units. Read so only where the other entry says that inclusive bound, and
  only where both count (`counted`): a measure comes in any amount, so "more than 10
  minutes" is not "at least 11 minutes" (10.5 minutes lies between), nor is "above 80%" "81%
  or higher", "over €100" "€101 or more", or "more than 100 requests per second" "at least
  101" (a rate).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from memstore.core.judge.claims import Claim
from memstore.core.judge.lexicon import _shipped
from memstore.core.judge.limits import MAX_TEXT_CHARS
from memstore.core.judge.text import _NUMBER_WORDS, _PERIOD_NOUNS, _QUOTES, _UNITS

FLOOR, CEILING = "floor", "ceiling"

# Each comparison word: the end of the scale it bounds a number at, and whether the number
# itself is inside the bound. The words said after their number are `_AFTER_NUMBER`'s.
COMPARISONS: dict[str, tuple[str, bool]] = {
    # a floor that keeps its number
    "at least": (FLOOR, True), "min": (FLOOR, True), "min of": (FLOOR, True),
    "minimum": (FLOOR, True), "minimum of": (FLOOR, True), "no less than": (FLOOR, True),
    "not less than": (FLOOR, True), "no fewer than": (FLOOR, True),
    "not fewer than": (FLOOR, True), "smallest": (FLOOR, True), "lowest": (FLOOR, True),
    "shortest": (FLOOR, True),
    "or more": (FLOOR, True), "and more": (FLOOR, True), "or older": (FLOOR, True),
    "and older": (FLOOR, True), "or over": (FLOOR, True), "and over": (FLOOR, True),
    "or above": (FLOOR, True), "and above": (FLOOR, True), "or longer": (FLOOR, True),
    "and longer": (FLOOR, True), "or higher": (FLOOR, True), "and higher": (FLOOR, True),
    "or greater": (FLOOR, True), "and greater": (FLOOR, True), "+": (FLOOR, True),
    # a floor that leaves its number out: what lies past a ceiling
    "more than": (FLOOR, False), "greater than": (FLOOR, False), "larger than": (FLOOR, False),
    "bigger than": (FLOOR, False), "longer than": (FLOOR, False), "higher than": (FLOOR, False),
    "heavier than": (FLOOR, False), "older than": (FLOOR, False), "over": (FLOOR, False),
    "above": (FLOOR, False), "exceed": (FLOOR, False), "exceeds": (FLOOR, False),
    "exceeding": (FLOOR, False), "beyond": (FLOOR, False), "taller than": (FLOOR, False),
    "wider than": (FLOOR, False), "deeper than": (FLOOR, False), "thicker than": (FLOOR, False),
    "faster than": (FLOOR, False),
    # a ceiling that keeps its number
    "at most": (CEILING, True), "up to": (CEILING, True), "max": (CEILING, True),
    "max of": (CEILING, True), "maximum": (CEILING, True), "maximum of": (CEILING, True),
    "no more than": (CEILING, True), "not more than": (CEILING, True),
    "largest": (CEILING, True), "biggest": (CEILING, True), "highest": (CEILING, True),
    "cap at": (CEILING, True), "capped at": (CEILING, True), "cap to": (CEILING, True),
    "capped to": (CEILING, True), "limited to": (CEILING, True),
    "or less": (CEILING, True), "and less": (CEILING, True), "or fewer": (CEILING, True),
    "and fewer": (CEILING, True), "or younger": (CEILING, True), "and younger": (CEILING, True),
    "or under": (CEILING, True), "and under": (CEILING, True), "or below": (CEILING, True),
    "and below": (CEILING, True), "or shorter": (CEILING, True), "and shorter": (CEILING, True),
    "or lower": (CEILING, True), "and lower": (CEILING, True), "tops": (CEILING, True),
    # a ceiling that leaves its number out: what lies short of a floor
    "less than": (CEILING, False), "fewer than": (CEILING, False),
    "shorter than": (CEILING, False), "smaller than": (CEILING, False),
    "lower than": (CEILING, False), "younger than": (CEILING, False), "under": (CEILING, False),
    "below": (CEILING, False), "narrower than": (CEILING, False),
    "thinner than": (CEILING, False), "lighter than": (CEILING, False),
    "slower than": (CEILING, False),
}
# The words said after their number ("5 or more", "18+", "8 kids max", "2 nights minimum");
# every other word goes before it, and "max", "maximum" and "minimum" either way ("min" after
# a number is minutes).
_EITHER_WAY = frozenset(("max", "maximum", "minimum"))
_AFTER_NUMBER = frozenset(w for w in COMPARISONS if w in ("+", "tops") or w in _EITHER_WAY
                          or w.split()[0] in ("or", "and"))


def _alternation(words: list[str]) -> str:
    """The words as one regular expression, the longest first ("no more than" before "more
    than"), each space any run of spaces."""
    return "|".join(re.escape(w).replace(r"\ ", r"\s+")
                    for w in sorted(words, key=lambda w: (-len(w), w)))


# A number in digits or in words ("five"). (One in digits is read from its first digit only,
# and its digits are never given back, so a long run of digits in a hostile file costs one
# pass, not one per digit.)
_NUMBER = (r"(?<![\d.,])([€$£]?)(\d++(?:[.,]\d++)?|(?:" + "|".join(_NUMBER_WORDS)
           + r")\b)")
_WORDS_BEFORE = [w for w in COMPARISONS if w not in _AFTER_NUMBER or w in _EITHER_WAY]
_WORDS_AFTER = [w for w in _AFTER_NUMBER if w != "+"]
# A comparison word, a colon perhaps ("Max: 3"), "the" perhaps, then its number.
_BEFORE = re.compile(r"\b(" + _alternation(_WORDS_BEFORE) + r"):?\s+(?:the\s+)?" + _NUMBER)
# A number, a unit or a noun perhaps ("5 MB or more", "61 km/h or more", "8 kids max"), then
# its comparison word; or "5+".
_AFTER = re.compile(_NUMBER + r"(?:\s*(?:([a-z%/]+)\s+)?(" + _alternation(_WORDS_AFTER)
                    + r")\b|(\+))")
# A comparison word anywhere, number or not ("Max upload size: 20 MB"): a limit named.
_NAMED = re.compile(r"\b(?:" + _alternation(_WORDS_BEFORE) + r")\b")
_A_NO = re.compile(r"\b(?:not|never|no|none|nobody|no[ -]one|cannot|can't|won't|don't|doesn't|"
                   r"isn't|aren't)\b|n't\b")
_DIGIT, _LETTERS = re.compile(r"\d"), re.compile(r"[a-z]+")
_NUMBERS = frozenset(("number",))


class Bound(NamedTuple):
    """One bound a text puts on a number: "more than 10" in "more than 10 failed retries"."""

    number: str  # in digits, as written ("five" is "5")
    end: str  # FLOOR or CEILING
    inside: bool  # the number itself is inside the bound ("at least"), or left out ("more than")
    start: int  # where its comparison word and its number are in the text
    stop: int
    counts: bool  # what it bounds comes in whole units (`counted`)
    currency: str  # "€" of "over €100", or ""


@lru_cache(maxsize=1 << 14)
def _bounds_said(text: str) -> tuple[Bound, ...]:
    """Each bound a lower-case text puts on a number, in the order written."""
    if not _DIGIT.search(text) and _NUMBER_WORDS.keys().isdisjoint(_LETTERS.findall(text)):
        return ()  # (no number: most texts, which need not be read further)
    text = text.translate(_QUOTES)
    found = [_said(m, text) for pattern in (_BEFORE, _AFTER) for m in pattern.finditer(text)]
    return tuple(sorted(found, key=lambda b: b.start))


def _said(match: re.Match[str], text: str) -> Bound:
    """The bound a match of `_BEFORE` or `_AFTER` reads."""
    if match.re is _BEFORE:
        end, inside = COMPARISONS[" ".join(match.group(1).split())]
        currency, number, unit = match.group(2), match.group(3), ""
        after = rest = match.end()
    else:
        end, inside = COMPARISONS[" ".join((match.group(4) or match.group(5)).split())]
        currency, number, unit = match.group(1), match.group(2), match.group(3) or ""
        after, rest = match.end(2), match.end()
    return Bound(_NUMBER_WORDS.get(number, number), end, inside, match.start(), match.end(),
                 counted(number, currency, text[after:after + 1], unit,
                         text[rest:rest + _LOOK_AHEAD]), currency)


# How far past a bound `counted` looks for the thing bounded and a rate ("per second").
_LOOK_AHEAD = 60
_WORD = re.compile(r"[^\s,;:.!?()\[\]{}\"'`*]+")
# A count per unit of time is a rate, which comes in any amount ("100 requests per second"):
# "per", or one of these and a unit of time, right after the number or after its noun.
_EACH = frozenset(("a", "an", "each", "every"))
_TIME = _PERIOD_NOUNS | {"sec", "min", "hr"}
_TIMES = frozenset(("x", "times"))


@lru_cache(maxsize=1)
def _measures() -> frozenset[str]:
    """Words of a unit of measure: the value reader's units (but "times", a count of
    occurrences) and the shipped table's `measures` (memstore/data/lexicon.yaml)."""
    shipped = _shipped().get("measures") or ()
    return frozenset(u for u in _UNITS if u not in _TIMES) | {str(u).lower() for u in shipped}


def counted(number: str, currency: str, glued: str, unit: str, rest: str) -> bool:
    """Whether a bound's number counts things that come in whole units ("10 failed retries",
    "9 skiers", "2 attendants", "retries: at most 3"), not a measure of something that comes in
    any amount: a number with a fraction, an amount of money ("€100"), a unit glued to the
    number ("5MB", "80%"), a unit word after it ("10 minutes", "60 km/h", "5 MB or more":
    `_measures`), or a rate ("4000 per day", "5 scans a minute"). (`glued` is the character
    right after the number, `unit` a word between it and a comparison word after it, `rest`
    the text after the bound.)"""
    if currency or not (number.isdigit() or number in _NUMBER_WORDS) or glued.isalpha() or (
            glued == "%"):
        return False
    words = _WORD.findall(rest)
    noun = unit or (words[0] if words else "")
    if noun in _measures():
        return False
    return not _rate(words[:3])


def _rate(words: list[str]) -> bool:
    """Whether the words after a number make it a rate: "per" or "a unit of time" right after
    it or after its noun ("4000 per day", "5 scans a minute", "req/s"); not "a second
    reviewer" further on."""
    for k, word in enumerate(words[:2]):
        if word == "per" or "/" in word:
            return True
        if word in _EACH and k + 1 < len(words) and words[k + 1].removesuffix("s") in _TIME:
            return True
    return False


def _named(text: str, end: str) -> bool:
    """Whether a lower-case text names a limit at this end with a word that keeps its number,
    before a number or not ("Max upload size: 20 MB"), or after one ("20 MB or less")."""
    return any(COMPARISONS[" ".join(m.group().split())] == (end, True)
               for m in _NAMED.finditer(text)) or any(
        b.end == end and b.inside for b in _bounds_said(text))


def _past(text: str, end: str) -> bool:
    """Whether a lower-case text bounds a number at this end with a word that leaves the
    number out: a no said of what lies past it ("over 20 MB", "shorter than 12")."""
    return any(b.end == end and not b.inside for b in _bounds_said(text))


def one_limit(a: Claim, b: Claim) -> bool:
    """Whether one claim says no to what lies past a number and the other names that number
    as the limit of the same end (a ceiling both, or a floor both): one limit said two ways,
    not a no against a yes."""
    if a.negative == b.negative:
        return False
    negative, positive = (a, b) if a.negative else (b, a)
    shared = {v for v in negative.values & positive.values if v[0] in _NUMBERS}
    return bool(shared) and _limit_said_two_ways(negative, positive)


def two_limits(a: Claim, b: Claim) -> bool:
    """Whether the two claims are `one_limit`'s shape with a number of their own each: one says
    no to what lies past one number, the other names another number (of the same unit) the
    limit of the same end ("Season pass photo uploads over 5 MB are not allowed" / "... of up
    to 8 MB are allowed"): two limits for one thing, a conflict about the number."""
    if a.negative == b.negative:
        return False
    negative, positive = (a, b) if a.negative else (b, a)
    said = [v for v in negative.values if v[0] in _NUMBERS]
    named = [v for v in positive.values if v[0] in _NUMBERS]
    if len(said) != 1 or len(named) != 1 or said == named or (
            _unit(said[0][1]) != _unit(named[0][1])):
        return False
    return _limit_said_two_ways(negative, positive)


def _limit_said_two_ways(negative: Claim, positive: Claim) -> bool:
    """Whether the negative claim says no to what lies past a number and the positive names a
    limit of the same end (a ceiling both, or a floor both), whatever the numbers."""
    said_no = negative.text[:MAX_TEXT_CHARS].lower()
    said_limit = positive.text[:MAX_TEXT_CHARS].lower()
    # (what lies past a ceiling is a floor that leaves the number out: "over 20 MB")
    for past, limit, other in ((FLOOR, CEILING, FLOOR), (CEILING, FLOOR, CEILING)):
        if _past(said_no, past) and not _named(said_no, limit):
            return _named(said_limit, limit) and not _named(said_limit, other)
    return False


def _unit(value: str) -> str:
    """The unit a number value is read in ("5242880b" bytes, "3600s" seconds, "5" none)."""
    return value.lstrip("0123456789.e+-")


def _nos(text: str, said: tuple[Bound, ...]) -> list[re.Match[str]]:
    """The nos of a lower-case text, but the "no" of "no more than" (a bound's own)."""
    return [m for m in _A_NO.finditer(text.translate(_QUOTES))
            if not any(b.start <= m.start() < b.stop for b in said)]


@lru_cache(maxsize=1 << 14)
def _bounds(text: str) -> dict[str, frozenset[tuple[str, bool]]]:
    """Each number a text bounds, with the bounds put on it (end, and whether the number is
    inside), and none when the text says no (see `strictness_apart`). Kept per text:
    consolidation asks it of every pair that may be the same."""
    text = text[:MAX_TEXT_CHARS].lower()  # (what the judge reads of a text: limits)
    said = _bounds_said(text)
    if not said or _nos(text, said):
        return {}
    found: dict[str, set[tuple[str, bool]]] = {}
    for bound in said:
        found.setdefault(bound.number, set()).add((bound.end, bound.inside))
    return {number: frozenset(bounds) for number, bounds in found.items()}


def strictness_apart(texts_a: tuple[str, ...], texts_b: tuple[str, ...]) -> tuple[str, str] | None:
    """The two texts that bound one number at one end, one keeping the number inside the bound
    and the other leaving it out: "Patrons can renew a loan at most 3 times" / "... fewer than 3
    times" (a third renewal allowed on one side only), "at least 2 approvals" / "more than 2
    approvals". The other words of such a pair are the same, so the judge's other readings take
    it for a duplicate, but the two rules disagree on the number itself. Only where neither
    text says no (a no turns a bound's end around: "never more than 3" is "at most 3"), and
    only where each side bounds that number one way. The two ends of one limit ("up to 10" /
    "beyond 10 are refused") are `one_limit`'s, not this."""
    for text_a in texts_a:
        bounds_a = _bounds(text_a)
        if not bounds_a:
            continue
        for text_b in texts_b:
            bounds_b = _bounds(text_b)
            for number, said_a in bounds_a.items():
                said_b = bounds_b.get(number, frozenset())
                if len(said_a) == 1 and len(said_b) == 1 and said_a != said_b and (
                        next(iter(said_a))[0] == next(iter(said_b))[0]):
                    return text_a, text_b
    return None


# --- one bound said two ways, read as the other entry says it -------------------------------

# A no that says a verb's no (not "no" or "none", which say no to a thing: "No uploads over 5
# MB" is `one_limit`'s), and what it leaves when taken away ("must not" -> "must", "don't" ->
# nothing, "can't" -> "can").
# (and a no said of the subject, which says it of the verb: "Nobody stays in the freezer for
# more than 20 minutes", "No picker stays ..." is "... stays for at most 20 minutes")
_VERBAL_NO = re.compile(r"\b(?:(?:do|does|did)\s+not|never|not|cannot|[a-z]+n't|nobody|"
                        r"no[ -]one)\b|^no\b")
_SUBJECT_NOS = frozenset(("nobody", "no one", "no-one", "no"))
_AUXILIARY = {"can't": "can", "cannot": "can", "won't": "will", "shan't": "shall",
              "don't": "", "doesn't": "", "didn't": ""}
# Between a no and the bound it turns: a few words, none that opens another clause.
_NO_REACH = 6
_CLAUSE_BREAK = re.compile(r"[,;:.!?()]|\b(?:but|unless|if|because|since|when|while|until|"
                           r"although|though|otherwise|and|or|so|that|which|who)\b")
# A bound's end turned around by a no before it: "never more than 3" is "at most 3".
_TURNED = {FLOOR: CEILING, CEILING: FLOOR}
_INCLUSIVE = {FLOOR: "at least", CEILING: "at most"}

Entry = tuple[str, tuple[str, ...]]


class _Read(NamedTuple):
    """A bound as `bounds_alike` reads it: said plainly, or under a no that turns it."""

    bound: Bound
    end: str  # the end it bounds at, once a no before it is read
    inside: bool
    no: tuple[int, int] | None  # where that no is in the text


@lru_cache(maxsize=1 << 14)
def _read(text: str) -> tuple[_Read, ...]:
    """Every bound of a text (the first `MAX_TEXT_CHARS` characters, which the judge reads), a
    strict one under a no turned around (`_under_a_no`)."""
    lower = text[:MAX_TEXT_CHARS].lower()
    if len(lower) != len(text[:MAX_TEXT_CHARS]):
        return ()  # (a letter whose lower case is longer: no place in it can be rewritten)
    said = _bounds_said(lower)
    if not said:
        return ()
    turned = _under_a_no(lower.translate(_QUOTES), said)
    return tuple(_Read(b, _TURNED[b.end], True, turned[1]) if turned and b is turned[0]
                 else _Read(b, b.end, b.inside, None) for b in said)


def _under_a_no(text: str, said: tuple[Bound, ...]) -> tuple[Bound, tuple[int, int]] | None:
    """The strict bound a text's only no says no to, and where that no is: the no a verb's
    ("never", "not", "don't", "must not"), before the bound within `_NO_REACH` words and one
    clause, and the bound the only one after it ("Never retry the webhook more than 3 times",
    "The cart must not hold more than 12 tickets")."""
    nos = _nos(text, said)
    if len(nos) != 1:
        return None
    verbal = _VERBAL_NO.match(text, _verb_start(text, nos[0].start()))
    if verbal is None:
        return None
    after = [b for b in said if b.start >= verbal.end()]
    if len(after) != 1 or after[0].inside:
        return None
    between = text[verbal.end():after[0].start]
    # (a no said of the subject has the rest of the subject and the verb between: "No truck
    # stays in the loading bay for more than 15 minutes")
    reach = _NO_REACH + (3 if verbal.group() in _SUBJECT_NOS else 0)
    if len(between.split()) > reach or _CLAUSE_BREAK.search(between):
        return None
    return after[0], verbal.span()


def _verb_start(text: str, at: int) -> int:
    """Where the no found at `at` starts as a verb's no: "do not" from "do", "mustn't" from
    its first letter."""
    before = text[:at]
    aux = re.search(r"\b(?:do|does|did)\s+$", before)
    if aux and text.startswith("not", at):
        return aux.start()
    if text.startswith("n't", at):
        word = re.search(r"[a-z]+$", before)
        return word.start() if word else at
    return at


def _step(read: _Read) -> str | None:
    """The inclusive bound's number that a strict bound on a count is ("more than 10" is "at
    least 11", "fewer than 5" "at most 4"), or None when it is no strict bound on a count."""
    bound = read.bound
    if read.inside or not bound.counts or read.no is not None:
        return None
    number = int(bound.number) + (1 if read.end == FLOOR else -1)
    return str(number) if number >= 0 else None


@lru_cache(maxsize=1 << 16)
def bounds_alike(title_a: str, facts_a: tuple[str, ...], title_b: str,
                 facts_b: tuple[str, ...]) -> tuple[Entry, Entry, tuple[str, ...]] | None:
    """The two entries with each bound said one way read as the other entry says it (see the
    module docstring), and the readings made ("never ... more than 3 / at most 3"); None when
    there is none. A no over a bound is read as the bound it makes when the other entry bounds
    a number at that end; a strict bound on a count as the inclusive one a step on when the
    other entry says that one, on a count too. Only the words of the bound change (and the no
    goes), so the judge reads the rest as written."""
    texts_a, texts_b = (title_a, *facts_a), (title_b, *facts_b)
    read_a = [_read(t) for t in texts_a]
    if not any(read_a):
        return None
    read_b = [_read(t) for t in texts_b]
    if not any(read_b):
        return None
    # (text, bound start) -> the inclusive bound's number it is read as
    new_a: dict[tuple[int, int], tuple[_Read, str]] = {}
    new_b: dict[tuple[int, int], tuple[_Read, str]] = {}
    for i, ours in enumerate(read_a):
        for j, theirs in enumerate(read_b):
            for x in ours:
                for y in theirs:
                    if x.end != y.end:
                        continue
                    for one, other, at, new in ((x, y, i, new_a), (y, x, j, new_b)):
                        if one.no is not None:
                            new[at, one.bound.start] = (one, one.bound.number)
                        elif other.inside and other.bound.counts and _step(one) == (
                                other.bound.number):
                            new[at, one.bound.start] = (one, other.bound.number)
    if not new_a and not new_b:
        return None
    made: list[str] = []
    entry_a = _rewritten(texts_a, new_a, made)
    entry_b = _rewritten(texts_b, new_b, made)
    return entry_a, entry_b, tuple(sorted(set(made)))


def _rewritten(texts: tuple[str, ...], new: dict[tuple[int, int], tuple[_Read, str]],
               made: list[str]) -> Entry:
    """An entry (title and facts) with its bounds in `new` written as the inclusive bounds they
    are, each no that turned one taken away, and each reading added to `made`."""
    out = []
    for i, text in enumerate(texts):
        edits: list[tuple[int, int, str]] = []
        for (at, _), (read, number) in sorted(new.items()):
            if at != i:
                continue
            bound = read.bound
            phrase = f"{_INCLUSIVE[read.end]} {bound.currency}{number}"
            edits.append((bound.start, bound.stop, phrase))
            said = text[bound.start:bound.stop]
            if read.no is not None:
                start, stop = read.no
                edits.append((start, stop, _without_no(text[start:stop])))
                said = f"{text[start:stop]} ... {said}"
            made.append(f"{said} / {phrase}")
        for start, stop, phrase in sorted(edits, reverse=True):
            tail = text[stop:]
            if not phrase:
                tail = tail.lstrip(" ")  # ("Don't sell" -> "sell")
            text = text[:start] + phrase + tail
        out.append(text)
    return out[0], tuple(out[1:])


def _without_no(words: str) -> str:
    """A verb's no taken away: "must not" leaves "must", "can't" "can", "don't" and "never"
    nothing."""
    lower = words.lower().translate(_QUOTES)
    if lower in _AUXILIARY:
        return _AUXILIARY[lower]
    if lower.endswith("n't"):
        return words[:-3]  # ("mustn't" -> "must", "isn't" -> "is")
    return ""  # ("never", "not", "do not")


# An amount told as measured, not as a rule: "about 85 seconds", "roughly 8 minutes", "~27 s"
# (read as "about"), "on average".
_ROUGHLY = re.compile(r"\b(?:about|around|roughly|approximately|approx|typically|usually|"
                      r"on average)\b", re.IGNORECASE)


def point_within_bound(a: Claim, b: Claim) -> bool:
    """Whether one claim bounds a number ("The full test suite runs in under 90 seconds") and
    the other gives one amount of the same unit inside that bound, as measured, roughly ("The
    full test suite takes about 85 seconds"; session 29): the amount keeps to the bound, so the
    two do not conflict. One number on each side, both saying yes; an amount past the bound
    ("takes about 120 seconds") still conflicts."""
    if a.negative or b.negative:
        return False
    numbers_a = [v for k, v in a.values if k in _NUMBERS]
    numbers_b = [v for k, v in b.values if k in _NUMBERS]
    if len(numbers_a) != 1 or len(numbers_b) != 1 or _unit(numbers_a[0]) != _unit(numbers_b[0]):
        return False
    said_a = _bounds_said(a.text[:MAX_TEXT_CHARS].lower())
    said_b = _bounds_said(b.text[:MAX_TEXT_CHARS].lower())
    if bool(said_a) == bool(said_b) or len(said_a + said_b) != 1:
        return False  # (a bound on one side only, and one bound)
    bounded, point = (numbers_a[0], numbers_b[0]) if said_a else (numbers_b[0], numbers_a[0])
    measured = b if said_a else a
    if not _ROUGHLY.search(measured.text) or _NAMED.search(measured.text.lower()):
        return False  # (an amount said exactly may be a limit of its own: "The free plan
        # allows 3 team members" / "Free plan: up to 5 team members")
    said = (said_a + said_b)[0]
    unit = _unit(bounded)
    try:
        limit = float(bounded[:len(bounded) - len(unit)])
        amount = float(point[:len(point) - len(unit)])
    except ValueError:
        return False
    if said.end == CEILING:
        return amount <= limit if said.inside else amount < limit
    return amount >= limit if said.inside else amount > limit
