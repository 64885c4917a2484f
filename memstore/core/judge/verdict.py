"""Two entries: the judge's verdict (see memstore.core.judge)."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Sequence
from functools import lru_cache
from itertools import pairwise

from memstore.core.judge.acronyms import spelled_out
from memstore.core.judge.align import opcodes
from memstore.core.judge.claims import NAMING, Bag, Claim, _matched, claims, no_of_the_rest
from memstore.core.judge.compare import (
    NAME,
    VALUE_WEIGHT,
    Relation,
    _alternatives,
    _differing,
    _opener,
    _said_after,
    _side_port,
    compare_claims,
    left_out,
    no_of_manner,
    one_no_said_twice,
    outside_of,
    two_groups,
)
from memstore.core.judge.compounds import joined_apart
from memstore.core.judge.doubts import (
    _CHANGE,
    _aligned,
    _change_record,
    _changed,
    _deeper_path,
    _one_line,
    _only_as_purpose,
    _only_in_code,
    _only_listed,
    _other_command,
    _other_fenced_command,
    _other_item,
    _other_name,
    _other_quoted,
    _other_tool,
    _other_variant,
    _other_word,
    _retraction,
    _roles_swapped,
    _sequence_differs,
    _topic,
    _unsaid_value,
    _when_to_run,
    changing_side,
    key_unsaid,
    new_state_only,
    once_against_rule,
    one_value,
    same_values,
)
from memstore.core.judge.entries import (
    ALONE,
    DUPLICATE,
    MAYBE,
    Verdict,
    _bag,
    _entry_claims,
    _Unit,
    low_information,
    read_whole,
    share,
)
from memstore.core.judge.guard import _negator, _negators, _words, held_back
from memstore.core.judge.items import (
    _across_lines,
    _as_condition,
    _part_for_name,
    _quoted_unsaid,
    _run_for_a_purpose,
    same_day,
    unlinked,
)
from memstore.core.judge.lexicon import (
    _stem,
    one_series,
    opposite_forms,
    switch_forms,
    word_tables_cache,
)
from memstore.core.judge.limits import MAX_COMPARED_CHARS
from memstore.core.judge.readonly import edit_beside_read_only, read_only_twice
from memstore.core.judge.restate import restated, reworded, spelt_alike
from memstore.core.judge.subjects import _NOW, _light
from memstore.core.judge.text import _FUNCTION_WORDS, _plain, _tokens, weight
from memstore.core.judge.thresholds import bounds_alike, one_limit, strictness_apart
from memstore.core.judge.tools import bare_tool, bare_use, one_job_plainly, one_job_two_tools
from memstore.core.judge.values import amounts_worded_apart, versions_named


def term_text(title: str, facts: Sequence[str]) -> str:
    """An entry's terms and values as one sorted string: what `RELATED_TEXT` is measured on."""
    return _term_text(title, tuple(facts))


@word_tables_cache
@lru_cache(maxsize=1 << 16)
def _term_text(title: str, facts: tuple[str, ...]) -> str:
    units = _entry_claims(title, facts)
    found = {t for u in units for c in u.claims for t in c.terms}
    found |= {f"{k}={v}" for u in units for c in u.claims for k, v in c.values}
    return " ".join(sorted(found))


# Below this rapidfuzz token_set_ratio of two entries' term texts, the judge is not asked: on
# the natural corpus (dev and test) no restatement, superset or contradiction scores under 33.
RELATED_TEXT = 30.0


def judge(title_a: str, facts_a: Sequence[str], title_b: str, facts_b: Sequence[str]) -> Verdict:
    """What entry a (title and facts) is to entry b (see the module docstring)."""
    facts_a, facts_b = tuple(facts_a), tuple(facts_b)
    alike = bounds_alike(title_a, facts_a, title_b, facts_b)
    if alike is None:
        return _judge_spelled(title_a, facts_a, title_b, facts_b)
    # One bound said two ways ("never more than 3" / "at most 3", "more than 10 retries" /
    # "at least 11 retries") is read as the other entry says it
    # (memstore.core.judge.thresholds.bounds_alike): the reading says the same as the words
    # as written, in the words the other entry uses, so its verdict is taken whatever it is.
    # The report names the facts as they are written.
    again = _judge_spelled(alike[0][0], alike[0][1], alike[1][0], alike[1][1])
    return _as_written(again, ((title_a, facts_a), (title_b, facts_b)), alike[:2],
                       f"a bound read as the other says it: {', '.join(alike[2])}")


def _judge_spelled(title_a: str, facts_a: tuple[str, ...], title_b: str,
                   facts_b: tuple[str, ...]) -> Verdict:
    """`judge` of two entries with their bounds as read, before a phrase is read as the
    abbreviation the other entry writes for it."""
    verdict = _judge_joined(title_a, facts_a, title_b, facts_b)
    spelled = spelled_out(title_a, facts_a, title_b, facts_b)
    if spelled is None:
        return verdict
    (read_title_a, read_a), (read_title_b, read_b), made = spelled
    again = _judge_joined(read_title_a, read_a, read_title_b, read_b)
    return _kinder(verdict, again, ((title_a, facts_a), (title_b, facts_b)), spelled[:2],
                   f"an abbreviation spelled out: {', '.join(made)}")


def _judge_joined(title_a: str, facts_a: tuple[str, ...], title_b: str,
                  facts_b: tuple[str, ...]) -> Verdict:
    """`judge` of two entries with their bounds as read, before a word written apart is read
    as the other writes it joined."""
    verdict = _judge_read(title_a, facts_a, title_b, facts_b)
    joined = joined_apart(title_a, facts_a, title_b, facts_b)
    if joined is None or verdict.kind == "maybe_conflict":
        return verdict
    # One word written apart on one side and joined on the other ("back up" / "backup") is
    # read as the other writes it (memstore.core.judge.compounds). That reading is taken when
    # it finds a contradiction, or more in common than the words as written (a merge, or a
    # maybe, where they were apart): the joining only makes the two sides' words meet, and a
    # doubt it raises that the words as written did not ("fail over" / "Failover target when
    # the primary is unavailable" then read as a yes against an "un-") is not taken. A doubt
    # the words as written raise stays. The report names the facts as they are written.
    (read_title_a, read_a), (read_title_b, read_b), made = joined
    again = _judge_read(read_title_a, read_a, read_title_b, read_b)
    return _kinder(verdict, again, ((title_a, facts_a), (title_b, facts_b)), joined[:2],
                   f"read as one word: {', '.join(made)}")


_Entry = tuple[str, tuple[str, ...]]


def _kinder(verdict: Verdict, again: Verdict, written: tuple[_Entry, _Entry],
            read: tuple[_Entry, _Entry], made: str) -> Verdict:
    """The verdict on two entries as written, or `again`, the verdict on them as read (`made`
    says how: a word joined, a phrase read as its abbreviation) when the reading finds a
    contradiction, or more in common than the words as written; the report names the facts as
    they are written. The score of a merge is the share, which counts the reading as said on
    both sides either way."""
    (title_a, facts_a), (title_b, facts_b) = written
    if not (again.kind == "conflict" or (
            verdict.kind != "conflict" and _AGREEING.get(again.kind, 0) > _AGREEING.get(
                verdict.kind, 0))):
        if verdict.kind in _AGREEING:
            return Verdict(verdict.kind, _share_score(title_a, facts_a, title_b, facts_b),
                           verdict.explanation)
        return verdict
    return _as_written(again, written, read, made)


def _as_written(again: Verdict, written: tuple[_Entry, _Entry], read: tuple[_Entry, _Entry],
                made: str) -> Verdict:
    """The verdict on two entries as read (`made` says how), told of them as written: the
    facts it names as each side writes them, the reading in the report, and a merge's score
    the share (which counts the reading as said on both sides)."""
    (title_a, facts_a), (title_b, facts_b) = written
    as_written = dict(zip((read[0][0], *read[0][1]), (title_a, *facts_a), strict=True))
    as_written.update(zip((read[1][0], *read[1][1]), (title_b, *facts_b), strict=True))
    score = again.score if again.kind not in _AGREEING else _share_score(
        title_a, facts_a, title_b, facts_b)
    return Verdict(again.kind, score, f"{again.explanation}; {made}",
                   as_written.get(again.fact_a, again.fact_a),
                   as_written.get(again.fact_b, again.fact_b), again.reason)


# How far a verdict goes toward one piece of knowledge (a kinder reading goes further).
_AGREEING = {"maybe_same": 1, "duplicate": 2}


def _share_score(title_a: str, facts_a: tuple[str, ...], title_b: str,
                 facts_b: tuple[str, ...]) -> float:
    """A merge's score (how much of the entry that says less the other holds): the larger of
    the share as written and as each reading puts the entries (memstore.core.judge.entries.share,
    which the bounds ask before the judge)."""
    return round(100.0 * share(title_a, facts_a, title_b, facts_b), 1)


def _judge_read(title_a: str, facts_a: tuple[str, ...], title_b: str,
                facts_b: tuple[str, ...]) -> Verdict:
    """`judge` of two entries as read (their words joined where the other joins them)."""
    verdict = _judge(title_a, facts_a, title_b, facts_b)
    if verdict.kind in ("duplicate", "maybe_same"):
        undated = same_day(title_a, facts_a, title_b, facts_b)
        again = _judge(*undated) if undated is not None else verdict
        if again.kind in ("maybe_same", "distinct") and again.kind != verdict.kind:
            # (a day shared is when both happened; only a kinder verdict is taken from it)
            verdict = Verdict(again.kind, again.score, f"the same day, without it: "
                              f"{again.explanation}")
    if verdict.kind in ("duplicate", "maybe_same"):
        apart = strictness_apart((title_a, *facts_a), (title_b, *facts_b))
        if apart is not None:  # ("at most 3" / "fewer than 3": memstore.core.judge.thresholds)
            return Verdict("conflict", verdict.score, f"number: \u201c{apart[0]}\u201d / "
                           f"\u201c{apart[1]}\u201d; one bound keeps the number, the other "
                           "leaves it out", apart[0], apart[1], "number")
    if verdict.kind == "duplicate" and (title_a, facts_a) != (title_b, facts_b) and not (
            read_whole(title_a, facts_a) and read_whole(title_b, facts_b)):
        # What the judge did not read could disagree (memstore.core.judge.limits).
        return Verdict("maybe_same", verdict.score,
                       f"too long to read whole, {verdict.explanation}")
    return verdict


_NOTHING_SHARED = Verdict("distinct", 0.0, "nothing in common")


