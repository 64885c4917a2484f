"""One thing stated with two tools: the tool rule (see memstore.core.judge and
docs/consolidation.md).

The claims are read as for values (memstore.core.judge.subjects), with a named tool as the
slot: on each side a word the other lacks where a choice is stated that names a tool (one of
the alternatives table, a proper name, a code span, or a word wordfreq does not know that ends
the claim). Two claims of the same polarity, neither a one-off event, conflict when each names
its own tool there and their subjects, those tools left out, are the same thing: "Traces are
exported to Jaeger" / "Traces go to Tempo". Values that differ too are for the value rule
(memstore.core.judge.values); a value on one side only makes two sentences, not one with
another tool in it; and with no value to anchor it, the smaller subject must have nothing of
its own.

memstore.core.judge.compare and memstore.core.judge.bounds ask `tool_conflict` after
`value_conflict`. `bare_use` reads an entry that says only which tool is used ("This repo
uses yarn"), and `bare_tool` its tool's jobs, for memstore.core.judge.verdict and the
candidate search.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache
from itertools import pairwise

from memstore.core.judge.claims import _CONDITIONS, Bag, Claim, _matched, claims
from memstore.core.judge.entries import _entry_claims
from memstore.core.judge.lexicon import _stem, form, lexicon, word_tables_cache
from memstore.core.judge.lookalikes import named_in_subjects
from memstore.core.judge.subjects import (
    _CHANGED_TO,
    _SLOTS,
    PART,
    SHARED,
    _narrows,
    _parallel,
    _read,
    _Reading,
    _same_subject,
    _slot_type,
    _two_places,
)
from memstore.core.judge.values import _slot, heads_of


def tool_conflict(a: Claim, b: Claim) -> bool:
    """Whether two claims about one thing name two tools for it, each where a choice is
    stated ("Traces are exported to Jaeger" / "Traces go to Tempo"): the slot is a named tool
    instead of a value, and the subjects are read as for values."""
    if a.negative or b.negative or not a.choice or not b.choice:
        return False
    return _tool_conflict(a, b)


# The environments a team deploys to, as terms read them (through the synonyms: "PRD" is
# production, "stg" staging): named in capitals they read as names, and two of them as two
# tools of one job.
_ENVIRONMENT_WORDS = ("production staging development uat qa sit test testing preprod "
                      "pre-prod sandbox local integration acceptance").split()
# Of those, the ones that name nothing else in a note: "test", "local", "integration" and
# "acceptance" are kinds of tests or of machines as often ("integration tests", "local
# builds"). Two of these, one on each side, are two environments (compare._environments_apart).
_DEPLOYED_TO = "production staging development qa uat sandbox preprod".split()


# Kinds of software, named by the initials of their kind: a claim that names the kind ("the
# CMS") says nothing against one that names the tool of that kind it is ("Drupal").
_KIND_WORDS = "cms orm crm erp cdn idp sso vcs scm ide rdbms dbms lms pim dam mdm siem apm".split()


@word_tables_cache
@lru_cache(maxsize=1)
def kinds_of_tools() -> frozenset[str]:
    """The terms that name a kind of software (`_KIND_WORDS`), as claims read them."""
    return frozenset(form((w,)) for w in _KIND_WORDS)


@word_tables_cache
@lru_cache(maxsize=1)
def _environments() -> frozenset[str]:
    return frozenset(form((w,)) for w in _ENVIRONMENT_WORDS)


@word_tables_cache
@lru_cache(maxsize=1)
def deployed_to() -> frozenset[str]:
    """`_DEPLOYED_TO` as terms read them (the synonym table reads "prod" as production)."""
    return frozenset(form((w,)) for w in _DEPLOYED_TO)


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
    tools_a, tools_b = _tools(ra, rb.bag) - _environments(), _tools(rb, ra.bag) - _environments()
    if not tools_a or not tools_b:
        return False  # (an environment is where a thing holds, not a tool for it: "enabled in
        # PRD" / "enabled in UAT", session 44)
    if tools_a <= kinds_of_tools() or tools_b <= kinds_of_tools():
        return False  # the kind of tool against one of its kind ("publish news items in the
        # CMS" / "... through Drupal", "the ORM" / "the Django ORM"), session 44
    tools_a, tools_b = _whole_names(a, tools_a, rb.bag), _whole_names(b, tools_b, ra.bag)
    if named_in_subjects(a, b, tuple(tools_a), tuple(tools_b)):
        return False  # "Episodes uploaded as WAV are kept as the master file" / "... as FLAC
        # ...": which things each subject names, not two tools for one (session 59)
    if _one_name(a, tools_a, b, tools_b):
        return False  # one name spelt two ways ("HMAC-SHA256" / "HMAC SHA-256")
    if versioned_apart(a, b, tuple(tools_a), tuple(tools_b)):
        return False  # what version each of two tools must have ("use kubectl 1.29+" / "use
        # terraform 1.29+"), not two tools for one job
    sa = {t: w for t, w in ra.subject.items() if t not in tools_a}
    sb = {t: w for t, w in rb.subject.items() if t not in tools_b}
    if not sa or not sb:
        return False
    sa, sb = _one_act(sa, ra.bag, sb, rb.bag)
    la, lb = _without_versions(ra, sa, tools_a), _without_versions(rb, sb, tools_b)
    if la.values != ra.values and lb.values != rb.values:
        # each tool with its version ("Use pip 5.20 or newer" / "Use bazel 5.16 or newer"):
        # the values are read as before, by the value rule
        la, lb = _without_versions(ra, sa, frozenset()), _without_versions(rb, sb, frozenset())
    if _slot(la, lb) is not None:
        return False  # values differ too: the value rule reads them
    if bool(la.slots) != bool(lb.slots):
        return False  # a value on one side only: not one sentence with another tool in it
    return _same_subject(la, lb) or _one_job(la, lb, tools_a, tools_b)


# How rare a word both claims say must be at least to anchor one job for two tools of one
# group of the alternatives table: a word of content will do, as the table already says the
# two tools do one job ("Responses are gzipped" / "Responses are compressed with brotli";
# "The mobile app is built with Flutter" / "Our app is React Native"). Where each side says
# words of its own that say which thing it speaks of (`_own_kind`), a fairly rare word
# (`SHARED`) is still asked: "Errors from the iOS app are reported to Crashlytics" / "Web
# errors go to Sentry" are two kinds of errors. (Session 43: 3.5 as soon as either side said
# a word of its own, 3.0 where neither did; dev 9 better, 0 worse.)
JOB_ANCHOR = 2.5


def _one_name(a: Claim, tools_a: frozenset[str], b: Claim, tools_b: frozenset[str]) -> bool:
    """Whether the tools two claims name are one name spelt two ways: the same letters and
    digits in the same order ("HMAC-SHA256" / "HMAC SHA-256"), or the same letters with one
    version, glued to the name on one side and apart on the other ("OAuth2" / "OAuth 2.0")."""
    name_a, name_b = _spelling(a, tools_a), _spelling(b, tools_b)
    if name_a == name_b:
        return True
    (letters_a, number_a), (letters_b, number_b) = _split_number(a, name_a), _split_number(
        b, name_b)
    return bool(letters_a) and letters_a == letters_b and number_a is not None and (
        number_a == number_b)


def _spelling(claim: Claim, tools: frozenset[str]) -> str:
    """The tools' letters and digits, in the order the claim says them."""
    return "".join(re.sub(r"[^a-z0-9]", "", t) for t in claim.terms if t in tools)


