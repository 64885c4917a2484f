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

Some look-alikes do not line up word for word, and are read from what sets each side apart
together with something more that differs (a value, a name, a yes and a no): a scope of each
own after "in", "on", "for" or "at" (`two_scopes`: "for kids profiles" / "for adult
profiles"), a name and the name with one part more (`affixed_names`: "drm-proxy" /
"drm-proxy-canary"), a word of each own opening the claim before the same noun (`two_kinds`:
"The mobile apps ..." / "The web app ..."); and the same said "also" of another named thing
(`said_of_another_too`). Three more read a rule and its exception, one side naming a scope of
its own before its value (`scope_of_one`), one sentence about two subjects that differ in one
common word of the opening (`one_word_apart`), and a kind named with "non-" against the rest
of it (`complement_kinds`).

memstore.core.judge.compare reads these as look-alikes and keeps them from conflicting;
memstore.core.judge.restate turns a look-alike back into a restatement when the swap is only
in other words.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from memstore.core.judge.align import (
    Opcode,
    backward_reading,
    forward_reading,
    opcodes,
    readings,
)
from memstore.core.judge.claims import NAMING, Claim, _analyse_text, _matched
from memstore.core.judge.lexicon import _stem, lexicon, word_tables_cache
from memstore.core.judge.subjects import _affixed, _light, _now
from memstore.core.judge.swaps import act_said_of_subject
from memstore.core.judge.text import _ARTICLES, _FUNCTION_WORDS, _IDENT, _UNITS, _tokens, weight
from memstore.core.judge.values import _in_folders, _times_of_day

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
    # (The second reading is lined up only when the first finds a substitution: without one
    # the answer is no whatever the second reading finds.)
    forward = forward_reading(a.seq, b.seq)
    found = _substituted(a, b, forward)
    if not found:
        return []
    backward = backward_reading(a.seq, b.seq)
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


def _kind_word(seq: tuple[str, ...], k: int) -> bool:
    """Whether the word at `k` only names the kind of the value right after it ("Kotlin
    version: 1.9.24", a label keyed "version"): no naming word put for another ("Kotlin is
    pinned at 1.9.24" says the same)."""
    return k + 1 < len(seq) and seq[k + 1].startswith(seq[k] + "=")


def _substituted(a: Claim, b: Claim, lined: tuple[Opcode, ...]
                 ) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """The substitutions of one reading of the two claims lined up (see `_substitutions`)."""
    wa, wb = a.bag(), b.bag()
    out: list[tuple[tuple[str, ...], tuple[str, ...]]] = []
    makers_a, makers_b = _makers(a, wb), _makers(b, wa)
    moved = _moved_phrase(a, b, lined)
    if moved is not None:
        out.append(moved[1])
    for n, (tag, i1, i2, j1, j2) in enumerate(lined):
        if tag == "equal" or out and _lone_modifier(lined, n, a, b):
            continue
        if moved is not None and n in moved[0]:
            continue
        left = tuple(a.seq[k] for k in range(i1, i2) if "=" not in a.seq[k]
                     and a.seq[k] not in wb and not _matched(a.seq[k], wb)
                     and a.seq[k] not in makers_a and not _kind_word(a.seq, k))
        right = tuple(b.seq[k] for k in range(j1, j2) if "=" not in b.seq[k]
                      and b.seq[k] not in wa and not _matched(b.seq[k], wa)
                      and b.seq[k] not in makers_b and not _kind_word(b.seq, k))
        named_a = any(_names(t, wa.get(t, 0.0)) for t in left)
        named_b = any(_names(t, wb.get(t, 0.0)) for t in right)
        if tag == "replace" and left and right and named_a and named_b and (
                _act_and_its_name(a, left, wa, b, right, wb)
                or _act_and_its_name(b, right, wb, a, left, wa)):
            # "The dapp is deployed on Vercel" / "dapp hosting: Vercel": an act said of the
            # subject on one side, and a name for it on the other, are no two things
            return []
        values = any("=" in t for t in a.seq[i1:i2]) and any("=" in t for t in b.seq[j1:j2])
        opening = i1 == 0 and j1 == 0  # the word a claim opens with: what it is about
        if tag == "replace" and _order_turned(a.seq[i1], b.seq[j1]) and (
                "first" in a.seq or "first" in b.seq):
            # "... first before onboarding" / "... after the laptop is set up": what follows
            # tells when, not what of, where a side says which step comes first (the same
            # step before and after two occasions, "Warm the cache after each deploy" / "...
            # before the morning peak", stays two facts)
            return out
        if tag == "replace" and i2 - i1 <= 3 and j2 - j1 <= 3 and (named_a and named_b or (
                opening and left and right and _clean_after(i2, j2, a, b))):
            # (the folders asked only here: most readings find no substitution)
            if set(left) <= _folders(a, b) or set(right) <= _folders(b, a):
                continue  # one side's word is said by the other in its path: no other name
            out.append((left, right))
        elif tag == "replace" and values and not (named_a or named_b):
            continue  # another value in the same place
        elif named_a or named_b:
            return []  # the two differ in more than parallel names: not the same shape
    return out


# The order words that open a step, as guard._SCALES reads them ("once" with the later end).
_EARLIER = frozenset("before first earlier prior".split())
_LATER = frozenset("after afterwards later once".split())


def _order_turned(left: str, right: str) -> bool:
    """Whether the words opening a replaced place put a step earlier on one side and later
    on the other."""
    return left in _EARLIER and right in _LATER or left in _LATER and right in _EARLIER


def _act_and_its_name(a: Claim, left: tuple[str, ...], wa: Any, b: Claim,
                      right: tuple[str, ...], wb: Any) -> bool:
    """Whether one claim's words in a replaced place are an act said of its subject ("is
    deployed") and the other's a noun said in its subject, before a label's colon or a
    copula ("dapp hosting: Vercel", "Tracing backend is Tempo"): one thing, said as an act and
    as the name of what does it."""
    return _acted(a, left, wa) and not _acted(b, right, wb) and _in_subject(b, right)


