"""Who may do a thing: a permission given to anyone against the same act said of someone in
particular ("Anyone can approve changes under infra/" / "Code owners must approve changes to
infra/"). Read by the merge guard (memstore.core.judge.guard), which holds such a pair back
from a merge, and by memstore.core.judge.compare, where the two would otherwise read as one
sentence said of two subjects ("Only admins can delete projects" / "Anyone on the team can
delete projects": admins against the team)."""

from __future__ import annotations

import re

from memstore.core.judge.claims import NAMING, Bag, Claim, _matched, claims
from memstore.core.judge.lexicon import _stem, time_forms

# The people a rule may name all of: "users", "engineers", "team members" ...
_ROLES = (r"(?:users?|engineers?|developers?|devs?|members?|team\s+members?|teammates?|agents?|"
          r"admins?|employees?|staff|persons?|people|one|maintainers?|contributors?|reviewers?|"
          r"customers?|operators?|analysts?|managers?|contractors?|interns?|testers?|drivers?|"
          r"clerks?|cashiers?|nurses?|doctors?|vets?|teachers?|students?)")
_WHERE = r"((?:\s+(?:on|in|of|at)\s+(?:the|our|a)\s+[a-z-]+)?)"
# A claim that lets anyone do something: "Anyone can ...", "Any engineer may ...", "All users
# are allowed to ...", "Everyone on the team can ...".
_ANYONE = re.compile(
    r"^\W*(anyone|anybody|everyone|everybody|(?:any|every|all)(?:\s+(?:of\s+the|the|our))?\s+"
    + _ROLES + ")" + _WHERE
    + r"\s+(?:can|may|could|(?:is|are)\s+(?:allowed|free|welcome|permitted)\s+to)\b",
    re.IGNORECASE)
# A claim that says everyone does it, with no modal ("Every engineer tags their own
# releases", "Each developer deploys from their laptop"): read as `_ANYONE`'s against a claim
# that says "only".
_EVERYONE_DOES = re.compile(
    r"^\W*(everyone|everybody|(?:every|each|all)(?:\s+(?:of\s+the|the|our))?\s+" + _ROLES + ")"
    + _WHERE + r"\s+(?=[a-z])", re.IGNORECASE)
# "only", wherever it stands, and "only" as a word of its own, not in "read-only" (compare and
# guard read both).
_ONLY = re.compile(r"\bonly\b", re.IGNORECASE)
_ONLY_WORD = re.compile(r"(?<![\w-])only\b(?!-)", re.IGNORECASE)
# "every", as "each", "all" and "any" read (the synonyms table), stemmed as terms are.
_EVERY_STEM = _stem("every")
# What makes the other claim's "who" a restriction, not one of many: "only", a duty or a need
# ("code owners must approve", "needs a manager's approval"), or the one who does it ("done by
# the SRE team", "reserved for admins").
_RESTRICTED = re.compile(r"\b(?:only|must|need|needs|needed|required|requires|restricted to|"
                         r"reserved for|limited to|by the|by an?|by our)\b", re.IGNORECASE)


def anyone_against_someone(open_: Claim, other: Claim) -> tuple[str, str, str] | None:
    """A permission given to anyone against the same act said of someone in particular:
    "Anyone can approve changes under infra/" / "Code owners must approve changes to infra/".
    The words of "anyone" are stop words, so the first read as the second said with less,
    and merged. A conflict when the other side restricts who does it (`_RESTRICTED`), and
    uncertain when it only names who may ("Admins can delete projects"): everything the open
    claim says of the act must be said by the other, which names someone of its own. The
    verdict's kind, then the words for "anyone" and for the someone."""
    found = _ANYONE.match(open_.text) or (
        _EVERYONE_DOES.match(open_.text) if _ONLY.search(other.text) else None)
    if not found or open_.negative != other.negative or _ANYONE.match(other.text):
        return None  # (both of one polarity: "delete projects" reads as "not keep projects")
    who = found.group(1) + found.group(2)  # (with where they are: "anyone on the team")
    actor = {_stem(w) for w in re.findall(r"[a-z-]+", who.lower())}
    actor |= {t for c in claims(who) for t in c.terms}  # ("any" is "every")
    act = [t for t in open_.terms if t not in actor and t.split("=")[0] not in actor]
    bag = other.bag()
    if not act or not all(_matched(t, bag) for t in act):
        return None
    theirs = open_.bag()
    own = [t for t in other.terms if not _matched(t, theirs) and "=" not in t]
    if not own:
        return None
    kind = "conflict" if _RESTRICTED.search(other.text) else "maybe_conflict"
    return kind, found.group(1).lower(), " ".join(own)


