"""A restatement the share of words alone leaves uncertain: "Mail on staging is caught by
Mailpit" / "On staging all outgoing emails end up in Mailpit" (see memstore.core.judge).

Two wordings of one piece of knowledge share its rare words (the tool, the identifier, the
subject) and its values; what differs between them is the common words around those: the verb
("is caught by" / "end up in"), the voice, a nominalisation. So a pair whose share of common
ground falls short of a duplicate's, but over a "maybe", is a restatement when:

- every rare term of the entry that says less (Zipf frequency 4.5 or rarer: a name, a tool, a
  technical word; at least two of them, or one and a value: "Django 5.0") and every one of its
  values is found in the other (a version also written longer, "5.0" / "5.0.x"; words the other
  says as their abbreviation, "Derived Data Cache" / "DDC"; a state word, "enabled", whose yes
  or no the other says with its own verb; a label's words after its first, "Compose config:
  docker/compose.yml", over a value that names something), and each of its code spans (a
  command, a name in code) is said whole in the other;
- the word the smaller entry opens with, unless a light verb ("use", "run"), is in the other
  (its subject, or a step's verb: "Update JSON files" is not "Create JSON files"), or the
  other opens with the word after it ("Feature flags are ..." / "flags live in ...");
- no claim of the smaller entry ends on two words of its own while the other names a rare
  thing it does not ("... sends the welcome emails" / "The adverse action notices are sent
  by ...");
- neither tells of what happened once (an event's outcome is told in common words: "failed" /
  "went through fine"; and a rule is not restated by a report of what happened);
- each claim says no, or yes, as its closest counterpart does;
- no term is said with a no on one side and without one on the other;
- no two words are weighed one against the other in one order on one side and in the other
  order on the other ("RSpec over Minitest" / "Minitest over RSpec", "A before B" / "B
  before A").

The verdict has ruled out a conflict, a difference in one slot, a look-alike and a changed
default before this is asked.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from memstore.core.judge.claims import Bag, Claim, _matched, claims
from memstore.core.judge.entries import _bag, _Unit
from memstore.core.judge.lexicon import (
    _stem,
    form,
    lexicon,
    one_series,
    opposite_forms,
    word_tables_cache,
)
from memstore.core.judge.lookalikes import _substitutions, one_word_apart
from memstore.core.judge.text import _IDENT, _plain, lacks_only, weight
from memstore.core.judge.values import _EVERY, _compatible
from memstore.core.stemming import snowball

# A term this heavy (8 minus its Zipf frequency: 4.5 or rarer) carries what an entry is about;
# lighter words ("run", "file", "keep") are the wording around it.
RARE = 3.5
_SPAN = re.compile(r"`([^`]+)`")
# The word an entry opens with is what it is about when it weighs this much ("update",
# "sessions"); a light verb ("use", "run", "keep") is wording.
OPENING = 3.0


def rare_words_said(smaller: Sequence[_Unit], larger: Sequence[_Unit]) -> bool:
    """The first test of `restated`, and the cheapest: every rare term (at least two: one rare
    word in common is one shared name, not one shared fact) and every value of `smaller` are
    in `larger` (memstore.core.judge.bounds asks it too)."""
    terms_s, values_s = _bag(tuple(smaller))
    terms_l, values_l = _bag(tuple(larger))
    if any(k == "path" for k, _ in values_s | values_l):
        values_s, values_l = _series(values_s), _series(values_l)
    rare = [t for t, w in terms_s.items() if w >= RARE]
    # A rare word and its value ("Django 5.0", "Rails 7.1.x") are one fact said, as two rare
    # words are; a value is said when the other gives it too, a version by its first parts.
    if len(rare) < 1 or len(rare) + len(values_s) < 2 or not all(
            _value_said(v, values_l, terms_l) for v in values_s):
        return False
    unsaid = [t for t in rare if not _matched(t, terms_l)]
    if unsaid and len(rare) - len(unsaid) + len(values_s) >= 2:
        # "Sentry is enabled in prod" / "Error reporting to Sentry runs in prod only": a
        # state word says only yes or no of the thing, which the other says with its own
        # verb, or with a no ("Hot Reload is off" / "never Hot Reload"); `restated` asks
        # that both say yes, or both no.
        unsaid = [t for t in unsaid if t not in _state_forms()]
    if unsaid:
        # "Compose config: docker/compose.yml" / "The Docker Compose file is under
        # docker/compose.yml": a label's last words name what kind of thing its value is
        unsaid = [t for t in unsaid if t not in _kind_of_value(smaller, terms_l, values_l)]
    if unsaid and len(rare) - len(unsaid) + len(values_s) >= 2:
        # A word of the tables weighs as its group's first phrase ("microservice"), though
        # the writer put a common word of the group ("services"): such a word unsaid is
        # wording, when two rare words besides are said ("Kotlin services log in JSON" /
        # "JSON logging for our Kotlin backends").
        common = _common_forms()
        unsaid = [t for t in unsaid if common.get(t, RARE) >= RARE]
    return not unsaid or not set(unsaid) - _abbreviated(smaller, terms_l)


# A label that opens a fact: "Compose config: docker/compose.yml", "**ROS distro:** humble",
# "US equity universe = R3000" (a key of two to five words, then its value).
# (and by its arrow, session 30: "Staging URL \u2192 https://staging.example.com")
_LABEL = re.compile(r"^\W*((?:[\w.+#/-]+ ){1,4}[\w.+#/-]+)\W*\s*(?::|\s=|\s(?:->|\u2192|=>))\s*"
                    r"(\S.*)$")
# Values that many things share (a count, a length of time, a size): the key names which
# thing has them ("Bidder timeout: 30s" is no "The bidder retries every 30s").
_SHARED_KINDS = frozenset({"number", "duration", "size", "percent", "flag"})


def _kind_of_value(smaller: Sequence[_Unit], terms_l: Bag,
                   values_l: frozenset[tuple[str, str]]) -> frozenset[str]:
    """The words of a label's key after its first that the other entry need not say: a key
    of two words or more whose first word names the subject, said in the other ("Compose",
    "ROS", "PostGIS"), over a value that names something, said there too (a path, a version,
    a URL, or a rare word: "humble", "docker/compose.yml"); the key's last words then say only
    what kind of thing the value is ("config", "distro", "extension version"). Not over a
    count or a length of time, which many things share. Read on the facts as written."""
    found: set[str] = set()
    for unit in smaller:
        label = _LABEL.match(_plain(unit.text).replace("`", "")[:300])
        if not label:
            continue
        key = [c for c in claims(label.group(1)) if c.terms]
        value = [c for c in claims(label.group(2)) if c.terms or c.values]
        if len(key) != 1 or len(key[0].terms) < 2 or not value:
            continue
        subject, *kind = key[0].terms
        if not _matched(subject, terms_l):
            continue
        named = any(k not in _SHARED_KINDS and (k, v) in values_l
                    for c in value for k, v in c.values) or any(
            w >= RARE and _matched(t, terms_l) and t not in key[0].terms
            for c in value for t, w in zip(c.terms, c.weights, strict=True))
        shared = any(k in _SHARED_KINDS for c in value for k, _ in c.values)
        if named and not shared:
            found.update(kind)
    return frozenset(found)


# A name's parts: runs of letters or of digits ("apps/web" -> apps, web; "VS2022" -> vs, 2022).
_PARTS = re.compile(r"[a-z]+|\d+")


def spelt_alike(left: str, right: str) -> bool:
    """Whether two words or values are one name spelt two ways: the same letters and digits
    ("buildSrc/" / "build_src"; or the same words, "/payments" / "payments"), or the one a
    whole part of the other, two letters or more or a number (a folder of a path, "web" /
    "apps/web"; the number of a product's name, "2022" / "VS2022"; a version's first part,
    "7" / "7.x"). "80" is no part of "8080"."""
    parts_l, parts_r = _PARTS.findall(left.lower()), _PARTS.findall(right.lower())
    if not parts_l or not parts_r:
        return False
    if "".join(parts_l) == "".join(parts_r) or list(map(_stem, parts_l)) == list(map(
            _stem, parts_r)):
        return True  # (or each part the same word, as the judge stems it: "/payments" and the
        # word "payments", which a reason names as "payment")
    short, long = sorted((parts_l, parts_r), key=len)
    return len(short) == 1 and len(long) > 1 and short[0] in long and (
        len(short[0]) > 1 or short[0].isdigit())


# A release series, "7.x", "15.x", "3.2.*", read as a file name with an extension "x".
_SERIES = re.compile(r"\d+(?:\.\d+)*\.[x*]")


def _series(values: frozenset[tuple[str, str]]) -> frozenset[tuple[str, str]]:
    """The values, a release series read as a path ("7.x") taken as the version it is."""
    return frozenset(("version", v) if k == "path" and _SERIES.fullmatch(v) else (k, v)
                     for k, v in values)


# The words of a state that is all yes or no ("enabled", "turned on"; "disabled" and "off" read
# as "not enabled"): what they tell of a thing is its polarity, nothing of their own.
_STATE = (("enable",), ("enabled",), ("enables",))


@word_tables_cache
@lru_cache(maxsize=1)
def _state_forms() -> frozenset[str]:
    """The terms the state words are read as (through the synonym table)."""
    return frozenset(form(phrase) for phrase in _STATE)


@word_tables_cache
@lru_cache(maxsize=1)
def _common_forms() -> dict[str, float]:
    """Each term the synonym table reads a group as, with the least weight of the group's
    one-word phrases ("microservice": as light as "services")."""
    out: dict[str, float] = {}
    for phrase, first in lexicon().synonyms.items():
        if len(phrase) == 1 and phrase[0].isalpha():
            term = form(first)
            out[term] = min(out.get(term, 7.0), weight(phrase[0]))
    return out


def _abbreviated(smaller: Sequence[_Unit], terms_l: Bag) -> set[str]:
    """The words of `smaller` that the other says as an abbreviation: three to five words in a
    row whose first letters a term of the other spells ("Derived Data Cache" / "DDC"; the
    other way round, the code is found through `_matched`)."""
    found: set[str] = set()
    for unit in smaller:
        for claim in unit.claims:
            words = claim.terms
            for n in range(3, 6):
                for i in range(len(words) - n + 1):
                    run = words[i:i + n]
                    if all(w.isalpha() for w in run) and "".join(w[0] for w in run) in terms_l:
                        found.update(run)
    return found


def _value_said(value: tuple[str, str], others: frozenset[tuple[str, str]],
                terms: Bag) -> bool:
    """Whether the other entry states this value: the same, or the same version written
    longer or shorter ("5.0" / "5.0.x", "v7.1" / "7.1.x"); a name in a code span said as a
    plain word ("the `backtests` table" / "table: backtests"); a setting said as its key's
    word and its value ("seed=42" / "the random seed to 42"), or a value the other gives as a
    setting's ("42" / "seed=42")."""
    kind, text = value
    if value in others or (kind == "version" and any(
            o[0] == "version" and _compatible(value, o) for o in others)):
        return True
    if kind == "name":
        return text.isalpha() and _matched(snowball(text), terms)
    if kind == "setting":
        key, _, setting = text.partition("=")
        return (key.isalpha() and bool(setting) and _matched(snowball(key), terms)
                and any(o[1] == setting for o in others))
    return any(o[0] == "setting" and o[1].partition("=")[2] == text for o in others)