# Where a claim's subject ends: a label's colon, an equals sign, a copula.
_SUBJECT_END = re.compile(r":|=|\b(?:is|are)\b", re.IGNORECASE)


def _in_subject(claim: Claim, words: tuple[str, ...]) -> bool:
    """Whether every one of the words is said before the claim's subject ends."""
    end = _SUBJECT_END.search(claim.text)
    if end is None:
        return False
    said = {_stem(w) for w in re.findall(r"[\w-]+", claim.text[:end.start()].lower())}
    return all(w in said for w in words)


def named_in_subjects(a: Claim, b: Claim, left: tuple[str, ...], right: tuple[str, ...]
                      ) -> bool:
    """Whether the words each claim puts for the other's are said inside its subject, before
    its verb, and neither opens its claim: which things each is about ("Payouts to DE
    creators are made by SEPA transfer" / "Payouts to AT creators ..."), not two fillers of
    one slot, though the two be of one set (session 59)."""
    return bool(left) and bool(right) and a.seq[:1] != left[:1] and b.seq[:1] != right[:1] and (
        _in_subject(a, tuple(w.rstrip("!") for w in left))) and _in_subject(
        b, tuple(w.rstrip("!") for w in right))


def _acted(claim: Claim, words: tuple[str, ...], bag: Any) -> bool:
    """Whether the words of a replaced place are an act said of the claim's subject (a
    participle: "is deployed", "are built") and words too common to name anything."""
    return bool(words) and any(act_said_of_subject(claim, t) for t in words) and all(
        act_said_of_subject(claim, t) or not _names(t, bag.get(t, 0.0)) for t in words)


def _moved_phrase(a: Claim, b: Claim, lined: tuple[Opcode, ...]
                  ) -> tuple[frozenset[int], tuple[tuple[str, ...], tuple[str, ...]]] | None:
    """The two steps of a reading that leave out a naming word written right before a noun on
    one side and put in another naming word written right before the same noun on the other,
    and the two words: one phrase moved to another place of the sentence with another name
    in it ("Retry the photo-check webhook at most 3 times" / "Payment webhook retries: at most
    3"), which the other reading lines up as one word put for another. Lining up in order
    sees the moved noun as left out and put in, so that reading alone did not show the same
    shape about two things. Not two spellings of one name ("macOS app" / "mac app")."""
    left_out = [(n, a.seq[i1:i2]) for n, (tag, i1, i2, _, _) in enumerate(lined)
                if tag == "delete" and i2 - i1 == 2]
    if not left_out:
        return None
    wa, wb = a.bag(), b.bag()
    for m, (tag, _, _, j1, j2) in enumerate(lined):
        if tag != "insert" or j2 - j1 != 2:
            continue
        x, noun = b.seq[j1], b.seq[j1 + 1]
        for n, (y, same) in left_out:
            if (same == noun and "=" not in noun and "=" not in x + y
                    and not (x.startswith(y) or y.startswith(x))
                    and _names(y, wa.get(y, 0.0)) and _names(x, wb.get(x, 0.0))
                    and not _matched(y, wb) and not _matched(x, wa)
                    and _written_before(a.text, y, noun) and _written_before(b.text, x, noun)):
                return frozenset((n, m)), ((y,), (x,))
    return None


def _lone_modifier(lined: tuple[Opcode, ...], n: int, a: Claim, b: Claim) -> bool:
    """Whether the step `n` of a reading is one word only the claim that says yes has, right
    before the word the other says no to: which kind of that thing ("a DBA review" / "no
    review"), which keeps neither the rest from lining up nor a substitution elsewhere from
    showing two subjects ("the bookings table needs a DBA review" / "the analytics tables need
    no review"). (Asked only after a substitution: the subject comes first, and a word before
    the no said of the subject itself, "loses precision" / "isn't precise", is its verb.)"""
    tag, i1, i2, j1, j2 = lined[n]
    if (a.negative == b.negative or tag not in ("delete", "insert") or n + 1 >= len(lined)
            or lined[n + 1][0] != "equal"):
        return False
    mine, other, start = (a, b, i1) if tag == "delete" else (b, a, j1)
    after = lined[n + 1][1] if tag == "delete" else lined[n + 1][3]
    return (not mine.negative and max(i2 - i1, j2 - j1) == 1 and "=" not in mine.seq[start]
            and mine.seq[after] in other.negated)


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
_PREDICATE = frozenset("is are was were be must should will can may shall get gets need needs "
                       "do does don't doesn't never always".split())


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
    noun = words[k + 1].removeprefix("^")  # (a name in capitals: "The internal API is ...",
    # "Private S3 buckets are ...")
    if not (noun.isalnum() and noun[:1].isalpha()) or noun in _FUNCTION_WORDS or (
            noun in _PREDICATE):
        return False
    return words[k].endswith("ed") or any(w in _PREDICATE for w in words[k + 2 : k + 4])


# "... for Japan as well", "... for the TV apps too": the value is said of one more thing.
_TOO = re.compile(r"\b(?:too|as well)\W*$", re.IGNORECASE)

# A qualifier this heavy is a content word ("prod", "kids"), not grammar ("use", "new").
SCOPE_WORD = 2.4


def two_scopes(a: Claim, b: Claim, va: frozenset[tuple[str, str]],
               vb: frozenset[tuple[str, str]]) -> str:
    """The two words, when each claim says where it holds with a word of its own after "in",
    "on", "for" or "at" (a scope: "for kids profiles" / "for adult profiles", "in prod" / "in
    staging") and the two differ in something more besides (a value, a name written as one,
    a yes and a no), or one says its value holds there "too" / "as well": one sentence said
    of two scopes, each with its own setting, and both hold. "" when the scope is all that
    differs (then it is the slot the claims disagree on: "deploy on Tuesdays" / "deploy on
    Thursdays"), when a scope is a time of day or a tool of the alternatives table (two
    tools for one job: "stored in S3" / "stored in GCS"), or when one side says its value is
    new. `va` and `vb` are the values each claim holds that the other does not."""
    own_a = _own_scopes(a, b)
    own_b = _own_scopes(b, a) if own_a else ()
    if not own_b or _now(a, b):
        return ""
    more = _TOO.search(a.text) or _TOO.search(b.text) or _apart_besides(
        a, b, va, vb, set(own_a) | set(own_b)) or _reordered(a, b)
    return f"{own_a[0]} / {own_b[0]}" if more else ""


