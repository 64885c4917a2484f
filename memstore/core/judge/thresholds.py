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

from memstore.core.judge.claims import Claim

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
