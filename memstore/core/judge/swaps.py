"""One word put for another in the same place, the rest of two claims lined up word for word
(see memstore.core.judge): an opposite of the other's word (the same act said and unsaid, a
conflict), or another trigger of the same act (two facts, both hold).

A word may have several opposites (memstore/data/lexicon.yaml: "remove" is the opposite of
"keep" and of "add"). A claim reads a negative word through its first pair only ("remove" as
"not keep"), so against "add" it would put "keep" for "add" in that place, which reads like a
look-alike. `opposite_put` asks the table for every partner: "Add pytest-randomly to the test
group" / "Remove pytest-randomly from the test group" put one opposite for the other and say
the rest word for word, so they cannot both hold. Where the words differ in more than that one
place ("Use uv add to add a dependency" / "Use uv remove to drop a dependency": two commands,
each with its own job) the claims speak of two things, and the look-alike reading stands.

`another_trigger` reads the part of a claim after "after", "before", "once", "when" or
"whenever": the occasion of what the claim says to do. Two claims that say the same act, each
on an occasion whose words the other never says ("Run uv sync after pulling" / "Run uv sync
after editing pyproject.toml"), state two facts: neither says the other, and both hold.
"""

from __future__ import annotations

import re
from functools import lru_cache

from memstore.core.judge.align import opcodes
from memstore.core.judge.claims import NAMING, Claim, _analyse_text, _matched
from memstore.core.judge.lexicon import _stem, form, lexicon, opposite_forms, word_tables_cache


@word_tables_cache
@lru_cache(maxsize=1)
def _read_as() -> dict[str, frozenset[str]]:
    """Each positive word (as a claim's terms hold it) that a negative word is read as, with
    every opposite of those negative words: "store" (what "remove" is read as, "not keep")
    with keep's form and "add"."""
    lex = lexicon()
    partners = opposite_forms()
    found: dict[str, set[str]] = {}
    for negative, positive in lex.opposites.items():
        read = lex.synonyms.get(positive, positive)
        term = _stem(read[0]) if len(read) == 1 else "_".join(read)
        found.setdefault(term, set()).update(partners.get(form(negative), ()))
    return {k: frozenset(v) for k, v in found.items()}


def opposite_put(a: Claim, b: Claim) -> str:
    """The two words, when claims a and b line up word for word but for one term on each side,
    and one of the two is read as an opposite ("remove": not keep) of which the other is a
    partner ("add"): the same act said and unsaid. "" otherwise."""
    if a.negative == b.negative or a.order or b.order:
        return ""
    lined = opcodes(a.seq, b.seq)
    places = [op for op in lined if op[0] != "equal"]
    if len(places) != 1 or sum(op[2] - op[1] for op in lined if op[0] == "equal") < 2:
        return ""
    tag, i1, i2, j1, j2 = places[0]
    if tag != "replace" or i2 - i1 != 1 or j2 - j1 != 1:
        return ""
    x, y = a.seq[i1], b.seq[j1]
    read_as = _read_as()
    if x in a.opposed and y not in b.negated and y in read_as.get(x, ()):
        return f"not {x} / {y}"
    if y in b.opposed and x not in a.negated and x in read_as.get(y, ()):
        return f"{x} / not {y}"
    return ""


# The words that open the occasion of what a claim says to do.
_OCCASION = re.compile(r"\b(after|before|once|when|whenever)\b", re.IGNORECASE)


def another_trigger(a: Claim, b: Claim) -> str:
    """The two occasions, when claims a and b say the same act (the words before "after",
    "before", "once", "when" or "whenever", the same word on both sides, each found in the
    other) on two occasions of which neither says a word or a value of the other's ("Run uv
    sync after pulling" / "Run uv sync after editing pyproject.toml"): two facts, both hold.
    Two values of one kind there are one occasion told two ways, or a value in dispute ("after
    30 days" / "after 90 days"), which are not this. "" otherwise."""
    split_a, split_b = _occasion(a.text), _occasion(b.text)
    if split_a is None or split_b is None or split_a[0] != split_b[0]:
        return ""
    _, act_a, when_a = split_a
    _, act_b, when_b = split_b
    if act_a.values != act_b.values or not act_a.terms or not all(
            _matched(t, act_b.bag()) for t in act_a.terms) or not all(
            _matched(t, act_a.bag()) for t in act_b.terms):
        return ""  # not the same act
    if {k for k, _ in when_a.values} & {k for k, _ in when_b.values}:
        return ""
    if any(_matched(t, when_b.bag()) for t in when_a.terms) or any(
            _matched(t, when_a.bag()) for t in when_b.terms):
        return ""  # one occasion, or one the other narrows ("after pulling main")
    return f"{' '.join(when_a.seq)} / {' '.join(when_b.seq)}"