def _reordered(a: Claim, b: Claim) -> bool:
    """Whether two items listed side by side on one side are listed the other way round on
    the other ("Coordinate order in our GeoJSON is lon, lat" / "... in the legacy CSV export
    is lat, lon"): an order of its own in each scope."""
    pairs_a = {(x.lower(), y.lower()) for x, y in _LISTED_PAIR.findall(a.text)}
    return any((y.lower(), x.lower()) in pairs_a for x, y in _LISTED_PAIR.findall(b.text)
               if x.lower() != y.lower())


_LISTED_PAIR = re.compile(r"(?=\b([\w.-]+)\s*(?:,|/|->|\band\b|\bthen\b)\s*([\w.-]+))")


def _apart_besides(a: Claim, b: Claim, va: frozenset[tuple[str, str]],
                   vb: frozenset[tuple[str, str]], words: set[str], rare: bool = False) -> bool:
    """Whether two claims differ in more than `words`: a yes and a no, a value of each own,
    or a name of each own (written as a name: a code, an identifier, a code span; or, with
    `rare`, a word rare enough to name something: "the Tizen sets" / "the Orsay sets")."""
    if a.negative != b.negative or (va and vb):
        return True
    return _own_name(a, b, words, rare) and _own_name(b, a, words, rare)


def _own_name(claim: Claim, other: Claim, words: set[str], rare: bool) -> bool:
    bag, theirs = claim.bag(), other.bag()
    return any((t in claim.names or rare and bag.get(t, 0.0) >= NAMING) and t not in words
               and not _matched(t, theirs) for t in claim.terms)


def affixed_names(a: Claim, b: Claim, va: frozenset[tuple[str, str]],
                  vb: frozenset[tuple[str, str]]) -> str:
    """The two names, when one claim names a thing and the other a name made of it and one
    part more ("drm-proxy" / "drm-proxy-canary", "playback-events" / "playback-events-dlq",
    `make encode-test` / `make encode-test-hevc`), and the two differ in something more
    besides: the canary, the dead letters, the HEVC variant is another thing, with its own
    setting. "" when the name is all that differs (then the longer name may be what the
    other is replaced by: "reads from `orders`" / "reads from `orders-v2`"), or when one
    side says its value is new."""
    found = _affixed_pair(a, b) or _affixed_pair(b, a)[::-1]
    if not found or _now(a, b) or not _apart_besides(a, b, va, vb, set(found), rare=True):
        return ""
    return " / ".join(found)


def _affixed_pair(a: Claim, b: Claim) -> tuple[str, ...]:
    names = [t for t in b.terms if ("-" in t or "_" in t) and t not in a.terms]
    if not names:
        return ()
    bag_a = a.bag()
    for t in a.terms:
        if "-" not in t and "_" not in t:
            continue  # a word is no name ("size" / "maximum_pool_size")
        for name in names:
            if t != name and _affixed(t, name) and not _matched(name, bag_a):
                return (t, name)
    return ()


def _own_scopes(claim: Claim, other: Claim) -> tuple[str, ...]:
    if not claim.qualifiers:
        return ()
    bag, theirs = claim.bag(), other.bag()
    tools = lexicon().alternatives
    return tuple(t for t in claim.seq if t in claim.qualifiers and "=" not in t
                 and bag.get(t, 0.0) >= SCOPE_WORD and not _matched(t, theirs)
                 and t not in tools and t not in _times_of_day())


def one_state_two_scopes(a: Claim, b: Claim) -> str:
    """The two scopes, when both claims open alike up to one state of the opposites table said
    after a copula and then a scope ("is enabled on", "are allowed for", "is mandatory in"),
    with the same polarity, and all each has of its own stands in that scope ("FDC interlock is
    enabled on all CMP polishers" / "... on all etchers", "X11 forwarding is allowed on the
    login nodes" / "... on the viz nodes"): the same state said of two places, which both hold,
    not one slot filled two ways (a verb's slot, "deploy on Tuesdays" / "deploy on Thursdays",
    is no state). "" otherwise: when what each opens its own words with is a value or a code
    ("is tracked in PAY-0042" / "... in PAY-0043") or a tool of the alternatives table ("is
    cached in Redis" / "... in Memcached"), the slot the state's verb fills, or when one side
    says its state is new (session 59)."""
    if a.negative != b.negative or _now(a, b):
        return ""
    own_a = [t for t in a.seq if not _matched(t, b.bag())]
    own_b = [t for t in b.seq if not _matched(t, a.bag())]
    state_a, state_b = _state_in_scope(a), _state_in_scope(b)
    if not own_a or not own_b or state_a is None or state_b is None or (
            state_a[0] != state_b[0]):
        return ""
    tools = lexicon().alternatives
    if any(not _a_place(t) or t.rstrip("!") in tools for t in (own_a[0], own_b[0])):
        return ""  # a value or a tool after the state fills its slot: "is tracked in
        # PAY-0042" / "... in PAY-0043", "is cached in Redis" / "... in Memcached"
    if _in_scope(a, own_a, state_a[1]) and _in_scope(b, own_b, state_b[1]):
        return f"{own_a[0]} / {own_b[0]}"
    return ""


def _a_place(term: str) -> bool:
    """Whether a term can name a place a state holds in: a word, not a value, a code with
    digits or a key set to something ("pay42", "port=8080")."""
    return "=" not in term and not any(c.isdigit() for c in term)


