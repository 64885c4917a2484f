"""Hostile text never hangs the judge (memstore.core.judge.limits): whatever an entry holds,
the judge reads a bounded part of it, returns a verdict, and never merges what it did not read
whole. No test here times anything; the work is bounded by construction and the rewritten
reading rules are checked to accept exactly what the old ones did."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memstore.core.fileformat import facts
from memstore.core.judge import claims, judge, merge_facts, same_fact
from memstore.core.judge.claims import _NAME_WITH_CAPITALS, _capitals
from memstore.core.judge.doubts import _PLACEHOLDER_PATH
from memstore.core.judge.entries import _entry_claims, read_whole
from memstore.core.judge.events import _VERSIONISH
from memstore.core.judge.limits import (
    MAX_CLAIMS,
    MAX_CLAUSE_CHARS,
    MAX_FACT_CHARS,
    MAX_FACTS,
    MAX_TEXT_CHARS,
)
from memstore.core.judge.restate import _COMPARED
from memstore.core.judge.text import _IDENT, _VERSION
from memstore.core.similarity import words
from memstore.core.similarity.normalize import normalize

KINDS = {"duplicate", "conflict", "maybe_same", "maybe_conflict", "distinct"}

# What a broken tool, a bad merge or a hostile commit may put in one fact: each of these made
# some reading rule try every start of a long run (minutes per pair) before it was bounded.
N = 100_000
HOSTILE = {
    "one long word": "a" * N,
    "letters then digits": "a" + "1" * N + "#",
    "version-like run": "v" + "1." * (N // 2) + "x!",
    "prefer after prefer": "prefer " * (N // 7),
    "unclosed links": "[a](" * (N // 4),
    "open brackets": "[" * N + "](x",
    "bold never closed": "**a " * (N // 4),
    "nested links": "[" * (N // 8) + "a" + "](b)" * (N // 8),
    "a verb with no 'to'": "set " * (N // 4),
    "spaces and dots": "a" + " ." * (N // 2),
    "numbers": " ".join(str(i) for i in range(N // 6)),
    "paths": " ".join(f"/srv/app{i}/x.py" for i in range(N // 17)),
    "clauses": "use uv; " * (N // 8),
    # (session 40: a reading that looked back to the clause's start for a "once", and one
    # that looked ahead to its end for a "with", at every match, took a second at 20,000
    # characters before each was bounded to a few words)
    "closed after closed": "x is closed, " * (N // 13),
    "not shared": "does not share " * (N // 15),
    "backticks": "`x" * (N // 2),
    "confusables": "\u0430\u200b\uff11\u2028\u202e" * (N // 5),
    "fence of blank lines": "```\n" + "\n" * N + "```",
}


@pytest.mark.parametrize("name", HOSTILE)
def test_a_hostile_fact_gets_a_verdict_from_a_bounded_reading(name: str) -> None:
    text = HOSTILE[name]
    units = _entry_claims("Hostile", (text,))
    assert all(len(u.text) <= MAX_FACT_CHARS for u in units)
    assert sum(len(u.claims) for u in units) <= MAX_CLAIMS
    assert all(len(c.text) <= MAX_CLAUSE_CHARS for u in units for c in u.claims)
    other = text[: len(text) // 2] + " and more"
    verdict = judge("Hostile", [text], "Hostile", [other])
    assert verdict.kind in KINDS
    assert verdict.kind != "duplicate"  # neither was read whole


def test_thousands_of_bullets_are_read_up_to_the_limit() -> None:
    body = "".join(f"- Deploy service{i} to staging on port {8000 + i}\n" for i in range(3000))
    many = facts(body)
    units = _entry_claims("Deploys", tuple(many))
    assert len(units) <= MAX_FACTS + 1
    assert sum(len(u.claims) for u in units) <= MAX_CLAIMS
    assert not read_whole("Deploys", many)
    # The same list with one more bullet at its end: what the judge read of each is the same,
    # but it did not read the end, so it cannot call them duplicates.
    verdict = judge("Deploys", many, "Deploys", [*many, "Never deploy on Fridays"])
    assert verdict.kind == "maybe_same"
    assert "too long to read whole" in verdict.explanation
    # Two copies of one entry are still one entry.
    assert judge("Deploys", many, "Deploys", list(many)).kind == "duplicate"


def test_a_text_is_read_up_to_its_limit_and_no_further() -> None:
    head = "Run the tests with pytest before pushing. "
    text = head * (MAX_TEXT_CHARS // len(head) + 1000)
    assert claims(text) == claims(text[:MAX_TEXT_CHARS])


def test_a_fact_too_long_to_read_whole_is_never_dropped_by_a_merge() -> None:
    base = "Use uv for Python dependencies " + "and keep the lockfile committed " * 200
    a, b = base + "in CI", base + "but never in the release branch"
    assert len(a) > MAX_FACT_CHARS and len(b) > MAX_FACT_CHARS
    assert not same_fact(a, b)
    assert merge_facts([a], [b, a]) == [a, b]


def test_short_entries_are_read_whole() -> None:
    assert read_whole("Use uv", ["Use uv for Python dependencies.", "Run uv sync after pulls."])


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=300), st.lists(st.text(max_size=300), max_size=5),
       st.text(max_size=300), st.lists(st.text(max_size=300), max_size=5))
def test_any_text_gets_a_verdict(title_a: str, facts_a: list[str], title_b: str,
                                 facts_b: list[str]) -> None:
    assert judge(title_a, facts_a, title_b, facts_b).kind in KINDS


# The reading rules rewritten so that a failing match is linear in its input, beside the rules
# they replaced (which tried every split of a run of digits or dots): the same words match.
OLD = [
    (_IDENT, re.compile(r"^(?=.*[a-z])(?=.*\d)[a-z0-9]+(?:[-_.][a-z0-9]+)+$|^[a-z]+\d+[a-z0-9]*$")),
    (_VERSION, re.compile(r"^(?:[<>=~^!]=?|==)?(?:v\d+(?:\.\d+)*[a-z0-9.+-]*|\d+(?:\.\d+)+"
                          r"[a-z0-9.+-]*|[a-z][a-z-]*\d+(?:\.\d+)+)$")),
    (words._VERSION, re.compile(r"^(?:[<>=~^!]=?|==)?(?:v\d+(?:\.\d+)*|\d+(?:\.\d+)+"
                                r"[a-z0-9.+-]*|[a-z][a-z-]*\d+(?:\.\d+)+)$")),
    (_VERSIONISH, re.compile(r"^v?\d+(?:\.\d+)+[a-z0-9.-]*$")),
]


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet="av1.-_=<x#", max_size=14))
def test_the_rewritten_rules_accept_exactly_what_the_old_ones_did(word: str) -> None:
    for new, old in OLD:
        assert bool(new.match(word)) == bool(old.match(word)), (new.pattern, word)


# Searches rewritten to start only where a word (or a path) starts, beside the ones they
# replaced (which tried every start inside a run of "1.1.1.", each to the run's end): the same
# matches, in the same places.
OLD_SEARCHES = [
    (_PLACEHOLDER_PATH,
     re.compile(r"([\w.-]+(?:/[\w.-]+)*)/(?:<[^<>/\s`]+>|\{[^{}/\s`]+\})/?")),
    (_COMPARED, re.compile(r"([\w.+#-]+)`?\s*(?:>|\bover\b|\brather than\b|\binstead of\b|"
                           r"\bbefore\b|\bthan\b|,\s*not\b)\s*`?([\w.+#-]+)")),
]


@settings(max_examples=1000, deadline=None)
@given(st.lists(st.sampled_from(["a", "1", ".", "-", "+", "#", "/", "<x>", "{n}", "`", " ",
                                 ",", ">", "over", " than ", ", not ", "é", "//"]), max_size=16))
def test_the_rewritten_searches_find_exactly_what_the_old_ones_did(parts: list[str]) -> None:
    text = "".join(parts)
    for new, old in OLD_SEARCHES:
        assert [(m.span(), m.groups()) for m in new.finditer(text)] == [
            (m.span(), m.groups()) for m in old.finditer(text)], (new.pattern, text)


def _old_capitals(text: str) -> frozenset[str]:
    found: set[str] = set()
    for run in re.finditer(r"[A-Z][A-Za-z]*(?:[ -][A-Z][A-Za-z]*)*", text):
        names = re.findall(r"[A-Z][A-Za-z]*", run.group())
        if any(len(w) > 1 and w.isupper() for w in names):
            continue
        words_ = [[c.lower() for c in w if c.isupper()] for w in names]
        if sum(map(len, words_)) < 2:
            continue
        for i in range(len(words_)):
            for j in range(i + 1, len(words_) + 1):
                code = "".join(c for w in words_[i:j] for c in w)
                if 2 <= len(code) <= 5:
                    found.add(code)
    return frozenset(found)


@settings(max_examples=500, deadline=None)
@given(st.lists(st.sampled_from(["A", "Ab", "AbCd", "aB", "ABC", " ", "-", "x", "Q"]),
                max_size=16))
def test_the_codes_of_capitals_are_those_every_span_of_words_spells(parts: list[str]) -> None:
    text = "Go" + "".join(parts)  # (a name with humps, so that the codes are read at all)
    assert _capitals.__wrapped__(text) == (_old_capitals(text) if _NAME_WITH_CAPITALS.search(
        text) else frozenset())


@pytest.mark.parametrize("text", [
    "a" + " ." * 50_000, "**a " * 25_000, "[a](" * 25_000, "[" * 100_000 + "](x",
])
def test_normalize_reads_hostile_text(text: str) -> None:
    assert normalize(normalize(text)) == normalize(text)
