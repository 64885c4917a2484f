"""What an entry holds: its claims (title and facts), whether it holds too little to be
knowledge, and its terms and values as one bag."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from memstore.core.entry import COMPACTED_TITLE, title_of
from memstore.core.judge.claims import Bag, Claim, _matched, claims
from memstore.core.judge.lexicon import _stem, word_tables_cache
from memstore.core.judge.limits import MAX_CLAIMS, read_entry
from memstore.core.judge.readings import readings
from memstore.core.judge.text import (
    _CODE_MARK,
    _EMPTY_WORDS,
    _FUNCTION_WORDS,
    _plain,
    _strip_markdown,
    _tokens,
    commented_commands,
)

# --- two entries -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Verdict:
    """What two entries are to each other.

    kind: "duplicate", "conflict", "maybe_same", "maybe_conflict" or "distinct". For a conflict
    or a possible one, `fact_a` / `fact_b` are the two texts and `reason` why ("negation",
    "number", "version", "path", "duration", "name", "order", "url", "setting", "resolution").
    `score` (0..100) is how much of the entry that says less the other holds. `explanation` is
    the report's line."""

    kind: str
    score: float
    explanation: str
    fact_a: str = ""
    fact_b: str = ""
    reason: str = ""


@dataclass(frozen=True)
class _Unit:
    text: str
    claims: tuple[Claim, ...]


@word_tables_cache
@lru_cache(maxsize=1 << 16)
def _entry_claims(title: str, facts: tuple[str, ...]) -> tuple[_Unit, ...]:
    title, facts, _ = read_entry(title, facts)
    if facts and title.startswith(COMPACTED_TITLE):
        # A compaction node's title joins its members' titles, cut short, into one line:
        # read as a sentence it mixes their subjects ("Paired with Bilal on the catalog…;
        # Paired with Ana on the reviews refactor" held "Paired with Ana on the catalog
        # refactor"), and its facts hold every member's whole.
        title = ""
    if facts and title != facts[0] and title == title_of(facts[0]):
        title = facts[0]  # the title `add` or `migrate` made of the first fact ("Nightly
        # batch" of "## Nightly batch") is read as that fact, as a title that repeats it is
    units = []
    seen: set[str] = set()
    for text in (*facts, title):
        key = _plain(text).rstrip(".…")
        if not key or any(key == s or (s.startswith(key) and text.endswith("…")) for s in seen):
            continue  # a title that repeats (or shortens) a fact adds nothing
        seen.add(key)
        found = claims(text)
        if found:
            units.append(_Unit(text, found))
    if units and units[-1].text == title:  # the title first, as it is read
        units.insert(0, units.pop())
    # A title that only names what the facts say ("Python tooling") adds no claim of its own.
    # (Not without a title: a compaction node's is not read, its first unit is a fact, and a
    # fact the others restate is still said; the node lost its first fact so.)
    if title and len(units) > 1 and _title_is_heading(units[0], units[1:]) and any(
            c.terms for u in units[1:] for c in u.claims):
        units = units[1:]  # (not over a bare value: "Lending runbooks" over
        # "docs/runbooks/lending/" says where the runbooks are, session 41)
    return _at_most(units, MAX_CLAIMS)


def _at_most(units: list[_Unit], limit: int) -> tuple[_Unit, ...]:
    """The first units, in order, holding at most `limit` claims in all."""
    if sum(len(u.claims) for u in units) <= limit:
        return tuple(units)
    kept = []
    for unit in units:
        if limit <= 0:
            break
        kept.append(unit if len(unit.claims) <= limit else _Unit(unit.text, unit.claims[:limit]))
        limit -= len(unit.claims)
    return tuple(kept)


def read_whole(title: str, facts: Sequence[str]) -> bool:
    """Whether the judge reads all of an entry (memstore.core.judge.limits)."""
    return _read_whole(title, tuple(facts))


@word_tables_cache
@lru_cache(maxsize=1 << 16)
def _read_whole(title: str, facts: tuple[str, ...]) -> bool:
    if read_entry(title, facts).cut:
        return False
    units = _entry_claims(title, facts)
    # _entry_claims keeps at most MAX_CLAIMS: it cut only if there were more.
    return sum(len(u.claims) for u in units) < MAX_CLAIMS