def _state_in_scope(claim: Claim) -> tuple[str, int] | None:
    """The state a claim says of its subject, as the opposites table writes it (a state,
    "enabled", "allowed", "off"; not a verb's participle, "kept in Celsius"), right after a
    copula and right before a scope ("is enabled on", "are turned off for"), by its stem, and
    where its scope starts in the text; None without one."""
    partners = lexicon().partners
    for found in _STATE_IN_SCOPE.finditer(claim.text):
        if (found.group(1).lower(),) in partners:
            return _stem(found.group(1).lower()), found.end(1)
    return None


def _in_scope(claim: Claim, words: list[str], start: int) -> bool:
    """Whether every one of a claim's words is a word of its text after `start` (read as the
    claim's terms are: "admin" is `administr`) and none a word of the text before it."""
    before, after = _analyse_text(claim.text[:start]), _analyse_text(claim.text[start:])
    if after is None:
        return False
    said_before = set(before.terms) if before is not None else set()
    plain = re.sub(r"[^a-z0-9]", "", claim.text[start:].lower())
    return all(word not in said_before and (word in after.terms or re.sub(
        r"[^a-z0-9]", "", word.split("=", 1)[-1]) in plain) for word in words)


# The word that says a state, right after a copula and perhaps a word of manner ("is always
# on", "are turned off"), and right before the scope it holds in.
_STATE_IN_SCOPE = re.compile(
    r"\b(?:is|are|stays?|remains?)\s+(?:(?:always|turned|switched|set|kept|strictly)\s+)?"
    r"([\w-]+)\s+(?:on|in|for|at|across)\b", re.IGNORECASE)


def two_kinds(a: Claim, b: Claim, va: frozenset[tuple[str, str]],
              vb: frozenset[tuple[str, str]]) -> str:
    """The two words, when each claim opens with a word of its own before the same noun ("The
    mobile apps pin ..." / "The web app doesn't pin ...", "Roku builds are signed with ..." /
    "Fire builds are signed with ...") and the two differ in something more besides (a value,
    a name, a yes and a no): two kinds of one thing, each with its own setting; both hold.
    "" otherwise (then the opening word may be the slot they disagree on)."""
    if len(a.seq) < 3 or len(b.seq) < 3 or a.seq[1] != b.seq[1] or a.seq[0] == b.seq[0]:
        return _kind_inside(a, b, va, vb)
    x, y = a.seq[0], b.seq[0]
    if not (x.isalpha() and y.isalpha() and a.seq[1].isalpha()):
        return ""  # (a verb before a name is an act: "Add pytest-randomly" / "Remove ...")
    if x in _FUNCTION_WORDS or y in _FUNCTION_WORDS or _matched(x, b.bag()) or _matched(
            y, a.bag()) or min(a.bag().get(x, 0.0), b.bag().get(y, 0.0)) < SCOPE_WORD:
        return ""
    if x in lexicon().alternatives or y in lexicon().alternatives or _now(a, b):
        return ""
    if x in a.negated or y in b.negated:
        return ""  # an opposite said as an act ("Add flaky tests ..." / "Remove flaky tests")
    return f"{x} / {y}" if _apart_besides(a, b, va, vb, {x, y}) else ""


def _kind_inside(a: Claim, b: Claim, va: frozenset[tuple[str, str]],
                 vb: frozenset[tuple[str, str]]) -> str:
    """The two words, when two claims are one sentence word for word but for one word of each
    own right before the same noun, further in than the opening ("Manual card entry is
    forbidden on all terminals" / "Manual price entry is permitted on all terminals", "Cash
    rounding never applies to card payments" / "... always applies to cash payments"), and
    they differ in something more besides (a yes and a no, a value of each own): the word
    says which kind of that noun each claim speaks of, two things each with its own rule, and
    both hold. A word of emphasis one side adds ("always") is no difference. Not when the two
    words are one word said twice, a tool of the alternatives table (two tools for one job
    are a choice), a word one side says no to (an act and its opposite: "Enable card
    payments" / "Disable card payments" differ in no word of this place), or when one side
    says its value is new; "" otherwise."""
    if a.negative == b.negative and not (va and vb) and not (a.names and b.names):
        return ""  # (nothing more besides: asked first, before the costlier lining up)
    wa, wb = a.bag(), b.bag()
    own_a = {t for t in a.seq if t not in wb and wa.get(t, 0.0) >= SCOPE_WORD}
    own_b = {t for t in b.seq if t not in wa and wb.get(t, 0.0) >= SCOPE_WORD}
    if len(own_a) > 1 or len(own_b) > 1 or not (own_a or own_b) or _now(a, b):
        return ""  # (one content word of each own at most: "card" / "bank", "bank" said
        # elsewhere on the other side too)
    found: tuple[str, str] | None = None
    for tag, i1, i2, j1, j2 in opcodes(a.seq, b.seq):
        if tag == "equal":
            continue
        if tag == "replace" and i2 - i1 == 1 and j2 - j1 == 1 and found is None:
            found = (a.seq[i1], b.seq[j1])
            if i2 >= len(a.seq) or j2 >= len(b.seq) or a.seq[i2] != b.seq[j2] or not (
                    _written_before(a.text, a.seq[i1], a.seq[i2])
                    and _written_before(b.text, b.seq[j1], b.seq[j2])):
                return ""  # (not right before the same noun: a slot of its own, "in X" /
                # "in Y", or a state before the next clause's verb, "is an estimate and is
                # recalculated" / "is final and is never recalculated")
            continue
        light = all(wa.get(t, 0.0) < SCOPE_WORD and "=" not in t for t in a.seq[i1:i2]) and all(
            wb.get(t, 0.0) < SCOPE_WORD and "=" not in t for t in b.seq[j1:j2])
        if tag == "replace" or not light:
            return ""
    if found is None:
        return ""
    x, y = found
    if not (x.isalpha() and y.isalpha()) or min(wa.get(x, 0.0), wb.get(y, 0.0)) < SCOPE_WORD:
        return ""
    tools = lexicon().alternatives
    if (x in tools or y in tools or _matched(x, type(wb)({y: wb.get(y, 0.0)}))
            or x in a.negated or y in b.negated or x in a.opposed or y in b.opposed):
        return ""
    return f"{x} / {y}" if _apart_besides(a, b, va, vb, {x, y}) else ""


