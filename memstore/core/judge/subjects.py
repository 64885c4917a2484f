"""A claim read as a subject and a value slot, and whether two subjects are one thing (see
memstore.core.judge and docs/consolidation.md).

A claim such as "payments-api listens on 8080" has a *subject* (its content terms other than
the value and the light words that only tie a value to it: is, lives, runs, listens, is kept,
moved to, upgraded to, port, version ...) and a *slot* of one type: an amount (a number, a
count, a size, a duration or a version), a path, a URL, or a named tool where a choice is
stated ("Traces are exported to Jaeger"). A pinned name ("celery==5.4.0", "postgres:16.3") is
the name, a term of the subject, and its version, a value; a number after "port" or a colon
is a port. The words that may name a tool are read here too (`_tool_words`).

The same thing: a fairly rare word in common, most of the smaller subject found in the larger
and some of the larger in the smaller; each term weighs what it tells (wordfreq), so a shared
tool name or identifier counts for much, a shared "service" or "config" for little. Two things
(look-alikes, both hold): the subjects, lined up word by word, each put a word of their own in
one place while the rest lines up ("Postgres listens on 5432" / "Redis listens on 6379", "the
default log level in prod" / "in dev"), each says where it holds with a word of its own, each
names something of its own, or one is a part of the other, named by a word inside it
("Kotlin test sources" / "Kotlin sources").

Two rules read claims this way: one thing with two values (memstore.core.judge.values) and one
thing with two tools (memstore.core.judge.tools, which asks `_same_subject`);
memstore.core.judge.compare asks `two_subjects` and `narrower` to keep its own value rule from
flagging two things.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from memstore.core.judge.align import opcodes
from memstore.core.judge.claims import NAMING, Bag, Claim, _joined, _matched, _parts, english
from memstore.core.judge.lexicon import _stem, lexicon, word_tables_cache
from memstore.core.judge.text import _IDENT, NO_LONGER, _tokens, _value, weight

# Verbs and nouns that only tie a value to its subject ("is at", "lives in", "listens on",
# "bumped to", "port 8080", "version 14"): not part of what the claim is about. General
# English of software notes, not of one team's.
_LIGHT_WORDS = """live lives living sit sits located location found run runs running listen
listens listening serve serves served expose exposes exposed publish published keep
keeps kept store stored stores hold holds held set sets setting defined define go goes come
comes end ends get gets use uses used using pin pinned pins bump bumped
upgrade upgraded downgrade downgraded move moved switch switched change changed
raise raised lower lowered increase increased decrease decreased reduce
reduced need needs needed require requires required now currently today anymore port ports
version versions equal equals point points map maps mapped put expire expires expired last
lasts least newer older minimum maximum min max written wrote""".split()

# A claim told in the past tense is an event, unless its verb moves a value to a new one ("we
# upgraded apps/web to Next 15", "runbooks moved to ops/runbooks/"): that says what holds now.
_CHANGED_TO = re.compile(
    r"\b(?:upgraded|downgraded|bumped|moved|switched|migrated|changed|updated|raised|lowered|"
    r"increased|decreased|reduced|dropped|pinned|set|went)\b.*\b(?:to|at)\b", re.IGNORECASE)

# When a change was made, said after it ("moved to s3://lab-refs/ last month", "bumped to 16
# two weeks ago", "yesterday"): the time word is not what the claim is about.
_WHEN = re.compile(r"\b(?:last|this|past|previous)\s+(week|month|year|sprint|quarter)\b|"
                   r"\b(?:\d+|a|one|two|three|a few|several)\s+(days?|weeks?|months?|years?)"
                   r"\s+ago\b|"
                   r"\b(yesterday|recently|lately)\b", re.IGNORECASE)

# The change a value dates from, said after it ("written to s3://adt-lake/ after the lake
# migration", "lives in deploy/helm/ since the repo merge"): it says the value is new, as "now"
# does, and its words are not what the claim is about.
_SINCE_CHANGE = re.compile(
    r"\b(?:after|following|during|since|with)\s+(?:the|our)\s+((?:[\w.-]+\s+){0,3}?"
    r"(?:migration|move|merge|split|clean-?up|rework|rewrite|refactor|reorg|rollout|"
    r"consolidation|cutover|switch|upgrade|redesign|overhaul|revamp))\b", re.IGNORECASE)

# The types of value one slot can hold: a number and a version are both amounts ("Next.js 14" /
# "Next 15", "targets SDK 34" / "targetSdk is 35").
_SLOTS = {"number": "amount", "version": "amount", "port": "port", "path": "path",
          "url": "url", "setting": "setting"}

# What the two subjects must share: a word this heavy (Zipf 5.2 or rarer) and this much weight
# in all, FOUND of the smaller subject's weight and LEAST of the larger's (the larger may say
# where the value sits: "moved to the ops repo under ops/runbooks/"). Tuned on dev.
SHARED = 3.5
FOUND = 0.5
LEAST = 0.3
# A look-alike's subjects line up apart from the swap: this share of the longer one.
LINED_UP = 0.5
LINED_UP_OPENING = 0.4
# A subject word of its own this rare in the smaller subject (Zipf 3.5 or rarer), or this rare
# on either side (a name wordfreq does not know), names a thing the other does not speak of.
OWN_NAME = 4.5
OWN_NAME_ANY = 6.0
# A word this rare inside a subject names a part of it ("Kotlin test sources"), where "app" or
# "file" does not.
PART = 3.5


# A claim that says its state is new: "the default is now warn", "no longer", "switched to".
_NOW = re.compile(r"\b(?:now|anymore|any more|" + NO_LONGER + r"|from now on|"
                  r"(?:changed|switched|moved) to)\b", re.IGNORECASE)


@lru_cache(maxsize=1)
def _light() -> frozenset[str]:
    return frozenset(_stem(w) for w in _LIGHT_WORDS) | frozenset(_LIGHT_WORDS)


@dataclass(frozen=True)
class _Reading:
    """A claim as the value-slot rule reads it: a pinned name ("celery==5.4.0",
    "postgres:16.3") is the name, a term of the subject, and its version, a value."""

    claim: Claim
    values: frozenset[tuple[str, str]]
    bag: Bag
    seq: tuple[str, ...]
    subject: dict[str, float]
    slots: frozenset[str] = frozenset()  # the slot types its values fill
    tools: tuple[str, ...] = ()  # the words that may name a tool (see `_tool_words`)
    named: frozenset[str] = frozenset()  # of those, proper names, code spans, known tools


# A short option glued to its level ("-O2", "-g1", "-j8"): one option, and the level it is set
# to, as a key and its value are ("-O3" sets the same option to another level).
_FLAG_LEVEL = re.compile(r"(-[a-z])(\d{1,2})")
# "celery==5.4.0", "react@18.2", "postgres:16.3", "kotlin=2.0.0": a name pinned at a version.
_PINNED = re.compile(r"([a-z][\w.-]*?)(?:==|@|:|=)v?(\d+(?:\.\w+)*)(?:-[\w.]+)?")


# A setting whose value is an amount with a unit ("token_ttl=15m", "timeout: 30s").
_TIMED = re.compile(r"([a-z][\w.-]*?)[=:](\d+(?:\.\d+)?[a-z]+)")


@word_tables_cache
@lru_cache(maxsize=1 << 16)
def _read(claim: Claim) -> _Reading:
    values = set(claim.values)
    bag = Bag(claim.bag())
    # (with the claim's initials, so that a code the other side writes is found in its words
    # here as in the claim: "AKS" / "Azure Kubernetes Service" are not two tools)
    bag.__dict__["_initials"] = claim.bag().initials
    seq: list[str] = []
    for item in claim.seq:
        kind, _, value = item.partition("=")
        token = value if kind == "setting" else item if "=" not in item else ""
        pinned = _PINNED.fullmatch(token) if token else None
        timed = _TIMED.fullmatch(token) if kind == "setting" and pinned is None else None
        if timed is not None:  # "token_ttl=15m": the key, and a duration
            key, amount = timed.group(1), _value(timed.group(2), "", [])
            if amount is not None and amount[1].endswith("s"):
                values.discard(("setting", value))
                values.add(("number", amount[1]))
                bag[key] = max(bag.get(key, 0.0), weight(key))
                seq += [key, f"number={amount[1]}"]
                continue
        level = _FLAG_LEVEL.fullmatch(value) if kind == "flag" else None
        if level is not None:  # "-O2": the option -O at level 2, a setting ("-O3" another)
            values.discard(("flag", value))
            values.add(("setting", f"{level.group(1)}={level.group(2)}"))
            seq.append(f"setting={level.group(1)}={level.group(2)}")
            continue
        if pinned is None:
            seq.append(item)
            continue
        name, version = _stem(pinned.group(1)), pinned.group(2)
        values.discard(("setting", value))
        values.add(("version", version))
        bag.pop(item, None)
        bag[name] = max(bag.get(name, 0.0), weight(pinned.group(1)))
        seq += [name, f"version={version}"]
    light = _light()
    first = claim.text.split(maxsplit=1)[0].lower() if claim.text.strip() else ""
    # A light word that opens the claim as a participle is part of the subject ("Expired
    # payment links", "Running jobs"), not the verb that ties a value to it.
    opening = claim.terms[0] if claim.terms and first.endswith(("ed", "ing")) else ""
    subject = {t: w for t, w in bag.items() if t not in light or t == opening}
    for when in _WHEN.finditer(claim.text):  # "moved to s3://lab-refs/ last month": when
        subject.pop(_stem(next(w for w in when.groups() if w).lower()), None)
    for change in _SINCE_CHANGE.finditer(claim.text):
        for word in change.group(1).split():
            subject.pop(_stem(word.lower()), None)
    # A number right after "port", or after a colon ("localhost:8080", ":9090"), is a port.
    ports = frozenset(item.partition("=")[2] for n, item in enumerate(seq)
                      if item.startswith("number=") and (
                          (n and seq[n - 1] == "port") or f":{item[7:]}" in claim.text))
    values = {("port", v) if k == "number" and v in ports else (k, v) for k, v in values}
    reading = _Reading(claim, frozenset(values), bag, tuple(seq), subject,
                       frozenset(_slot_type(k, v) for k, v in values if k in _SLOTS))
    return _Reading(reading.claim, reading.values, bag, reading.seq, subject, reading.slots,
                    *_tool_words(reading))


def _slot_type(kind: str, value: str) -> str:
    """The slot a value fills: a duration ("30s"), a size ("250kb"), a share ("10%"), another
    amount (a count, a port, a version), a path or a URL. Only values of one type compete: a
    port and a timeout are two things."""
    slot = _SLOTS[kind]
    if slot == "setting":  # a key holds one value: "catchup=True" / "catchup=False"
        return "setting:" + re.split(r"[=@:]", value, maxsplit=1)[0]
    if slot != "amount":
        return slot
    if kind == "version" and "." in value:
        return "version"  # ("5.3.6"; a bare "14" may be a version or a count: "Next 15")
    if value.endswith("%"):
        return "share"
    unit = value.lstrip("0123456789.e+-")
    if unit in _MEASURES:  # (a length and an angle are two things: "1.8 m" / "45 degrees")
        return f"measure:{_MEASURES[unit]}"
    return {"s": "duration", "kb": "size"}.get(unit, "amount") if unit else "amount"


# What an amount in each unit measures, each a slot of its own, as a duration and a size are
# (the bases `text._quantity` writes: "180 cm" is "1.8metre"); two scales of temperature, or of
# speed, measure one thing ("12 °C" / "12 °F" conflict).
_MEASURES = {"metre": "length", "gram": "mass", "l": "volume", "watt": "power", "wh": "energy",
             "hz": "frequency", "bit/s": "bit rate", "m/s": "speed", "km/h": "speed",
             "rad/s": "angular speed", "°": "angle", "°c": "temperature", "°f": "temperature"}


def _now(a: Claim, b: Claim) -> bool:
    """Whether one claim says its value is new ("now produces linux/arm64"): then it speaks of
    the same thing as the other, however it words the rest."""
    return _new(a.text) != _new(b.text)


def _new(text: str) -> bool:
    """Whether a text says its value is new: "now", "no longer", or the change it dates from."""
    return bool(_NOW.search(text) or _SINCE_CHANGE.search(text))


def _in_path(terms: list[str], path: str) -> bool:
    """Whether one of the terms names a folder of the path (its first four letters do)."""
    parts = [p.lower() for p in re.split(r"[/.]", path) if p]
    return any(len(t) >= 3 and any(p.startswith(t[:4]) for p in parts) for t in terms)


def _parallel(a: _Reading, b: _Reading, lined_up: bool) -> bool:
    """Whether the two subjects, lined up in order, each put a word of their own in one place
    ("the billing service" / "the notifications service", "read timeout" / "write timeout",
    "in prod" / "in staging"); with `lined_up`, only when the rest lines up too (at least
    half of the longer subject), else two wordings of one thing ("Local Postgres is on 5432" /
    "Compose maps Postgres to 5433 on the host")."""
    seq_a = tuple(t for t in a.seq if t in a.subject)
    seq_b = tuple(t for t in b.seq if t in b.subject)
    lined = opcodes(seq_a, seq_b)
    swaps = [(i1, j1) for tag, i1, i2, j1, j2 in lined if tag == "replace" and any(
        not _said(t, b.bag, a.bag) for t in seq_a[i1:i2]) and any(
        not _said(t, a.bag, b.bag) for t in seq_b[j1:j2])]
    if not swaps:
        return False
    same = sum(i2 - i1 for tag, i1, i2, _, _ in lined if tag == "equal")
    # (a swap of the words the two open with, what each is about, needs less of the rest:
    # "prod deploys need approval from ..." / "uat deploys need a sign-off from ...")
    least = LINED_UP_OPENING if swaps[0] == (0, 0) else LINED_UP
    if not lined_up or same >= least * max(len(seq_a), len(seq_b)):
        return True
    if swaps != [(0, 0)]:
        return False
    # A short subject, swapped where it opens and nowhere else, lines up with the words that
    # tie it to its value: "Break-glass sessions expire after 1 hour" / "Normal admin sessions
    # expire after 8 hours" (not "Local Postgres is on 5432" / "Compose maps Postgres to 5433
    # on the host").
    words_a = tuple(t for t in a.seq if "=" not in t)
    words_b = tuple(t for t in b.seq if "=" not in t)
    whole = sum(i2 - i1 for tag, i1, i2, _, _ in opcodes(words_a, words_b) if tag == "equal")
    return whole >= least * max(len(words_a), len(words_b))


def _narrows(reading: _Reading, own: list[str], other: Bag) -> bool:
    """Whether one of a claim's own words stands inside its subject, between two words the
    other claim shares, before the value, and names a folder of the claim's own path: a part
    of the other's subject ("Kotlin test sources for payments-api are under src/test/kotlin"),
    not a word more for the same thing ("Gunicorn worker timeout")."""
    paths = [v for k, v in reading.values if k == "path"]
    own = [t for t in own if any(_in_path([t], p) for p in paths)]
    if not own:
        return False
    seq = reading.seq
    end = next((n for n, item in enumerate(seq) if "=" in item), len(seq))
    head = seq[:end]
    for n, term in enumerate(head):
        if term not in own or reading.bag.get(term, 0.0) < PART:
            continue
        if any(_matched(t, other) for t in head[:n]) and any(
                _matched(t, other) for t in head[n + 1:]):
            return True
    return False


def _tool_words(reading: _Reading) -> tuple[tuple[str, ...], frozenset[str]]:
    """The words of a claim that may name a tool, where a choice is stated: a tool of the
    alternatives table, a word wordfreq does not know ending the claim ("sarama"), or a proper
    name (written with a capital inside the sentence) or a code span rare enough to name
    something; never an identifier with digits written in lower case (a host, a cluster: what
    the claim is about), a word the claim repeats or the word it opens with. Also which of them
    are named as such (a known tool, a code span, a proper name), not only rare."""
    claim = reading.claim
    if not claim.choice:
        return (), frozenset()
    tools = lexicon().alternatives
    light = _light()
    propers = _propers(claim.text)
    out, named = [], set()
    opening = claim.terms[:1]
    # (a word wordfreq does not know names a tool only where the slot ends the claim: "talk
    # to Kafka through sarama", not "use `data-testid` selectors as a last resort"; and only
    # a word its large list does not know either, claims.english: not "the route solver")
    last = next((t for t in reversed(reading.seq) if "=" not in t and t not in light
                 and t in reading.bag), "")
    for term in sorted(claim.choice):
        if term in light:
            continue
        proper = term in propers or _joined(term) in propers
        if _IDENT.match(term) and not proper and term not in tools:
            continue  # ("prod-eu-1"; not "S3", "Box2D", nor a tool the table knows: "flake8")
        if claim.terms.count(term) > 1:
            continue  # what the claim is about ("the `orders` service writes to the `orders`
            # schema")
        if (term,) == tuple(opening) and claim.seq[:1] == (term,) and not _USE.match(
                claim.text) and term != claim.agent:
            continue  # the word a claim opens with is its subject (unless a tool that acts:
            # "Dependabot opens the PRs", memstore.core.judge.claims._agent_opens)
        w = reading.bag.get(term, 0.0)
        # (a name written in humps is a name, however common its parts: "OpenSearch")
        if term in tools or (w >= 4.0 and (term in claim.names or proper)) or (
                proper and "_" in term and _joined(term) in propers):
            out.append(term)
            named.add(term)
        elif w >= 6.0 and term == last and not english(term) and not _PROPERTY.search(
                claim.text):
            out.append(term)
        elif w >= _INSTRUMENT_WEIGHT and term in _instruments(claim.text):
            out.append(term)
    return tuple(out), frozenset(named)


# A claim that ends by saying what its subject is like, a lower-case word after a form of
# "be" ("The worker is idempotent", "Handlers must be re-entrant"): a property, however rare the
# word, not a tool ("The broker is Redpanda" names one in capitals).
_PROPERTY = re.compile(r"\b(?:is|are|was|were|be|been|stays?|remains?|becomes?)\s+"
                       r"(?:(?:not|always|never|fully|strictly|now|still|also)\s+)?"
                       r"[a-z][a-z-]*[.!]?\s*$")


# A claim that opens by saying what is used ("Use ...", "We use ...", "We're now using ..."):
# the word after it is the tool, not the subject.
_USE = re.compile(r"\W*(?:(?:we|i|you|they)(?:'re|\s+are)?\s+)?(?:now\s+|still\s+|only\s+)?"
                  r"(?:use|using)\b", re.IGNORECASE)


@lru_cache(maxsize=1 << 14)
def _instruments(text: str) -> frozenset[str]:
    """The words a claim writes right after "with", "via", "using" or "through", stemmed as
    terms are: what a thing is done with ("link with lld", "we bisect with llvm-bisectd"),
    the tool of the act even in lower case and anywhere in the claim."""
    return frozenset(_stem(m.group(2).lower()) for m in _INSTRUMENT.finditer(text)
                     if not (m.group(1) or "").lower().startswith(_PARTNER_VERBS))


# The word after an instrument preposition (past a code mark), and how rare it must be to
# name a tool there ("with care", "with the team" name none). After a verb of dealing with a
# peer, "with" names the partner, not a tool ("communicates with vendrill", "integrates with").
_INSTRUMENT = re.compile(r"(?:\b([A-Za-z]+)\s+)?\b(?:with|via|using|through)\s+`?"
                         r"([A-Za-z][\w+-]*)")
_PARTNER_VERBS = ("communicat", "talk", "speak", "integrat", "work", "pair", "sync", "interop",
                  "connect", "chat", "meet", "collaborat")
_INSTRUMENT_WEIGHT = 4.0


def _propers(text: str) -> frozenset[str]:
    """The words written as proper names in a text, lower-cased and stemmed: capitalised, not
    where a sentence or an aside opens (a capital there is grammar, not a name)."""
    out = set()
    for found in re.finditer(r"[A-Za-z][\w.+-]*", text):
        word = found.group(0)
        before = text[:found.start()].rstrip()
        if not word[:1].isupper() or not before or before[-1] in "(:.;!?\u2192-\u2014":
            continue
        lower = word.lower()
        out |= {lower, _stem(lower), lower.replace("-", "_")}
        if lower == "go":
            out.add("golang")  # (the language, as text._tokens reads "Go": "written in Go")
    return frozenset(out)


def _own_things(a: _Reading, own_a: list[str], b: _Reading, own_b: list[str],
                names_only: bool = False) -> bool:
    """Whether each subject has words of its own and they name two things: a name on either
    side (a word wordfreq does not know, a code span, an identifier: "Keep pagination code for
    banmarmi" / "The config for pagination"; not a word of English its small list leaves out,
    claims.english: "suffices", "lags"), or a fairly rare word (Zipf 3.5 or rarer) in the
    smaller subject, what its value is of ("Timeouts for bannix" / "The dashboards of bannix
    are rotated"; not with `names_only`)."""
    content_a = [t for t in own_a if a.bag.get(t, 0.0) >= NAMING]
    content_b = [t for t in own_b if b.bag.get(t, 0.0) >= NAMING]
    if not content_a or not content_b:
        return False
    if any((r.bag.get(t, 0.0) >= OWN_NAME_ANY and not english(t)) or t in r.claim.names
           for r, own in ((a, content_a), (b, content_b)) for t in own):
        return True
    if names_only:
        return False
    smaller, own = (a, content_a) if sum(a.subject.values()) <= sum(b.subject.values()) else (
        b, content_b)
    return any(smaller.bag.get(t, 0.0) >= OWN_NAME for t in own)


# Words that say the noun after them is had by what the claim is about ("Quillmoss rotates
# ITS certificates"), and those that say the noun before them is had by the name after them
# ("the sessions OF quillmoss").
_POSSESSIVES = frozenset({"its", "their"})
_OF = frozenset({"of", "for"})
_OWNED = re.compile(r"([\w-]+)['\u2019]s\s+([\w-]+)")  # "quillmoss's backups"


def _parts_of_one(a: _Reading, own_a: list[str], b: _Reading, own_b: list[str]) -> bool:
    """Whether each claim ties a word of its own to one name both say, as a part that name has,
    and at least one says so in words ("the sessions OF quillmoss", "quillmoss's backups",
    "quillmoss deletes ITS logs"; the other may put the name before its part, "the quillmoss
    certificates"): two parts of one project, each with its own value; both hold. The name is
    a word both say, rare enough to name a project (OWN_NAME_ANY); a part is a content word of
    the subject, not a light one. A name before a word on both sides is no part told in words
    ("Alembic migrations" / "Alembic revisions": a word of the name, maybe said two ways)."""
    names = {t for t in a.subject if t in b.subject and a.bag.get(t, 0.0) >= OWN_NAME_ANY}
    if not names:
        return False
    had_a, had_b = _part_had(a, own_a, names), _part_had(b, own_b, names)
    return min(had_a, had_b) >= 1 and max(had_a, had_b) == 2


def _part_had(reading: _Reading, own: list[str], names: set[str]) -> int:
    """2 when the claim says in words that a word of its own is had by one of `names`, 1 when
    it only writes the name right before it ("the quillmoss certificates"), 0 otherwise."""
    light = _light()
    parts = {t for t in own if reading.bag.get(t, 0.0) >= NAMING and t not in light}
    if not parts:
        return 0
    words = [w.lstrip("^") for w in _tokens(reading.claim.text)]
    stems = [_stem(w) for w in words]
    for n in range(len(words) - 1):
        if words[n] in _POSSESSIVES and stems[n + 1] in parts:
            return 2
        if stems[n] in parts and words[n + 1] in _OF and stems[n + 2:n + 3] and stems[
                n + 2] in names:
            return 2  # (the name right after "of": "for the ingest pipeline" is a purpose)
    for found in _OWNED.finditer(reading.claim.text):
        owner, part = (_stem(w.lower()) for w in found.groups())
        if owner in names and part in parts:
            return 2
    return int(any(stems[n] in names and stems[n + 1] in parts for n in range(len(words) - 1)))


def _two_places(a: _Reading, own_a: list[str], b: _Reading, own_b: list[str]) -> bool:
    """Whether each claim says where it holds with a word of its own ("in the FastAPI repos" /
    "in the legacy Django monolith"): two places, each with its own choice."""
    return any(t in a.claim.qualifiers for t in own_a) and any(
        t in b.claim.qualifiers for t in own_b)


def _same_subject(a: _Reading, b: _Reading) -> bool:
    """Whether two readings speak of the same thing: a fairly rare word in common, most of the
    smaller subject in the larger, and no word of each own in one place."""
    sa, sb = a.subject, b.subject
    shared_a = {t: w for t, w in sa.items() if _matched(t, b.bag)}
    shared_b = {t: w for t, w in sb.items() if _matched(t, a.bag)}
    if max((*shared_a.values(), *shared_b.values()), default=0.0) < SHARED:
        return False  # (either side's weights, as compare reads its topic: a word may weigh
        # more on the side that writes it rarer, "paging" / "page", and the answer must not
        # depend on which claim is read first)
    total_a, total_b = sum(sa.values()), sum(sb.values())
    small, large = sorted(((sum(shared_a.values()), total_a), (sum(shared_b.values()), total_b)),
                          key=lambda p: (p[1], p[0]))  # (of two as large, the less shared)
    if min(small[0], large[0]) < SHARED or small[0] < FOUND * small[1] or (
            large[0] < LEAST * large[1]):
        return False
    own_a = [t for t in sa if t not in shared_a]
    own_b = [t for t in sb if t not in shared_b]
    if own_a and own_b and (_parallel(a, b, lined_up=True) or _two_places(a, own_a, b, own_b)
                            or _own_things(a, own_a, b, own_b)):
        return False
    # With no value to anchor it, a tool is one for the same job only when the smaller
    # subject has nothing of its own ("Traces are exported to Jaeger" / "Traces go to Tempo";
    # not "Banven stores log files in alembic" / "For CI, banven relies on falzensor").
    # (two subjects of one weight are each the smaller: both must have a name of their own,
    # so that the answer does not depend on which claim is read first, session 49)
    smaller = [(a, own_a)] if total_a < total_b else [(b, own_b)] if total_b < total_a else [
        (a, own_a), (b, own_b)]
    if all(any(side.bag.get(t, 0.0) >= NAMING for t in own) for side, own in smaller) and (
            not _now(a.claim, b.claim)):
        return False
    return not ((not own_b and _narrows(a, own_a, b.bag))
                or (not own_a and _narrows(b, own_b, a.bag)))


def _said(term: str, other: Bag, own: Bag) -> bool:
    """Whether the other claim says a term: as `_matched`, but not as a word of a longer name
    the other gives whole ("events" is not said by "events-dlq" nor by the table
    "events_archive", names with a word more), nor as a name that is a longer name's start or
    end ("drm-proxy" is not said by "drm-proxy-canary")."""
    if not _matched(term, other):
        return False
    return term in other or not any((term in _parts(name) or _affixed(term, name))
                                    and not _matched(name, own)
                                    for name in other if "-" in name or "_" in name)


def _affixed(term: str, name: str) -> bool:
    """Whether a name is a term with one part more before or after it: "drm-proxy-canary"
    and "playback-events-dlq" are the canary of drm-proxy and the dead letters of
    playback-events, other things than the names they hold."""
    return len(name) > len(term) + 1 and (
        name.startswith(term) and name[len(term)] in "-_"
        or name.endswith(term) and name[-len(term) - 1] in "-_")


def two_subjects(a: Claim, b: Claim) -> bool:
    """Whether two claims, read as subject and value slot, speak of two things: the subjects,
    lined up, each put a word of their own in one place ("The docs site runs on port 3002" /
    "The marketing site runs on port 3003"), or each says where it holds with a word of its
    own."""
    if _now(a, b):
        return False  # one says its value is new: the same thing, however worded
    ra, rb = _read(a), _read(b)
    own_a = [t for t in ra.subject if not _said(t, rb.bag, ra.bag)]
    own_b = [t for t in rb.subject if not _said(t, ra.bag, rb.bag)]
    return bool(own_a and own_b) and (_parallel(ra, rb, lined_up=True)
                                      or _two_places(ra, own_a, rb, own_b)
                                      or _parts_of_one(ra, own_a, rb, own_b))


def narrower(a: Claim, b: Claim) -> bool:
    """Whether one claim's subject is a part of the other's, named by a word inside it that
    the other lacks ("Kotlin test sources for payments-api" / "Kotlin sources for
    payments-api"): another thing, whatever the values."""
    ra, rb = _read(a), _read(b)
    own_a = [t for t in ra.subject if not _matched(t, rb.bag)]
    own_b = [t for t in rb.subject if not _matched(t, ra.bag)]
    return (not own_b and _narrows(ra, own_a, rb.bag)) or (
        not own_a and _narrows(rb, own_b, ra.bag))
