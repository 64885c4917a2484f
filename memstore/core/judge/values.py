"""One thing stated with two values, or two tools: the value-slot rule (see
memstore.core.judge and docs/consolidation.md).

A claim such as "payments-api listens on 8080" has a *subject* (its content terms other than
the value and the light words that only tie a value to it: is, lives, runs, listens, is kept,
moved to, upgraded to, port, version ...) and a *slot* of one type: an amount (a number, a
count, a size, a duration or a version), a path, a URL, or a named tool where a choice is
stated ("Traces are exported to Jaeger"). Two claims whose subjects are the same thing and
whose slots of one type hold different values cannot both hold: "path: Alembic migrations live
in migrations/versions/ / Alembic revisions are in alembic/versions/ at the repo root".

The same thing: a fairly rare word in common, most of the smaller subject found in the larger
and some of the larger in the smaller; each term weighs what it tells (wordfreq), so a shared
tool name or identifier counts for much, a shared "service" or "config" for little. Two things
(look-alikes, both hold): the subjects, lined up word by word, each put a word of their own in
one place while the rest lines up ("Postgres listens on 5432" / "Redis listens on 6379", "the
default log level in prod" / "in dev"), each says where it holds with a word of its own, a
value of another type differs too, or for paths the folders are named by the words that set
each claim apart ("Web e2e specs live in apps/web/e2e" / "Admin e2e specs ... apps/admin/e2e",
"Kotlin sources ... src/main/kotlin" / "Kotlin test sources ... src/test/kotlin").

`slot_keys` gives the candidate search (memstore.core.similarity.blocking) what it needs to
bring such pairs together; memstore.core.judge.bounds asks `value_conflict` and
`tool_conflict` before its other checks, as compare_claims does.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from memstore.core.judge.claims import NAMING, Bag, Claim, _joined, _matched, _parts
from memstore.core.judge.lexicon import _stem, lexicon, word_tables_cache
from memstore.core.judge.text import _IDENT, weight

# Verbs and nouns that only tie a value to its subject ("is at", "lives in", "listens on",
# "bumped to", "port 8080", "version 14"): not part of what the claim is about. General
# English of software notes, not of one team's.
_LIGHT_WORDS = """live lives living sit sits located location found run runs running listen
listens listening serve serves served expose exposes exposed publish published keep
keeps kept store stored stores hold holds held set sets setting defined define go goes come
comes end ends get gets use uses used using pin pinned pins bump bumped
upgrade upgraded downgrade downgraded move moved switch switched change changed
raise raised lower lowered increase increased decrease decreased reduce
reduced now currently today anymore port ports version versions equal equals point
points map maps mapped put expire expires expired last lasts least newer older minimum maximum
min max""".split()

# A claim told in the past tense is an event, unless its verb moves a value to a new one ("we
# upgraded apps/web to Next 15", "runbooks moved to ops/runbooks/"): that says what holds now.
_CHANGED_TO = re.compile(
    r"\b(?:upgraded|downgraded|bumped|moved|switched|migrated|changed|updated|raised|lowered|"
    r"increased|decreased|reduced|dropped|pinned|set|went)\b.*\b(?:to|at)\b", re.IGNORECASE)

# The types of value one slot can hold: a number and a version are both amounts ("Next.js 14" /
# "Next 15", "targets SDK 34" / "targetSdk is 35").
_SLOTS = {"number": "amount", "version": "amount", "port": "port", "path": "path",
          "url": "url"}

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
_NOW = re.compile(r"\b(?:now|anymore|any more|no longer|from now on|(?:changed|switched|moved) "
                  r"to)\b", re.IGNORECASE)


def _compatible(x: tuple[str, str], y: tuple[str, str]) -> bool:
    """Whether two values can name the same thing: equal; a version and a longer one it
    begins ("5.0" / "5.0.x", "16" / "16.2"); a folder and a path in it; two settings of
    different keys (they do not compete)."""
    (kx, vx), (ky, vy) = x, y
    if x == y:
        return True
    if kx != ky:
        return False
    if kx == "version":
        parts_x, parts_y = vx.rstrip(".x*+").split("."), vy.rstrip(".x*+").split(".")
        n = min(len(parts_x), len(parts_y))
        return parts_x[:n] == parts_y[:n]
    if kx == "path":
        px, py = vx.rstrip("/*.").rstrip("/"), vy.rstrip("/*.").rstrip("/")
        if "/" not in vx or "/" not in vy:  # a bare name and a path that ends in it
            return px == py or px.endswith("/" + py) or py.endswith("/" + px)
        return px == py or px.startswith(py + "/") or py.startswith(px + "/")
    if kx == "setting":
        return _setting_key(vx) != _setting_key(vy)
    if kx == "number":
        return _same_amount(vx, vy) or _same_amount(vy, vx)
    return False


def _same_amount(bare: str, timed: str) -> bool:
    """A number without a unit and a duration it may be in another unit ("45000" in a
    setting named in ms, "45 s")."""
    if not timed.endswith("s") or not bare.replace(".", "", 1).isdigit():
        return False
    try:
        seconds, number = float(timed[:-1]), float(bare)
    except ValueError:
        return False
    return number in (seconds, seconds * 1000)


def _setting_key(value: str) -> str:
    return re.split(r"[=@:]", value, maxsplit=1)[0]


@lru_cache(maxsize=1)
def _light() -> frozenset[str]:
    return frozenset(_stem(w) for w in _LIGHT_WORDS) | frozenset(_LIGHT_WORDS)


def value_conflict(a: Claim, b: Claim) -> str:
    """The type of the slot two claims about one thing fill with two values ("path",
    "version", "duration", "number", "url"), or "" when they do not."""
    if not _slotted(a) or not _slotted(b):
        return ""  # (asked of every pair that shares a word: most hold no value at all)
    return _value_conflict(a, b)


def _slotted(claim: Claim) -> bool:
    """Whether a claim may fill a value slot: it holds a value or a pinned name."""
    found = claim.__dict__.get("_slotted")
    if found is None:
        found = bool(claim.values) or any(_PINNED.fullmatch(t) for t in claim.terms
                                          if not t.isalpha())
        claim.__dict__["_slotted"] = found
    return found


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
    tools: tuple[str, ...] = ()  # the words that may name a tool (see `_tools`)
    named: frozenset[str] = frozenset()  # of those, proper names, code spans, known tools


# "celery==5.4.0", "react@18.2", "postgres:16.3", "kotlin=2.0.0": a name pinned at a version.
_PINNED = re.compile(r"([a-z][\w.-]*?)(?:==|@|:|=)v?(\d+(?:\.\w+)*)(?:-[\w.]+)?")


@word_tables_cache
@lru_cache(maxsize=1 << 16)
def _read(claim: Claim) -> _Reading:
    values = set(claim.values)
    bag = Bag(claim.bag())
    seq: list[str] = []
    for item in claim.seq:
        kind, _, value = item.partition("=")
        token = value if kind == "setting" else item if "=" not in item else ""
        pinned = _PINNED.fullmatch(token) if token else None
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
    # A number right after "port", or after a colon ("localhost:8080", ":9090"), is a port.
    ports = frozenset(item.partition("=")[2] for n, item in enumerate(seq)
                      if item.startswith("number=") and (
                          (n and seq[n - 1] == "port") or f":{item[7:]}" in claim.text))
    values = {("port", v) if k == "number" and v in ports else (k, v) for k, v in values}
    reading = _Reading(claim, frozenset(values), bag, tuple(seq), subject,
                       frozenset(_slot_type(k, v) for k, v in values if k in _SLOTS))
    return _Reading(reading.claim, reading.values, bag, reading.seq, subject, reading.slots,
                    *_tool_words(reading))


@word_tables_cache
@lru_cache(maxsize=1 << 17)
def _value_conflict(a: Claim, b: Claim) -> str:
    if not (a.values or a.names) or not (b.values or b.names) or a.negative != b.negative:
        return ""
    if (a.event and not _CHANGED_TO.search(a.text)) or (
            b.event and not _CHANGED_TO.search(b.text)):
        return ""  # something that happened once states no value that holds
    ra, rb = _read(a), _read(b)
    if not any(_meet(x, y) for x in ra.slots for y in rb.slots):
        return ""
    slot = _slot(ra, rb)
    if not slot:
        return ""
    kind, mine, theirs = slot
    sa, sb = ra.subject, rb.subject
    if not sa or not sb:
        return ""
    bag_a, bag_b = ra.bag, rb.bag
    shared_a = sum(w for t, w in sa.items() if _matched(t, bag_b))
    shared_b = sum(w for t, w in sb.items() if _matched(t, bag_a))
    if max((w for t, w in sa.items() if _matched(t, bag_b)), default=0.0) < SHARED:
        return ""  # no fairly rare word in common ("edit the generated X by hand")
    # Most of the smaller subject is in the larger, and some of the larger in the smaller
    # (the larger may say where the value sits: "moved to the ops repo under ops/runbooks/").
    total_a, total_b = sum(sa.values()), sum(sb.values())
    small, large = sorted(((shared_a, total_a), (shared_b, total_b)), key=lambda p: p[1])
    if min(shared_a, shared_b) < SHARED or small[0] < FOUND * small[1] or (
            large[0] < LEAST * large[1]):
        return ""
    own_a = [t for t in sa if not _matched(t, bag_b)]
    own_b = [t for t in sb if not _matched(t, bag_a)]
    if own_a and own_b and _two_places(ra, own_a, rb, own_b):
        return ""  # each says where it holds with a word of its own ("in the sandbox" / "in
        # preview")
    if kind == "path" and _siblings(mine, theirs):
        return ""  # two items of one collection ("db/losil/migrations" / "db/halnor/migrations",
        # "proto/ledger/v1/" / "proto/inventory/v1/"), not one thing in two places
    if kind == "path" and _name(mine) == _name(theirs):
        # One name in two folders is the same thing moved ("docs/runbooks/" / "ops/runbooks/"),
        # unless each folder is named by the word that sets its claim apart ("Web e2e specs
        # live in apps/web/e2e" / "Admin e2e specs live in apps/admin/e2e"), the rest lines up
        # around a swap, or a side names something the other does not ("Cmake caches its
        # results in marlin/settings.py" / "Numpy caches its results in grahalka/settings.py").
        if (_in_path(own_a, mine) and _in_path(own_b, theirs)) or (own_a and own_b and (
                _parallel(ra, rb, lined_up=True) or _own_things(ra, own_a, rb, own_b, True))):
            return ""
    elif own_a and own_b and _parallel(ra, rb, lined_up=kind != "path" or _now(a, b)):
        return ""  # each puts a word of its own in one place: two things described alike
    elif _own_things(ra, own_a, rb, own_b) and not _now(a, b):
        return ""  # each names something of its own: two things of one project ("Timeouts
        # for bannix are 5 seconds" / "The dashboards of bannix are rotated every 7 days")
    if (not own_b and _narrows(ra, own_a, bag_b)) or (not own_a and _narrows(rb, own_b, bag_a)):
        return ""  # "Kotlin test sources" is a part of "Kotlin sources", not the same thing
    return kind


def _slot(a: _Reading, b: _Reading) -> tuple[str, str, str] | None:
    """The slot both claims fill with a value the other lacks ("path", "number", "version",
    "duration", "url"), and the first such value of each; None when there is none, or when
    values of two kinds differ (two things described alike)."""
    def same(x: tuple[str, str], y: tuple[str, str]) -> bool:
        return _compatible(x, y) or _compatible((y[0], x[1]), y) or _same_share(x[1], y[1])

    mine = [(v, _slot_type(*v)) for v in sorted(a.values) if v[0] in _SLOTS]
    theirs = [(v, _slot_type(*v)) for v in sorted(b.values) if v[0] in _SLOTS]
    # (a value both say is not the one in dispute: "a second approver" on both sides)
    xs = [(x, tx) for x, tx in mine if not any(_meet(tx, ty) and same(x, y) for y, ty in theirs)]
    ys = [(y, ty) for y, ty in theirs if not any(_meet(tx, ty) and same(x, y) for x, tx in mine)]
    disputes = [(x, tx, y, ty) for x, tx in xs for y, ty in ys if _meets(x, tx, y, ty)]
    if not disputes:
        return None
    families = {_FAMILY.get(tx, tx) for _, tx, _, _ in disputes}
    if len(families) > 1:
        families.discard("url")  # (a URL's port is an amount of its own: "http://localhost:5555"
        # / "http://localhost:5556")
    if len(families) > 1:
        return None  # two values differ: two things described alike ("apps/web dev server runs
        # on port 3000" / "apps/admin dev server runs on port 5173")
    family = families.pop()
    chosen = [d for d in disputes if _FAMILY.get(d[1], d[1]) == family]
    types = {t for d in chosen for t in (d[1], d[3])}
    kind = ("version" if "version" in types else "duration" if family == "duration"
            else family if family in ("path", "url") else "number")
    return (kind, _first(a, [d[0] for d in chosen]), _first(b, [d[2] for d in chosen]))


# Slot types that compete: each with itself, and a bare amount with a port or a version ("listens
# on 8081" / "runs on port 8088"; "Swift 5.9" / "Swift 6"); a port never with a version.
_FAMILY = {"port": "amount", "version": "amount"}


def _meet(x: str, y: str) -> bool:
    return x == y or "amount" in (x, y) and _FAMILY.get(x, x) == _FAMILY.get(y, y)


def _meets(x: tuple[str, str], tx: str, y: tuple[str, str], ty: str) -> bool:
    """Whether two values compete for one slot; a port only with a number that may be one
    (two digits or more: "listens on 8081" / "on port 8088", not "two jobs")."""
    if not _meet(tx, ty):
        return False
    if "port" in (tx, ty) and tx != ty:
        bare = x[1] if tx == "amount" else y[1]
        return bare.isdigit() and len(bare) >= 2
    return True


def _slot_type(kind: str, value: str) -> str:
    """The slot a value fills: a duration ("30s"), a size ("250kb"), a share ("10%"), another
    amount (a count, a port, a version), a path or a URL. Only values of one type compete: a
    port and a timeout are two things."""
    slot = _SLOTS[kind]
    if slot != "amount":
        return slot
    if kind == "version" and "." in value:
        return "version"  # ("5.3.6"; a bare "14" may be a version or a count: "Next 15")
    if value.endswith("%"):
        return "share"
    unit = value.lstrip("0123456789.e+-")
    return {"s": "duration", "kb": "size"}.get(unit, "amount") if unit else "amount"


def _same_share(x: str, y: str) -> bool:
    """A fraction and the percentage it is ("0.1" / "10%")."""
    if x.endswith("%") == y.endswith("%"):
        return False
    share, percent = (y, x) if x.endswith("%") else (x, y)
    try:
        return abs(float(share) * 100 - float(percent[:-1])) < 1e-9
    except ValueError:
        return False


def _first(reading: _Reading, values: list[tuple[str, str]]) -> str:
    for item in reading.seq:
        kind, _, value = item.partition("=")
        if (kind, value) in values:
            return value
    return sorted(values)[0][1]


def _now(a: Claim, b: Claim) -> bool:
    """Whether one claim says its value is new ("now produces linux/arm64"): then it speaks of
    the same thing as the other, however it words the rest."""
    return bool(_NOW.search(a.text)) != bool(_NOW.search(b.text))


def _in_path(terms: list[str], path: str) -> bool:
    """Whether one of the terms names a folder of the path (its first four letters do)."""
    parts = [p.lower() for p in re.split(r"[/.]", path) if p]
    return any(len(t) >= 3 and any(p.startswith(t[:4]) for p in parts) for t in terms)


def sibling_paths(mine: list[str], theirs: list[str]) -> bool:
    """Whether every path of one side is a sibling of every path of the other (see
    `_siblings`)."""
    return bool(mine) and bool(theirs) and all(_siblings(x, y) for x in mine for y in theirs)


def _siblings(x: str, y: str) -> bool:
    """Whether two paths share their first and last parts and differ only between them."""
    px, py = x.strip("/").split("/"), y.strip("/").split("/")
    return len(px) >= 3 and len(py) >= 3 and px[0] == py[0] and px[-1] == py[-1]


def _name(path: str) -> str:
    return path.rstrip("/").rsplit("/", 1)[-1].lstrip(".")


def _parallel(a: _Reading, b: _Reading, lined_up: bool) -> bool:
    """Whether the two subjects, lined up in order, each put a word of their own in one place
    ("the billing service" / "the notifications service", "read timeout" / "write timeout",
    "in prod" / "in staging"); with `lined_up`, only when the rest lines up too (at least
    half of the longer subject), else two wordings of one thing ("Local Postgres is on 5432" /
    "Compose maps Postgres to 5433 on the host")."""
    from difflib import SequenceMatcher

    seq_a = [t for t in a.seq if t in a.subject]
    seq_b = [t for t in b.seq if t in b.subject]
    opcodes = SequenceMatcher(None, seq_a, seq_b, autojunk=False).get_opcodes()
    swaps = [(i1, j1) for tag, i1, i2, j1, j2 in opcodes if tag == "replace" and any(
        not _matched(t, b.bag) for t in seq_a[i1:i2]) and any(
        not _matched(t, a.bag) for t in seq_b[j1:j2])]
    if not swaps:
        return False
    same = sum(i2 - i1 for tag, i1, i2, _, _ in opcodes if tag == "equal")
    # (a swap of the words the two open with, what each is about, needs less of the rest:
    # "prod deploys need approval from ..." / "uat deploys need a sign-off from ...")
    least = LINED_UP_OPENING if swaps[0] == (0, 0) else LINED_UP
    return not lined_up or same >= least * max(len(seq_a), len(seq_b))


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


def tool_conflict(a: Claim, b: Claim) -> bool:
    """Whether two claims about one thing name two tools for it, each where a choice is
    stated ("Traces are exported to Jaeger" / "Traces go to Tempo"): the slot is a named tool
    instead of a value, and the subjects are read as for values."""
    if a.negative or b.negative or not a.choice or not b.choice:
        return False
    return _tool_conflict(a, b)


@word_tables_cache
@lru_cache(maxsize=1 << 17)
def _tool_conflict(a: Claim, b: Claim) -> bool:
    if a.negative or b.negative or not a.choice or not b.choice:
        return False
    if (a.event and not _CHANGED_TO.search(a.text)) or (
            b.event and not _CHANGED_TO.search(b.text)):
        return False
    ra, rb = _read(a), _read(b)
    if not ra.tools or not rb.tools:
        return False
    tools_a, tools_b = _tools(ra, rb.bag), _tools(rb, ra.bag)
    if not tools_a or not tools_b:
        return False
    sa = {t: w for t, w in ra.subject.items() if t not in tools_a}
    sb = {t: w for t, w in rb.subject.items() if t not in tools_b}
    if not sa or not sb:
        return False
    la = _Reading(a, ra.values, ra.bag, ra.seq, sa, ra.slots, ra.tools, ra.named)
    lb = _Reading(b, rb.values, rb.bag, rb.seq, sb, rb.slots, rb.tools, rb.named)
    if _slot(la, lb) is not None:
        return False  # values differ too: the value rule reads them
    if bool(la.slots) != bool(lb.slots):
        return False  # a value on one side only: not one sentence with another tool in it
    return _same_subject(la, lb)


def _tools(reading: _Reading, other: Bag) -> frozenset[str]:
    """A claim's named tools the other claim lacks, in the slot a choice fills (see
    `_tool_words`). A word after in/on/at names where the claim holds ("in prod", "in the
    FastAPI repos") when the claim names another tool; alone it may be the tool ("stored in
    S3")."""
    out = {t for t in reading.tools if not _matched(t, other)}
    chosen = {t for t in out if t not in reading.claim.qualifiers}
    return frozenset(chosen or {t for t in out if t in reading.named})


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
    # to Kafka through sarama", not "use `data-testid` selectors as a last resort")
    last = next((t for t in reversed(reading.seq) if "=" not in t and t not in light
                 and t in reading.bag), "")
    for term in sorted(claim.choice):
        if term in light:
            continue
        proper = term in propers or _joined(term) in propers
        if _IDENT.match(term) and not proper:
            continue  # ("prod-eu-1"; not "S3", "Box2D")
        if claim.terms.count(term) > 1:
            continue  # what the claim is about ("the `orders` service writes to the `orders`
            # schema")
        if (term,) == tuple(opening) and claim.seq[:1] == (term,) and not claim.text.lower(
                ).startswith(("use ", "using ")):
            continue  # the word a claim opens with is its subject
        w = reading.bag.get(term, 0.0)
        if term in tools or (w >= 4.0 and (term in claim.names or proper)):
            out.append(term)
            named.add(term)
        elif w >= 6.0 and term == last:
            out.append(term)
    return tuple(out), frozenset(named)


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
    return frozenset(out)


def _own_things(a: _Reading, own_a: list[str], b: _Reading, own_b: list[str],
                names_only: bool = False) -> bool:
    """Whether each subject has words of its own and they name two things: a name on either
    side (a word wordfreq does not know, a code span, an identifier: "Keep pagination code for
    banmarmi" / "The config for pagination"), or a fairly rare word (Zipf 3.5 or rarer) in the
    smaller subject, what its value is of ("Timeouts for bannix" / "The dashboards of bannix
    are rotated"; not with `names_only`)."""
    content_a = [t for t in own_a if a.bag.get(t, 0.0) >= NAMING]
    content_b = [t for t in own_b if b.bag.get(t, 0.0) >= NAMING]
    if not content_a or not content_b:
        return False
    if any(r.bag.get(t, 0.0) >= OWN_NAME_ANY or t in r.claim.names
           for r, own in ((a, content_a), (b, content_b)) for t in own):
        return True
    if names_only:
        return False
    smaller, own = (a, content_a) if sum(a.subject.values()) <= sum(b.subject.values()) else (
        b, content_b)
    return any(smaller.bag.get(t, 0.0) >= OWN_NAME for t in own)


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
    if max(shared_a.values(), default=0.0) < SHARED:
        return False
    total_a, total_b = sum(sa.values()), sum(sb.values())
    small, large = sorted(((sum(shared_a.values()), total_a), (sum(shared_b.values()), total_b)),
                          key=lambda p: p[1])
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
    smaller, own = (a, own_a) if total_a <= total_b else (b, own_b)
    if any(smaller.bag.get(t, 0.0) >= NAMING for t in own) and not _now(a.claim, b.claim):
        return False
    return not ((not own_b and _narrows(a, own_a, b.bag))
                or (not own_a and _narrows(b, own_b, a.bag)))


def two_subjects(a: Claim, b: Claim) -> bool:
    """Whether two claims, read as subject and value slot, speak of two things: the subjects,
    lined up, each put a word of their own in one place ("The docs site runs on port 3002" /
    "The marketing site runs on port 3003"), or each says where it holds with a word of its
    own."""
    if _now(a, b):
        return False  # one says its value is new: the same thing, however worded
    ra, rb = _read(a), _read(b)
    own_a = [t for t in ra.subject if not _matched(t, rb.bag)]
    own_b = [t for t in rb.subject if not _matched(t, ra.bag)]
    return bool(own_a and own_b) and (_parallel(ra, rb, lined_up=True)
                                      or _two_places(ra, own_a, rb, own_b))


def narrower(a: Claim, b: Claim) -> bool:
    """Whether one claim's subject is a part of the other's, named by a word inside it that
    the other lacks ("Kotlin test sources for payments-api" / "Kotlin sources for
    payments-api"): another thing, whatever the values."""
    ra, rb = _read(a), _read(b)
    own_a = [t for t in ra.subject if not _matched(t, rb.bag)]
    own_b = [t for t in rb.subject if not _matched(t, ra.bag)]
    return (not own_b and _narrows(ra, own_a, rb.bag)) or (
        not own_a and _narrows(rb, own_b, ra.bag))


def slot_keys(claim: Claim) -> tuple[str, ...]:
    """What a claim offers the candidate search (memstore.core.similarity.blocking) so that it
    meets the claims the value rule may find in conflict with it though they share few words:
    for each kind of slot it fills, its two heaviest subject words if rare enough to be the
    one two such claims share ("amount flower")."""
    return _slot_keys(claim)


@word_tables_cache
@lru_cache(maxsize=1 << 16)
def _slot_keys(claim: Claim) -> tuple[str, ...]:
    if claim.event and not _CHANGED_TO.search(claim.text):
        return ()
    reading = _read(claim)
    # (the types that may meet; two tools get no keys: on dev they found one pair more and on
    # a generated store of 2,000 entries they proposed a fifth more pairs)
    kinds = sorted({_FAMILY.get(t, t) for t in reading.slots})
    if not kinds:
        return ()
    # The two heaviest: the word two such claims share is nearly always one of them, and a
    # key for every word paired twice the entries on a generated store.
    heavy = {t for t, w in sorted(reading.subject.items(), key=lambda p: (-p[1], p[0]))[:2]
             if w >= SHARED}
    # (a hyphenated name meets its words: "unsettled-payments" / "unsettled payments")
    heavy |= {p for t in heavy for p in _parts(t)}
    return tuple(f"{kind} {term}" for kind in kinds for term in sorted(heavy))
