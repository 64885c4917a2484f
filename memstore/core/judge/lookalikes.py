"""Two claims of one shape about two things: look-alikes (see memstore.core.judge).

Lined up in order, two claims may put one naming word for another in the same places ("the
`orders` service" / "the `inventory` service", "Unit tests: pnpm test:unit" / "E2E tests: pnpm
test:e2e"): the same sentence about another subject, where both hold. A substitution is a
replacement of at most three words on each side, each side naming something (a rare word, an
identifier, a code, a known tool), or the words a claim opens with when everything after them
lines up. Another value in the same place is no substitution (that is a value's slot), and
two claims that differ in more than parallel names are not of one shape. Lining up is not
symmetric (memstore.core.judge.align), so both readings are asked: a look-alike needs both to
find the substitution, while either keeps two claims from conflicting (`_either_way`).
The name of who makes a product written before the product's ("Laravel Pint" against "We use
Pint") is not a word of its own (`_makers`).

memstore.core.judge.compare reads these as look-alikes and keeps them from conflicting;
memstore.core.judge.restate turns a look-alike back into a restatement when the swap is only
in other words.
"""

from __future__ import annotations

import re
from typing import Any

from memstore.core.judge.align import Opcode, readings
from memstore.core.judge.claims import NAMING, Claim, _matched
from memstore.core.judge.lexicon import _stem, lexicon
from memstore.core.judge.text import _ARTICLES, _FUNCTION_WORDS, _IDENT, _tokens, weight
from memstore.core.judge.values import _in_folders

# Words that point at another place of the same text ("the guidelines below", "as above"):
# they name no subject of their own, so "the guidelines in the instruction files" / "the
# guidelines below" are one sentence said in two files, not about two things.
_POINTERS = frozenset({"below", "above", "herein", "aforementioned"})


def _names(term: str, w: float) -> bool:
    """Whether a term can name a subject: rare enough, an identifier, a code, or a tool of the
    alternatives table ("main", "make"); never a word that points elsewhere in the text."""
    return term not in _POINTERS and (w >= NAMING or _IDENT.match(term) is not None
                                      or term.endswith("!") or term in lexicon().alternatives)


def _substitutions(a: Claim, b: Claim) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """The places where the two claims, lined up in order, put one naming word for another
    ("the `orders` service" / "the `inventory` service"): the same shape about two things.

    Lining up is not symmetric (memstore.core.judge.align): when the words two claims share
    come in another order, a lined up against b and b against a are two readings, and a
    substitution one of them finds sits between words the other does not line up ("The Vue
    frontend is built by Vite" / "Vite builds the Vue front ends"). Two claims are of one shape
    only when both readings find substitutions; then the reading of the claim whose words sort
    first is the one given, so `_substitutions(b, a)` is this with the sides turned."""
    forward, backward = readings(a.seq, b.seq)
    found = _substituted(a, b, forward)
    if not found:
        return []
    if backward == forward:
        return found
    other = _substituted(a, b, backward)
    if not other:
        return []
    return found if a.seq <= b.seq else other


def _either_way(a: Claim, b: Claim) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """The substitutions of either reading (see `_substitutions`): two claims do not conflict
    when one reading shows they speak of two things ("How to drop the banmarmi workers" /
    "Banmarmi stores DB users in ansible"), whichever came first."""
    forward, backward = readings(a.seq, b.seq)
    found = _substituted(a, b, forward)
    other = found if backward == forward else _substituted(a, b, backward)
    if found and other:
        return found if a.seq <= b.seq else other
    return found or other


def _substituted(a: Claim, b: Claim, lined: tuple[Opcode, ...]
                 ) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """The substitutions of one reading of the two claims lined up (see `_substitutions`)."""
    wa, wb = a.bag(), b.bag()
    out = []
    makers_a, makers_b = _makers(a, wb), _makers(b, wa)
    folders_a, folders_b = _folders(a, b), _folders(b, a)
    for tag, i1, i2, j1, j2 in lined:
        if tag == "equal":
            continue
        left = tuple(t for t in a.seq[i1:i2] if "=" not in t and not _matched(t, wb)
                     and t not in makers_a)
        right = tuple(t for t in b.seq[j1:j2] if "=" not in t and not _matched(t, wa)
                      and t not in makers_b)
        named_a = any(_names(t, wa.get(t, 0.0)) for t in left)
        named_b = any(_names(t, wb.get(t, 0.0)) for t in right)
        values = any("=" in t for t in a.seq[i1:i2]) and any("=" in t for t in b.seq[j1:j2])
        opening = i1 == 0 and j1 == 0  # the word a claim opens with: what it is about
        if tag == "replace" and i2 - i1 <= 3 and j2 - j1 <= 3 and (named_a and named_b or (
                opening and left and right and _clean_after(i2, j2, a, b))):
            if set(left) <= folders_a or set(right) <= folders_b:
                continue  # one side's word is said by the other in its path: no other name
            out.append((left, right))
        elif tag == "replace" and values and not (named_a or named_b):
            continue  # another value in the same place
        elif named_a or named_b:
            return []  # the two differ in more than parallel names: not the same shape
    return out