_LETTERS = re.compile(r"[a-z]+")


def _agent_for_verb(smaller: Sequence[_Unit], larger: Sequence[_Unit]) -> bool:
    """Whether a rare word of `smaller` is found in `larger` only as a noun of agent against
    its verb, or the other way round: "Implement **sender** method" / "both client and server
    can **send** requests", "publisher" / "publish". The stemmer leaves "-er" on some such
    nouns and takes it off others ("sender", "publish"), and a stem match strips it
    (`claims._roots`); but a restatement found by its rare words alone needs the thing named,
    and the one who sends is not the sending. Read on the words as written."""
    rare = [t for t, w in _bag(tuple(smaller))[0].items() if w >= RARE and t.isalpha()]
    if not rare:
        return False
    stems_s = _by_stem(" ".join(u.text for u in smaller))
    stems_l = _by_stem(" ".join(u.text for u in larger))
    for term in rare:
        near = {term, term + "er", term[:-2] if term.endswith("er") else term}
        mine = _agentive(stems_s.get(term, ()))
        theirs = _agentive([w for s in near for w in stems_l.get(s, ())])
        if mine is not None and theirs is not None and mine != theirs:
            return True
    return False


def _by_stem(text: str) -> dict[str, list[str]]:
    """The words of a text as written, by their stem."""
    out: dict[str, list[str]] = {}
    for word in set(_LETTERS.findall(text.lower())):
        out.setdefault(snowball(word), []).append(word)
    return out


