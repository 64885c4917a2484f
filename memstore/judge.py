"""What two memories assert, and whether they say the same thing, disagree, or neither.

Pure functions over text; no file I/O (the word tables are package data, read once).

The judge does not ask how alike two texts look. It takes each memory apart into *claims* and
compares claims:

Claims
    An entry's title and facts are split into clauses at sentence ends, semicolons, dashes,
    "but", "because", "since" and the like, and at "instead of X" / "rather than X" / ", not X"
    (so "use pnpm, not npm" is the two claims "use pnpm" and "not npm"). Each clause becomes a
    `Claim`:

    - its *terms*: the content words, lower-cased, with Markdown stripped, read through the
      reviewed synonym table (``memstore/data/lexicon.yaml``: TS = TypeScript, deps =
      dependencies, Postgres = PostgreSQL, ...) and reduced by the Snowball English stemmer
      (PyStemmer), so "manage", "managed" and "management" are one term. Function words
      (articles, pronouns, prepositions, auxiliaries) are not terms; identifiers with digits
      (``prod-ap-2``, ``us-east-1``) are terms, never numbers;
    - its *values*: numbers, durations ("30 s" = "30 seconds" = "30s"), sizes, versions, paths,
      file names, flags and URLs, each with its type;
    - its *polarity*: negative when it holds a negation (not, never, no longer, without ...) or
      the negative of an opposite pair (disabled, off, forbidden, optional, private ...; the
      pair's positive word becomes the term), positive otherwise;
    - its *order*, when it says one thing happens before or after another.

    Each term weighs what it tells: rare words (tool names, identifiers) much, common words
    ("use", "file") little, by the word's frequency in English (wordfreq).

Two claims
    Lined up on their terms, two claims are one of:

    - **same**: nearly all terms of each are in the other, the same values, the same polarity
      and order;
    - **contains** / **within**: one says all the other does and more (an added detail, a flag,
      a reason);
    - **conflict**: they are about the same thing (the same terms, apart from the one slot that
      differs) and cannot both hold: opposite polarity, another value of the same type in the
      same place, another tool of the same job ("uv" / "poetry"), another word in the slot a
      choice fills ("deploy to staging" / "deploy to production"), or the reverse order. A
      difference in the subject ("migrations live in db/migrations" / "seeds live in db/seeds",
      "prod-eu-1 runs Postgres 15" / "prod-us-2 runs Postgres 15") is not a conflict: the two
      are look-alikes, and both hold;
    - **related** or **unrelated** otherwise.

Two entries: `judge`
    Each claim is lined up with its best counterpart on the other side (titles included).

    - Any conflicting pair of claims makes the entries a **conflict** (the report names the
      two facts and the reason).
    - An entry with too little in it to be knowledge (a heading such as "Testing", a
      placeholder such as "None so far" or "TODO") is never the same as anything.
    - Otherwise, when the claims of the entry that says less are all found in the other (as the
      same claim or within a larger one), the entries are **duplicates**: extra claims on the
      other side are expected, since the merge keeps every fact. When most but not all are,
      the pair is **uncertain** ("maybe the same"), for a person or the agent to decide.

    Every verdict carries a one-line explanation for the report ("same topic: dependency, uv;
    claims aligned 2/2; no conflict").

The same fact: `same_fact`
    Two facts are the same when each claim of one is the same as a claim of the other. Merging
    keeps a fact unless a `same_fact` one is already kept, so no paraphrase is kept twice and
    no knowledge is dropped.

Everything is deterministic; no network, no model download.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any

__all__ = [
    "Claim",
    "Lexicon",
    "Verdict",
    "claims",
    "compare_claims",
    "judge",
    "lexicon",
    "low_information",
    "same_fact",
    "set_lexicon",
]


# --- the word tables ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Lexicon:
    """The reviewed word tables: synonym phrases, opposite pairs, negators and alternatives."""

    synonyms: Mapping[tuple[str, ...], tuple[str, ...]]  # phrase -> its group's first phrase
    opposites: Mapping[tuple[str, ...], tuple[str, ...]]  # negative phrase -> positive phrase
    positives: frozenset[tuple[str, ...]]
    negators: frozenset[tuple[str, ...]]
    alternatives: Mapping[str, frozenset[int]]  # term -> the groups it is in
    longest: int  # the longest phrase, in words
    by_stem: Mapping[str, tuple[str, ...]]  # a one-word entry by its stem ("forbids" -> forbid)

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> Lexicon:
        """Build the tables from the YAML structure of lexicon.yaml (and memstore.yaml's
        `judge:` section, whose groups are added to the shipped ones)."""
        synonyms: dict[tuple[str, ...], tuple[str, ...]] = {}
        for group in data.get("synonyms") or ():
            phrases = [_phrase(p) for p in group if _phrase(p)]
            for phrase in phrases:
                synonyms.setdefault(phrase, phrases[0])
        opposites: dict[tuple[str, ...], tuple[str, ...]] = {}
        positives = set()
        for pair in data.get("antonyms") or ():
            if len(pair) == 2 and _phrase(pair[0]) and _phrase(pair[1]):
                opposites.setdefault(_phrase(pair[1]), _phrase(pair[0]))
                positives.add(_phrase(pair[0]))
        negators = frozenset(_phrase(n) for n in data.get("negators") or () if _phrase(n))
        alternatives: dict[str, set[int]] = {}
        for n, group in enumerate(data.get("alternatives") or ()):
            for name in group:
                phrase = synonyms.get(_phrase(name), _phrase(name))
                term = _term_of(phrase)
                alternatives.setdefault(_stem(term) if term.isalpha() else term, set()).add(n)
        every = [*synonyms, *opposites, *negators]
        by_stem: dict[str, tuple[str, ...]] = {}
        for phrase in every:
            if len(phrase) == 1 and phrase[0].isalpha():
                by_stem.setdefault(_stem(phrase[0]), phrase)
        return cls(synonyms, opposites, frozenset(positives), negators,
                   {k: frozenset(v) for k, v in alternatives.items()},
                   max((len(p) for p in every), default=1), by_stem)


def _phrase(text: Any) -> tuple[str, ...]:
    return tuple(str(text).lower().split())


def _term_of(phrase: tuple[str, ...]) -> str:
    return "_".join(phrase)


@lru_cache(maxsize=1)
def _shipped() -> dict[str, Any]:
    from ruamel.yaml import YAML

    text = resources.files("memstore").joinpath("data/lexicon.yaml").read_text("utf-8")
    loaded = YAML(typ="safe").load(text)
    return dict(loaded) if isinstance(loaded, dict) else {}


_active: Lexicon | None = None
_active_extra: Mapping[str, Any] | None = None


def lexicon() -> Lexicon:
    """The tables in use: the shipped ones, plus a store's own after `set_lexicon`."""
    global _active
    if _active is None:
        _active = Lexicon.from_data(_shipped())
    return _active


def set_lexicon(extra: Mapping[str, Any] | None) -> None:
    """Use the shipped tables extended by `extra` (memstore.yaml's `judge:` section): each of
    its lists is appended to the shipped list of the same key. Clears every cached analysis."""
    global _active, _active_extra
    if _active is not None and (extra or None) == _active_extra:
        return  # already in use: keep every cached analysis
    _active_extra = extra or None
    data = {key: list(value or ()) for key, value in _shipped().items()}
    for key, more in (extra or {}).items():
        if key in data and isinstance(more, list):
            data[key] = [*data[key], *more]
    _active = Lexicon.from_data(data)
    for cached in (_claims_of, _entry_claims, _analyse_text, _judge, _compare_claims, _bag,
                   _term_text, _low_information, _parts):
        cached.cache_clear()


# --- words -------------------------------------------------------------------------------------

# Closed-class words: they carry no claim of their own.
_FUNCTION_WORDS = frozenset(
    """a an the this that these those it its it's they them their there here we us our ours you
    your yours i me my he she his her one ones to of for in on at by with via from into onto
    over under within inside about as per and or but nor so yet if then than when whenever while
    where which who whom whose what how why be is are was were been being am do does did done
    doing have has had having will would shall should can could may might must ought also just
    only really actually simply please basically generally usually typically normally currently
    now still already too very quite some such both either each other another more most much
    many few less least any own same like unlike e.g i.e etc vs versus note nb important tip
    sure remember always ever use get gets got go goes going went let lets want wants thing
    allow allows allowed permit permits permitted
    things stuff way someone something anyone anything everyone everything whatever here""".split()
)
# Words of these kinds only say a claim is a rule; "always" is a term through the opposites.
_FUNCTION_WORDS = _FUNCTION_WORDS - {"always"}