def _split_number(claim: Claim, name: str) -> tuple[str, float | None]:
    """A name's letters and the number it carries: its own trailing digits ("oauth2"), or
    else the claim's one version ("OAuth 2.0")."""
    found = re.fullmatch(r"([a-z]+)(\d+)", name)
    if found:
        return found.group(1), float(found.group(2))
    versions = [v for k, v in claim.values if k == "version"]
    if len(versions) == 1 and re.fullmatch(r"\d+(?:\.0)*", versions[0]):
        return name, float(versions[0])
    return name, None


def _one_job(a: _Reading, b: _Reading, tools_a: frozenset[str], tools_b: frozenset[str]) -> bool:
    """Whether two claims that each name one tool of the same group of the alternatives table
    (memstore/data/lexicon.yaml: tools that do one job, "Sentry" / "Rollbar", "Flyway" /
    "Liquibase", "GCS" / "S3") speak of one thing, however otherwise each words it: "Error
    reports from the ops console go to Sentry" / "Console exceptions are reported to Rollbar".
    The table says the two are a choice for one job, so the subjects need less in common than
    `_same_subject` asks of two names it knows nothing of (most of the smaller subject): a
    fairly rare word both say (a word of content, `JOB_ANCHOR`, unless both sides say which
    thing they speak of with words of their own), which the two sides do not each qualify
    with a word of their own (`_qualified`), and no word of each own put in one place or
    saying where it holds; or two commoner words side by side in both when only one side
    says words of its own (`_compound`: "Background jobs run on Sidekiq" / "Background jobs
    are processed by Resque").
    "Ground station metrics are stored in Prometheus" / "Billing metrics for the imagery
    portal are stored in Datadog" are two kinds of metrics; "from the ops console" / "from
    the field laptops" share no fairly rare word at all."""
    groups = lexicon().alternatives
    named_a = [t for t in tools_a if t in groups]
    named_b = [t for t in tools_b if t in groups]
    if len(named_a) != 1 or len(named_b) != 1 or not groups[named_a[0]] & groups[named_b[0]]:
        return False
    sa, sb = a.subject, b.subject
    own_a = [t for t in sa if not _matched(t, b.bag)]
    own_b = [t for t in sb if not _matched(t, a.bag)]
    floor = SHARED if _own_kind(a, own_a, b.bag) and _own_kind(b, own_b, a.bag) else JOB_ANCHOR
    anchors = [t for t in sa if t in sb and min(sa[t], sb[t]) >= floor] or (
        _compound(a, b) if not (own_a and own_b) else [])  # (a compound with a word of each
    # own is too little to tell one thing: "Billing background jobs ..." / "Background jobs
    # for search ...")
    if not anchors:
        return False
    if any(_qualified(a, t, own_a) and _qualified(b, t, own_b) for t in anchors):
        return False  # two kinds of the thing both name
    if own_a and own_b and (_parallel(a, b, lined_up=True) or _two_places(a, own_a, b, own_b)):
        return False
    return not ((not own_b and _narrows(a, own_a, b.bag))
                or (not own_a and _narrows(b, own_b, a.bag)))


