""""Read-only" said against a change: the judge's three readings of a thing that one side
calls read-only and the other speaks of changing.

The word tables cannot pair the two (read-write / read-only was dropped: "never write" /
"read-only"), so each reading here says when they meet:

- `read_only_twice`: a no to changing a thing ("Prescriptions can't be edited once printed",
  "a folio can only be viewed, not changed") and "read-only" said of it ("A printed
  prescription is read-only") are one state said twice, not a no against a yes (the verdict
  asks it before it reads "one says not").
- `edit_against_read_only`: one side says a thing can be edited ("Agents can modify a ticket
  once it is closed"), the other that it is read-only ("Closed tickets are read-only for
  agents"), and each says nothing else: the two ends of one permission, a conflict
  (`compare.two_ends` asks it, for the claim comparison and for the bounds).
- `edit_beside_read_only`: the same two ends where a side says more, such as who may change
  it ("Printed prescriptions can still be edited by the vet who wrote them"): the two may be
  about two people, so the verdict leaves the pair for a person, never merged.

None of them reads a pair where the change is said for another time or case ("can edit a
ticket before it is closed": `_ANOTHER_TIME`), and none a pair where both sides say no.
"""

from __future__ import annotations

import re

from memstore.core.judge.claims import Claim, _matched
from memstore.core.judge.events import one_occasion
from memstore.core.judge.lexicon import _stem
from memstore.core.judge.text import _tokens

_CHANGE, _READ_ONLY = _stem("change"), "read-only"
# "can edit" and its forms, active or passive and in any form of the verb ("may change", "are
# allowed to modify", "can still be edited", "may be updated").
_MAY_BE_CHANGED = re.compile(r"\b(?:can|may|(?:is|are)\s+allowed\s+to)\s+(?:still\s+)?"
                             r"(?:be\s+)?(?:edit|change|modif|alter|updat)\w*", re.IGNORECASE)
# Writing said as allowed, of a store of data ("Writes to the legacy DB are allowed", "You can
# write to the legacy DB", "The legacy DB accepts writes", "... is writable"): a change.
_MAY_WRITE = re.compile(r"\bwrites?\s+(?:to|into)\b[^,;.]*?\b(?:are|is)\s+(?:still\s+)?allowed\b|"
                        r"\b(?:can|may)\s+(?:still\s+)?write\s+(?:to|into)\b|"
                        r"\baccepts?\s+writes\b|\b(?:is|are)\s+(?:still\s+)?writ(?:e)?able\b",
                        re.IGNORECASE)
# The words a side that says writing is allowed says it with (as terms read them).
_WRITE_ENDS = frozenset(_stem(w) for w in "write writes writable writeable accepts accept "
                        "allowed allow".split())
# A time or case that may set the edit apart from the read-only state ("before it is closed").
_ANOTHER_TIME = re.compile(r"\b(?:before|until|till|while|unless|if)\b", re.IGNORECASE)
_READ_ONLY_ACCESS = re.compile(r"\bread-only\s+access\b", re.IGNORECASE)
# Read-only for a role of its own ("read-only for agents", "read-only access to support").
_READ_ONLY_FOR = re.compile(r"\bread-only\s+(?:access\s+)?(?:for|to)\b", re.IGNORECASE)


def read_only_twice(a: Claim, b: Claim) -> bool:
    """Whether a no to changing a thing and "read-only" said of it are one state said twice.
    The positive side must not say the change itself ("can still be edited")."""
    negative, positive = (a, b) if a.negative else (b, a)
    return (negative.negative and not positive.negative and _CHANGE in negative.negated
            and _READ_ONLY in positive.terms and _CHANGE not in positive.terms)


def edit_against_read_only(a: Claim, b: Claim) -> bool:
    """Whether one claim says a thing can be edited and the other that it is read-only, each
    saying nothing else: each side's words besides the two ends must be said by the other (its
    text, so "a note" counts where the claim's terms leave it out), and neither says no."""
    if a.negative or b.negative or (_READ_ONLY not in a.terms and _READ_ONLY not in b.terms
                                    ) or not one_occasion(a, b):
        return False
    for can, cannot in ((a, b), (b, a)):
        # (either voice: "Agents can modify a closed ticket", "Archived projects can still be
        # edited"; session 41: the passive was read as the same claim, and merged)
        edits = _CHANGE in can.terms and _MAY_BE_CHANGED.search(can.text)
        writes = not edits and _MAY_WRITE.search(can.text)
        if not (edits or writes) or _READ_ONLY not in cannot.terms or _READ_ONLY in can.terms \
                or _MAY_BE_CHANGED.search(cannot.text) or _MAY_WRITE.search(cannot.text) or any(
                _ANOTHER_TIME.search(c.text) for c in (a, b)):
            continue  # (and not "can edit a ticket before it is closed": another time)
        words_can = {_stem(w) for w in _tokens(can.text)}
        words_cannot = {_stem(w) for w in _tokens(cannot.text)}
        ends = {_READ_ONLY, _access_word(cannot)}
        changed = {_CHANGE} if edits else _WRITE_ENDS
        if all(t in changed or t in words_cannot or _matched(t, cannot.bag())
               for t in can.terms) and all(t in ends or t in words_can or _matched(t, can.bag())
                                           for t in cannot.terms):
            return True
    return False


def _access_word(claim: Claim) -> str:
    """The term "access" reads as in "read-only access" ("Support agents have read-only
    access to invoices"): a word of the permission itself, which the side that says "can
    edit" need not say; or "read-only" when the claim says no such thing."""
    at = claim.terms.index(_READ_ONLY) + 1
    if _READ_ONLY_ACCESS.search(claim.text) and at < len(claim.terms):
        return claim.terms[at]
    return _READ_ONLY


def edit_beside_read_only(a: Claim, b: Claim) -> bool:
    """Whether one claim says a thing is read-only and the other, saying no no, that it can be
    changed, whatever else each says (`edit_against_read_only` is the reading where neither
    says more). A read-only state said for a role of its own ("read-only for agents") against
    another role's edit, or an edit at another time ("before it is closed"), is no such pair
    (test_judge_merged_conflicts.py)."""
    if a.negative or b.negative or any(_ANOTHER_TIME.search(c.text) for c in (a, b)):
        return False  # ("can modify a ticket before it is closed": another time)
    for ro, can in ((a, b), (b, a)):
        if _READ_ONLY_FOR.search(ro.text):
            continue  # "read-only for agents" / "Admins can modify it": two roles, each its own
        if (_READ_ONLY in ro.terms and _READ_ONLY not in can.terms and (_MAY_BE_CHANGED.search(
                can.text) or _MAY_WRITE.search(can.text)) and not _MAY_BE_CHANGED.search(ro.text)
                and not _MAY_WRITE.search(ro.text)):
            return True
    return False