def _written_before(text: str, word: str, noun: str) -> bool:
    """Whether the text writes `word` right before `noun` (both as stems), with nothing between:
    a word that says which kind of the noun ("card entry", "cash payments")."""
    stems = [_stem(t) for t in _tokens(text)]
    return any(x == word and y == noun for x, y in zip(stems, stems[1:], strict=False))


# "... also go to /var/dumps", "... as well", "... too": the same is said of one more thing.
_ALSO = re.compile(r"\b(?:also|too|as well)\b", re.IGNORECASE)


def said_of_another_too(a: Claim, b: Claim) -> str:
    """The two names, when one claim says that what it says holds "also", "too" or "as well",
    and each names something the other does not (a name, or a word rare enough to name
    something): "Heap dumps of core-platform go to /var/dumps" / "Heap dumps of
    billing-service also go to /var/dumps": the same said of two things, both true, not one
    piece of knowledge. "" otherwise."""
    if not (_ALSO.search(a.text) or _ALSO.search(b.text)):
        return ""
    own_a = _own_names(a, b)
    own_b = _own_names(b, a) if own_a else ()
    return f"{own_a[0]} / {own_b[0]}" if own_b else ""


def _own_names(claim: Claim, other: Claim) -> tuple[str, ...]:
    bag, theirs = claim.bag(), other.bag()
    return tuple(t for t in claim.seq if "=" not in t and (
        t in claim.names or _IDENT.match(t) or "-" in t or "_" in t)
        and not _matched(t, theirs) and bag.get(t, 0.0) >= NAMING)


def one_word_more(a: Claim, b: Claim) -> str:
    """The two subjects, when the two claims are one sentence written twice, word for word but for
    their values, which differ, and one word more in the opening of one ("The sitemap is
    regenerated every 15 minutes" / "The news sitemap is regenerated every 2 minutes", "The
    1080p rung is 5 Mbps" / "The 1080p HDR rung is 8 Mbps"): that word names a kind of the
    other's subject, another thing with its own value. "" otherwise. (Said in other words,
    "hg38 FASTA: X" / "The hg38 genome FASTA is Y", the word more may only say the same thing
    more fully; with the same values, "The Redis cache TTL is 5 minutes", too.)"""
    if abs(len(a.seq) - len(b.seq)) not in (1, 2):
        return ""
    words_a, words_b = _sentence_words(a.text), _sentence_words(b.text)
    if abs(len(words_a) - len(words_b)) != abs(len(a.seq) - len(b.seq)) or _now(a, b):
        return ""
    short, long = (words_a, words_b) if len(words_a) < len(words_b) else (words_b, words_a)
    lined = opcodes(short, long)
    # (one word more, or two in a row that name one kind together: "the toolhead board
    # firmware" / "the firmware")
    inserted = [(j1, j2) for tag, _, _, j1, j2 in lined if tag == "insert" and j2 - j1 <= 2]
    if len(inserted) != 1 or inserted[0][0] > 3 or not all(
            w.isalpha() for w in long[inserted[0][0]:inserted[0][1]]):
        return ""
    start, end = inserted[0]
    word = long[end - 1]
    more, swapped = " ".join(long[start:end + 1]), False  # (with what it is of)
    for tag, i1, i2, j1, j2 in lined:
        if tag == "replace" and i2 - i1 == j2 - j1 and all(
                _value_for_value(x, y, word) for x, y in zip(short[i1:i2], long[j1:j2],
                                                             strict=True)):
            swapped = True  # a value put for a value ("30 minutes" / "6 hours", "6x6" / "4x4")
        elif tag not in ("equal", "insert"):
            return ""
    if not swapped:
        return ""
    kind_of = more.split()[-1]
    return f"{more} / {kind_of}" if long is words_a else f"{kind_of} / {more}"


_SENTENCE_WORDS = re.compile(r"[^\s,;:()]+")


@lru_cache(maxsize=1 << 14)
def _sentence_words(text: str) -> tuple[str, ...]:
    """A claim's words as written, in lower case (asked of each claim in many pairs)."""
    return tuple(_SENTENCE_WORDS.findall(text.lower()))


def two_openings(a: Claim, b: Claim) -> str:
    """The two subjects, when the two claims are one sentence written twice, word for word after
    their first two words but for their values, which differ, and the first two words share one
    word, each side's in another place beside a word of its own ("Session cookies expire after 2
    weeks" / "Admin sessions expire after 8 hours"): a cookie of the session and a session of
    the admins, two things, each with its own value. "" otherwise."""
    words_a, words_b = _sentence_words(a.text), _sentence_words(b.text)
    if len(words_a) != len(words_b) or len(words_a) < 4 or words_a[:2] == words_b[:2]:
        return ""
    (x1, x2), (y1, y2) = words_a[:2], words_b[:2]
    if x1 != y2 and x2 != y1 and _stem(x1) != _stem(y2) and _stem(x2) != _stem(y1):
        return ""  # (asked first: most pairs share no opening word in the other place)
    if _now(a, b):
        return ""
    stems = [_stem(w) for w in (x1, x2, y1, y2)]
    if not (stems[0] == stems[3] and stems[1] != stems[2] or stems[1] == stems[2]
            and stems[0] != stems[3]) or not all(w.isalpha() for w in (x1, x2, y1, y2)):
        return ""  # (one word shared, in the other place on each side)
    own = (x2, y1) if stems[0] == stems[3] else (x1, y2)
    if any(w in _FUNCTION_WORDS or weight(w) < SCOPE_WORD for w in own) or _matched(
            _stem(own[0]), b.bag()) or _matched(_stem(own[1]), a.bag()):
        return ""
    swapped = False
    for x, y in zip(words_a[2:], words_b[2:], strict=True):
        if x == y:
            continue
        if not _value_for_value(x, y, ""):
            return ""
        swapped = True
    return f"{x1} {x2} / {y1} {y2}" if swapped else ""