def _title_is_heading(title: _Unit, rest: Sequence[_Unit]) -> bool:
    terms = {t for c in title.claims for t in c.terms}
    rest_terms = {t for u in rest for c in u.claims for t in c.terms}
    values = {v for c in title.claims for v in c.values}
    rest_values = {v for u in rest for c in u.claims for v in c.values}
    return (terms <= rest_terms and values <= rest_values) or (
        len(terms) <= 2 and not values and not any(c.negative for c in title.claims)
    )


def low_information(title: str, facts: Sequence[str]) -> bool:
    """Whether an entry holds too little to be knowledge: a heading ("Testing", "Deployment
    notes"), a placeholder ("None so far", "TODO", "N/A"), a bare label of two common words, a
    code block with no words around it."""
    return _low_information(title, tuple(facts))


@word_tables_cache
@lru_cache(maxsize=1 << 15)
def _low_information(title: str, facts: tuple[str, ...]) -> bool:
    units = _entry_claims(title, facts)
    found = [c for u in units for c in u.claims]
    if not found:
        return True
    if len(units) == 1 and _LEAD_IN.search(units[0].text):
        return True  # "Load testing with Gatling:", "1. **Content handling**:": a list's heading
    if len(units) == 1 and _placeholder(units[0].text):
        return True  # "(to be written — ask QA)", "Latency reporting - TBD", "Nothing here yet"
    if len(facts) == 1 and _HEADING.match(facts[0]) and title in (facts[0], "", title_of(
            facts[0])):
        return True  # "## Nightly batch": a Markdown heading alone names a section, even one
        # whose words read as a value ("nightly" is every day; session 49)
    if facts and all(_FENCE.match(f) and not commented_commands(f) for f in facts):
        return True  # a bare code block: what it is for was said around it, not in it
    if _example(facts):
        return True  # "Example:" over a code block: it shows a rule said elsewhere
    if facts and _bare_code(facts):
        return True  # "`cargo install cargo-insta`" alone
    if not any(c.terms for c in found) and sum(len(c.values) for c in found) <= 1:
        return True  # a bare path or number says nothing by itself
    if any(c.values for c in found):
        return False
    if len(units) == 1 and _label(units[0].text) and not any(c.negative for c in found):
        return True  # "Storybook", "Deployment notes": names a topic, says nothing of it
    if len(units) == 1 and _item(units[0].text) and not any(c.negative for c in found):
        return True  # "Content downloading and organization": a list item, not a statement
    meaningful = [(t, w) for c in found for t, w in zip(c.terms, c.weights, strict=True)
                  if t not in _EMPTY_STEMS]
    if not meaningful:
        return True
    return len(meaningful) <= 2 and sum(w for _, w in meaningful) < 7.0 and not any(
        c.negative for c in found) and not (len(units) == 1 and _predicated(units[0].text))


# Words that make a sentence say something (a verb of being, a modal, a rule's verb).
_PREDICATES = frozenset(
    "is are was were be been being am must should shall can could will would may might do does "
    "did has have had use uses using run runs need needs require requires keep keeps go goes "
    "live lives make makes get gets put puts never always only don't doesn't isn't aren't "
    "prefer avoid add set pin call "
    # (session 29: verbs a note states what a thing does with, never a plural noun of a list:
    # "The API accepts JSON and XML" is a sentence, not an item)
    "accepts supports includes allows exposes emits sends owns covers contains ships "
    "serves happen happens fail fails expire expires apply applies break breaks wait "
    "waits".split())


def _item(text: str) -> bool:
    """A short noun phrase from a list ("Content downloading and organization", "Redis
    (caching and messaging)"): at most six words, naming two things or one with an aside,
    none of them a predicate or a pronoun ("Lint with ruff" is an imperative, not an item)."""
    head, colon, rest = text.strip().partition(":")
    if colon and rest.strip(" *_."):
        return False  # "logging: structlog, JSON output" states a value
    if text.rstrip(" *_").endswith(".") and len(text.split()) >= 4:
        return False  # "The API accepts JSON and XML.": a sentence, told to its full stop
    words = [w.lstrip("^" + _CODE_MARK) for w in _tokens(_strip_markdown(text))
             if w not in (",", ":")]
    listing = "(" in text or any(w in ("and", "or") for w in words)
    return (listing and 0 < len(words) <= 6 and "`" not in text and not any(
        w in _PREDICATES or (w in _FUNCTION_WORDS and w not in _NOUN_PHRASE_WORDS)
        for w in words))


