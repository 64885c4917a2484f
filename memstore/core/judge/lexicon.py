"""The reviewed word tables (memstore/data/lexicon.yaml, extended by memstore.yaml's
`judge:` section), and the stemmer every word goes through."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any

from memstore.core.stemming import snowball

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
    # Every opposite of each phrase, both ways round: a word may have several ("remove" is
    # the opposite of "keep" and of "add"; `opposites` reads a negative word through its first
    # pair only, as "not <positive>").
    partners: Mapping[tuple[str, ...], frozenset[tuple[str, ...]]] = field(
        default_factory=dict)
    # The lengths of the phrases of several words, by their first word, longest first.
    starts: Mapping[str, tuple[int, ...]] = field(default_factory=dict)
    # The positive ends of the opposites that switch a thing on or set it going ("enabled",
    # "on", "start"): their negative end says no to the whole act its claim names.
    switches: frozenset[tuple[str, ...]] = frozenset()
    # What says how a thing is done ("encrypted", "masked"), not whether: a no of one of them
    # alone says the act is done, in another way.
    manners: frozenset[tuple[str, ...]] = frozenset()
    # Things people number and name by their number ("Chair 4", "Gate 12"): such a word and
    # its number are one name (memstore.core.judge.text._numbered).
    numbered: frozenset[str] = frozenset()
    # What keeps things out by rule (a firewall, a web filter, a policy): "blocked by" one of
    # them is forbidden, where "blocked by the SOAP client" is held up.
    gatekeepers: frozenset[str] = frozenset()
    # Closed sets of words of one kind ("night" / "day", "year" / "month", "upper" / "lower"),
    # as written: two of one set are two values of one kind.
    series: tuple[tuple[tuple[str, ...], ...], ...] = ()
    # Words that share a stem with a one-word phrase but are other words ("products" /
    # "production"): never read as that phrase (memstore.core.judge.claims._form_of).
    not_forms: frozenset[str] = frozenset()

    def openings(self, words: Sequence[str]) -> Iterator[tuple[str, ...]]:
        """The phrases words open with that a phrase of the tables could be, longest first
        (as many words as the longest phrase, down to the first word alone)."""
        for size in range(min(self.longest, len(words)), 0, -1):
            yield tuple(words[:size])

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
        partners: dict[tuple[str, ...], set[tuple[str, ...]]] = {}
        for pair in data.get("antonyms") or ():
            if len(pair) == 2 and _phrase(pair[0]) and _phrase(pair[1]):
                opposites.setdefault(_phrase(pair[1]), _phrase(pair[0]))
                positives.add(_phrase(pair[0]))
                partners.setdefault(_phrase(pair[0]), set()).add(_phrase(pair[1]))
                partners.setdefault(_phrase(pair[1]), set()).add(_phrase(pair[0]))
        negators = frozenset(_phrase(n) for n in data.get("negators") or () if _phrase(n))
        alternatives: dict[str, set[int]] = {}
        for n, group in enumerate(data.get("alternatives") or ()):
            for name in group:
                phrase = synonyms.get(_phrase(name), _phrase(name))
                if _read_whole(phrase):
                    synonyms.setdefault(phrase, phrase)
                term = _term_of(phrase)
                alternatives.setdefault(_stem(term) if term.isalpha() else term, set()).add(n)
        every = [*synonyms, *opposites, *negators]
        by_stem: dict[str, tuple[str, ...]] = {}
        starts: dict[str, set[int]] = {}
        for phrase in every:
            if len(phrase) == 1 and phrase[0].isalpha():
                by_stem.setdefault(_stem(phrase[0]), phrase)
            elif len(phrase) > 1:
                starts.setdefault(phrase[0], set()).add(len(phrase))
        return cls(synonyms, opposites, frozenset(positives), negators,
                   {k: frozenset(v) for k, v in alternatives.items()},
                   max((len(p) for p in every), default=1), by_stem,
                   {k: frozenset(v) for k, v in partners.items()},
                   {k: tuple(sorted(v, reverse=True)) for k, v in starts.items()},
                   frozenset(_phrase(w) for w in data.get("switches") or () if _phrase(w)),
                   frozenset(_phrase(w) for w in data.get("manners") or () if _phrase(w)),
                   frozenset(str(w).lower() for w in data.get("numbered") or ()),
                   frozenset(str(w).lower() for w in data.get("gatekeepers") or ()),
                   tuple(tuple(_phrase(w) for w in group if _phrase(w))
                         for group in data.get("series") or ()),
                   frozenset(str(w).lower() for w in data.get("not_forms") or ()))


def _phrase(text: Any) -> tuple[str, ...]:
    """A phrase of the tables as the readers see its words: in lower case, a word of
    punctuation alone left out as they leave it out ("weights & biases" is read as
    "Weights & Biases" is written, the two words "weights biases")."""
    return tuple(w for w in str(text).lower().split() if any(c.isalnum() for c in w))


def _read_whole(name: tuple[str, ...]) -> bool:
    """Whether a tool's name must be a phrase of the tables for the readers to take it as one
    word: a name of several words ("argo cd", "aws secrets manager": otherwise read word by
    word), or one written with a slash or a dot ("gorilla/mux", "quartz.net": otherwise read
    as a path or a host name). The alternatives table lists it as it is written; this makes it
    a phrase that reads as itself, as a spelling of the synonyms table would."""
    return len(name) > 1 or (len(name) == 1 and any(c in name[0] for c in "/."))


def _term_of(phrase: tuple[str, ...]) -> str:
    return "_".join(phrase)


@lru_cache(maxsize=1)
def _shipped() -> dict[str, Any]:
    """The shipped tables as lexicon.yaml writes them, every word a string.

    Read with libyaml's base loader, which reads every scalar as the string written: ruamel's
    pure-Python reading took a fifth of a second in every process that judges (a few per cent
    of consolidating 2,000 entries), the C one a hundredth. Each phrase is read through
    `str(...).lower()` (`_phrase`), so the tables are the same either way, also where YAML
    would read a word as something else ("true", "no": tests/unit/test_judge_lexicon_load.py
    checks the whole file against ruamel's reading)."""
    import yaml

    text = resources.files("memstore").joinpath("data/lexicon.yaml").read_text("utf-8")
    loaded = yaml.load(text, Loader=getattr(yaml, "CBaseLoader", yaml.BaseLoader))
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
    for cache in _CACHES:
        cache.cache_clear()


def unmark_phrases(words: list[str]) -> list[str]:
    """The words of a clause with the mark of a short upper-case code ("^aws", see
    memstore.core.judge.text._tokens) taken off where the code is a word of a phrase of the
    tables: "AWS Secrets Manager", "SQL Server", "Tailwind CSS" are each one name, read whole
    as the same words in lower case are, not a code beside two words."""
    if not any(w[:1] == "^" for w in words):
        return words
    lex = lexicon()
    out = words
    for i, word in enumerate(words):
        first = word.lstrip("^")
        if first not in lex.starts:
            continue
        for n in lex.starts[first]:
            written = out[i:i + n]
            candidate = tuple(w.lstrip("^") for w in written)
            if len(candidate) == n and candidate in lex.synonyms and any(
                    w[:1] == "^" for w in written):
                out = [*out[:i], *candidate, *out[i + n:]]
                break
    return out


_CACHES: list[Any] = []


def clear_caches() -> None:
    """Forget every analysis kept (what a change of the word tables does)."""
    for cache in _CACHES:
        cache.cache_clear()


def word_tables_cache(function: Any) -> Any:
    """Mark an lru_cache'd function whose answers depend on the word tables: `set_lexicon`
    clears it."""
    _CACHES.append(function)
    return function


def form(phrase: tuple[str, ...]) -> str:
    """A phrase as the judge compares words: through the synonym table, a word stemmed, a
    phrase joined ("turned off" -> disabl, "fail closed" -> fail_closed)."""
    phrase = lexicon().synonyms.get(phrase, phrase)
    return _stem(phrase[0]) if len(phrase) == 1 else _term_of(phrase)


@word_tables_cache
@lru_cache(maxsize=1)
def opposite_forms() -> dict[str, frozenset[str]]:
    """Every word of the opposites table (as `form` reads it) with all its partners."""
    found: dict[str, set[str]] = {}
    for phrase, others in lexicon().partners.items():
        found.setdefault(form(phrase), set()).update(form(o) for o in others)
    return {k: frozenset(v - {k}) for k, v in found.items()}


@word_tables_cache
@lru_cache(maxsize=1)
def positive_forms() -> frozenset[str]:
    """The positive ends of the opposites table as `form` reads them ("requir", "allow",
    "enabl"): what a negative end says no to."""
    return frozenset(form(phrase) for phrase in lexicon().positives)


@word_tables_cache
@lru_cache(maxsize=1)
def series_forms() -> dict[str, frozenset[int]]:
    """Each word of the closed sets (lexicon.yaml, `series`) as `form` reads it, with the sets
    it is in ("day" is a unit of time and a part of the day)."""
    found: dict[str, set[int]] = {}
    for n, group in enumerate(lexicon().series):
        for phrase in group:
            found.setdefault(form(phrase), set()).add(n)
    return {k: frozenset(v) for k, v in found.items()}


@word_tables_cache
@lru_cache(maxsize=1)
def time_forms() -> frozenset[str]:
    """The words of time among the closed sets (`series`): units of time, how often, parts of
    the day, days and months ("weekday", "nightly", "minutes"), as `form` reads them: when
    something is done, never what."""
    sets = series_forms()
    marks = {n for word in _TIME_MARKS for n in sets.get(form((word,)), ())}
    return frozenset(word for word, found in sets.items() if found & marks)


# A word of each set of `series` that tells a time (`time_forms`).
_TIME_MARKS = ("minute", "hourly", "morning", "monday", "january")


def one_series(x: str, y: str) -> bool:
    """Whether two words (as `form` reads them) are two words of one closed set ("night" /
    "day", "year" / "month"), neither inside the other ("night" / "overnight" and "day" /
    "daytime" say much the same)."""
    sets = series_forms()
    return bool(sets.get(x, frozenset()) & sets.get(y, frozenset())) and x not in y and (
        y not in x) or (x != y and bool(_REGION.fullmatch(x)) and bool(_REGION.fullmatch(y)))


def cloud_region(term: str) -> bool:
    """Whether a term is a cloud region's code (`_REGION`)."""
    return bool(_REGION.fullmatch(term))


# A cloud region's code, as AWS ("eu-west-1", "us-gov-west-1") and Google Cloud ("europe-west4",
# "us-central1") write them: a closed set of places, read as one series (session 28:
# "Customer data is stored in eu-west-1" / "... in us-east-1" was a look-alike).
_REGION = re.compile(r"(?:(?:us|eu|ap|sa|ca|me|af|il|mx)(?:-gov)?-[a-z]+-\d|(?:us|europe|asia|"
                     r"australia|northamerica|southamerica|me|africa)-[a-z]+\d)")


@word_tables_cache
@lru_cache(maxsize=1)
def switch_forms() -> frozenset[str]:
    """The words of the switches table (lexicon.yaml, `switches`) as `form` reads them: what
    "disabled", "turned off" or "stopped" says no to ("enabl", "start")."""
    return frozenset(form(phrase) for phrase in lexicon().switches)


@word_tables_cache
@lru_cache(maxsize=1)
def manner_forms() -> frozenset[str]:
    """The words of the manners table (lexicon.yaml, `manners`) as `form` reads them: what "in
    plain text", "unencrypted" or "without encryption" says no to ("encrypt")."""
    return frozenset(form(phrase) for phrase in lexicon().manners)


@lru_cache(maxsize=1 << 16)
def _stem(word: str) -> str:
    if not word.isalpha():
        return word
    return snowball(spelling(word))


@lru_cache(maxsize=1 << 16)
def spelling(word: str) -> str:
    """A word as its stem is read: an irregular past form as its verb ("built" -> "build"),
    a British spelling as the American one ("catalogue" -> "catalog", "licence" -> "license",
    "centre" -> "center", "vectorise" -> "vectorize")."""
    return _IRREGULAR.get(word) or _british().get(word) or _BRITISH_YS.sub(
        r"yz\1", _BRITISH_IS.sub(r"\1z\2", word))


@lru_cache(maxsize=1)
def _british() -> dict[str, str]:
    """British spellings with their American ones, from the breame package's table (some
    1,700: -our, -re, -ogue, -ise, -yse, -ll-, -ence, "grey", "programme" ...), less the few
    it lists that are no British spelling ("buses", "gases": American too), whose "American"
    form is another word ("busses"). One team writes both: the stemmer left "licence" and
    "license", "fibre" and "fiber" two words, and the judge read "Fibre links in the centre
    are monitored" / "Fiber links in the center are monitored" as two things (session 48)."""
    from breame.data.spelling_constants import BRITISH_ENGLISH_SPELLINGS

    return {british: american for british, american in BRITISH_ENGLISH_SPELLINGS.items()
            if british not in _NOT_BRITISH}


_NOT_BRITISH = frozenset({"buses", "busing", "gases", "minibuses"})


# The British -ise spelling of a verb is the -ize one ("vectorise" / "vectorize", "annualised"
# / "annualized", "normalisation" / "normalization"): one word, which the stemmer would
# otherwise leave as two stems ("vectoris" / "vector"). Not after c or v: "precise",
# "revise" are no -ize verbs, and their nouns ("precision", "revision") keep the s.
_BRITISH_IS = re.compile(r"(?<=[a-z]{2}[a-bd-uw-z])(i)s(e|es|ed|er|ers|ing|ation|ations|ement|"
                         r"ements)$")
# ... and so is the -yse one ("analyser" / "analyzer", "catalysing" / "catalyzing"), where
# breame's table lists only some forms.
_BRITISH_YS = re.compile(r"(?<=[a-z]{3})ys(e|es|ed|er|ers|ing)$")


# An irregular past form is its verb, which the stemmer leaves apart ("Snapshots are frozen on
# the 1st" / "We freeze a snapshot on the 1st", "is built with" / "builds with"): the passive and
# the active of one statement. Only forms that are no other word ("left", "found", "led", "saw"
# and "set" are).
_IRREGULAR = {
    "froze": "freeze", "frozen": "freeze", "built": "build", "rebuilt": "rebuild",
    "wrote": "write", "written": "write", "rewrote": "rewrite", "rewritten": "rewrite",
    "kept": "keep", "sent": "send", "held": "hold", "chose": "choose", "chosen": "choose",
    "took": "take", "taken": "take", "gave": "give", "given": "give", "shown": "show",
    "hid": "hide", "hidden": "hide", "drove": "drive", "driven": "drive", "began": "begin",
    "begun": "begin", "brought": "bring", "bought": "buy", "caught": "catch", "grew": "grow",
    "grown": "grow", "knew": "know", "known": "know", "paid": "pay", "sold": "sell",
    "spent": "spend", "threw": "throw", "thrown": "throw", "told": "tell", "withdrew":
    "withdraw", "withdrawn": "withdraw", "overrode": "override", "overridden": "override",
    "forgot": "forget", "forgotten": "forget", "broke": "break", "broken": "break",
    "spoke": "speak", "spoken": "speak", "stole": "steal", "stolen": "steal", "drew": "draw",
    "drawn": "draw", "fought": "fight", "dealt": "deal", "swept": "sweep", "bound": "bind",
    "undid": "undo", "undone": "undo", "fell": "fall", "fallen": "fall", "ran": "run",
}


# Environments and regions name where a statement holds, however common the word.
