"""The merge guard: two entries the judge would call duplicates are merged only when every
difference between their aligned claims is a restatement (see memstore.core.judge).

The share of words two claims have in common can be high while the one word that differs
decides what they say: "Screenshots are allowed / blocked on the payment screen", "CI builds
are signed / unsigned", "more / less than 5 sessions", "increase / decrease the frequency". The
guard lines up the words of each claim with its closest counterpart on the other side and
reads what is left over on each side:

- an *affix-negated form* of a word on the other side ("unsigned" / "signed", "insecure" /
  "secure", "untracked" / "tracked", "non-blocking" / "blocking"): a conflict;
- words at the two ends of one *scale* ("more" / "less", "above" / "below", "increase" /
  "decrease", "minimum" / "maximum", "first" / "last", "before" / "after", "earlier" /
  "later"): a conflict;
- the two words of one pair of the reviewed opposites (memstore/data/lexicon.yaml) in one
  place, one on each side ("enabled for release and disabled for debug" / "disabled for
  release and enabled for debug", "on for all requests" / "off for requests to the mock"),
  unless a negator undoes it ("not enabled" / "disabled"): a conflict;
- one rule said of every one of a kind ("The linter runs on every PR") against the same said
  of only some of it ("... only on release PRs"): a conflict;
- a permission given to anyone ("Anyone can approve changes under infra/") against the same
  act said of someone in particular ("Code owners must approve changes to infra/"): a
  conflict where the other side restricts who does it ("only", "must", "needs", "done by"),
  uncertain where it only names who may;
- where the two claims differ in one place only, and that place is a negator one side puts
  in ("The v1 API is deprecated" / "The v1 API is not deprecated"): a conflict;
- where the two claims differ in one place only, one word against one: a *polarity word* of
  the opposites or a *negator* against a word that is neither ("allowed" / "blocked"), two
  compounds that differ in their particle ("opt-in" / "opt-out"), or a *name* against
  another name ("HTTPS" / "HTTP"): not a restatement, so not merged silently; the pair is
  uncertain ("maybe conflicting") for a person or the agent to decide.

The affix is looked for between any two claims that share a good part of their words (the
"unsigned" claim may not be the closest counterpart of the "signed" one when the other side
adds a clause); the rest between aligned claims only. What one side only adds (a detail, a
reason, a word of emphasis such as "always") is not a difference in what is said: the merge
keeps every fact. Where the claims are worded differently in more than one place, one word
against another is not read as an opposite (a restatement moves words around).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import NamedTuple

from memstore.core.judge.align import opcodes
from memstore.core.judge.claims import Claim, _matched, _on_off
from memstore.core.judge.compare import NAME, RELATED, Relation, affix_bases
from memstore.core.judge.entries import _Unit
from memstore.core.judge.lexicon import _stem, lexicon, opposite_forms, word_tables_cache
from memstore.core.judge.text import _ARTICLES, _DIGIT, _FUNCTION_WORDS, _tokens
from memstore.core.judge.who import _ONLY, _ONLY_WORD, anyone_against_someone

# The two ends of each scale a word can sit at. Closed-class words of English (comparison,
# direction, position in a sequence): a word at one end against a word at the other end says
# the opposite; two words at one end ("decrease" / "reduce", "minimum" / "at least") say it
# twice.
_SCALES: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "number": (frozenset("more greater higher above over exceed exceeds larger bigger longer"
                         .split()),
               frozenset("less fewer lower below under smaller shorter".split())),
    "direction": (frozenset(["up"]), frozenset(["down"])),
    "amount": (frozenset("increase increases increased increasing raise raised".split()),
               frozenset("decrease decreases decreased decreasing reduce reduced reduces "
                         "lower lowered".split())),
    "bound": (frozenset("minimum min least".split()), frozenset("maximum max most".split())),
    "order": (frozenset("before first earlier prior".split()),
              frozenset("after last later afterwards once".split())),
    # (which way a thing is used: "Cache invalidation happens on write" / "... on read"; only
    # where the two claims are lined up word for word, never as opposites in the tables,
    # where "read replica" / "write primary" name two things)
    # (all of a thing against a part of it: "Always run the full test suite before merging" /
    # "Running only the affected tests before merge is fine", session 32)
    "extent": (frozenset("full entire whole complete".split()),
               frozenset("partial affected subset".split())),
    # ("read-only" against "write" too: "Interns get write access to prod" / "Interns have
    # read-only access to production", session 32)
    "access": (frozenset("read reads reading read-only readonly".split()),
               frozenset("write writes writing read-write writable".split())),
}


class Held(NamedTuple):
    """Why a merge is held back: "conflict" or "maybe_conflict", the reason ("negation",
    "order", "number", "name", ...), the two claims, and the words that differ."""

    kind: str
    reason: str
    a: Claim
    b: Claim
    why: str


def held_back(pairs: Sequence[tuple[_Unit, _Unit, Claim, Claim, Relation]]) -> Held | None:
    """A difference between two claims of the two entries that is not a restatement (a
    conflict before an uncertain one), or None.

    A word and its affix-negated form are looked for between any two claims that share a
    good part of their words; everything else only between aligned claims: those the judge
    found the same or one within the other, and each claim with its closest counterpart."""
    best_a: dict[int, float] = {}
    best_b: dict[int, float] = {}
    for _, _, ca, cb, r in pairs:
        best_a[id(ca)] = max(best_a.get(id(ca), 0.0), r.score)
        best_b[id(cb)] = max(best_b.get(id(cb), 0.0), r.score)
    found: list[tuple[bool, float, str, str, Held]] = []
    if {p[2].text for p in pairs} == {p[3].text for p in pairs}:
        return None  # both say the same claims word for word: nothing differs
    for _, _, ca, cb, r in pairs:
        if r.kind in ("conflict", "unrelated") or r.score < NEAR:
            continue
        aligned = r.score >= ALIGNED and (r.kind in ("same", "contains", "within") or (
            r.score >= best_a[id(ca)] and r.score >= best_b[id(cb)]))
        held = _difference(ca, cb, aligned)  # (the affix: whether aligned or not)
        if held is not None:
            x, y = sorted((ca.text, cb.text))
            found.append((held.kind == "conflict", r.score, x, y, held))
    # A conflict first, then the closest pair, then by the two texts sorted: the same pair
    # whichever entry is given first (docs/consolidation.md, "The judge is symmetric").
    return max(found, key=lambda f: f[:4])[-1] if found else None


# Two claims are lined up when this share of their weight is common to both; an affix-negated
# word counts from a smaller share on (memstore.core.judge.compare.RELATED).
ALIGNED = 0.5
NEAR = RELATED


def _difference(a: Claim, b: Claim, aligned: bool) -> Held | None:
    """What two claims differ in, when it is not a restatement (see the module docstring)."""
    words_a, words_b = _words(a.text), _words(b.text)
    if words_a == words_b:
        return None
    only_a = [w for w in words_a if w not in words_b]
    only_b = [w for w in words_b if w not in words_a]
    affixed = _affix(only_a, words_b, words_a) or _affix(only_b, words_a, words_b)
    if affixed and not _negated_apart(only_a, only_b):
        return Held("conflict", "negation", a, b, affixed)
    scoped = _either_way(_only_against_every, a, b, "scope") or _either_way(
        anyone_against_someone, a, b, "who may")
    if scoped:
        return scoped
    if not aligned:
        return None
    restricted = _only_some(a, b)
    if restricted:
        return Held("conflict", restricted[0], a, b, restricted[1])
    restricted = _only_some(b, a)
    if restricted:  # (the words of a first, as every reason names them)
        words, _, kind = restricted[1].rpartition(" (")
        return Held("conflict", restricted[0], a, b,
                    f"{' / '.join(reversed(words.split(' / ')))} ({kind}")
    named = _only_named(words_a, words_b) or _only_named(words_b, words_a, flip=True)
    if named:
        return Held("conflict", "name", a, b, named)
    places = _opcodes(words_a, words_b)
    for left, right in places:
        flipped = _flipped(left, right, (*only_a, *only_b))
        if flipped and not _both_told(flipped, words_a, words_b):
            return Held("conflict", "negation", a, b, flipped)
        ends = _scale(left, right, cross=not (a.negative or b.negative))
        if ends and ends[0] == "order" and _crossed(words_a, words_b):
            ends = None  # "A before B" / "B only after A": the two things said the other way
            # round, so "before" against "after" says the same order
        if ends:  # (a verdict's reasons: "order", "name" for which way a thing is used,
            # "negation" for all of a thing against a part, or "number" for the scales of
            # amount)
            reason = {"order": "order", "access": "name", "extent": "negation"}.get(
                ends[0], "number")
            return Held("conflict", reason, a, b, f"{ends[1]} ({ends[0]})")
        x, y = _core(left), _core(right)
        if len(x) == len(y) == 1 and _particle(x[0], y[0]):
            return Held("maybe_conflict", "negation", a, b, f"{x[0]} / {y[0]}")
    differs = [(x, y) for x, y in places if _content(x) or _content(y) or _core(x) or _core(y)]
    if len(differs) == 1:
        inserted = _inserted_negation(*differs[0])
        if inserted:
            return Held("conflict", "negation", a, b, inserted)
        return _swapped(a, b, *differs[0])
    return None


# What a one-sided reading finds of two claims: the verdict's kind, the first claim's words,
# the second's.
_Sided = Callable[[Claim, Claim], "tuple[str, str, str] | None"]


def _either_way(read: _Sided, a: Claim, b: Claim, label: str) -> Held | None:
    """What `read` finds of `a` against `b`, or else of `b` against `a`, held back with the
    words of a first (as every reason names them)."""
    found = read(a, b)
    if found:
        return Held(found[0], "negation", a, b, f"{found[1]} / {found[2]} ({label})")
    found = read(b, a)
    if found:
        return Held(found[0], "negation", a, b, f"{found[2]} / {found[1]} ({label})")
    return None


# Words that say a claim holds of every one of a kind ("every PR", "all services"); not
# "always", which says how often, and against "only via X" says one way of doing it twice.
_EVERY = frozenset({"everi", "every", "all", "each", "any"})
# ("only" as a word of its own, not in "read-only", is who._ONLY_WORD; `_only_some` still reads
# the older `_ONLY`, which takes "read-only" too: no dev or val verdict tells them apart.)


def _only_against_every(restricted: Claim, whole: Claim) -> tuple[str, str, str] | None:
    """A conflict and the words of each side, when one claim says "only" of a kind narrowed by
    words of its own and the other says the same of every one of that kind: "The linter runs
    only on release PRs" / "The linter runs on every PR", "Only the API logs to Loki" / "All
    services log to Loki".
    Everything the whole claim says but its "every" is said by the restricted one, which says
    something of its own and no "every" (the two scopes of one rule, which cannot both hold):
    a conflict; None otherwise ("The linter only runs on PRs" adds nothing of its own)."""
    if not _ONLY_WORD.search(restricted.text) or _ONLY_WORD.search(whole.text):
        return None
    if restricted.negative != whole.negative or not any(t in _EVERY for t in whole.terms) or any(
            t in _EVERY for t in restricted.terms):
        return None
    said = [t for t in whole.terms if t not in _EVERY]
    bag = restricted.bag()
    if not said or not all(_matched(t, bag) for t in said):
        return None
    theirs = whole.bag()
    own = [t for t in restricted.terms if "=" not in t and not _matched(t, theirs)]
    if not own:
        return None
    every = next((w for w in _tokens(whole.text) if w in _EVERY), "every")
    return "conflict", f"only {' '.join(own)}", every


def _only_some(a: Claim, b: Claim) -> tuple[str, str] | None:
    """A claim that says "only" of its values where the other lists those and more, side by
    side in one place ("accept TLS 1.3 only" / "accept TLS 1.2 and 1.3"; "Only port 443 is
    open" / "Ports 80 and 443 are open"): the kind of value and the values, or None. A value
    the other writes elsewhere in its sentence ("Python 3.12 and uv 0.4") is another thing's."""
    if not a.values or not _ONLY.search(a.text) or _ONLY.search(b.text):
        return None
    if not a.values < b.values:
        return None
    seq = b.seq
    for n, item in enumerate(seq):
        kind, _, value = item.partition("=")
        if not value or (kind, value) in a.values:
            continue
        near = seq[max(0, n - 1):n] + seq[n + 1:n + 2]
        if any(x.partition("=")[0] == kind and (x.partition("=")[0], x.partition("=")[2])
               in a.values for x in near):
            mine = ", ".join(sorted(v for _, v in a.values))
            theirs = ", ".join(sorted(v for _, v in b.values))
            return kind, f"only {mine} / {theirs} ({kind})"
    return None


def _only_named(mine: tuple[str, ...], theirs: tuple[str, ...], flip: bool = False) -> str:
    """A claim that says "only" of what it names where the other names that and one more thing
    of its own, joined by "and" or "or" ("Only admins can delete projects" / "Admins and
    project owners can delete projects", "Deploys happen only on Tuesdays" / "... on Tuesdays
    and Thursdays"): the words of each (the first claim's first), or "". The words are the
    guard's (`_words`); what "only" names is the word right before it or the two after it."""
    if "onli" not in mine or "onli" in theirs:
        return ""
    at = mine.index("onli")
    if "and" in mine[at:] or "or" in mine[at:]:
        return ""  # "only sends the request and returns its result": the only is said of a
        # list of its own
    named = {w for w in (*mine[at - 1:at], *mine[at + 1:at + 4]) if w not in _FUNCTION_WORDS
             and w != "onli"}
    # (and the words of a phrase the tables read whole, which the other may list apart: "runs
    # the unit tests only" / "runs unit and integration tests", session 33)
    named |= {_stem(p) for w in named if "_" in w for p in w.split("_")}
    for k, joint in enumerate(theirs):
        if joint not in ("and", "or") or k == 0:
            continue
        left, right = theirs[k - 1:k], [w for w in theirs[k + 1:k + 3]
                                         if w not in _FUNCTION_WORDS]
        own = [w for w in right if w not in mine]
        before = theirs[max(0, k - 3):k]
        found = [w for w in before if w in named]
        said: tuple[str, str] | None = None
        if left and left[0] in named and own and not _DIGIT.search(left[0] + own[0]):
            # (values are `_only_some`'s: "Python 3.12 only" / "Python 3.12 and uv 0.4")
            said = (f"only {left[0]}", f"{left[0]} {joint} {own[0]}")
        elif left and right and right[0] in named and left[0] not in mine and not _DIGIT.search(
                left[0] + right[0]):
            # (the named one said second: "The CLI only supports Linux" / "The CLI supports
            # macOS and Linux", session 29)
            said = (f"only {right[0]}", f"{left[0]} {joint} {right[0]}")
        elif found and right and right[0] not in mine and before[-1] not in mine and (
                not _DIGIT.search(found[-1] + right[0])):
            # (the named one first in a list of three: "The CLI only supports Linux" / "The
            # CLI supports Linux, macOS and Windows", session 29)
            said = (f"only {found[-1]}", f"{found[-1]}, {before[-1]} {joint} {right[0]}")
        if said:
            return " / ".join(reversed(said) if flip else said)
    return ""


# The units of a length of time, as `_words` stems them.
_LENGTHS = frozenset("second minut hour day night week month year".split())


# Words that spell a bound's end and are no bound: "mostly" (for the most part: "takes 12
# minutes, mostly the e2e tests"), and "min" after a number, a unit of time ("~12 min"), not
# a minimum (session 33: both read so, "about 12 minutes ..., mostly" / "take ~12 min ...
# most of that" was held back as a minimum against a maximum).
_NOT_BOUNDS = {("mostly",): "mostly", ("min",): "minut"}


@word_tables_cache
@lru_cache(maxsize=1 << 16)
def _words(text: str) -> tuple[str, ...]:
    """A clause's words as the guard compares them: lower case, the phrases the word tables
    know taken whole ("turned off", "load balancer", "no longer"), each read through the
    synonym table and stemmed, articles left out. A state is read as the claims read it
    (`claims._on_off`): "are blocked" is "are forbidden", so against "banned" (the same word
    of the synonyms table) it is no other word in the same place (fourteenth round, `verbs`)."""
    lex = lexicon()
    words = [t.lstrip("^\u2021") for t in _on_off(_tokens(text))]
    words = [w for w in words if w and w not in (",", ":") and w not in _ARTICLES]
    out: list[str] = []
    i = 0
    while i < len(words):
        phrase: tuple[str, ...] = (words[i],)
        for n in range(min(lex.longest, len(words) - i), 1, -1):
            candidate = tuple(words[i:i + n])
            if candidate in lex.synonyms or candidate in lex.negators or (
                    candidate in lex.opposites or candidate in lex.positives):
                phrase = candidate
                break
        i += len(phrase)
        if phrase in _NOT_BOUNDS and not (phrase == ("min",) and not (
                out and any(c.isdigit() for c in out[-1]))):
            out.append(_NOT_BOUNDS[phrase])  # (session 33)
            continue
        phrase = lex.synonyms.get(phrase, phrase)
        word = _stem(phrase[0]) if len(phrase) == 1 else "_".join(phrase)
        if word == "onc" and out and out[-1] == "at":
            out[-1] = "at_onc"  # "all at once": together, not "once" of an order
        elif word in ("befor", "after") and out and out[-1] in _LENGTHS:
            out.append(f"{word}_time")  # "kept for 28 days before they are deleted": a time
            # from an event, not which step is first (session 32)
        else:
            out.append(word)
    return tuple(out)


def _raw(word: str) -> set[str]:
    """A word and, when hyphenated, its parts ("code-signed": code, signed)."""
    return {word, *word.split("-")} if "-" in word.strip("-") else {word}


def _affix(mine: Sequence[str], theirs: Sequence[str], said: Sequence[str] = ()) -> str:
    """One of my words that is a word of theirs with a negating prefix ("unsign" / "sign"),
    unless my claim says that word too: "lock the account after 5 failed logins and unlock it
    after 30 minutes" tells both acts, it does not say no to the lock."""
    for word in mine:
        for base in affix_bases(word):
            if _said(base, [w for w in said if w != word]):
                continue
            for other in theirs:
                if base in _raw(other) or _stem(base) in {_stem(p) for p in _raw(other)}:
                    return f"{word} / {other}"
    return ""


def _negated_apart(only_a: Sequence[str], only_b: Sequence[str]) -> bool:
    """Whether the words one side says and the other does not hold a negator an odd number of
    times: "Python 3.8 is not supported" / "... is unsupported" says no twice, once with "not"
    and once with the prefix, so the prefix negates nothing the other side does not.
    "Forbidden", as the synonyms read "not allowed", counts as a negator ("Unencrypted S3
    buckets are not allowed" / "Every S3 bucket must be encrypted", session 32; not in
    `_flipped`, where "are blocked", read so too, stands beside a "with no" already counted)."""
    negators = _negators()
    return sum(1 for w in (*only_a, *only_b)
               if _negator(w, negators) or w == _FORBIDDEN) % 2 == 1


_FORBIDDEN = "forbidden"
# The opposites that say a thing is left out ("without" / "with"): "forbidden" beside them
# forbids what lacks it, a no already counted.
_ABSENT = frozenset({"without", "with"})
# A word of taking out ("stripped", "removed", "redacted": one row of the synonym table) as
# `_words` reads it, and the "without" it says again in `_flipped`.
_REMOVED = "remov"
_WITHOUT = "without"


def _said(base: str, words: Sequence[str]) -> bool:
    """Whether a word (the base of an affix-negated form) is among a claim's own words."""
    stems = {_stem(base), base}
    return any(stems & {*_raw(w), *(_stem(p) for p in _raw(w))} for w in words)


@lru_cache(maxsize=1)
def _scale_ends() -> dict[str, tuple[str, int]]:
    return {_stem(w): (name, end) for name, ends in _SCALES.items()
            for end, words in enumerate(ends) for w in words}


def _scale(only_a: Sequence[str], only_b: Sequence[str],
           cross: bool = False) -> tuple[str, str] | None:
    """A word of one side and a word of the other at the two ends of one scale. A bound and
    a comparison meet on the scale of numbers: a maximum is the low end ("at most 500 rows",
    "no more than 500 rows" against "more than 500 rows"), a minimum the high end ("at
    least 3" says more, as "more than 3" does); only when asked (`cross`), for two claims
    neither of which says no: "No courier gets more than 2 orders" is the maximum of 2."""
    ends = _scale_ends()
    # (each word once, in order: the first pair found is the same, and a run of one word
    # repeated thousands of times on each side is not read as millions of pairs)
    seen_b = list(dict.fromkeys(only_b))
    for x in dict.fromkeys(only_a):
        for y in seen_b:
            ex, ey = ends.get(x), ends.get(y)
            if cross and ex and ey and {ex[0], ey[0]} == {"bound", "number"}:
                ex, ey = _as_number(ex), _as_number(ey)
            if ex and ey and ex[0] == ey[0] and ex[1] != ey[1]:
                return ex[0], f"{x} / {y}"
    return None


def _as_number(end: tuple[str, int]) -> tuple[str, int]:
    """A bound's end read on the scale of numbers: a minimum says more, a maximum less."""
    return ("number", end[1]) if end[0] == "bound" else end


def _crossed(words_a: Sequence[str], words_b: Sequence[str]) -> bool:
    """Whether the words both claims say come in another order on one side."""
    shared = set(words_a) & set(words_b)
    first_a = list(dict.fromkeys(w for w in words_a if w in shared))
    first_b = list(dict.fromkeys(w for w in words_b if w in shared))
    return first_a != first_b


def _opcodes(words_a: Sequence[str], words_b: Sequence[str]
             ) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """Every place the two sides differ (a replacement, or words on one side only)."""
    lined = opcodes(tuple(words_a), tuple(words_b))  # (the same whichever side comes first)
    return [(tuple(words_a[i1:i2]), tuple(words_b[j1:j2]))
            for tag, i1, i2, j1, j2 in lined if tag != "equal"]


@word_tables_cache
@lru_cache(maxsize=1)
def _polar() -> frozenset[str]:
    """The one-word polarity words of the reviewed opposites (both of each pair) and the
    negators, stemmed."""
    lex = lexicon()
    words = {p for pair in lex.opposites.items() for p in pair if len(p) == 1}
    words |= {p for p in lex.positives if len(p) == 1}
    words |= {p for p in lex.negators if len(p) == 1}
    return frozenset(_stem(w[0]) for w in words)


_LIGHT = frozenset(_stem(w) for w in _FUNCTION_WORDS)


def _core(words: Sequence[str]) -> tuple[str, ...]:
    """The words of a place that say something: content words and polarity words."""
    polar = _polar()
    return tuple(w for w in words if w in polar or (w not in _FUNCTION_WORDS and w not in _LIGHT))


def _content(words: Sequence[str]) -> list[str]:
    """The content words of a place (not function words)."""
    return [w for w in words if w not in _FUNCTION_WORDS and w not in _LIGHT]


def _swapped(a: Claim, b: Claim, left: tuple[str, ...], right: tuple[str, ...]) -> Held | None:
    """The one place where two claims differ, one word against one: a polarity word against
    a word that is not a negator as well ("allowed" / "blocked"), or a name against another
    name ("HTTPS" / "HTTP")."""
    left, right = _core(left), _core(right)
    if len(left) != 1 or len(right) != 1:
        return None
    x, y = left[0], right[0]
    if x == y:
        return None  # one word moved ("The importer was rebuilt" / "We rebuilt the
        # importer": "was" and "we" in two places around it), not one put for another
    if a.negative == b.negative and _says_no(x) and _says_no(y):
        return None  # one no said two ways ("must not push" / "are not allowed to push")
    polar = _polar()
    says = [w for w in (x, y) if w in polar and w not in _PREPOSITIONS]
    if says and not _same_role(x, y, a, b) and not _also_said(says, x, a, b):
        return Held("maybe_conflict", "negation", a, b, f"{x} / {y}")
    if x.isalpha() and y.isalpha() and _named(a, x) and _named(b, y):
        return Held("maybe_conflict", "name", a, b, f"{x} / {y}")
    return None


def _says_no(word: str) -> bool:
    """Whether a word of the guard's (`_words`) is a no: a negator, or the word the synonyms
    table reads "not allowed", "banned" and "prohibited" as."""
    return _negator(word, _negators()) or word == _FORBIDDEN


_FORBIDDEN = _stem("forbidden")


def _also_said(says: Sequence[str], x: str, a: Claim, b: Claim) -> bool:
    """Whether the one polarity word of a swap is the act the other side names as its means
    ("New deps go in with `uv add`" / "Add dependencies with `uv add`"): both say yes to that
    act, so the word in its place is no other polarity. (Two polarity words, "on" / "off",
    still are; and a word said of another thing, "Enable caching when debug mode is enabled" /
    "Bypass caching when ...", is no means.)"""
    if len(says) != 1:
        return False
    word = says[0]
    other = _words((b if word == x else a).text)
    return any(w == word and not _MEANS.isdisjoint(other[max(0, n - 2):n])
               for n, w in enumerate(other))


# The words before a command named as the means of an act ("with `uv add`", "via", "using",
# "by running"), as `_words` reads them.
_MEANS = frozenset("with via use through run".split())


def _same_role(x: str, y: str, a: Claim, b: Claim) -> bool:
    """Whether two words say one polarity the same way: two negators ("never" / "not"), or two
    words the opposites table holds as written ("on" / "enabled", "off" / "disabled"), both
    the positive or both the negative of their pairs. A word that is only another form of a
    table word ("blocked", from "blocking") is not read as one."""
    negators = _negators()
    if _negator(x, negators) and _negator(y, negators):
        return True
    if x not in _as_written(a.text) or y not in _as_written(b.text):
        return False
    negative = _opposite()
    return (x in negative or x in negators) == (y in negative or y in negators)


@word_tables_cache
@lru_cache(maxsize=1 << 16)
def _as_written(text: str) -> frozenset[str]:
    """The words of a clause (as `_words` gives them) that a table holds as written."""
    lex = lexicon()
    table = {*lex.opposites, *lex.positives, *lex.negators}
    written = [t.lstrip("^\u2021") for t in _tokens(text)]
    found = {_stem(w) for w in written if (w,) in table or lex.synonyms.get((w,)) in table}
    found |= {"_".join(p) for n in range(2, lex.longest + 1) for i in range(len(written) - n + 1)
              if (p := tuple(written[i:i + n])) in table}
    return frozenset(found)


# Polarity words that are also prepositions ("on the payment screen", "with R8"): they say
# the opposite only of their own partner ("on" / "off"), not of any other word.
_PREPOSITIONS = frozenset("on with".split())


def _particle(x: str, y: str) -> bool:
    """Two hyphenated words that differ only in a last part that is a function word
    ("opt-in" / "opt-out", "log-in" / "log-out")."""
    px, py = x.split("-"), y.split("-")
    return (len(px) == len(py) > 1 and px[:-1] == py[:-1] and px[-1] != py[-1]
            and px[-1] in _PARTICLES and py[-1] in _PARTICLES)


# The particles that end a phrasal verb or a compound ("opt-in", "log-out", "roll-back").
_PARTICLES = frozenset("in out on off up down over under back away through".split())


def _named(claim: Claim, term: str) -> bool:
    """Whether a term of a claim is a name: an identifier or code, a known tool, or a word
    as rare as a name (memstore.core.judge.compare.NAME)."""
    return (term in claim.names or term in lexicon().alternatives
            or claim.bag().get(term, 0.0) >= NAME)


@word_tables_cache
@lru_cache(maxsize=1)
def _negators() -> frozenset[str]:
    return frozenset(_stem(w[0]) if len(w) == 1 else "_".join(w) for w in lexicon().negators)


def _negator(word: str, negators: frozenset[str]) -> bool:
    """A negator of the word tables, or any word with the contraction "n't" ("haven't")."""
    return word in negators or word.endswith("n't")


def _inserted_negation(left: tuple[str, ...], right: tuple[str, ...]) -> str:
    """A negator one side puts between words both sides say, where the two claims differ in
    nothing else ("The v1 API is deprecated" / "The v1 API is not deprecated"): the one word
    that turns the sentence round."""
    if left and right:
        return ""
    # ("anymore" never says no alone: "is not open anymore" says the no of "not", session 41;
    # against "is closed", read "not open", it was held back as an inserted no)
    words = [w for w in _core(left or right) if w not in _NEVER_ALONE]
    negators = _negators()
    if words and len(words) % 2 and all(_negator(w, negators) for w in words):
        return f"{' '.join(words)} / (none)"
    return ""


_NEVER_ALONE = frozenset((_stem("anymore"), "any_more"))


def _both_told(flipped: str, words_a: Sequence[str], words_b: Sequence[str]) -> bool:
    """Whether one side says both words of the opposite the other puts one of in its place:
    an act and its opposite told together ("Scans are kept for 30 days before they are
    deleted" / "Scans are deleted after thirty days"), not the act said and unsaid."""
    x, _, y = flipped.partition(" / ")
    told_a = x in words_a and y in words_a and not _ORDER_WORDS.isdisjoint(words_a)
    told_b = x in words_b and y in words_b and not _ORDER_WORDS.isdisjoint(words_b)
    return told_a != told_b  # (both sides saying both is two places swapped: "enabled for
    # release and disabled for debug"; told in order, one after the other, it is one lifecycle)


_ORDER_WORDS = frozenset("befor before after then until onc once".split())  # (as `_words` stems
# them; "once" as "start once it is stopped", session 30)


def _flipped(left: tuple[str, ...], right: tuple[str, ...], own: Sequence[str]) -> str:
    """The two words of one pair of opposites ("on" / "off", "always" / "never", "enabled" /
    "disabled") in one place, one on each side, not undone by a negator in that place ("not
    enabled" / "disabled" say the same), nor by a negator on one side only elsewhere ("HTTP/2
    is disabled" / "doesn't have HTTP/2 enabled")."""
    opposite = _opposite()
    negators = _negators()
    crossing = sorted({(x, y) for x in set(left) for y in set(right)
                       if y in opposite.get(x, ())})
    if not crossing:
        return ""
    partners = {w for pair in crossing for w in pair}
    said = sum(1 for w in {*left, *right, *own} if _negator(w, negators) and w not in partners)
    if _FORBIDDEN in {*left, *right, *own} and not said and not partners & _ABSENT:
        said += 1  # "Storing passwords unencrypted is not allowed" / "Passwords must be stored
        # encrypted": a no to the negated end is the other end required (session 59; not
        # beside a "with no" or "without", which "are blocked" stands beside already)
    if _WITHOUT in partners and _REMOVED in {*left, *right, *own}:
        said += 1  # "the APN with the dashes stripped" / "the APN without dashes"
    if (len(crossing) + said) % 2:
        x, y = crossing[0]
        # (a word and its affixed form, "unencrypt / encrypt", named as `_affix` names them,
        # the same from either side)
        return f"{y} / {x}" if y.endswith(x) else f"{x} / {y}"
    return ""


@word_tables_cache
@lru_cache(maxsize=1)
def _opposite() -> dict[str, frozenset[str]]:
    """Each word of the reviewed opposites, as `_words` reads it (through the synonym table,
    stemmed; a phrase joined), with every word it is the opposite of: "remove" with "keep"
    (read "store") and "add"."""
    return opposite_forms()