@word_tables_cache
@lru_cache(maxsize=1 << 16)  # consolidation asks again about the same pairs in each round
def _judge(title_a: str, facts_a: tuple[str, ...], title_b: str,
           facts_b: tuple[str, ...]) -> Verdict:
    units_a = _entry_claims(title_a, facts_a)
    units_b = _entry_claims(title_b, facts_b)
    if not units_a or not units_b:
        return Verdict("distinct", 0.0, "nothing to compare")
    if low_information(title_a, facts_a) or low_information(title_b, facts_b):
        return _said_no_to_whole(units_a, units_b) or _one_word_turned(units_a, units_b) or (
            _bare_rivals(units_a, units_b)) or (
            Verdict("distinct", 0.0, "a heading or placeholder is never the same as anything"))
    linked = unlinked(title_a, facts_a, title_b, facts_b)
    if linked:
        return Verdict("distinct", 0.0, linked)  # a link is no claim: its address is its all
    rivals = _bare_rivals(units_a, units_b)
    if rivals is not None:
        return rivals
    terms_a, values_a = _bag(units_a)
    terms_b, values_b = _bag(units_b)
    if not values_a & values_b and _little_shared(terms_a, terms_b) and _little_shared(
            terms_b, terms_a):
        if (title_a, facts_a) == (title_b, facts_b):
            return Verdict("duplicate", 100.0, "the same entry, word for word")  # however
            # light its words ("any more first": nothing in it weighs enough to share)
        return _NOTHING_SHARED  # too little in common to agree or disagree about anything
    titled = _title_conflict(title_a, facts_a, title_b, facts_b)
    if titled is not None:
        return titled
    over = too_much_to_compare(units_a, units_b)
    if over is not None:  # a hostile pair: never merged, never flagged (judge.limits)
        return Verdict("distinct", 0.0, f"too much to compare: claim pairs of {over} "
                       f"characters, over the limit of {MAX_COMPARED_CHARS}")
    pairs = _claim_pairs(units_a, units_b)
    restated_a = {id(p[2]) for p in pairs if p[4].kind == "same"}
    restated_b = {id(p[3]) for p in pairs if p[4].kind == "same"}
    disputes = []
    aside: set[tuple[int, int]] = set()
    for ua, ub, ca, cb, relation in pairs:
        if id(ca) in restated_a and id(cb) in restated_b:
            continue  # each is said on the other side too: two facts, not one in dispute
        if relation.reason in _LISTED and (id(ca) in restated_a or id(cb) in restated_b) and (
                relation.reason == "name" or not (_NOW.search(ca.text) or _NOW.search(cb.text))):
            continue  # a name (or a path) against another fact, while its own fact is said on
            # both sides ("Branch names: feature/<slug>" / "... feature/<slug>, or fix/<slug>
            # for bug fixes"): the other entry lists one more, it does not take this one back
        if relation.reason == "negation" and (_condition(ca) or _condition(cb)):
            continue  # "If a model has `modular_x.py`" sets a condition, it says no yes or no
        if relation.reason == "negation" and one_limit(ca, cb):
            continue  # "Uploads over 5 MB are not allowed" / "Uploads of up to 5 MB are
            # allowed": one limit told from both sides (memstore.core.judge.thresholds)
        if relation.kind != "conflict":
            continue
        if (_also_said(ca, cb, relation, pairs, {title_a, title_b})
                or _one_rule_each_side(ua, ca, ub, cb)
                or _said_of_another(ua, ca, cb) or _said_of_another(ub, cb, ca)
                or _each_after_its_own(ua, ca, ub, cb)
                or _contrasted(ua, ca, cb, relation) or _contrasted(ub, cb, ca, relation)
                or _excepted(ua, ca, cb, relation) or _excepted(ub, cb, ca, relation)
                or _consequence(ua, ca) != _consequence(ub, cb)):
            aside.add((id(ca), id(cb)))  # said of another thing than the claim it meets
        else:
            disputes.append((ua, ub, ca, cb, relation))
    if disputes:
        ua, ub, ca, cb, relation = max(disputes, key=_clearest)
        return Verdict("conflict", round(100 * relation.score, 1),
                       f"{relation.reason}: \u201c{ca.text}\u201d / \u201c{cb.text}\u201d",
                       ua.text, ub.text, relation.reason)
    retracted = [v for v in (_retraction(units_a, units_b),
                             _retraction(units_b, units_a, flip=True)) if v is not None]
    if retracted:  # (when each takes something back, the report names the same pair either way)
        return min(retracted, key=lambda v: sorted((v.fact_a, v.fact_b)))
    contrast = _not_this(units_a, units_b) or _not_this(units_b, units_a, flip=True)
    if contrast:
        return contrast
    total_a = sum(terms_a.values()) + VALUE_WEIGHT * len(values_a)
    total_b = sum(terms_b.values()) + VALUE_WEIGHT * len(values_b)
    in_b = (sum(w for t, w in terms_a.items() if _matched(t, terms_b))
            + VALUE_WEIGHT * len(values_a & values_b)) / total_a
    in_a = (sum(w for t, w in terms_b.items() if _matched(t, terms_a))
            + VALUE_WEIGHT * len(values_a & values_b)) / total_b
    a_less = says_less(total_a, in_b, (title_a, facts_a), total_b, in_a, (title_b, facts_b))
    small = in_b if a_less else in_a
    score = round(100.0 * small, 1)
    topic = ", ".join(_topic(terms_a, terms_b) if a_less else _topic(terms_b, terms_a)) or "-"
    aligned, count = _aligned(pairs, units_a if a_less else units_b, a_less)
    line = f"same topic: {topic}; claims aligned {aligned}/{count}"
    option = _old_default_an_option(units_a, units_b) if small >= MAYBE else None
    if option:
        # "Exports use gzip by default" / "zstd is the default for exports now; gzip remains
        # an option": what one entry's default is, the other keeps only as an option beside
        # a default of its own (asked before the look-alikes: "Timestamps are shown in UTC" /
        # "... in local time by default now; UTC is an option in the profile" put one word
        # for another in one sentence, and the option says it is one setting)
        return Verdict("conflict", score, f"default: \u201c{option[0]}\u201d / "
                       f"\u201c{option[1]}\u201d; the other keeps it as an option",
                       option[0], option[1], "default")
    alike = [(ca, cb, r) for _, _, ca, cb, r in _mutual_best(pairs) if r.kind == "lookalike"]
    # A no set aside above (said of another thing, or undone by its own side) is no
    # counterpart of the claim it met: that claim's closest counterpart is looked for among
    # the others, and a look-alike found there keeps the two apart however much of one the
    # other's words hold ("Customer emails go through the SES relay" / "Broker statements
    # are emailed through the Exchange relay, not SES": "not SES" is said of the broker
    # mail, and the two main claims are one sentence about two kinds of mail).
    behind = [] if alike or not aside else [
        (ca, cb, r) for _, _, ca, cb, r in _mutual_best(
            [p for p in pairs if (id(p[2]), id(p[3])) not in aside]) if r.kind == "lookalike"]
    if alike or behind:
        ca, cb, relation = max(alike or behind, key=lambda p: _clearest((None, None, *p)))
        smaller, larger = (units_a, units_b) if a_less else (units_b, units_a)
        if (small < DUPLICATE or relation.score >= 0.4 or behind) and not reworded(
                ca, cb, smaller, larger):
            if _changed_in_place(units_a, units_b, terms_a, terms_b, ca, cb, relation):
                # "Product search runs on Elasticsearch 7" / "Product search runs on
                # OpenSearch since the license change": the one word put for another, after
                # the subject both open with, is the state a change left and the new one
                return Verdict("conflict", score, f"name: \u201c{ca.text}\u201d / "
                               f"\u201c{cb.text}\u201d; one says it changed",
                               _unit_of(units_a, ca), _unit_of(units_b, cb), "name")
            doubt = one_line_doubt(units_a, units_b)
            if doubt:
                return _doubted(units_a, units_b, score, line, doubt)
            return Verdict("distinct", score, f"look-alike ({relation.reason}): "
                           f"\u201c{ca.text}\u201d / \u201c{cb.text}\u201d")
    swapped = [(ca, cb, r) for _, _, ca, cb, r in _mutual_best(pairs) if r.kind == "differs"
               and not _two_spellings(r.reason)]
    if swapped and small >= MAYBE:
        ca, cb, relation = max(swapped, key=lambda p: _clearest((None, None, *p)))
        if _takes_back(units_b, ca, cb) or _takes_back(units_a, cb, ca):
            # "Checkpoints are saved with torch.save" / "Checkpoints are saved as safetensors
            # now, not with torch.save": the other word in that place, and a no to this one
            return Verdict("conflict", round(100 * relation.score, 1),
                           f"name: \u201c{ca.text}\u201d / \u201c{cb.text}\u201d",
                           _unit_of(units_a, ca), _unit_of(units_b, cb), "name")
        return Verdict("maybe_conflict", score, f"{line}; another word in the same place "
                       f"({relation.reason}): \u201c{ca.text}\u201d / \u201c{cb.text}\u201d")
    kinds_a = {k for k, _ in _differing(values_a, values_b)}
    kinds_b = {k for k, _ in _differing(values_b, values_a)}
    if (kinds_a & kinds_b) - {"flag"} and small >= MAYBE:
        return Verdict("maybe_conflict", score, f"{line}; different values")
    if small >= MAYBE:
        doubt = _other_tool(units_a, units_b, terms_a, terms_b) or _changed(
            units_a, units_b, terms_a, terms_b, values_a, values_b) or _other_command(
            units_a, units_b)
        if doubt == "one says it changed":
            changed = _default_changed(units_a, units_b)
            if changed:
                # "By default the payout scheduler runs in dry-run mode" / "The payout
                # scheduler now runs live by default": one default, and a new one
                return Verdict("conflict", score, f"default: \u201c{changed[0]}\u201d / "
                               f"\u201c{changed[1]}\u201d; one says it changed",
                               changed[0], changed[1], "default")
        if doubt:
            return Verdict("maybe_conflict", score, f"{line}; {doubt}")
    opposed = [(ca, cb, r) for ua, ub, ca, cb, r in _mutual_best(pairs)
               if ca.negative != cb.negative and (r.score >= 0.6 or _said_no_to(ca, cb))
               and not _one_rule_each_side(ua, ca, ub, cb)
               and not (_condition(ca) or _condition(cb)) and not _one_no_twice(ca, cb)
               and not one_limit(ca, cb) and not read_only_twice(ca, cb)
               and not two_groups(ca, cb) and not _manner_unmet(ca, cb)]
    if opposed and small >= MAYBE and all(once_against_rule(ca, cb) for ca, cb, _ in opposed):
        # A no told of one occasion against a rule ("Yesterday's deploy skipped the canary" /
        # "Deploys need a green canary"): both hold, and they are not one piece of knowledge.
        ca, cb, _ = max(opposed, key=lambda p: _clearest((None, None, *p)))
        return Verdict("distinct", score, f"{line}; what happened once against a rule: "
                       f"\u201c{ca.text}\u201d / \u201c{cb.text}\u201d")
    if opposed and small >= MAYBE:
        ca, cb, _ = max(opposed, key=lambda p: _clearest((None, None, *p)))
        if _by_hand_against_automatic(ca, cb):
            # "Access reviews are manual" / "Vanta does the access reviews automatically":
            # one act, done by hand on one side and by itself on the other, however each
            # words who does it
            return Verdict("conflict", score, f"negation: \u201c{ca.text}\u201d / "
                           f"\u201c{cb.text}\u201d; by hand / automatically",
                           _unit_of(units_a, ca), _unit_of(units_b, cb), "negation")
        return Verdict("maybe_conflict", score, f"{line}; one says not: \u201c{ca.text}\u201d /"
                       f" \u201c{cb.text}\u201d")
    edited = [(ca, cb) for _, _, ca, cb, _ in _mutual_best(pairs) if edit_beside_read_only(ca, cb)]
    if edited and small >= MAYBE:
        # "A printed prescription is read-only" / "Printed prescriptions can still be edited by
        # the vet who wrote them": the two ends of one permission, perhaps for two people
        ca, cb = edited[0]
        return Verdict("maybe_conflict", score, f"{line}; one says read-only, the other that it "
                       f"can be changed: \u201c{ca.text}\u201d / \u201c{cb.text}\u201d")
    if small >= MAYBE and _sequence_differs(units_a, units_b, pairs):
        return Verdict("maybe_conflict", score, f"{line}; the steps may be in another order")
    moved = _steps_reordered(title_a, units_a, title_b, units_b, pairs) if small >= MAYBE else None
    if moved:
        # "Release steps: bump the version; tag the commit; publish" / "Release steps: tag
        # the commit; bump the version; publish": one procedure, its steps in two orders
        (first_a, then_a), (first_b, then_b) = moved
        return Verdict("conflict", score, f"order: \u201c{first_a}\u201d before \u201c{then_a}"
                       f"\u201d / \u201c{first_b}\u201d before \u201c{then_b}\u201d; the steps "
                       "in another order", first_a, first_b, "order")
    apart = _titles_apart(title_a, facts_a, title_b, facts_b, terms_a, terms_b)
    if apart and small >= MAYBE:
        own_a, own_b, put_for = apart
        named = f"the titles name two things: {' '.join(own_a)} / {' '.join(own_b)}"
        if any(_alternatives(x, y) for x in own_a for y in own_b):
            # "Use ruff" / "Use flake8" over one body: two tools for one job
            return Verdict("conflict", score, f"name (titles): \u201c{title_a}\u201d / "
                           f"\u201c{title_b}\u201d", title_a, title_b, "name")
        if put_for:  # "Staging auto-deploys" / "Staging deploys are manual"
            return Verdict("maybe_conflict", score, f"{line}; {named}")
        return Verdict("distinct", score, f"{line}; {named}")  # "Use ruff" / "Use mypy"
    changed = _default_changed(units_a, units_b) if small >= MAYBE and (_one_new(
        units_a, units_b) or _one_now(units_a, units_b)
        or _old_default_excepted(units_a, units_b)) else None
    if changed:
        # "By default the backup job runs in incremental mode" / "The backup job now runs full
        # backups by default; pass --incremental for the old mode": all of the old default's
        # words are in the other entry, but as the old mode, not as its default. A "now" on
        # one side only says the change as well as "changed" does ("Plots show local time by
        # default now; tick the UTC box to switch" against "Plots default to UTC"), once each
        # side states a default with a word of its own (`_default_changed`).
        return Verdict("conflict", score, f"default: \u201c{changed[0]}\u201d / "
                       f"\u201c{changed[1]}\u201d; one says it changed",
                       changed[0], changed[1], "default")

    def merged(why: str) -> Verdict:  # (every duplicate read from the share of words)
        found = _guarded(pairs, score, line, why)
        if found.kind == "duplicate" and not aligned and not values_a & values_b and (
                _stating_default(units_a) is not None and _stating_default(units_b) is not None):
            # "Gates default to closed when they lose power" / "On power loss the gates fail
            # open by default": two defaults, no claim of one read as the other's, and no value
            # both give; what each default is set to may be what the words left unread say
            return Verdict("maybe_same", score, f"{line}; each states a default, and no claim "
                           "of one is read as the other's")
        return found

    # Words in common are not enough: a claim of the entry that says less must be found
    # whole in the other, unless nearly all of its words are (rare words weigh much, and one
    # shared tool name is not one shared fact).
    if small >= DUPLICATE and (aligned or small >= ALONE):
        smaller, larger = (units_a, units_b) if a_less else (units_b, units_a)
        listed = (_unsaid_value(smaller, larger, aligned) or _only_listed(smaller, larger)
                  or _only_in_code(smaller, larger) or _other_item(smaller, larger)
                  or key_unsaid(smaller, larger) or _when_to_run(smaller, larger)
                  or _other_name(units_a, units_b) or _other_variant(title_a, title_b)
                  or _parallel(units_a, units_b, pairs)
                  or _across_lines(smaller, larger, pairs)
                  or _run_for_a_purpose(smaller, larger) or _quoted_unsaid(smaller, larger)
                  or _as_condition(smaller, pairs))
        if listed:
            return Verdict("distinct", score, f"{line}; {listed}")
        overlap = "" if aligned else (_each_says_more(pairs, a_less, larger)
                                      or _spread(smaller, pairs))
        if overlap:
            return Verdict("maybe_same", score, f"{line}; {overlap}")
        return merged("no conflict")
    if small >= MAYBE:
        smaller, larger = (units_a, units_b) if a_less else (units_b, units_a)

        def kept_apart() -> str:  # (asked only once the entries read as restated)
            return (_unsaid_value(smaller, larger, aligned) or _only_listed(smaller, larger)
                    or _only_in_code(smaller, larger) or _other_item(smaller, larger)
                    or key_unsaid(smaller, larger)
                    or _when_to_run(smaller, larger) or _parallel(units_a, units_b, pairs)
                    or _across_lines(smaller, larger, pairs)
                    or _run_for_a_purpose(smaller, larger) or _quoted_unsaid(smaller, larger))

        if restated(smaller, larger) and not kept_apart() and not (
                not aligned and (_one_claim_spread(smaller, pairs)
                                 or _list_spread(smaller)
                                 or _over_a_list(larger, smaller, pairs))):
            # (its rare words all said in the other, but gathered from several of its claims,
            # no one of which holds much of it: "Validate implementation against
            # requirements" against a list whose items say "Validation mechanisms for
            # generated code" and "Templates for common implementation patterns")
            return merged("its rare words and values all said in the other, no conflict")
        anchored = "" if _one_new(units_a, units_b) or _one_now(units_a, units_b) else (
            one_value(smaller, larger, pairs))
        if anchored and not kept_apart():
            # A word of its own left over on the smaller side, but one value of one thing
            # said on both and nothing else apart (doubts.one_value); a change said on one
            # side only may be a new default ("Remote execution is the default now"), and
            # stays uncertain.
            return merged(f"{anchored}, the rest worded otherwise, no conflict")
        valued = same_values(smaller, larger)
        if valued and not kept_apart():
            # Every value of the entry that says less given by the other, nothing else apart
            # (doubts.same_values): "Fare quotes are valid for 30 minutes" / "A price quote
            # expires half an hour after it is issued"
            return merged(f"{valued}, the rest worded otherwise, no conflict")
        if aligned and aligned == count and _one_line(units_a) and _one_line(
                units_b) and not kept_apart():
            # One line each, its one claim read as the other's (every claim lined up), worded
            # apart: "Release approvals expire after a week" / "An approval for a release is
            # only valid for 7 days", "Telemetry is opt-in" / "... off by default" (session
            # 32: it was left uncertain though the claims were read as one)
            return _guarded(pairs, score, line, "every claim said in the other, no conflict")
        return Verdict("maybe_same", score, f"{line}; maybe the same")
    if aligned and aligned == count and aligned_in_few_words(
            small, units_a, units_b, values_a & values_b):
        # One line each, its one claim read as the other's, though in few of its words: one
        # limit said from its two sides ("Max line length is 100" / "Lines must not exceed
        # 100 characters", session 30)
        return _guarded(pairs, score, line, "every claim said in the other, no conflict")
    doubt = one_line_doubt(units_a, units_b)
    if doubt:
        return _doubted(units_a, units_b, score, line, doubt)
    return Verdict("distinct", score, f"claims aligned {aligned}/{count}")