def _own_kind(reading: _Reading, own: list[str], other: Bag) -> bool:
    """Whether a claim's own words say which thing it speaks of: the word it opens with, a
    word right before one the other claim says ("web errors"), a place ("from the iOS app")
    or a name. Own words that only say what is done ("are handled in", "are reported to")
    do not."""
    if not own:
        return False
    seq, claim = reading.seq, reading.claim
    return (bool(seq) and seq[0] in own) or any(
        t in claim.qualifiers or t in claim.names for t in own) or any(
        x in own and _matched(y, other) for x, y in pairwise(seq))


def _compound(a: _Reading, b: _Reading) -> list[str]:
    """Two words of the subjects that stand side by side in both claims and together are as
    rare as one anchor of a job must be, twice over ("background jobs": "Background jobs run
    on Sidekiq" / "Background jobs are processed by Resque"): one name of the thing in two
    words, neither rare enough alone."""
    pairs_b = set(pairwise(b.seq))
    for x, y in pairwise(a.seq):
        if (x, y) in pairs_b and x in a.subject and y in a.subject and x in b.subject and (
                y in b.subject) and min(a.subject[x] + a.subject[y],
                                        b.subject[x] + b.subject[y]) >= 2 * COMPOUND_WORD:
            return [x, y]
    return []


# How rare each of two words side by side must be on average to name a thing together.
COMPOUND_WORD = 3.0


def _qualified(reading: _Reading, anchor: str, own: list[str]) -> bool:
    """Whether a word of the claim's own stands right before the word `anchor` ("billing
    metrics"; not across a preposition, "migrations for the fleet DB"), or a name of its own
    right after it ("the logs of the JVM services"): what kind of that thing the claim speaks
    of."""
    seq = reading.seq
    if anchor not in seq:
        return False
    at = seq.index(anchor)
    before = at > 0 and seq[at - 1] in own and anchor not in reading.claim.qualifiers
    return before or (
        at + 1 < len(seq) and seq[at + 1] in own and seq[at + 1] in reading.claim.names)