def _predicated(text: str) -> bool:
    """A sentence with a predicate: a verb of being, a modal, a rule's verb or a word that
    makes one ("Builds go through west.", "Never delete a listing.", "Writes go to the
    primary only.", "We track issues in Linear"). Two light words said of each other state
    something; a heading ("Deploy notes") or a placeholder ("None so far") holds no such
    word."""
    words = [w.lstrip("^" + _CODE_MARK) for w in _tokens(_strip_markdown(text))]
    if len(words) == 2 and any(w in _RULING for w in words):
        return True  # "Squash-merge only", "Always rebase": a rule in two words
    return len(words) >= 3 and (any(w in _PREDICATES for w in words) or words[0] in _SUBJECTS
                                or _DONE_BEFORE.search(text) is not None)


# A word that makes a rule of the one word beside it ("Squash-merge only", "Always rebase",
# "HTTPS only"; session 58: "Squash-merge only" was read as a heading, the same as nothing).
_RULING = frozenset(("always", "only"))


# A person opening a line is its subject, and the word after it its verb ("We track issues in
# Linear", "We support Windows"; session 41: both were read as labels of a few common words).
_SUBJECTS = frozenset("we i they".split())


# An act said with when it is done, the occasion an act in progress: "Lint before pushing",
# "Rebase after pulling" (session 31: read as a heading, "Lint before pushing" was kept apart
# from "Run the linter before pushing"). Not a plural first word, a heading's noun ("Notes
# after shipping").
_DONE_BEFORE = re.compile(r"^\W*\w+(?<![sS])\b.*\b(?:before|after)\s+\w+ing\b", re.IGNORECASE)


# Function words a noun phrase may hold ("caching and messaging", "support for chains"); any
# other (a pronoun, an auxiliary, "only") makes a sentence.
_NOUN_PHRASE_WORDS = frozenset("and or of for with in on from to by the a an".split())


_LEAD_IN = re.compile(r":[*_`\s]*$")
# A Markdown heading of a few words and nothing else ("## Nightly batch", "### Swap rules").
_HEADING = re.compile(r"\s*#{1,6}\s+(?:[^\s#]+\s*){1,5}#*\s*$")
# A lead-in that only announces an example: "Example:", "**Examples**:", "For example:", "e.g.:"
_EXAMPLE_LEAD_IN = re.compile(r"^\s*[*_]*(?:for\s+)?(?:examples?|e\.\s?g\.?)[*_]*\s*:?[*_\s]*$",
                              re.IGNORECASE)


def _example(facts: Sequence[str]) -> bool:
    """An example: a lead-in that says only "Example:" and code blocks under it (a dataclass
    written out, a commit message in the house style). The code shows a rule that is said
    around it, in other entries; its comments ("# Default for backward compatibility")
    annotate the example, so the block is no more knowledge than a bare code block."""
    return (len(facts) >= 2 and bool(_EXAMPLE_LEAD_IN.match(facts[0]))
            and all(_FENCE.match(f) and not commented_commands(f) for f in facts[1:]))


_ONE_CODE_SPAN = re.compile(r"\s*[*_]*`[^`]+`[*_]*\s*$")


def _bare_code(facts: Sequence[str]) -> bool:
    """One inline code span with nothing around it ("`cargo install cargo-insta`"): like a
    bare code block, what it is for was said around it, not in it."""
    return len(facts) == 1 and bool(_ONE_CODE_SPAN.match(facts[0]))


# "staging = basic auth", "pkg manager -> pnpm": a key and its value, like "key: value" (and
# "Error tracking - Sentry", a label set off by a spaced dash: `text._DASHED_LABEL`).
_KEY_VALUE = re.compile(r"\S\s+(?:=|->|\u2192|=>|-|\u2013)\s+\S")
_FENCE = re.compile(r"\s*(?:```|~~~)")