# "any" before the thing a rule is open to ("accepts any file type", "in any channel"), and
# the thing (one or two words).
_ANY_THING = re.compile(r"\bany\s+((?!one\b|body\b|more\b|longer\b|other\b|of\b)[a-z][\w-]*"
                        r"(?:\s+(?!on\b|in\b|at\b|to\b|for\b|from\b|of\b)[a-z][\w-]*)?)",
                        re.IGNORECASE)
# A rule's "only" said as a verb of restricting ("CORS is restricted to our own domains",
# "Uploads are limited to PDFs and images", "SSH is locked down to the office network").
_RESTRICTING = re.compile(r"\b(?:restricted|limited|locked(?:\s+down)?|scoped)\s+to\b",
                          re.IGNORECASE)
# How much of what the open claim says besides its "any" phrase the other must say.
_ACT_SAID = 0.75
# A verb this light ("works", "runs", "is used") is the act's wording, which a verb of
# restricting says in its place.
_LIGHT_ACT = 3.0


def any_against_only(open_: Claim, other: Claim) -> bool:
    """Whether one claim lets a rule hold for any thing of a kind and the other for only
    some: "Uploads accept any file type" / "Uploads only accept PDFs and images", "The bot
    responds in any channel" / "The bot only responds in #support". The act (the open claim
    less its "any" phrase) must be said by the other (`_ACT_SAID` of its weight), and the
    other must name something of its own, what it restricts the rule to; both saying yes."""
    found = _ANY_THING.search(open_.text)
    if not found or not _restricts(other.text) or _restricts(open_.text):
        return False
    if open_.negative or other.negative:
        return False  # ("No branch other than main ..." is for the negation rules)
    thing = {_stem(w) for w in found.group(1).lower().split()}
    thing |= {t for c in claims(found.group(1)) for t in c.terms}
    bag, theirs = other.bag(), open_.bag()
    act = {t: w for t, w in theirs.items() if t not in thing and t.split("=")[0] not in thing
           and t != _EVERY_STEM}  # ("any" reads as "every")
    if not _ONLY.search(other.text):
        # A verb of restricting takes the place of the light verb the "any" phrase follows:
        # "The API key works from any IP address" / "API keys are restricted to allowlisted
        # IP addresses"
        at = next((n for n, t in enumerate(open_.terms) if t in thing or t == _EVERY_STEM), 0)
        verb = open_.terms[at - 1] if at else ""
        if act.get(verb, _LIGHT_ACT) < _LIGHT_ACT and len(act) > 1:
            del act[verb]
    if not act:
        return False
    said = sum(w for t, w in act.items() if _matched(t, bag))
    if said < _ACT_SAID * sum(act.values()):
        return False
    # (not "Any failed job is retried" / "Only failed jobs are retried": one restriction)
    return any(not _matched(t, theirs) for t in other.terms if "=" not in t) or any(
        v not in open_.values for v in other.values)


# The words "only" restricts: up to three words after it ("only accepts JSON", "only runs on
# the runners"), or the word before it when it ends the clause ("accepts JSON only").
_AFTER_ONLY = re.compile(r"(?<![\w-])only\s+((?:[\w.#+/`-]+\s+){0,2}[\w.#+/`-]+)", re.IGNORECASE)
_BEFORE_ONLY = re.compile(r"([\w.#+/`-]+)\s+only\W*$", re.IGNORECASE)
_OPENING_ONLY = re.compile(r"^\W*only\b", re.IGNORECASE)
_OTHERWISE = re.compile(r"\b(?:otherwise|else)\b", re.IGNORECASE)
_A_ROLE = re.compile(r"\b" + _ROLES + r"\b", re.IGNORECASE)


def _ruled_by_only(text: str) -> list[str]:
    """The words an "only" restricts in a text: those after it, and the word before it when it
    closes the text (`_AFTER_ONLY`, `_BEFORE_ONLY`)."""
    after, closing = _AFTER_ONLY.search(text), _BEFORE_ONLY.search(text)
    return [found.group(1) for found in (after, closing) if found]


def _restricts(text: str) -> bool:
    """Whether a claim says its rule holds for some things only, in "only" or a verb of
    restricting (`_RESTRICTING`)."""
    return bool(_ONLY.search(text) or _RESTRICTING.search(text))