# Placeholders and headings: an entry made only of these says nothing.
_EMPTY_WORDS = frozenset(
    """none nothing n/a na tbd todo fixme wip tba misc miscellaneous notes note general overview
    introduction intro summary section heading title known issues issue status yet far so
    fill in later details detail see below above example examples placeholder empty""".split()
)

_NUMBER_WORDS = {
    "zero": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
    "seven": "7", "eight": "8", "nine": "9", "ten": "10", "eleven": "11", "twelve": "12",
    "fifteen": "15", "twenty": "20", "thirty": "30", "sixty": "60", "ninety": "90",
    "hundred": "100",
}
# Units glued to the number before them: "30 seconds" and "30s" are one value.
_UNITS = {
    **dict.fromkeys(("s", "sec", "secs", "second", "seconds"), "s"),
    **dict.fromkeys(("m", "min", "mins", "minute", "minutes"), "min"),
    **dict.fromkeys(("h", "hr", "hrs", "hour", "hours"), "h"),
    **dict.fromkeys(("d", "day", "days"), "d"),
    **dict.fromkeys(("w", "wk", "wks", "week", "weeks"), "w"),
    **dict.fromkeys(("ms", "millisecond", "milliseconds"), "ms"),
    **dict.fromkeys(("kb", "kib", "kilobyte", "kilobytes"), "kb"),
    **dict.fromkeys(("mb", "mib", "megabyte", "megabytes"), "mb"),
    **dict.fromkeys(("gb", "gib", "gigabyte", "gigabytes"), "gb"),
    **dict.fromkeys(("tb", "tib", "terabyte", "terabytes"), "tb"),
    **dict.fromkeys(("%", "percent", "pct"), "%"),
    **dict.fromkeys(("x", "times"), "x"),
}
_UNIT_GLUED = re.compile(r"^(\d+(?:\.\d+)?)([a-z%]+)$")

# A word that puts a version after it ("node 18", "python 3").
_RUNTIMES = frozenset(
    """python py node nodejs java jdk jre go golang ruby php perl rust rustc msrv postgres
    postgresql pg mysql mariadb redis ubuntu debian alpine django flask rails react vue angular
    typescript gcc clang cuda kotlin scala dotnet .net elixir erlang terraform helm kubernetes
    k8s swift xcode ios android api schema protocol version release sdk ecmascript es""".split()
)
_VERSION = re.compile(
    r"^(?:[<>=~^!]=?|==)?(?:v\d+(?:\.\d+)*[a-z0-9.+-]*|\d+(?:\.\d+)+[a-z0-9.+-]*|[a-z][a-z-]*\d+(?:\.\d+)+)$"
)
_FILENAME = re.compile(r"^[\w.~-]*\.[a-z][a-z0-9]{0,6}$")
_URL = re.compile(r"^[a-z][a-z0-9+.-]*://")
_URL_PORT = re.compile(r"^[a-z][a-z0-9+.-]*://[^/:]+:(\d{2,5})(?:/|$)")
_HOSTPORT = re.compile(r"^[a-z0-9.-]+:(\d{2,5})$")
_IDENT = re.compile(r"^(?=.*[a-z])(?=.*\d)[a-z0-9]+(?:[-_.][a-z0-9]+)+$|^[a-z]+\d+[a-z0-9]*$")

# Clause boundaries: the text is split here before claims are read.
_NEGATION_AHEAD = (r"(?=(?:[\w'-]+\s+){0,2}(?:not|never|no|don't|doesn't|won't|can't|isn't|"
                   r"aren't|shouldn't|mustn't)\b)")
_SPLIT = re.compile(
    r"(?:(?<=[.!?])\s+(?=[A-Z`*_\"'\[])|;\s*|\s+[-\u2013\u2014]{1,2}\s+|"
    r",?\s+\b(?:but|because|since|as of|so that|although|though|which means|otherwise|"
    r"except|unless|whereas|while)\b\s+|,\s+(?:or|so)\s+|,\s+(?:and\s+)?" + _NEGATION_AHEAD
    + r"|\s+so\s+(?=(?:it|that|we|you|they|the)\b)|,\s+(?=(?:the|it|it's|they|we|this|there)\s)"
    + r"|\s+(?=instead of\b|rather than\b))",
    re.IGNORECASE,
)
_PARENTHESES = re.compile(r"\s*\(([^()]*)\)")
_ABBREVIATIONS = re.compile(r"\b(e\.g|i\.e|etc|vs|approx|incl)\.", re.IGNORECASE)
# Said of every note, so they tell nothing: "in this repo", "make sure to", "remember to".
_FILLER = re.compile(
    r"\b(?:(?:in|for|across|throughout) (?:this|the|our) (?:repo|repository|project|codebase|"
    r"code base)|make sure (?:to|that|you)?|remember to|be sure to|keep in mind that)\b",
    re.IGNORECASE)
_PREFER_OVER = re.compile(r"\b(prefer\w*\s+[^,;.]+?)\s+(?:over|to)\s+", re.IGNORECASE)
_PREFERRED_TO = re.compile(r"\bpreferred\s+(?:to|over)\b", re.IGNORECASE)
_MARKDOWN = re.compile(r"(\*\*|__|(?<![\w*])[*_](?=\S)|(?<=\S)[*_](?![\w*])|^#{1,6}\s+|^>\s*)")
_LINK = re.compile(r"\[([^\]\n]*)\]\(([^)\s]*)\)")
_FENCE = re.compile(r"^\s*(```|~~~)")
# A colon inside a word ("test:e2e", "localhost:8080") keeps it whole; before a space it is a
# separator ("Linting: ruff").
_WORDS = re.compile(r"(?:[^\s,:;!?\"()\[\]{}<>|]|:(?=[^\s,:;!?\"()\[\]{}<>|]))+|[,:]")
_CODE_MARK = "\u2021"  # put before a one-word code span while a text is read
_QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"'})


@lru_cache(maxsize=1)
def _stemmer() -> Any:
    import Stemmer

    return Stemmer.Stemmer("english")


@lru_cache(maxsize=1 << 16)
def _stem(word: str) -> str:
    if not word.isalpha():
        return word
    return str(_stemmer().stemWord(word))


# Environments and regions name where a statement holds, however common the word.
_PLACE_WEIGHT = 4.0
_PLACES = frozenset("production staging development test testing qa uat sandbox preview local "
                    "canary demo integration".split())


@lru_cache(maxsize=1 << 16)
def weight(word: str) -> float:
    """How much a word tells, from 1 (as common as "use") to 7 (not an English word at all:
    a tool, an identifier): 8 minus its Zipf frequency in English (wordfreq), at least 1."""
    if not word.replace("_", "").replace("-", "").isalpha():
        return 6.0
    if word in _PLACES:
        return _PLACE_WEIGHT
    from wordfreq import zipf_frequency

    return max(1.0, min(7.0, 8.0 - zipf_frequency(word.replace("_", " "), "en",
                                                  wordlist="small")))


# --- claims ------------------------------------------------------------------------------------


@dataclass(frozen=True, eq=False)  # one object per clause text (cached): compared by identity
class Claim:
    """One clause of a memory, read as what it asserts (see the module docstring)."""

    text: str
    terms: tuple[str, ...]  # content terms in order (stems; identifiers whole)
    weights: tuple[float, ...]  # one per term
    values: frozenset[tuple[str, str]]  # (type, value)
    negative: bool
    order: tuple[frozenset[str], frozenset[str]] | None = None  # (what comes first, what after)
    choice: frozenset[str] = field(default=frozenset())  # terms that follow a choice word
    seq: tuple[str, ...] = ()  # terms and values ("number=8080") in the order they came
    qualifiers: frozenset[str] = field(default=frozenset())  # terms after in/on/for/at
    names: frozenset[str] = field(default=frozenset())  # identifiers, codes, code spans
    event: bool = False  # told in the past tense: something that happened, not a standing rule
    negated: frozenset[str] = field(default=frozenset())  # what each negation applies to

    @property
    def total(self) -> float:
        return sum(self.weights) + 3.0 * len(self.values)

    @property
    def keys(self) -> frozenset[str]:
        """What two claims must share to relate at all: the start of each term (so that
        config and configur meet) and each value."""
        found = self.__dict__.get("_keys")
        if found is None:
            found = frozenset([*(t[:4] for t in self.terms), *(f"{k}={v}" for k, v in self.values),
                               *(p[:4] for t in self.terms for p in _parts(t))])
            self.__dict__["_keys"] = found
        return found

    def bag(self) -> Bag:
        """Each term with its weight (worked out once)."""
        found = self.__dict__.get("_bag")
        if found is None:
            found = Bag()
            for term, w in zip(self.terms, self.weights, strict=True):
                found[term] = max(w, found.get(term, 0.0))
            self.__dict__["_bag"] = found
        return found