# A title that says an entry's facts are steps taken in order: "Release steps", "Deploy
# process", "Failover runbook", "How to rotate the keys".
_STEPS_TITLE = re.compile(r"\b(?:steps?|process|procedure|runbook|playbook|checklist|workflow|"
                          r"sequence|how\s+to)\b", re.IGNORECASE)


def steps_titled(title_a: str, title_b: str) -> bool:
    """Whether both titles say their entry's facts are steps taken in order."""
    return bool(_STEPS_TITLE.search(title_a) and _STEPS_TITLE.search(title_b))


# How a claim of one entry reads as a step of the other: the same, or said within it.
_LINED = frozenset(("same", "within", "contains"))


def _steps_reordered(title_a: str, units_a: Sequence[_Unit], title_b: str,
                     units_b: Sequence[_Unit],
                     pairs: Sequence[tuple[_Unit, _Unit, Claim, Claim, Relation]]
                     ) -> tuple[tuple[str, str], tuple[str, str]] | None:
    """Two steps of one procedure in two orders: both titles say the facts are steps, and two
    facts of one entry, each read as one fact of the other, come in the other order there.
    The two steps as each entry orders them ((first, then) of a, of b), or None."""
    if not steps_titled(title_a, title_b):
        return None
    position_a = {id(u): n for n, u in enumerate(units_a) if u.text != title_a}
    position_b = {id(u): n for n, u in enumerate(units_b) if u.text != title_b}
    lined = sorted({(position_a[id(ua)], position_b[id(ub)]): (ua.text, ub.text)
                    for ua, ub, _, _, relation in pairs
                    if relation.kind in _LINED and id(ua) in position_a and id(ub) in position_b
                    }.items())
    if len({a for (a, _), _ in lined}) < len(lined) or len({b for (_, b), _ in lined}) < len(
            lined):
        return None  # (a step the same as two of the other's: no one order to read)
    for ((_, b1), (text_a1, text_b1)), ((_, b2), (text_a2, text_b2)) in pairwise(lined):
        if b1 > b2 and all(map(_a_step, (text_a1, text_a2, text_b1, text_b2))):
            return (text_a1, text_a2), (text_b2, text_b1)
    return None


# A word this heavy is no word of the language (a name: "Jupyter", "banven").
_A_NAME = 5.5
# After the first word, these say it was the subject, not an act ("Users are notified").
_SAID_OF = frozenset("is are was were be must should will can may shall has have".split())


def _a_step(text: str) -> bool:
    """Whether a fact reads as a step to take: it opens with a word of the language, no
    grammar word or name, that is not the subject of what follows ("Bump the version", "Tag
    the commit"; not "Banven depends on bandextas", "The API is versioned")."""
    words = [w.lstrip("^") for w in _tokens(_plain(text))]
    return len(words) >= 2 and words[0].isalpha() and words[0] not in _FUNCTION_WORDS and (
        weight(words[0]) < _A_NAME) and words[1] not in _SAID_OF


def _doubted(units_a: Sequence[_Unit], units_b: Sequence[_Unit], score: float, line: str,
             doubt: str) -> Verdict:
    """The verdict on two one-line notes `one_line_doubt` doubts: two tools of one group for
    one job conflict where neither names a thing or place of its own ("Error tracking:
    Rollbar" / "Exceptions get reported to Sentry"; session 51: on dev every such pair, 6 of
    6, was a conflict left for a person to decide; memstore.core.judge.tools.one_job_plainly);
    the rest, and one amount with two values worded apart, stay for a person to decide."""
    a, b = units_a[0].claims[0], units_b[0].claims[0]  # (one claim each: `one_line_doubt`)
    if one_job_two_tools(a, b) and one_job_plainly(a, b, units_a[0].text, units_b[0].text):
        return Verdict("conflict", score, f"name: \u201c{units_a[0].text}\u201d / "
                       f"\u201c{units_b[0].text}\u201d; {doubt}", units_a[0].text,
                       units_b[0].text, "name")
    return Verdict("maybe_conflict", score, f"{line}; {doubt}")


def one_line_doubt(units_a: Sequence[_Unit], units_b: Sequence[_Unit]) -> str:
    """Why two notes of one claim each, worded apart, may say one thing two ways (session 46),
    or "": one job with two tools of one group ("Error tracking: Rollbar" / "Exceptions get
    reported to Sentry", memstore.core.judge.tools.one_job_two_tools), or one amount with two
    values ("Retry policy for failed ETA pushes: 4 times" / "We retry ETA notifications to
    customers six times before giving up", memstore.core.judge.values.amounts_worded_apart).
    Asked of pairs the rest of the verdict finds apart; memstore.core.judge.bounds asks it
    too, so that consolidation judges them."""
    if not (_one_line(units_a) and _one_line(units_b)) or len(units_a[0].claims) != 1 or len(
            units_b[0].claims) != 1:
        return ""
    a, b = units_a[0].claims[0], units_b[0].claims[0]
    tools = one_job_two_tools(a, b)
    if tools:
        return f"two tools of one job ({tools[0]} / {tools[1]})"
    if a.values and b.values and amounts_worded_apart(a, b) and not _side_port(a, b) and (
            compare_claims(a, b).reason == "values differ"):
        # (not a port a service serves a thing of its own on, beside its main one: "The API
        # listens on 8080" / "The API exposes its admin endpoints on 9000")
        what = "one place, two paths" if any(k == "path" for k, _ in a.values - b.values) else (
            "one amount, two values")
        return f"{what}, worded apart? \u201c{a.text}\u201d / \u201c{b.text}\u201d"
    return ""


# How much of the smaller entry's words the other must say at least for the two to merge on
# claims lined up alone (`aligned_in_few_words`).
ALIGNED_FLOOR = 0.3


def aligned_in_few_words(found: float, units_a: Sequence[_Unit], units_b: Sequence[_Unit],
                         shared_values: frozenset[tuple[str, str]]) -> bool:
    """Whether two entries whose claims the judge lined up one to one may be one though they
    share few of their words (from `ALIGNED_FLOOR` on): one line each, and a value both give
    ("Max line length is 100" / "Lines must not exceed 100 characters": one limit told from
    its two sides, memstore.core.judge.thresholds)."""
    return found >= ALIGNED_FLOOR and bool(shared_values) and _one_line(units_a) and _one_line(
        units_b)


def _two_spellings(reason: str) -> bool:
    """Whether the two words a "differs" relation names ("web / apps/web", "buildSrc/ /
    build_src", "2022 / vs2022", "7 / 7.x") are one name spelt two ways (`spelt_alike`):
    another spelling there is not another name."""
    left, sep, right = reason.partition(" / ")
    if not sep or left.startswith("not ") or right.startswith("not "):
        return False
    return spelt_alike(left, right)


# A fact that says its state is new, or back to what it was ("is second-price again").
_AGAIN = re.compile(r"\bagain\b", re.IGNORECASE)


def _one_new(units_a: Sequence[_Unit], units_b: Sequence[_Unit]) -> bool:
    """Whether one entry, and only one, says that something changed (doubts._CHANGE, or
    "again")."""
    return _said_by_one(units_a, units_b, _CHANGE, _AGAIN)