# What a placeholder says in place of knowledge: "to be written", "nothing recorded here yet",
# "none so far", with at most who to ask after it ("(to be written — ask QA)").
_PLACEHOLDER = re.compile(
    r"(?:to be (?:written|documented|added|decided|defined|confirmed|filled in|done)"
    r"|not (?:yet )?(?:written|documented)(?: yet)?|coming soon"
    r"|nothing(?: (?:written|recorded|documented|noted|reported))?(?: (?:up|down))?"
    r"(?: (?:here|so far))?(?: yet)?"
    r"|none(?: (?:recorded|reported|noted|written))?(?: (?:so far|yet))?(?: yet)?)"
    r"(?:\s*[-–—,;:]?\s*(?:ask|see|check with)\s+[\w .@/#-]{1,40})?")
# A line that opens as a to-do ("TODO: write up the Part 117 limits", "TODO(ana) - write this
# section", "TBD: pick SQS or Redis", "FIXME: ..."): what is still to be done or said, not
# what holds (session 49: "TODO: write up the ... limits" absorbed the limits themselves).
_TO_DO = re.compile(r"(?:todo|to-do|tbd|fixme)(?:\([^)]*\))?\s*(?::|[-–—]\s)")
# Where a topic's label ends before what is said of it: "Latency reporting - TBD",
# "Known issues: none", "Airworthiness directives – notes".
_LABEL_END = re.compile(r"\s*(?::|\s[-–—]|[–—])\s*")


def _placeholder(text: str) -> bool:
    """Whether a line says nothing but that something is still to be said, whole or after
    the label of its topic: "(to be written — ask QA)", "Nothing written up here yet",
    "(none recorded yet)", "Latency reporting - TBD", "Bugs in Logic — nothing written up
    here yet", "Airworthiness directives – notes" (session 44: the placeholders of the new
    corpus files were read as statements, and two absorbed a sentence)."""
    def bare(part: str) -> str:
        return part.strip().strip("()[].!").strip()

    plain = bare(_strip_markdown(text).lower())
    if _PLACEHOLDER.fullmatch(plain) or _TO_DO.match(plain):
        return True
    label_end = _LABEL_END.search(plain)
    if label_end is None or label_end.start() == 0:
        return False
    said = bare(plain[label_end.end():])  # what the label is followed by
    words = said.replace("/", " ").split()
    return bool(_PLACEHOLDER.fullmatch(said)) or bool(words) and all(
        w in _EMPTY_WORDS for w in words)


def _label(text: str) -> bool:
    """A bare noun phrase of at most three words: no verb-like function word, no value, no
    "key: value" or code (a terse fact such as "broker: redis" is not a label)."""
    head, colon, rest = text.strip().partition(":")
    if (colon and rest.strip(" *_.")) or "`" in text or _KEY_VALUE.search(text):
        return False
    words = [w.lstrip("^" + _CODE_MARK) for w in _tokens(_strip_markdown(text))
             if w not in (",", ":")]
    return 0 < len(words) <= 3 and not any(
        w in _FUNCTION_WORDS or w in _RULING for w in words) and (
        _DONE_BEFORE.search(text) is None) and not _told_to_its_stop(text, words) and not (
        words[0] in _PREFERRING and len(words) > 1)


# An order to prefer or avoid a thing, of two or three words ("Prefer named exports", "Avoid
# default exports"), is a rule, not a label of a topic (session 41: "Prefer named exports." /
# "Named exports are preferred." was told apart, one side read as a heading).
_PREFERRING = frozenset("prefer avoid favor favour".split())


def _told_to_its_stop(text: str, words: Sequence[str]) -> bool:
    """Three words told to a full stop, the middle one a verb of the third person: "Cloudflare
    terminates TLS." states what a thing does (session 32: read as a label, it never merged
    with "TLS is terminated at Cloudflare"), and so does one after a plural first word:
    "Modals trap focus." (session 43). A heading has no full stop, nor such a verb in the
    middle ("Release process notes", "API design guidelines")."""
    middle = words[1] if len(words) == 3 else ""
    if not middle or not text.rstrip(" *_").endswith("."):
        return False
    if middle.endswith("s"):
        return not middle.endswith(_NOT_AN_S_FORM)
    # (or the verb of a plural subject: "Modals trap focus.", session 43)
    return words[0].endswith("s") and not words[0].endswith(_NOT_AN_S_FORM)