# Endings the Snowball stemmer keeps on some forms of a word (configur/config, migrat/migr).
_ENDINGS = ("e", "s", "es", "ed", "er", "ur", "ure", "at", "ate", "ion", "ing", "al", "ic", "y",
            "i", "ie", "ies", "ation", "ment", "ly")


class Bag(dict[str, float]):
    """Terms with their weights, and what `_matched` asks of them, indexed once: the short
    forms a longer stem may take ("configur" -> "config"), and the words of hyphenated names."""

    @property
    def prefixes(self) -> frozenset[str]:
        found = self.__dict__.get("_prefixes")
        if found is None:  # each term without an ending the stemmer may have left on it
            found = frozenset(root for term in self if term.isalpha() for root in _roots(term))
            self.__dict__["_prefixes"] = found
        return found

    @property
    def forms(self) -> frozenset[str]:
        """Every term, its roots, and the words of its hyphenated names: what `_matched`
        looks a term's forms up in."""
        found = self.__dict__.get("_forms")
        if found is None:
            found = frozenset(self) | self.prefixes | self.parts
            self.__dict__["_forms"] = found
        return found

    @property
    def parts(self) -> frozenset[str]:
        found = self.__dict__.get("_parts")
        if found is None:
            found = frozenset(p for term in self if "-" in term or "_" in term
                              for p in _parts(term))
            self.__dict__["_parts"] = found
        return found


# Words after which the next content word is a choice being stated.
_CHOICE_WORDS = frozenset(
    "use is are was be to on in into as with via by through default defaults switch switched "
    "set pick choose adopt target against from".split()
)


# Words after which the next term says where or for whom a statement holds ("DEBUG on dev").
_QUALIFYING = frozenset("in on for at within across per".split())
_ARTICLES = frozenset("a an the our your their its this that every each all".split())


@lru_cache(maxsize=1 << 16)
def _strip_markdown(text: str) -> str:
    text = text.translate(_QUOTES)
    text = _LINK.sub(r"\1 \2", text)
    lines = [line for line in text.splitlines() if not _FENCE.match(line)]
    # Emphasis is stripped outside code spans only: `us_` keeps its underscore.
    parts = " ".join(lines).split("`")
    text = "".join(_code(part) if n % 2 else _MARKDOWN.sub("", part)
                   for n, part in enumerate(parts))
    return " ".join(text.split())


def _code(span: str) -> str:
    # A one-word code span is a name, even when it spells a common word (`any`, `default`).
    if (span and " " not in span and not span.startswith("-")
            and span.replace("_", "").replace("-", "").isalnum()):
        return _CODE_MARK + span
    return span


_SUBORDINATE = frozenset("after before when whenever if once to for while until since".split())


def _colon_split(text: str) -> list[str]:
    # "X isn't done in nginx anymore: the middleware does it" is two clauses; "API
    # pagination: the page size is 50" is a label and its statement, kept together.
    head, colon, rest = text.partition(": ")
    if (colon and len(head.split()) >= 4 and len(rest.split()) >= 3
            and head.split()[0].lower() not in _SUBORDINATE):
        return [head, rest]
    return [text]


def _clauses(text: str) -> list[str]:
    """The clauses of a text: its sentences and clauses, and each parenthesis on its own (the
    sentence around it stays whole)."""
    text = _ABBREVIATIONS.sub(lambda m: m.group(1).replace(".", ""), _strip_markdown(text))
    text = _FILLER.sub(" ", text)
    text = _PREFER_OVER.sub(r"\1 instead of ", text)
    text = _PREFERRED_TO.sub("preferred instead of", text)
    asides = _PARENTHESES.findall(text)
    text = _PARENTHESES.sub("", text)
    out = []
    pieces = [piece for chunk in (text, *asides) for piece in _SPLIT.split(chunk)]
    for part in [half for piece in pieces for half in _colon_split(piece)]:
        part = part.strip(" ,.:")
        if part:
            out.append(part)
    return out


_CODE = re.compile(r"^[A-Z]{2,6}s?$")
# Words written in capitals for emphasis ("NEVER", "MUST"), not codes.
_EMPHASIS = frozenset("not no do does don't all any only now and the is are can may one must "
                      "never always should shall will important note warning critical please "
                      "yes ok".split())


def _tokens(clause: str) -> list[str]:
    """The words of a clause, lower-cased; a short upper-case code ("US", "IT", "OR") keeps a
    mark (a leading "^"), so it is never read as the ordinary word it spells."""
    words = []
    for raw in _WORDS.findall(clause):
        word = raw.strip(".!?'\"*")
        if word.startswith(_CODE_MARK):
            words.append(_CODE_MARK + word[1:].lower())
            continue
        code = bool(_CODE.match(word))
        word = word.lower()
        if code and word not in _EMPHASIS and (word,) not in lexicon().negators:
            words.append("^" + word)
            continue
        for suffix in ("'s", "'re", "'ve", "'ll", "'d", "'m"):
            if word.endswith(suffix) and len(word) > len(suffix):
                word = word[: -len(suffix)]
                break
        if word in (",", ":") or any(ch.isalnum() for ch in word):
            words.append(word)
    return words


@lru_cache(maxsize=1 << 16)
def _analyse_text(clause: str) -> Claim | None:
    lex = lexicon()
    words = _tokens(clause)
    negative = False
    terms: list[str] = []
    weights: list[float] = []
    seq: list[str] = []  # terms and values, in order
    values: set[tuple[str, str]] = set()
    choice: set[str] = set()
    qualifiers: set[str] = set()
    names: set[str] = set()
    negated: set[str] = set()
    head_pending = False  # a negation waits for the word it applies to
    after_qualifier = False
    before_after: list[tuple[int, str]] = []  # (position in terms, "before"/"after")
    comma_at: list[int] = []
    previous = ""
    after_choice = False
    i = 0
    while i < len(words):
        word = words[i]
        if word in (",", ":"):
            comma_at.append(len(terms))
            i += 1
            after_choice = word == ":"
            previous = ""  # "retries: 1" is a count, not retries version 1
            continue
        if word[:1] in ("^", _CODE_MARK):  # "US", `default`: a name, whatever word it spells
            plain = word[1:]
            if word[0] == _CODE_MARK and after_choice and not _IDENT.match(plain):
                values.add(("name", plain))  # "the default queue is `default`"
            code = lex.synonyms.get((plain,), (plain,))
            term = (_term_of(code) if len(code) > 1 or not code[0].isalpha()
                    else _stem(code[0]))
            if plain in _FUNCTION_WORDS:
                term = plain + "!"
            elif plain in _EMPTY_WORDS:
                term = plain
            terms.append(term)
            weights.append(max(4.5, weight(plain)))
            seq.append(term)
            names.add(term)
            if head_pending:
                negated.add(term)
                head_pending = False
            if after_choice:
                choice.add(term)
                after_choice = False
            previous, i = plain, i + 1
            continue
        # The longest phrase from here that a table knows.
        phrase: tuple[str, ...] = (word,)
        size, role = 1, ""
        for n in range(min(lex.longest, len(words) - i), 0, -1):
            candidate = tuple(words[i : i + n])
            if candidate in lex.negators:
                phrase, size, role = candidate, n, "negator"
                break
            if (candidate in lex.opposites or candidate in lex.synonyms
                    or (n > 1 and candidate in lex.positives)):
                phrase, size = candidate, n
                break
        if size == 1 and not role and phrase not in lex.synonyms and word.isalpha():
            known = lex.by_stem.get(_stem(word))  # another form of a word the tables know
            if known is not None:
                phrase = known
                role = "negator" if known in lex.negators else ""
        i += size
        if role == "negator":
            # "never X without Y" is "always Y before X": the second negation cancels the first.
            negative = not negative if phrase == ("without",) and negative else True
            head_pending = True
            continue
        phrase = lex.synonyms.get(phrase, phrase)
        if phrase in lex.opposites:
            negative = not negative
            phrase = lex.synonyms.get(lex.opposites[phrase], lex.opposites[phrase])
            head_pending = True  # "disabled": the word itself is what is negated
        if len(phrase) == 1 and (value := _value(phrase[0], previous, words[i : i + 1])):
            kind, text = value
            if kind == "unit_number":  # "30 seconds": the unit word is part of the value
                i += 1
                kind = "number"
            values.add((kind, text))
            seq.append(f"{kind}={text}")
            port = _URL_PORT.search(text) if kind == "url" else None
            if port:  # "http://localhost:8000" says port 8000 as much as "port 8000" does
                values.add(("number", port.group(1)))
            if head_pending:
                negated.add(seq[-1])
                head_pending = False
            previous = phrase[0]
            continue
        term = _term_of(phrase)
        previous = phrase[-1]
        if term in ("before", "after", "then"):
            before_after.append((len(terms), term))
            seq.append(term)
            continue
        if term in _FUNCTION_WORDS and not (after_choice and term in lex.alternatives):
            # ("use just as the task runner": after a choice, a tool's name is a name)
            after_choice = term in _CHOICE_WORDS or after_choice
            after_qualifier = term in _QUALIFYING or (after_qualifier and term in _ARTICLES)
            continue
        stemmed = term if "_" in term or not term.isalpha() else _stem(term)
        if after_qualifier:
            qualifiers.add(stemmed)
            after_qualifier = False
        if after_choice:
            choice.add(stemmed)
            after_choice = False
        if term in _CHOICE_WORDS:
            after_choice = True
        terms.append(stemmed)
        weights.append(weight(phrase[0] if len(phrase) == 1 else term))
        seq.append(stemmed)
        if _IDENT.match(stemmed):
            names.add(stemmed)
        if head_pending:
            negated.add(stemmed)
            head_pending = False
    if not terms and not values:
        return None
    if head_pending and seq:  # "naive datetimes are banned": it says no to what came before
        negated.add(seq[-1])
    if negative and "until" in words:  # "can't merge until it is approved": a condition
        negative = False
    if len(words) > 3 and words[1] in ("is", "are") and words[2] in ("the", "our") and terms:
        choice.add(terms[0])  # "`yapf` is the code formatter": the name fills the role
    order = _order(terms, before_after, comma_at)
    return Claim(clause, tuple(terms), tuple(weights), frozenset(values), negative, order,
                 frozenset(choice), tuple(seq), frozenset(qualifiers), frozenset(names),
                 _past(words), frozenset(negated))


