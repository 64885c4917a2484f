"""One word written joined on one side and apart on the other: "Back up the mission DB" / "A
backup of the mission DB", "sessions time out after 90 s" / "session timeout: 90 s", "fail over
to Svalbard" / "failover target: Svalbard", "Cyclone DDS" / "CycloneDDS".

English writes many compounds three ways: apart (mostly as a verb, "back up", "roll out", "log
in"), hyphenated, and joined (mostly as a noun, "backup", "rollout", "login"). The hyphenated
form is already one term (`claims._matched` reads "time-out" as "timeout"); the form apart is
two words, neither of which is the joined one, so the judge found nothing of "backup" in "back
up" and read the two entries as sharing less than they do (on the dev corpus, restatements
called distinct outright for it: "If Svalbard is down, fail over to Inuvik" / "Svalbard
failover goes to Inuvik").

The judge reads such a pair as the other entry writes it: two words in a row ("back up",
"shuts down", "data set") whose joining is a word of the other entry ("backup", "shutdown",
"dataset"), by its stem, are read as that word. Only a word the other entry writes joined is
joined, so no word is joined that nobody wrote ("any one" stays apart, as nothing else says
"anyone"), and the reading is the same whichever entry comes first. The first word may carry an
ending the joined word drops ("shuts down" / "shutdown", "rolled out" / "rollout"): it is
joined by its stem. A joining that makes a function word ("cannot", "into") is not made.

A name written in humps ("SendGrid", "NetLify") is joined too, though it is no word of English,
but only from its own parts as the name writes them ("Send Grid"): two spellings of one product.
"""

from __future__ import annotations

import re
from functools import lru_cache

from memstore.core.judge.lexicon import lexicon, word_tables_cache
from memstore.core.judge.text import _FUNCTION_WORDS
from memstore.core.stemming import snowball

# A word as written on its own: letters only (humps too, "nodeIntegration"), between spaces,
# with at most Markdown or punctuation around it. A part of a path, a URL or a pinned package
# ("buildlogs.tc.internal", "/mnt/sd/taplog/", "cyclonedds==0.10.4") names a file or a host,
# and is no word to join another entry's words into.
_TOKEN = re.compile(r"(?<!\S)[`*_(\"']*([A-Za-z]+)[`*_)\"'.,;:!?]*(?!\S)")
# Two words of letters in a row, one space apart (looked for at every word, so that "the back
# up" tries "the back" and "back up").
_TWO = re.compile(r"(?<![\w./-])(?=([A-Za-z]{2,}) ([A-Za-z]{2,})(?![\w/-]))")
# A joined word this short is more often two words that happen to spell one ("in to", "at
# one"); the compounds of a project's notes are longer ("setup", "login", "backup").
SHORTEST = 5
# A joined word is joined into only when it is a word of English (wordfreq's Zipf frequency
# at least this: "backup" 4.2, "failover" 2.0, "toolchain" 1.8): a compound of the language,
# which writers set apart as a verb and join as a noun. A name run together ("hostmetrics",
# "WalletConnect", "CycloneDDS") is a name of its own, which two words in a row may only
# happen to spell ("the hostmetrics receiver" replaces what gives "Host metrics").
ENGLISH = 1.5

Entry = tuple[str, tuple[str, ...]]


@word_tables_cache  # (a hyphened name is not joined from a phrase of the tables)
@lru_cache(maxsize=1 << 16)
def joined_apart(title_a: str, facts_a: tuple[str, ...], title_b: str,
                 facts_b: tuple[str, ...]) -> tuple[Entry, Entry, tuple[str, ...]] | None:
    """The two entries with each word written apart that the other writes joined read as the
    other writes it, and the joinings made ("back up / backup"); None when there is none."""
    joined_a, joined_b = _compounds(title_a, facts_a), _compounds(title_b, facts_b)
    # An entry that writes the word joined itself uses its two words apart as two words
    # ("Mobile wallets connect through WalletConnect"): only the other entry's are joined.
    # (Set look-ups first, the words two in a row only when the other has a compound it
    # lacks: most pairs have no word to join, and consolidation asks of many.)
    into_a = joined_b.keys() - joined_a.keys()
    into_b = joined_a.keys() - joined_b.keys()
    into_a = into_a & _apart(title_a, facts_a) if into_a else into_a
    into_b = into_b & _apart(title_b, facts_b) if into_b else into_b
    if not into_a and not into_b:
        return None
    made: list[str] = []
    only_b = {k: joined_b[k] for k in into_a}
    only_a = {k: joined_a[k] for k in into_b}
    new_a = (_join(title_a, only_b, made), tuple(_join(f, only_b, made) for f in facts_a))
    new_b = (_join(title_b, only_a, made), tuple(_join(f, only_a, made) for f in facts_b))
    if not made:
        return None
    return new_a, new_b, tuple(sorted(set(made)))


@lru_cache(maxsize=1 << 16)
def _compounds(title: str, facts: tuple[str, ...]) -> dict[str, str]:
    """An entry's words that may be a compound of English, by their stem, as written: a word
    of English (`ENGLISH`), long enough (`SHORTEST`), written on its own (`_TOKEN`), that two
    words of English make ("back" + "up", "tool" + "chain", "log" + "in")."""
    found: dict[str, str] = {}
    for text in (title, *facts):
        for word in _TOKEN.findall(text):
            lower = word.lower()
            if len(lower) >= SHORTEST and (_compound(lower) or _HUMPS.fullmatch(word)):
                found.setdefault(_stem(lower), word)
        if "-" in text:
            for first, second in _HYPHENED.findall(text):
                whole = (first + second).lower()
                if len(whole) >= SHORTEST and first.lower() not in _FUNCTION_WORDS:
                    found.setdefault(_stem(whole), f"{first}-{second}".lower())
    return found