def _agentive(words: Sequence[str]) -> bool | None:
    """Whether the words of one stem are all nouns of agent ("sender", "publishers"), all
    not, or some of each (None)."""
    kinds = {len(w) >= 5 and (w.endswith("er") or w.endswith("ers")) for w in words}
    return kinds.pop() if len(kinds) == 1 else None  # (None too for no words at all)


# A word this heavy (Zipf frequency 5 or rarer: "email", "welcome", "notice") names a thing.
THING = 3.0


def _each_its_own_object(smaller: Sequence[_Unit], larger: Sequence[_Unit]) -> bool:
    """Whether each entry names things of its own: a claim of `smaller` ends on two words or
    more of some weight that `larger` does not say (what its verb is done to), and a rare word
    of `larger` is not in `smaller`
    ("The notifications service sends the welcome emails" / "The adverse action notices are
    sent by the notifications service": one sender, two kinds of mail; its rare words alone
    are all said on the other side)."""
    terms_s, _ = _bag(tuple(smaller))
    terms_l, _ = _bag(tuple(larger))
    if not any(w >= RARE and not _matched(t, terms_s) for t, w in terms_l.items()):
        return False
    for claim in (c for u in smaller for c in u.claims):
        tail = []
        for term, w in zip(reversed(claim.terms), reversed(claim.weights), strict=True):
            if _matched(term, terms_l) or w >= RARE:
                break
            tail.append(w)
        if len(tail) >= 2 and all(w >= THING for w in tail) and len(claim.terms) > len(tail) + 1:
            return True  # what its verb ends on is two words of its own
    return False