def _steps(terms: list[str]) -> frozenset[str]:
    # What names a step: not "first", nor a verb as light as "run" or "use".
    return frozenset(t for t in terms if t != "first" and weight(t) >= 2.5)


_IRREGULAR_PAST = frozenset("took ran saw found broke got made went came gave had was were did "
                            "hit spent left lost caught fell held led paid sent wrote".split())
_NOT_PAST = frozenset("need speed seed feed embed shared based red bed".split())


def _past(words: Sequence[str]) -> bool:
    """Whether a clause tells what happened ("Looked into a slow query", "Docker used 70% of
    the disk on Monday"): a past-tense verb among its first three words, before any is/are."""
    for word in words[:3]:
        if word in ("is", "are", "be", "must", "should", "will", "can"):
            return False
        if word in _IRREGULAR_PAST or (len(word) >= 5 and word.endswith("ed")
                                       and word not in _NOT_PAST):
            return True
    return False


def _order(terms: list[str], markers: list[tuple[int, str]],
           commas: list[int]) -> tuple[frozenset[str], frozenset[str]] | None:
    # "A before B", "B after A", "before B, A", "after A, B": what happens first, what after.
    if len(markers) != 1:
        return None
    at, word = markers[0]
    if word == "then":  # "A, then B" (and "A first, then B")
        first_part, second_part = terms[:at], terms[at:]
        if not first_part or not second_part:
            return None
        return _steps(first_part), _steps(second_part)
    if at == 0:  # the clause opens with the marker: "after pulling, run uv sync"
        cut = next((c for c in commas if c > 0), None)
        if cut is None or cut >= len(terms):
            return None
        inner, outer = terms[:cut], terms[cut:]
    else:
        outer, inner = terms[:at], terms[at:]
    if not inner or not outer:
        return None
    first, second = (outer, inner) if word == "before" else (inner, outer)
    return _steps(first), _steps(second)


_TIMES = {"twice": "2", "thrice": "3"}
# After these, "one" is a pronoun ("no one", "the only one"), not a count.
_NOT_A_COUNT = frozenset("no the only any every this that which each another some one".split())


# Units in one base each, so "10 minutes" and "600 seconds" are one value.
_SCALE = {"ms": ("s", 0.001), "s": ("s", 1), "min": ("s", 60), "h": ("s", 3600),
          "d": ("s", 86400), "w": ("s", 604800), "kb": ("kb", 1), "mb": ("kb", 1024),
          "gb": ("kb", 1024 ** 2), "tb": ("kb", 1024 ** 3)}


def _quantity(number: str, unit: str) -> str:
    base, factor = _SCALE.get(unit, (unit, 1))
    try:
        amount = float(number) * factor
    except ValueError:
        return number + unit
    return f"{amount:g}{base}"


def _value(word: str, previous: str, following: Sequence[str]) -> tuple[str, str] | None:
    """The (type, normal form) of a value-like word, or None for a plain word."""
    found = _raw_value(word, previous, following)
    if found is None:
        return None
    kind, text = found
    if kind in ("unit_number", "number"):
        quantity = _UNIT_GLUED.match(text)
        if quantity and quantity.group(2) in _UNITS.values():
            return kind, _quantity(quantity.group(1), quantity.group(2))
    return found


def _raw_value(word: str, previous: str, following: Sequence[str]) -> tuple[str, str] | None:
    if word in _EMPTY_WORDS:  # "n/a" is a placeholder, not a path
        return None
    if word in _TIMES:  # "retries twice"
        return "number", _TIMES[word]
    if word in _NUMBER_WORDS:
        if following and following[0] in _UNITS:
            return "unit_number", _NUMBER_WORDS[word] + _UNITS[following[0]]
        nxt = following[0] if following else ""
        if previous not in _NOT_A_COUNT and nxt not in ("of", "or", "another", "") and (
                nxt not in _FUNCTION_WORDS):
            return "number", _NUMBER_WORDS[word]
        return None
    if _URL.match(word):
        return "url", word.rstrip("/")
    host = _HOSTPORT.match(word)
    if host:
        return "number", host.group(1)
    if word.replace(".", "", 1).isdigit():
        if following and following[0] in _UNITS:
            return "unit_number", word + _UNITS[following[0]]
        if previous in _RUNTIMES or "." in word or (
                len(word) <= 3 and previous.isalpha() and weight(previous) >= 4.5):
            return "version", word
        return "number", word
    glued = _UNIT_GLUED.match(word)
    if glued and glued.group(2) in _UNITS:
        return "number", glued.group(1) + _UNITS[glued.group(2)]
    if _VERSION.match(word) and (any(c.isdigit() for c in word)):
        digits = re.sub(r"^[a-z-]*?(?=[<>=~^!\dv])", "", word)
        return "version", digits.lstrip("v") if digits.startswith("v") else digits
    if word.startswith("-") and len(word) > 1 and not word[1:].isdigit():
        return "flag", word
    if "/" in word and len(word) > 1:
        path = word.rstrip("/")
        # A bare folder keeps its slash ("e2e/" is not a file "e2e" that a path may end in).
        return "path", path + "/" if "/" not in path and word.endswith("/") else path
    if _FILENAME.match(word) and not _IDENT.match(word.split(".")[0] or "x"):
        return "path", word
    if "=" in word or "$" in word or "@" in word:
        return "setting", word
    return None


@lru_cache(maxsize=1 << 16)
def _claims_of(text: str) -> tuple[Claim, ...]:
    return tuple(claim for clause in _clauses(text) if (claim := _analyse_text(clause)))


def claims(text: str) -> tuple[Claim, ...]:
    """The claims of one title or fact, in order."""
    return _claims_of(text)


# --- two claims --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Relation:
    """How claim a relates to claim b: "same", "contains" (a says more), "within" (b says
    more), "conflict", "lookalike" (the same shape about another subject), "related" or
    "unrelated"; `reason` says why for a conflict or a look-alike; `score` is the weight the
    two share over their weight together (0..1)."""

    kind: str
    score: float
    reason: str = ""


