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
"""

from __future__ import annotations

import re
from functools import lru_cache

from memstore.core.judge.claims import Claim
from memstore.core.judge.limits import MAX_TEXT_CHARS

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
    "exceeding": (FLOOR, False), "beyond": (FLOOR, False),
    # a ceiling that keeps its number
    "at most": (CEILING, True), "up to": (CEILING, True), "max": (CEILING, True),
    "max of": (CEILING, True), "maximum": (CEILING, True), "maximum of": (CEILING, True),
    "no more than": (CEILING, True), "not more than": (CEILING, True),
    "largest": (CEILING, True), "biggest": (CEILING, True), "highest": (CEILING, True),
    "cap at": (CEILING, True), "capped at": (CEILING, True), "cap to": (CEILING, True),
    "capped to": (CEILING, True),
    "or less": (CEILING, True), "and less": (CEILING, True), "or fewer": (CEILING, True),
    "and fewer": (CEILING, True), "or younger": (CEILING, True), "and younger": (CEILING, True),
    "or under": (CEILING, True), "and under": (CEILING, True), "or below": (CEILING, True),
    "and below": (CEILING, True), "or shorter": (CEILING, True), "and shorter": (CEILING, True),
    "or lower": (CEILING, True), "and lower": (CEILING, True),
    # a ceiling that leaves its number out: what lies short of a floor
    "less than": (CEILING, False), "fewer than": (CEILING, False),
    "shorter than": (CEILING, False), "smaller than": (CEILING, False),
    "lower than": (CEILING, False), "younger than": (CEILING, False), "under": (CEILING, False),
    "below": (CEILING, False),
}
# The words said after their number ("5 or more", "18+"); every other word goes before it.
_AFTER_NUMBER = frozenset(w for w in COMPARISONS if w == "+" or w.split()[0] in ("or", "and"))


def _alternation(words: list[str]) -> str:
    """The words as one regular expression, the longest first ("no more than" before "more
    than"), each space any run of spaces."""
    return "|".join(re.escape(w).replace(r"\ ", r"\s+")
                    for w in sorted(words, key=lambda w: (-len(w), w)))


# (A number is read from its first digit only, and its digits are never given back, so a long
# run of digits in a hostile file costs one pass, not one per digit.)
_NUMBER = r"(?<![\d.,])[€$£]?(\d++(?:[.,]\d++)?)"
_WORDS_BEFORE = [w for w in COMPARISONS if w not in _AFTER_NUMBER]
_WORDS_AFTER = [w for w in _AFTER_NUMBER if w != "+"]
# A comparison word, a colon perhaps ("Max: 3"), "the" perhaps, then its number.
_BEFORE = re.compile(r"\b(" + _alternation(_WORDS_BEFORE) + r"):?\s+(?:the\s+)?" + _NUMBER)
# A number, a unit perhaps ("5 MB or more"), then its comparison word; or "5+".
_AFTER = re.compile(_NUMBER + r"(?:\s*(?:[a-z%]+\s+)?(" + _alternation(_WORDS_AFTER)
                    + r")\b|(\+))")
# A comparison word anywhere, number or not ("Max upload size: 20 MB"): a limit named.
_NAMED = re.compile(r"\b(?:" + _alternation(_WORDS_BEFORE) + r")\b")
_A_NO = re.compile(r"\b(?:not|never|no|none|cannot|can't|won't|don't|doesn't|isn't|aren't)\b|"
                   r"n't\b")
_NUMBERS = frozenset(("number",))


def _said(match: re.Match[str]) -> tuple[str, tuple[str, bool]]:
    """The number of a match of `_BEFORE` or `_AFTER`, and what its comparison word says of it
    (its end, and whether the number is inside)."""
    if match.re is _BEFORE:
        return match.group(2), COMPARISONS[" ".join(match.group(1).split())]
    word = match.group(2) or match.group(3)
    return match.group(1), COMPARISONS[" ".join(word.split())]


@lru_cache(maxsize=1 << 14)
def _bounds_said(text: str) -> tuple[tuple[str, str, bool, int, int], ...]:
    """Each bound a lower-case text puts on a number: (number, end, inside, start, stop),
    in the order written."""
    found = []
    for pattern in (_BEFORE, _AFTER):
        for match in pattern.finditer(text):
            number, (end, inside) = _said(match)
            found.append((number, end, inside, match.start(), match.end()))
    return tuple(sorted(found, key=lambda b: b[3]))


def _named(text: str, end: str) -> bool:
    """Whether a lower-case text names a limit at this end with a word that keeps its number,
    before a number or not ("Max upload size: 20 MB"), or after one ("20 MB or less")."""
    return any(COMPARISONS[" ".join(m.group().split())] == (end, True)
               for m in _NAMED.finditer(text)) or any(
        b[1] == end and b[2] for b in _bounds_said(text))


def _past(text: str, end: str) -> bool:
    """Whether a lower-case text bounds a number at this end with a word that leaves the
    number out: a no said of what lies past it ("over 20 MB", "shorter than 12")."""
    return any(b[1] == end and not b[2] for b in _bounds_said(text))


def one_limit(a: Claim, b: Claim) -> bool:
    """Whether one claim says no to what lies past a number and the other names that number
    as the limit of the same end (a ceiling both, or a floor both): one limit said two ways,
    not a no against a yes."""
    if a.negative == b.negative:
        return False
    negative, positive = (a, b) if a.negative else (b, a)
    shared = {v for v in negative.values & positive.values if v[0] in _NUMBERS}
    if not shared:
        return False
    said_no = negative.text[:MAX_TEXT_CHARS].lower()
    said_limit = positive.text[:MAX_TEXT_CHARS].lower()
    # (what lies past a ceiling is a floor that leaves the number out: "over 20 MB")
    for past, limit, other in ((FLOOR, CEILING, FLOOR), (CEILING, FLOOR, CEILING)):
        if _past(said_no, past) and not _named(said_no, limit):
            return _named(said_limit, limit) and not _named(said_limit, other)
    return False


@lru_cache(maxsize=1 << 14)
def _bounds(text: str) -> dict[str, frozenset[tuple[str, bool]]]:
    """Each number a text bounds, with the bounds put on it (end, and whether the number is
    inside), and none when the text says no (see `strictness_apart`). Kept per text:
    consolidation asks it of every pair that may be the same."""
    text = text[:MAX_TEXT_CHARS].lower()  # (what the judge reads of a text: limits)
    said = _bounds_said(text)
    if not said:
        return {}
    spans = [(b[3], b[4]) for b in said]
    if any(not any(start <= m.start() < stop for start, stop in spans)
           for m in _A_NO.finditer(text)):
        return {}  # (the "no" of "no more than" is the bound's own)
    found: dict[str, set[tuple[str, bool]]] = {}
    for number, end, inside, _, _ in said:
        found.setdefault(number, set()).add((end, inside))
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