def occasions_apart(a: Claim, b: Claim) -> str:
    """The two occasions, when claims a and b give a value for one act on two occasions of which
    neither says a word of the other's ("A market needs two trader sign-offs before it is
    reopened after a suspension" / "A new market needs one trader sign-off before it is
    published"): each value is its occasion's, two facts that both hold. The act of one side
    is said whole by the other (one may name a kind of its subject: "a new market"), and the
    occasions hold no value (two values there are a value in dispute, "after 30 days" / "after
    90 days"). "" otherwise."""
    split_a, split_b = _occasion(a.text), _occasion(b.text)
    if split_a is None or split_b is None or split_a[0] != split_b[0]:
        return ""
    _, act_a, when_a = split_a
    _, act_b, when_b = split_b
    if not act_a.terms or not act_b.terms or not (
            all(_matched(t, act_b.bag()) for t in act_a.terms)
            or all(_matched(t, act_a.bag()) for t in act_b.terms)):
        return ""  # not one act
    if when_a.values or when_b.values or not (act_a.values and act_b.values):
        return ""
    if any(_matched(t, when_b.bag()) for t in when_a.terms) or any(
            _matched(t, when_a.bag()) for t in when_b.terms):
        return ""  # one occasion, or one the other narrows
    return f"{' '.join(when_a.seq)} / {' '.join(when_b.seq)}"


@word_tables_cache
@lru_cache(maxsize=1 << 16)
def _occasion(text: str) -> tuple[str, Claim, Claim] | None:
    """The word that opens a claim's occasion, the act before it and the occasion after it,
    each read as a claim; None when the claim has no occasion, or nothing either side of it."""
    found = _OCCASION.search(text)
    if found is None:
        return None
    act = _analyse_text(text[:found.start()])
    when = _analyse_text(text[found.end():])
    if act is None or when is None or not when.terms:
        return None
    return found.group(1).lower(), act, when


# An act a thing undergoes a length of time on ("Trial workspaces are locked after 14 days",
# "... expire after 60 days", which is how memstore.core.judge.text puts "are deleted after 60
# days"): the participle (or "expire", "time out") right before "after" and its amount, or the
# keeping that lasts it ("are kept for 60 days").
_ACT_AFTER = re.compile(r"\b(?:(?:are|is|get|gets|got|will\s+be|be)\s+([a-z]+)|(expires?|expired|"
                        r"times?\s+out|timed\s+out))\s+after\s+(?:\d|an?\s|one\s)|"
                        r"\b(?:are|is|get|gets|will\s+be|be)\s+(kept|retained|stored)\s+for\s+"
                        r"(?:\d|an?\s|one\s)", re.IGNORECASE)
_ENDS = frozenset(["keep", "expire", "time out"])  # (one end of a thing's life)


def steps_apart(a: Claim, b: Claim) -> bool:
    """Whether each claim gives the time after which one act of its own comes ("Trial
    workspaces are locked after 14 days" / "Trial workspaces are deleted after 60 days",
    "Invoices are sent after 3 days" / "Invoices expire after 7 years"): two steps of one
    thing's life, each with its own time, not one time in dispute. The end of a life said in
    two ways ("kept for", "expire after", "time out after") is one step."""
    act_a, act_b = _act_after(a.text), _act_after(b.text)
    return bool(act_a and act_b) and act_a != act_b and not {act_a, act_b} <= _ENDS


def _act_after(text: str) -> str:
    """The one act a claim says comes after a length of time ("lock", "expire"), or ""."""
    found = _ACT_AFTER.findall(text)
    if len(found) != 1:
        return ""
    participle, end, kept = found[0]
    if kept:
        return "keep"
    if end:
        return "time out" if end.lower().startswith(("time", "timed")) else "expire"
    word = participle.lower()
    return "expire" if word == "expired" else _stem(word)


def another_subject(a: Claim, b: Claim) -> str:
    """The two words, when claims a and b open with another content word each (what the claim
    is about), neither said by the other, and the rest of one lines up whole, in order, in the
    other ("Queues on the Laravel apps are handled by Horizon with Redis" / "Sessions on the
    Laravel apps are handled by Redis"): the same sentence said of another thing, which the
    other may tell more of. "" otherwise (an opposite put for the other is not another
    subject: `opposite_put`)."""
    if not a.seq or not b.seq or a.seq[0] == b.seq[0]:
        return ""
    x, y = a.seq[0], b.seq[0]
    if (not x.isalpha() or not y.isalpha() or x in a.opposed or y in b.opposed
            or min(a.bag().get(x, 0.0), b.bag().get(y, 0.0)) < NAMING
            or _matched(x, b.bag()) or _matched(y, a.bag())):
        return ""
    next_a, next_b = _after_opening(a.text), _after_opening(b.text)
    if not next_a or next_a != next_b:
        return ""  # the sentence goes on another way ("Chose pip for ..." / "Decision: pip
        # handles ..."): not one sentence with another subject
    lined = opcodes(a.seq, b.seq)
    if lined[0][:5] != ("replace", 0, 1, 0, 1):
        return ""
    rest = lined[1:]
    if any(op[0] == "replace" for op in rest) or sum(
            op[2] - op[1] for op in rest if op[0] == "equal") < 2:
        return ""
    if any(op[0] == "insert" for op in rest) and any(op[0] == "delete" for op in rest):
        return ""  # each adds words of its own: not one sentence said of two things
    return f"{x} / {y}"