def _value_for_value(x: str, y: str, word: str) -> bool:
    """Whether two words in one place are two values ("30" / "6", "minutes" / "hours"), or a
    name and the same name with the word one sentence has more as a part of it
    ("galaxy.lab.internal" / "galaxy-test.lab.internal" beside "the Galaxy test instance")."""
    if all(any(c.isdigit() for c in w) or w in _UNITS for w in (x, y)):
        return True
    return any(x in (y.replace(f"{sep}{word}{sep}", sep, 1), y.replace(f"{sep}{word}", "", 1),
                     y.replace(f"{word}{sep}", "", 1)) for sep in "-_.")


def parallel_names(a: Claim, b: Claim) -> str:
    """The words of each side's own where two claims of one shape differ in two places, and
    nowhere else: a subject and its tool, each put for the other's ("Encrypt the 2160p ladder
    with cbcs" / "Encrypt the SD ladder with cenc", "The kernel exposes its API to Python
    through nanobind" / "... to the viewer through Emscripten", "Wire stories are stored as
    NewsML" / "Wire photos are stored as IPTC-tagged JPEGs"): two things, each with its own
    tool, not two tools for one job. At least two words lined up between and around the two
    places; the first place holds a word that is not light, or a value, on one side at least
    (not a verb said another way). "" when not."""
    apart = [op for op in opcodes(a.seq, b.seq) if op[0] != "equal"]
    if len(apart) != 2 or any(tag != "replace" or i2 - i1 > 3 or j2 - j1 > 3
                              for tag, i1, i2, j1, j2 in apart):
        return ""
    (_, i1, i2, j1, j2), (_, k1, _, _, _) = apart
    if k1 == i2 or len(a.seq) - sum(op[2] - op[1] for op in apart) < 2:
        return ""  # (two places side by side are one; one word in common says no shape)
    left, right = a.seq[i1:i2], b.seq[j1:j2]
    light = _light()
    if all(t in light for t in left) and all(t in light for t in right):
        return ""
    if any("=" not in t and _matched(t, b.bag()) for t in left) or any(
            "=" not in t and _matched(t, a.bag()) for t in right):
        return ""  # a word the other says elsewhere: moved, not put for another
    return f"{' '.join(left)} / {' '.join(right)}"


def scope_of_one(a: Claim, b: Claim) -> str:
    """The scope, when one claim says where or for what its value holds with a word of its
    own after "in", "on", "for", "at" or "from", written before that value, and the other
    says everything else the first does with no scope of its own ("The default irrigation
    cycle is 20 minutes" / "The default irrigation cycle for greenhouse zones is 8 minutes",
    "Our PyPI mirror is at ..." / "Our PyPI mirror for the air-gapped lab is at ..."): a
    rule and its exception, each with its own value; both hold, so no conflict. "" when the
    scope comes after the value (then it tells where the one value shows or why: "fires at
    90% in the farmer app", "rendered at 2 m for speed"), when one side says its value is
    new, between a yes and a no, or when the plain side says words the scoped one does not
    (it says more than the rule the other makes an exception to)."""
    if a.negative != b.negative or _now(a, b):
        return ""
    own_a = _own_scopes(a, b)
    own_b = _own_scopes(b, a)
    if bool(own_a) == bool(own_b):
        return ""
    scoped, plain, own = (a, b, own_a) if own_a else (b, a, own_b)
    words = _tokens(scoped.text)
    scope_at = next((k for k, w in enumerate(words) if _stem(w) == own[0]), len(words))
    if _WHOLE.intersection(words[:scope_at + 1]):
        return ""  # said of all of them ("All valve controllers in the fleet run 3.5"): no
        # exception, the same thing with another value ("every 5 minutes" after it is a value)
    if not _scope_put_in(plain, scoped, own[0]):
        return ""
    first_value = next((k for k, t in enumerate(scoped.seq) if "=" in t
                        and tuple(t.split("=", 1)) not in plain.values), -1)
    if first_value < 0 or scoped.seq.index(own[0]) > first_value:
        return ""
    return f"{own[0]} / -" if scoped is a else f"- / {own[0]}"


def scopes_apart(a: Claim, b: Claim) -> str:
    """The two scopes, when each claim says where or for what it holds with a word of its own
    after "in", "on", "for" or "at" ("Bazel's default compilation mode for local builds is
    fastbuild" / "The default compilation mode for CI builds is opt"): two places, each with
    its own choice; both hold. "" when either has none, or one side says its choice is new."""
    if _now(a, b):
        return ""
    own_a = [t for t in _own_scopes(a, b) if t not in a.choice]
    own_b = [t for t in _own_scopes(b, a) if t not in b.choice]
    return f"{own_a[0]} / {own_b[0]}" if own_a and own_b else ""


def _scope_put_in(plain: Claim, scoped: Claim, scope: str) -> bool:
    """Whether the scoped claim is the plain one, word for word, with the words of its scope
    put in at one place (its values aside): one sentence written twice, once for one part of
    what it speaks of. Not when the scope's word is the key of the value right after it
    ("listens on port 6543": the port is what the value is, not another thing)."""
    words_plain = tuple(t for t in plain.seq if "=" not in t)
    words_scoped = tuple(t for t in scoped.seq if "=" not in t)
    if len(words_plain) < 2:
        return False  # (a label with a value, "orders.v2 retention: 168h": no sentence)
    apart = [op for op in opcodes(words_plain, words_scoped) if op[0] != "equal"]
    if len(apart) != 1 or apart[0][0] != "insert" or scope not in words_scoped[
            apart[0][3]:apart[0][4]]:
        return False
    stems = [_stem(w) for w in _tokens(scoped.text)]
    at = stems.index(scope) if scope in stems else -1
    return 0 <= at and (at + 1 == len(stems) or not any(c.isdigit() for c in stems[at + 1]))