def _without_versions(reading: _Reading, subject: dict[str, float],
                      tools: frozenset[str]) -> _Reading:
    """The reading with the given subject, less the version written right after one of its
    own tools: "Product search runs on Elasticsearch 7" names the tool with its version, it
    states no second value beside another tool ("... runs on OpenSearch"). Only where the
    version ends the claim ("Use sphinx 1.0 or newer for bandextas" states a least version, a
    value), and only on one side (two tools each with its version are two values)."""
    seq = reading.seq
    glued = {tuple(item.split("=", 1)) for n, item in enumerate(seq)
             if n and n == len(seq) - 1 and seq[n - 1] in tools
             and item.split("=", 1)[0] in ("version", "number")}
    values = frozenset(v for v in reading.values if v not in glued)
    slots = frozenset(_slot_type(k, v) for k, v in values if k in _SLOTS)
    return _Reading(reading.claim, values, reading.bag, seq, subject, slots, reading.tools,
                    reading.named)


def _one_act(sa: dict[str, float], bag_a: Bag, sb: dict[str, float], bag_b: Bag
             ) -> tuple[dict[str, float], dict[str, float]]:
    """The two subjects without the common words each says of its own, when everything that
    names something (every word of `PART` weight or more) is said by both and makes most of
    each: two verbs for one act ("Use Vector to forward the nginx access logs to Kafka" /
    "nginx access logs reach Kafka through Fluent Bit"), not two things ("Logs from the
    payments pods ..." / "Metrics from the payments pods ...": "logs" names what is sent)."""
    own_a = {t for t in sa if not _matched(t, bag_b)}
    own_b = {t for t in sb if not _matched(t, bag_a)}
    if not own_a and not own_b:
        return sa, sb
    if any(sa[t] >= PART for t in own_a) or any(sb[t] >= PART for t in own_b):
        return sa, sb
    for subject, own in ((sa, own_a), (sb, own_b)):
        if sum(w for t, w in subject.items() if t not in own) < _MOSTLY * sum(subject.values()):
            return sa, sb
    return ({t: w for t, w in sa.items() if t not in own_a},
            {t: w for t, w in sb.items() if t not in own_b})


# What the words both say must make of each subject for the rest to be two verbs for one act.
_MOSTLY = 0.75


def _whole_names(claim: Claim, tools: frozenset[str], other: Bag) -> frozenset[str]:
    """The tools with the other words of the proper names they are written in, words the
    other claim does not say: "Fluent Bit", "Grafana Synthetic Monitoring" name one tool each,
    so "bit" is no word of the subject."""
    found = set(tools)
    for run in _NAME_RUN.finditer(claim.text):
        words = [w.lower() for w in run.group(0).split()]
        stems = {_stem(w) for w in words} | set(words)
        if stems & tools:
            found |= {t for t in claim.terms if t in stems and not _matched(t, other)}
    return frozenset(found)


# Two or more capitalised words in a row: one proper name ("Fluent Bit", "Terraform Cloud").
_NAME_RUN = re.compile(r"\b[A-Z][\w.+-]*(?:\s+[A-Z][\w.+-]*)+")


def _tools(reading: _Reading, other: Bag) -> frozenset[str]:
    """A claim's named tools the other claim lacks, in the slot a choice fills (see
    `_tool_words`). A word after in/on/at names where the claim holds ("in prod", "in the
    FastAPI repos") when the claim names another tool; alone it may be the tool ("stored in
    S3")."""
    out = {t for t in reading.tools if not _matched(t, other)}
    chosen = {t for t in out if t not in reading.claim.qualifiers}
    return frozenset(chosen or {t for t in out if t in reading.named})


# Words that say something went wrong with what a claim names (stemmed as terms are).
_FAULTS = frozenset(_stem(w) for w in """crash crashes crashed hang hangs hung fail fails
failed break breaks broke leak leaks leaked segfault segfaults panic panics""".split())


def faults_apart(a: Claim, b: Claim, left: tuple[str, ...], right: tuple[str, ...]) -> bool:
    """Whether two claims that put one name for another each say that their own name went
    wrong, in the same word ("Mypy hangs when ..." / "Pyright hangs when ...", "Incident:
    quillmoss failed ..." / "Incident: vendrill failed ..."): two faults, one of each thing,
    both true, even of two tools for one job; not one name chosen over the other. Not when
    either says no ("no longer hangs" denies the fault), and the name comes before the fault
    word, as what it is said of."""
    if a.negative or b.negative or len(left) != 1 or len(right) != 1:
        return False
    faults = _FAULTS.intersection(a.terms, b.terms)
    return bool(faults) and _before_fault(a, left[0], faults) and _before_fault(
        b, right[0], faults)