def _one_now(units_a: Sequence[_Unit], units_b: Sequence[_Unit]) -> bool:
    """Whether one entry, and only one, says its state is new in a word `_one_new` leaves
    to the context ("Remote execution is the default now"; subjects._NOW)."""
    return _said_by_one(units_a, units_b, _NOW)


def _said_by_one(units_a: Sequence[_Unit], units_b: Sequence[_Unit],
                 *patterns: re.Pattern[str]) -> bool:
    """Whether one entry, and only one, has a text one of the patterns finds."""
    def says(units: Sequence[_Unit]) -> bool:
        return any(p.search(u.text) for u in units for p in patterns)

    return says(units_a) != says(units_b)


def _stating_default(units: Sequence[_Unit]) -> tuple[_Unit, Claim] | None:
    """The first claim of an entry that says "default", with its fact."""
    return next(((u, c) for u in units for c in u.claims if "default" in c.terms), None)


# "still" says a thing goes on beside what changed ("Ingest no longer writes raw positions to
# Postgres" / "Ingest still writes device heartbeats to Postgres"): both hold.
_STILL = re.compile(r"\bstill\b", re.IGNORECASE)


def _scoped_alike(a: str, b: str) -> bool:
    """Whether two claims open alike up to a "for" that each follows with its own scope ("The
    default session lifetime for the SSO app is now 8 hours" / "... for the VPN client is 24
    hours"): one setting said of two things, each holding."""
    head_a, found_a, rest_a = a.lower().partition(" for ")
    head_b, found_b, rest_b = b.lower().partition(" for ")
    return bool(found_a and found_b) and head_a == head_b and rest_a.split()[:2] != (
        rest_b.split()[:2])


def _changed_in_place(units_a: Sequence[_Unit], units_b: Sequence[_Unit], terms_a: Bag,
                      terms_b: Bag, ca: Claim, cb: Claim, relation: Relation) -> bool:
    """Whether a look-alike of two claims is a change told against the state it left (session
    45): exactly one entry says something changed, of what the other says
    (`doubts.changing_side`); the two claims open with the same subject word; the words put
    for each other come after it; neither says "still" (a thing going on beside what
    changed); and the other does not name only the new state (`doubts.new_state_only`)."""
    if not ca.seq or ca.seq[:1] != cb.seq[:1] or (ca.negative and cb.negative):
        return False  # (two nos: "is turned off" / "no longer responds" agree)
    sides = changing_side(units_a, units_b, terms_a, terms_b)
    if sides is None:
        return False
    if any(_STILL.search(u.text) for u in (*units_a, *units_b)) or versions_named(ca, cb) or (
            _scoped_alike(ca.text, cb.text)):
        return False  # (or two versions of one thing, "Payments API v1 is frozen now" /
        # "Payments API v2 takes new merchants"; or one thing said for two scopes)
    if new_state_only(*sides):
        return False  # the other names the new state ("moved from Memcached to Redis" /
        # "kept in Redis"), nothing of the old
    return ca.seq[0] not in relation.reason.split(" / ")[0].split()


def _default_changed(units_a: Sequence[_Unit], units_b: Sequence[_Unit]) -> tuple[str, str] | None:
    """The two facts that state a default, when each entry has one and the two defaults differ
    (asked once `doubts._changed` has found that one entry says its state changed): a word
    heavy enough to name something on each side that the other's default does not say, or a
    value of its own ("By default the payout scheduler runs in dry-run mode" / "The payout
    scheduler now runs live by default"). A default is one setting, and the new one takes the
    old one's place. None when either entry states no default, or one default says nothing the
    other does not ("... writes Parquet files" / "... now writes Parquet by default; pass
    --csv for the old format": the old format is named beside the default, not as it)."""
    found_a, found_b = _stating_default(units_a), _stating_default(units_b)
    if found_a is None or found_b is None:
        return None
    (unit_a, ca), (unit_b, cb) = found_a, found_b
    bag_a, bag_b = ca.bag(), cb.bag()
    if not all(_matched(_opener(c), bag) for c, bag in ((ca, bag_b), (cb, bag_a))):
        return None  # the word each opens with, what its default is of, is not the other's
        # ("The CLI prints tables by default" / "By default the admin tool now prints JSON")
    # (a default said to be on is the act done by default: "Retries are on by default in SDK
    # v3" / "Since v3 the SDK retries failed requests by default", session 33; off is a
    # setting of its own)
    switches = switch_forms()
    own_a = any(_own_word(t, w, bag_b) and (t not in switches or t in ca.negated)
                for t, w in bag_a.items())
    own_b = any(_own_word(t, w, bag_a) and (t not in switches or t in cb.negated)
                for t, w in bag_b.items())
    if (own_a or _own_values(ca, cb)) and (own_b or _own_values(cb, ca)):
        return unit_a.text, unit_b.text
    return None


def _own_values(claim: Claim, other: Claim) -> frozenset[tuple[str, str]]:
    """The values of one default's claim the other's does not give, but a version where the
    other gives no value at all: the release it holds from ("Retries are on by default in SDK
    v3" / "The SDK now retries failed requests by default", session 33), not what the default
    is set to (a number against it may be: "defaults to 0.05 m" / "is 0.1 by default now")."""
    return frozenset(v for v in _differing(claim.values, other.values)
                     if v[0] != "version" or other.values)


# Where an entry keeps what the default was as an exception: "the original card only if the
# rider asks", "pass `--timezone Europe/Berlin` explicitly", "pass `-p gpu` for the old one".
_EXCEPTED = re.compile(
    r"\bonly\s+(?:if|when|on request|for)\b|\bexplicitly\b|\bfor\s+the\s+old\s+(?:one|mode|"
    r"behaviou?r|default)\b|\bif\s+you\s+(?:want|need)\b|\bopt\s+in\b|"
    # (an option that gives it: "pass --json for JSON", "set LOG_FORMAT=json for JSON
    # logs"; session 29)
    r"^\s*(?:pass|set|use|add)\s+\S+\s+(?:for|to\s+get)\b", re.IGNORECASE)


def _old_default_excepted(units_a: Sequence[_Unit], units_b: Sequence[_Unit]) -> bool:
    """Whether, each entry stating a default, one entry keeps what the other's default is set
    to as an exception in a fact of its own (`_EXCEPTED`): "Refunds go back to the original
    card by default" / "Refunds default to travel credit; the original card only if the rider
    asks". The old default, named as what one asks for, is no longer the default: the change is
    said without "now" (`_one_new`). Cheap words first: only entries that say "default" on
    both sides and an exception on one."""
    found_a, found_b = _stating_default(units_a), _stating_default(units_b)
    if found_a is None or found_b is None:
        return False
    (_, ca), (_, cb) = found_a, found_b
    for mine, theirs, units in ((ca, cb, units_b), (cb, ca, units_a)):
        own = {t for t, w in mine.bag().items() if _own_word(t, w, theirs.bag())}
        values = set(_differing(mine.values, theirs.values))
        for unit in units:
            for claim in unit.claims:
                if claim is theirs or claim.negative or "default" in claim.terms or (
                        not _EXCEPTED.search(claim.text)):
                    continue
                if any(_own_word(t, w, mine.bag()) and _matched(t, theirs.bag())
                       for t, w in claim.bag().items()):
                    continue  # it speaks of the new default too
                if (own and any(_matched(t, claim.bag()) for t in own)) or (
                        values and values <= set(claim.values)):
                    return True
    return False


# A thing made one choice among others, not what is done unless one asks: "gzip remains an
# option", "warn mode is still an option", "with PDF as an option", "tables are optional",
# "with a verbose option", "kept as a fallback option", "colour is a driver option", "with an
# option to keep PNG".
_AN_OPTION = re.compile(
    r"(?:^|[,;:(]\s*|\bwith\s+)([^,;:()]+?)\s+(?:(?:is|are|remains?|stays?)\s+"
    r"(?:still\s+|also\s+|now\s+|only\s+)*(?:(?:an?|one)\s+(?:[\w-]+\s+)?option|optional)"
    r"|as\s+an?\s+(?:[\w-]+\s+)?option)\b"
    r"|\bwith\s+an?\s+([^,;:()]+?)\s+option\b"
    r"|\ban\s+option\s+to\s+(?:keep\s+|use\s+|get\s+|include\s+)?([^,;:()]+)", re.IGNORECASE)


# The word every form of `_AN_OPTION` holds, matched alike: asked first, since the pattern's
# lazy groups try every start of a text (a sixth of the verdict's own time at 10,000 entries).
_OPTION_WORD = re.compile("option", re.IGNORECASE)


# A fact that says what may be done, itself a choice ("kiosks can use 24 hours", "HTML unless
# the customer picks PDF").
_MAY = re.compile(r"\b(?:can|could|may|might|able|allowed|choose|pick|picks|opt|unless)\b",
                  re.IGNORECASE)


def _old_default_an_option(units_a: Sequence[_Unit], units_b: Sequence[_Unit]
                           ) -> tuple[str, str] | None:
    """The two facts, when one entry states a default and keeps as an option what the other
    entry does or has (by default or plainly): "Exports use gzip by default" / "zstd is the
    default for exports now; gzip remains an option", "The editor autosaves every 5 minutes" /
    "Autosave is off by default now; saving every 5 minutes is an option". The other says a
    word or a value of the option, and a word of what the default is of, and nothing of the first's
    new default ("Exports default to zstd; gzip is still an option" against "... you can
    still pick gzip" is one default said twice). None when not."""
    for mine, theirs, first in ((units_a, units_b, False), (units_b, units_a, True)):
        stated = _stating_default(mine)
        options = [found for unit in mine if _OPTION_WORD.search(unit.text)
                   for found in _AN_OPTION.finditer(unit.text)]
        if stated is None or not options:
            continue  # (asked of every pair that reaches the look-alikes: the cheap tests first)
        ours, default = stated
        said = [c for u in theirs for c in u.claims
                if not c.negative and not _AN_OPTION.search(c.text)]
        for found in options:
            put = [c for c in claims(next(g for g in found.groups() if g)) if not c.negative]
            option = {t: w for c in put for t, w in c.bag().items()}
            values = {v for c in put for v in c.values}
            if not option and not values:
                continue
            new = [t for t, w in default.bag().items() if _own_word(t, w, Bag(option))
                   and not any(_matched(t, c.bag()) for c in said)]
            if not new:
                continue  # (the other names no default of the first's own)
            old = next((c for c in said if _the_old_default(c, theirs, default, option, values)),
                       None)
            if old is not None and not _another_subject(old, default, option):
                return (old.text, ours.text) if first else (ours.text, old.text)
    return None


def _the_old_default(claim: Claim, units: Sequence[_Unit], default: Claim,
                     option: dict[str, float], values: set[tuple[str, str]]) -> bool:
    """Whether a claim of the other entry says, as what is done, what the first keeps as an
    option: a word or a value of the option, and a word of what the default is of, in a fact
    that does not say it may be chosen (`_MAY`)."""
    bag = claim.bag()
    return not _MAY.search(_unit_of(units, claim)) and bool(values & claim.values or any(
        _own_word(t, w, Bag()) and _matched(t, bag) for t, w in option.items())) and any(
        _matched(t, bag) for t, w in default.bag().items()
        if w >= DEFAULT_WORD and t != "default" and t not in _light() and t not in option)


def _another_subject(old: Claim, default: Claim, option: dict[str, float]) -> bool:
    """Whether the claim of the old default and the claim of the new one, lined up, differ in
    two places: where the option's word stands, and in another, a word of each own (what each
    is of: "The web app defaults to dark mode" / "The mobile app defaults to light mode; dark
    mode is an option")."""
    apart = [(old.seq[i1:i2], default.seq[j1:j2])
             for tag, i1, i2, j1, j2 in opcodes(old.seq, default.seq) if tag == "replace"]
    return any(t in option for left, _ in apart for t in left) and any(
        not any(t in option for t in left) for left, _ in apart)


# What a default is set to may be a plain word ("even pacing", "full backups"), lighter than a
# name; the lightest words ("new", "all") and the verbs of setting and changing (`_light`) are
# not what it is set to.
DEFAULT_WORD = 2.0


def _own_word(term: str, weight: float, theirs: Bag) -> bool:
    """Whether a word of one default's claim is its own: not said in the other's, and not a
    light word (`DEFAULT_WORD`, `subjects._light`, "again")."""
    return (weight >= DEFAULT_WORD and term not in _light() and term not in ("again", "default")
            and not _matched(term, theirs))