def restated(smaller: Sequence[_Unit], larger: Sequence[_Unit], rare_words: bool = True) -> bool:
    """Whether the entry that says less (`smaller`) is restated by `larger` (see the module
    docstring). With `rare_words` False, every test but the first (its rare words all said in
    the other): memstore.core.judge.doubts.one_value asks for its value said instead."""
    if rare_words and not rare_words_said(smaller, larger):
        return False
    if _agent_for_verb(smaller, larger):
        return False  # "Implement sender method" is not restated by "... can send requests"
    if _each_its_own_object(smaller, larger):
        return False
    said = " ".join(_plain(u.text).replace("`", "") for u in larger).lower()
    if any(" ".join(span.split()).lower().rstrip("/") not in said
           for u in smaller for span in _SPAN.findall(u.text)):
        return False  # a command or a name in code is said whole, or not at all (a folder
        # with or without its last slash: "`infra/terraform/`" / "under infra/terraform")
    if _compared(" ".join(u.text for u in smaller)) & {
            (y, x) for x, y in _compared(" ".join(u.text for u in larger))}:
        return False  # "RSpec over Minitest" / "Minitest over RSpec": the two the other way
    mine = [c for u in smaller for c in u.claims]
    theirs = [c for u in larger for c in u.claims]
    terms_l = _bag(tuple(larger))[0]
    if any(c.event for c in (*mine, *theirs)):
        return False  # what happened once: its outcome is in common words ("failed" / "went
        # through fine"), and a rule is not restated by a report of what happened
    if _set_apart(mine, theirs):
        return False  # "opens in dark mode" / "starts in light mode": two values of one kind
    opening = mine[0].terms[:1]
    if opening and mine[0].weights[0] >= OPENING and not _matched(opening[0], terms_l) and not (
            _head_opens(mine[0], theirs)):
        return False  # what it opens with (the subject, or the step's verb) is the other's too
    for claim in mine:  # each says no, or yes, as its closest counterpart does
        bag = claim.bag()
        best = max(theirs, key=lambda c: sum(w for t, w in bag.items() if _matched(t, c.bag())))
        if best.negative != claim.negative:
            return False
    no_s = {t for c in mine for t in c.negated}
    no_l = {t for c in theirs for t in c.negated}
    yes_s = {t for c in mine for t in c.terms} - no_s
    yes_l = {t for c in theirs for t in c.terms} - no_l
    return not (no_s & yes_l) and not (no_l & yes_s)