def _before_fault(claim: Claim, name: str, faults: frozenset[str]) -> bool:
    seq = claim.seq
    return name in seq and any(t in faults for t in seq[seq.index(name) + 1:])


def versioned_apart(a: Claim, b: Claim, left: tuple[str, ...], right: tuple[str, ...]) -> bool:
    """Whether two claims that put one name for another each write their own name right
    before a version ("Use sqlglot 4.2 or newer" / "Use alembic 4.2 or newer", "use kubectl
    1.29+" / "use terraform 1.29+"), and the two are no tools of one job: what version each
    tool must have, two requirements, not one tool chosen over the other ("Use poetry 1.8 or
    newer" / "Use uv 1.8 or newer" stays a choice)."""
    if len(left) != 1 or len(right) != 1:
        return False
    groups = lexicon().alternatives
    if groups.get(left[0], frozenset()) & groups.get(right[0], frozenset()):
        return False
    return _versioned(a, left[0]) and _versioned(b, right[0])


def _versioned(claim: Claim, name: str) -> bool:
    seq = claim.seq
    return any(t == name and seq[n + 1:n + 2] and seq[n + 1].startswith("version=")
               for n, t in enumerate(seq))


# Verbs that say whom a service talks to: a service has many peers, so each names one of them
# ("talks to", "calls", "communicates with"; stemmed as terms are).
_PEER_VERBS = frozenset(_stem(w) for w in ("talks", "calls", "communicates", "speaks"))


def peers_apart(a: Claim, b: Claim, left: tuple[str, ...], right: tuple[str, ...]) -> bool:
    """Whether two claims that put one name for another each write their own name right after
    the same verb of talking to a peer ("Checkout talks to inventory-svc over gRPC" / "...
    talks to pricing-svc over gRPC"): two peers of one service, both true, not one chosen
    over the other. Not for what it talks through ("through pgbouncer" / "through pgcat":
    two tools for one route)."""
    if len(left) != 1 or len(right) != 1:
        return False
    verbs = _PEER_VERBS.intersection(a.terms, b.terms)
    return bool(verbs) and _after_verb(a, left[0], verbs) and _after_verb(b, right[0], verbs)


def _after_verb(claim: Claim, name: str, verbs: frozenset[str]) -> bool:
    seq = claim.seq
    return any(t == name and n and seq[n - 1] in verbs for n, t in enumerate(seq))


# An aside in brackets, with the space before it: "(berry)" in "Use yarn (berry)".
_ASIDE = re.compile(r"\s*\([^()]*\)")


def bare_use(said: Sequence[Claim]) -> Claim | None:
    """The one claim of an entry that says only which tool is used: one claim of two words or
    more, its one term a tool of the alternatives table, no value, no no ("We use Podman.",
    "pytest only."); None otherwise. A tool's name alone is a heading ("Jest"), not a use of
    it."""
    said = list(dict.fromkeys(said))  # (a title that is its one fact says it twice)
    if len(said) != 1:
        return None
    claim = said[0]
    if (len(claim.terms) > 1 or claim.values) and "(" in claim.text:
        # (an aside after the tool names which of it: "Use yarn (berry).", "Use Jest (v29).";
        # session 43)
        bare = claims(_ASIDE.sub("", claim.text))
        if len(bare) == 1 and not bare[0].values:
            claim = replace(claim, terms=bare[0].terms, weights=bare[0].weights,
                            values=frozenset())
    if len(claim.terms) != 1 or claim.values or claim.negative or len(claim.text.split()) < 2:
        return None
    return claim if claim.terms[0].rstrip("!") in lexicon().alternatives else None


def bare_tool(said: Sequence[Claim]) -> frozenset[int]:
    """The jobs (groups of the alternatives table) of the tool `bare_use` finds, or none."""
    claim = bare_use(said)
    return frozenset() if claim is None else lexicon().alternatives[claim.terms[0].rstrip("!")]


def tool_jobs(title: str, facts: Sequence[str]) -> frozenset[int]:
    """`bare_tool` of an entry's claims, as the judge reads the entry (its title and facts)."""
    return bare_tool([c for u in _entry_claims(title, tuple(facts)) for c in u.claims])