_BY_HAND = re.compile(r"\b(?:manual|manually|by hand)\b", re.IGNORECASE)
_AUTOMATIC = re.compile(r"\b(?:automatic|automatically|automated)\b", re.IGNORECASE)
_NO_WORD = re.compile(r"\b(?:not|no|never|nobody|none|nothing|without|cannot|yet)\b|n't\b",
                      re.IGNORECASE)


def _by_hand_against_automatic(a: Claim, b: Claim) -> bool:
    """Whether one of two opposed claims says an act is done by hand and the other that it
    is done automatically, neither with a no of its own ("Nobody has automated the access
    reviews yet" agrees with "Access reviews are manual")."""
    if _NO_WORD.search(a.text) or _NO_WORD.search(b.text):
        return False
    hand_a, hand_b = bool(_BY_HAND.search(a.text)), bool(_BY_HAND.search(b.text))
    auto_a, auto_b = bool(_AUTOMATIC.search(a.text)), bool(_AUTOMATIC.search(b.text))
    return (hand_a and auto_b and not auto_a and not hand_b) or (
        auto_a and hand_b and not hand_a and not auto_b)


def _two_kinds_of(a: Claim, b: Claim) -> bool:
    """Whether each claim puts a word of its own right before a noun both say: two kinds of
    one thing ("Access requests are approved manually" / "Okta approves the group membership
    requests automatically"), each done its own way."""
    def before(claim: Claim, other: Claim) -> set[str]:
        bag, theirs = claim.bag(), other.bag()
        # (side by side as written, too: not a verb and its object, "decrease the location
        # update frequency", nor a subject and its verb, "any agent can approve")
        written = {(_stem(w.removesuffix("'s")), _stem(nxt)) for w, nxt in pairwise(
            re.findall(r"[\w'-]+", claim.text.lower()))}
        return {nxt for word, nxt in pairwise(claim.seq)
                if word.isalpha() and bag.get(word, 0.0) >= NAMING and (word, nxt) in written
                and not _matched(word, theirs) and _matched(nxt, theirs)}

    return bool(before(a, b) & before(b, a))


# "..., otherwise the bet slip is rejected", "...; or else the job fails": what follows says
# what happens when the rule before it is broken.
_OTHERWISE = r"(?:\botherwise|\bor else|\belse)[,:]?\s+"


def _consequence(unit: _Unit, claim: Claim) -> bool:
    """Whether the claim is the clause after "otherwise" or "or else" in its fact ("Age
    verification has to pass before we accept any bet, otherwise the bet slip is rejected"):
    it tells what happens when the rule is broken, so its no ("rejected") is the rule's yes
    seen from the other side, in no dispute with a rule the other entry states ("No bet is
    accepted without a verified date of birth"). Two consequences still meet each other."""
    return re.search(_OTHERWISE + re.escape(claim.text), unit.text, re.IGNORECASE) is not None


def _unit_of(units: Sequence[_Unit], claim: Claim) -> str:
    return next((unit.text for unit in units if claim in unit.claims), claim.text)


def _bare_rivals(units_a: Sequence[_Unit], units_b: Sequence[_Unit]) -> Verdict | None:
    """A conflict where each entry says only which tool it uses (`tools.bare_use`), two tools
    for one job: "This repo uses yarn" / "Use npm in this repo". Every note is about the one
    repository, so the two say two tools for one job; with nothing else said, nothing tells
    two places apart. Asked of short entries too ("Use Jest." / "We use Vitest."), which are
    otherwise never the same as anything. None when they are not so."""
    a = bare_use([c for u in units_a for c in u.claims])
    b = bare_use([c for u in units_b for c in u.claims])
    if a is None or b is None or a.terms == b.terms or bare_tool([a]).isdisjoint(
            bare_tool([b])):
        return None
    return Verdict("conflict", 0.0, f"name: \u201c{a.text}\u201d / \u201c{b.text}\u201d; "
                   "two tools for one job", _unit_of(units_a, a), _unit_of(units_b, b), "name")


def _not_this(units_mine: Sequence[_Unit], units_theirs: Sequence[_Unit],
              flip: bool = False) -> Verdict | None:
    """A conflict where one entry says yes to a thing and cuts a "not Y" from it ("Order state
    changes are published to RabbitMQ, not Kafka"), and the other says yes to Y about what
    that yes speaks of ("Order state changes -> Kafka, topic orders.v2"), without the word
    the first chose instead; None when there is none. `flip`: `units_mine` is entry b."""
    for unit in units_mine:
        for claim in unit.claims:
            cut = _beside(unit, claim, 1)
            if claim.negative or cut is None or not _cut_no(cut):
                continue
            for other in (c for u in units_theirs for c in u.claims):
                if _said_yes_instead(claim, cut, other):
                    mine, theirs = (f"{claim.text}, {cut.text}", other.text)
                    a, b = (theirs, mine) if flip else (mine, theirs)
                    fact_a, fact_b = (_unit_of(units_theirs, other), unit.text) if flip else (
                        unit.text, _unit_of(units_theirs, other))
                    score = round(100 * compare_claims(claim, other).score, 1)
                    return Verdict("conflict", score, f"negation: \u201c{a}\u201d / "
                                   f"\u201c{b}\u201d", fact_a, fact_b, "negation")
    return None


def _cut_no(cut: Claim) -> bool:
    """Whether a clause is a "not Y" cut from the claim before it: it opens with "not" (or
    "never", "nor") and says no to every word it has ("not Kafka", "not in PostGIS")."""
    first = cut.text.split(maxsplit=1)[0].lower() if cut.text.strip() else ""
    return first in _ELLIPSIS and cut.negative and bool(cut.terms) and set(
        cut.terms) <= cut.negated


def _said_yes_instead(claim: Claim, cut: Claim, other: Claim) -> bool:
    """Whether `other` says yes to every word and value of the "not Y" `cut` from `claim`,
    shares with `claim` enough beside them to speak of the same thing, and leaves out what
    `claim` chose instead, the word or value it ends with, right before the "not": "Consent
    withdrawal is applied in the nightly batch, not immediately" / "Consent withdrawal takes
    effect immediately". Not where `other` says the chosen word too ("Logical backups of 1
    DB: pg_dump, not pg_dumpall" / "Use pg_dump for logical backups"), nor where it says Y in
    a no ("Laravel Mix is not used"), nor where the two are look-alikes of two things
    ("Broker statements are emailed through the Exchange relay, not SES" / "Customer emails
    go through the SES relay")."""
    if other.negative or not cut.values <= other.values or not claim.seq:
        return False
    said = other.bag()
    if not all(t in said and t not in other.negated for t in cut.terms):
        return False
    last = claim.seq[-1]  # (the word or value chosen, right before the "not")
    kind, _, value = last.partition("=")
    chosen_said = ((kind, value) in other.values if (kind, value) in claim.values
                   else _matched(last, said))
    if chosen_said:
        return False
    if claim.terms and other.terms and not _matched(claim.terms[0], said) and not _matched(
            other.terms[0], claim.bag()):
        return False  # each opens with a word of its own: two things ("Marketing emails go
        # out through Mailchimp, not SES" / "Password reset emails are sent through SES")
    denied = cut.bag()
    weights = dict(zip(claim.terms, claim.weights, strict=True))
    shared = sum(w for t, w in weights.items() if _matched(t, said) and not _matched(t, denied))
    return shared >= _DENIED and compare_claims(claim, other).kind != "lookalike"


def _takes_back(units: Sequence[_Unit], mine: Claim, theirs: Claim) -> bool:
    """Whether the entry of `theirs` also says no to what `mine` has in the place where the two
    differ: a negative claim of its own that names a word or value only `mine` says, and
    nothing only `theirs` says ("..., not with torch.save"). A no takes back only a yes: when
    `mine` is itself a no ("Never put API keys in notebooks"), another no to its word ("never
    paste them into a notebook") agrees with it."""
    if mine.negative:
        return False
    bag_mine, bag_theirs = mine.bag(), theirs.bag()
    own = {t for t in mine.terms if not _matched(t, bag_theirs)} | set(mine.values - theirs.values)
    new = {t for t in theirs.terms if not _matched(t, bag_mine)} | set(theirs.values - mine.values)
    for unit in units:
        for claim in unit.claims:
            if claim is theirs or not claim.negative:
                continue
            said = set(claim.terms) | set(claim.values)
            if said & own and not said & new:
                return True
    return False


def _each_says_more(pairs: Sequence[tuple[_Unit, _Unit, Claim, Claim, Relation]],
                    a_less: bool, larger: Sequence[_Unit]) -> str:
    """Why the entry that says less is not within the other, though nearly all its words
    are: its one claim says more than its counterpart (a value the other does not give), and
    the other entry has a claim that the smaller one says nothing of ("Postgres is the source
    of truth for bookings; Redis only caches availability" / "Availability is cached in Redis
    for 5 minutes"). Each tells something the other does not: two facts about one setup."""
    mine = {id(p[2] if a_less else p[3]): p[2] if a_less else p[3] for p in pairs}
    if len(mine) != 1:
        return ""
    more = "contains" if a_less else "within"
    close = [p for p in pairs if p[4].score >= ALIGNED_SHARE]
    if not close or any(p[4].kind != more for p in close):
        return ""
    claim = next(iter(mine.values()))
    other = close[0][3] if a_less else close[0][2]
    also = {id(p[3] if a_less else p[2]) for p in pairs if p[4].kind in (more, "same")}
    if not _said_elsewhere(_differing(claim.values, other.values), other, larger, also):
        return ""
    theirs = {id(p[3] if a_less else p[2]) for p in close}
    return "each says something the other does not" if any(
        id(c) not in theirs for u in larger for c in u.claims) else ""


def _said_elsewhere(values: frozenset[tuple[str, str]], counterpart: Claim,
                    larger: Sequence[_Unit], held: set[int]) -> frozenset[tuple[str, str]]:
    """Of the values one claim gives beyond its counterpart, those that no other claim of the
    counterpart's own fact gives, among the claims it holds too (`held`: ids of the claims it
    says or contains). A claim that joins two clauses of one fact ("Migrations are generated
    with `alembic revision --autogenerate` and kept in db/migrations" / "Migrations live in
    db/migrations; create one with `alembic revision --autogenerate`") meets one of them as
    its counterpart, and the value the other clause gives is said there, not something more.
    A value the fact names in a clause it does not hold ("Hold out the last year as OOS; two
    years left too little data") is still more."""
    if not values:
        return values
    unit = next((u for u in larger if counterpart in u.claims), None)
    if unit is None:
        return values
    said = frozenset(v for c in unit.claims if c is not counterpart and id(c) in held
                     for v in c.values)
    return _differing(values, said) if said else values


# Two claims share this much of their weight to be lined up as counterparts.
ALIGNED_SHARE = 0.5
SPREAD_SHARE = 0.4


def _spread(smaller: Sequence[_Unit],
            pairs: Sequence[tuple[_Unit, _Unit, Claim, Claim, Relation]]) -> str:
    """Why an entry none of whose claims is found in the other, though nearly all its words
    are, is still not said there: its words are gathered from several claims of the other.
    An entry of one claim: no claim of the other holds much of it. An entry of several: no
    claim of the other is a counterpart of any of its claims ("Generated protobuf files have
    their own regeneration workflows; see README.md" against a list of tasks, one
    regenerating protobuf files, another naming README.md)."""
    mine = {id(c) for u in smaller for c in u.claims}
    best = max((p[4].score for p in pairs if id(p[2]) in mine or id(p[3]) in mine),
               default=0.0)
    if len(mine) == 1:
        return "its words are spread over several claims of the other" if (
            best < SPREAD_SHARE) else ""
    return "its words are spread over several claims of the other" if (
        best < ALIGNED_SHARE) else ""


def _one_claim_spread(smaller: Sequence[_Unit],
                      pairs: Sequence[tuple[_Unit, _Unit, Claim, Claim, Relation]]) -> str:
    """`_spread`, asked of an entry of one claim only: its rare words all said in the other
    make a restatement in other words (`restated`) when they are said together, not one in
    each of several items of a list. An entry of several claims is often said over as many
    sentences of the other ("Every posting must balance: total debits equal total credits" /
    "Each journal entry has to balance, with debits matching credits")."""
    if sum(len(u.claims) for u in smaller) != 1:
        return ""
    return _spread(smaller, pairs)


# A list of this many items or more: a note's words found over several of them are gathered.
A_LIST = 4