def _set_apart(mine: Sequence[Claim], theirs: Sequence[Claim]) -> bool:
    """Whether each side says a word of one closed set (lexicon.yaml, `series`) the other does
    not say: common words both ("dark" / "light", "English" / "German"), so the rare words
    of the smaller may all be said in the larger while the two give one thing two values."""
    own_s = {t for c in mine for t in c.terms} - {t for c in theirs for t in c.terms}
    own_l = {t for c in theirs for t in c.terms} - {t for c in mine for t in c.terms}
    return any(one_series(x, y) for x in own_s for y in own_l)


def _head_opens(claim: Claim, theirs: Sequence[Claim]) -> bool:
    """Whether the other entry opens with the word that follows this claim's first, the
    first a word of its name put before it: "Feature flags are managed in LaunchDarkly" /
    "flags live in LaunchDarkly" (the general word for the specific one). A step's verb is
    not followed by what opens the other: "Update JSON files" / "Create JSON files"."""
    return (len(claim.terms) > 1 and claim.weights[0] < RARE and bool(theirs)
            and bool(theirs[0].terms) and theirs[0].terms[0] == claim.terms[1])


# Two things weighed against each other: "A over B", "A > B", "A rather than B", "A instead of
# B", "A, not B", "A before B" (the words either side, read in lower case, code marks dropped).
# (A starts only where a word starts: one that starts inside a word matches from its start too;
# trying each took 0.9 s on 2,000 characters of "1.1.1.")
_COMPARED = re.compile(r"(?<![\w.+#-])([\w.+#-]+)`?\s*(?:>|\bover\b|\brather than\b|\binstead of\b|"
                       r"\bbefore\b|\bthan\b|,\s*not\b)\s*`?([\w.+#-]+)")


def _compared(text: str) -> set[tuple[str, str]]:
    """The pairs of words a text weighs one against the other, in the order it says them."""
    plain = text.lower()[:2000]
    return {(x, y) for x, y in _COMPARED.findall(plain) if x != y}


# A word this light (Zipf frequency 4 or commoner: "reset", "refresh", "block", "live") is
# wording: two claims that put one such word for another say one thing two ways.
WORDING = 4.0