def one_job_two_tools(a: Claim, b: Claim) -> tuple[str, str] | None:
    """The two tools, when two one-line claims that share a word of content each name one tool
    of one group of the alternatives table that the other does not, and one of them says
    nothing else of its own ("Error tracking: Rollbar" / "Exceptions get reported to Sentry",
    "Pages for the on-call go out through PagerDuty" / "Opsgenie is what wakes up the on-call
    engineer"): one job told in other words, with two tools for it, for a person to decide
    (session 46). Not where each names a thing of its own for its tool, a word of each before
    the same word ("Web errors go to Sentry" / "Mobile errors go to Bugsnag"); nor with a
    value, a no, or a name of either side's own besides its tool; nor of what happened once
    ("We tried Honeycomb for tracing")."""
    if a.negative or b.negative or a.event or b.event or a.values or b.values:
        return None
    if _HISTORY.search(a.text) or _HISTORY.search(b.text):
        return None  # a tool tried, or left: what the other uses may have followed it
    groups = lexicon().alternatives
    tools_a = [t for t in a.terms if t in groups and t not in b.terms]
    tools_b = [t for t in b.terms if t in groups and t not in a.terms]
    if len(tools_a) != 1 or len(tools_b) != 1 or not (
            groups[tools_a[0]] & groups[tools_b[0]]):
        return None
    tool_a, tool_b = tools_a[0], tools_b[0]
    bag_a, bag_b = a.bag(), b.bag()
    if not any(t not in (tool_a, tool_b) and w >= _CONTENT and _matched(t, bag_b)
               for t, w in bag_a.items()):
        return None  # nothing in common but the kind of tool: two notes, not one job
    own_a = [t for t in a.terms if t != tool_a and not _matched(t, bag_b)]
    own_b = [t for t in b.terms if t != tool_b and not _matched(t, bag_a)]
    if any(t in a.names for t in own_a) or any(t in b.names for t in own_b):
        return None
    if heads_of(a, own_a) & heads_of(b, own_b):
        return None  # a thing of each's own named for its tool
    if min(sum(1 for t in own_a if bag_a.get(t, 0.0) >= _OWN),
           sum(1 for t in own_b if bag_b.get(t, 0.0) >= _OWN)):
        return None  # each says something of its own besides its tool
    return tool_a, tool_b


def one_job_plainly(a: Claim, b: Claim, text_a: str, text_b: str) -> bool:
    """Whether two claims `one_job_two_tools` finds one job with two tools say nothing of which
    thing or place each speaks of: no word of either's own names a kind of a word both say
    ("Web errors go to Sentry"), nor a place after in / on / for / from ("Errors from the iOS
    app are reported to Crashlytics"), and neither note (`text_a`, `text_b`: a condition is
    read off as a clause of its own) tells what a tool does in a case. Then the two tools are
    two for one job, a conflict ("Error tracking: Rollbar" / "Exceptions get reported to
    Sentry"); else each may hold for its own thing, for a person to decide."""
    if any(_CONDITION_WORDS & set(_WORD.findall(text.lower())) for text in (text_a, text_b)):
        return False  # what each tool does in a case ("Mypy hangs when PYTHONHASHSEED is set" /
        # "Pyright hangs when ..."): each tool's own behaviour, both may hold
    bag_a, bag_b = a.bag(), b.bag()
    own_a = [t for t in a.terms if t not in lexicon().alternatives and not _matched(t, bag_b)]
    own_b = [t for t in b.terms if t not in lexicon().alternatives and not _matched(t, bag_a)]
    return not (any(_matched(h, bag_b) for h in heads_of(a, own_a))
                or any(_matched(h, bag_a) for h in heads_of(b, own_b))
                or a.qualifiers & set(own_a) or b.qualifiers & set(own_b))


# The words that open a condition (claims' own, and "once"), and a word of a note.
_CONDITION_WORDS = _CONDITIONS | {"once"}
_WORD = re.compile(r"[a-z]+")
_HISTORY = re.compile(r"\b(?:tried|trialled|trialed|evaluated|considered|instead|rather|"
                      r"replaced|migrated|moved|switched|dropped|used to|anymore|no longer)\b",
                      re.IGNORECASE)


# A word this heavy (Zipf 5.6 or rarer) is a word of content the two may share; one this heavy
# (Zipf 4.5 or rarer) said by one side alone names a thing of its own.
_CONTENT = 2.4
_OWN = 3.5
