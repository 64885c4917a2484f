"""A limit said two ways: as a no to what lies beyond it, or as a minimum or maximum.

"Uploads over 20 MB are rejected" and "Max upload size: 20 MB" say one limit. The first is a
negative claim (a no to the uploads beyond it) and the second a positive one, so the judge's
reading of polarity saw "one says not" and left the pair unsure, though the no is the limit's
own: it is what "max" means. The same with the other end: "Passwords shorter than 12
characters are not accepted" is "Minimum password length: 12".

`one_limit` says when the no of a claim is only that: the negative claim puts a comparison
word before a number ("over", "more than", "larger than" for a ceiling; "under", "below",
"shorter than" for a floor), the positive claim names a limit of the same end ("max", "at
most", "up to"; "min", "at least"), and the two claims share that number (the values as the
claims read them, so "20 MB" and "20480 KB" are one). A floor against a ceiling ("Orders
under 10 can't be placed" / "Max order: 10") is not one limit and stays a possible conflict;
so does a pair whose numbers differ ("Max 10 MB" / "over 25 MB are rejected"), which the value
readings judge.
"""

from __future__ import annotations

import re
from functools import lru_cache

from memstore.core.judge.claims import Claim
from memstore.core.judge.limits import MAX_TEXT_CHARS

# A comparison word right before a number: the no is said of what lies past that number.
_PAST_CEILING = re.compile(
    r"\b(?:over|above|exceed(?:s|ing)?|(?:more|larger|bigger|greater|longer|higher|heavier)"
    r"\s+than)\s+(?:the\s+)?[€$£]?\d")
_PAST_FLOOR = re.compile(
    r"\b(?:under|below|(?:less|fewer|shorter|smaller|lower|younger)\s+than)\s+(?:the\s+)?"
    r"[€$£]?\d")
# Words that name a limit as the value itself.
_CEILING = re.compile(r"\b(?:max|maximum|at\s+most|up\s+to|no\s+more\s+than|largest|biggest|"
                      r"highest|cap(?:ped)?\s+(?:at|to))\b")
_FLOOR = re.compile(r"\b(?:min|minimum|at\s+least|no\s+less\s+than|no\s+fewer\s+than|smallest|"
                    r"lowest|shortest)\b")
_NUMBERS = frozenset(("number",))


def _end(text: str, past: re.Pattern[str], named: re.Pattern[str]) -> bool:
    """Whether a text says a no past a number at this end, and not the limit's name too."""
    return bool(past.search(text)) and not named.search(text)


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
    said_no, said_limit = negative.text.lower(), positive.text.lower()
    if _end(said_no, _PAST_CEILING, _CEILING):
        return bool(_CEILING.search(said_limit)) and not _FLOOR.search(said_limit)
    if _end(said_no, _PAST_FLOOR, _FLOOR):
        return bool(_FLOOR.search(said_limit)) and not _CEILING.search(said_limit)
    return False


# A bound on one number, by its end and whether the number itself is inside it: "more than 5"
# (a floor, strict), "5 or more" (a floor, inclusive), "under 5" (a ceiling, strict), "at most
# 5" (a ceiling, inclusive). "no more than" / "not more than" are the inclusive ceiling and are
# read as such before anything else.
# (A number is read from its first digit only, and its digits are never given back, so a long
# run of digits in a hostile file costs one pass, not one per digit.)
_NUMBER = r"(?<![\d.,])[€$£]?(\d++(?:[.,]\d++)?)"
_BOUND_FORMS = (
    ("floor", "inclusive", re.compile(
        r"\b(?:at\s+least|min(?:imum)?(?:\s+of)?:?)\s+(?:the\s+)?" + _NUMBER)),
    ("floor", "inclusive", re.compile(
        _NUMBER + r"\s*(?:[a-z%]+\s+)?(?:or|and)\s+(?:more|older|over|above|longer|higher|greater)"
        r"\b")),
    ("floor", "inclusive", re.compile(_NUMBER + r"\+")),
    ("floor", "strict", re.compile(
        r"\b(?:(?:more|greater|older|longer|higher|larger|bigger)\s+than|over|above|"
        r"exceed(?:s|ing)?|beyond)\s+(?:the\s+)?" + _NUMBER)),
    ("ceiling", "inclusive", re.compile(
        r"\b(?:at\s+most|up\s+to|max(?:imum)?(?:\s+of)?:?)\s+(?:the\s+)?" + _NUMBER)),
    ("ceiling", "inclusive", re.compile(
        _NUMBER + r"\s*(?:[a-z%]+\s+)?(?:or|and)\s+(?:less|fewer|younger|under|below|shorter|"
        r"lower)\b")),
    ("ceiling", "strict", re.compile(
        r"\b(?:(?:fewer|less|shorter|younger|smaller|lower)\s+than|under|below)\s+(?:the\s+)?"
        + _NUMBER)),
)
_SAID_WITH_NO = ((re.compile(r"\bno[t]?\s+more\s+than\b"), "at most"),
                 (re.compile(r"\bno[t]?\s+(?:fewer|less)\s+than\b"), "at least"))
_A_NO = re.compile(r"\b(?:not|never|no|none|cannot|can't|won't|don't|doesn't|isn't|aren't)\b|"
                   r"n't\b")


@lru_cache(maxsize=1 << 14)
def _bounds(text: str) -> dict[str, frozenset[tuple[str, str]]]:
    """Each number a text bounds, with the bounds put on it (end, strict or inclusive), and
    none when the text says no (see `strictness_apart`). Kept per text: consolidation asks it of
    every pair that may be the same."""
    text = text[:MAX_TEXT_CHARS].lower()  # (what the judge reads of a text: limits)
    for pattern, plain in _SAID_WITH_NO:
        text = pattern.sub(plain, text)
    if _A_NO.search(text):
        return {}
    found: dict[str, set[tuple[str, str]]] = {}
    for end, kind, pattern in _BOUND_FORMS:
        for match in pattern.finditer(text):
            found.setdefault(match.group(1), set()).add((end, kind))
    return {number: frozenset(said) for number, said in found.items()}


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

