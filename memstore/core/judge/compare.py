"""Two claims: same, within, in conflict, look-alikes, related or unrelated (see
memstore.core.judge).

What it asks of the modules beside it: the substitutions that make two claims look-alikes
(memstore.core.judge.lookalikes), whether two orders are reversed (memstore.core.judge.order),
whether a claim tells an event of another occasion (memstore.core.judge.events), and one thing
with two values or two tools (memstore.core.judge.values, memstore.core.judge.tools).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from memstore.core.judge.align import opcodes
from memstore.core.judge.claims import (
    NAMING,
    Bag,
    Claim,
    _analyse_text,
    _joined,
    _matched,
    _parts,
)
from memstore.core.judge.events import one_occasion
from memstore.core.judge.lexicon import _stem, lexicon, word_tables_cache
from memstore.core.judge.lookalikes import _either_way, _makers, _substitutions
from memstore.core.judge.order import _FIRST, _LAST, _reversed, _steps
from memstore.core.judge.subjects import _NOW, _light, _propers, narrower, two_subjects
from memstore.core.judge.text import _IDENT, _tokens
from memstore.core.judge.tools import tool_conflict
from memstore.core.judge.values import (  # (values of one kind: there, read by both)
    _compatible,
    sibling_paths,
    value_conflict,
)

# --- two claims --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Relation:
    """How claim a relates to claim b: "same", "contains" (a says more), "within" (b says
    more), "conflict", "lookalike" (the same shape about another subject), "differs" (each
    puts its own word in one place), "related" or "unrelated"; `reason` says why for a
    conflict, a look-alike or a difference; `score` is the weight the two share over their
    weight together (0..1)."""

    kind: str
    score: float
    reason: str = ""


_UNRELATED = Relation("unrelated", 0.0)

# Tuned on the dev split of tests/natural (docs/consolidation.md says how and how often).
VALUE_WEIGHT = 3.0  # a value weighs as much as a fairly rare word
SAME = 0.75  # the share of each claim found in the other, for "same"
WITHIN = 0.75  # the share of the smaller claim found in the larger, for "within"
TOPIC = 0.45  # the share of the smaller claim both share, apart from the slot that differs
RELATED = 0.3


def compare_claims(a: Claim, b: Claim) -> Relation:
    """How claim `a` relates to claim `b` (see the module docstring)."""
    return _compare_claims(a, b)


@word_tables_cache
@lru_cache(maxsize=1 << 17)  # the same claims meet again in every round and every pair
def _compare_claims(a: Claim, b: Claim) -> Relation:
    if not (a.keys & b.keys):
        return _UNRELATED  # not one word or value in common
    ba, bb = a.bag(), b.bag()
    only_a, only_b = own_terms(ba, bb), own_terms(bb, ba)
    va, vb = _differing(a.values, b.values), _differing(b.values, a.values)
    total_a = sum(ba.values()) + VALUE_WEIGHT * len(a.values)
    total_b = sum(bb.values()) + VALUE_WEIGHT * len(b.values)
    shared_a = total_a - sum(only_a.values()) - VALUE_WEIGHT * len(va)
    shared_b = total_b - sum(only_b.values()) - VALUE_WEIGHT * len(vb)
    score = (shared_a + shared_b) / (total_a + total_b) if total_a + total_b else 1.0
    # About the same thing: what both share is most of the smaller claim, leaving aside the
    # values that differ (they are the slot a conflict is about).
    core = min(total_a - VALUE_WEIGHT * len(va), total_b - VALUE_WEIGHT * len(vb))
    if len(only_a) == 1 and len(only_b) == 1 and _alternatives(*only_a, *only_b):
        # Two tools for one job are the slot that differs, like two values.
        core = min(total_a - sum(only_a.values()), total_b - sum(only_b.values()))
    shared = max(shared_a, shared_b)  # (either side's weights: a word one side writes in
    # parts, "gracefully" / "terminationGracePeriodSeconds", is found in it from one side only)
    topic = shared >= 2.5 and core > 0 and shared >= TOPIC * core
    swaps = _substitutions(a, b) if only_a and only_b and (topic or score >= RELATED) else []
    if topic:
        reason = _conflict(a, b, va, vb, swaps)
        if reason and not swaps and only_a and only_b:
            # A conflict must hold whichever claim is lined up against which: a substitution
            # one reading alone finds may show two subjects ("How to drop the banmarmi
            # workers" / "Banmarmi stores DB users in ansible").
            swaps = _either_way(a, b)
            reason = _conflict(a, b, va, vb, swaps) if swaps else reason
        if reason:
            return Relation("conflict", score, reason)
    slot = value_conflict(a, b)  # one thing with two values (memstore.core.judge.values)
    if slot:
        return Relation("conflict", score, slot)
    if tool_conflict(a, b):  # or two tools for it
        return Relation("conflict", score, "name")
    if swaps and score >= RELATED:
        left, right = swaps[0]
        return Relation("lookalike", score, f"{' '.join(left)} / {' '.join(right)}")
    if topic and {k for k, _ in va} & {k for k, _ in vb}:
        # Another value in the same place about something else: not the same, not opposed.
        return Relation("lookalike", score, "values differ")
    if a.negative != b.negative or not _orders_agree(a, b):
        return Relation("related" if score >= RELATED else "unrelated", score)
    slot = _slot(a, b, va, vb) if topic else ""
    if slot:
        # Two names in that place are two tools (or places) for one job; anything else may
        # still say one thing two ways, for a person to decide.
        names = slot.startswith("name:") and one_occasion(a, b)
        return Relation("conflict" if names else "differs", score,
                        "name" if names else slot.removeprefix("name:"))
    keys_a, keys_b = _setting_keys(a), _setting_keys(b)
    if keys_a - keys_b and keys_b - keys_a:
        # Each sets a key of its own ("`acks_late=True`" / "`track_started=True`"): two
        # settings, however alike the rest.
        return Relation("lookalike", score, "settings differ")
    in_b = shared_a / total_a if total_a else 1.0
    in_a = shared_b / total_b if total_b else 1.0
    if in_b >= SAME and in_a >= SAME and not va and not vb:
        return Relation("same", score)
    if in_a >= WITHIN and not vb:
        return Relation("contains", score)
    if in_b >= WITHIN and not va:
        return Relation("within", score)
    return Relation("related" if score >= RELATED else "unrelated", score)


def own_terms(mine: Bag, theirs: Bag) -> dict[str, float]:
    """The terms of one claim the other does not say, with their weights. A name made of
    words its own claim also says apart ("Redis client in the Go services: go-redis") names a
    third thing: the other says it only whole, not by saying those words ("The Go services
    talk to Redis through rueidis" does not say go-redis)."""
    return {t: w for t, w in mine.items() if not _matched(t, theirs) or (
        t not in theirs and _said_apart(t, mine) and _joined(t) not in theirs)}


def _said_apart(term: str, bag: Bag) -> bool:
    """Whether every word of a hyphenated name is a term of its own in the same bag."""
    parts = _parts(term) if "-" in term or "_" in term else ()
    return bool(parts) and all(p in bag and p != term for p in parts)


def _conflict(a: Claim, b: Claim, va: frozenset[tuple[str, str]],
              vb: frozenset[tuple[str, str]],
              swaps: list[tuple[tuple[str, ...], tuple[str, ...]]]) -> str:
    """Why two claims about the same thing cannot both hold, or ""."""
    if not one_occasion(a, b):
        return ""  # what happened once contradicts no rule, nor an event of another occasion
    choices = [swap for swap in swaps if _one_choice(a, b, *swap)]
    only_a = [t for t in a.terms if not _matched(t, b.bag())]
    only_b = [t for t in b.terms if not _matched(t, a.bag())]
    if not swaps and len(set(only_a)) == 1 and len(set(only_b)) == 1 and (
            _alternatives(only_a[0], only_b[0]) or _two_tools(a, b, only_a[0], only_b[0])):
        choices = [((only_a[0],), (only_b[0],))]
    if not choices:
        # One name of its own on each side, each where a choice is stated ("Traces are
        # exported to Jaeger" / "Traces go to Tempo"): two tools for one job, however the
        # rest is worded.
        name_a = _chosen_name(a, only_a)
        name_b = _chosen_name(b, only_b)
        if (len(name_a) == 1 and len(name_b) == 1
                and _one_choice(a, b, name_a, name_b)
                and not _IDENT.match(name_a[0]) and not _IDENT.match(name_b[0])
                and min(_found_besides(a, b, name_a[0]), _found_besides(b, a, name_b[0]))
                >= BESIDES and not _named_for_own(a, b, name_a[0], name_b[0], swaps)):
            choices = [(name_a, name_b)]
            swaps = [swap for swap in swaps if not (set(swap[0]) & set(name_a)
                                                    or set(swap[1]) & set(name_b))]
    subjects = [swap for swap in swaps if swap not in choices]
    if choices:  # a code span that is the choice is its name, not one more value
        chosen = {t for swap in choices for side in swap for t in side}
        va = frozenset(v for v in va if v[0] != "name" or not _term_in(v[1], chosen))
        vb = frozenset(v for v in vb if v[0] != "name" or not _term_in(v[1], chosen))
    if subjects:
        return ""  # they speak of two things: look-alikes
    own_a = _own_subjects(a, b)
    own_b = _own_subjects(b, a)
    if own_a and own_b and not choices:
        return ""  # each names something the other does not: two things described alike
    if a.negative != b.negative:
        negative, positive = (a, b) if a.negative else (b, a)
        # What is said no to must be what the other says yes to, about the same values.
        # (A value the negative side lacks is said no to with the rest: "doesn't retry by
        # default anymore" / "retries twice by default".)
        if choices or max(_found(a, b), _found(b, a)) < 0.75 or _unnamed(
                _differing(negative.values, positive.values), positive):
            return ""
        heads = {h for h in negative.negated if "=" in h or _holds(h, positive)
                 or negative.bag().get(h, 0.0) >= NAME or h in negative.names
                 or h in negative.opposed}
        if heads and not any(_holds(head, positive) for head in heads):
            return ""  # (a light verb the other does not use says no to what follows it:
            # "builds no longer run on the Mac mini" / "is built on the Mac mini")
        if not _said_after(negative) and _property_of(positive, negative):
            return ""  # "Don't link to the old billing page" / "The old billing page is
            # outdated": a prohibition, and a state of the thing it names
        if negative.negated and negative.negated <= negative.opposed and _own_choice(
                negative, positive) and _own_choice(positive, negative):
            return ""  # "Start the stack with `up -d`" / "Stop the stack with `down`": two
            # acts, each with its own means, not one said and unsaid
        if negative.negated and negative.negated <= negative.opposed and _complementary(
                positive, negative):
            return ""  # "Keep logs for 30 days" / "Remove logs older than 30 days": one rule,
            # told from its two ends
        if _of_the_subject(negative, positive, heads):
            return ""  # "The v1 API is deprecated" / "The v1 API is served by BaseController"
        if len(negative.terms) <= 1 and not (negative.negated & positive.choice) and _found(
                positive, negative) < 0.5:
            return ""  # "not npm" against "npm breaks the links": not what is said no to
        said = _differing(negative.values, positive.values)
        if not _same_values(negative, positive, both=False,
                            besides=said - _unnamed(said, positive)):
            return ""  # "never import from @ui/src/*" / "import via @ui": two places
        return "negation"
    if a.negative and b.negative and (va or vb or choices) and not (
            _same_negated(a, b) and (va or vb) and {k for k, _ in va | vb} <= {"number"}):
        return ""  # two prohibitions of different things both hold (but "closes after 90 s
        # if not full" / "closes after 2 minutes if it isn't full" do not)
    if a.order and b.order and _reversed(a.order, b.order) or _list_reversed(a, b) or (
            _put_first(a, b) or _put_first(b, a) or _first_for_last(a, b)):
        return "order"
    kinds_a, kinds_b = {k for k, _ in va}, {k for k, _ in vb}
    differing = (kinds_a & kinds_b) - {"flag"}
    tools = lexicon().alternatives
    chosen_a = [t for t in a.choice if not _matched(t, b.bag()) and (t in tools or _heavy(a, (t,)))]
    chosen_b = [t for t in b.choice if not _matched(t, a.bag()) and (t in tools or _heavy(b, (t,)))]
    if differing and chosen_a and chosen_b:
        return ""  # "use make 1.3+" / "use minio 2.5+": each value belongs to its own choice
    if differing and not choices:
        if len(differing) > 1:
            return ""  # several values differ: two things described alike
        found = max(_found_terms(a, b), _found_terms(b, a))
        shared = min(len({t for t in a.terms if _matched(t, b.bag())}),
                     len({t for t in b.terms if _matched(t, a.bag())}))  # (from either side)
        if found < SAME_CONTEXT or (shared < 2 and found < 0.75):
            return ""  # the values are of two different things ("timeouts" / "rotation")
        if narrower(a, b) or two_subjects(a, b):
            return ""  # of a thing and a part of it ("Kotlin sources" / "Kotlin test sources"),
            # or of two things ("the docs site ... 3002" / "the marketing site ... 3003")
        kind = differing.pop()
        if kind == "path" and sibling_paths([v for k, v in va if k == "path"],
                                            [v for k, v in vb if k == "path"]):
            return ""  # two items of one collection ("db/losil/migrations" / "db/halnor/...")
        if kind == "number" and any(v[-1:].isalpha() for k, v in va | vb if k == "number"):
            return "duration"
        return kind
    if len(choices) == 1 and not ({k for k, _ in va} & {k for k, _ in vb}) and min(
            _found_besides(a, b, (_heavy(a, choices[0][0]) or choices[0][0])[0]),
            _found_besides(b, a, (_heavy(b, choices[0][1]) or choices[0][1])[0])) >= BESIDES:
        return "name"  # (a value on one side only is a detail: "in the nightly job")
    return ""


# A term this heavy outside the slot a choice fills names what the claim is about.
SUBJECT = 4.0


def _own_subjects(a: Claim, b: Claim) -> set[str]:
    """What claim a speaks of that claim b never mentions: its identifiers, codes and code
    spans, and its rare words outside the slot a choice fills ("the release tags of bannix"
    / "the gonmi release tags"; "test fixtures" / "load testing")."""
    bb = b.bag()
    tools = lexicon().alternatives
    return {t for t, w in a.bag().items() if not _matched(t, bb) and (
        t in a.names or ((w >= SUBJECT or t in tools) and t not in a.choice))}


def _of_the_subject(negative: Claim, positive: Claim, heads: set[str]) -> bool:
    """Whether a negative claim says no to the thing the positive claim is about, not to what
    the positive says of it: what is said no to is the word the positive opens with (its
    subject), the negative says nothing besides it, and the positive goes on to name something
    of its own ("The v1 API is deprecated" / "The v1 API is served by `BaseController`";
    "Paperclip is deprecated" / "Paperclip files are moved by `MigrateJob`"). Being deprecated
    and being served by something both hold; "Use Paperclip" is a choice, and still conflicts."""
    held = [h for h in heads if _holds(h, positive)]
    size = len(negative.terms)
    if not _said_after(negative) or not held or any(h != negative.terms[-1] for h in held):
        return False  # (the negation must follow the word it says no to, "X is deprecated",
        # not open the claim, "Don't run X", "Avoid X")
    opening = positive.terms[:size]
    if len(opening) < size or any(not _matched(t, Bag({o: 1.0}))
                                  for t, o in zip(negative.terms, opening, strict=True)):
        return False  # the positive opens with all the negative says: its subject
    if any(h in positive.choice and positive.terms.count(h) == 1 for h in held):
        return False
    nb = negative.bag()
    return any(not _matched(t, nb) and (t in positive.names or w >= NAME)
               for t, w in positive.bag().items())


def _named_for_own(a: Claim, b: Claim, name_a: str, name_b: str,
                   swaps: list[tuple[tuple[str, ...], tuple[str, ...]]]) -> bool:
    """Whether the two names go with two things: each claim, its name left out, puts a word of
    its own in the same place as the other, where the rest lines up ("The staging DB is
    refreshed ..." / "The staging uploads are synced ..."), or each name is named after the
    word that sets its claim apart ("the config cache ... `config:clear`" / "the route cache
    ... `route:clear`")."""
    bb, ba = b.bag(), a.bag()
    for left, right in swaps:
        if name_a not in left or name_b not in right:
            continue
        if any(t != name_a and not _matched(t, bb) and ba[t] >= NAMING for t in left) and any(
                t != name_b and not _matched(t, ba) and bb[t] >= NAMING for t in right):
            return True
    mine = [t for t in a.terms if t != name_a and not _matched(t, bb) and len(t) >= 3]
    theirs = [t for t in b.terms if t != name_b and not _matched(t, ba) and len(t) >= 3]
    return any(t[:4] in name_a for t in mine) and any(t[:4] in name_b for t in theirs)


# Words that say a thing or an act is fine to do: a statement "X is fine" answers "Don't X"
# (the first word of each antonym pair in lexicon.yaml says the same: enabled, allowed ...).
_APPROVING = frozenset("fine ok okay acceptable encouraged recommended preferred expected "
                       "welcome good standard default way norm".split())
_COPULA = re.compile(r"\b(?:is|are|was|were)\b", re.IGNORECASE)
_ROLE = re.compile(r"\s+(?:the|our|what|how)\b", re.IGNORECASE)


def _property_of(positive: Claim, negative: Claim) -> bool:
    """Whether the positive claim states a property of what the negative names, not the act
    the negative says no to: it reads "<subject> is <predicate>", its subject all said by the
    negative, and its predicate holds none of the words the negative says no to, a word of its
    own, and no word that approves ("The Heroku filesystem is ephemeral" against "Don't rely
    on the Heroku filesystem"; not "Deploys on Friday are fine" against "Never deploy on
    Fridays", nor ".env is committed to the repo" against "Don't commit .env")."""
    found = _COPULA.search(positive.text)
    if not found or found.start() == 0 or _ROLE.match(positive.text, found.end()):
        return False  # ("Redis is the session store": a role, what is chosen for it)
    subject = _analyse_text(positive.text[:found.start()])
    size = len(subject.terms) if subject is not None else 0
    if not size or tuple(positive.terms[:size]) != subject.terms:
        return False
    nb = negative.bag()
    if any(not _matched(t, nb) for t in positive.terms[:size]):
        return False
    predicate = positive.terms[size:]
    weights = positive.weights[size:]
    own = [t for t, w in zip(predicate, weights, strict=True)
           if not _matched(t, nb) and w >= NAMING]
    said = Bag(zip(predicate, weights, strict=True))
    if not own or any(_matched(h, said) for h in negative.negated if "=" not in h):
        return False  # (".env is committed to the repo": the act said no to)
    return not _approving(positive.text[found.end():]) and not (
        positive.values - negative.values)


@word_tables_cache
@lru_cache(maxsize=1 << 16)
def _approving(text: str) -> bool:
    """Whether a predicate approves or states a use ("is fine", "is allowed for release
    managers", "is used for all Go builds", "are enabled"): the words of _APPROVING, the
    approving side of the antonym pairs, and the words the tables read as "use"."""
    lex = lexicon()
    words = _tokens(text)
    for n, word in enumerate(words):
        if word in ("on", "with") and n < len(words) - 1:
            continue  # ("is wiped on deploy": "on" ties a place; "is on" approves)
        phrase = lex.synonyms.get((word,), (word,))
        stem = _stem(word)
        if (word in _APPROVING or stem in _APPROVING_STEMS or phrase == ("use",)
                or (word,) in lex.positives or (phrase in lex.positives)):
            return True
    return False


_APPROVING_STEMS = frozenset(_stem(w) for w in _APPROVING)


_UNTIL = re.compile(r"\b(?:until|till|for\s+(?:\d|an?\b|one\b))", re.IGNORECASE)
_FROM_THEN = re.compile(r"\b(?:after|older than|once|past|beyond)\b", re.IGNORECASE)


def _complementary(positive: Claim, negative: Claim) -> bool:
    """Whether an opposite word says the same rule from its other end: one side holds
    something until a point ("keep logs for 30 days", "keep the flag until the rollout"), the
    other undoes it from that point on ("remove logs older than 30 days", "remove the flag
    after the rollout"), the point the same on both sides (the same value, or the same words
    after it)."""
    until, since = _UNTIL.search(positive.text), _FROM_THEN.search(negative.text)
    if not until or not since:
        return False
    if positive.values and positive.values == negative.values:
        return True
    after_until = _analyse_text(positive.text[until.end():])
    after_since = _analyse_text(negative.text[since.end():])
    if after_until is None or after_since is None:
        return False
    shared = [t for t in after_until.terms if _matched(t, after_since.bag())]
    return bool(shared) and len(shared) * 2 >= len(after_until.terms)


def _own_choice(a: Claim, b: Claim) -> bool:
    """Whether claim a names, in the slot a choice fills, a word claim b does not have."""
    bb = b.bag()
    return any(not _matched(t, bb) for t in a.choice)


@word_tables_cache
@lru_cache(maxsize=1 << 16)
def _said_after(claim: Claim) -> bool:
    """Whether a negative claim opens with what it speaks of and says no after it ("Paperclip
    is deprecated", "the staging snapshot is stale"), not with the negation ("not npm",
    "Don't run X", "Avoid X"): the word it says no to is its own subject."""
    words = _tokens(claim.text)
    lex = lexicon()
    first = words[0] if words else ""
    return bool(claim.terms) and claim.terms[-1] in claim.negated and (first,) not in (
        lex.negators) and lex.by_stem.get(_stem(first)) not in lex.negators and first not in (
        "no", "not", "never", "instead", "rather", "without")


def _two_tools(a: Claim, b: Claim, x: str, y: str) -> bool:
    """Two names that are not English words, each where a choice is stated ("formatting is done
    by Biome" / "we format with Prettier"): two tools for the same job."""
    return (x in a.choice and y in b.choice and a.bag()[x] >= 5.0 and b.bag()[y] >= 5.0
            and not _IDENT.match(x) and not _IDENT.match(y))


def _one_choice(a: Claim, b: Claim, left: tuple[str, ...], right: tuple[str, ...]) -> bool:
    """Whether one word against one is a choice between alternatives: two tools for one job
    ("uv" / "poetry"), or two words in the slot after a word that states a choice ("deploy to
    staging" / "deploy to production"), never the subject the claim opens with. Light words
    beside the two names do not count ("exported to Jaeger" / "go to Tempo")."""
    left = left if len(left) == 1 else _heavy(a, left)
    right = right if len(right) == 1 else _heavy(b, right)
    if len(left) != 1 or len(right) != 1:
        return False
    x, y = left[0], right[0]
    if _alternatives(x, y):
        return True
    # The word a claim opens with is its subject, unless a choice word announced it ("Use
    # golangci-lint for ...": what is chosen).
    opens = (a.seq[:1] == (x,) and x not in a.choice) or (b.seq[:1] == (y,) and y not in b.choice)
    if x in a.qualifiers or y in b.qualifiers:
        return False  # "DEBUG on dev" / "DEBUG on qa": where it holds, not what is chosen
    return x in a.choice and y in b.choice and not opens


# A word this heavy (Zipf frequency 3.5 or rarer), a code, an identifier or a known tool is a
# name: what fills a slot, not how the sentence is worded.
NAME = 4.5


def _term_in(name: str, terms: set[str]) -> bool:
    return any(name == t or name.startswith(t) for t in terms)


def _chosen_name(claim: Claim, own: list[str]) -> tuple[str, ...]:
    """The names among a claim's own words, or the one of them in the slot a choice fills
    ("read secrets from AWS Secrets Manager")."""
    heavy = _heavy(claim, tuple(dict.fromkeys(own)))
    chosen = tuple(t for t in heavy if t in claim.choice)
    return chosen if len(chosen) == 1 else heavy


def _heavy(claim: Claim, words: tuple[str, ...]) -> tuple[str, ...]:
    """The names among some of a claim's words."""
    bag = claim.bag()
    tools = lexicon().alternatives
    return tuple(t for t in words if bag.get(t, 0.0) >= NAME or t in claim.names
                 or (t in tools and bag.get(t, 0.0) >= NAMING))


def _slot(a: Claim, b: Claim, va: frozenset[tuple[str, str]],
          vb: frozenset[tuple[str, str]]) -> str:
    """What the two claims, lined up in order, each put in one place that the other does not:
    a word in the slot a choice fills, or a value ("the default log level is info" / "is now
    warn"; "runs every 1 day" / "runs on every PR"), at least one of the two a name or a
    value. Whatever the two are, the claims do not say the same thing. "" when none."""
    # One side saying the state is new ("is now warn") makes any word there count.
    changed = bool(_NOW.search(a.text)) != bool(_NOW.search(b.text))
    least = 0.0 if changed else NAMING

    def own(x: Claim, y: Claim, values: frozenset[tuple[str, str]]) -> set[str]:
        bag, other = x.bag(), y.bag()
        makers = _makers(x, other)
        unsaid = own_terms(bag, other)
        return {t for t in x.terms if t in x.choice and bag[t] >= least and t not in makers
                and not (t in x.qualifiers and x.seq[:1] == (t,))  # "In Playwright, ..."
                and t in unsaid} | {f"{k}={v}" for k, v in values if k != "name"}

    mine, theirs = own(a, b, va), own(b, a, vb)
    if not mine or not theirs:
        return ""
    lined = opcodes(a.seq, b.seq)
    for n, (tag, i1, i2, j1, j2) in enumerate(lined):
        left = [t for t in a.seq[i1:i2] if t in mine]
        right = [t for t in b.seq[j1:j2] if t in theirs]
        if tag != "replace" or not left or not right:
            continue
        heavy_left = [t for t in left if "=" in t or _heavy(a, (t,))]
        heavy_right = [t for t in right if "=" in t or _heavy(b, (t,))]
        if heavy_left or heavy_right or changed:  # (two plain words may say one thing
            # two ways, unless one side says the value changed: "is now warn")
            x, y = (heavy_left or left)[0], (heavy_right or right)[0]
            if min(_found_besides(a, b, x), _found_besides(b, a, y)) < BESIDES:
                return ""  # the rest differs too: another statement, not another filler
            # Where both claims end on their own word, after all they say alike, that word
            # is the one thing each says of the subject: the object of its verb ("Go
            # services talk to Kafka through sarama" / "Kafka client in Go services:
            # franz-go"). Two fillers there, the only place where each has words of its own,
            # one a name and the other no common word, are two choices, though one of them
            # is an English word too ("chi", "Spring").
            last = any(op[0] == "equal" for op in lined[:n]) and all(
                op[0] == "equal" for op in lined[n + 1:]) and not (_matched(
                a.seq[i2 - 1], b.bag()) and _matched(b.seq[j2 - 1], a.bag())) and not any(
                _own_on_both(a, b, op) for op in lined[:n]) and (
                (x in heavy_left and _only_filler(a, b, a.seq, x))
                or (y in heavy_right and _only_filler(b, a, b.seq, y))) and (
                min(a.bag().get(x, 0.0), b.bag().get(y, 0.0)) >= NAMING) and not (
                {_joined(t) for t in a.seq[i1:i2] if not _matched(t, b.bag())}
                & {_joined(t) for t in b.seq[j1:j2] if not _matched(t, a.bag())})
            # (one name written in parts on one side, whole on the other, is not two:
            # "LibMan" / "Library Manager (libman)")
            both = "name:" if "=" not in x + y and (
                heavy_left and heavy_right or changed or last) and (
                not _named_for_own(a, b, x, y, [])) else ""
            return f"{both}{x.partition('=')[2] or x} / {y.partition('=')[2] or y}"
    return ""


def _setting_keys(claim: Claim) -> frozenset[str]:
    """The keys a claim gives a value ("catchup" of "catchup=False")."""
    return frozenset(re.split(r"[=@:]", v, maxsplit=1)[0] for k, v in claim.values
                     if k == "setting")


def _own_on_both(a: Claim, b: Claim, op: tuple[str, int, int, int, int]) -> bool:
    """Whether one step of the two claims' alignment puts a word of each side's own against
    the other's ("the unit tests" / "the e2e tests")."""
    tag, i1, i2, j1, j2 = op
    return tag == "replace" and any("=" not in t and not _matched(t, b.bag())
                                    for t in a.seq[i1:i2]) and any(
        "=" not in t and not _matched(t, a.bag()) for t in b.seq[j1:j2])


def _only_filler(a: Claim, b: Claim, block: tuple[str, ...], filler: str) -> bool:
    """Whether the words of claim a's own (in `block`, its words) are its filler and nothing
    more that counts: the name (with the words of a proper name written with it,
    "HashiCorp Vault", "AWS Secrets Manager") and light words ("come from", "through"); not
    a second word of its own ("upload dSYMs to Crashlytics": what is uploaded); and it comes
    after a word both claims say, where the object of the claim stands ("How to rebuild the
    dashboards" opens with its own word)."""
    bag, other = a.bag(), b.bag()
    if filler not in a.seq or not any(_matched(t, other) for t in a.seq[:a.seq.index(filler)]):
        return False  # the filler follows what both say (its object), not the subject
    propers = _propers(a.text)
    light = _light()
    named = filler in propers
    return not any(t != filler and "=" not in t and not _matched(t, other) and t not in light
                   and not (named and t in propers) and bag.get(t, 0.0) >= NAMING
                   for t in block)


def _unnamed(values: frozenset[tuple[str, str]], other: Claim) -> frozenset[tuple[str, str]]:
    """The values that the other claim does not name: a code span read as a name ("never push
    to `main`") is the same thing as the word written plainly on the other side ("pushing to
    main is allowed")."""
    return frozenset(v for v in values if v[0] != "name" or not _matched(_stem(v[1]), other.bag()))


def _same_negated(a: Claim, b: Claim) -> bool:
    """Whether two negative claims say no to the same words."""
    return bool(a.negated) and bool(b.negated) and all(
        _holds(h, b) for h in a.negated) and all(_holds(h, a) for h in b.negated)


def _same_values(a: Claim, b: Claim, both: bool = True,
                 besides: frozenset[tuple[str, str]] = frozenset()) -> bool:
    """Whether two claims name the same values: equal, a file name and a path ending in it,
    or a version and a longer one it begins (not a folder and a path inside it); the values
    `besides` of a left aside."""
    def same(x: tuple[str, str], y: tuple[str, str]) -> bool:
        if x[0] == "path" == y[0] and "/" in x[1].strip("/") and "/" in y[1].strip("/"):
            return x[1].rstrip("/") == y[1].rstrip("/")
        return _compatible(x, y)

    return all(any(same(x, y) for y in b.values) for x in a.values - besides) and (not both or all(
        any(same(y, x) for x in a.values) for y in b.values))


def _differing(mine: frozenset[tuple[str, str]],
               theirs: frozenset[tuple[str, str]]) -> frozenset[tuple[str, str]]:
    """The values of `mine` that no value of `theirs` is compatible with."""
    return frozenset(v for v in mine if not any(_compatible(v, t) for t in theirs))


def _holds(item: str, claim: Claim) -> bool:
    """Whether a term or a value ("path=x") of one claim is in another."""
    if "=" in item:
        kind, _, value = item.partition("=")
        return any(_compatible((kind, value), v) for v in claim.values)
    return _matched(item, claim.bag())


# Two values conflict only when most of one claim's words are in the other: both say the same
# about the value (and with a single word in common, nearly all of them).
SAME_CONTEXT = 0.5


def _found_terms(a: Claim, b: Claim) -> float:
    """The share of claim a's term weight (values left out) found in claim b."""
    ba, bb = a.bag(), b.bag()
    total = sum(ba.values())
    return sum(w for t, w in ba.items() if _matched(t, bb)) / total if total else 1.0


# Two names are two choices for one job only when most of what each claim says besides its
# name is said by the other too ("Use pylint as the linter" / "ask in #dev-tools before
# changing the linter" name two things).
BESIDES = 0.5


def _found_besides(a: Claim, b: Claim, name: str) -> float:
    """The share of claim a's term weight, its name left out, found in claim b."""
    ba, bb = a.bag(), b.bag()
    total = sum(w for t, w in ba.items() if t != name)
    return sum(w for t, w in ba.items() if t != name and _matched(t, bb)) / total if total else 1.0


def _found(a: Claim, b: Claim) -> float:
    """The share of claim a's weight (terms and values) found in claim b."""
    ba, bb = a.bag(), b.bag()
    total = sum(ba.values()) + VALUE_WEIGHT * len(a.values)
    if not total:
        return 1.0
    found = sum(w for t, w in ba.items() if _matched(t, bb))
    return (found + VALUE_WEIGHT * (len(a.values) - len(_differing(a.values, b.values)))) / total


def _alternatives(x: str, y: str) -> bool:
    """Two tools for one job (memstore/data/lexicon.yaml: alternatives)."""
    groups = lexicon().alternatives
    return bool(groups.get(x.rstrip("!"), frozenset()) & groups.get(y.rstrip("!"), frozenset()))


def _list_reversed(a: Claim, b: Claim) -> bool:
    """Whether one claim states an order ("build, push, and only then tag") and the other
    lists the same steps the other way round ("Release: tag, build, push")."""
    return bool(a.order and b.listed and _reversed(a.order, b.listed)) or bool(
        a.listed and b.order and _reversed(a.listed, b.order))


def _put_first(a: Claim, b: Claim) -> bool:
    """Whether claim b puts first (or last) the one step claim a says comes after (or before)
    another, and says nothing but that step: "Register the schema before deploying the
    producers" / "Deploy the producers first" (not "Adding deps requires checking with the
    team first", which names the other step too)."""
    if not a.order or b.order or b.listed:
        return False
    first, last = bool(set(b.terms) & _FIRST), bool(set(b.terms) & _LAST)
    if first == last:
        return False
    steps = _steps(list(b.terms))
    return bool(steps) and any(steps <= (late if first else early) for early, late in a.order)


def _first_for_last(a: Claim, b: Claim) -> bool:
    """Whether two claims say the same of one thing but first on one side and last on the
    other ("The Crashlytics script must be the last build phase" / "... the first build
    phase")."""
    ta, tb = set(a.terms), set(b.terms)
    if a.order or b.order or not ((ta & _FIRST and tb & _LAST and not ta & _LAST and not (
            tb & _FIRST)) or (ta & _LAST and tb & _FIRST and not ta & _FIRST and not (
            tb & _LAST))):
        return False
    ends = _FIRST | _LAST
    return all(_matched(t, b.bag()) for t in ta - ends) and all(
        _matched(t, a.bag()) for t in tb - ends)


def _orders_agree(a: Claim, b: Claim) -> bool:
    return a.order is None or b.order is None or not _reversed(a.order, b.order)