def reworded(a: Claim, b: Claim, smaller: Sequence[_Unit], larger: Sequence[_Unit]) -> bool:
    """Whether a look-alike reading of claims a and b is only two wordings of one statement:
    each word one puts for the other's is a common word (a verb, "lives in" / "sits in"; "is
    reset" / "gets refreshed"), none a name, and the entries restate each other by their rare
    words (`restated`). Never when the two are one sentence but for one word of each own in
    the opening (memstore.core.judge.lookalikes.one_word_apart: "The north pivot runs on ..." /
    "The south pivot runs on ..."): those words name what each is about, however common."""
    if one_word_apart(a, b):
        return False
    swaps = _substitutions(a, b)
    if not swaps:
        return False
    anchored = _one_value_anchors(a, b) and not any(
        len(left) == len(right) == 1 and {*left, *right} & opposite_forms().keys()
        for left, right in swaps)
    # (one word of the opposites put for one other word is what the merge guard holds back:
    # "pinned" / "locked", where "locked" may be the end of "unlocked")
    tools = lexicon().alternatives
    for left, right in swaps:
        if _what_it_ends_on(a, left) and _what_it_ends_on(b, right):
            return False  # "The Linux job uploads the coverage report" / "... the built
            # wheels": what the same act is done to, two things
        if any(one_series(x, y) for x in left for y in right):
            return False  # two words of one closed set ("the night shift" / "the day
            # shift"): two values of one kind, never a wording (lexicon.yaml, `series`)
        if _state_forms() & {*left, *right}:
            return False  # a word put in a state word's place may be its opposite, said
            # with a word of no table ("The flag is enabled in prod" / "... is still dark")
        for claim, words in ((a, left), (b, right)):
            bag = claim.bag()
            if any(bag.get(t, 0.0) >= WORDING and not anchored or t in claim.names
                   or t in tools or anchored and not t.isalpha()
                   or _IDENT.match(t) or t in claim.opposed
                   or t in claim.negated and lacks_only(claim.text) for t in words):
                return False  # (a word read as the opposite of another, "remove" as "not
                # keep", is a polarity put in that place, never another wording: "Use uv
                # add to add a dependency" / "Use uv remove to drop a dependency"; nor is
                # what the things lack: "Orders without a delivery slot go to the manual
                # queue" / "Orders without a payment method ...")
    return restated(smaller, larger, rare_words=not anchored)


def _one_value_anchors(a: Claim, b: Claim) -> bool:
    """Whether two claims give the same one value of a kind that names one thing (a path, a
    URL, a version) and open with the same word: what the value is of is one thing, and the
    words put for each other after that opening say it two ways, rare or not ("The QNX
    targets are built with QNX SDP 7.1" / "QNX toolchain = SDP 7.1"), so long as each is a
    plain word, not a name ("Crash dumps of gateway-svc go to /var/crash" / "... of
    billing-svc ...")."""
    if not a.values or a.values != b.values or not a.seq or not b.seq:
        return False
    if not any(kind in _ANCHORS for kind, _ in a.values):
        return False
    # (a word of quantity before the subject is no subject: "All the Terraform code is under
    # infra/terraform" opens with "Terraform" as "Terraform lives in infra/terraform/" does)
    seq_a = a.seq[1:] if a.seq[0] == _EVERY and len(a.seq) > 1 else a.seq
    seq_b = b.seq[1:] if b.seq[0] == _EVERY and len(b.seq) > 1 else b.seq
    return seq_a[0] == seq_b[0]


_ANCHORS = frozenset(("path", "url", "version"))


# A word this heavy (Zipf frequency 5.6 or rarer) is a content word: "report", "job", "wheels".
OBJECT = 2.4


def _what_it_ends_on(claim: Claim, words: tuple[str, ...]) -> bool:
    """Whether the words a look-alike puts in are what the claim ends on, after at least two
    words of its own before them (the object of its verb, the thing the same act is done to),
    two of them or more, one a content word: "the coverage report" / "the built wheels". One
    word there may be a wording ("lives in the repo" / "sits in the repo")."""
    seq = [t for t in claim.seq if "=" not in t]
    return (len(words) >= 2 and len(seq) >= len(words) + 2 and seq[-1] == words[-1]
            and tuple(seq[-len(words):]) == words
            and any(claim.bag().get(t, 0.0) >= OBJECT for t in words))