def _over_a_list(larger: Sequence[_Unit], smaller: Sequence[_Unit],
                 pairs: Sequence[tuple[_Unit, _Unit, Claim, Claim, Relation]]) -> str:
    """`_spread`, asked of an entry of several claims against a list (`A_LIST` items or
    more): "Generated protobuf and bridge files have specific regeneration workflows; see
    README.md before changing them" against a list of tasks, one regenerating protobuf files,
    another naming README.md (a real memory file; session 34). Two or three sentences of the
    other may say one fact over again (`_one_claim_spread`), a list's items are each their
    own. (Asked only of an entry the other does not hold nearly whole: a one-line summary of
    a checklist says its items together.)"""
    return _spread(smaller, pairs) if len(larger) >= A_LIST else ""


def _list_spread(smaller: Sequence[_Unit]) -> str:
    """Why a list none of whose items is found in the other is not said there by its words:
    an entry of three facts or more (a heading and its items, "**Updates**: Implementation
    pattern library; Code generation templates; Project management capabilities; Knowledge
    application mechanisms") whose rare words are all said in the other only one here and one
    there, over the items of another list ("Templates for common implementation patterns",
    "Validation mechanisms for generated code", "Refactoring capabilities ..."). Two lists
    that share their nouns are two lists unless an item of one is found in the other (then
    the entries are aligned and this is never asked). A paraphrase of one fact told over
    several sentences is one fact, not a list (`_one_claim_spread`)."""
    return "none of its items is found in the other" if len(smaller) >= 3 else ""


def _parallel(units_a: Sequence[_Unit], units_b: Sequence[_Unit],
              pairs: Sequence[tuple[_Unit, _Unit, Claim, Claim, Relation]]) -> str:
    """Why two entries that share most of their words are two parallel items of a real memory
    file, not one said twice (memstore.core.judge.doubts): one word put for another, a file
    inside the folder the other names, two roles swapped, a change made against the rule, a
    condition the other gives only as the purpose of another step."""
    # Each is asked both ways round: which entry weighs less must not decide the verdict.
    # Two claims each entry says word for word are not a difference between the entries
    # (an entry is a duplicate of itself, whatever its items say to each other).
    said_a = {c.text for u in units_a for c in u.claims}
    said_b = {c.text for u in units_b for c in u.claims}
    pairs = [p for p in pairs if not (p[2].text in said_b and p[3].text in said_a)]
    return (_other_word(pairs) or _deeper_path(units_a, units_b) or _roles_swapped(pairs)
            or _change_record(units_a, units_b) or _change_record(units_b, units_a)
            or _only_as_purpose(units_a, units_b) or _only_as_purpose(units_b, units_a)
            or _other_fenced_command(units_a, units_b) or _other_quoted(units_a, units_b)
            or _part_for_name(pairs))


# Words a rule may add around its "no" without saying anything more ("You must not ...",
# "Please don't ...", "Do not ...").
_FRAME = frozenset({"do", "doe", "does", "did", "you", "we", "must", "should", "shall", "will",
                    "ever", "pleas", "please"})


def _unframed(text: str) -> list[str]:
    """A claim's words without the frame a rule may put around them (`_FRAME`)."""
    return [w for w in _words(text) if w not in _FRAME]


def _said_no_to_whole(units_a: Sequence[_Unit], units_b: Sequence[_Unit]) -> Verdict | None:
    """A short rule and the same words said with a no ("Log request bodies." / "Don't log
    request bodies."; "Use tabs." / "Never use tabs."): a conflict, though the short side
    reads like a heading. A heading never absorbs anything, but it can be said no to word for
    word, and that is the plainest contradiction there is."""
    negators = _negators()
    for ua in units_a:
        for ub in units_b:
            for ca in ua.claims:
                for cb in ub.claims:
                    if ca.negative == cb.negative:
                        continue
                    plain, negated = (ca, cb) if cb.negative else (cb, ca)
                    said = _unframed(plain.text)
                    rest = [w for w in _unframed(negated.text) if not _negator(w, negators)]
                    if len(said) >= 2 and said == rest:
                        return Verdict("conflict", 100.0, f"negation: \u201c{ca.text}\u201d / "
                                       f"\u201c{cb.text}\u201d; the same words said with a no",
                                       ca.text, cb.text, "negation")
    return None


def _one_word_turned(units_a: Sequence[_Unit], units_b: Sequence[_Unit]) -> Verdict | None:
    """A short rule and the same words with one word turned to its opposite or to another
    word of its closed set ("Logging enabled." / "Logging disabled.", "Auth required." / "Auth
    optional."; session 30): a conflict, though each reads like a heading, as a short rule
    said with a no is (`_said_no_to_whole`)."""
    turned = _turned([c for u in units_a for c in u.claims], [c for u in units_b for c in u.claims],
                     sets=False)  # (two words of a set name two headings: "Checklist: morning")
    if turned is None:
        return None
    ca, cb, x, y, reason = turned
    return Verdict("conflict", 100.0, f"{reason}: \u201c{ca.text}\u201d / \u201c{cb.text}\u201d;"
                   f" the same words but one ({x} / {y})", ca.text, cb.text, reason)


def _turned(said_a: Sequence[Claim], said_b: Sequence[Claim], sets: bool = True
            ) -> tuple[Claim, Claim, str, str, str] | None:
    """Two claims word for word the same but one word, turned to its opposite (the opposites
    table) or to another word of its closed set (`series`), as written or as the terms read
    them ("in UTC" / "in local time"; only when `sets`), with the two words and the reason;
    None when there are none. Not the word the claim opens with ("Dark theme tokens" / "Light
    theme tokens" name two things), and only where both write a no alike (the claims' own
    polarity reads "disabled" as a no)."""
    opposite = opposite_forms()
    negators = _negators()
    for ca in said_a:
        for cb in said_b:
            wa, wb = _unframed(ca.text), _unframed(cb.text)
            if sum(_negator(w, negators) for w in wa) != sum(_negator(w, negators) for w in wb):
                continue  # (a written no on one side only: "not disabled")
            for seq_a, seq_b in ((wa, wb), (list(ca.terms), list(cb.terms))):
                if len(seq_a) != len(seq_b) or len(seq_a) < 2:
                    continue
                apart = [(n, x, y) for n, (x, y) in enumerate(zip(seq_a, seq_b, strict=True))
                         if x != y]
                if len(apart) != 1 or apart[0][0] == 0:
                    continue
                _, x, y = apart[0]
                if y in opposite.get(x, ()):
                    return ca, cb, x, y, "negation"
                if sets and one_series(x, y):
                    return ca, cb, x, y, "value"
    return None


def _guarded(pairs: Sequence[tuple[_Unit, _Unit, Claim, Claim, Relation]], score: float,
             line: str, why: str) -> Verdict:
    """A duplicate, unless the merge guard finds a difference between two aligned claims that
    is not a restatement (memstore.core.judge.guard): then a conflict or an uncertain pair,
    with the reason the merge was held back."""
    held = held_back(pairs)
    if held is None:
        allowed = _allowed_against_forbidden(pairs)
        if allowed:
            return Verdict("maybe_conflict", score, f"{line}; one forbids what the other allows: "
                           f"{allowed}")
        denied = _denied_elsewhere(pairs)
        if denied:
            # "Autoscaling is enabled for the API pods" / "The API runs a fixed number of
            # pods, no autoscaling": the no is said in a claim of its own, which the claims
            # lined up best (the ones that share the most) leave out
            return Verdict("maybe_conflict", score, f"{line}; one says not: {denied}")
        return Verdict("duplicate", score, f"{line}; {why}")
    said = f"\u201c{held.a.text}\u201d / \u201c{held.b.text}\u201d"
    if held.kind == "conflict" and _two_kinds_of(held.a, held.b):
        # (the two said of two kinds of one thing: "Access requests are approved manually" /
        # "Okta approves the group membership requests automatically", session 34)
        return Verdict("distinct", score, f"{line}; two kinds of one thing: {said}")
    if held.kind == "conflict":
        return Verdict("conflict", score, f"{held.reason}: {said}; merge held back: "
                       f"{held.why}", held.a.text, held.b.text, held.reason)
    return Verdict("maybe_conflict", score, f"{line}; merge held back, another word in the "
                   f"same place ({held.why}): {said}")


# A word this rare (a name, not "use" or "run"), said yes to on one side and no to on the other,
# is one thing said to be and not to be.
_DENIED = 4.5


# A claim that is no more than a no to a thing, cut from the claim before it ("Vue 2 code uses
# the Composition API, not the Options API"): all its words name what it says no to, the
# first of them negated ("Options").
_NOT_A_THING = re.compile(r"(?:not|no)\s+(?:the\s+|a\s+|an\s+)?[\w`]", re.IGNORECASE)


def _manner_unmet(a: Claim, b: Claim) -> bool:
    """Whether the no of one claim is only the other end of an opposite that says how it is
    done ("renewed automatically": not by hand), and the other claim says nothing of how
    ("cert-manager takes care of renewing the certs"; session 41: "one says not")."""
    negative, positive = (a, b) if a.negative else (b, a)
    return not positive.opposed and no_of_manner(negative) and not any(
        _matched(t, positive.bag()) for t in negative.negated)


def _denied_elsewhere(pairs: Sequence[tuple[_Unit, _Unit, Claim, Claim, Relation]]) -> str:
    """The two claims, "“yes” / “no”", where one entry says no to a thing and nothing else (a
    claim of its own, every word of it negated: "no autoscaling"), and the other says yes to
    it in a claim that says all of it, its rare word included, of what a yes of the first
    entry speaks of too ("The API runs a fixed number of pods"); "" when there is none. (Not a
    no said of another thing than the other's yes speaks of: "Use pnpm, not npm" / "We use
    pnpm (npm breaks the workspace links)".) Or where one entry says only that a thing is
    switched off, and the other says yes to all of it (`_switched_on_elsewhere`)."""
    sides = (list(dict.fromkeys(ca for _, _, ca, _, _ in pairs)),  # (in order: each
             list(dict.fromkeys(cb for _, _, _, cb, _ in pairs)))  # report says the same)
    for mine, theirs in (sides, sides[::-1]):
        yes_here = {t for c in theirs for t in c.terms if t not in c.negated}
        for no in (c for c in theirs if c.negative and (set(c.terms) <= c.negated
                                                         or _NOT_A_THING.match(c.text))):
            for yes in mine:
                found = [t for t in yes.terms
                         if t in no.negated and t not in yes.negated and t not in yes_here]
                weights = dict(zip(yes.terms, yes.weights, strict=True))
                named = (max((weights[t] for t in found), default=0.0)
                         if set(no.terms) <= no.negated
                         else sum(weights.get(t, 0.0) for t in set(no.terms)))
                # (a name said no to whole: "not the Options API" weighs as its words do
                # together)
                if found and named >= _DENIED and not yes.negative and set(no.terms) <= set(
                        yes.terms) and any(
                        sum(w for t, w in zip(yes.terms, yes.weights, strict=True)
                            if t not in found and t in c.terms) >= _DENIED
                        for c in theirs if not c.negative):
                    a, b = (yes, no) if mine is sides[0] else (no, yes)
                    return f"\u201c{a.text}\u201d / \u201c{b.text}\u201d"
        for off in (c for c in theirs if _only_switched_off(c) and not any(
                _only_switched_off(own) and _says_all_of(own, c) for own in mine)):
            for yes in mine:
                if _switched_on_elsewhere(yes, off):
                    a, b = (yes, off) if mine is sides[0] else (off, yes)
                    return f"\u201c{a.text}\u201d / \u201c{b.text}\u201d"
    return ""


def _only_switched_off(claim: Claim) -> bool:
    """Whether a claim says a thing is switched off and nothing else ("password login is
    off", "autoscaling is disabled"): its one no is to the switch, and it names no value."""
    return claim.negative and not claim.values and len(claim.negated) == 1 and (
        claim.negated <= switch_forms()) and len(claim.terms) >= 2


def _switched_on_elsewhere(yes: Claim, off: Claim) -> bool:
    """Whether a claim says yes to all that a switched-off claim of the other entry names
    (`_only_switched_off`: "SSH password login is allowed on the bastion" against "The
    bastion only accepts SSH keys; password login is off"), with no switch of its own: said
    in a claim of its own, the no is left out of the claims lined up best (they share more),
    and the entry that says less read as restated (session 41: merged)."""
    if yes.negative or yes.negated or off.negated & set(yes.terms):
        return False
    named = {t: w for t, w in zip(off.terms, off.weights, strict=True) if t not in off.negated}
    return _says_all_of(yes, off) and sum(named.values()) >= _DENIED


