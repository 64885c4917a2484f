"""Which step a clause says comes before which, and whether two such orders agree (see
memstore.core.judge).

A clause states an *order* with an order word: "A before B", "B after A", "before B, A",
"after A, B", "A, then B", "B only once A", "A first and B afterwards", "A and B after it"
(or "after that": "it" is what A did, so A first), and in a list of steps with one of these
("build, push, and only then tag") each step before the next. (The claim reader,
memstore.core.judge.claims, marks the end of a step where no comma does: "Before B we A" at the
subject, "B must pass A first" / "B requires A first" at "must" / "requires".)
Nesting is an order with the outer thing first: "A wraps B", "A sits outside B", "B nested
inside A", "outermost" / "innermost". A condition ("when", "if") and where a rule holds ("In
CI, lint runs first") are not steps. Each step is named by its words heavy enough to name it
(not "first", nor a verb as light as "run"); two steps that differ only in common words are
named by those, and when the word a clause opens with is all that tells the steps apart ("Run
dbt seed before dbt run"), it is the clause's verb, said of the first step only.

A plain list of three or more items and no order word ("tag the commit, build the image,
upload it") is read apart, as *listed* steps in the order given: it counts only against a
claim that states an order.

The order is a tuple of pairs (the words of the earlier step, the words of the later one).
Two orders *agree* when some step comes before another in both and none is reversed; they are
*reversed* when two of the same steps stand in opposite orders ("A before B" / "B before A"),
which makes two claims a conflict ("order"); words both first steps share while the later ones
share none are the sentence's, said with whichever step it names first ("Upgrade the Airflow
scheduler before the workers" / "Airflow workers get upgraded first, the scheduler last").
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from memstore.core.judge.lexicon import _stem
from memstore.core.judge.text import weight

# Words that say which of two things is outside the other: read as an order, the outer one
# first ("the TLS layer wraps the retry layer", "the retry layer sits outside the TLS layer",
# "QueryClientProvider nested inside LDProvider").
_WRAPPING = frozenset("wrap wraps wrapping outside".split())
_NESTED = frozenset("nested wrapped".split())
_INNER = frozenset("in inside within under by".split())


def _nesting(term: str, words: Sequence[str], i: int, terms: Sequence[str]) -> str:
    """The order word a nesting word stands for ("before": what came is outside what
    follows; "after": inside it), or ""; `i` is the index of the word after it."""
    following = words[i] if i < len(words) else ""
    if term in _NESTED and following in _INNER:
        return "after"  # "A nested inside B", "A wrapped by B"
    if term in _INNER and i >= 2 and words[i - 2] in _NESTED:
        return "skip"  # the "inside" of "nested inside": already read
    if term in _WRAPPING and terms:
        return "before"  # "A wraps B", "A sits outside B"
    return ""


def _steps(terms: list[str], least: float = 2.5) -> frozenset[str]:
    # What names a step: not "first", nor a verb as light as "run" or "use".
    return frozenset(t for t in terms if t not in _FIRST and t not in _LAST
                     and weight(t) >= least)


# When two steps differ only in common words ("the OTA smoke test" / "the power tests"),
# those words name them.
_STEP_WORD = 2.0


def _listed(terms: list[str], markers: list[tuple[int, str]], commas: list[int],
            qualifiers: set[str], order: Order | None) -> Order | None:
    """The order of a list of steps given without an order word: each item before the next."""
    if order or any(word != "when" for _, word in markers):
        return None
    items = [c for c in commas if c > 0]
    if len(items) < 2:
        return None
    return _order(terms, [*markers, *((c, "then") for c in items)], commas, qualifiers)


Order = tuple[tuple[frozenset[str], frozenset[str]], ...]


# Words that put their own step first or last ("build first", "lint afterwards").
_FIRST = frozenset(("first", "outermost"))
_LAST = frozenset("last afterward final later innermost".split())


def _order(terms: list[str], markers: list[tuple[int, str]], commas: list[int],
           qualifiers: set[str]) -> tuple[tuple[frozenset[str], frozenset[str]], ...] | None:
    """Which step the clause says comes before which: "A before B", "B after A", "before B, A",
    "after A, B", "A, then B", "B only once A", "A first and B afterwards", and in a list of
    steps with one of these ("build, push, and only then tag") each step before the next."""
    if not any(word != "when" for _, word in markers) and not any(
            t in _FIRST or t in _LAST for t in terms):
        return None
    label = next((-1 - c for c in commas if c < 0), 0)  # "Release steps: ..." names no step
    ends_step = []
    if label >= len(terms) or any(at < label for at, _ in markers):
        # "before deploying to prod: DB snapshot": the colon ends the step the marker opened
        ends_step = [label] if 0 < label < len(terms) else []
        label = 0
    terms = terms[label:]
    markers = [(at - label, word) for at, word in markers]
    commas = sorted([c - label for c in commas if c >= 0] + ends_step)
    cuts = sorted({at for at, _ in markers} | {c for c in commas if 0 < c < len(terms)} | {0})
    lead: dict[int, str] = {}
    for at, word in markers:
        lead.setdefault(at, word)
    segments = []  # (terms of the step, the marker that opens it)
    for n, start in enumerate(cuts):
        end = cuts[n + 1] if n + 1 < len(cuts) else len(terms)
        part = terms[start:end]
        opened = lead.get(start, "," if start else "")
        if part and set(part) <= qualifiers and opened in ("", ","):
            opened = "when"  # "In CI, lint runs first": where it holds, not a step
        segments.append((part, opened))
    commas_led = sum(1 for _, word in segments if word == ",")
    listed = commas_led >= 2 or (commas_led and any(w in ("then", "once") for _, w in segments))
    pairs: set[tuple[int, int]] = set()  # (earlier segment, later segment)
    steps = [n for n, (_, word) in enumerate(segments) if word not in ("when", "after_it")]
    for n, (_, word) in enumerate(segments):
        if word == "when":
            continue
        previous = max((m for m in steps if m < n), default=-1)
        if (word == "then" or (word == "," and listed)) and previous >= 0 and segments[
                previous][1] in ("", ",", "then"):  # not across "before X, ..."
            pairs.add((previous, n))
            pairs.add((n - 1, n))
        elif word == "after_it":
            # "Restart the service and rotate the token after it comes back up", "... after
            # that": the step before the "and" first; what follows "it" tells its state.
            if previous >= 1 and segments[previous][1] == "," and previous - 1 in steps:
                pairs.add((previous - 1, previous))
        elif word in ("before", "after", "once"):
            # What the marker follows: the step before it, and the steps joined to that one
            # by "and" or a comma ("run the linter and the formatter before you push").
            main = [n + 1] if previous < 0 else [previous]
            while previous >= 0 and main[-1] > 0 and segments[main[-1]][1] == "," and (
                    main[-1] - 1 in steps):
                main.append(main[-1] - 1)
            pairs |= {(m, n) if word == "before" else (n, m) for m in main
                      if 0 <= m < len(segments)}
    for n, (part, word) in enumerate(segments):
        if word in ("when", "after_it"):
            continue
        if set(part) & _FIRST:
            pairs |= {(n, m) for m in steps if m != n}
        if set(part) & _LAST:
            pairs |= {(m, n) for m in steps if m != n}
    changed = True
    while changed:  # each step before the steps after the next one
        more = {(x, z) for x, y in pairs for y2, z in pairs if y == y2 and x != z}
        changed = not more <= pairs
        pairs |= more
    out = []
    for x, y in sorted(pairs):
        if not (0 <= x < len(segments) and 0 <= y < len(segments)) or (y, x) in pairs:
            continue
        first, second = _steps(segments[x][0]), _steps(segments[y][0])
        named = bool(first and second)  # each step has a word heavy enough to name it
        first, second = first - second, second - first
        if named and not (first and second):  # ... but the two share those words
            first = _steps(segments[x][0], _STEP_WORD) - _steps(segments[y][0], _STEP_WORD)
            second = _steps(segments[y][0], _STEP_WORD) - _steps(segments[x][0], _STEP_WORD)
        if named and not (first and second) and 0 in (x, y) and len(segments[0][0]) > 1:
            # The word the clause opens with may be its verb, said of the first step only
            # ("Run dbt seed before dbt run"): not a word that names it, when the other step
            # is named by it.
            opening = segments[0][0][0]
            words = [segments[x][0], segments[y][0]]
            at = (x, y).index(0)
            if opening in words[1 - at]:
                words[at] = words[at][1:]
                first, second = _steps(words[0], _STEP_WORD), _steps(words[1], _STEP_WORD)
                first, second = first - second, second - first
        if first and second:
            out.append((first, second))
    return tuple(out) or None


def _agree(x: Order, y: Order) -> bool:
    """Whether two claims give one order: some step before another in both, none reversed."""
    return any(_agree_pair(p, q) for p in x for q in y) and not _reversed(x, y)


def _reversed(x: Order, y: Order) -> bool:
    """Whether two claims put two of the same steps in opposite orders. A step pair both state
    as it is shows no reversal: "install Node, enable corepack, then pnpm install" read against
    itself puts "enable corepack" before the last step on one side and after the first on the
    other, and the first and last share a word."""
    return any(_reversed_pair(p, q) and p not in y and q not in x for p in x for q in y)


def _spelt_out(step: frozenset[str]) -> frozenset[str]:
    """A step's terms and the words of its hyphenated names ("paper-trade": paper, trade), so
    that a step named with a hyphen meets the same step in words ("paper trading")."""
    if not any("-" in t for t in step):
        return step
    return step | {_stem(p) for t in step if "-" in t for p in t.split("-") if p.isalpha()}


def _agree_pair(x: tuple[frozenset[str], frozenset[str]],
                y: tuple[frozenset[str], frozenset[str]]) -> bool:
    # Both steps in the same place, or two words of the steps and none crossed ("run the
    # linter before every commit" / "run the linter and the formatter before you push").
    x, y = (_spelt_out(x[0]), _spelt_out(x[1])), (_spelt_out(y[0]), _spelt_out(y[1]))
    straight = len(x[0] & y[0]) + len(x[1] & y[1])
    crossed = len(x[0] & y[1]) + len(x[1] & y[0])
    return (bool(x[0] & y[0]) and bool(x[1] & y[1]) and straight > crossed) or (
        straight >= 2 and crossed == 0)


def object_moved(x: Order, y: Order) -> bool:
    """Whether two claims give one order whose steps share an object, said with the first
    step on one side and with the later one on the other: "Notarize macOS builds before
    publishing" / "Publishing of macOS builds happens only after notarization" (notarize, then
    publish, both; "macOS builds" goes with whichever step the sentence names first). Each
    step is said in its own place on both sides, and the words that cross do so one way only:
    a reversal crosses both ways ("publish the builds before notarizing them")."""
    for p in x:
        for q in y:
            p0, p1 = _spelt_out(p[0]) - _EVERY, _spelt_out(p[1]) - _EVERY
            q0, q1 = _spelt_out(q[0]) - _EVERY, _spelt_out(q[1]) - _EVERY
            first, later = (p0 & q0) - p1 - q1, (p1 & q1) - p0 - q0
            if first and later and not (p0 & q1 and p1 & q0):
                return not _reversed(x, y)
    return False


def _reversed_pair(x: tuple[frozenset[str], frozenset[str]],
                   y: tuple[frozenset[str], frozenset[str]]) -> bool:
    # Both steps must reappear, each on the other side: "A before B" / "B before A". Words
    # both first steps share while the later ones share none are the sentence's, said with
    # whichever step it names first ("Upgrade the Airflow scheduler before the workers" /
    # "Airflow workers get upgraded first, the scheduler last").
    # A word that only counts the occasions ("after every schema change" / "before every
    # commit") names no step: two occasions that share it are not one step put elsewhere.
    x, y = ((_spelt_out(x[0]) - _EVERY, _spelt_out(x[1]) - _EVERY),
            (_spelt_out(y[0]) - _EVERY, _spelt_out(y[1]) - _EVERY))
    straight = len(x[0] & y[0]) + len(x[1] & y[1])
    crossed = len(x[0] & y[1]) + len(x[1] & y[0])
    return bool(x[0] & y[1]) and bool(x[1] & y[0]) and (crossed > straight or not x[1] & y[1])


_EVERY = frozenset(_stem(w) for w in ("every", "each"))


# Words that say a relation holds both ways, so that its two ends may be named in either
# order ("Sabre is compatible with Amadeus" / "Amadeus is compatible with Sabre").
_SYMMETRIC = frozenset(_stem(w) for w in (
    "compatible compatibility same equal equals equivalent share shares shared both together "
    "between alongside like similar mirror mirrors sync synced match matches interchangeable "
    "pair paired either neither").split())
# Words that say a list is read in its order ("Coordinate order is lon, lat").
_ORDER_NOUNS = frozenset(_stem(w) for w in "order sequence ordering".split())


def exchanged(a: str, b: str) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """The two parts two clauses put in each other's place, when they are the same sentence,
    word for word, but for two parts exchanged ("Sabre is the fallback when Amadeus times out"
    / "Amadeus is the fallback when Sabre times out"): the roles of two things swapped, which
    cannot both hold. A sentence turned round ("Vercel builds the previews" / "The previews are
    built by Vercel") changes more words than that. Two items with only light words between
    them ("lon, lat" / "lat, lon", "to Postgres and to S3") are a list, whose order counts only
    when the clause says it is about an order ("Coordinate order is ..."); a relation said both
    ways ("compatible with", "share") has no roles to swap. Each part must have a word heavy
    enough to name something. None otherwise."""
    x_words, y_words = _plain(_WORD.findall(a.lower())), _plain(_WORD.findall(b.lower()))
    x_words, y_words = _ones_said(x_words, y_words), _ones_said(y_words, x_words)
    if len(x_words) != len(y_words) or x_words == y_words or sorted(x_words) != sorted(y_words):
        return None
    stems = [_stem(w) for w in x_words]
    if _SYMMETRIC.intersection(stems):
        return None
    differ = [n for n in range(len(x_words)) if x_words[n] != y_words[n]]
    ra, rb = x_words[differ[0]:differ[-1] + 1], y_words[differ[0]:differ[-1] + 1]
    for k in range(1, len(ra)):
        for m in range(1, len(ra) - k + 1):
            x, middle, y = ra[:k], ra[k:len(ra) - m], ra[len(ra) - m:]
            if rb != [*y, *middle, *x] or set(x) & set(y):
                continue
            if not middle and max(len(x), len(y)) > 2:
                return None  # a phrase put first ("On Fridays, wholesale orders close earlier
                # than retail ones"): the sentence turned round, no roles exchanged (but
                # "lon, lat" / "lat, lon" are two items swapped)
            between = _steps([_stem(w) for w in middle], _ROLE)
            directed = middle == ["to"] and x_words[differ[0] - 1:differ[0]] == ["from"]
            if not between and not directed and not _ORDER_NOUNS.intersection(stems):
                return None  # "Sabre and Amadeus": a list, read in any order (but "from the
                # edge to the API" says which way)
            least = _ROLE if between else 2.5  # (two acts about one thing between them:
            # "written to the primary and read from replicas", the acts exchanged)
            if _steps([_stem(w) for w in x], least) and _steps([_stem(w) for w in y], least):
                return tuple(x), tuple(y)
            return None
    return None


# How heavy a swapped part must be where a thing both name stands between the two parts: an
# act as plain as "read" names a role there.
_ROLE = 2.0
_WORD = re.compile(r"\w+(?:[.+-]\w+)*")
_ARTICLE = frozenset(("the", "a", "an"))


def _plain(words: list[str]) -> list[str]:
    """The words without their articles ("for the session lookups" / "for session lookups")."""
    return [w for w in words if w not in _ARTICLE]


def _ones_said(words: list[str], other: list[str]) -> list[str]:
    """The words with "one" or "ones" put back as the word it stands for, when that word is
    the only one the other clause has more of ("Football markets settle faster than tennis
    ones" / "Tennis markets settle faster than football markets")."""
    if "one" not in words and "ones" not in words:
        return words
    mine, theirs = Counter(words), Counter(other)
    gone, added = theirs - mine, mine - theirs
    if len(gone) != 1 or sum(gone.values()) != 1 or set(added) - {"one", "ones"} or (
            sum(added.values()) != 1):
        return words
    meant = next(iter(gone))
    return [meant if w in ("one", "ones") else w for w in words]


def done_first(order: Order, text: str) -> bool:
    """Whether a clause speaks of what the first step of `order` acts on in the state the later
    step leaves it in: "Run the fraud filter on the raw request, before enrichment" / "The
    fraud filter sees the enriched request" (the filter after the enrichment, the order
    reversed). The later step is one word, said by the clause as a participle ("enriched",
    "compressed") right before a word of the first step, and two more words that name the first
    step besides."""
    words = _WORD.findall(text.lower())
    stems = [_stem(w) for w in words]
    for early, late in order:
        if len(late) != 1:
            continue
        (step,) = late
        for n, (word, stem) in enumerate(zip(words, stems, strict=True)):
            if (stem == step and word.endswith("ed") and n + 1 < len(words)
                    and stems[n + 1] in early
                    and len(_steps(list(early)) & {*stems[:n], *stems[n + 2:]}) >= 2):
                return True
    return False