_UNRELATED = Relation("unrelated", 0.0)

# Tuned on the dev split of tests/natural (docs/consolidation.md says how and how often).
VALUE_WEIGHT = 3.0  # a value weighs as much as a fairly rare word
NAMING = 2.8  # a term this heavy (Zipf frequency 5.2 or rarer) can name a subject
SAME = 0.75  # the share of each claim found in the other, for "same"
WITHIN = 0.75  # the share of the smaller claim found in the larger, for "within"
TOPIC = 0.45  # the share of the smaller claim both share, apart from the slot that differs
RELATED = 0.3


def _matched(term: str, others: Bag) -> bool:
    """Whether a term is in a bag: itself, another form of its stem (config / configur), or
    as the words of a hyphenated name ("django-debug-toolbar" / "debug toolbar")."""
    if term in others:
        return True
    forms = others.forms
    if any(v in forms for v in _variants(term)):
        return True
    parts = _parts(term)
    return bool(parts) and all(any(v in forms for v in _variants(p)) for p in parts)


@lru_cache(maxsize=1 << 16)
def _variants(term: str) -> tuple[str, ...]:
    """A term and its roots (without an ending the stemmer may have left on it)."""
    return (term, *_roots(term)) if len(term) >= 4 and term.isalpha() else (term,)


@lru_cache(maxsize=1 << 16)
def _parts(term: str) -> tuple[str, ...]:
    if not re.fullmatch(r"[a-z]+(?:[-_][a-z]+)+", term):
        return ()
    synonyms = lexicon().synonyms
    out = []
    for part in re.split(r"[-_]", term):
        if part in _FUNCTION_WORDS:
            continue
        canonical = synonyms.get((part,), (part,))
        out.append(_term_of(canonical) if len(canonical) > 1 else _stem(canonical[0]))
    return tuple(out)


@lru_cache(maxsize=1 << 16)
def _roots(term: str) -> tuple[str, ...]:
    """The term without each ending the stemmer may have left on it."""
    return tuple(term[: -len(end)] for end in _ENDINGS
                 if term.endswith(end) and len(term) - len(end) >= 4)


def _names(term: str, w: float) -> bool:
    """Whether a term can name a subject: rare enough, an identifier, a code, or a tool of the
    alternatives table ("main", "make")."""
    return (w >= NAMING or _IDENT.match(term) is not None or term.endswith("!")
            or term in lexicon().alternatives)


def _substitutions(a: Claim, b: Claim) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """The places where the two claims, lined up in order, put one naming word for another
    ("the `orders` service" / "the `inventory` service"): the same shape about two things."""
    from difflib import SequenceMatcher

    wa, wb = a.bag(), b.bag()
    out = []
    matcher = SequenceMatcher(None, a.seq, b.seq, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        left = tuple(t for t in a.seq[i1:i2] if "=" not in t and not _matched(t, wb))
        right = tuple(t for t in b.seq[j1:j2] if "=" not in t and not _matched(t, wa))
        named_a = any(_names(t, wa.get(t, 0.0)) for t in left)
        named_b = any(_names(t, wb.get(t, 0.0)) for t in right)
        values = any("=" in t for t in a.seq[i1:i2]) and any("=" in t for t in b.seq[j1:j2])
        opening = i1 == 0 and j1 == 0  # the word a claim opens with: what it is about
        if tag == "replace" and i2 - i1 <= 3 and j2 - j1 <= 3 and (named_a and named_b or (
                opening and left and right and _clean_after(matcher, i2, j2, a, b))):
            out.append((left, right))
        elif tag == "replace" and values and not (named_a or named_b):
            continue  # another value in the same place
        elif named_a or named_b:
            return []  # the two differ in more than parallel names: not the same shape
    return out


def _clean_after(matcher: Any, i: int, j: int, a: Claim, b: Claim) -> bool:
    # Everything after an opening replacement lines up ("Unit tests: pnpm test:unit" /
    # "E2E tests: pnpm test:e2e"): the same sentence about another subject.
    rest_a, rest_b = a.seq[i:], b.seq[j:]
    return len(rest_a) >= 2 and len(rest_a) == len(rest_b) and sum(
        x == y for x, y in zip(rest_a, rest_b, strict=True)) >= len(rest_a) - 1


def compare_claims(a: Claim, b: Claim) -> Relation:
    """How claim `a` relates to claim `b` (see the module docstring)."""
    return _compare_claims(a, b)


@lru_cache(maxsize=1 << 17)  # the same claims meet again in every round and every pair
def _compare_claims(a: Claim, b: Claim) -> Relation:
    if not (a.keys & b.keys):
        return _UNRELATED  # not one word or value in common
    ba, bb = a.bag(), b.bag()
    only_a = {t: w for t, w in ba.items() if not _matched(t, bb)}
    only_b = {t: w for t, w in bb.items() if not _matched(t, ba)}
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
    topic = shared_a >= 2.5 and core > 0 and shared_a >= TOPIC * core
    swaps = _substitutions(a, b) if only_a and only_b and (topic or score >= RELATED) else []
    if topic:
        reason = _conflict(a, b, va, vb, swaps)
        if reason:
            return Relation("conflict", score, reason)
    if swaps and score >= RELATED:
        left, right = swaps[0]
        return Relation("lookalike", score, f"{' '.join(left)} / {' '.join(right)}")
    if topic and {k for k, _ in va} & {k for k, _ in vb}:
        # Another value in the same place about something else: not the same, not opposed.
        return Relation("lookalike", score, "values differ")
    if a.negative != b.negative or not _orders_agree(a, b):
        return Relation("related" if score >= RELATED else "unrelated", score)
    in_b = shared_a / total_a if total_a else 1.0
    in_a = shared_b / total_b if total_b else 1.0
    if in_b >= SAME and in_a >= SAME and not va and not vb:
        return Relation("same", score)
    if in_a >= WITHIN and not vb:
        return Relation("contains", score)
    if in_b >= WITHIN and not va:
        return Relation("within", score)
    return Relation("related" if score >= RELATED else "unrelated", score)


def _conflict(a: Claim, b: Claim, va: frozenset[tuple[str, str]],
              vb: frozenset[tuple[str, str]],
              swaps: list[tuple[tuple[str, ...], tuple[str, ...]]]) -> str:
    """Why two claims about the same thing cannot both hold, or ""."""
    if a.event or b.event:
        return ""  # what happened once contradicts no rule, nor another event
    choices = [swap for swap in swaps if _one_choice(a, b, *swap)]
    only_a = [t for t in a.terms if not _matched(t, b.bag())]
    only_b = [t for t in b.terms if not _matched(t, a.bag())]
    if not swaps and len(set(only_a)) == 1 and len(set(only_b)) == 1 and (
            _alternatives(only_a[0], only_b[0]) or _two_tools(a, b, only_a[0], only_b[0])):
        choices = [((only_a[0],), (only_b[0],))]
    subjects = [swap for swap in swaps if swap not in choices]
    if subjects:
        return ""  # they speak of two things: look-alikes
    own_a = _own_subjects(a, b)
    own_b = _own_subjects(b, a)
    if own_a and own_b and not choices:
        return ""  # each names something the other does not: two things described alike
    if a.negative != b.negative:
        negative, positive = (a, b) if a.negative else (b, a)
        # What is said no to must be what the other says yes to, about the same values.
        if choices or max(_found(a, b), _found(b, a)) < 0.75 or va or vb:
            return ""
        if negative.negated and not any(_holds(head, positive) for head in negative.negated):
            return ""
        if len(negative.terms) <= 1 and not (negative.negated & positive.choice) and _found(
                positive, negative) < 0.5:
            return ""  # "not npm" against "npm breaks the links": not what is said no to
        if not _same_values(a, b):
            return ""  # "never import from @ui/src/*" / "import via @ui": two places
        return "negation"
    if a.negative and b.negative and (va or vb or choices):
        return ""  # two prohibitions of different things both hold
    if a.order and b.order and _reversed(a.order, b.order):
        return "order"
    kinds_a, kinds_b = {k for k, _ in va}, {k for k, _ in vb}
    differing = (kinds_a & kinds_b) - {"flag"}
    chosen_a = [t for t in a.choice if not _matched(t, b.bag())]
    chosen_b = [t for t in b.choice if not _matched(t, a.bag())]
    if differing and chosen_a and chosen_b:
        return ""  # "use make 1.3+" / "use minio 2.5+": each value belongs to its own choice
    if differing and not choices:
        if len(differing) > 1 or (kinds_a | kinds_b) - differing - {"flag"}:
            return ""  # several values differ: two things described alike
        found = max(_found_terms(a, b), _found_terms(b, a))
        shared = {t for t in a.terms if _matched(t, b.bag())}
        if found < SAME_CONTEXT or (len(shared) < 2 and found < 0.75):
            return ""  # the values are of two different things ("timeouts" / "rotation")
        kind = differing.pop()
        if kind == "number" and any(v[-1:].isalpha() for _, v in va | vb):
            return "duration"
        return kind
    if len(choices) == 1 and not va and not vb:
        return "name"
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


def _two_tools(a: Claim, b: Claim, x: str, y: str) -> bool:
    """Two names that are not English words, each where a choice is stated ("formatting is done
    by Biome" / "we format with Prettier"): two tools for the same job."""
    return (x in a.choice and y in b.choice and a.bag()[x] >= 5.0 and b.bag()[y] >= 5.0
            and not _IDENT.match(x) and not _IDENT.match(y))


def _one_choice(a: Claim, b: Claim, left: tuple[str, ...], right: tuple[str, ...]) -> bool:
    """Whether one word against one is a choice between alternatives: two tools for one job
    ("uv" / "poetry"), or two words in the slot after a word that states a choice ("deploy to
    staging" / "deploy to production"), never the subject the claim opens with."""
    if len(left) != 1 or len(right) != 1:
        return False
    x, y = left[0], right[0]
    if _alternatives(x, y):
        return True
    opens = a.seq[:1] == (x,) or b.seq[:1] == (y,)
    if x in a.qualifiers or y in b.qualifiers:
        return False  # "DEBUG on dev" / "DEBUG on qa": where it holds, not what is chosen
    return x in a.choice and y in b.choice and not opens


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
    return False


def _same_values(a: Claim, b: Claim) -> bool:
    """Whether two claims name the same values: equal, a file name and a path ending in it,
    or a version and a longer one it begins (not a folder and a path inside it)."""
    def same(x: tuple[str, str], y: tuple[str, str]) -> bool:
        if x[0] == "path" == y[0] and "/" in x[1].strip("/") and "/" in y[1].strip("/"):
            return x[1].rstrip("/") == y[1].rstrip("/")
        return _compatible(x, y)

    return all(any(same(x, y) for y in b.values) for x in a.values) and all(
        any(same(y, x) for x in a.values) for y in b.values)


def _setting_key(value: str) -> str:
    return re.split(r"[=@:]", value, maxsplit=1)[0]


def _differing(mine: frozenset[tuple[str, str]],
               theirs: frozenset[tuple[str, str]]) -> frozenset[tuple[str, str]]:
    """The values of `mine` that no value of `theirs` is compatible with."""
    return frozenset(v for v in mine if not any(_compatible(v, t) for t in theirs))


def _holds(item: str, claim: Claim) -> bool:
    """Whether a term or a value ("path=x") of one claim is in another."""
    if "=" in item:
        kind, _, value = item.partition("=")
        return (kind, value) in claim.values
    return _matched(item, claim.bag())


# Two values conflict only when most of one claim's words are in the other: both say the same
# about the value (and with a single word in common, nearly all of them).
SAME_CONTEXT = 0.5


def _found_terms(a: Claim, b: Claim) -> float:
    """The share of claim a's term weight (values left out) found in claim b."""
    ba, bb = a.bag(), b.bag()
    total = sum(ba.values())
    return sum(w for t, w in ba.items() if _matched(t, bb)) / total if total else 1.0


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


def _orders_agree(a: Claim, b: Claim) -> bool:
    return a.order is None or b.order is None or not _reversed(a.order, b.order)


def _agree(x: tuple[frozenset[str], frozenset[str]],
           y: tuple[frozenset[str], frozenset[str]]) -> bool:
    straight = len(x[0] & y[0]) + len(x[1] & y[1])
    crossed = len(x[0] & y[1]) + len(x[1] & y[0])
    return straight >= 2 and crossed == 0


def _reversed(x: tuple[frozenset[str], frozenset[str]],
              y: tuple[frozenset[str], frozenset[str]]) -> bool:
    # Both steps must reappear, each on the other side: "A before B" / "B before A".
    straight = len(x[0] & y[0]) + len(x[1] & y[1])
    crossed = len(x[0] & y[1]) + len(x[1] & y[0])
    return bool(x[0] & y[1]) and bool(x[1] & y[0]) and crossed > straight


# --- two entries -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Verdict:
    """What two entries are to each other.

    kind: "duplicate", "conflict", "maybe_same", "maybe_conflict" or "distinct". For a conflict
    or a possible one, `fact_a` / `fact_b` are the two texts and `reason` why ("negation",
    "number", "version", "path", "duration", "name", "order", "url", "setting"). `score`
    (0..100) is how much of the entry that says less the other holds. `explanation` is the
    report's line."""

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


@lru_cache(maxsize=1 << 16)
def _entry_claims(title: str, facts: tuple[str, ...]) -> tuple[_Unit, ...]:
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
    if len(units) > 1 and _title_is_heading(units[0], units[1:]):
        units = units[1:]
    return tuple(units)


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
    notes"), a placeholder ("None so far", "TODO", "N/A"), a bare label of two common words."""
    return _low_information(title, tuple(facts))


@lru_cache(maxsize=1 << 15)
def _low_information(title: str, facts: tuple[str, ...]) -> bool:
    units = _entry_claims(title, facts)
    found = [c for u in units for c in u.claims]
    if not found:
        return True
    if len(units) == 1 and _LEAD_IN.search(units[0].text):
        return True  # "Load testing with Gatling:", "1. **Content handling**:": a list's heading
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
        c.negative for c in found)


