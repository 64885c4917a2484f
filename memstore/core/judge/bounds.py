"""What a pair needs before the judge can call it anything but distinct: asked first, so that
consolidation never judges the pairs that cannot matter to it (memstore.core.grouping).

`share` (memstore.core.judge.entries) is the verdict's own score: how much of the entry that
says less the other holds, by weight, its values included. A duplicate needs `DUPLICATE` of it,
or `MAYBE` when its rare words and values are all said in the other (a restatement in other
words); a pair the judge is unsure of ("maybe the same", "maybe conflicting") `MAYBE`; below
that the verdict is a conflict or nothing. `may_conflict` is false only when no claim of one
entry conflicts with a claim of the other (titles included) and neither takes back what the
other says (the verdict's own retraction reading, asked only of a pair with a claim that may
take something back): then there is no conflict either. Both cost less than the verdict: `share`
a few look-ups per term, `may_conflict` the claim comparisons the verdict would make first (and
keeps them for it), without the rest of its reading. Before comparing two claims in full (lining
them up word by word, the rules of a conflict), `may_conflict` asks whether they are about one
thing at all (`_one_topic`): every conflict `compare_claims` finds needs that, and on a large
store most claim pairs that share a word are not. tests/unit/test_judge_bounds.py checks both
against the judge on the natural corpus.

A pair the judge would merge is a conflict when the merge guard (memstore.core.judge.guard) finds
an opposite between two of its claims: `may_conflict` asks the guard too where the pair may be a
duplicate.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

from memstore.core.judge.acronyms import _abbreviations, _words
from memstore.core.judge.claims import Claim, claims
from memstore.core.judge.compare import (
    TOPIC,
    _alternatives,
    _core,
    _denied_act,
    _differing,
    _done_first,
    _forever_against_an_end,
    _given_a_role,
    _moved_away,
    _never_against_done,
    _one_holder,
    _one_slot_two_words,
    _opened_alike,
    _opposite_predicate,
    _option_made_default,
    _put_first,
    _qualified_alike,
    _roles_swapped,
    _unspanned,
    _without_apart,
    compare_claims,
    groups_clash,
    need_gone_without,
    own_terms,
    span_and_end,
    two_ends,
)
from memstore.core.judge.compounds import _apart, _compounds
from memstore.core.judge.doubts import _CHANGE, _one_line, _retraction, retracts, same_values
from memstore.core.judge.entries import (
    DUPLICATE,
    MAYBE,
    VALUE_WEIGHT,
    _bag,
    _entry_claims,
    _Unit,
    low_information,
    share,
)
from memstore.core.judge.events import one_occasion
from memstore.core.judge.guard import held_back
from memstore.core.judge.lexicon import lexicon, word_tables_cache
from memstore.core.judge.lookalikes import inside_and_outside
from memstore.core.judge.readings import readings
from memstore.core.judge.restate import rare_words_said
from memstore.core.judge.sharing import shared_against_each
from memstore.core.judge.thresholds import strictness_apart, two_limits
from memstore.core.judge.tools import bare_tool, tool_conflict
from memstore.core.judge.values import value_conflict
from memstore.core.judge.verdict import (
    ALIGNED_FLOOR,
    _bodies_alike,
    _claim_pairs,
    _default_changed,
    _old_default_an_option,
    _turned,
    aligned_in_few_words,
    one_line_doubt,
    steps_titled,
    term_text,
    too_much_to_compare,
)
from memstore.core.judge.who import any_against_only, only_against_a_list


def read_ahead(title: str, facts: Sequence[str]) -> None:
    """Work out, into the judge's caches, what the bounds and the verdict read of one entry: its
    claims, its bag of terms and values, its term text, whether it holds too little to be
    knowledge, each claim's keys and forms, the words it writes joined or apart that a word
    written apart or joined by the other entry is looked up in (`joined_apart`, asked of
    every pair the bounds read), and its abbreviations and words (`spelled_out`, likewise).
    Consolidation does this for the entries its worker processes will meet before it forks
    them, so they inherit the answers instead of each working them out again
    (memstore.core.grouping). Changes no answer."""
    units = _entry_claims(title, tuple(facts))
    _compounds(title, tuple(facts))
    _apart(title, tuple(facts))
    _abbreviations(title, tuple(facts))
    _words(title, tuple(facts))
    terms, _ = _bag(units)
    _ = terms.forms
    for unit in units:
        for claim in unit.claims:
            _ = claim.keys, claim.bag().forms
    term_text(title, facts)
    low_information(title, facts)


def may_be_duplicate(title_a: str, facts_a: Sequence[str], title_b: str,
                     facts_b: Sequence[str]) -> bool:
    """False only when the judge would not call the two entries duplicates (from `MAYBE`
    on, a restatement in other words can be one: memstore.core.judge.restate)."""
    return _as_read(_may_be_duplicate, title_a, facts_a, title_b, facts_b)


def _may_be_duplicate(title_a: str, facts_a: Sequence[str], title_b: str,
                      facts_b: Sequence[str]) -> bool:
    """`may_be_duplicate` of the entries as written."""
    found = share(title_a, facts_a, title_b, facts_b)
    if found >= DUPLICATE:
        return True
    if found < MAYBE:
        return _few_words_aligned(found, title_a, facts_a, title_b, facts_b)
    units_a = _entry_claims(title_a, tuple(facts_a))
    units_b = _entry_claims(title_b, tuple(facts_b))
    terms_a, values_a = _bag(units_a)
    terms_b, values_b = _bag(units_b)
    # (the smaller side as the verdict and `share` take it)
    if sum(terms_a.values()) + VALUE_WEIGHT * len(values_a) <= sum(
            terms_b.values()) + VALUE_WEIGHT * len(values_b):
        smaller, larger = units_a, units_b
    else:
        smaller, larger = units_b, units_a
    # A rare word left unsaid still merges on one value both give when the rest of the
    # restatement tests hold (memstore.core.judge.doubts.one_value asks them first), or when
    # every claim is lined up with one of the other (session 32): only entries of one line
    # each can.
    # Every value of the smaller given by the other merges it too (doubts.same_values), from
    # lines of any number when a value tells one thing from another (session 58: "Add
    # RESTART= to the job card" beside a JCL fence, once a key left blank met its value).
    return rare_words_said(smaller, larger) or _one_line(smaller) and _one_line(larger) or (
        bool(same_values(smaller, larger)))


def may_be_uncertain(title_a: str, facts_a: Sequence[str], title_b: str,
                     facts_b: Sequence[str]) -> bool:
    """False only when the judge would call the two entries neither duplicates nor "maybe"."""
    return _as_read(_may_be_uncertain, title_a, facts_a, title_b, facts_b)


def _may_be_uncertain(title_a: str, facts_a: Sequence[str], title_b: str,
                      facts_b: Sequence[str]) -> bool:
    """`may_be_uncertain` of the entries as written."""
    found = share(title_a, facts_a, title_b, facts_b)
    # (claims lined up one to one in few shared words are merged behind the merge guard,
    # which may hold them back as uncertain; and two one-line notes worded apart may be one
    # job with two tools, or one amount with two values: the verdict's `one_line_doubt`)
    return found >= MAYBE or _few_words_aligned(found, title_a, facts_a, title_b, facts_b) or (
        bool(one_line_doubt(_entry_claims(title_a, tuple(facts_a)),
                            _entry_claims(title_b, tuple(facts_b)))))


def _few_words_aligned(found: float, title_a: str, facts_a: Sequence[str], title_b: str,
                       facts_b: Sequence[str]) -> bool:
    """Whether two entries sharing `found` of the smaller one's words, under `MAYBE`, may
    still merge on claims lined up one to one (the verdict's `aligned_in_few_words`: one line
    each, a value both give)."""
    if found < ALIGNED_FLOOR:
        return False
    units_a = _entry_claims(title_a, tuple(facts_a))
    units_b = _entry_claims(title_b, tuple(facts_b))
    return aligned_in_few_words(found, units_a, units_b, _bag(units_a)[1] & _bag(units_b)[1])


def may_conflict(title_a: str, facts_a: Sequence[str], title_b: str,
                 facts_b: Sequence[str]) -> bool:
    """False only when the judge would not find the two entries in conflict."""
    return _as_read(_may_conflict, title_a, facts_a, title_b, facts_b)


def _as_read(bound: Callable[[str, Sequence[str], str, Sequence[str]], bool], title_a: str,
             facts_a: Sequence[str], title_b: str, facts_b: Sequence[str]) -> bool:
    """A bound asked of the entries as written, then, if it says no, of them as each reading
    the judge may take its verdict from puts them (memstore.core.judge.readings: a bound said
    two ways, a phrase read as its abbreviation, a word joined)."""
    return any(bound(a[0], a[1], b[0], b[1])
               for a, b in readings(title_a, tuple(facts_a), title_b, tuple(facts_b)))


def _may_conflict(title_a: str, facts_a: Sequence[str], title_b: str,
                  facts_b: Sequence[str]) -> bool:
    """`may_conflict` of the entries as written."""
    units_a = _entry_claims(title_a, tuple(facts_a))
    units_b = _entry_claims(title_b, tuple(facts_b))
    if not units_a or not units_b:
        return False
    mine = [c for u in units_a for c in u.claims]
    theirs = [c for u in units_b for c in u.claims]
    if not bare_tool(mine).isdisjoint(bare_tool(theirs)):
        return True  # each says only which tool it uses, two for one job (the verdict's
        # `_bare_rivals`)
    if (any(map(_retracting, mine)) or any(map(_retracting, theirs))) and _takes_back(
            units_a, units_b):
        return True  # one takes back what the other says
    # Every claim pair sharing a key, then the titles' claims, as the verdict compares them;
    # asked one at a time, so the first conflict ends it (most pairs share no key at all).
    keyed = [(b, b.keys) for b in theirs]
    # A look-alike with one side saying something changed may be the state the change left
    # (the verdict's `_changed_in_place`, which opens with the same subject word).
    changed = any(_CHANGE.search(u.text) for u in units_a) != any(
        _CHANGE.search(u.text) for u in units_b)
    for a in mine:
        keys = a.keys
        for b, their_keys in keyed:
            if keys.isdisjoint(their_keys):
                continue
            if changed and a.seq[:1] == b.seq[:1] and compare_claims(a, b).kind == "lookalike":
                return True
            if _one_topic(a, b) and compare_claims(a, b).kind == "conflict":
                return True
    if any(_one_topic(a, b) and compare_claims(a, b).kind == "conflict"
           for a in claims(title_a) for b in claims(title_b)):
        return True
    if (low_information(title_a, facts_a) or low_information(title_b, facts_b)) and _turned(
            mine, theirs, sets=False) is not None:
        return True  # a short rule with one word turned (the verdict's `_one_word_turned`)
    if _turned(claims(title_a), claims(title_b)) is not None and _bodies_alike(facts_a,
                                                                               facts_b):
        return True  # two titles so, over one body (the verdict's `_title_conflict`)
    tools = lexicon().alternatives
    tools_a = [x for a in claims(title_a) for x in a.bag() if x.rstrip("!") in tools]
    if tools_a and any(_alternatives(x, y) for b in claims(title_b) for y in b.bag()
                       if y.rstrip("!") in tools for x in tools_a) and (
            _may_be_uncertain(title_a, facts_a, title_b, facts_b)):
        return True  # two tools for one job in two titles (verdict._titles_apart), a
        # conflict only from `MAYBE` of the entries shared, as the verdict asks it
    if (_says_no_to_other(mine, units_b) or _says_no_to_other(theirs, units_a)) and (
            _may_be_uncertain(title_a, facts_a, title_b, facts_b)):
        return True  # another word in one place, and a no to the first one besides (the
        # verdict's `_takes_back`)
    if _default_changed(units_a, units_b) and _may_be_uncertain(title_a, facts_a, title_b,
                                                                facts_b):
        return True  # two defaults, one of them said to be new (the verdict's)
    if _old_default_an_option(units_a, units_b) and _may_be_uncertain(
            title_a, facts_a, title_b, facts_b):
        return True  # a default, and the other's kept only as an option (the verdict's)
    if steps_titled(title_a, title_b) and _may_be_uncertain(title_a, facts_a, title_b, facts_b):
        return True  # two lists of steps, perhaps one procedure in two orders (the verdict's
        # `_steps_reordered`)
    if _may_be_uncertain(title_a, facts_a, title_b, facts_b) and strictness_apart(
            (title_a, *facts_a), (title_b, *facts_b)) is not None:
        return True  # one number bounded strictly on one side and inclusively on the other
        # (the verdict's, memstore.core.judge.thresholds)
    # A pair the judge would merge is a conflict when the merge guard finds an opposite
    # between two of its claims (memstore.core.judge.guard).
    if not _may_be_duplicate(title_a, facts_a, title_b, facts_b) or too_much_to_compare(
            units_a, units_b) is not None:  # (the verdict compares no claims then)
        return False
    held = held_back(_claim_pairs(units_a, units_b))
    return held is not None and held.kind == "conflict"


def _retracting(claim: Claim) -> bool:
    """`retracts`, worked out once a claim: `may_conflict` asks it of every claim of every
    pair."""
    found = claim.__dict__.get("_retracts")
    if found is None:
        found = claim.__dict__["_retracts"] = retracts(claim)
    return found


def _takes_back(units_a: tuple[_Unit, ...], units_b: tuple[_Unit, ...]) -> bool:
    """Whether the verdict's retraction (`doubts._retraction`, either way) finds a claim of one
    entry that takes back what the other states: the same call the verdict makes, so a pair
    with a claim that only may take something back ("X is no longer used" against a claim
    that never states X as used) is not judged for it. Most such pairs of a large store share
    a retraction word, not a thing."""
    return _retraction(units_a, units_b) is not None or _retraction(
        units_b, units_a, flip=True) is not None


def _says_no_to_other(mine: Sequence[Claim], units: tuple[_Unit, ...]) -> bool:
    """Whether a negative claim of one entry names a word or value the other entry says."""
    negatives = [c for c in mine if c.negative]
    if not negatives:
        return False
    terms, values = _bag(units)
    return any(not terms.keys().isdisjoint(c.terms) or not values.isdisjoint(c.values)
               for c in negatives)


@word_tables_cache
@lru_cache(maxsize=1 << 17)  # claims are one object per clause: the same pairs meet again
def _one_topic(a: Claim, b: Claim) -> bool:
    """False only when `compare_claims(a, b)` cannot be a conflict, read off the sums it starts
    from (the same arithmetic, in the same order, so a pair on a threshold falls on the same
    side), without the word-by-word alignment and the rules after it, most of its cost.

    One thing stated with two values (`value_conflict`, or two tools: `tool_conflict`) is
    asked as the judge asks it. Every other conflict it finds (`_conflict`, or two names in
    one slot) needs: neither claim told as an event, or both of one occasion
    (`one_occasion`); what the two share most of the smaller claim, differing values aside
    (its `topic`); and then, for a yes against a no, most of one claim in the other
    (`_found`), or else two orders, or something of its own on each side (a word or a
    differing value: the two things a choice, a slot or a value puts against each other).
    The value rule is asked last: its answer matters only where the sums say no, and it
    costs more than they do."""
    if a.keys.isdisjoint(b.keys):
        return False
    if a.opposed and b.opposed and (plain := _opened_alike(a, b) or _qualified_alike(
            a, b)) is not None:
        a, b = plain  # (read with their own no only, as compare_claims reads them: "Don't
        # cache private responses" / "Private responses are cached for 5 minutes")
    # (one thing with two values: its own rule, events told as a change too; and one role
    # given to two things, however little else the two share: "pg-01 is the primary" / "The
    # primary is pg-02", compare._one_holder)
    return _one_topic_by_sums(a, b) or bool(value_conflict(a, b) or tool_conflict(a, b)) or (
        _given_a_role(a) and _given_a_role(b)
        and _one_holder(a, b, own_terms(a.bag(), b.bag()), own_terms(b.bag(), a.bag()))) or (
        groups_clash(a, b)) or _two_words_in_one_slot(a, b)  # ("Non-admins may delete
    # projects" / "Only admins may ..."; "Errors are reported to Sentry" / "Exceptions go to
    # Bugsnag": compare._one_slot_two_words, asked before the judge's share of words)


def _two_words_in_one_slot(a: Claim, b: Claim) -> bool:
    """compare._one_slot_two_words, with the words and values compare_claims gives it."""
    if a.negative != b.negative:
        return False  # (its first answer, asked before the words)
    ba, bb = a.bag(), b.bag()
    va = _unspanned(_differing(a.values, b.values), bb)
    vb = _unspanned(_differing(b.values, a.values), ba)
    return bool(_one_slot_two_words(a, b, own_terms(ba, bb), own_terms(bb, ba), va, vb))


def _one_topic_by_sums(a: Claim, b: Claim) -> bool:
    """`_one_topic` for every conflict but one thing with two values (see there)."""
    if not one_occasion(a, b):
        return False
    ba, bb = a.bag(), b.bag()
    only_a, only_b = own_terms(ba, bb), own_terms(bb, ba)  # (as compare_claims reads them)
    va = _differing(a.values, b.values)
    vb = _differing(b.values, a.values)
    total_a = sum(ba.values()) + VALUE_WEIGHT * len(a.values)
    total_b = sum(bb.values()) + VALUE_WEIGHT * len(b.values)
    shared_a = total_a - sum(only_a.values()) - VALUE_WEIGHT * len(va)
    shared_b = total_b - sum(only_b.values()) - VALUE_WEIGHT * len(vb)
    shared = max(shared_a, shared_b)
    if shared < 2.5:  # compare_claims's `topic` needs this much shared weight
        return False
    # (a no to an act against the act done some way, compare._never_against_done; an option
    # of one default made the other's default, compare._option_made_default; an "only"
    # against a list that holds what it names, memstore.core.judge.who.only_against_a_list;
    # what lacks a thing kept out on one side and let in on the other, both told with "with
    # no", compare._without_apart: the claim of the no, the other default, the "only" or
    # either side of the lack may have nothing of its own)
    def nothing_own_needed() -> bool:
        return a.negative == b.negative and (
            a.negative and (_never_against_done(a, b) or _never_against_done(b, a)
                            or _without_apart(a, b))
            or _option_made_default(a, b) or _option_made_default(b, a)
            or only_against_a_list(a, b) or only_against_a_list(b, a))

    if a.negative == b.negative and not _two_orders(a, b) and not (only_a or va) and not (
            _denied_act(a, b)) and not _roles_swapped(a, b) and not two_ends(a, b) and not (
            shared_against_each(a, b) or any_against_only(a, b) or any_against_only(b, a)
            or nothing_own_needed() or inside_and_outside(a, b)):
        return False  # nothing of a's own to put against b's: no choice, slot or value (nor
        # two names exchanged, word for word: compare._roles_swapped; nor one thing held in
        # common against one for each, memstore.core.judge.sharing; nor any thing against only
        # some, memstore.core.judge.who; nor the readings above)
    core = _core(a, b, only_a, only_b, total_a, total_b, len(va), len(vb))
    if not (core > 0 and shared >= TOPIC * core):
        return False
    if a.negative != b.negative:
        # (with a margin: `_found` sums the same weights in another order), or the two ends
        # of an opposite, each with a detail of its own (compare._opposite_predicate)
        return max(shared_a / total_a, shared_b / total_b) >= _FOUND_NEGATION - 1e-9 or (
            _opposite_predicate(a, b)) or a.must or b.must or span_and_end(a, b, va, vb) or (
            two_limits(a, b)) or need_gone_without(a, b) or need_gone_without(b, a) or (
            _forever_against_an_end(a, b, only_a, only_b))
        # ("must" says "required", a word the other may say no to; a length against a point;
        # a no past one number against a limit at another: thresholds.two_limits; a need the
        # other goes without, whose "without" answers it: compare.need_gone_without; kept
        # forever against "cleaned up within a sprint", a no of keeping since session 42)
    if _two_orders(a, b) or bool((only_a or va) and (only_b or vb)) or _denied_act(a, b) or (
            _put_first(a, b) or _put_first(b, a)) or two_ends(a, b):
        return True  # (one step put first, all of it said by the
    # other's order: "Deploy the job first and apply the migration after it" / "The migration
    # goes in first")
    # Two names exchanged, word for word (compare._roles_swapped), or the first step's object
    # in the state the later one leaves it in (compare._done_first): nothing of its own needed.
    # (or a thing moved off the place the other keeps it in, compare._moved_away: "We moved
    # the back office off Angular onto React" / "The back office is still Angular", where the
    # other has nothing of its own to put against the move)
    # And one thing held in common against one for each, or any thing against only some, which
    # the gate above lets through with nothing of a's own (session 40: "All regions share one
    # Kafka cluster" / "Each region has its own Kafka cluster" was a conflict this check missed)
    return (_roles_swapped(a, b) or _done_first(a, b) or _done_first(b, a)
            or _moved_away(a, b) or _moved_away(b, a) or nothing_own_needed()
            or shared_against_each(a, b) or any_against_only(a, b) or any_against_only(b, a)
            or bool(inside_and_outside(a, b)))  # (a place and what lies outside it, the rest
    # said alike: "Deploys happen during business hours" / "... outside business hours")


def _two_orders(a: Claim, b: Claim) -> bool:
    """Both claims give an order, stated or listed (compare._conflict's "order")."""
    return bool((a.order or a.listed) and (b.order or b.listed) and (a.order or b.order))


# `_conflict` reads a yes and a no as a negation only when this much of one is in the other.
_FOUND_NEGATION = 0.75
