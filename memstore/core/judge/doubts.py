"""The reasons not to merge two entries that look alike: a claim that takes back what the
other says (or says it is not there at all), steps in another order, a change on one side,
another tool for the job, another command line of the same program, names the other only
lists."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from memstore.core.judge.align import opcodes
from memstore.core.judge.claims import (
    _BOOLEAN_KEY,
    NAMING,
    Bag,
    Claim,
    _analyse_text,
    _joined,
    _matched,
    claims,
)
from memstore.core.judge.compare import Relation, _differing, another_value
from memstore.core.judge.entries import Verdict, _bag, _item, _Unit
from memstore.core.judge.lexicon import _stem, form, lexicon, word_tables_cache
from memstore.core.judge.order import _agree, object_moved
from memstore.core.judge.restate import _SHARED_KINDS, RARE, _value_said, restated
from memstore.core.judge.subjects import (
    _light,
    _propers,
    two_subjects,
)
from memstore.core.judge.text import (
    _CODE_MARK,
    _PLACE_WEIGHT,
    NO_LONGER,
    _plain,
    block_commands,
    commented_commands,
)
from memstore.core.judge.values import _amount_words, heads_of

_RETRACTING = re.compile(
    r"\b(?:removed|dropped|deleted|gone|ripped out|going away|on its way out|phased out|"
    + NO_LONGER + r"|anymore|any more|used to|previously|formerly|deprecated|replaced|retired|"
    r"instead of|rather than|not used|isn't used|aren't used|switched off|turned off|"
    r"stopped)\b", re.IGNORECASE)

# Words that retire a thing without a negation of their own ("PagerDuty was cancelled", "we
# gave up on MQTT", "the Yamcs trial ended last year", "the old broker was shut down"): a
# claim with one takes back what it names as much as "X was removed" does; not where the
# word opens the claim ("Cancelled bookings are ...": which bookings) or follows a condition
# ("... voided if the match is cancelled": when something holds). ("abandoned" was tried and
# left out: an abandoned match, cart or upload is a kind of one, not a thing given up.)
_RETIRING = re.compile(
    r"\b(?:cancell?ed|gave up on|given up on|ended|shut down|sunset(?:ted)?)\b",
    re.IGNORECASE)
_CONDITION = re.compile(r"\b(?:if|when|whenever|unless|once|until|after|before)\b",
                        re.IGNORECASE)


# What may stand beside the name in a claim that takes it back ("poetry was removed from the
# repo in Q2"), besides words the other claim has too.
_RETRACTION_CONTEXT = frozenset(
    "store support use run repositori codebas project stack setup toolchain depend librari "
    "anymor longer experi trial pilot attempt".split())
_TIME_TERM = re.compile(r"^(?:q[1-4]|h[12]|20\d\d|januari|februari|march|april|may|june|juli|"
                        r"august|septemb|octob|novemb|decemb|jan|feb|mar|apr|jun|jul|aug|sep|"
                        r"oct|nov|dec|last|week|month|quarter|year|sprint|ago|recent|spring|summer|autumn|"
                        r"winter)$")


def _retraction(units: Sequence[_Unit], others: Sequence[_Unit], flip: bool = False
                ) -> Verdict | None:
    """A claim that takes back what the other entry states: "poetry was removed", "we no
    longer use X", against "use poetry to manage dependencies", or that keeps a thing to one
    use ("Loki is only for app logs") against a claim that puts it to another ("Grafana Loki
    holds the audit logs"). The two are not each said word for word on the other side too
    (then both entries hold both)."""
    said = {c.text for u in units for c in u.claims}
    said_other = {c.text for u in others for c in u.claims}
    for unit in units:
        for claim in unit.claims:
            only = restriction(claim)
            if only is None and not _takes_back(claim):
                continue
            for other in others:
                for positive in other.claims:
                    if positive.negative:
                        continue
                    if only is not None:
                        if not _put_to_another_use(*only, positive):
                            continue
                    elif not (_retracted(claim, positive) or _retired_name(claim, positive)):
                        continue
                    elif another_value(claim, positive):
                        continue  # "The timeout used to be 30 s" / "The timeout is 20 s":
                        # the old value taken back, and the value now
                    if claim.text in said_other and positive.text in said:
                        continue
                    return _denied(unit, claim, other, positive, flip)
    return _none_there(units, others, flip)


def _denied(unit: _Unit, claim: Claim, other: _Unit, positive: Claim, flip: bool) -> Verdict:
    """The conflict of a claim that denies what the other entry's `positive` states, each in
    its own entry's place (`flip`: `unit` is entry b)."""
    a, b = (other, unit) if flip else (unit, other)
    ca, cb = (positive, claim) if flip else (claim, positive)
    return Verdict("conflict", 100.0, f"negation: \u201c{ca.text}\u201d / "
                   f"\u201c{cb.text}\u201d", a.text, b.text, "negation")


# A clause that only says a thing is not there at all ("there is no polling", "there are no
# retries", "and there's no cache"): one word, what is missing.
_THERE_IS_NO = re.compile(r"(?:(?:and|but|so)\s+)?there(?:'s|\u2019s|\s+is|\s+are)\s+no\s+"
                          r"[a-z][\w-]*(?:\s+at\s+all)?", re.IGNORECASE)


def _none_there(units: Sequence[_Unit], others: Sequence[_Unit], flip: bool = False
                ) -> Verdict | None:
    """A clause that says a thing is not there at all, after a claim of its own sentence about
    a subject, against a claim of the other entry that says that subject does it: "Mobile
    clients get updates by push; there is no polling" / "Mobile clients poll for updates".
    The clause names no subject, so it is read as said of its sentence's."""
    for unit in units:
        for none in unit.claims:
            if not (none.negative and len(none.terms) == 1
                    and _THERE_IS_NO.fullmatch(none.text.strip().rstrip(".!"))):
                continue
            missing = none.terms[0]
            siblings = [c for c in unit.claims if c is not none and not c.negative]
            for other in others:
                for positive in other.claims:
                    if positive.negative or missing not in positive.terms:
                        continue
                    subject = positive.terms[:1]
                    if subject == (missing,) or not any(
                            _matched(subject[0], c.bag()) for c in siblings):
                        continue  # (said of the subject the clause's sentence speaks of)
                    return _denied(unit, none, other, positive, flip)
    return None


def retracts(claim: Claim) -> bool:
    """Whether a claim may take back what another claim states (`_retraction`): a no with a
    word of retraction, or a thing kept to one use."""
    return _takes_back(claim) or restriction(claim) is not None


def _takes_back(claim: Claim) -> bool:
    """A no with a word of retraction ("poetry was removed", "we stopped self-hosting X"), or a
    word that retires a thing by itself ("PagerDuty was cancelled")."""
    return (claim.negative and bool(_RETRACTING.search(claim.text))) or bool(
        _retiring(claim))


def _retiring(claim: Claim) -> tuple[str, ...]:
    """The words of `_RETIRING` a claim says of a thing it names before them."""
    return _retiring_in(claim.text)


@lru_cache(maxsize=1 << 16)  # (asked of every claim of both entries of every pair read)
def _retiring_in(text: str) -> tuple[str, ...]:
    return tuple(found.group(0) for found in _RETIRING.finditer(text)
                 if found.start() > 0 and not _CONDITION.search(text[:found.start()])
                 and not _BEFORE_ITS_NOUN.match(text, found.end()))


# A participle of `_RETIRING` right before a noun it picks out ("removes canceled flights from
# pairings", "ended sessions are purged"): which things, as at the opening of a claim, not a
# thing given up (session 49: "occ-bridge automatically removes canceled flights" was read as
# taking back "Cancelled flights are pulled out of pairings ... by occ-bridge").
_BEFORE_ITS_NOUN = re.compile(
    r"(?<=ed)\s+(?!(?:in|on|at|by|after|before|since|last|this|because|and|or|but|for|as|"
    r"when|early|late|again|yesterday|today|entirely|completely)\b)[a-z][\w-]*")


def _retracted(claim: Claim, positive: Claim) -> bool:
    """The retracting claim's names (its rare words) are all in the positive claim, and what
    else it says too ("instead of X for email": not X everywhere), and one of them is what the
    positive claim states as used."""
    names = {t for t, w in claim.bag().items()
             if (w >= 4.5 or w == _PLACE_WEIGHT) and not t.endswith("!")}
    if not names and not (any(k == "path" for k, _ in claim.values) and all(
            t in _RETRACTION_CONTEXT for t in claim.terms)):
        return False  # (a path alone may be what is taken back: "instead of
        # workflow/Snakefile", what "We renamed workflow/Snakefile to ..." leaves)
    if len(claim.terms) > 4:
        return False
    rest = [t for t in claim.terms if t not in names and t not in _RETRACTION_CONTEXT
            and not _TIME_TERM.match(t)]
    if not names <= set(positive.terms) or any(not _matched(t, positive.bag()) for t in rest):
        return False
    # ("Paperclip is deprecated" / "Paperclip files are moved by a job": another statement
    # about the thing, not its use)
    return _taken_back(claim, positive, names)


def _retired_name(claim: Claim, positive: Claim) -> bool:
    """Whether the retracting claim names, as the thing no longer used, a name the positive
    claim states as used, where the words around the name are only what the thing is ("the
    Jaeger backend was decommissioned", "the grafonnet setup was dropped", "Ray was dropped")
    against "The collectors export traces to Jaeger", "... queued in Ray": a word of its own
    may only be the noun right after the name, what the thing is. Every other word (a word
    before the name picks one of several: "the old Grafana instance"), every other name it
    gives, and where it says the thing is no longer used ("on the edge boxes"), the positive
    claim must say too."""
    if claim.values - positive.values:
        return False
    # (the thing no longer used, not where: "instead of Koin for DI in the Android app" does
    # not retire the Android app)
    used = {t for t in claim.terms if _named_as_used(positive, t) and t not in claim.qualifiers}
    if not used:
        return False
    seq = [t for t in claim.seq if "=" not in t]
    propers = _propers(claim.text)
    retiring = {_stem(w.lower()) for found in _retiring(claim) for w in found.split()}
    for n, term in enumerate(seq):
        if term in used or term in _RETRACTION_CONTEXT or _TIME_TERM.match(term) or _matched(
                term, positive.bag()):
            continue
        if term in claim.qualifiers or term in claim.names or term in propers:
            return False  # a place, or another name, the positive claim does not say
        if term in claim.negated or term in retiring:
            continue  # what the no is said of, the verb ("aren't pulled from lucide-react"),
            # or the word that retires it ("the Yamcs trial ended")
        if not n or seq[n - 1] not in used:
            return False  # not the head noun after the name ("the Jaeger backend"): a word
            # before it picks one of several ("the old Grafana instance"), one elsewhere
            # says more than what the thing is
    return True


def _named_as_used(positive: Claim, term: str) -> bool:
    """Whether a claim states a term as used, as a name: in the slot a choice fills, said once
    (a word the claim repeats is what it is about), and written as a name (a proper name, a
    code span, a tool of the alternatives table, or a rare word)."""
    if term not in positive.choice or positive.terms.count(term) != 1:
        return False
    propers = _propers(positive.text)
    return (term in positive.names or term in propers or _joined(term) in propers
            or term in lexicon().alternatives or positive.bag().get(term, 0.0) >= 4.5)


def _does(claim: Claim, term: str) -> bool:
    """Whether a claim opens with a name as the one that does what it says ("Grafana Loki
    holds the audit logs", "Curator takes the snapshots"), not as the owner of what it speaks
    of ("Loki's retention is 30 days")."""
    if term not in claim.terms[:2] or claim.terms.count(term) != 1:
        return False
    for word in _OPENING_WORDS.findall(claim.text)[:3]:
        bare = _POSSESSIVE.sub("", word)
        if term in (bare.lower(), _stem(bare.lower())):
            return bare == word and (bare[:1].isupper() or term in claim.names
                                     or term in lexicon().alternatives)
    return False


_OPENING_WORDS = re.compile(r"[\w.+-]+(?:['\u2019]s\b)?")
_POSSESSIVE = re.compile(r"['\u2019]s$")


# "Loki is only for app logs", "the Hub is only for released models", "Argo is used only
# for the app teams' services": the thing before, the one use it is kept to after.
_ONLY_FOR = re.compile(
    r"^(?P<thing>[^,;:]{1,60}?)\s+(?:is|are)\s+(?:now\s+)?(?:(?:only|just)\s+(?:used\s+)?|"
    r"used\s+only\s+)(?:for|in|on|with)\s+(?P<use>\S.*)$", re.IGNORECASE)

# A claim that keeps what it says to some of the things it could: "only", "just a few".
_ONLY_WORD = re.compile(r"\b(?:only|solely|exclusively)\b", re.IGNORECASE)


@lru_cache(maxsize=1 << 16)
def restriction(claim: Claim) -> tuple[Claim, Claim] | None:
    """The thing a claim keeps to one use and that use, each read as a claim, when it says
    "X is only for Y"; else None."""
    found = _ONLY_FOR.match(claim.text)
    if found is None or claim.negative:
        return None
    thing, use = _analyse_text(found.group("thing")), _analyse_text(found.group("use"))
    if thing is None or use is None or not thing.terms or not use.terms:
        return None
    return thing, use


def _put_to_another_use(thing: Claim, use: Claim, positive: Claim) -> bool:
    """Whether a claim states the thing as used (`_named_as_used`) for something the one use
    it is kept to does not cover: a word of its own besides the thing ("Grafana Loki holds the
    audit logs" against "Loki is only for app logs"), while a word of that use is not said
    ("Logstash parses the logs of the JVM services" is within "Logstash is only for the JVM
    services")."""
    if not any(_named_as_used(positive, t) or _does(positive, t) for t in thing.terms):
        return False
    if all(_matched(t, positive.bag()) for t in use.terms):
        return False  # the positive claim speaks of that use
    if _ONLY_WORD.search(positive.text):
        return False  # it keeps the thing to one use too, in its own words ("Only a few old
        # accounts still book through Travelport"): the same limit said twice
    light = _light()
    return any(w >= NAMING and t not in light and not _matched(t, thing.bag())
               and not _matched(t, use.bag()) for t, w in positive.bag().items())


def _taken_back(claim: Claim, positive: Claim, names: set[str]) -> bool:
    """Whether what a retracting claim names is what the other claim states as used: a name
    in the slot a choice fills ("use poetry", "built with Fastlane", "calls use gRPC"), or a
    path the other's value lies in ("deploy/helm is gone" / "in deploy/helm/values.yaml").
    A claim that only speaks of the thing ("LegacyBillingJob still runs on the low queue")
    is not taken back by "LegacyBillingJob is deprecated"."""
    if any(t in positive.choice and positive.terms.count(t) == 1 for t in names):
        return True  # (a word the claim repeats is what it is about, not what it chose)
    paths = [v for k, v in claim.values if k == "path"]
    return any(k == "path" and any(v.startswith(p.rstrip("/") + "/") or v == p for p in paths)
               for k, v in positive.values)


_TIME_AFTER = re.compile(r"\b(?:after|before|within)\s+(?:~|about\s+)?(?:\d[\w.]*(?:\s+\w+)?|"
                         r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|"
                         r"fifteen|twenty|thirty|sixty|ninety)\s+(?:second|minute|hour|day|"
                         r"week|month|year)s?\b)", re.IGNORECASE)
# "last" as a verb, of how long something goes on ("Sessions last 2 hours", "a build lasts
# about ten minutes"): no step.
_LASTS = re.compile(r"\blasts?\s+(?=(?:for|up|about|around|until|longer|at|no|\d|an?\b|one|two|"
                    r"three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|"
                    r"sixty|ninety|half|several|hours|days|weeks|minutes|months)\b|\d)",
                    re.IGNORECASE)
_SEQUENCE_WORDS = frozenset("then first before after last finally prior earlier later "
                            "afterwards".split())
# "the first" or "the last" before a noun picks one of many, not a step before or after
# another ("stops at the first failure", "keeps the last 10 builds"; session 42: `pytest -x`
# "to stop at the first failure" / "stops on the first failing test" was "the steps may be in
# another order").
_ORDINAL = re.compile(r"\b(?:the|its|their|each|every)\s+(?:first|last)\s+(?=\w)")


def _one_order_said(a: Claim, b: Claim) -> bool:
    """Whether two claims each say one order word ("then" read as "before") and every word
    both say stands on the same side of it in both: one order, even where its two steps read
    as one term ("kept ... then deleted", the opposite of keeping) and no order was read."""
    def split(claim: Claim) -> tuple[str, set[str], set[str]] | None:
        seq = ["before" if t == "then" else t for t in claim.seq if "=" not in t]
        marks = [n for n, t in enumerate(seq) if t in ("before", "after")]
        if len(marks) != 1:
            return None
        return seq[marks[0]], set(seq[:marks[0]]), set(seq[marks[0] + 1:])

    sa, sb = split(a), split(b)
    if sa is None or sb is None or sa[0] != sb[0]:
        return False
    shared = (sa[1] | sa[2]) & (sb[1] | sb[2])
    return bool(shared & sa[2]) and all((t in sa[1]) == (t in sb[1]) and (t in sa[2]) == (
        t in sb[2]) for t in shared)


def _sequence_differs(units_a: Sequence[_Unit], units_b: Sequence[_Unit],
                      pairs: Sequence[tuple[_Unit, _Unit, Claim, Claim, Relation]]) -> bool:
    """Whether both entries state a sequence of steps and name the shared steps in another
    order, where the claims' own before/after reading does not settle it."""
    def steps(claim: Claim) -> bool:
        # "after 30 seconds" is a time, not a step
        text = _LASTS.sub("", _TIME_AFTER.sub("", _plain(claim.text)))
        return bool(set(_ORDINAL.sub("", text).split()) & _SEQUENCE_WORDS)

    def listed(claim: Claim) -> bool:  # "create the tag, build the image, push it"
        return claim.text.count(",") >= 2

    words_a = {c.text for u in units_a for c in u.claims}
    words_b = {c.text for u in units_b for c in u.claims}
    for _, _, ca, cb, r in pairs:
        if ca.text in words_b and cb.text in words_a:
            continue  # each is said word for word on the other side: two steps, not one
        if r.score < 0.5 or not ((steps(ca) and (steps(cb) or listed(cb)))
                                 or (steps(cb) and listed(ca))):
            continue
        if ca.order and cb.order and _agree(ca.order, cb.order):
            continue  # read as before/after on both sides, in the same order
        if ca.order and cb.order and object_moved(ca.order, cb.order):
            continue  # the same order, its object said with the other step
        if _one_anchor(ca, cb):
            continue  # one time, of the same thing, said at either end of the sentence
        if _one_order_said(ca, cb):
            continue  # "kept for 6 years, then deleted" / "retained for six years before
            # deletion": each step on the same side of the same order word
        seq_a = [t for t in ca.terms if t != "first"]
        seq_b = [t for t in cb.terms if t != "first"]
        shared = [t for t in dict.fromkeys(seq_a) if t in seq_b]
        if steps(ca) and steps(cb) and not _told_alike(ca, cb, shared):
            return True  # both give an order, and nothing shows it is the same one
        if len(shared) >= 2 and shared != sorted(shared, key=seq_b.index):
            return True
    return False


# The words that put what follows them first: "after", "once", "following", "only then".
_LATER_FIRST = re.compile(r"\b(?:after|afterwards|once|following|then|later|last)\b",
                          re.IGNORECASE)


def _told_alike(a: Claim, b: Claim, shared: Sequence[str]) -> bool:
    """Whether two orders name their shared steps in the same order and with only words that
    put the first-named first ("before", "first"): "Test plugin updates on staging first" /
    "WordPress plugin updates are tried on staging before live" (session 42). An "after",
    "once" or "then" may name the later step first, so those are left to doubt."""
    if len(shared) < 2 or shared != sorted(shared, key=lambda t: b.terms.index(t)) or (
            _LATER_FIRST.search(a.text) or _LATER_FIRST.search(b.text)):
        return False
    for x, y in ((a, b), (b, a)):
        if x.order and not y.order and any(later & set(y.terms) for _, later in x.order):
            return False  # the step one puts later is what the other puts first: "Deploy to
            # production before staging" / "Deploy to staging first"
    return True


def _one_anchor(a: Claim, b: Claim) -> bool:
    """Whether each claim says one sequence word, the same, of the same thing: "Raw FASTQs
    land in /data/sequencing/incoming/ after each run" / "after a sequencing run the raw fastq
    files show up in ...", one time said at either end of the sentence, not two orders."""
    def anchor(claim: Claim) -> tuple[str, set[str]] | None:
        words = _TIME_AFTER.sub("", _plain(claim.text)).split()
        at = [n for n, w in enumerate(words) if w in _SEQUENCE_WORDS]
        if len(at) != 1:
            return None
        near = words[at[0] + 1:at[0] + 5]
        return words[at[0]], {_stem(w.strip(",.;:")) for w in near if w.isalpha()
                              and w not in _ANCHOR_SKIP}

    x, y = anchor(a), anchor(b)
    return x is not None and y is not None and x[0] == y[0] and bool(x[1] & y[1])


_ANCHOR_SKIP = frozenset("the a an each every any all its their our your this that".split())


# "since" as "because": a clause of a present state or a need after it ("since the individual
# commits are useful for bisecting", "since we need the audit trail"; session 42: read as the
# time of a change, a restatement was "one says it changed").
_BECAUSE = (r"[^,.;:]{0,40}?\b(?:is|are|isn't|aren't|can|can't|cannot|will|won't|would|need|"
            r"needs|must|has to|have to|makes?|means?)\b")
# ("is switched on" / "switched off" say a state, as "enabled" does, not a change; "were switched
# off in March" says one; session 39)
_CHANGE = re.compile(
    r"\b(?:anymore|any more|" + NO_LONGER + r"|used to|switched(?! on\b| off\b)|"
    r"(?:was|were|got|been) switched (?:on|off)|"
    r"migrated (?:to|from)|"
    r"moved (?:to|from)|replaced|renamed|(?:is|are|was|were) now|now (?:use|run|go|\w+s)|"
    r"now(?=\s*(?:[,.;:)]|$))|"
    r"from now on|changed (?:to|from)|upgraded|downgraded|"
    r"(?:bumped|lowered|raised) (?:to|from)|since (?:the|we|v?\d)(?!" + _BECAUSE + r"))\b",
    re.IGNORECASE)


def _changed(units_a: Sequence[_Unit], units_b: Sequence[_Unit],
             terms_a: Bag, terms_b: Bag,
             values_a: frozenset[tuple[str, str]], values_b: frozenset[tuple[str, str]]) -> str:
    """One entry says something changed ("the default is now X", "we moved to Y") and each
    says something the other does not: maybe the new state and the old one, not the same."""
    sides = changing_side(units_a, units_b, terms_a, terms_b)
    if sides is None:
        return ""
    if _left_said(*sides):
        # The other says what the change left as what holds ("We upgraded the billing API
        # from Rails 6.1 to Rails 7.2" / "The billing API runs Rails 6.1"), however much of
        # the rest it shares: no restatement.
        return "one says it changed"
    if new_state_only(*sides):
        # The other names none of what the change left, only what holds now ("Clinic
        # schedules moved from MongoDB to Postgres last year" / "Clinic schedules are stored
        # in Postgres"): no old state against a new one (session 45).
        return ""
    own_a = [t for t, w in terms_a.items() if w >= NAMING and not _matched(t, terms_b)]
    own_b = [t for t, w in terms_b.items() if w >= NAMING and not _matched(t, terms_a)]
    if (own_a or _differing(values_a, values_b)) and (own_b or _differing(values_b, values_a)):
        return "one says it changed"
    return ""


def changing_side(units_a: Sequence[_Unit], units_b: Sequence[_Unit], terms_a: Bag,
                  terms_b: Bag) -> tuple[Sequence[_Unit], Sequence[_Unit]] | None:
    """(the entry that says something changed, of what the other says; the other), when
    exactly one of the two does (`_CHANGE`); None otherwise."""
    said_a = any(_CHANGE.search(u.text) and _about(u, terms_b) for u in units_a)
    said_b = any(_CHANGE.search(u.text) and _about(u, terms_a) for u in units_b)
    if said_a == said_b:
        return None
    return (units_a, units_b) if said_a else (units_b, units_a)


def new_state_only(changing: Sequence[_Unit], other: Sequence[_Unit]) -> bool:
    """Whether a note of a change names the state it left (`_old_state`) and the other entry
    names none of it."""
    old = _old_state(changing)
    return bool(old) and old.isdisjoint(_named(other))


# Where a note of a change names the state it left ("migrated from conda to uv", "which replaced
# pybind11", "used to go to a file", "(was 4000)", "X is not used anymore").
_OLD_STATE = tuple(re.compile(pattern.replace("PART", r"(?:[^,.;:()]|\.(?=\S))"),
                              re.IGNORECASE) for pattern in (
    r"\bfrom\s+(PART+?)(?=\s+(?:to|into|onto)\b|[,.;:()]|$)",
    r"\b(?:replaced|replacing|instead of)\s+(?!by\b)(PART+)",
    r"\bused to\s+(PART+)",
    r"\(\s*(?:was|formerly|previously)\s+([^)]+)\)",
    r"(PART*\b(?:no longer|anymore|any more)\bPART*)"))


def _old_state(units: Sequence[_Unit]) -> frozenset[str]:
    """The words (heavy enough to name something) and values of the state a note of a change
    says was left, where it names one (`_OLD_STATE`); empty when it names none."""
    found: set[str] = set()
    for unit in units:
        if not _CHANGE.search(unit.text):
            continue
        for pattern in _OLD_STATE:
            for match in pattern.finditer(unit.text):
                found |= _named_in(match.group(1))
    return frozenset(found)


_FROM_TO = re.compile(r"\bfrom\s+((?:[^,.;:()]|\.(?=\S))+?)\s+(?:to|into|onto)\s+"
                      r"((?:[^,.;:()]|\.(?=\S))+)", re.IGNORECASE)  # (a dot inside a version)


def _left_said(changing: Sequence[_Unit], other: Sequence[_Unit]) -> bool:
    """Whether a note of a change "from X to Y" is met by a note that names something of X
    that Y does not name (its version, its tool) and nothing of Y's own."""
    named = _named(other)
    for unit in changing:
        for match in _FROM_TO.finditer(unit.text):
            left, now = _named_in(match.group(1)), _named_in(match.group(2))
            if (named & left) - now and not named & (now - left):
                return True
    return False


def _named(units: Sequence[_Unit]) -> frozenset[str]:
    """The words heavy enough to name something, and the values, of an entry."""
    return frozenset(x for unit in units for x in _named_in(unit.text))


@lru_cache(maxsize=1 << 14)
def _named_in(text: str) -> frozenset[str]:
    """The words heavy enough to name something, and the values ("version=6.1"), of a text."""
    read = claims(text)
    return frozenset({t for claim in read for t, w in claim.bag().items() if w >= NAMING}
                     | {f"{k}={v}" for claim in read for k, v in claim.values})


def _about(unit: _Unit, theirs: Bag) -> bool:
    """Whether a fact of one entry speaks of what the other entry says: a word of it heavy
    enough to name something is said there too. A change told of something else ("the API
    listens on 9090 since the gateway change", in an entry that also says "All endpoints are
    versioned under /api/v2") is no change of what the two share."""
    return any(w >= NAMING and _matched(t, theirs) for c in unit.claims
               for t, w in c.bag().items())


def _other_tool(units_a: Sequence[_Unit], units_b: Sequence[_Unit],
                terms_a: Bag, terms_b: Bag) -> str:
    """Each entry names a tool for the job that the other does not mention."""
    def tools(units: Sequence[_Unit], others: Bag) -> set[str]:
        return {t for u in units for c in u.claims for t in c.choice
                if not _matched(t, others) and (c.bag().get(t, 0.0) >= 5.0
                                                 or t in lexicon().alternatives)}

    own_a, own_b = tools(units_a, terms_b), tools(units_b, terms_a)
    if own_a and own_b:
        return f"another tool: {sorted(own_a)[0]} / {sorted(own_b)[0]}"
    return ""


_FENCED = re.compile(r"^\s*(```|~~~).*?^\s*\1", re.MULTILINE | re.DOTALL)
_SPAN = re.compile(r"`([^`\n]+)`")


def _other_command(units_a: Sequence[_Unit], units_b: Sequence[_Unit]) -> str:
    """Each entry gives a command line of the same program and none of them is the other's,
    nor the other's with more arguments after it: `docker build -t app .` / `docker build
    --target test -t app-test .`, `gh api .../reviews` / `gh api .../reviews/<id>/comments`.
    Two commands, not one said twice."""
    def commands(units: Sequence[_Unit]) -> dict[str, list[list[str]]]:
        found: dict[str, list[list[str]]] = {}
        for unit in units:
            lines = _SPAN.findall(_FENCED.sub("", unit.text))
            for block in _FENCED.finditer(unit.text):  # (a command on a line of its own in a
                # code block, "```\nnpm start\n```"; session 43)
                lines += block_commands(block.group(0))
            for line in lines:
                words = line.split()
                if len(words) >= 2:
                    found.setdefault(words[0], []).append(words)
        return found

    own_a, own_b = commands(units_a), commands(units_b)
    for program in sorted(own_a.keys() & own_b.keys()):
        lines_b = own_b[program]
        if not any(_same_words(a[:len(b)], b) or _same_words(b[:len(a)], a)
                   for a in own_a[program] for b in lines_b):
            return f"another command: `{' '.join(own_a[program][0])}` / `{' '.join(lines_b[0])}`"
    return ""


# A word that stands for what the reader fills in: "...", "<url>", "{id}", "$FEED".
_PLACEHOLDER = re.compile(r"\.\.\.|\u2026|<[^<>\s]+>|\{[^{}\s]+\}|\$\{?[A-Za-z_]\w*\}?")


def _same_words(line_a: list[str], line_b: list[str]) -> bool:
    """Two command lines word for word, where a placeholder is any other placeholder:
    `make purge URL=...` is `make purge URL=<url>` (one command, its blank written two
    ways), not `make purge URL=/news`."""
    if line_a == line_b:
        return True
    return len(line_a) == len(line_b) and all(
        _blank(a) == _blank(b) for a, b in zip(line_a, line_b, strict=True))


def _blank(word: str) -> tuple[str, str]:
    """A word with its placeholder value blanked ("URL=<url>" -> ("URL=", "")): the same for
    two ways of writing one blank; the word itself when it holds no placeholder."""
    key, equals, value = word.rpartition("=")
    if _PLACEHOLDER.fullmatch(value):
        return (key + equals, "")
    return (word, word)


# A fenced line's leading settings (`MDTEST_TEST_FILTER="<filter>" cargo ...`) and comment.
_SETTING = re.compile(r"^(?:[A-Za-z_][A-Za-z0-9_]*=(?:\"[^\"]*\"|'[^']*'|\S*)\s+)+")
_COMMENT = re.compile(r"\s+#.*$|^\s*#.*$")


def _fenced_lines(units: Sequence[_Unit]) -> dict[str, set[str]]:
    """The command lines of an entry's fenced code blocks, by program (settings before the
    program and comments taken off)."""
    found: dict[str, set[str]] = {}
    for unit in units:
        for block in _FENCED.finditer(unit.text):
            for line in block.group(0).splitlines()[1:-1]:
                line = _SETTING.sub("", _COMMENT.sub("", line).strip())
                if line and line[0].isalpha() and len(line.split()) >= 2:
                    found.setdefault(line.split()[0], set()).add(" ".join(line.split()))
    return found


def _other_fenced_command(units_a: Sequence[_Unit], units_b: Sequence[_Unit]) -> str:
    """Each entry gives, in a code block, a command line of the same program, and no line of
    one is a line of the other: "Run tests for a specific crate: ```cargo nextest run -p ty```"
    / "Run a specific mdtest: ```MDTEST_TEST_FILTER=... cargo nextest run -p ty mdtest```".
    A block's line with more arguments runs something else (here one test of the crate's); a
    restatement gives the same line (`_other_command` lets an inline span be extended: prose
    says "run `make test` (add `-k NAME` to filter)", a code block spells each command out)."""
    own_a, own_b = _fenced_lines(units_a), _fenced_lines(units_b)
    for program in sorted(own_a.keys() & own_b.keys()):
        if not own_a[program] & own_b[program]:
            return (f"another command in code: `{min(own_a[program])}` / "
                    f"`{min(own_b[program])}`")
    return ""


# A name or title given in double quotes: "Fix send-tweet CI job", “dark mode”.
_QUOTED = re.compile(r"\"([^\"\n]{3,})\"|\u201c([^\u201d\n]{3,})\u201d")
_WORDS = re.compile(r"\w+")


def _other_quoted(units_a: Sequence[_Unit], units_b: Sequence[_Unit]) -> str:
    """The same words around two different quoted names: "Anti-patterns: Tried and reverted:
    \"Fix send-tweet CI job\". This approach was explicitly rejected." / "... \"Apply temporary
    fix for documentation CI (#12699)\". ...". One template filled in twice (a generated file's
    list); what is quoted is what each item is about, and the two share none of it."""
    def split(units: Sequence[_Unit]) -> tuple[set[str], set[str]]:
        text = " ".join(u.text for u in units)
        quoted = {(m.group(1) or m.group(2)).strip().lower() for m in _QUOTED.finditer(text)}
        return quoted, set(_WORDS.findall(_QUOTED.sub(" ", text).lower()))

    quoted_a, around_a = split(units_a)
    quoted_b, around_b = split(units_b)
    if not quoted_a or not quoted_b or quoted_a & quoted_b:
        return ""
    if any(q in " ".join(u.text.lower() for u in units_b) for q in quoted_a) or any(
            q in " ".join(u.text.lower() for u in units_a) for q in quoted_b):
        return ""  # one quotes what the other says in words
    if len(around_a | around_b) < 4 or len(around_a & around_b) < 0.8 * len(around_a | around_b):
        return ""
    return f"another quoted name: \u201c{min(quoted_a)}\u201d / \u201c{min(quoted_b)}\u201d"


_ENUMERATION = re.compile(r"\([^()]*,[^()]*\)")


def _only_listed(small: Sequence[_Unit], big: Sequence[_Unit]) -> str:
    """What the entry that says less shares with the other sits, in the other, only inside a
    list of names in parentheses ("RESTful API for knowledge management (Refs, Extensions,
    Users, Plugins)" against "Plugin system for extensibility"): named in passing, not said."""
    def bag(units: Sequence[_Unit]) -> Bag:
        out = Bag()
        for unit in units:
            for claim in claims(_ENUMERATION.sub("", unit.text)):
                out.update(claim.bag())
        return out

    full = Bag()
    for unit in big:
        for claim in unit.claims:
            full.update(claim.bag())
    own, outside = bag(small), bag(big)
    shared = [t for t, w in own.items() if w >= NAMING and _matched(t, full)]
    if shared and not any(_matched(t, outside) for t in shared):
        return f"only listed in the other: {', '.join(sorted(shared))}"
    return ""


def _only_in_code(small: Sequence[_Unit], big: Sequence[_Unit]) -> str:
    """The entry that says less gives no code, and what it shares with the other sits, in the
    other, only inside a fenced code block ("Formatters, parsers, and AST definitions are
    auto-generated" against a crate layout whose comments read "# AST definitions", "# Parser
    implementation"): the block lists names, it does not say what the entry says of them."""
    if any(_SPAN.search(u.text) or _FENCED.search(u.text) for u in small):
        return ""
    if not any(_FENCED.search(u.text) for u in big):
        return ""

    def bag(units: Sequence[_Unit], strip: bool) -> Bag:
        out = Bag()
        for unit in units:
            for claim in claims(_FENCED.sub(" ", unit.text) if strip else unit.text):
                out.update(claim.bag())
        return out

    own, full, outside = bag(small, False), bag(big, False), bag(big, True)
    shared = [t for t, w in own.items() if w >= NAMING and _matched(t, full)]
    if shared and not any(_matched(t, outside) for t in shared):
        return f"only in the other's code: {', '.join(sorted(shared))}"
    return ""


def _unsaid_value(small: Sequence[_Unit], big: Sequence[_Unit], aligned: int) -> str:
    """The entry that says less is a list item with a value ("Gatling 3.14.4 (load testing)")
    that the other never gives, and none of its claims is found whole in the other: the other
    uses the thing, it does not restate the item."""
    if aligned or len(small) != 1:
        return ""
    theirs = frozenset(v for u in big for c in u.claims for v in c.values)
    if not (_item(small[0].text) or not theirs and _label_and_amount(small[0].text)):
        return ""  # (a label and its amount, where the other gives no value at all: "Gatling
        # load tests: ~27 seconds" / "Verify both unit tests and Gatling load tests complete
        # successfully", session 29)
    terms = _bag(tuple(big))[0]
    unsaid = sorted(v for c in small[0].claims for value in c.values - theirs
                    if not _value_said(value, theirs, terms) for v in value[1:])
    return f"the other does not say {unsaid[0]}" if unsaid else ""


def _label_and_amount(text: str) -> bool:
    """A short label and the amount it comes to, as a list of figures gives them ("Gatling
    load tests: ~27 seconds", "Docker build (all stages): 45+ minutes"): at most five words on
    each side of the colon, a number after it."""
    head, colon, rest = text.strip(" -*").partition(":")
    return bool(colon) and 0 < len(head.split()) <= 5 and 0 < len(rest.split()) <= 5 and (
        bool(re.search(r"\d", rest)))


def _aligned(pairs: Sequence[tuple[_Unit, _Unit, Claim, Claim, Relation]],
             units: Sequence[_Unit], first: bool) -> tuple[int, int]:
    mine = [c for u in units for c in u.claims]
    good = {id(p[2] if first else p[3]) for p in pairs
            if p[4].kind in ("same", "within" if first else "contains")}
    return sum(1 for c in mine if id(c) in good), len(mine)


def _topic(terms_a: Bag, terms_b: Bag) -> list[str]:
    shared = sorted((t for t in terms_a if _matched(t, terms_b)), key=lambda t: (-terms_a[t], t))
    return [t.rstrip("!") for t in shared[:3]]


# --- the same fact -----------------------------------------------------------------------------


# --- list items of real memory files -----------------------------------------------------------

# An item that opens with what it is about, in code: "`src/app.ts` - Entry point",
# "`tax_curve`: income tax brackets by year", "**`uv.lock`**: locked dependencies" (not a
# setting given its value, "`IDLE_TIMEOUT=1200` (seconds)": a value, compared as one).
_CODE_SUBJECT = re.compile(r"^\s*[*_]*`([^`=]+)`[*_]*\s*(?:[-\u2013\u2014:]|\()")
# "**Run tests**: `make test`", "Build docs: `make docs` or `make docs-serve` (local)"
# A setting given its value as a config file writes it ("`time_limit = 1800`"): a value, not
# a command line.
_SET_TO_VALUE = re.compile(r"[A-Za-z_][\w.-]*\s*[=:]\s*[^\s=]+")
_LABELLED_CODE = re.compile(r"^\s*[*_]*([^`:*_]+?)[*_]*\s*:\s*[*_]*(`[^`]+`(?:\s*(?:,|or|and)\s*"
                            r"`[^`]+`)*)[*_]*\s*(?:\([^)]*\))?\s*\.?\s*$")


# "**Manager**: `KVCacheManager` handles block allocation": a label, then a code name that
# does what the words after it say (a name, one word: "OSX folks: `brew install libpq` first"
# gives a command; nor a setting given its value, "Donor merge: `DEDUPE_THRESHOLD=0.85` in the
# matcher config", which names no code that acts but states a value, compared as one).
_LABELLED_SUBJECT = re.compile(
    r"^\s*(?:[-*+]\s+)?[*_]*[^`:*_]+?[*_]*\s*:\s*[*_]*`([^`\s=]+)`[*_]*\s+[a-z]")


def _folder_said(ref: str, units: Sequence[_Unit]) -> bool:
    """Whether a folder of one name ("buildSrc/", "vendor/", "/exports") is said as a word by
    the other entry ("Our Gradle convention plugins live in buildSrc", "the exports
    endpoints"): the same name, its slash, its case and its plural aside."""
    name = ref.strip("/")
    if "/" in name or len(name) < 4:
        return False
    key = _ALPHANUMERIC.sub("", name.lower())
    keys = {key, _stem(key)}  # (the word as the judge stems it: "/exports" / "exports")
    return any(_ALPHANUMERIC.sub("", t) in keys for u in units for c in u.claims for t in c.terms)


_ALPHANUMERIC = re.compile(r"[^a-z0-9]")


def _other_item(small: Sequence[_Unit], big: Sequence[_Unit]) -> str:
    """The entry that says less is one list item of a real memory file, and the other entry
    only mentions its words, not what the item is about: the file, link or code name the item
    opens with is nowhere in the other ("`explainChanges.ts` - Handler implementation" against
    a paragraph that says "handler"; a plain word in code only as code, `_names`), or a
    "**Label**: `Name` does X" item on either side whose code name the other never names, or its
    label is said of another use of the same command ("**Run tests**: `make test`" against
    "check the coverage by running `make test`"), or a "Label: `command`" item on either side
    whose command the other never gives (`_gives`)."""
    if len(small) != 1:
        return ""
    text = small[0].text
    refs = sorted(v for c in small[0].claims for kind, v in c.values if kind in ("url", "path"))
    if refs and not any(c.values for u in big for c in u.claims) and not any(
            _folder_said(ref, big) for ref in refs):
        return f"the other does not name {refs[0]}"  # nor any other file, link or value
    subject = _CODE_SUBJECT.match(text)
    if subject and not _names(subject.group(1).strip(), big):
        return f"the other does not name {subject.group(1).strip()}"
    for one, other in ((small, big), (big, small)):
        # "**Manager**: `KVCacheManager` handles block allocation" against "Allocating KV
        # cache blocks" (an item of what the scheduler does), either the lighter: the item
        # says what its code name does, and the other never names it.
        acting = _LABELLED_SUBJECT.match(one[0].text) if len(one) == 1 else None
        if acting and not _names(acting.group(1).strip(), other):
            return f"the other does not name {acting.group(1).strip()}"
    for one, other in ((small, big), (big, small)):
        command = _LABELLED_CODE.match(one[0].text) if len(one) == 1 else None
        found = _SPAN.findall(command.group(2)) if command is not None else []
        # a command line, not a value ("Vault's listener: `0.0.0.0:8200`") nor a switch set
        # as a config file writes it ("`keep_alive: true`", read as its sentence)
        spans = [span for span in found if len(span.split()) >= 2
                 and not _BOOLEAN_KEY.fullmatch(span) and not _SET_TO_VALUE.fullmatch(span)]
        if spans and not any(_gives(span, other) for span in spans):
            # "Examples tests: `make test-examples`" against "`examples`: example scripts and
            # example tests", either the lighter: the item is its command, and the other
            # never gives it.
            return f"the other does not give {', '.join(f'`{x}`' for x in spans)}"
    labelled = _LABELLED_CODE.match(text)
    if labelled:
        label = [t for c in claims(labelled.group(1)) for t, w in c.bag().items()
                 if w >= NAMING]
        outside = Bag()
        for unit in big:
            # (a block of commented commands says each one's use in its comment)
            text = commented_commands(unit.text) or unit.text
            for claim in claims(re.sub(r"`[^`]*`", " ", text)):
                outside.update(claim.bag())
        unsaid = [t for t in label if not _matched(t, outside)]
        if unsaid and len(unsaid) == len(label):  # none of the label's words said outside it
            return f"the other uses {labelled.group(2)} but not to {', '.join(unsaid)}"
    return ""


# "**Users**: Developers implementing ...", "3. **Token budget** - Default 10k tokens",
# "**Language:** TypeScript": a bold key, then what it holds.
_BOLD_KEY = re.compile(r"^\s*(?:\d+[.)]\s*)?\*\*([^*`]+?)(?::\*\*|\*\*\s*[:\u2013\u2014-])\s*\S")


# What an item quotes: a code span, or words in double quotes (a commit's title, a message).
_ITEM_QUOTES = re.compile(r"`([^`\n]+)`|\"([^\"\n]{8,})\"")


def key_unsaid(small: Sequence[_Unit], big: Sequence[_Unit]) -> str:
    """The entry that says less is one bold-key item of a list ("**Users**: Developers
    implementing the Memory Bank in their own projects", "**Frustrations**: ...") and the
    other never says its key, in any word of it. The key is what the item is about: its
    value says who the users are, what a persona's frustrations are, what a tool is for. An
    overview or another list that shares the value's rare words ("developer community",
    "implementation of the Memory Bank") but never says "users" tells another thing with them,
    so the item is not found there however many of its other words are (a real memory bank's
    persona bullet was absorbed into its project overview this way). A key that names nothing
    (no word heavy enough to name a subject, `NAMING`: "**Note**:", "**Also**:") is no
    subject and asks nothing; a key said anywhere in the other, title or text, keeps the
    pair to the judge's other tests. Nor is it asked when a value of the item is said in the
    other ("5% of NAV", "Python 3.12"), or a quotation of it word for word (a code span, a
    commit's title in double quotes): that ties the item to the other's fact, and its key is
    then a category the value implies ("**Language:** Python 3.12 for the ingest scripts" /
    "The ingest scripts are written in Python 3.12"; "**Anti-patterns:** Tried and reverted:
    \"Box large fields ...\"" said in the history of reverted commits), not a subject left
    unsaid. An emphasis that is no key ("**NEVER CANCEL** builds") asks nothing:
    the bold must end with a colon or be followed by one (or a dash)."""
    if len(small) != 1:
        return ""
    key = _BOLD_KEY.match(small[0].text)
    if key is None:
        return ""
    words = [t for c in claims(key.group(1).strip(" :")) for t, w in c.bag().items()
             if w >= NAMING]
    if not words:
        return ""
    theirs = Bag()
    for unit in big:
        for claim in unit.claims:
            theirs.update(claim.bag())
    if any(_matched(t, theirs) for t in words):
        return ""
    values = {v for unit in big for claim in unit.claims for v in claim.values}
    if any(v in values for claim in small[0].claims for v in claim.values):
        return ""
    said = " ".join(" ".join(unit.text.split()) for unit in big).lower()
    quotes = [span or words for span, words in _ITEM_QUOTES.findall(small[0].text)]
    if any(" ".join(quote.split()).lower() in said for quote in quotes):
        return ""
    return f"the other never says what the item is of ({key.group(1).strip(' :')})"


def _names(subject: str, big: Sequence[_Unit]) -> bool:
    """Whether the other entry names what a list item opens with in code: a plain word
    (`method`, `examples`) only as code or as a word of a code name, since in prose it is just
    the word ("`method`: The method being called" against "High-level method calls
    `this.request()`"); a file, path or dotted name anywhere in its text."""
    theirs = " ".join(u.text for u in big).lower()
    subject = subject.lower()
    if not re.fullmatch(r"[a-z]+", subject):
        return subject in theirs
    return any(re.search(rf"(?<![a-z]){subject}(?![a-z])", span.lower())
               for u in big for span in _SPAN.findall(u.text))


def _gives(span: str, big: Sequence[_Unit]) -> bool:
    """Whether the other entry gives a command (a code span): the same program and
    subcommands, the words before its first option, placeholder or quoted argument (`uv run
    alembic revision --autogenerate -m "msg"` is given by "uv run alembic revision
    --autogenerate -m 'describe the change'"), in its text or its code blocks, with or without
    "sudo" before it."""
    words: list[str] = []
    for word in span.split():
        if not words and word == "sudo":
            continue  # (the same command, run as root: "sudo systemctl restart app-worker")
        if word[0] in "-<'\"" or not words and "=" in word:
            break
        words.append(word)
    words = words or span.split()[:1]
    for unit in big:
        for line in [*_SPAN.findall(unit.text), *unit.text.splitlines()]:
            found = line.split()
            if any(found[i:i + len(words)] == words for i in range(len(found) - len(words) + 1)):
                return True
    # Or its names, said in words: "Linting: `ruff check .`" against "Linting is done with
    # ruff" (but `make test-examples` is not given by "example tests").
    names = [t for c in claims(" ".join(words)) for t, w in c.bag().items() if w >= NAMING]
    theirs = Bag()
    for unit in big:
        for claim in unit.claims:
            theirs.update(claim.bag())
    return bool(names) and all(t in theirs for t in names)  # (a compound whole, not its parts)


def _other_name(units_a: Sequence[_Unit], units_b: Sequence[_Unit]) -> str:
    """Each entry names a code identifier the other does not, and the two differ only inside:
    a character or digit (`ipaddr` / `ip6addr`) or a segment (`calc_netto` /
    `calc_inverse_netto`). Two such names are two things, whatever words they share."""
    names_a = {n for u in units_a for c in u.claims for n in c.names}
    names_b = {n for u in units_b for c in u.claims for n in c.names}
    for x in sorted(names_a - names_b):
        for y in sorted(names_b - names_a):
            if _near_names(x, y):
                return f"another name: {x} / {y}"
    return ""


def _near_names(x: str, y: str) -> bool:
    """Two names that keep the same start and end and differ in between, by at most one
    character each or by a piece put in on one side only."""
    if min(len(x), len(y)) < 4:
        return False
    start = 0
    while start < min(len(x), len(y)) and x[start] == y[start]:
        start += 1
    end = 0
    while end < min(len(x), len(y)) - start and x[-1 - end] == y[-1 - end]:
        end += 1
    mid_x, mid_y = x[start:len(x) - end], y[start:len(y) - end]
    if start < 2 or end < 2 or not re.search(r"[a-z]", x[:start]):
        return False
    return (len(mid_x) <= 1 and len(mid_y) <= 1) or not mid_x or not mid_y


_QUALIFIED = re.compile(r"^(.+?)\s*\(([^()]+)\)[\s:.*_]*$")


def _other_variant(title_a: str, title_b: str) -> str:
    """Two entries headed the same but for what is in parentheses ("Example (callback)" /
    "Example (Promise)", "Setup (macOS)" / "Setup (Windows)"): one template filled in twice,
    for two different cases."""
    a, b = _QUALIFIED.match(_plain(title_a)), _QUALIFIED.match(_plain(title_b))
    if a and b and a.group(1) == b.group(1) and a.group(2) != b.group(2):
        return f"two variants: {a.group(2)} / {b.group(2)}"
    return ""


# --- parallel items of real memory files ------------------------------------------------------


def _other_word(pairs: Sequence[tuple[_Unit, _Unit, Claim, Claim, Relation]]) -> str:
    """Two aligned claims that line up word for word but for one word on each side:
    "Implement `init()` to register the tool" / "... the source", "Define `Config` and
    `Source` structs in `internal/sources/...`" / "Define `Config` and `Tool` structs". Steps
    of two procedures written in parallel, one subject put for another: two things. The word
    put in is a name in code on both sides, or the last word of both (the object a step ends
    on; a verb put for a verb, "Priya prefers / likes small PRs", is a rewording). Only a path
    or value at the end of one may stand beside (where the step does it)."""
    found: list[tuple[str, str]] = []
    for _, _, ca, cb, relation in pairs:
        if relation.kind not in ("same", "within", "contains", "lookalike", "related"):
            continue
        if min(len(ca.seq), len(cb.seq)) < 3:
            continue
        wa, wb = ca.bag(), cb.bag()
        swap: tuple[int, int] | None = None
        equal = 0
        end_a, end_b = len(ca.seq), len(cb.seq)
        ops = opcodes(ca.seq, cb.seq)  # (the same whichever side comes first)
        for n, (tag, i1, i2, j1, j2) in enumerate(ops):
            if tag == "equal":
                equal += i2 - i1
            elif (tag in ("insert", "delete") and n == len(ops) - 1
                  and "=" in (ca.seq[i1] if tag == "delete" else cb.seq[j1])):
                end_a, end_b = i1, j1  # a path or value that one side adds at the end
            elif (tag == "replace" and swap is None and i2 - i1 == 1 and j2 - j1 == 1
                  and not _matched(ca.seq[i1], wb) and not _matched(cb.seq[j1], wa)):
                swap = (i1, j1)
            else:
                swap = None
                break
        if swap is None or equal < 2:
            continue
        x, y = ca.seq[swap[0]], cb.seq[swap[1]]
        if ("=" in x or "=" in y or x.startswith(y) or y.startswith(x)
                or min(wa.get(x, 0.0), wb.get(y, 0.0)) < 2.5):
            continue  # a value's own slot, an abbreviation, or a light word
        last = swap[0] == end_a - 1 and swap[1] == end_b - 1
        if last or (x in ca.names and y in cb.names):
            found.append((x.rstrip("!"), y.rstrip("!")))
    if not found:
        return ""
    # The pair named is the one whichever entry comes first: the first of the words sorted.
    x, y = min(found, key=lambda pair: sorted(pair))
    return f"one word put for another: {x} / {y}"


# A path whose last part is a placeholder: `tests/specs/<command_name>/`, `plugins/{name}`.
# (It starts only where a path starts: a start inside one ends where the path's start ends,
# so it fails where that failed; trying each took 0.8 s on 4,000 characters of "1.1.1.")
_PLACEHOLDER_PATH = re.compile(
    r"(?<![\w.-])(?<![\w.-]/)([\w.-]+(?:/[\w.-]+)*)/(?:<[^<>/\s`]+>|\{[^{}/\s`]+\})/?")


def _paths(units: Sequence[_Unit]) -> set[str]:
    """The paths an entry names; one that ends in a placeholder ("Add spec tests in
    `tests/specs/<command_name>/`") is a folder inside the one before it, not that folder
    (the claims read it as `tests/specs`), unless the text names that folder on its own too."""
    out: set[str] = set()
    for unit in units:
        found = {v for c in unit.claims for kind, v in c.values if kind == "path"}
        for match in _PLACEHOLDER_PATH.finditer(unit.text):
            folder = match.group(1)
            if unit.text.count(folder) == unit.text.count(match.group(0).rstrip("/")):
                found.discard(folder)
                found.discard(folder + "/")
            found.add(match.group(0).rstrip("/"))
        out |= found
    return out


def _deeper_path(units_a: Sequence[_Unit], units_b: Sequence[_Unit]) -> str:
    """One entry names a file or folder inside a folder the other names, and never that folder
    itself: "Create a JSON file in `data/soli/YEAR.json`" against "Create JSON files in `data/`
    for 2026-2027", "Add spec tests in `tests/specs/<command_name>/`" against "`tests/specs/` -
    Integration tests". The other speaks of the folder, not of that file."""
    mine, theirs = _paths(units_a), _paths(units_b)
    for inner, outer in ((mine, theirs), (theirs, mine)):
        for path in sorted(inner - outer):
            for folder in sorted(outer - inner):
                base = folder if folder.endswith("/") else folder + "/"
                if path.startswith(base) and base not in inner and folder not in inner:
                    return f"{path} is inside {folder}, which the other names"
    return ""


_STATIVE = re.compile(r"\b(?:is|are|was|were|be|been|being)\b|:", re.IGNORECASE)
_ROLE_WORDS = frozenset("from to into for by with than over per".split())
_WORD = re.compile(rf"[\w{_CODE_MARK}-]+")


def _opening(text: str) -> str:
    words = _WORD.findall(text.lower())
    return words[0] if words else ""


def _roles(claim: Claim, shared: set[str]) -> dict[str, str]:
    """Each shared term of a claim and the preposition that last came before it ("" for the
    object of the verb): "Calculates net income from gross salary": net "", gross "from"."""
    out: dict[str, str] = {}
    role = ""
    for word in _WORD.findall(claim.text.lower()):
        if word in _ROLE_WORDS:
            role = word
            continue
        term = _stem(word.lstrip(_CODE_MARK))
        if term in shared and term not in out:
            out[term] = role
    return out


def _roles_swapped(pairs: Sequence[tuple[_Unit, _Unit, Claim, Claim, Relation]]) -> str:
    """Two aligned claims with the same verb and the same things, where what one makes the
    object the other puts after a preposition, and the other way round, one of them the source
    a "from" names: "Calculates net income from gross salary" / "Calculates required gross
    salary for desired net income", "Generate the types from the schema" / "Generate the
    schema from the types". The same words, the work the other way round. (Both keeping their
    prepositions, "from MySQL to Postgres" / "to Postgres from MySQL", is one job, and "Run
    pytest for the tests" / "Run the tests with pytest" trade an instrument for a purpose, no
    source.)"""
    for _, _, ca, cb, relation in pairs:
        if relation.kind not in ("same", "within", "contains") or not ca.seq or not cb.seq:
            continue
        if ca.seq[0] != cb.seq[0] or _opening(ca.text) != _opening(cb.text):
            continue  # no common verb to hang the roles on
        if any(_STATIVE.search(c.text) for c in (ca, cb)):
            continue  # "X is split into Y" / "Y size: X per Z": a state, not a verb's roles
        wa, wb = ca.bag(), cb.bag()
        shared = {t for t in ca.seq[1:] if "=" not in t and t in wb and wa.get(t, 0.0) >= 3.0}
        if len(shared) < 2:
            continue
        ra, rb = _roles(ca, shared), _roles(cb, shared)
        to_object = [t for t in shared if ra.get(t) and rb.get(t) == ""]
        from_object = [t for t in shared if ra.get(t) == "" and rb.get(t)]
        sources = {ra.get(t) for t in to_object} | {rb.get(t) for t in from_object}
        if to_object and from_object and "from" in sources:
            return f"roles swapped: {sorted(from_object)[0]} / {sorted(to_object)[0]}"
    return ""


# "`cline-message.ts` - Added mapping for new say type": a list item that records a change
# made in a file.
_CHANGE_LOG = re.compile(
    r"^\s*(?:[-*+]|\d+[.)])?\s*[*_]*`[^`]+`[*_]*\s*[-\u2013\u2014:]\s*[*_]*(?:added|updated|"
    r"fixed|removed|created|changed|implemented|refactored|renamed|deleted|introduced|"
    r"extended|replaced)\b", re.IGNORECASE)


def _change_record(small: Sequence[_Unit], big: Sequence[_Unit]) -> str:
    """One entry (`small`) is a list item that records a change made in a file ("`x.ts` - Added
    mapping for new say type") and the other is no such record: the rule a change follows
    ("adding a value requires updating the mappings in `x.ts`") is not the change."""
    if len(small) != 1 or not _CHANGE_LOG.match(small[0].text):
        return ""
    if any(_CHANGE_LOG.match(u.text) for u in big):
        return ""
    return "one records a change made, the other says what to do"


_PURPOSE = re.compile(r"\b(?:to ensure|to make sure|so that|in order to|to confirm|to verify)\b",
                      re.IGNORECASE)


_WHEN = re.compile(r"\b(?:before|after|prior to|until)\b", re.IGNORECASE)


def _when_to_run(small: Sequence[_Unit], big: Sequence[_Unit]) -> str:
    """One entry says when to run a command ("Run `docker compose up -d` before starting
    services", "Always run `hereby lint` and `hereby format` before you're done") and the
    other gives it only in a block of commented commands, which says what each command does
    and never when (`text.commented_commands`): a rule of when, against a description of
    what."""
    if any(commented_commands(u.text) for u in small) or not any(
            _WHEN.search(u.text) for u in small):
        return ""
    blocks = [u for u in big if commented_commands(u.text)]
    if not blocks or any(_WHEN.search(u.text) for u in big if u not in blocks):
        return ""
    return "one says when to run a command, the other's commented block only what it does"


def _only_as_purpose(small: Sequence[_Unit], big: Sequence[_Unit]) -> str:
    """One entry (`small`, one fact) states a condition ("The full test suite passes.") that the
    other says only as the purpose of another step ("Run `make tests` again after updating
    snapshots to ensure they pass."): the other's knowledge is the step, the condition only
    why it is taken. (Both told with a purpose, "pin versions so that builds are
    reproducible", is another matter, and so is a condition with a value, "Keep the bundle
    under 200 kB": the limit is knowledge wherever it is said.)"""
    if len(small) != 1 or _PURPOSE.search(small[0].text):
        return ""
    if any(c.values for c in small[0].claims):
        return ""
    main, purpose = Bag(), Bag()
    for unit in big:
        marker = _PURPOSE.search(unit.text)
        for claim in claims(unit.text[:marker.start()] if marker else unit.text):
            main.update(claim.bag())
        for claim in claims(unit.text[marker.end():]) if marker else ():
            purpose.update(claim.bag())
    if not purpose:
        return ""
    mine = {t for c in small[0].claims for t in c.bag()}
    said = sorted(t for t in mine if not _matched(t, main) and _matched(t, purpose))
    if said:
        return f"the other says {said[0]} only as the purpose of another step"
    return ""


# When a clause says something happened: "yesterday", "last Friday", "this morning", "two days
# ago", "on Monday", "on 3 May".
_WHEN_ONCE = re.compile(
    r"\b(?:yesterday|today|tonight|last\s+(?:night|week|month|year|sprint|monday|tuesday|"
    r"wednesday|thursday|friday|saturday|sunday)|this\s+(?:morning|afternoon|week)|"
    r"\d+\s+(?:days?|weeks?|hours?)\s+ago|on\s+(?:monday|tuesday|wednesday|thursday|friday|"
    r"saturday|sunday|\d{1,2}\s+[a-z]{3,}|[a-z]{3,}\s+\d{1,2}\b))", re.IGNORECASE)


def once_against_rule(a: Claim, b: Claim) -> bool:
    """Whether one of two claims tells what happened once, saying when ("Yesterday's deploy
    skipped the canary", "The TV apps were deployed on Sunday"), and the other is a rule: a no
    on one side is then an event against the rule, not a doubt about it ("Deploys need a green
    canary"); both hold, and they are not one piece of knowledge. A claim in the past without
    a time ("Nobody has automated the access reviews yet") may still restate a rule."""
    if a.event == b.event:
        return False
    event = a if a.event else b
    return _WHEN_ONCE.search(event.text) is not None


def one_value(smaller: Sequence[_Unit], larger: Sequence[_Unit],
              pairs: Sequence[tuple[_Unit, _Unit, Claim, Claim, Relation]]) -> str:
    """Why the entry that says less, though a rare word of it is not said in the other
    (restate.rare_words_said), says what the other does, worded otherwise; or "". Every other
    test of a restatement must hold (restate.restated: the opening word said, each claim's yes
    or no as its counterpart's, code spans said whole, no event, no two things weighed the
    other way round), and its closest pair of claims must be anchored on one value of one
    thing (`_one_value`): "Snowflake warehouse TRANSFORM_WH auto-suspends after 60 seconds" /
    "TRANSFORM_WH auto-suspend is set to one minute".

    A subject in common is no anchor: the twelfth round read one too ("Kotlin is pinned at
    1.9.24" / "We use Kotlin 1.9.24 across all modules") and on dev it merged restatements
    only, but on the held-out val split it merged three contradictions for a recall of
    +0.005; a word left over beside one subject may be the other value. A look-alike names
    another thing where the other names its own ("New agents are onboarded by the support
    team" / "New brokerages are onboarded by the sales team") and a contradiction gives
    another value; neither passes.

    Both entries must be a note of one line (`_one_line`). In a list (a label over its items,
    a heading over its steps) each line is a claim of its own, and the rare word both say may
    come from any of them: "**Language**: Markdown for memory files, MDC for cursor rules"
    shares "Markdown" and "cursor" with two of the items under "**Editor Configuration**:",
    and is neither of them."""
    if not pairs or not (_one_line(smaller) and _one_line(larger)):
        return ""
    _, _, ca, cb, _ = max(pairs, key=_closest)
    first, second = sorted((ca, cb), key=lambda c: c.text)
    if not _one_value(first, second) or _another_of_its_values(smaller, larger):
        return ""  # (the cheap tests first: most pairs share no value)
    return "one value of one thing" if restated(smaller, larger, rare_words=False) else ""


def same_values(smaller: Sequence[_Unit], larger: Sequence[_Unit]) -> str:
    """Why an entry left uncertain ("maybe the same") says what the other does, worded
    otherwise; or "". Every value the entry that says less gives is given by the other, and
    the other gives no other value of those kinds (`_another_of_its_values`): "Fare quotes
    are valid for 30 minutes" / "A price quote expires half an hour after it is issued", "The
    frontend needs Node 20" / "Node.js 20 is required to build the web app" (session 47).

    The values carry what the two say; the words around them may differ, unless:

    - either side tells of what happened once (an event's outcome is told in common words:
      "Deploy 311 to staging failed" / "... went through fine");
    - the two do not say no as often as each other, or one says no and the other does not;
    - both name something of their own (a rare word the other does not say: "affordability
      service" / "bureau gateway"), unless a value tells one thing from another
      (`_telling`: "8.0.404", "max_client_conn = 2000"), or the two are notes of one line
      that say one thing in their own words (`_worded_apart`) and a word in common besides
      the value and how it is kept (`_word_in_common`);
    - the values are only paths or flags. Real agent memory files point at one file from
      many notes ("Look at similar commands in `cli/args/flags.rs`" / "`cli/args/flags.rs` -
      CLI flag parsing and structure"), so a path in common is a topic there, not a fact.

    On dev it merged 74 restatements the share of words left uncertain, and two look-alikes
    ("Approval of a rules change needs two reviewers from credit policy" / "A pricing change
    must be approved by two reviewers from finance"); the real dev files did not move."""
    terms_s, values_s = _bag(tuple(smaller))
    if not values_s or all(kind in ("path", "flag") for kind, _ in values_s):
        return ""
    terms_l, values_l = _bag(tuple(larger))
    if not values_s <= values_l or _another_of_its_values(smaller, larger):
        return ""
    said_s = [c for unit in smaller for c in unit.claims]
    said_l = [c for unit in larger for c in unit.claims]
    if any(c.event for c in (*said_s, *said_l)) or not _no_alike(said_s, said_l):
        return ""
    own_s = any(w >= RARE and not _matched(t, terms_l) for t, w in terms_s.items())
    own_l = any(w >= RARE and not _matched(t, terms_s) for t, w in terms_l.items())
    if own_s and own_l and not any(_telling(value) for value in values_s) and not (
            _one_line(smaller) and _one_line(larger) and _worded_apart(said_s, said_l)
            and _word_in_common(terms_s, terms_l, values_s)):
        return ""
    return f"the same {'value' if len(values_s) == 1 else 'values'}"


def _no_alike(mine: Sequence[Claim], theirs: Sequence[Claim]) -> bool:
    """Whether two entries say no as often as each other, and both or neither say it of a
    claim (`Claim.negative`)."""
    return sum(c.nos for c in mine) == sum(c.nos for c in theirs) and any(
        c.negative for c in mine) == any(c.negative for c in theirs)


def _telling(value: tuple[str, str]) -> bool:
    """Whether a value tells one thing from another: a name, a setting, an address, a version
    with a dot, a number of three digits or more that is not round ("2575", "8.0.404"). A
    length of time, a small count or a round number ("30 minutes", "2", "500") is shared by
    many things."""
    kind, text = value
    if kind in ("path", "url", "setting", "name", "flag"):
        return True
    if kind == "version":
        return "." in text
    if kind != "number" or _SECONDS.fullmatch(text):
        return False
    digits = re.sub(r"\D", "", text)
    return len(digits) >= 3 and not _ROUND.fullmatch(digits)


_SECONDS = re.compile(r"[\d.e+]+s")  # a length of time, as values read it ("1800s")
_ROUND = re.compile(r"[1-9]0+")


def _worded_apart(said_s: Sequence[Claim], said_l: Sequence[Claim]) -> bool:
    """Whether two one-line notes that each say a word of their own beside one value many
    things share (a length of time, a small count) say it of one thing in their own words
    ("Search sessions time out after a quarter of an hour" / "session TTL (search) = 15 min"),
    not of two: every pair of their claims that gives a value in common names no thing of
    its own before the same word ("audit trail records" / "marketing consent records",
    `values.heads_of`) and reads as one subject (`subjects.two_subjects`: "The docs site runs
    on port 3002" / "The marketing site ..."); the value is not only a version (two notes of
    one runtime's version tell of other things: its install, its default); and neither says
    "also", "too" or "as well", which tell of another thing that does the same ("The Angular
    planning tool also ends a browser session once a planner has been idle for 30
    minutes")."""
    shared = [(a, b) for a in said_s for b in said_l if a.values & b.values]
    if not shared or all(kind == "version" for a, b in shared for kind, _ in a.values & b.values):
        return False
    if any(_ALSO.search(c.text) for c in (*said_s, *said_l)):
        return False
    for a, b in shared:
        bag_a, bag_b = a.bag(), b.bag()
        own_a = [t for t in a.terms if not _matched(t, bag_b)]
        own_b = [t for t in b.terms if not _matched(t, bag_a)]
        if heads_of(a, own_a) & heads_of(b, own_b) or two_subjects(a, b):
            return False
    return True


def _word_in_common(terms_s: Bag, terms_l: Bag, values: frozenset[tuple[str, str]]) -> bool:
    """Whether two entries say, beside their value, a word in common of some weight that says
    what the value is of ("order" in "Kafka keeps order events for 7 days" / "order topic
    retention = 7d"), not only what kind of amount it is ("every", "retention") or that a thing
    is kept for it ("keep", "retain"): words any two values of that kind share ("Retain audit
    logs for seven years" / "Consent records are retained for seven years")."""
    kinds = {kind for kind, _ in values}
    return any(w >= _SHARED_WORD and _matched(t, terms_l) and t not in _kept()
               and not any(t in _amount_words().get(kind, {}) for kind in kinds)
               for t, w in terms_s.items())


# A word in common this heavy beside the value says what both give the value of.
_SHARED_WORD = 2.5


@word_tables_cache
@lru_cache(maxsize=1)
def _kept() -> frozenset[str]:
    """The terms "keep", "retain" and "hold" read as (the synonyms table joins them)."""
    return frozenset(form((word,)) for word in ("keep", "retain", "hold"))


_ALSO = re.compile(r"\b(?:also|too|as well)\b", re.IGNORECASE)


def _one_line(units: Sequence[_Unit]) -> bool:
    """Whether an entry is said in one line: one unit (the title only repeats or names it)
    whose text does not go on over more lines."""
    return len(units) == 1 and "\n" not in units[0].text.strip()


def _another_of_its_values(smaller: Sequence[_Unit], larger: Sequence[_Unit]) -> bool:
    """Whether the larger entry gives, anywhere, a value of a kind the smaller one gives, that
    the smaller does not ("Node is pinned at 20.11.1" / "We run Node 20.11.1 on the build
    agents only, the servers are on 18.19"): another version beside the one both say may be
    the same thing's elsewhere, and that is no restatement to merge on its subject alone."""
    _, values_s = _bag(tuple(smaller))
    _, values_l = _bag(tuple(larger))
    kinds = {kind for kind, _ in values_s}
    return any(kind in kinds for kind, _ in _differing(values_l, values_s))


def _closest(pair: tuple[_Unit, _Unit, Claim, Claim, Relation]) -> tuple[float, str, str]:
    """The closest claim pair (the highest score), then by the two texts in sorted order, so
    the one chosen does not depend on which entry is given first."""
    _, _, ca, cb, relation = pair
    x, y = sorted((ca.text, cb.text))
    return relation.score, x, y


# A word in common this heavy (Zipf 4.5 or rarer) beside a value names what the value is of;
# "records" or "pages" (commoner) may be said of many things that share a length of time.
ANCHOR = 3.5


def _one_value(a: Claim, b: Claim) -> bool:
    """Whether two claims give the same value (a version, a path, a count, a length of time)
    of what a fairly rare word both say names (two such words for a count, a length of time or
    a size), and no value of their own, and do not read as
    two subjects (subjects.two_subjects: each puts a word of its own in one place of the
    subject, or says where it holds with a word of its own). The value and its rare word are
    the anchor; what is left on either side is wording ("The delayed replica lags by 4 hours"
    / "... is configured with recovery_min_apply_delay = 240min"). One value of two things
    shares the value but not a rare word ("Retain audit trail records for seven years" /
    "Marketing consent records are retained for seven years")."""
    if not a.values & b.values or _differing(a.values, b.values) or _differing(b.values, a.values):
        return False
    theirs = b.bag()
    anchors = sum(1 for t, w in a.bag().items() if w >= ANCHOR and _matched(t, theirs))
    # A count, a length of time or a size is shared by many settings of one thing: a second
    # rare word in common says which setting ("Protobuf compiler timeout: 30s" / "We generate
    # the stubs with protobuf every 30s": one name, two settings).
    if anchors < (2 if all(kind in _SHARED_KINDS for kind, _ in a.values & b.values) else 1):
        return False
    return not two_subjects(a, b)