# Words that make a sentence say something (a verb of being, a modal, a rule's verb).
_PREDICATES = frozenset(
    "is are was were be been being am must should shall can could will would may might do does "
    "did has have had use uses using run runs need needs require requires keep keeps go goes "
    "live lives make makes get gets put puts never always only don't doesn't isn't aren't "
    "prefer avoid add set pin call".split())


def _item(text: str) -> bool:
    """A short noun phrase from a list ("Content downloading and organization", "Redis
    (caching and messaging)"): at most six words, naming two things or one with an aside,
    none of them a predicate or a pronoun ("Lint with ruff" is an imperative, not an item)."""
    head, colon, rest = text.strip().partition(":")
    if colon and rest.strip(" *_."):
        return False  # "logging: structlog, JSON output" states a value
    words = [w.lstrip("^" + _CODE_MARK) for w in _tokens(_strip_markdown(text))
             if w not in (",", ":")]
    listing = "(" in text or any(w in ("and", "or") for w in words)
    return (listing and 0 < len(words) <= 6 and "`" not in text and not any(
        w in _PREDICATES or (w in _FUNCTION_WORDS and w not in _NOUN_PHRASE_WORDS)
        for w in words))


# Function words a noun phrase may hold ("caching and messaging", "support for chains"); any
# other (a pronoun, an auxiliary, "only") makes a sentence.
_NOUN_PHRASE_WORDS = frozenset("and or of for with in on from to by the a an".split())


_LEAD_IN = re.compile(r":[*_`\s]*$")


def _label(text: str) -> bool:
    """A bare noun phrase of at most three words: no verb-like function word, no value, no
    "key: value" or code (a terse fact such as "broker: redis" is not a label)."""
    head, colon, rest = text.strip().partition(":")
    if (colon and rest.strip(" *_.")) or "`" in text:
        return False
    words = [w.lstrip("^" + _CODE_MARK) for w in _tokens(_strip_markdown(text))
             if w not in (",", ":")]
    return 0 < len(words) <= 3 and not any(w in _FUNCTION_WORDS for w in words)


_EMPTY_STEMS = frozenset(_stem(w) if w.isalpha() else w for w in _EMPTY_WORDS) | _EMPTY_WORDS

# The share of the entry that says less found in the other.
DUPLICATE = 0.7
ALONE = 0.75
MAYBE = 0.5


@lru_cache(maxsize=1 << 16)
def _bag(units: tuple[_Unit, ...]) -> tuple[Bag, frozenset[tuple[str, str]]]:
    terms = Bag()
    values: set[tuple[str, str]] = set()
    for unit in units:
        for claim in unit.claims:
            for term, w in claim.bag().items():
                terms[term] = max(w, terms.get(term, 0.0))
            values |= claim.values
    return terms, frozenset(values)


