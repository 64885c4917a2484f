"""One thing for all, against one for each: "The cache is shared between tenants" / "Every
tenant has a separate cache", "All services share one Postgres database" / "Each service gets
its own database".

Both claims name the same things (the cache and the tenants), in the same polarity, and the
words that say how they are held ("shared", "separate", "its own") are light or apart, so the
two read as one claim said twice and merged. One says the thing is held in common, the other
that each holder has one of its own: they cannot both hold. Read by
memstore.core.judge.compare beside the other opposite predicates.
"""

from __future__ import annotations

import re

from memstore.core.judge.claims import Claim, _matched
from memstore.core.judge.lexicon import _stem
from memstore.core.judge.who import _EVERY_STEM

# Held in common: "shared", "share one database", "works across all projects", and things
# that share the one they name ("Preview environments share the staging database", session
# 42) or things of a kind ("Workers share caches", session 43). (Not "share" as an order:
# "Share the runbook link in the channel" posts it.)
_SHARED = re.compile(r"\bshared\b|\bshares?\s+(?:a|an|one|1|the\s+same|a\s+single|a\s+common)\b"
                     r"|\bacross\s+(?:all|every)\b"
                     r"|\b[a-z]\w*s\s+share\s+(?:the\b|our\b|[a-z]\w*[^s\W]s\b)",
                     re.IGNORECASE)
# Held by each alone: "its own", "a separate cache", "dedicated runners", "isolated",
# "scoped per project", "one database per service". ("per" only in a claim with no number:
# "100 requests per minute" is a rate, not a thing for each.)
_EACH = re.compile(r"\b(?:its|their|his|her|your|our)\s+own\b|\bseparate(?:ly)?\b|"
                   r"\bdedicated\b|\bisolated\b|\bindividual\b", re.IGNORECASE)
_PER = re.compile(r"\bper[- ](?!cent\b)[a-z]", re.IGNORECASE)
# The words that say how a thing is held, by their stem, and "every" (as "all" and "each"
# read), left out when the two claims' things are compared.
_HOW_HELD = frozenset(_stem(w) for w in (
    "share", "shared", "across", "between", "separate", "separately", "dedicated", "isolated",
    "individual", "own", "per", "scoped", "every"))
# How many words the thing and its holders take at least ("cache", "tenant").
SHARED_WORDS = 2


def _held(claim: Claim) -> str:
    """"shared", "each", or "" when the claim says neither or both ("Each team has its own
    namespace in the shared cluster")."""
    shared = bool(_SHARED.search(claim.text))
    each = bool(_EACH.search(claim.text)) or (
        not re.search(r"\d", claim.text) and bool(_PER.search(claim.text)))
    return "" if shared == each else "shared" if shared else "each"


# A word of how a thing is held written before the thing ("shared feature branches", "its
# own database"), and the thing.
_BEFORE_THING = re.compile(r"\b(?:shared|own|separate|dedicated|isolated|individual)\s+"
                           r"([A-Za-z][\w-]*)", re.IGNORECASE)


def _kind_named(claim: Claim) -> str:
    """The stem of the thing a word of how it is held stands before, "" when none does."""
    found = _BEFORE_THING.search(claim.text)
    return _stem(found.group(1).lower()) if found else ""


def shared_against_each(a: Claim, b: Claim) -> bool:
    """Whether one claim holds a thing in common and the other gives each holder its own,
    both saying yes, about the same things: what one names (at least `SHARED_WORDS` words,
    the words of how it is held left out) the other names too ("The design team shares a
    Figma workspace" / "Designers each have their own Figma seat" name two things)."""
    if a.negative or b.negative:
        return False  # ("Tenants don't share a cache" says what "each has its own" says)
    held_a, held_b = _held(a), _held(b)
    if not held_a or not held_b or held_a == held_b:
        return False
    kind_a, kind_b = _kind_named(a), _kind_named(b)
    if kind_a and kind_a == kind_b and _EVERY_STEM not in a.terms and _EVERY_STEM not in b.terms:
        return False  # two kinds of one thing ("your own feature branches" / "shared feature
        # branches"), each with its own rule; not where each holder is named ("Each team
        # deploys to its own namespace" / "Teams deploy to a shared namespace")
    things_a = [t for t in a.terms if t not in _HOW_HELD]
    things_b = [t for t in b.terms if t not in _HOW_HELD]
    return any(len(small) >= SHARED_WORDS and all(_matched(t, other.bag()) for t in small)
               for small, other in ((things_a, b), (things_b, a)))