def another_named_subject(a: Claim, b: Claim) -> str:
    """The two names, when claims a and b each open with a name of their own joined by "-" or
    "_" (a service, a crate, a job: "pairing-gen", "rostr-opt"), neither said by the other,
    not even in parts ("pairing-gen" / "the pairing generator" is one name): the same thing
    said of two named things, however the rest is worded ("pairing-gen uses 16 worker
    threads per solve" / "rostr-opt runs each solve with 16 worker threads"; session 49).
    `another_subject` asks the rest to line up in order; a name of one's own needs less."""
    if not a.seq or not b.seq:
        return ""
    x, y = a.seq[0], b.seq[0]
    if x == y or not (_NAME_OF_PARTS.fullmatch(x) and _NAME_OF_PARTS.fullmatch(y)):
        return ""
    if x not in a.text.lower() or y not in b.text.lower():
        return ""  # a term of the word tables ("card data": cardholder_data), not a name
    if _matched(x, b.bag()) or _matched(y, a.bag()):
        return ""
    return f"{x} / {y}"


# A name of words joined by "-" or "_", letters only ("rostr-opt", "clap_mangen").
_NAME_OF_PARTS = re.compile(r"[a-z]+(?:[-_][a-z]+)+")


_WORDS = re.compile(r"[\w'-]+|[:;,]")
_OPENERS = frozenset("a an the our all every each".split())


@lru_cache(maxsize=1 << 16)
def _after_opening(text: str) -> str:
    """The word (or mark) that follows the word a claim opens with, articles left out."""
    words = _WORDS.findall(text.lower())
    while words and words[0] in _OPENERS:
        words.pop(0)
    return words[1] if len(words) > 1 else ""


# Participles that do not end in -ed or -en ("is reset", "are kept", "gets rebuilt"; session
# 30: "The staging DB is wiped" / "Staging's database is reset" read as two names chosen).
_IRREGULAR = ("(?:re)?(?:set|run|built|sent|cut|put|split|read)|reset|kept|shut|held|left|made|"
              "spun|bound|found|told|shown|known|drawn|thrown|torn|sold|hit")
# "is pinned", "are locked", "was written", "gets rebuilt": a state said of the subject.
_PARTICIPLE = re.compile(r"\b(?:is|are|was|were|be|been|get|gets|got)\s+(?:\w+ly\s+)?"
                         r"([a-z]+(?:ed|en)|" + _IRREGULAR + r")\b", re.IGNORECASE)


def said_of_subject(claim: Claim, term: str) -> bool:
    """Whether a term is the participle a claim says of its subject ("Dependencies are pinned
    in uv.lock": pin): a predicate, not a name put in the slot a choice fills. Two of them
    ("pinned" / "locked") say a state two ways, or two states: not two tools for one job."""
    return term in _participles(claim.text)


def act_said_of_subject(claim: Claim, term: str) -> bool:
    """`said_of_subject`, the participle read as the claim's terms read it, through the
    synonym table ("Logs are shipped to Loki": publish)."""
    return term in _participle_forms(claim.text)


@word_tables_cache
@lru_cache(maxsize=1 << 16)
def _participle_forms(text: str) -> frozenset[str]:
    return frozenset(form((m.group(1).lower(),)) for m in _PARTICIPLE.finditer(text))


@lru_cache(maxsize=1 << 16)
def _participles(text: str) -> frozenset[str]:
    return frozenset(_stem(m.group(1).lower()) for m in _PARTICIPLE.finditer(text))


# The words that choose what follows them: "use `ruff.toml`", "point it at `ci.yml`".
_CHOOSING = frozenset("use uses used using set pick choose adopt target require requires "
                      "prefer point move rename switch default".split())


def acted_on(a: Claim, b: Claim) -> bool:
    """Whether two claims open with the same verb, each done to its own file, the file right
    after the verb ("Update `pyproject.toml` before tagging" / "Update `CHANGELOG.md` before
    tagging"): the same act done to two things, both hold. A verb that chooses ("Use
    `ruff.toml`"), or a file after a preposition ("Configure ruff in `ruff.toml`": where
    one thing lives), is a slot in dispute, not this."""
    first_a, first_b = _object_path(a.text, a.values), _object_path(b.text, b.values)
    return bool(first_a and first_b and first_a[0] == first_b[0]
                and first_a[1] != first_b[1] and first_a[0] not in _CHOOSING)


_OBJECT = re.compile(r"^\W*([a-z]+)\s+(?:the\s+|a\s+|an\s+)?(\S+)", re.IGNORECASE)


@lru_cache(maxsize=1 << 16)
def _object_path(text: str, values: frozenset[tuple[str, str]]) -> tuple[str, str] | None:
    """The verb a claim opens with and the path right after it, or None."""
    found = _OBJECT.match(text)
    if found is None:
        return None
    path = found.group(2).strip("`*_,;:").lower()
    if ("path", path) not in {(k, v.lower()) for k, v in values}:
        return None
    return found.group(1).lower(), path