def term_text(title: str, facts: Sequence[str]) -> str:
    """An entry's terms and values as one sorted string: what `RELATED_TEXT` is measured on."""
    return _term_text(title, tuple(facts))


@lru_cache(maxsize=1 << 16)
def _term_text(title: str, facts: tuple[str, ...]) -> str:
    units = _entry_claims(title, facts)
    found = {t for u in units for c in u.claims for t in c.terms}
    found |= {f"{k}={v}" for u in units for c in u.claims for k, v in c.values}
    return " ".join(sorted(found))


# Below this rapidfuzz token_set_ratio of two entries' term texts, the judge is not asked: on
# the natural corpus (dev and test) no restatement, superset or contradiction scores under 33.
RELATED_TEXT = 30.0


def judge(title_a: str, facts_a: Sequence[str], title_b: str, facts_b: Sequence[str]) -> Verdict:
    """What entry a (title and facts) is to entry b (see the module docstring)."""
    return _judge(title_a, tuple(facts_a), title_b, tuple(facts_b))


_NOTHING_SHARED = Verdict("distinct", 0.0, "nothing in common")


@lru_cache(maxsize=1 << 16)  # consolidation asks again about the same pairs in each round
def _judge(title_a: str, facts_a: tuple[str, ...], title_b: str,
           facts_b: tuple[str, ...]) -> Verdict:
    units_a = _entry_claims(title_a, facts_a)
    units_b = _entry_claims(title_b, facts_b)
    if not units_a or not units_b:
        return Verdict("distinct", 0.0, "nothing to compare")
    if low_information(title_a, facts_a) or low_information(title_b, facts_b):
        return Verdict("distinct", 0.0, "a heading or placeholder is never the same as anything")
    terms_a, values_a = _bag(units_a)
    terms_b, values_b = _bag(units_b)
    if not values_a & values_b and sum(
            w for t, w in terms_a.items() if t in terms_b) < 2.0 and sum(
            w for t, w in terms_a.items() if _matched(t, terms_b)) < 2.5:
        return _NOTHING_SHARED  # too little in common to agree or disagree about anything
    titled = _title_conflict(title_a, facts_a, title_b, facts_b)
    if titled is not None:
        return titled
    pairs = _claim_pairs(units_a, units_b)
    for ua, ub, ca, cb, relation in pairs:
        if relation.kind == "conflict" and not _also_said(ca, cb, relation, pairs):
            return Verdict("conflict", round(100 * relation.score, 1),
                           f"{relation.reason}: \u201c{ca.text}\u201d / \u201c{cb.text}\u201d",
                           ua.text, ub.text, relation.reason)
    retracted = _retraction(units_a, units_b) or _retraction(units_b, units_a, flip=True)
    if retracted is not None:
        return retracted
    total_a = sum(terms_a.values()) + VALUE_WEIGHT * len(values_a)
    total_b = sum(terms_b.values()) + VALUE_WEIGHT * len(values_b)
    in_b = (sum(w for t, w in terms_a.items() if _matched(t, terms_b))
            + VALUE_WEIGHT * len(values_a & values_b)) / total_a
    in_a = (sum(w for t, w in terms_b.items() if _matched(t, terms_a))
            + VALUE_WEIGHT * len(values_a & values_b)) / total_b
    small = in_b if total_a <= total_b else in_a
    score = round(100.0 * small, 1)
    topic = ", ".join(_topic(terms_a, terms_b)) or "-"
    aligned, count = _aligned(pairs, units_a if total_a <= total_b else units_b,
                              total_a <= total_b)
    line = f"same topic: {topic}; claims aligned {aligned}/{count}"
    alike = [(ca, cb, r) for _, _, ca, cb, r in _mutual_best(pairs) if r.kind == "lookalike"]
    if alike:
        ca, cb, relation = max(alike, key=lambda p: p[2].score)
        if small < DUPLICATE or relation.score >= 0.4:
            return Verdict("distinct", score, f"look-alike ({relation.reason}): "
                           f"\u201c{ca.text}\u201d / \u201c{cb.text}\u201d")
    kinds_a = {k for k, _ in _differing(values_a, values_b)}
    kinds_b = {k for k, _ in _differing(values_b, values_a)}
    if (kinds_a & kinds_b) - {"flag"} and small >= MAYBE:
        return Verdict("maybe_conflict", score, f"{line}; different values")
    if small >= MAYBE:
        doubt = _other_tool(units_a, units_b, terms_a, terms_b) or _changed(
            units_a, units_b, terms_a, terms_b, values_a, values_b)
        if doubt:
            return Verdict("maybe_conflict", score, f"{line}; {doubt}")
    opposed = [(ca, cb) for _, _, ca, cb, r in _mutual_best(pairs)
               if ca.negative != cb.negative and r.score >= 0.6]
    if opposed and small >= MAYBE:
        ca, cb = opposed[0]
        return Verdict("maybe_conflict", score, f"{line}; one says not: \u201c{ca.text}\u201d /"
                       f" \u201c{cb.text}\u201d")
    if small >= MAYBE and _sequence_differs(units_a, units_b, pairs):
        return Verdict("maybe_conflict", score, f"{line}; the steps may be in another order")
    # Words in common are not enough: a claim of the entry that says less must be found
    # whole in the other, unless nearly all of its words are (rare words weigh much, and one
    # shared tool name is not one shared fact).
    if small >= DUPLICATE and (aligned or small >= ALONE):
        return Verdict("duplicate", score, f"{line}; no conflict")
    if small >= MAYBE:
        return Verdict("maybe_same", score, f"{line}; maybe the same")
    return Verdict("distinct", score, f"claims aligned {aligned}/{count}")


def _also_said(ca: Claim, cb: Claim, relation: Relation,
               pairs: Sequence[tuple[_Unit, _Unit, Claim, Claim, Relation]]) -> bool:
    """Whether a negation conflict is undone by the entries themselves: the side that says
    no to something also says what the other side does ("Tailwind classes are sorted by the
    plugin; never sort them by hand" against "Do not sort Tailwind classes by hand")."""
    if relation.reason != "negation":
        return False
    agreeing = ("same", "within", "contains")
    return any(r.kind in agreeing and ((x is ca and y.negative == ca.negative and y is not cb)
                                       or (y is cb and x.negative == cb.negative and x is not ca))
               for _, _, x, y, r in pairs if (x is ca) != (y is cb))


def _title_conflict(title_a: str, facts_a: Sequence[str], title_b: str,
                    facts_b: Sequence[str]) -> Verdict | None:
    """Two titles that disagree ("Deploys: Fridays allowed" / "Deploys: no Friday deploys")
    make a conflict even when the title only heads the facts."""
    def key(text: str) -> str:
        return _plain(text).rstrip(".…")

    if key(title_a) in map(key, facts_a) or key(title_b) in map(key, facts_b):
        return None  # a title that is a fact is compared as one
    for ca in claims(title_a):
        for cb in claims(title_b):
            relation = compare_claims(ca, cb)
            if relation.kind == "conflict":
                return Verdict("conflict", round(100 * relation.score, 1),
                               f"{relation.reason} (titles): \u201c{ca.text}\u201d / "
                               f"\u201c{cb.text}\u201d", title_a, title_b, relation.reason)
    return None


def _claim_pairs(units_a: Sequence[_Unit], units_b: Sequence[_Unit]
                 ) -> list[tuple[_Unit, _Unit, Claim, Claim, Relation]]:
    """Each claim of a with each claim of b that shares a word or a value with it (the rest
    are unrelated), in order, with how they relate."""
    by_key: dict[str, set[int]] = defaultdict(set)
    flat_b = [(ub, cb) for ub in units_b for cb in ub.claims]
    for n, (_, cb) in enumerate(flat_b):
        for key in cb.keys:
            by_key[key].add(n)
    out = []
    for ua in units_a:
        for ca in ua.claims:
            near = set().union(*(by_key.get(key, ()) for key in ca.keys))
            for n in sorted(near):
                ub, cb = flat_b[n]
                out.append((ua, ub, ca, cb, compare_claims(ca, cb)))
    return out


