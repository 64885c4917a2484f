"""What happened once: a clause read as an event, and the occasion it names (see
memstore.core.judge).

A clause is an *event* when it tells what happened once, not a standing rule: a past-tense verb
("Looked into a slow query", "CI run 1615 took 8 minutes", "Docker used 72% of the disk on
Monday", "httpx released version 2.9") and no present tense (is, are, must ...) nor a decision
or change whose result still stands ("we decided to use pnpm", "moved the runbooks to ops/",
"pinned Django to 4.2": rules told in the past). A form that may also be a participle ("used",
"found", "disabled") counts near the start of the clause, or anywhere in a clause that names
one occasion; a verb after "once", "when", "if" ... tells the condition of something else. A
past form after an article ("the generated file"), in a hyphenated compound ("self-hosted") or
before a bare noun ("Failed HL7 messages go to the DLQ", "Distributed training uses
DeepSpeed", wherever it stands) describes a noun; one before "by" ("Handled by cert-manager")
is a passive participle; a modal ("may", "could") states what may be, not what happened.

The *occasion* an event names is a date ("2026-01-14", "Nov 4", "4 November") or a numbered
run, build, deploy, PR or incident ("run 1615", "#42"); a weekday, "yesterday" or "last night"
names a time but not which one (two notes of the same Monday may be of two weeks). Two claims
may be held against each other only when neither is an event, or both are and name the same
occasion (`one_occasion`): what happened once contradicts no rule, nor an event of another
occasion.

memstore.core.judge.claims reads each clause through `_past` and `occasions`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol

from memstore.core.judge.lexicon import lexicon
from memstore.core.judge.text import _ARTICLES, _FUNCTION_WORDS

# Forms that are only ever a past tense: the clause tells what happened, wherever they stand.
_SIMPLE_PAST = frozenset("""took ran saw broke went came gave was were did ate threw began grew
    blew drew flew froze stole shook woke wore tore wrote fell overran sat""".split())
# Past forms that also serve as participles ("logs sent to Loki", "caching disabled in dev", a
# rule written without its "are"): a past tense only near the start of the clause ("Looked
# into a slow query") or in a clause that names one occasion (below).
_IRREGULAR_PAST = _SIMPLE_PAST | frozenset(
    "found got made had hit spent left lost caught held led paid sent".split())
_NOT_PAST = frozenset("need speed seed feed embed shared based red bed hundred".split())
# Verbs that tell a decision or a change whose result still stands ("we decided to use pnpm",
# "moved the runbooks to ops/", "pinned Django to 4.2"): a standing rule told in the past.
_DECIDED = frozenset("""decided agreed chose chosen settled switched moved migrated adopted
    standardized standardised replaced dropped renamed deprecated banned pinned bumped upgraded
    downgraded changed enabled disabled turned flipped removed added stopped raised lowered
    increased decreased reduced archived deleted retired""".split())
# After one of these the clause tells the condition of something else ("bump versionCode only
# once the upload went through"): its verbs are not the clause's.
_SUBORDINATORS = frozenset("once after before when whenever if unless until since while".split())
# What names one occasion: a day, a time, a date, or a numbered run, build, deploy, PR ...
_WHEN = frozenset("""monday tuesday wednesday thursday friday saturday sunday yesterday today
    tonight ago""".split())
_WHEN_AFTER = {"this": frozenset("morning afternoon evening week weekend".split()),
               "last": frozenset("""night week weekend month monday tuesday wednesday thursday
                   friday saturday sunday""".split())}
_OCCASIONS = frozenset("""run build job pipeline deploy deployment release incident outage pr
    issue ticket workflow""".split())
_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}(?:t[\d:]+z?)?$")
_NUMBERED = re.compile(r"^#?\d+$")
# Releasing a version happens once: "httpx released version 2.9", "shipped v3.1".
_RELEASED = frozenset("released shipped published tagged".split())
_VERSIONISH = re.compile(r"^v?\d+\.\d[a-z0-9.-]*$")


def _past(words: Sequence[str]) -> bool:
    """Whether a clause tells what happened once, an event, not a standing rule: a past-tense
    verb ("Looked into a slow query", "CI run 1615 took 8 minutes", "Docker used 72% of the
    disk on Monday", "httpx released version 2.9"), and no present tense (is/are/must ...) nor
    a decision or change whose result stands ("we decided to use pnpm", "moved the runbooks to
    ops/"). A verb that may also be a participle ("used", "found", "disabled") counts near the
    start of the clause, or anywhere in a clause naming one occasion (`occasions`)."""
    if any(word in _PRESENT or word in _DECIDED for word in words):
        return False  # "RDS automated backups are kept": a standing rule
    named = bool(occasions(words))
    for n, word in enumerate(words):
        if word in _SUBORDINATORS:
            break
        if word in _SIMPLE_PAST or (word in _IRREGULAR_PAST and (n < 3 or named)):
            return True
        if len(word) >= 4 and word.endswith("ed") and word not in _NOT_PAST and not (
                word.endswith("eed")):  # "reseed", "proceed": not a past tense
            if "-" in word or (n and words[n - 1] in _DETERMINERS):
                continue  # "self-hosted runners", "the generated file": an adjective
            following = words[n + 1].lstrip("^") if n + 1 < len(words) else ""
            if following == ":" and _polar(word):
                continue  # "**Required:** a changelog entry for every PR": a label whose key
                # is a word of polarity states a rule, as "A changelog entry is required" does
            if word in _RELEASED and (_VERSIONISH.match(following) or following == "version"):
                return True  # a release of one version
            if (n >= 3 or len(word) < 5) and not named:
                continue  # "Secrets stored in Vault", "tokens used": a rule without its "are"
            if following == "by" and not named:
                continue  # "Handled by the cert-manager CronJob", "Secrets rotated by
                # Vault": a passive participle with who does it, a rule without its "is"
            if (following[:1].isalpha() and following.isalnum()
                    and following not in _FUNCTION_WORDS and not named):
                continue  # "retry failed deliveries", "Failed HL7 messages go to the DLQ",
                # "Distributed training uses DeepSpeed": an adjective before its noun, not
                # what happened (a past tense takes an article, a number, a preposition:
                # "Looked into a slow query", "Killed a stale worker")
            return True
    return False


def _polar(word: str) -> bool:
    """Whether a word is either end of a pair of the opposites table ("required", "allowed",
    "disabled": memstore/data/lexicon.yaml), a state a rule gives, not an act done once."""
    lex = lexicon()
    return (word,) in lex.positives or (word,) in lex.opposites


# A month named by its name or its abbreviation; with a day number it names one date.
_MONTHS = ("jan feb mar apr may jun jul aug sep oct nov dec".split(),
           """january february march april may june july august september october november
           december""".split())
_MONTH = {name: n for names in _MONTHS for n, name in enumerate(names, 1)} | {"sept": 9}
_DAY = re.compile(r"^(\d{1,2})(?:st|nd|rd|th)?,?$")


def _month(word: str) -> int:
    return _MONTH.get(word.rstrip(".,"), 0)


def _day(word: str) -> int:
    match = _DAY.match(word)
    return int(match.group(1)) if match and 1 <= int(match.group(1)) <= 31 else 0


def occasions(words: Sequence[str]) -> frozenset[str]:
    """What in a clause names one occasion: a weekday, "yesterday", "this morning", "last
    night", a date (ISO, or a month's name and a day: "Nov 4", "4 November"; a year left
    unsaid), or a numbered run, build, deploy, PR, incident ("run 1615", "#42"). Only
    a date or a number names *which* one: two notes of the same Monday may be of two weeks."""
    found: set[str] = set()
    for n, raw in enumerate(words):
        word = raw.lstrip("^")
        following = words[n + 1].lstrip("^") if n + 1 < len(words) else ""
        if word in _WHEN or following in _WHEN_AFTER.get(word, ()):
            found.add("when")
        elif _DATE.match(word):
            found.add(f"date={word[:10]}")
        elif (month := _month(word)) and (day := _day(following)):
            found.add(f"date={month}-{day}")  # "on Nov 4", "March 3rd"
        elif (month := _month(following)) and (day := _day(word)):
            found.add(f"date={month}-{day}")  # "on 4 November"
        elif word.startswith("#") and _NUMBERED.match(word):
            found.add(f"id={word[1:]}")
        elif word in _OCCASIONS and _NUMBERED.match(following):
            found.add(f"id={following.lstrip('#')}")
    return frozenset(found)


# A present tense or a modal: the clause states how things are or may be, not what happened.
# ("get" and "gets" too: the passive of a rule, "Dashboards get provisioned from ...", "Jobs
# get killed after 48 hours", is in the present as "are provisioned" is; "got" stays a past)
_PRESENT = frozenset("""is are be must should will can may might could would shall do does get
    gets isn't aren't don't doesn't can't cannot won't shouldn't mustn't""".split())  # (the
# contracted no's, session 28: "Images aren't cached on disk" is a rule, not an event)
# After one of these a past form describes the noun that follows ("the generated file", "our
# cached wheels"): an adjective, not a verb.
_DETERMINERS = _ARTICLES | frozenset("these those any no".split())


class Told(Protocol):
    """What the event reading gives a claim (memstore.core.judge.claims.Claim holds both)."""

    @property
    def event(self) -> bool: ...

    @property
    def occasion(self) -> frozenset[str]: ...


def one_occasion(a: Told, b: Told) -> bool:
    """Whether two claims may be held against each other as far as events go: neither is an
    event, or both are and name the same occasion ("CI run 1615 took 8 minutes" / "run 1615
    took 23 min"). What happened once contradicts no rule, nor an event of another occasion."""
    if not (a.event or b.event):
        return True
    return a.event and b.event and bool(a.occasion & b.occasion)