# A name of two parts joined by a hyphen ("case-api", "rx-api", "read-only"): its two parts
# written apart ("the case API") are the same name (session 46: "Health check for case-api"
# met nothing of "Liveness of the case API"). Two parts only, each of two letters or more, and
# no part of a longer name ("store-to-store", "fire-and-forget", "apps/web-ui").
_HYPHENED = re.compile(r"(?<![\w/.@-])([A-Za-z][A-Za-z0-9]+)-([A-Za-z][A-Za-z0-9]+)(?![\w/@-])")


# A name written in humps, each a capital and lower-case letters ("SendGrid", "PagerDuty",
# "SureScripts"): its parts written apart, each capitalised as in the name ("Send Grid"), are
# the same name, whatever wordfreq knows of it (session 45: "Resident e-mail notices are sent
# via Send Grid" met nothing of "... go out through SendGrid"). Only so: "wallets connect" is
# no "WalletConnect", nor "host metrics" a "hostmetrics".
_HUMPS = re.compile(r"(?:[A-Z][a-z]+){2,}")


@lru_cache(maxsize=1 << 16)
def _compound(word: str) -> bool:
    """Whether a lower-case word is a word of English made of two (`_compounds`)."""
    if word in _FUNCTION_WORDS or not _english(word):
        return False
    return any(_english(word[:i]) and _english(word[i:]) for i in range(2, len(word) - 1))


@lru_cache(maxsize=1 << 16)
def _apart(title: str, facts: tuple[str, ...]) -> frozenset[str]:
    """The stems an entry's two words in a row would make joined (what `_as_one` could join
    them into)."""
    apart: set[str] = set()
    for text in (title, *facts):
        for found in _TWO.finditer(text):
            first, second = found.group(1).lower(), found.group(2).lower()
            if first in _FUNCTION_WORDS:
                continue  # (see `_as_one`)
            for head in dict.fromkeys((first, _stem(first))):
                whole = head + second
                if len(whole) >= SHORTEST and whole not in _FUNCTION_WORDS:
                    apart.add(_stem(whole))
    return frozenset(apart)


def _join(text: str, joined: dict[str, str], made: list[str]) -> str:
    """The text with each two words in a row that make a word of `joined` (by its stem; the
    first word also by its own stem, "shuts" / "shut") written as one ("shuts down" ->
    "shutdown", "Log in" -> "Login"), and each joining added to `made` for the report."""
    if not joined:
        return text
    spans: list[tuple[int, int, str]] = []
    for found in _TWO.finditer(text):
        first, second = found.group(1), found.group(2)
        start = found.start()
        if spans and start < spans[-1][1]:
            continue  # (this word is already the second half of a joining)
        head = _as_one(first.lower(), second.lower(), joined)
        other = joined[_stem(head + second.lower())] if head is not None else ""
        if head is not None and _named_apart(first, second, other):
            end = start + len(first) + 1 + len(second)
            # ("Log in" -> "Login"; a hyphened name as the other writes it: "case API" ->
            # "case-api")
            word = other if "-" in other else first[0] + (head + second.lower())[1:]
            spans.append((start, end, word))
            made.append(f"{first} {second} / {other}")
    for start, end, word in reversed(spans):
        text = text[:start] + word + text[end:]
    return text


def _named_apart(first: str, second: str, word: str) -> bool:
    """Whether two words in a row may be read as the joined `word` of the other entry: any
    two, for a compound of English ("back up" / "backup"); for a name in humps that is no
    word of English, only its two parts as the name writes them ("Send Grid" / "SendGrid")."""
    if "-" in word:
        # (a hyphened name: its own two parts; not a phrase the word tables read whole, "plain
        # text", whose reading the hyphened word would lose: "sent in plain text only" /
        # "sent as HTML with a plain-text fallback")
        pair = (first.lower(), second.lower())
        lex = lexicon()
        return f"{first}-{second}".lower() == word and pair not in lex.synonyms and (
            pair not in lex.opposites)
    return not _HUMPS.fullmatch(word) or _compound(word.lower()) or first + second == word


def _as_one(first: str, second: str, joined: dict[str, str]) -> str | None:
    """The first of two words in a row (itself, or its stem: "shuts" -> "shut") when the two
    joined are a word of the other entry ("shutdown"), or None."""
    if first in _FUNCTION_WORDS:
        return None  # ("any one", "the setup", "in put": a compound of a project's notes
        # opens with a word of its own, "back up", "log in", "fail over")
    for head in dict.fromkeys((first, _stem(first))):
        whole = head + second
        if len(whole) >= SHORTEST and whole not in _FUNCTION_WORDS and _stem(whole) in joined:
            return head
    return None


@lru_cache(maxsize=1 << 16)
def _stem(word: str) -> str:
    """A lower-case word's Snowball stem (kept: the same words meet again in entry after
    entry)."""
    return snowball(word)


@lru_cache(maxsize=1 << 16)
def _english(word: str) -> bool:
    """Whether a lower-case word is a word of English (`ENGLISH`)."""
    from wordfreq import zipf_frequency  # (loaded when first needed: it reads its word lists)

    return zipf_frequency(word, "en") >= ENGLISH