# Words that say a claim holds for the whole of what it names.
_WHOLE = frozenset({"all", "every", "each", "any", "everywhere"})


def inserted_scope(a: Claim, b: Claim) -> str:
    """The scope, when one claim is the other word for word but for words put in after the
    subject's first word and before its value, as a phrase that picks some of the things out
    ("PRs need one approval" / "PRs touching infra/ need two approvals", "... PRs with
    migrations ..."; session 29): a rule and its exception, each with its own value, as
    `scope_of_one` reads one told after "in", "for" or "on". "" when the words put in say all
    of them, that the value is new, or name no thing (a light word, no path)."""
    if a.negative != b.negative or _now(a, b):
        return ""
    words_a = tuple(t for t in a.seq if "=" not in t)
    words_b = tuple(t for t in b.seq if "=" not in t)
    apart = [op for op in opcodes(words_a, words_b) if op[0] != "equal"]
    if len(apart) != 1 or apart[0][0] not in ("insert", "delete") or apart[0][1] != 1:
        return ""  # (one run of words put in right after the subject's first word)
    tag, i1, i2, j1, j2 = apart[0]
    scoped, put = (b, words_b[j1:j2]) if tag == "insert" else (a, words_a[i1:i2])
    plain = a if scoped is b else b
    if not _PICKED_OUT.match(scoped.text) or _WHOLE.intersection(_tokens(scoped.text)) or (
            _CHANGE_WORDS.intersection(put)):
        return ""
    at = scoped.seq.index(put[0])
    values = [n for n, t in enumerate(scoped.seq) if "=" in t
              and tuple(t.split("=", 1)) not in plain.values]
    if not values or values[-1] < at + len(put):
        return ""  # (the scope must come before the value it changes)
    named = any(scoped.bag().get(t, 0.0) >= NAMING for t in put) or any(
        t.startswith("path=") for t in scoped.seq[at:values[-1]])
    return f"{put[0]} / -" if named and scoped is a else f"- / {put[0]}" if named else ""


# A subject of one word (after an article) and a phrase that picks some of its things out:
# "PRs touching infra/", "PRs that touch ...", "PRs with migrations", "Requests to the search
# service".
_PICKED_OUT = re.compile(r"^\W*(?:(?:the|our|all)\s+)?[\w`.-]+\s+(?:[a-z]+ing|that|which|who|"
                         r"with|without|to|from|of)\s", re.IGNORECASE)
# Words that tell a value is the new one, not the value of a part ("The new cache TTL is 30 s").
_CHANGE_WORDS = frozenset(_stem(w) for w in "new current latest updated".split())


# The few words after which the next word is no subject's ("Don't use `print`": what is not
# done; "We format ...": who does it).
_NOT_SUBJECT = frozenset({"we", "i", "you", "they", "please"})


def one_word_apart(a: Claim, b: Claim) -> str:
    """The two words, when two claims are one sentence written twice, word for word but for
    one word (or two in a row) of each side, as many or not, in the words the claim opens
    with, before a word both share that goes on with the sentence ("The docs site is ..." /
    "The blog is ...", "Soil moisture readings are buffered ..." /
    "Soil temperature readings are buffered ...", "Minor releases need sign-off from product"
    / "Major releases need ...", "Export the spray records as CSV" / "Export the fertiliser
    records as CSV"): the same said of two things, both true, never one piece of knowledge.
    Only in the opening (the first three words, articles left out), where a sentence names
    what it is about; further in, one word put for another is the slot two claims disagree
    on ("runs on the night tariff" / "... on the day tariff") or a verb said another way
    ("are read from" / "are fetched from"). Not when the two words are one word said two
    ways (a stem, a synonym of the word tables), an opposite, a word one side says no to, a
    value, or a verb (followed by an article: "Create a release branch" / "Make a release
    branch"); "" then. Words right after an article, after the verb a rule opens with, name
    what it is done to, whatever follows them ("Lock the business day once the night audit
    finishes" / "Lock the POS outlets once ...")."""
    if a.negative != b.negative:
        return ""
    own_a, own_b = set(a.seq) - set(b.seq), set(b.seq) - set(a.seq)
    if not (0 < len(own_a) <= 2 and 0 < len(own_b) <= 2) or any("=" in t for t in own_a | own_b):
        return ""  # (asked first, as most pairs differ in more: the words as written cost more)
    tokens_a, tokens_b = _clause_tokens(a.text), _clause_tokens(b.text)
    at_a = [k for k, w in enumerate(tokens_a) if w not in _ARTICLES]
    at_b = [k for k, w in enumerate(tokens_b) if w not in _ARTICLES]
    words_a = [tokens_a[k] for k in at_a]
    words_b = [tokens_b[k] for k in at_b]
    if len(words_a) < 4 or len(words_b) < 4 or abs(len(words_a) - len(words_b)) > 1:
        return ""
    apart = [op for op in opcodes(_agreed(words_a), _agreed(words_b)) if op[0] != "equal"]
    if len(apart) != 1 or apart[0][0] != "replace":
        return ""
    _, i1, i2, j1, j2 = apart[0]
    if i1 != j1 or i2 - i1 > 2 or j2 - j1 > 2 or i2 >= len(words_a) or sum(
            w not in _FUNCTION_WORDS for w in words_a[:i1]) > 1:
        return ""  # (one or two words on each side, in the same place, in the opening)
    left, right = words_a[i1:i2], words_b[j1:j2]
    after = tokens_a[at_a[i2 - 1] + 1]  # (as written: an article after the words says a verb)
    negators = lexicon().negators
    objects = i1 > 0 and _after_article(tokens_a, at_a[i1]) and _after_article(tokens_b, at_b[j1])
    if (after in _FUNCTION_WORDS and after not in _PREDICATE and not objects
            or (after,) in negators):
        return ""  # (a verb before its object, a word before a preposition or a no)
    if any(w in _NOT_SUBJECT or (w,) in negators for w in (*words_a[:i1], *left, *right)):
        return ""
    if i1 > 0 and after not in _PREDICATE and not objects and any(
            w.endswith(("s", "ed")) for w in (left[-1], right[-1])):
        return ""  # a verb said of the word before it ("Priya prefers small PRs" / "Priya
        # likes small PRs"), not a word naming which thing ("Gateway uplinks are logged")
    if not all(_WORD.fullmatch(w) for w in (*left, *right)) or not any(
            w not in _FUNCTION_WORDS and weight(w) >= SCOPE_WORD for w in (*left, *right)) or (
            all(w in _FUNCTION_WORDS for w in left) or all(w in _FUNCTION_WORDS for w in right)):
        return ""
    bag_a, bag_b = a.bag(), b.bag()
    if not any(t not in bag_b and not _matched(t, bag_b) for t in a.terms) or not any(
            t not in bag_a and not _matched(t, bag_a) for t in b.terms):
        return ""  # the claims read as the same terms: one word said two ways ("Drop" /
        # "Remove"), or a word the judge reads as light on one side only ("Allow" / "Block")
    stems_a, stems_b = {_stem(w) for w in left}, {_stem(w) for w in right}
    if stems_a & stems_b or any(_matched(s, b.bag()) for s in stems_a) or any(
            _matched(s, a.bag()) for s in stems_b):
        return ""  # one word said two ways
    if (stems_a | stems_b) & (a.negated | b.negated | a.opposed | b.opposed):
        return ""  # an opposite, or what one side says no to
    return f"{' '.join(left)} / {' '.join(right)}".replace("^", "")