# Endings of words whose last "s" is no ending of a verb or a plural ("class", "status",
# "analysis", "always").
_NOT_AN_S_FORM = ("ss", "us", "is", "ys")


_EMPTY_STEMS = frozenset(_stem(w) if w.isalpha() else w for w in _EMPTY_WORDS) | _EMPTY_WORDS

# The share of the entry that says less found in the other.
DUPLICATE = 0.7
ALONE = 0.75
MAYBE = 0.5
# Tuned on the dev split of tests/natural (docs/consolidation.md says how and how often).
VALUE_WEIGHT = 3.0  # a value weighs as much as a fairly rare word


@word_tables_cache
@lru_cache(maxsize=1 << 16)
def _bag(units: tuple[_Unit, ...]) -> tuple[Bag, frozenset[tuple[str, str]]]:
    terms = Bag()
    values: set[tuple[str, str]] = set()
    initials: set[str] = set()
    for unit in units:
        for claim in unit.claims:
            for term, w in claim.bag().items():
                terms[term] = max(w, terms.get(term, 0.0))
            values |= claim.values
            initials |= claim.bag().initials
    terms.__dict__["_initials"] = frozenset(initials)
    return terms.seal(), frozenset(values)


@word_tables_cache
@lru_cache(maxsize=1 << 16)
def entry_weight(title: str, facts: tuple[str, ...]) -> float:
    """How much an entry says, as the judge weighs it: its terms by weight and its values
    (what `judge` compares to find the entry that says less)."""
    terms, values = _bag(_entry_claims(title, tuple(facts)))
    return sum(terms.values()) + VALUE_WEIGHT * len(values)


def share(title_a: str, facts_a: Sequence[str], title_b: str, facts_b: Sequence[str]) -> float:
    """The share (0..1) of the entry that says less found in the other, as the judge weighs
    it; 0 when either holds no claim. The larger of the share as written and as each reading
    the judge may take its verdict from puts them (memstore.core.judge.readings: a word
    written apart on one side and joined on the other, a phrase and the abbreviation the
    other writes for it, one numeric bound said two ways), as the judge's score counts it."""
    return max(_share(a[0], a[1], b[0], b[1])
               for a, b in readings(title_a, tuple(facts_a), title_b, tuple(facts_b)))


@word_tables_cache
@lru_cache(maxsize=1 << 10)  # (one pair may ask it four times in a row: the uncertain
# bound, then `may_conflict`'s two readings that need `MAYBE`, and the duplicate bound)
def _share(title_a: str, facts_a: tuple[str, ...], title_b: str,
           facts_b: tuple[str, ...]) -> float:
    units_a = _entry_claims(title_a, facts_a)
    units_b = _entry_claims(title_b, facts_b)
    if not units_a or not units_b:
        return 0.0
    terms_a, values_a = _bag(units_a)
    terms_b, values_b = _bag(units_b)
    # The same arithmetic, in the same order, as the verdict's, so a pair on the threshold
    # falls on the same side of it. (A term the other bag holds as it is is matched: asked
    # before the call.)
    total_a = sum(terms_a.values()) + VALUE_WEIGHT * len(values_a)
    total_b = sum(terms_b.values()) + VALUE_WEIGHT * len(values_b)
    if total_a != total_b:  # (the verdict's `says_less`, worked out only as far as needed)
        if total_a < total_b:
            return (sum(w for t, w in terms_a.items() if t in terms_b or _matched(t, terms_b))
                    + VALUE_WEIGHT * len(values_a & values_b)) / total_a
        return (sum(w for t, w in terms_b.items() if t in terms_a or _matched(t, terms_a))
                + VALUE_WEIGHT * len(values_a & values_b)) / total_b
    in_b = (sum(w for t, w in terms_a.items() if t in terms_b or _matched(t, terms_b))
            + VALUE_WEIGHT * len(values_a & values_b)) / total_a
    in_a = (sum(w for t, w in terms_b.items() if t in terms_a or _matched(t, terms_a))
            + VALUE_WEIGHT * len(values_a & values_b)) / total_b
    return min(in_a, in_b)
