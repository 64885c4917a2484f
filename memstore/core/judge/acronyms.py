"""An abbreviation on one side, its words spelled out on the other: "Photos on the POD screen
are mandatory" / "A photo at proof of delivery is optional", "COD: off everywhere" / "Cash on
delivery is enabled in every market", "Closed SRs are archived" / "closed service requests".

A team's notes abbreviate the things they name most, and not every note does: one writer types
"WO", the next "work order". The word tables know the abbreviations of the trade (TS, PR, CDN:
memstore/data/lexicon.yaml), and a term may meet the initials of words in a row on the other
side (`claims._initials`), but a project's own ("POD", "SR", "RII") met their words only as a
code against the words' own terms: the words were still each side's own, and the pair read as
two things in one place (session 48, on the dev corpus: "COD: off everywhere" / "Cash on
delivery is enabled in every market" was a look-alike).

The judge reads such a pair as the abbreviating entry writes it: on the other side, words in a
row whose first letters spell the abbreviation ("proof of delivery", "Required Inspection
Items"; the small words "of", "on", "and" ... spelled or left out) are read as it. Only an
abbreviation the other entry does not write itself is read so, only words of a phrase (written
small or capitalised, no function word, no code in capitals, within one clause), and never an
abbreviation the word tables already read: those read as their tables say.
"""

from __future__ import annotations

import re
from functools import lru_cache

from memstore.core.judge.lexicon import lexicon, word_tables_cache
from memstore.core.judge.text import _FUNCTION_WORDS, _plain

Entry = tuple[str, tuple[str, ...]]
# Codes, each with the words its entry writes right after it ("HW watchdog": watchdog).
Codes = dict[str, frozenset[str]]

# An abbreviation as written: two to six capitals, perhaps in the plural ("SRs", "POs"), on its
# own (not a part of a path, a flag or a name with digits: "SR-1042", "/api/WO").
_ABBREVIATION = re.compile(r"(?<![\w./@-])([A-Z]{2,6})s?(?![\w/@-])")
# A word of a phrase, and the gap to the next one: one space, nothing else ("proof of
# delivery", not "proof, of delivery").
_WORD = re.compile(r"[A-Za-z]+(?:'s)?")
# The small words an abbreviation may spell or leave out ("proof of delivery": POD or PD).
SMALL = frozenset({"of", "on", "and", "in", "to", "for", "at", "by", "as"})
# The longest phrase read as an abbreviation, in words.
LONGEST = 7


def spelled_out(title_a: str, facts_a: tuple[str, ...], title_b: str,
                facts_b: tuple[str, ...]) -> tuple[Entry, Entry, tuple[str, ...]] | None:
    """The two entries with each phrase that spells an abbreviation of the other entry read as
    that abbreviation, and the readings made ("proof of delivery / POD"); None when there is
    none."""
    if not _abbreviations(title_a, facts_a) and not _abbreviations(title_b, facts_b):
        return None  # (most entries write no code: consolidation asks of every pair it reads)
    return _spelled_out(title_a, facts_a, title_b, facts_b)


@word_tables_cache
@lru_cache(maxsize=1 << 14)
def _spelled_out(title_a: str, facts_a: tuple[str, ...], title_b: str,
                 facts_b: tuple[str, ...]) -> tuple[Entry, Entry, tuple[str, ...]] | None:
    """`spelled_out` of two entries of which one writes a code at least."""
    own_a, own_b = _abbreviations(title_a, facts_a), _abbreviations(title_b, facts_b)
    into_a = {code: own_b[code] for code in own_b.keys() - own_a.keys() - _words(
        title_a, facts_a)}
    into_b = {code: own_a[code] for code in own_a.keys() - own_b.keys() - _words(
        title_b, facts_b)}
    if not into_a and not into_b:
        return None
    made: list[str] = []
    new_a = _read_entry(title_a, facts_a, into_a, made)
    new_b = _read_entry(title_b, facts_b, into_b, made)
    if not made:
        return None
    return new_a, new_b, tuple(sorted(set(made)))