def only_one_against_another(a: Claim, b: Claim, left: tuple[str, ...],
                             right: tuple[str, ...]) -> bool:
    """Whether one claim restricts a thing to one word ("The API only accepts JSON") that the
    other, said alike, puts another word for ("The API accepts XML"; session 29): the "only"
    rules the other's word out, so the two conflict. The word put for the other must be what
    "only" restricts (`_AFTER_ONLY`, `_BEFORE_ONLY`), not a subject "only" says nothing of
    ("Staging only gets deploys from main" / "Prod gets deploys from main": two subjects).
    Neither side may say no, nor the other say "only" too."""
    if a.negative or b.negative or bool(_ONLY_WORD.search(a.text)) == bool(
            _ONLY_WORD.search(b.text)):
        return False
    only, word, other = (a, left, b) if _ONLY_WORD.search(a.text) else (b, right, a)
    if _RESTRICTING.search(other.text):
        return False  # (the other restricts it too: "Uploads are limited to PDFs and images"
        # / "Uploads only accept PDFs and images")
    if _OPENING_ONLY.match(only.text) and not set(word) <= set(only.seq[:1]):
        return False  # (an "only" that opens the claim restricts its subject: "Only
        # billing-service writes to the invoices table" / "The billing service owns it")
    if _OTHERWISE.search(other.text):
        return False  # (the other tells the rule's other side too: "kept for failed tests
        # only" / "retained on failure, discarded otherwise")
    ruled = _ruled_by_only(only.text)
    if any(_A_ROLE.search(phrase) for phrase in ruled) and _A_ROLE.search(other.text):
        return False  # (people of two roles may be one of the other: "Only staff can view
        # reports" / "Managers can view reports"; `anyone_against_someone` reads who may)
    terms = {t for phrase in ruled for c in claims(phrase) for t in c.terms}
    if not terms or not set(word) <= terms:
        return False
    before = re.search(r"(?<!\bin\s)(?<!\bon\s)(?<!\bfor\s)(?<!\bat\s)\b([\w.#+/-]+)\s+only\b",
                       only.text, re.IGNORECASE)  # (not a place: "In prod only the ...")
    theirs = set(right if only is a else left)
    times = time_forms()
    if any(t in times for t in word) != any(t in times for t in theirs):
        return False  # (a time ruled in against a thing: "Merge on weekdays only" / "Use the
        # merge queue" say when and how, memstore.core.judge.lexicon.time_forms)
    return not (before and _right_after(other.text, before.group(1).lower(), theirs))


# A list of words or short phrases: "titles, tags and body text", "paid and refunded invoices".
_LIST = re.compile(r"[\w.#+/-]+(?:\s*,\s*[\w.#+/-]+(?:\s+[\w.#+/-]+)?)*\s*,?\s+(?:and|or)\s+"
                   r"[\w.#+/-]+(?:\s+[\w.#+/-]+)?", re.IGNORECASE)


def only_against_a_list(only: Claim, other: Claim) -> bool:
    """Whether one claim restricts a thing to what "only" names ("The search box searches
    titles only", "Webhooks are sent for paid invoices only") and the other, saying the rest
    alike, lists it with more ("Search covers titles, tags and body text", "... for paid and
    refunded invoices"): the "only" rules the rest of the list out (session 37; read as one
    claim within the other, they merged). Neither may say no, nor the other "only" too, nor
    an "only" that opens its claim (its subject: `anyone_against_someone` reads who may)."""
    if only.negative or other.negative or not _ONLY_WORD.search(only.text) or (
            _ONLY_WORD.search(other.text) or _RESTRICTING.search(other.text)
            or _OPENING_ONLY.match(only.text)
            or _OTHERWISE.search(other.text)):
        return False
    words = {t for phrase in _ruled_by_only(only.text) for c in claims(phrase) for t in c.terms}
    theirs, mine = other.bag(), only.bag()
    if not words or not all(_matched(t, theirs) or w < NAMING or _after_said(only, t, theirs)
                            for t, w in mine.items()):
        return False
    own = {t for t in other.terms if not _matched(t, mine)}
    return any(items & words and items & own
               for listed in _LIST.finditer(other.text)
               for items in [{t for c in claims(listed.group(0)) for t in c.terms}])


def _after_said(claim: Claim, term: str, theirs: Bag) -> bool:
    """Whether a term is the second word of the thing a claim opens with, after a first word
    the other claim says: the head of a compound the other names by its first word ("The
    search box searches titles only" / "Search covers titles, tags and body text")."""
    return claim.seq[1:2] == (term,) and claim.seq[0] != term and _matched(claim.seq[0], theirs)


def _right_after(text: str, name: str, terms: set[str]) -> bool:
    """Whether one of `terms` is said right after the word `name` in `text`: a compound with
    the thing the "only" claim is about ("we use Tailwind classes" against "Tailwind only for
    styles"; session 30), not another word in the place the "only" restricts."""
    words = re.findall(r"[\w.#+/-]+", text.lower())
    return any(_stem(w) in terms or w in terms for n, w in enumerate(words)
               if n and words[n - 1] == name)