# Two capitalised words in a row: a maker's name and its product's ("Laravel Pint", "Grafana
# Tempo", "Laravel Forge").
_PRODUCT = re.compile(r"\b([A-Z][\w.-]*)\s+([A-Z][\w.-]*)")


def _makers(claim: Claim, other: Any) -> frozenset[str]:
    """The claim's words that only name who makes a product the other claim names too
    ("Laravel" in "Format PHP with Laravel Pint" against "We use Pint"): the name written
    right before a name both share, both capitalised, the first no English word and no tool
    of the alternatives table, the second a rare word: "Laravel Pint" is Pint, while "AWS
    Secrets Manager" is not "secrets", and "Staging DB" stays staging."""
    found = claim.__dict__.get("_makers")
    if found is None:
        pairs = []
        tools = lexicon().alternatives
        for match in _PRODUCT.finditer(claim.text):
            before = claim.text[:match.start()].rstrip()
            if not before or before[-1] in ".:;!?":
                continue  # a capital where a sentence opens is grammar, not a maker's name
                # ("Lint SQL in the dbt repo with sqlfluff": lint is the act)
            maker, product = (w.lower() for w in match.groups())
            if (maker.isalpha() and weight(maker) >= 6.0 and maker not in tools
                    and weight(product) >= 4.0):
                pairs.append((_stem(maker), _stem(product)))
        found = tuple(pairs)
        claim.__dict__["_makers"] = found
    if not found:
        return frozenset()
    return frozenset(first for first, second in found
                     if not _matched(first, other) and _matched(second, other)
                     and first in claim.terms and second in claim.terms)


def _folders(claim: Claim, other: Claim) -> frozenset[str]:
    """The claim's words that name a folder of a path the other claim gives: the other says
    them, in its path (memstore.core.judge.values._in_folders), so a substitution of only
    such words puts no name for another ("API versioning: everything under /api/v2" / "All
    endpoints are versioned under /api/v2")."""
    paths = [value for kind, value in other.values if kind == "path"]
    if not paths:
        return frozenset()
    return frozenset(t for t in claim.terms if any(_in_folders(t, "path", p) for p in paths))


def _clean_after(i: int, j: int, a: Claim, b: Claim) -> bool:
    # Everything after an opening replacement lines up ("Unit tests: pnpm test:unit" /
    # "E2E tests: pnpm test:e2e"): the same sentence about another subject.
    rest_a, rest_b = a.seq[i:], b.seq[j:]
    return len(rest_a) >= 2 and len(rest_a) == len(rest_b) and sum(
        x == y for x, y in zip(rest_a, rest_b, strict=True)) >= len(rest_a) - 1


# After the noun a claim opens with, one of these says the words before it are its subject
# ("Private endpoints ARE rate limited"; "Disable toggles in dev" is an imperative).
_PREDICATE = frozenset("is are was were be must should will can may shall get gets".split())


def qualified_subject(claim: Claim) -> bool:
    """Whether the claim opens (after an article at most) with a word that qualifies the noun
    after it, and that noun is what the claim is about: the noun is followed by "is", "are" or
    a modal ("Open claims are reviewed weekly", "Private endpoints must be rate limited"), or
    the word is a past form before it ("Disabled toggles show up ..."). An imperative ("Start
    the docs preview", "Use IAM roles") does not open with its subject."""
    words = _tokens(claim.text)
    k = 0
    while k < len(words) and words[k] in _ARTICLES:
        k += 1
    if k + 1 >= len(words):
        return False
    noun = words[k + 1]
    if not noun.isalpha() or noun in _FUNCTION_WORDS or noun in _PREDICATE:
        return False
    return words[k].endswith("ed") or any(w in _PREDICATE for w in words[k + 2 : k + 4])