def _read_entry(title: str, facts: tuple[str, ...], codes: Codes,
                made: list[str]) -> Entry:
    """An entry with each phrase that spells one of `codes` read as the code (`_read`). A title
    cut short from a fact ("Each week we report ... as mean absolute percentage…") reads as
    that fact does: cut, it would keep a phrase the fact no longer says."""
    read = tuple(_read(f, codes, made) for f in facts)
    cut = _plain(title).rstrip(".…")
    for fact, fact_read in zip(facts, read, strict=True):
        if title.endswith("…") and _plain(fact).startswith(cut):
            return fact_read, read
    return _read(title, codes, made), read


@word_tables_cache  # (a code the tables read is no code of the entry's own)
@lru_cache(maxsize=1 << 16)
def _abbreviations(title: str, facts: tuple[str, ...]) -> Codes:
    """An entry's abbreviations in capitals that the word tables do not read ("POD", "SR"),
    each with the words written right after it: a code before a word ("HW watchdog") stands
    for the words before that one ("hardware"), not for a phrase that ends in it."""
    synonyms = lexicon().synonyms
    found: dict[str, set[str]] = {}
    for text in (title, *facts):
        for code in _ABBREVIATION.finditer(text):
            if (code.group(1).lower(),) not in synonyms:
                after = _WORD.match(text, code.end() + 1) if text[code.end():][:1] == " " else None
                found.setdefault(code.group(1), set()).update(
                    [after.group().lower()] if after else [])
    return {code: frozenset(after) for code, after in found.items()}


@lru_cache(maxsize=1 << 16)
def _words(title: str, facts: tuple[str, ...]) -> frozenset[str]:
    """An entry's words in capitals, as an abbreviation would be written ("POD", "SR")."""
    return frozenset(w.upper() for text in (title, *facts) for w in re.findall(r"[A-Za-z]+", text)
                     if len(w) <= 7)


def _read(text: str, codes: Codes, made: list[str]) -> str:
    """The text with each phrase that spells one of `codes` written as the code, and each
    reading added to `made` for the report."""
    if not codes:
        return text
    words = list(_WORD.finditer(text))
    # (a row can spell a code only from a word with the code's first letter, and only with as
    # many words, or as many besides the small ones, as the code has letters)
    firsts = {code[0] for code in codes}
    lengths = {len(code) for code in codes}
    small = [m.group().lower() in SMALL for m in words]
    spans: list[tuple[int, int, str]] = []
    i = 0
    while i < len(words):
        if words[i].group()[0].upper() not in firsts:
            i += 1
            continue
        for j in range(min(len(words), i + LONGEST), i + 1, -1):
            if j - i not in lengths and j - i - sum(small[i:j]) not in lengths:
                continue
            row = words[i:j]
            code = _spelling(text, row, codes)
            if code is not None:  # (in the singular: "SRs" and "SR" are one term)
                spans.append((row[0].start(), row[-1].end(), code))
                made.append(f"{text[row[0].start():row[-1].end()]} / {code}")
                i = j - 1
                break
        i += 1
    for start, end, word in reversed(spans):
        text = text[:start] + word + text[end:]
    return text


def _spelling(text: str, row: list[re.Match[str]], codes: Codes) -> str | None:
    """The code of `codes` a row of words spells by its first letters, its small words in or
    out ("proof of delivery": POD or PD), or None: a phrase's words only, one space apart, and
    not ending in the word the code stands before."""
    words = [m.group().removesuffix("'s") for m in row]
    if words[0].lower() in SMALL or words[-1].lower() in SMALL:
        return None
    if any(text[a.end():b.start()] != " " for a, b in zip(row, row[1:], strict=False)):
        return None
    if not all(w.lower() in SMALL or _phrase_word(w) for w in words):
        return None
    every = "".join(w[0] for w in words).upper()
    weighing = "".join(w[0] for w in words if w.lower() not in SMALL).upper()
    code = every if every in codes else weighing if weighing in codes else None
    return None if code is None or words[-1].lower() in codes[code] else code


def _phrase_word(word: str) -> bool:
    """A word an abbreviation may stand for: written small or capitalised ("proof", "Release"),
    no function word and no code in capitals."""
    return len(word) > 1 and (word.islower() or word[1:].islower()) and (
        word.lower() not in _FUNCTION_WORDS)