def _mutual_best(pairs: Sequence[tuple[_Unit, _Unit, Claim, Claim, Relation]]
                 ) -> list[tuple[_Unit, _Unit, Claim, Claim, Relation]]:
    """The claim pairs that are each other's closest counterpart, where neither claim has a
    counterpart it is the same as or within."""
    good = ("same", "contains", "within")
    settled = {id(p[2]) for p in pairs if p[4].kind in good} | {
        id(p[3]) for p in pairs if p[4].kind in good}
    best_a: dict[int, float] = {}
    best_b: dict[int, float] = {}
    for _, _, ca, cb, r in pairs:
        best_a[id(ca)] = max(best_a.get(id(ca), 0.0), r.score)
        best_b[id(cb)] = max(best_b.get(id(cb), 0.0), r.score)
    return [p for p in pairs if id(p[2]) not in settled and id(p[3]) not in settled
            and p[4].score >= best_a[id(p[2])] and p[4].score >= best_b[id(p[3])]]


_RETRACTING = re.compile(
    r"\b(?:removed|dropped|deleted|gone|ripped out|going away|on its way out|phased out|"
    r"no longer|anymore|any more|used to|previously|formerly|deprecated|replaced|retired|"
    r"instead of|rather than|not used|isn't used|aren't used)\b", re.IGNORECASE)


# What may stand beside the name in a claim that takes it back ("poetry was removed from the
# repo in Q2"), besides words the other claim has too.
_RETRACTION_CONTEXT = frozenset(
    "store support use repositori codebas project stack setup toolchain depend librari "
    "anymor longer".split())
_TIME_TERM = re.compile(r"^(?:q[1-4]|h[12]|20\d\d|januari|februari|march|april|may|june|juli|"
                        r"august|septemb|octob|novemb|decemb|jan|feb|mar|apr|jun|jul|aug|sep|"
                        r"oct|nov|dec|last|week|month|year|sprint|ago|recent)$")


def _retraction(units: Sequence[_Unit], others: Sequence[_Unit], flip: bool = False
                ) -> Verdict | None:
    """A claim that takes back what the other entry states: "poetry was removed", "we no
    longer use X", against "use poetry to manage dependencies". The negative claim's names
    (its rare words) must all be in one positive claim of the other entry."""
    for unit in units:
        for claim in unit.claims:
            if not claim.negative or not _RETRACTING.search(claim.text):
                continue
            names = {t for t, w in claim.bag().items()
                     if (w >= 4.5 or w == _PLACE_WEIGHT) and not t.endswith("!")}
            if not names or len(claim.terms) > 4:
                continue
            rest = [t for t in claim.terms if t not in names and t not in _RETRACTION_CONTEXT
                    and not _TIME_TERM.match(t)]
            for other in others:
                for positive in other.claims:
                    if positive.negative or not names <= set(positive.terms) or any(
                            not _matched(t, positive.bag()) for t in rest):
                        continue  # "instead of X for email": not X everywhere
                    a, b = (other, unit) if flip else (unit, other)
                    ca, cb = (positive, claim) if flip else (claim, positive)
                    return Verdict("conflict", 100.0, f"negation: \u201c{ca.text}\u201d / "
                                   f"\u201c{cb.text}\u201d", a.text, b.text, "negation")
    return None


_TIME_AFTER = re.compile(r"\b(?:after|before|within)\s+(?:~|about\s+)?\d[\w.]*(?:\s+\w+)?")
_SEQUENCE_WORDS = frozenset("then first before after last finally prior earlier later "
                            "afterwards".split())


def _sequence_differs(units_a: Sequence[_Unit], units_b: Sequence[_Unit],
                      pairs: Sequence[tuple[_Unit, _Unit, Claim, Claim, Relation]]) -> bool:
    """Whether both entries state a sequence of steps and name the shared steps in another
    order, where the claims' own before/after reading does not settle it."""
    def steps(claim: Claim) -> bool:
        # "after 30 seconds" is a time, not a step
        return bool(set(_TIME_AFTER.sub("", _plain(claim.text)).split()) & _SEQUENCE_WORDS)

    def listed(claim: Claim) -> bool:  # "create the tag, build the image, push it"
        return claim.text.count(",") >= 2

    for _, _, ca, cb, r in pairs:
        if r.score < 0.5 or not ((steps(ca) and (steps(cb) or listed(cb)))
                                 or (steps(cb) and listed(ca))):
            continue
        if ca.order and cb.order and _agree(ca.order, cb.order):
            continue  # read as before/after on both sides, in the same order
        if steps(ca) and steps(cb):
            return True  # both give an order, and nothing shows it is the same one
        seq_a = [t for t in ca.terms if t != "first"]
        seq_b = [t for t in cb.terms if t != "first"]
        shared = [t for t in dict.fromkeys(seq_a) if t in seq_b]
        if len(shared) >= 2 and shared != sorted(shared, key=seq_b.index):
            return True
    return False


_CHANGE = re.compile(
    r"\b(?:anymore|any more|no longer|used to|instead of|switched|migrated (?:to|from)|"
    r"moved (?:to|from)|replaced|renamed|(?:is|are|was|were) now|now (?:use|run|go|\w+s)|"
    r"from now on|changed (?:to|from)|upgraded|downgraded|"
    r"(?:bumped|lowered|raised) (?:to|from)|since (?:the|we|v?\d))\b", re.IGNORECASE)


def _changed(units_a: Sequence[_Unit], units_b: Sequence[_Unit],
             terms_a: Bag, terms_b: Bag,
             values_a: frozenset[tuple[str, str]], values_b: frozenset[tuple[str, str]]) -> str:
    """One entry says something changed ("the default is now X", "we moved to Y") and each
    says something the other does not: maybe the new state and the old one, not the same."""
    said_a = any(_CHANGE.search(u.text) for u in units_a)
    said_b = any(_CHANGE.search(u.text) for u in units_b)
    if said_a == said_b:
        return ""
    own_a = [t for t, w in terms_a.items() if w >= NAMING and not _matched(t, terms_b)]
    own_b = [t for t, w in terms_b.items() if w >= NAMING and not _matched(t, terms_a)]
    if (own_a or _differing(values_a, values_b)) and (own_b or _differing(values_b, values_a)):
        return "one says it changed"
    return ""


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


def same_fact(a: str, b: str) -> bool:
    """Whether two facts say the same thing: each claim of one is the same as a claim of the
    other, with nothing added and nothing opposed. A fenced code block is the same only as the
    same code."""
    if a == b:
        return True
    fenced_a, fenced_b = bool(_FENCE.match(a)), bool(_FENCE.match(b))
    if fenced_a or fenced_b:
        return fenced_a and fenced_b and _code_lines(a) == _code_lines(b)
    ca, cb = claims(a), claims(b)
    if not ca or not cb:
        return _plain(a) == _plain(b)
    if all(any(compare_claims(x, y).kind == "same" for y in cb) for x in ca) and all(
            any(compare_claims(y, x).kind == "same" for x in ca) for y in cb):
        return True
    # Split into clauses differently ("use ruff; its config is in X" / "ruff, configured in
    # X"): the same words and values as a whole, the same polarity, nothing opposed.
    if any(compare_claims(x, y).kind == "conflict" for x in ca for y in cb):
        return False
    if sorted(c.negative for c in ca if c.negative) != sorted(c.negative for c in cb
                                                              if c.negative):
        return False
    units_a, units_b = (_Unit(a, ca),), (_Unit(b, cb),)
    (bag_a, values_a), (bag_b, values_b) = _bag(units_a), _bag(units_b)
    if _differing(values_a, values_b) or _differing(values_b, values_a):
        return False
    found_a = sum(w for t, w in bag_a.items() if _matched(t, bag_b)) / max(1e-9, sum(
        bag_a.values()))
    found_b = sum(w for t, w in bag_b.items() if _matched(t, bag_a)) / max(1e-9, sum(
        bag_b.values()))
    return min(found_a, found_b) >= SAME


def _code_lines(text: str) -> list[str]:
    return [" ".join(line.split()) for line in text.splitlines()[1:-1] if line.strip()]


@lru_cache(maxsize=1 << 16)
def _plain(text: str) -> str:
    return " ".join(_strip_markdown(text).lower().split())


def merge_facts(kept: Sequence[str], incoming: Iterable[str]) -> list[str]:
    """The union of two fact lists: every fact of `kept` in order, then each fact of `incoming`
    that is not `same_fact` with one already in the result. Deterministic and idempotent."""
    result = list(kept)
    for fact in incoming:
        if not any(same_fact(fact, have) for have in result):
            result.append(fact)
    return result