_WORD = re.compile(r"\^?[a-z]+(?:-[a-z]+)*")  # (^: a code written in capitals, "POS")

# A verb said in the plural and in the singular is one word: "Dark mode is the default ..." /
# "Compact tables are the default ...", two things and the same rest.
_NUMBER_AGREED = {"are": "is", "were": "was", "have": "has"}


def _agreed(words: list[str]) -> tuple[str, ...]:
    """The words, each verb of the plural put in the singular (`_NUMBER_AGREED`)."""
    return tuple(_NUMBER_AGREED.get(w, w) for w in words)


@word_tables_cache
@lru_cache(maxsize=1 << 14)
def _clause_tokens(text: str) -> tuple[str, ...]:
    """`_tokens` of a claim's text, read once: `one_word_apart` is asked of every pair of
    claims of two entries, and a claim of 2,000 characters took 10 ms to read again each time
    (two hostile entries of a hundred such claims: 20,000 readings)."""
    return tuple(_tokens(text))


def _after_article(tokens: Sequence[str], k: int) -> bool:
    """Whether the word at `k` comes right after an article ("Lock the POS outlets ..."): it
    then names a thing, the object of the verb before it, not a verb of its own."""
    return k > 0 and tokens[k - 1] in ("the", "a", "an")


def complement_kinds(a: Claim, b: Claim) -> str:
    """The two words, when one claim names a kind with "non-" and the other the kind it is
    the rest of, each right before the same noun ("Non-GPS tractors log ..." / "GPS tractors
    log ...", "Retry non-idempotent requests" / "Retry idempotent requests"): the two speak
    of two sets of things that do not overlap, so they neither say the same nor contradict
    each other, whatever each says of its own set. Not a "non-" said of the thing itself
    ("Clippy warnings are non-blocking" / "Clippy warnings block the merge": a polarity, and
    no noun after it on both sides)."""
    for x, y in ((a, b), (b, a)):
        for k, term in enumerate(x.seq[:-1]):
            if not term.startswith("non-") or len(term) < 6:
                continue
            bases = {term[4:], _stem(term[4:])}
            for m, other in enumerate(y.seq[:-1]):
                if other in bases and y.seq[m + 1] == x.seq[k + 1] and "=" not in other and (
                        term not in y.seq and not bases & set(x.seq)):
                    return f"{term} / {other}" if x is a else f"{other} / {term}"
    return ""


def inside_and_outside(a: Claim, b: Claim) -> str:
    """"in X / outside X", when one claim says where it holds with "outside" or "away from"
    and the other says "in", "at", "inside", "within" or "on" the same place ("Minimum rest
    at home base is 12 hours" / "Away from home base, minimum rest is 10 hours", "... in the
    EU" / "Outside the EU, ..."): each said of its own side of one line, so two values there
    both hold (the callers ask it only where a value differs; session 49). "" otherwise."""
    for x, y in ((a, b), (b, a)):
        inside_x, outside_x = _places(x.text)
        if not outside_x:
            continue
        shared = sorted(outside_x & _places(y.text)[0])
        if shared and shared[0] not in inside_x:
            return f"in {shared[0]} / outside {shared[0]}"
    return ""


@lru_cache(maxsize=1 << 16)  # (asked of claim pairs in the bounds too: one reading a text)
def _places(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """The places a text says it holds in, and those it says it holds outside of, each by the
    first word after its preposition (no function word)."""
    lower = text.lower()
    outside = frozenset(m.group(1) for m in _PLACE_OUTSIDE.finditer(lower)) if (
        "outside" in lower or "away from" in lower) else frozenset()
    inside = frozenset(m.group(1) for m in _PLACE_IN.finditer(lower))
    return inside - _NOT_A_PLACE, outside - _NOT_A_PLACE


# Where a claim holds, and where it does not: the first word of the place after each.
_PLACE_AFTER = r"\s+(?:the\s+|a\s+|an\s+|our\s+|their\s+)?([\w-]+)"
_PLACE_IN = re.compile(r"\b(?:in|at|inside|within|on|during)" + _PLACE_AFTER)
_PLACE_OUTSIDE = re.compile(r"\b(?:outside(?:\s+of)?|away\s+from)" + _PLACE_AFTER)
_NOT_A_PLACE = _FUNCTION_WORDS | _ARTICLES