def _says_all_of(claim: Claim, off: Claim) -> bool:
    """Whether a claim names all that a switched-off claim names besides its switch (an entry
    that says the switch is off itself denies nothing of the other's: "Query logging in stg is
    off. It filled the disk twice" against itself)."""
    bag = claim.bag()
    return all(_matched(t, bag) for t in off.terms if t not in off.negated)


def says_less(total_a: float, in_b: float, entry_a: tuple[str, tuple[str, ...]],
              total_b: float, in_a: float, entry_b: tuple[str, tuple[str, ...]]) -> bool:
    """Whether entry a is the one that says less: the lighter (terms and values by weight);
    of two as heavy, the one less of which the other holds (the stricter reading), and of two
    alike in that too, the first in text order. Never both or neither, so the verdict's score
    and the side it reads as the smaller do not depend on which entry is given first."""
    if total_a != total_b:
        return total_a < total_b
    if in_b != in_a:
        return in_b < in_a
    return entry_a <= entry_b


def _little_shared(mine: Bag, theirs: Bag) -> bool:
    """Whether the words of one entry found in the other weigh too little to be about one
    thing (asked of each side: a word found from one side only, "grace" in
    "terminationGracePeriodSeconds", is still shared)."""
    return sum(w for t, w in mine.items() if t in theirs) < 2.0 and sum(
        w for t, w in mine.items() if _matched(t, theirs)) < 2.5


def _also_said(ca: Claim, cb: Claim, relation: Relation,
               pairs: Sequence[tuple[_Unit, _Unit, Claim, Claim, Relation]],
               titles: set[str]) -> bool:
    """Whether a negation conflict is undone by the entries themselves: the side that says
    no to something also says what the other side does ("Tailwind classes are sorted by the
    plugin; never sort them by hand" against "Do not sort Tailwind classes by hand")."""
    if relation.reason != "negation":
        return False
    # (A title such as "Policy: logging headers" heads a rule; it does not state one.)
    for ua, ub, x, y, r in pairs:
        if r.kind != "same" or ua.text in titles or ub.text in titles or (x is ca) == (y is cb):
            continue
        if (x is ca and y.negative == ca.negative and y is not cb) or (
                y is cb and x.negative == cb.negative and x is not ca):
            return True
    return False


def _one_rule_each_side(ua: _Unit, ca: Claim, ub: _Unit, cb: Claim) -> bool:
    """Whether a no and a yes are one rule, told from each side by what the sentences around
    them say: the no said again of "it" (`_said_again_of_it`), or the no under a "Without X"
    the yes asks for (`_lacking_the_condition`)."""
    return (_said_again_of_it(ca, ub, cb) or _said_again_of_it(cb, ua, ca)
            or _lacking_the_condition(ua, ca, cb) or _lacking_the_condition(ub, cb, ca))


_PRONOUN = re.compile(r"\b(?:it|them|this|that|these|those)\b", re.IGNORECASE)


def _said_again_of_it(claim: Claim, unit: _Unit, other: Claim) -> bool:
    """Whether the other entry, right after the claim a no is set against, says that no
    itself of it, by a pronoun: "Don't run `npm audit fix --force`" against "`npm audit fix
    --force` breaks package-lock.json, so never run it"; "Generated files in src/gen/ must not
    be edited" against "src/gen/ is generated; never edit it by hand". The two claims met
    only because the pronoun hides what the no is said of. (As many nos on each: "we don't
    retry them automatically" says "by hand", not "automatically".)"""
    if not claim.negative or other.negative:
        return False
    after = _beside(unit, other, 1)
    return (after is not None and after.negative and after.nos == claim.nos
            and bool(after.negated & claim.negated) and bool(_PRONOUN.search(after.text)))


# The words a clause opens with when it only sets the condition of the clause after it.
_CONDITIONS = frozenset("if when whenever unless once".split())
# The subject a rule opens with after a condition written without its comma, two words or more
# into the claim ("If the build fails we retry once", "When debugging CI it's fine to ..."):
# not "If you deploy on Fridays", whose "you" is the condition's own subject.
_MAIN_CLAUSE = re.compile(r"^\S+\s+\S+.*?\s(?:it(?:'s|\u2019s|\s+is)|you|we|they|"
                          r"there(?:'s|\u2019s|\s+is|\s+are))\s", re.IGNORECASE)


def _condition(claim: Claim) -> bool:
    """Whether a claim is a condition cut from its sentence ("If a model has
    `modular_<name>.py`", then ", do not edit the generated files"): it says neither yes nor
    no to anything, so it is in no negation conflict; the clause after it is compared on its
    own."""
    words = claim.text.split(maxsplit=1)
    # (Not one that goes on past a comma or colon: "When the HSM is unreachable, fail closed"
    # states its rule too; nor one whose rule follows with no comma, opened by a subject of
    # its own: "When debugging CI it's fine to print secrets in the logs".)
    if _MAIN_CLAUSE.search(claim.text):
        return False
    # ("Without consent", cut from "Without consent, no analytics cookies are set", is a
    # condition too, a no though it says: "if there is no consent")
    return (bool(words) and (words[0].lower() in _CONDITIONS and not claim.negative
                             or words[0].lower() == "without" and len(words) > 1)
            and not any(mark in claim.text for mark in ",:;"))


def _one_no_twice(a: Claim, b: Claim) -> bool:
    """Whether the negative one of two claims says what the other does with a word of its own
    (compare.one_no_said_twice: a cap, "no more than 2" / "max 2"; a state, "never edit" /
    "frozen"; a thing kept outside, "skip the train" / "outside the train"; the rule from its
    other side, "never ship an image that isn't signed" / "every image we ship is signed"; a
    skip said with a verb of leaving out, "skip X" / "leave X out"): not a yes and a no."""
    negative, positive = (a, b) if a.negative else (b, a)
    return (one_no_said_twice(negative, positive) or outside_of(negative, positive)
            or no_of_the_rest(negative, positive) or left_out(negative, positive))


def _said_no_to(a: Claim, b: Claim) -> bool:
    """Whether the negative one of two claims says nothing but no to words the other says
    ("Paperclip is deprecated" / "Paperclip files are moved by a job"): not a conflict on its
    own (see compare._of_the_subject), not a restatement either."""
    negative, positive = (a, b) if a.negative else (b, a)
    return _said_after(negative) and all(_matched(t, positive.bag()) for t in negative.terms)


# Conflicts of a slot that may hold several items at once (names, paths, URLs), unlike an
# amount: an entry that says both does not dispute either.
_LISTED = frozenset(("name", "path", "url"))
_PRONOUNS = frozenset("it they this these that those".split())
# The words a clause cut from its sentence opens with when it says no to a part of what the
# clause before it said ("Feature flags go in config/, never in .env"; "use cursors, not page
# numbers"; "instead of Jest"): its subject is the one of the clause before.
# (Only when the clause before shares nothing with the other claim: "Prefer X, instead of Y"
# against "Prefer Y, instead of X" is one choice reversed, whose clauses look alike.)
_ELLIPSIS = frozenset("never not nor".split())


def _beside(unit: _Unit, claim: Claim, step: int) -> Claim | None:
    """The clause of the same sentence right after a claim (`step` 1) or right before it
    (-1), or None."""
    if claim not in unit.claims:
        return None
    at = unit.claims.index(claim) + step
    return unit.claims[at] if 0 <= at < len(unit.claims) else None


def _contrasted(unit: _Unit, claim: Claim, other: Claim, relation: Relation) -> bool:
    """Whether a positive claim is followed in its sentence by a clause cut from it that says
    no to what the other claim says no to ("Log the password hash, not the password" against
    "Never log passwords"; "Log token IDs, not token values" against "Never log tokens"): the
    entry says no to that too, and its yes is to another thing."""
    if relation.reason != "negation" or claim.negative or not other.negative:
        return False
    after = _beside(unit, claim, 1)
    if after is None:
        return False
    first = after.text.split(maxsplit=1)[0].lower() if after.text.strip() else ""
    if first not in _ELLIPSIS or not after.negative:
        return False
    start = next((n for n, t in enumerate(other.terms) if t in other.negated), None)
    said = [t for t in other.terms[(start if start is not None else 0) + 1:]]
    return bool(said) and any(_matched(t, after.bag()) for t in said)


# The words that cut an exception from the rule before it ("Don't use `async void` except for
# event handlers", "Never run VACUUM FULL unless the table is small").
_EXCEPTION = re.compile(r"\b(?:except|unless|other than|apart from)\b", re.IGNORECASE)


def _excepted(unit: _Unit, claim: Claim, other: Claim, relation: Relation) -> bool:
    """Whether a negative claim is followed in its sentence by an exception ("except for
    event handlers") and the positive claim says yes only where the exception holds: each of
    its content words the negative does not say is said by the exception ("Don't use `async
    void` except for event handlers" / "async void is only allowed in event handlers"): the
    rule and its exception, not a yes against a no."""
    if relation.reason != "negation" or not claim.negative or other.negative:
        return False
    after = _beside(unit, claim, 1)
    if after is None:
        return False
    text = _plain(unit.text)
    start = text.find(claim.text.lower())
    end = text.find(after.text.lower(), start + len(claim.text)) if start >= 0 else -1
    if end < 0 or not _EXCEPTION.search(text[start + len(claim.text):end]):
        return False
    mine, excepted = claim.bag(), after.bag()
    own = [t for t, w in zip(other.terms, other.weights, strict=True)
           if w >= NAMING and t not in _light() and not _matched(t, mine)]
    return bool(own) and all(_matched(t, excepted) for t in own)


def _lacking_the_condition(unit: _Unit, claim: Claim, other: Claim) -> bool:
    """Whether a negative claim follows a "Without X" its sentence opens with, and the other
    claim says yes to it only with X: "Without an approving review, nothing gets merged" /
    "Merge only after an approving review" is one rule told from each side, not a yes against
    a no. The other claim says every content word of the condition."""
    if not claim.negative or other.negative:
        return False
    before = _beside(unit, claim, -1)
    if before is None or not _condition(before) or not before.text.lower().startswith(
            "without"):
        return False
    named = [t for t, w in zip(before.terms, before.weights, strict=True)
             if t not in _light() and w >= NAMING]
    return bool(named) and all(_matched(t, other.bag()) for t in named)


# The words a clause opens with when it was cut from its sentence before what that sentence
# prefers something to ("Take dumps from a replica rather than from the primary", "Use pg_dump
# instead of pg_dumpall").
_CONTRAST = frozenset(("rather", "instead"))


def _said_of_another(unit: _Unit, claim: Claim, other: Claim) -> bool:
    """Whether a claim that opens with a pronoun ("Use Dagger in the SDK module, it can't
    depend on Hilt") or is cut from its sentence ("Feature flags go in config/features.php,
    never in .env") speaks of what the clause before it names, when that clause is about
    something else than the other claim: its "not" is said of another subject. A clause cut
    before a "not", "never", "rather than" or "instead of" also speaks of another subject when
    the other claim, before the words it shares with that clause, says what it is about with a
    word of its own that the sentence never says, and the clause before says something of its
    own too ("Take logical dumps from a replica rather than from the primary" / "Take the
    pgBackRest full backup from the primary"; not "Use cursors, not page numbers" / "Use page
    numbers for pagination", whose word of its own comes after)."""
    first = claim.text.split(maxsplit=1)[0].lower()
    before = _beside(unit, claim, -1)
    if first not in _PRONOUNS and first not in _ELLIPSIS and first not in _CONTRAST or (
            before is None):
        return False
    if first in _ELLIPSIS or first in _CONTRAST:
        if _own_subject_before(other, claim, before):
            return True
        if first in _CONTRAST:
            return False  # ("Use Hilt" / "instead of Koin for DI in the Android app": the
            # clause before may be only the choice, its scope cut off with the rest)
    kinds = ("unrelated",) if first in _ELLIPSIS else ("unrelated", "lookalike")
    return compare_claims(before, other).kind in kinds


def _each_after_its_own(ua: _Unit, ca: Claim, ub: _Unit, cb: Claim) -> bool:
    """Whether two claims each come after a clause of their own sentence that names what they
    speak of, and the two clauses before speak of two things, neither of them the other
    claim's ("Loading of test fixtures goes through `load_fixture`; the files live in
    tests/fixtures" / "New migration: `alembic revision` (files go in db/migrations)"): "the
    files" of one sentence are not the files of the other."""
    before_a, before_b = _beside(ua, ca, -1), _beside(ub, cb, -1)
    if before_a is None or before_b is None:
        return False
    return all(compare_claims(x, y).kind == "unrelated"
               for x, y in ((before_a, before_b), (before_a, cb), (before_b, ca)))


def _own_subject_before(other: Claim, cut: Claim, before: Claim) -> bool:
    """Whether the other claim, before the first word it shares with a clause cut from its
    sentence, says a content word that neither that clause nor the one before it says, and
    the clause before says one the other does not (see `_said_of_another`)."""
    cut_bag, before_bag, other_bag = cut.bag(), before.bag(), other.bag()
    shared = next((n for n, t in enumerate(other.terms) if _matched(t, cut_bag)), None)
    if shared is None:
        return False
    light = _light()

    def content(t: str, w: float) -> bool:
        return w >= NAMING and t not in light

    own = [t for t, w in zip(other.terms[:shared], other.weights[:shared], strict=True)
           if content(t, w) and not _matched(t, before_bag) and not _matched(t, cut_bag)]
    mine = [t for t, w in zip(before.terms, before.weights, strict=True)
            if content(t, w) and not _matched(t, other_bag)]
    return bool(own) and bool(mine)


def _title_conflict(title_a: str, facts_a: Sequence[str], title_b: str,
                    facts_b: Sequence[str]) -> Verdict | None:
    """Two titles that disagree ("Deploys: Fridays allowed" / "Deploys: no Friday deploys")
    make a conflict even when the title only heads the facts."""
    if _title_is_fact(title_a, facts_a) or _title_is_fact(title_b, facts_b):
        return None  # a title that is a fact (or its first words) is compared as one
    said_a, said_b = claims(title_a), claims(title_b)
    disputes = [(ca, cb, relation) for ca in said_a for cb in said_b
                if (relation := compare_claims(ca, cb)).kind == "conflict"
                and not (_said_in(ca, said_b) and _said_in(cb, said_a))]
    if not disputes:
        turned = _turned(said_a, said_b) if _bodies_alike(facts_a, facts_b) else None
        if turned is None:  # ("Auth required" / "Auth optional" over one body; not
            return None  # "Checklist: morning" / "Checklist: evening" over two lists)
        ca, cb, x, y, reason = turned
        return Verdict("conflict", 100.0, f"{reason} (titles): \u201c{ca.text}\u201d / "
                       f"\u201c{cb.text}\u201d; the same words but one ({x} / {y})", title_a,
                       title_b, reason)
    ca, cb, relation = max(disputes, key=lambda d: _clearest((None, None, *d)))
    return Verdict("conflict", round(100 * relation.score, 1),
                   f"{relation.reason} (titles): \u201c{ca.text}\u201d / "
                   f"\u201c{cb.text}\u201d", title_a, title_b, relation.reason)


def _bodies_alike(facts_a: Sequence[str], facts_b: Sequence[str]) -> bool:
    """Whether two entries' facts share most of their words (`BODIES_ALIKE` of all either
    says): one body under two titles."""
    words_a = {w for f in facts_a for w in _words(f)}
    words_b = {w for f in facts_b for w in _words(f)}
    both = words_a | words_b
    return bool(both) and len(words_a & words_b) >= BODIES_ALIKE * len(both)


BODIES_ALIKE = 0.5


def _title_is_fact(title: str, facts: Sequence[str]) -> bool:
    """Whether a title is one of its entry's facts, or the first words of one (as `memstore
    add` and `memstore migrate` make it, cut at 80 characters or at a line's end), rather
    than a heading of its own."""
    def key(text: str) -> str:
        return _plain(text).rstrip(".\u2026")

    short = key(title)
    return any(key(f).startswith(short) for f in facts)


def _titles_apart(title_a: str, facts_a: Sequence[str], title_b: str, facts_b: Sequence[str],
                  terms_a: Bag, terms_b: Bag) -> tuple[list[str], list[str], bool] | None:
    """Two headings of their own that each name a thing the other entry never says ("Use
    yarn" / "Use pnpm", "Staging auto-deploys" / "Staging deploys are manual", over one body:
    "The lockfile is committed"): the titles hold what each entry is about, and the bodies
    alike do not make them one. Gives the words each title names that the other entry never
    says and whether one is put for the other in the same place, or None."""
    if _title_is_fact(title_a, facts_a) or _title_is_fact(title_b, facts_b):
        return None
    said_a, said_b = claims(title_a), claims(title_b)
    if not said_a or not said_b:
        return None
    heard_a = Bag({t: w for c in said_a for t, w in c.bag().items()} | terms_a)
    heard_b = Bag({t: w for c in said_b for t, w in c.bag().items()} | terms_b)
    own_a = sorted(t for c in said_a for t, w in c.bag().items()
                   if w >= NAMING and not _matched(t, heard_b))
    own_b = sorted(t for c in said_b for t, w in c.bag().items()
                   if w >= NAMING and not _matched(t, heard_a))
    if not (own_a and own_b):
        return None
    # ... each in the same place of the title, one word put for another ("auto-deploys" /
    # "manual"), or each a rare name ("Use ruff" / "Use mypy") or a tool for the same job
    # ("Use yarn" / "Use pnpm"). Two headings worded apart in
    # common words ("Linting setup" / "Pre-commit hooks") over one body are one entry titled
    # twice.
    swapped = any(compare_claims(ca, cb).kind in ("lookalike", "differs", "conflict")
                  for ca in said_a for cb in said_b)
    rare = any(heard_a[t] >= NAME for t in own_a) and any(heard_b[t] >= NAME for t in own_b)
    if swapped or rare or any(_alternatives(x, y) for x in own_a for y in own_b):
        return own_a, own_b, swapped
    return None


def _said_in(claim: Claim, others: Sequence[Claim]) -> bool:
    """Whether one of the other claims is the same as this one (two claims each said on the
    other side too are two facts, not one in dispute)."""
    return any(compare_claims(claim, other).kind == "same" for other in others)


def _clearest(dispute: tuple[object, object, Claim, Claim, Relation]
              ) -> tuple[object, ...]:
    """Which of several conflicting claim pairs the report names: the closest (the highest
    score), then by the two texts in sorted order, so that the pair named is the same
    whichever entry is given first."""
    ua, ub, ca, cb, relation = dispute
    x, y = sorted((ca.text, cb.text))
    units = sorted(u.text for u in (ua, ub) if isinstance(u, _Unit))
    return relation.score, x, y, relation.reason, *units


def _claim_pairs(units_a: Sequence[_Unit], units_b: Sequence[_Unit]
                 ) -> list[tuple[_Unit, _Unit, Claim, Claim, Relation]]:
    """Each claim of a with each claim of b that shares a word or a value with it (the rest
    are unrelated), in order, with how they relate."""
    return [(ua, ub, ca, cb, compare_claims(ca, cb))
            for ua, ub, ca, cb in near_claims(units_a, units_b)]


def near_claims(units_a: Sequence[_Unit], units_b: Sequence[_Unit]
                ) -> list[tuple[_Unit, _Unit, Claim, Claim]]:
    """Each claim of a with each claim of b that shares a word or a value with it, in order:
    the pairs `_claim_pairs` compares."""
    by_key: dict[str, set[int]] = defaultdict(set)
    flat_b = [(ub, cb) for ub in units_b for cb in ub.claims]
    for n, (_, cb) in enumerate(flat_b):
        for key in cb.keys:
            by_key[key].add(n)
    out = []
    for ua in units_a:
        for ca in ua.claims:
            near = set().union(*(by_key.get(key, ()) for key in ca.keys))
            for n in sorted(near):
                ub, cb = flat_b[n]
                out.append((ua, ub, ca, cb))
    return out


def too_much_to_compare(units_a: Sequence[_Unit], units_b: Sequence[_Unit]) -> int | None:
    """The characters of the claim pairs two entries would have compared, when that is more
    than `MAX_COMPARED_CHARS` (memstore.core.judge.limits); else None."""
    total = sum(len(ca.text) + len(cb.text) for _, _, ca, cb in near_claims(units_a, units_b))
    return total if total > MAX_COMPARED_CHARS else None


def _mutual_best(pairs: Sequence[tuple[_Unit, _Unit, Claim, Claim, Relation]]
                 ) -> list[tuple[_Unit, _Unit, Claim, Claim, Relation]]:
    """The claim pairs that are each other's closest counterpart, where neither claim has a
    counterpart it is the same as or within."""
    good = ("same", "contains", "within")
    settled = {id(p[2]) for p in pairs if p[4].kind in good} | {
        id(p[3]) for p in pairs if p[4].kind in good}
    best_a: dict[int, float] = {}
    best_b: dict[int, float] = {}
    for _, _, ca, cb, r in pairs:
        best_a[id(ca)] = max(best_a.get(id(ca), 0.0), r.score)
        best_b[id(cb)] = max(best_b.get(id(cb), 0.0), r.score)
    return [p for p in pairs if id(p[2]) not in settled and id(p[3]) not in settled
            and p[4].score >= best_a[id(p[2])] and p[4].score >= best_b[id(p[3])]]


# A prohibition said in so many words ("Never ...", "Do not ...", "... must not ...", "... is
# forbidden"), and a permission ("... is fine", "... is ok", "... may ...", "... is allowed",
# "You can ...", not "may not" or "cannot").
_FORBIDDING = re.compile(r"\b(?:never|do\s+not|don['\u2019]t|must\s+not|mustn['\u2019]t|"
                         r"may\s+not|cannot|can['\u2019]t|can\s+not|forbidden|prohibited|banned|"
                         r"not\s+allowed|not\s+permitted|no\s+one\s+may|nobody\s+may)\b",
                         re.IGNORECASE)
_ALLOWING = re.compile(r"\b(?:(?:is|are)\s+(?:fine|ok|okay|allowed|acceptable|permitted)|"
                       r"(?:may|can)(?!\s+not\b|not\b|['\u2019]t))\b", re.IGNORECASE)


# What keeps a rule to some things or up to a bound, or states it as a need: a permission or a
# prohibition with one of these says where the line is, which the other may say from its
# other side ("Cashiers can approve refunds of up to 500" / "Refunds over 500 can't be
# approved by a cashier", "A scan is required before a driver can close a delivery").
_LIMITED = re.compile(r"\b(?:only|up\s+to|at\s+most|without|more\s+than|over|above|below|"
                      r"less\s+than|fewer\s+than|unless|until|except)\b", re.IGNORECASE)
# ... and on the side that allows, a need or a no of its own ("No S3 bucket may be public").
_NEEDED = re.compile(r"\b(?:no|nobody|none|required|requires|must)\b", re.IGNORECASE)


def _allowed_against_forbidden(pairs: Sequence[tuple[_Unit, _Unit, Claim, Claim, Relation]]
                               ) -> str:
    """The two claims, "“no” / “yes”", where one entry forbids in so many words and the other
    allows in so many words, and forbids nothing: a rule and its exception, never one piece of
    knowledge, however their words read ("Do not disable TLS verification" / "Turning off TLS
    verification is fine for the internal staging endpoints", where "internal" read as the
    other end of "publicly" turned the exception back into a yes); "" when there is none."""
    sides = (list(dict.fromkeys(ca for _, _, ca, _, _ in pairs)),  # (in order: each
             list(dict.fromkeys(cb for _, _, _, cb, _ in pairs)))  # report says the same)
    for flip, (mine, theirs) in enumerate((sides, sides[::-1])):
        if any(_FORBIDDING.search(c.text) or _LIMITED.search(c.text) or _NEEDED.search(c.text)
               for c in theirs):
            continue  # (a permission kept to some, or up to a bound, says the rule's other
            # side: "Only verified users can post" / "Unverified users cannot post")
        allowing = [c for c in theirs if _ALLOWING.search(c.text)]
        forbidding = [c for c in mine if _FORBIDDING.search(c.text)
                      and not _LIMITED.search(c.text)]
        if allowing and forbidding:  # (named as the two entries come: a's, then b's)
            first, second = (allowing[0], forbidding[0]) if flip else (
                forbidding[0], allowing[0])
            return f"\u201c{first.text}\u201d / \u201c{second.text}\u201d"
    return ""
