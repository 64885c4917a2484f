"""Two claims: same, within, in conflict, look-alikes, related or unrelated (see
memstore.core.judge).

What it asks of the modules beside it: the substitutions that make two claims look-alikes
(memstore.core.judge.lookalikes), whether two orders are reversed (memstore.core.judge.order),
whether a claim tells an event of another occasion (memstore.core.judge.events), and one thing
with two values or two tools (memstore.core.judge.values, memstore.core.judge.tools).
"""

from __future__ import annotations

import itertools
import re
from collections import deque
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, replace
from functools import lru_cache

from memstore.core.judge.align import opcodes
from memstore.core.judge.claims import (
    _WORDED_FLAG,
    NAMING,
    Bag,
    Claim,
    _analyse_text,
    _joined,
    _matched,
    _on_off,
    _parts,
    claims,
    no_of_the_rest,
)
from memstore.core.judge.entries import VALUE_WEIGHT
from memstore.core.judge.events import one_occasion
from memstore.core.judge.lexicon import (
    _stem,
    cloud_region,
    form,
    lexicon,
    manner_forms,
    one_series,
    opposite_forms,
    positive_forms,
    switch_forms,
    time_forms,
    word_tables_cache,
)
from memstore.core.judge.lookalikes import (
    _either_way,
    _makers,
    _names,
    _substitutions,
    affixed_names,
    complement_kinds,
    inserted_scope,
    inside_and_outside,
    named_in_subjects,
    one_state_two_scopes,
    one_word_apart,
    one_word_more,
    parallel_names,
    qualified_subject,
    said_of_another_too,
    scope_of_one,
    scopes_apart,
    two_kinds,
    two_openings,
    two_scopes,
)
from memstore.core.judge.order import _FIRST, _LAST, _reversed, _steps, done_first, exchanged
from memstore.core.judge.readonly import edit_against_read_only
from memstore.core.judge.sharing import shared_against_each
from memstore.core.judge.subjects import (
    _NOW,
    _in_path,
    _light,
    _propers,
    _slot_type,
    narrower,
    two_subjects,
)
from memstore.core.judge.swaps import (
    act_said_of_subject,
    acted_on,
    another_named_subject,
    another_subject,
    another_trigger,
    occasions_apart,
    opposite_put,
    said_of_subject,
    steps_apart,
)
from memstore.core.judge.text import (
    _ARTICLES,
    _FUNCTION_WORDS,
    _IDENT,
    _QUALIFYING,
    _URL_PORT,
    GATE_ACT_STEMS,
    WITHOUT,
    WRITTEN_NO,
    _tokens,
    lacks_only,
    option_aside,
)
from memstore.core.judge.thresholds import one_limit, point_within_bound, two_limits
from memstore.core.judge.tools import (
    deployed_to,
    faults_apart,
    kinds_of_tools,
    peers_apart,
    tool_conflict,
    versioned_apart,
)
from memstore.core.judge.values import (  # (values of one kind: there, read by both)
    _compatible,
    _differing,
    _in_file_name,
    _in_folders,
    _times_of_day,
    addresses_per_environment,
    labels_apart,
    own_flags,
    own_folders,
    places_apart,
    sibling_paths,
    value_conflict,
    versions_named,
)
from memstore.core.judge.who import (
    _ONLY,
    _ONLY_WORD,
    any_against_only,
    anyone_against_someone,
    only_against_a_list,
    only_one_against_another,
)

# --- two claims --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Relation:
    """How claim a relates to claim b: "same", "contains" (a says more), "within" (b says
    more), "conflict", "lookalike" (the same shape about another subject), "differs" (each
    puts its own word in one place), "related" or "unrelated"; `reason` says why for a
    conflict, a look-alike or a difference; `score` is the weight the two share over their
    weight together (0..1)."""

    kind: str
    score: float
    reason: str = ""


_UNRELATED = Relation("unrelated", 0.0)

# Tuned on the dev split of tests/natural (docs/consolidation.md says how and how often).
SAME = 0.75  # the share of each claim found in the other, for "same"
WITHIN = 0.75  # the share of the smaller claim found in the larger, for "within"
TOPIC = 0.45  # the share of the smaller claim both share, apart from the slot that differs
RELATED = 0.3
FOUND = 0.75  # the share of one claim found in the other, for a yes against a no


def compare_claims(a: Claim, b: Claim) -> Relation:
    """How claim `a` relates to claim `b` (see the module docstring)."""
    found = _compare_claims(a, b)
    if found.kind != "conflict" and a.negative != b.negative:
        excepted = _allowed_but_for(b if a.negative else a)
        if excepted is not None:
            again = _compare_claims(a, excepted) if a.negative else _compare_claims(excepted, b)
            if again.kind == "conflict":
                return again
    return found


# A permission ("Scripts may use the admin key"), and after it the occasion it holds on ("if
# they run in the locked-down runner"): each looked for once, left to right.
_PERMISSION = re.compile(r"\b(?:may|can|(?:is|are)\s+(?:fine|ok|okay|allowed|acceptable))\b",
                         re.IGNORECASE)
_OCCASION = re.compile(r"\s(?:if|when|as\s+long\s+as|provided(?:\s+that)?|once)\s+\S",
                       re.IGNORECASE)


def _allowed_but_for(positive: Claim) -> Claim | None:
    """The permission of a claim without the occasion it is given on ("Scripts may use the
    admin key", of "... if they run in the locked-down runner"): against a no to it, an
    exception is a no to the no, whatever the occasion adds."""
    allowed = _PERMISSION.search(positive.text)
    occasion = _OCCASION.search(positive.text, allowed.end()) if allowed else None
    if occasion is None:
        return None
    read = claims(positive.text[:occasion.start()])
    return read[0] if len(read) == 1 and not read[0].negative else None


@word_tables_cache
@lru_cache(maxsize=1 << 17)  # the same claims meet again in every round and every pair
def _compare_claims(a: Claim, b: Claim) -> Relation:
    if a.keys.isdisjoint(b.keys):
        return _UNRELATED  # not one word or value in common
    if a.opposed and b.opposed and (plain := _opened_alike(a, b) or _qualified_alike(
            a, b)) is not None:
        return _compare_claims(*plain)
    if a.negative != b.negative and a.nos == b.nos and a.negated and a.negated == b.negated:
        # "Uploads without a checksum are rejected" / "Reject uploads with no checksum": as
        # many nos, said to the same words; only the order they came in set the two bits apart
        return _compare_claims(a, replace(b, negative=a.negative))
    ba, bb = a.bag(), b.bag()
    only_a, only_b = own_terms(ba, bb), own_terms(bb, ba)
    va, vb = _unspanned(_differing(a.values, b.values), bb), _unspanned(
        _differing(b.values, a.values), ba)
    total_a = sum(ba.values()) + VALUE_WEIGHT * len(a.values)
    total_b = sum(bb.values()) + VALUE_WEIGHT * len(b.values)
    shared_a = total_a - sum(only_a.values()) - VALUE_WEIGHT * len(va)
    shared_b = total_b - sum(only_b.values()) - VALUE_WEIGHT * len(vb)
    score = (shared_a + shared_b) / (total_a + total_b) if total_a + total_b else 1.0
    # About the same thing: what both share is most of the smaller claim, leaving aside the
    # values that differ (they are the slot a conflict is about).
    core = _core(a, b, only_a, only_b, total_a, total_b, len(va), len(vb))
    groups = groups_said(a, b)
    if groups == "apart":
        # "Non-admins get read-only access" / "Admins get read-only access": each said of its
        # own side of one line; both hold
        return Relation("lookalike", score, f"{_opening_word(a.text)} / "
                                            f"{_opening_word(b.text)}")
    if groups == "clash":
        # "Non-admins may delete projects" / "Only admins may delete a project"
        return Relation("conflict", score, "negation")
    if a.negative != b.negative and (not a.terms or not b.terms):
        # A value alone ("v3", split off "dropped since v3") says no yes and no no: it is when
        # or where, not a claim the other's no could deny.
        return Relation("related", score)
    if a.negative != b.negative and (adds := "within" if _no_in_added_part(b, a) else (
            "contains" if _no_in_added_part(a, b) else "")):
        # "... generated during the build and are not checked in" holds "the SoundBanks are
        # generated by the build" whole: its "no" is said of what it adds. (Or its yes: "Coupon
        # codes are case-insensitive and stripped of spaces" holds "... are case-insensitive",
        # the second no, of what it adds, turning its polarity back; session 44.)
        return Relation(adds, score)
    shared = max(shared_a, shared_b)  # (either side's weights: a word one side writes in
    # parts, "gracefully" / "terminationGracePeriodSeconds", is found in it from one side only)
    topic = shared >= 2.5 and core > 0 and shared >= TOPIC * core
    if (a.negative or b.negative) and (opened := _subject_opposed(a, b)):
        # "Public endpoints are rate limited" / "Private endpoints are rate limited": the
        # opposite picks out which things each claim is about; both hold.
        word = a.seq[0]  # (the words of a first, as every reason names them)
        return Relation("lookalike", score,
                        f"not {word} / {word}" if opened is a else f"{word} / not {word}")
    if (complement := complement_kinds(a, b)) and (topic or score >= RELATED):
        # "Non-GPS tractors log ..." / "GPS tractors log ...": two sets of things that do not
        # overlap (memstore.core.judge.lookalikes.complement_kinds); both hold.
        return Relation("lookalike", score, complement)
    if topic and (opted := _opt_in_against_default(a, b)):
        # (asked before the scopes: "opt-in" and "by default" each stand where the other
        # says what it holds for, and read as two scopes)
        if opted == "same":
            return Relation("same", score)
        return Relation("conflict", score, "default")
    scopes = (two_scopes(a, b, va, vb) or affixed_names(a, b, va, vb) or two_kinds(
        a, b, va, vb) or one_word_more(a, b) or two_openings(a, b)) if topic and (
        only_a or only_b) and groups != "same" else ""  # (one line from its two sides)
    if scopes:
        # "Subtitles for kids profiles default to on" / "... for adult profiles default to
        # off": each holds where it says it does (memstore.core.judge.lookalikes).
        return Relation("lookalike", score, scopes)
    if two := _one_slot_two_words(a, b, only_a, only_b, va, vb):
        # "Emails go out via Postmark" / "Transactional email is sent through SendGrid": one
        # thing given two tools of one job (or a default two words of one set), however
        # little else the two word alike (so asked before the share both say is)
        return Relation("conflict", score, two)
    if topic and (_opposite_predicate(a, b) or _denied_act(a, b) or _without_apart(a, b)
                  or _ends_of_a_state(a, b) or shared_against_each(a, b)
                  or any_against_only(a, b) or any_against_only(b, a)):
        if over := _overridden(a, b):
            return Relation("lookalike", score, over)
        return Relation("conflict", score, "negation")
    # The substitutions (lining the two up word by word, a quarter of this function's cost)
    # are read only here, after the readings above that never need them: a pair they settle,
    # most often two scopes or two kinds, is not lined up at all.
    swaps = _substitutions(a, b) if only_a and only_b and (topic or score >= RELATED) else []
    if only_a and only_b and (life := _one_life(a, b, only_a, only_b)):
        return Relation(life, score)  # "Guest carts are kept for 7 days" / "Guest carts expire
        # after a week": how long a thing lives, told from its two ends
    if topic:
        reason = _conflict(a, b, va, vb, swaps)
        if reason and not swaps and only_a and only_b:
            # A conflict must hold whichever claim is lined up against which: a substitution
            # one reading alone finds may show two subjects ("How to drop the banmarmi
            # workers" / "Banmarmi stores DB users in ansible").
            swaps = _either_way(a, b)
            reason = _conflict(a, b, va, vb, swaps) if swaps else reason
        if reason == "name" and (parallel := parallel_names(a, b)):
            return Relation("lookalike", score, parallel)  # a subject and its tool, each
            # put for the other's (memstore.core.judge.lookalikes)
        if reason == "name" and (places := scopes_apart(a, b) or one_state_two_scopes(a, b)):
            return Relation("lookalike", score, places)  # each choice for its own place (or
            # one state said of two places)
        if reason and (over := _overridden(a, b) or scope_of_one(a, b) or inserted_scope(a, b)):
            return Relation("lookalike", score, over)  # (or a rule and its exception:
            # memstore.core.judge.lookalikes.scope_of_one)
        if reason:
            return Relation("conflict", score, reason)
    # One thing with two values (memstore.core.judge.values), unless the two, lined up both
    # ways, put a name of their own for each other where the claim says what it is about:
    # two subjects, each with its own value ("orders-db runs Postgres 16" / "the legacy
    # billing-db is still on Postgres 12", "Max texture size on Switch is 2048" / "... on
    # mobile is 1024").
    slot = value_conflict(a, b)  # (asked first: most pairs have no slot, and the two
    # readings of two subjects cost more than it)
    if slot and (_subjects_swapped(a, b, swaps) or _open_apart(a, b) or _modifier_apart(a, b)
                 or slot == "path" and own_folders(a, b) or places_apart(a, b)
                 or slot == "number" and _side_port(a, b)
                 or occasions_apart(a, b) or versions_named(a, b) or labels_apart(a, b)
                 or scope_of_one(a, b) or inserted_scope(a, b)
                 or slot == "duration" and steps_apart(a, b) or inside_and_outside(a, b)
                 or slot in ("number", "duration") and point_within_bound(a, b)):
        slot = ""
    if slot and (over := _overridden(a, b)):
        return Relation("lookalike", score, over)
    if slot and not (slot == "path" and acted_on(a, b)):
        return Relation("conflict", score, slot)
    if tool_conflict(a, b) and not (_tool_makers(a, b) or _tool_makers(b, a)) or topic and (
            _moved_away(a, b) or _moved_away(b, a)
                                         or _modes_apart(a, b)):
        # (or taken off the tool the other names: "moved X off A and into B" / "X is in A";
        # or a mode set by its key against another said in words)
        parallel = parallel_names(a, b) or one_state_two_scopes(a, b)
        if parallel:
            return Relation("lookalike", score, parallel)  # two subjects, each with its tool
        return Relation("conflict", score, "name")
    if (topic and max(shared_a / total_a, shared_b / total_b) >= FOUND and one_occasion(a, b)
            and opposite_put(a, b)):
        # One opposite put for the other, the rest word for word ("Add pytest-randomly to
        # the test group" / "Remove pytest-randomly from ..."; memstore.core.judge.swaps).
        return Relation("conflict", score, "negation")
    if topic and a.negative == b.negative and one_occasion(a, b) and (
            _option_made_default(a, b) or _option_made_default(b, a)):
        # "Sync runs in the foreground unless you pass --background" / "Sync runs in the
        # background by default now": what overrides one default is the other's default
        return Relation("conflict", score, "default")
    if topic and only_a and only_b and a.negative == b.negative and one_occasion(a, b) and (
            _two_values_of_one_default(a, b)):
        # "Board view is the default" / "Calendar view is the default since the redesign",
        # "Standard shipping is the default delivery option" / "Express is ...": one default
        # named alike, each given its own value (read as "The default ... is X")
        return Relation("conflict", score, "default")
    if topic and swaps and score >= RELATED and not (va and vb) and _new_default(
            a, b, _one_default_swapped(a, b, swaps, only_a, only_b)) and not any(
            set(left) & a.qualifiers and set(right) & b.qualifiers for left, right in swaps):
        # "By default the mirror job copies only tags" / "The mirror job now copies all
        # branches by default": what one default is set to, and what it is set to now (not
        # where each says where it holds: "for the SSO app" / "for the VPN client")
        return Relation("conflict", score, "default")
    if swaps and score >= RELATED and _in_effect_against_off(a, b, swaps, va, vb):
        # "Training mode is available on production terminals" / "Training mode is disabled
        # on production terminals": one thing said to be in effect and switched off
        return Relation("conflict", score, "negation")
    if swaps and score >= RELATED and (apart := series_apart(a, b, only_a, only_b)) and (
            one_word_of_a_set(a, b, only_a, only_b, apart)):
        # "The rye line is cleaned every Friday" / "... every Monday": the one word put for
        # another is a value of one closed set, not a name of another thing (`series_apart`)
        return Relation("conflict", score, "value")
    if _one_holder(a, b, only_a, only_b):
        # "prod-db-01 is the primary" / "prod-db-02 has been the primary since the failover":
        # a role only one thing holds, given to two
        return Relation("conflict", score, "name")
    if topic and one_occasion(a, b) and (only_against_a_list(a, b) or only_against_a_list(b, a)):
        # "The search box searches titles only" / "Search covers titles, tags and body text"
        return Relation("conflict", score, "negation")
    if topic and _forever_against_an_end(a, b, only_a, only_b):
        # "Expired quotes are kept forever" / "Expired quotes are purged after 90 days": no
        # end against an end, whatever verb each tells it with
        return Relation("conflict", score, "duration")
    if swaps and score >= RELATED and _anyone_against_only(a, b):
        return Relation("conflict", score, "negation")
    if len(swaps) == 1 and score >= RELATED and not (va or vb):
        # One word put for another, no value apart: what the two words are may make the pair
        # a conflict or one rule, not two subjects.
        left, right = swaps[0]
        if a.negative == b.negative and (_prefixed_against_base(a, b, left, right)
                                         or _opposite_swapped(a, b, left, right)):
            # "The export endpoint is paginated" / "The export endpoint returns everything
            # unpaginated", "Each team has a dedicated staging environment" / "All teams share
            # the staging environment": a word and its negating prefix, or two opposites of
            # the table, put for each other after the subject
            return Relation("conflict", score, "negation")
        if _no_here_only_there(a, b):
            # "Never run terraform apply locally" / "terraform apply only runs in the
            # pipeline": a no said of one way, and "only" of another, say one rule
            return Relation("same", score)
        if topic and one_occasion(a, b) and only_one_against_another(a, b, left, right):
            # "The API only accepts JSON" / "The API accepts XML": the "only" rules the
            # other's word out (memstore.core.judge.who)
            return Relation("conflict", score, "negation")
    if swaps and score >= RELATED:
        left, right = swaps[0]
        return Relation("lookalike", score, f"{' '.join(left)} / {' '.join(right)}")
    if topic and span_and_end(a, b, va, vb) and one_occasion(a, b):
        # "Reset links are valid for 1 hour" / "Reset links stop working after 24 hours": a
        # state that lasts a time, and its opposite from a time on, tell one time twice.
        return Relation("conflict", score, "duration")
    if topic and two_limits(a, b):
        # "Uploads over 5 MB are not allowed" / "Uploads of up to 8 MB are allowed": one
        # limit said from its two sides, at two numbers (memstore.core.judge.thresholds)
        return Relation("conflict", score, "number")
    if topic and {k for k, _ in va} & {k for k, _ in vb}:
        # Another value in the same place about something else: not the same, not opposed.
        return Relation("lookalike", score, "values differ")
    if topic and one_limit(a, b):
        # "Max file size: 25 MB" / "Files larger than 25 MB can't be uploaded": one limit,
        # named on one side and said no past on the other (memstore.core.judge.thresholds)
        return Relation("same", score)
    if topic and a.negative != b.negative:
        negative, positive = (a, b) if a.negative else (b, a)
        other = _says_no_to_other(negative, positive) or _other_end(negative, positive)
        if other:
            # What one says no to is another thing than what the other says yes to: not in
            # conflict, and not one piece of knowledge either (a rule and its exception).
            if negative is b:  # (the words of a first, as every reason names them)
                other = " / ".join(reversed(other.split(" / ", 1)))
            return Relation("differs", score, other)
    if a.negative != b.negative or not _orders_agree(a, b):
        return Relation("related" if score >= RELATED else "unrelated", score)
    slot = _slot(a, b, va, vb) if topic else ""
    if slot and (state := one_state_two_scopes(a, b)):
        return Relation("lookalike", score, state)  # "X11 forwarding is allowed on the login
        # nodes" / "... on the viz nodes": one state, said of two places
    if slot:
        # Two names in that place are two tools (or places) for one job; anything else may
        # still say one thing two ways, for a person to decide.
        names = slot.startswith("name:") and one_occasion(a, b)
        return Relation("conflict" if names else "differs", score,
                        "name" if names else slot.removeprefix("name:"))
    keys_a, keys_b = _setting_keys(a), _setting_keys(b)
    if keys_a - keys_b and keys_b - keys_a:
        # Each sets a key of its own ("`acks_late=True`" / "`track_started=True`"): two
        # settings, however alike the rest.
        return Relation("lookalike", score, "settings differ")
    trigger = another_trigger(a, b)
    if trigger:
        # One act on two occasions ("Run uv sync after pulling" / "... after editing
        # pyproject.toml"): two facts, the same shape (memstore.core.judge.swaps).
        return Relation("lookalike", score, trigger)
    subject = (another_subject(a, b) or another_named_subject(a, b) or one_word_apart(a, b)
               or _lacks_apart(a, b) or _names_of_one_kind(a, b)
               or _environments_apart(a, b, only_a, only_b))
    if not subject and a.values and a.values == b.values:
        # The same value said of two kinds of one thing ("The billing batch is killed after 2
        # hours" / "The claims batch is killed after 120 minutes"): two facts.
        subject = _modifier_apart(a, b)
    if subject:
        # One sentence said of two things ("Queues on the Laravel apps are handled by ..." /
        # "Sessions on the Laravel apps are handled by ..."; memstore.core.judge.swaps).
        return Relation("lookalike", score, subject)
    also = said_of_another_too(a, b) if only_a and only_b else ""
    if also:
        # "Heap dumps of core-platform go to ..." / "Heap dumps of billing-service also go to
        # ...": the same said of one more thing (memstore.core.judge.lookalikes).
        return Relation("lookalike", score, also)
    in_b = shared_a / total_a if total_a else 1.0
    in_a = shared_b / total_b if total_b else 1.0
    found = (in_b >= SAME and in_a >= SAME and not va and not vb
             or in_a >= WITHIN and not vb or in_b >= WITHIN and not va)
    if found and (apart := series_apart(a, b, only_a, only_b)):
        # "The north pivot runs on the night tariff" / "... on the day tariff": in one place
        # each puts another word of one closed set (lexicon.yaml, `series`): two values of
        # one kind, never the same claim; one thing said with two values when nothing else
        # sets the two apart (`one_word_of_a_set`), else for a person to decide.
        if one_word_of_a_set(a, b, only_a, only_b, apart):
            return Relation("conflict", score, "value")
        return Relation("differs", score, " / ".join(apart))
    if in_b >= SAME and in_a >= SAME and not va and not vb:
        if not (a.negative or b.negative) and inside_and_outside(a, b) and not (
                _TOO.search(a.text) or _TOO.search(b.text)):
            # "Deploys happen during business hours" / "Deploys happen outside business
            # hours": one thing said to hold on one side of a line, and on the other side
            # instead (not "too"; and a no on one side makes it one rule: "Never deploy
            # outside business hours", `no_of_the_rest`)
            return Relation("conflict", score, "negation")
        return Relation("same", score)
    if in_a >= WITHIN and not vb:
        return Relation("contains", score)
    if in_b >= WITHIN and not va:
        return Relation("within", score)
    return Relation("related" if score >= RELATED else "unrelated", score)


def series_apart(a: Claim, b: Claim, only_a: Mapping[str, float],
                 only_b: Mapping[str, float]) -> tuple[str, str] | None:
    """The two words, when one claim's own words hold a word of a closed set (lexicon.yaml,
    `series`: units of time, parts of the day, days, directions, sides, sizes, colours) and
    the other's own words another word of the same set, in the same place of the two claims
    (lined up in order, or beside the same word: "the small runner" / "the large runner"):
    "night" / "day", "year" / "month"; None otherwise. Own words only: a set's word both
    claims say is no difference. Not in two places ("uploaded to S3" / "S3 download link": two
    parts of one flow), nor one word inside the other ("night" / "overnight", "day" /
    "daytime")."""
    pairs = [(x, y) for x in sorted(only_a) for y in sorted(only_b) if one_series(x, y)]
    if not pairs:
        return None
    for tag, i1, i2, j1, j2 in opcodes(a.seq, b.seq):
        if tag != "replace":
            continue
        for x, y in pairs:
            if x in a.seq[i1:i2] and y in b.seq[j1:j2]:
                return x, y
    for x, y in pairs:
        if _neighbours(a.seq, x) & _neighbours(b.seq, y):
            return x, y  # ("the small runner" / "the large runner", in two orders)
    return None


def _neighbours(seq: tuple[str, ...], word: str) -> set[tuple[str, str]]:
    """The words right before and right after `word` in a claim's terms, each marked with its
    side: two words in one place share one of them."""
    out = set()
    for k, term in enumerate(seq):
        if term == word:
            if k > 0:
                out.add(("before", seq[k - 1]))
            if k + 1 < len(seq):
                out.add(("after", seq[k + 1]))
    return out


def one_word_of_a_set(a: Claim, b: Claim, only_a: Mapping[str, float],
                      only_b: Mapping[str, float], apart: tuple[str, str]) -> bool:
    """Whether two claims are word for word the same but for the two words of one closed set
    (`series_apart`), with the same polarity and values, on one occasion, and neither word the
    first the claim says: one thing said with two values ("The model writes a restart every
    simulated year" / "... every simulated month"). A claim that opens with the word ("Night
    shifts start at 10" / "Day shifts start at 10") says it of two things, and one with a word
    of its own besides may say where each holds ("New farms default to metric units" / "New
    farms in the US default to imperial units")."""
    x, y = apart
    if cloud_region(x) and (a.seq[-1:] != (x,) or b.seq[-1:] != (y,)):
        return False  # a region said inside the subject names which thing ("The search
        # cluster in us-east-1 has 6 nodes"), not where the thing is (said last: "Customer
        # data is stored in eu-west-1")
    return (a.negative == b.negative and set(only_a) == {x} and set(only_b) == {y}
            and a.values == b.values and a.seq[:1] != (x,) and b.seq[:1] != (y,)
            and one_occasion(a, b))


# The words of the opposites table that say a thing is in effect for those who use it,
# stemmed as terms are ("available" reads as "reachable" through the synonyms). Against
# "disabled" or "switched off" said of the same thing in the same place, each says the
# opposite. (Not "visible", "supported" or "online": a disabled button is still visible, a
# supported feature may be switched off, a disabled kiosk may be online.)
_IN_EFFECT = frozenset(_stem(w) for w in "reachable show".split())  # ("shown" reads "show")


def _in_effect_against_off(a: Claim, b: Claim, swaps: list[tuple[tuple[str, ...], tuple[str, ...]]],
                           va: frozenset[tuple[str, str]], vb: frozenset[tuple[str, str]]) -> bool:
    """Whether two claims, word for word the same but one word each, say one thing is in
    effect (a word of `_IN_EFFECT`, with no negation) and that it is switched off (the no of
    "enabled" and nothing else: "disabled", "turned off"), on one occasion: "Training mode
    is available on production terminals" / "Training mode is disabled on production
    terminals". The two words are no two subjects: each says the state of what both name.
    Not where values differ too (the value rules read those)."""
    if a.negative == b.negative or len(swaps) != 1 or va or vb or not one_occasion(a, b):
        return False
    left, right = swaps[0]
    if len(left) != 1 or len(right) != 1:
        return False
    negative, positive = (a, b) if a.negative else (b, a)
    on, off = (right[0], left[0]) if a.negative else (left[0], right[0])
    switched_off = off == "enabl" and negative.negated == {"enabl"} <= negative.opposed
    return switched_off and on in _IN_EFFECT and not positive.negated


def _core(a: Claim, b: Claim, only_a: dict[str, float], only_b: dict[str, float],
          total_a: float, total_b: float, differing_a: int, differing_b: int) -> float:
    """The weight of the smaller claim besides the slot that differs: the values that differ
    (`differing_a` and `differing_b` of them), or two tools for one job, or what two defaults
    are set to, one name of each side's own ("prints results as yaml by default" / "Default
    output format of the CLI is json now")."""
    if len(only_a) == 1 and len(only_b) == 1 and _alternatives(*only_a, *only_b):
        return min(total_a - sum(only_a.values()), total_b - sum(only_b.values()))
    if only_a and only_b and _both_defaults(a, b):
        name_a, name_b = _chosen_name(a, list(only_a)), _chosen_name(b, list(only_b))
        if len(name_a) == 1 and len(name_b) == 1:
            return min(total_a - only_a[name_a[0]], total_b - only_b[name_b[0]])
    return min(total_a - VALUE_WEIGHT * differing_a, total_b - VALUE_WEIGHT * differing_b)


@word_tables_cache
@lru_cache(maxsize=1 << 16)
def _opposite_predicate(a: Claim, b: Claim) -> bool:
    """Whether two claims say the two ends of an opposite of one subject, each adding only a
    detail of its own after it: who does it, with what, when ("Quarterly access reviews are
    done manually by the compliance lead" / "Quarterly access reviews run automatically
    through the Vanta integration"; "Dependabot PRs merge automatically once CI is green" /
    "... are merged manually by the on-call engineer"). The two details are not two subjects:
    they are what each side says goes with its end of the opposite, and the ends exclude each
    other. Not when a word of one side's own stands before the opposite, in its subject
    ("Access reviews for the AWS accounts are automated" / "for the EHR roles are manual"),
    nor when each adds where or for what it holds ("on in staging" / "off in prod"), nor
    when the no is a negation word rather than the other end (`_conflict` reads those), nor
    when the two give the same kind of value differently (a value slot)."""
    if a.negative == b.negative or not one_occasion(a, b):
        return False
    if _tokens(a.text)[:1] in _IF or _tokens(b.text)[:1] in _IF:
        return False  # two cases told apart ("If the token was public ..." / "If it was
        # exposed only in a private repo ..."), not one subject's two states
    negative, positive = (a, b) if a.negative else (b, a)
    if not negative.negated or not negative.negated <= negative.opposed or positive.opposed:
        return False  # (the no is the other end of an opposite, and only that)
    polar = _polar_stems()
    ends = [t for t in negative.negated if t in positive.terms and t in negative.terms]
    if len(ends) != 1 or ends[0] not in polar:
        return False  # (the word of the opposite itself: "disallowed in the Android build"
        # says no to no word of its own, "allowed" being no term)
    end = ends[0]
    va, vb = _differing(a.values, b.values), _differing(b.values, a.values)
    if {k for k, _ in va} & {k for k, _ in vb}:
        return False
    bag_n, bag_p = negative.bag(), positive.bag()
    bag_a, bag_b = a.bag(), b.bag()
    shared = 0.0
    befores = {id(c): c.terms[:c.terms.index(end)] for c in (negative, positive)}
    for claim, bag, other in ((negative, bag_n, bag_p), (positive, bag_p, bag_n)):
        before = befores[id(claim)]
        theirs = befores[id(positive if claim is negative else negative)]
        # (the verb the opposite says how of, right before it, is no subject: "are done
        # manually" / "run automatically", "is stored unencrypted"; nor a word that is
        # itself one end of an opposite: "have to be encrypted manually"; nor what a name
        # both say is called, "Feature flag `new-intake-form`" / "`new-intake-form`")
        named = any(t in claim.names and _matched(t, other) for t in before) and all(
            _matched(t, bag) for t in theirs)
        if not before or (not named and any(
                not _matched(t, other) and bag[t] >= NAMING and t not in polar
                for t in before[:-1])):
            return False  # its subject holds a word of its own: another thing
        shared = max(shared, sum(bag[t] for t in set(before) if _matched(t, other)))
    if any(t in a.names and not _matched(t, bag_b) for t in a.terms) and any(
            t in b.names and not _matched(t, bag_a) for t in b.terms):
        return False  # each names a thing of its own (`patients` / `clinic_settings`)
    if _scoped(negative, bag_p, end) and _scoped(positive, bag_n, end):
        return False  # where or for what each holds: two scopes, both hold ("required for
        # changes to the linker scripts" / "optional for changes to the README")
    return shared >= NAMING


_IF = (["if"], ["when"], ["whenever"], ["unless"])


@word_tables_cache
@lru_cache(maxsize=1 << 16)
def _denied_act(a: Claim, b: Claim) -> bool:
    """Whether one claim says an act is done, in a manner given by one end of an opposite
    said as an adverb ("automatically", "asynchronously"), and the other says the act is not
    done, without a word of that manner: "The logger masks PHI in log lines automatically" /
    "The logger doesn't mask PHI itself". Both read as
    negative (the first says no to doing it by hand), but what the second says no to, the
    first says is done. Not when the second names the manner too ("don't renew certs
    manually" restates "certs renew automatically")."""
    if not (a.negative and b.negative) or not one_occasion(a, b):
        return False
    if _tokens(a.text)[:1] in _IF or _tokens(b.text)[:1] in _IF:
        return False
    for done, denied in ((a, b), (b, a)):
        # Both may say the same opposite ("for offline use"), the one no of the first, and
        # the second add its own no to the act: "The app caches lesson videos for offline
        # use" / "Lesson videos aren't cached by the app for offline use".
        shared = bool(done.negated) and done.negated <= done.opposed <= denied.opposed
        if not (shared or no_of_manner(done)):
            continue  # (the first says no only to the manner, by an opposite adverb: not
            # to the thing itself, "Hot Reload is disabled" / "Don't use Hot Reload")
        acts = denied.negated - denied.opposed
        if not acts or any(not _matched(h, done.bag()) or h in done.negated for h in acts):
            continue
        if shared and (denied.nos - done.nos) % 2 == 0:
            continue  # the opposite said by both, its other nos cancel each other: "Never
            # unlock a database without a signed request" / "Database unlock requires a
            # signed request" ("never ... without" says the request is required)
        if not shared and any(_matched(t, denied.bag()) for t in done.opposed):
            continue  # it names the manner too: its no is to that manner
        va, vb = _differing(done.values, denied.values), _differing(denied.values, done.values)
        if {k for k, _ in va} & {k for k, _ in vb}:
            continue
        if _found(denied, done) >= 0.75:
            return True
    return False


def no_of_manner(claim: Claim) -> bool:
    """Whether a claim's no is only an adverb of manner, the other end of an opposite
    ("renewed automatically": not by hand, "uploaded asynchronously")."""
    return bool(claim.negated) and claim.negated <= claim.opposed and any(
        word.endswith("ly") and (word,) in lexicon().opposites for word in _tokens(claim.text))


@word_tables_cache
@lru_cache(maxsize=1)
def _polar_stems() -> frozenset[str]:
    """The terms the word table's opposites read as (required, enabled, manual, ...)."""
    return frozenset(_stem(p[0]) for p in lexicon().positives if len(p) == 1)


def _switched_off(negative: Claim, positive: Claim, heads: set[str]) -> bool:
    """Whether a negative claim names an act and then says it is switched off ("Caching of
    FHIR responses in Redis is disabled") and the positive claim does that act ("We cache FHIR
    responses in Redis"): what the opposite word says no to is everything before it, all of
    which the positive says.

    The opposite word need not end the claim: said in the middle ("The debug menu is turned
    off in production builds of the ticket app" / "`ALLOW_DEBUG_MENU=true` in the production
    build of the ticket app"; "Shuffling is off by default in the data loader now" / "The data
    loader shuffles by default") or first ("We stopped the nightly reboot of the Windows
    terminals" / "The Windows terminals reboot every night"), it says no to the rest of the
    claim, when every other word of it is said by the positive too: the positive then says
    yes to that very thing, and adds at most when or how. A word of the negative's own (a
    scope, "in prod" against "in staging"; a reason, "so people retype it") keeps the pair
    for the other rules. Only for a switch (lexicon.yaml, `switches`: "off", "disabled",
    "stopped"): the no of another opposite ("rejects uploads over 20 MB", "immutable") is said
    of a part of what the claim names, not of all of it."""
    if not heads <= negative.opposed:
        return False
    bag = positive.bag()
    if not all(_holds(f"{k}={v}", positive) for k, v in negative.values):
        return False
    if not _said_after(negative):
        if not heads <= switch_forms():
            return False
        rest = [t for t in negative.terms if t not in heads]
        return bool(rest) and all(_matched(t, bag) for t in rest)
    first = min(negative.terms.index(h) for h in heads)
    before = negative.terms[:first]
    return bool(before) and all(_matched(t, bag) for t in before)


_REMOVED_FROM = re.compile(r"\b(?:removed|dropped|deleted|stripped|taken out|ripped out)\s+"
                           r"from\b", re.IGNORECASE)


def _removed_from(negative: Claim, positive: Claim, heads: set[str]) -> bool:
    """Whether a negative claim says a thing was taken out of another ("Offline mode was
    dropped from the mobile app", "curl has been removed from the Docker image") and the
    positive claim has the one in the other ("The mobile app supports offline mode"): the no
    of the removal is said of what the positive states, every other word and value of the
    negative said by the positive (not "... dropped from the web app")."""
    if len(heads) != 1 or not heads <= negative.opposed or not _REMOVED_FROM.search(
            negative.text):
        return False
    head = next(iter(heads))
    if _stem("remove") not in opposite_forms().get(head, frozenset()):
        return False
    rest = [t for t in negative.terms if t != head]
    return bool(rest) and all(_matched(t, positive.bag()) for t in rest) and all(
        _holds(f"{k}={v}", positive) for k, v in negative.values)


def _requirement_dropped(negative: Claim, positive: Claim, heads: set[str]) -> bool:
    """Whether a negative claim removes a requirement or a support the positive claim states:
    its no is a removal ("dropped", "removed": the no of "keep"), and what it removes is the
    noun of a positive end of the opposites table, said of something ("We dropped the
    requirement for signed commits" / "Signed commits are required"; "We removed support for
    Python 3.8" / "Python 3.8 is supported"), every other word and value of it said by the
    positive. What is removed is then that rule, not a thing kept: the no is said of the rule
    the other states. Not a removal of anything else ("Drop the temp tables" says no to
    keeping them), nor of things the word describes ("Drop the required columns": the rule's
    word must be what is removed, followed by what it is of: "for", "of", "on", "to")."""
    if len(heads) != 1 or not heads <= negative.opposed:
        return False
    head = next(iter(heads))
    if head not in negative.terms or _stem("remove") not in opposite_forms().get(
            head, frozenset()):
        return False
    at = negative.terms.index(head) + 1
    if at >= len(negative.terms) or negative.terms[at] not in positive_forms():
        return False
    rule = negative.terms[at]
    if not any(_stem(m.group(1).lower()) == rule for m in _RULE_OF.finditer(negative.text)):
        return False
    rest = [t for t in negative.terms if t not in (head, rule)]
    return _holds(rule, positive) and bool(rest) and all(
        _matched(t, positive.bag()) for t in rest) and all(
        _holds(f"{k}={v}", positive) for k, v in negative.values)


# A word before what it is of: "the requirement for", "support for", "the permission to".
_RULE_OF = re.compile(r"\b([A-Za-z-]+)\s+(?:for|of|on|to)\b", re.IGNORECASE)


def _scoped(claim: Claim, other: Bag, end: str) -> bool:
    """Whether what a claim adds after the word `end` says where or for what it holds: in /
    on / for / at follows `end` at once and a word of its own comes after ("optional for `UI`
    copy changes"), or its first word of its own after `end` follows one of them."""
    lex = lexicon()
    words = _on_off(_tokens(claim.text))  # (as the claim was read: "is on for" is "enabled for")
    for n, word in enumerate(words[:-1]):
        phrase = lex.synonyms.get((word,), (word,))
        phrase = lex.synonyms.get(lex.opposites.get(phrase, phrase), lex.opposites.get(
            phrase, phrase))
        if len(phrase) == 1 and _stem(phrase[0]) == end:
            if words[n + 1] in _QUALIFYING and any(
                    not _matched(t, other) and claim.bag()[t] >= CONTENT
                    for t in claim.terms[claim.terms.index(end) + 1:]):
                return True  # (a scope of its own: "in prod" / "in production" is one)
            break
    for term in claim.terms[claim.terms.index(end) + 1:]:
        if not _matched(term, other) and claim.bag()[term] >= CONTENT:
            return term in claim.qualifiers  # (its first word of its own)
    return False


# Words that join a second predicate, or a clause about another thing, to a sentence: "...
# and are not checked in", "... PRs whose diff isn't formatted", "... OPcache on and the JIT off".
_JOINING = re.compile(r"\b(?:and|whose|which|that|without|with\s+no)\b", re.IGNORECASE)


def _subjects_swapped(a: Claim, b: Claim,
                      swaps: list[tuple[tuple[str, ...], tuple[str, ...]]]) -> bool:
    """Whether a substitution both readings find (see `_conflict`, which reads them alike)
    puts a word of each side's own where a claim says what its value is of: the words both
    open with ("orders-db runs ..." / "the legacy billing-db is ..."), or where each says its
    value holds, after a preposition or after the value ("on Switch" / "on mobile", "0.02 on
    the events table" / "0.2 cluster-wide"). Light words that only tie a value to it do not
    count ("lives", "runs"), nor a choice between two names for one job."""
    if not swaps:
        return False
    light = _light()
    for left, right in _substitutions(a, b):
        if _one_choice(a, b, left, right):
            continue
        left = _heavier(a, left, light)
        right = _heavier(b, right, light)
        if set(left) <= _times_of_day() or set(right) <= _times_of_day():
            continue  # "on Monday mornings" says when, not of what
        if left and right and (_opens_with(a, left) and _opens_with(b, right) or (
                _scope(a, left) and _scope(b, right))):
            return True
    return False


# Of the words after an opening of its own, this share of the longer side lines up with the
# other's (and two words at least), for the two to be one sentence about two subjects.
LINED_UP_REST = 0.5


def _open_apart(a: Claim, b: Claim) -> bool:
    """Whether each claim opens with a name of its own, a word or a value the other does not
    say (a rare word, an identifier, a path), and the words after it line up: one sentence
    about two subjects, whatever values follow ("main is protected: PRs need two approvals"
    / "release/* is protected: PRs need one approval"). `_substitutions` finds two words
    swapped; this finds a word swapped for a value."""
    if not a.seq or not b.seq or "=" in a.seq[0] and "=" in b.seq[0]:
        return False  # (two values where both open are the slot in dispute, not two subjects)
    if not (_own_opening(a, b) and _own_opening(b, a)):
        return False
    rest_a = tuple(t for t in a.seq[1:] if "=" not in t)
    rest_b = tuple(t for t in b.seq[1:] if "=" not in t)
    same = sum(i2 - i1 for tag, i1, i2, _, _ in opcodes(rest_a, rest_b) if tag == "equal")
    return same >= 2 and same >= LINED_UP_REST * max(len(rest_a), len(rest_b))


def two_groups(a: Claim, b: Claim) -> bool:
    """Whether two claims are said of the two groups one word divides (`groups_said`)."""
    return bool(groups_said(a, b))


def groups_clash(a: Claim, b: Claim) -> bool:
    """Whether `groups_said` finds "clash" (asked only where one claim opens with "only")."""
    return bool(_ONLY_OPENING.match(a.text) or _ONLY_OPENING.match(b.text)) and groups_said(
        a, b) == "clash"


@word_tables_cache
@lru_cache(maxsize=1 << 16)  # (asked by compare_claims, _conflict and the prefilter alike)
def groups_said(a: Claim, b: Claim) -> str:
    """How two claims said of the two groups one word divides stand, one opening with the word
    under a negating prefix ("Non-admins", "Unverified users") and the other with the word
    itself ("Admins", "Only verified users"): "apart" when each says something of its own
    group (both hold, and neither says the other: a look-alike); "same" when the plain side
    says "only" of its group and the prefixed side says no to its own ("Only admins may
    delete a project" / "Non-admins can't delete projects": one line, from its two sides);
    "clash" when the plain side says "only" and the prefixed side lets its group do the same
    ("Non-admins may delete projects"); "" when the claims are not so. The claim reader's
    folded polarity (the prefix, "delete" read as the end of "store") is set aside: the groups
    and the written no decide."""
    for prefixed, plain in ((a, b), (b, a)):
        first_p = _opening_word(prefixed.text)
        base = next((first_p[len(p):] for p in _GROUP_PREFIXES if first_p.startswith(p)), "")
        if len(base) < AFFIX_BASE:
            continue  # (most claims: asked of every claim pair, the cheap test first)
        first_q = _opening_word(_ONLY_OPENING.sub("", plain.text))
        if not first_q or form((base,)) != form((first_q,)):
            continue
        if not (first_p.startswith("non") or first_p.endswith(_GROUP_ENDINGS)):
            continue  # a verb ("Unlock the vault" / "Lock the vault"), not a group
        if _ONLY_OPENING.match(prefixed.text):
            return ""  # ("Only non-admins ...": not read so)
        if not _ONLY_OPENING.match(plain.text):
            return "apart"
        return "same" if WRITTEN_NO.search(prefixed.text) else "clash"
    return ""


_GROUP_PREFIXES = ("non-", "non", "un")
_GROUP_ENDINGS = ("ed", "id", "able", "ible")  # ("unverified", "unpaid", "unbillable")
# A claim that opens by naming a default and says what it is after "is" ("The default view is
# the grid", "The default is now Light mode").
_DEFAULT_IS = re.compile(r"^[\s*_]*(the\s+default\b[^,;:]*?)\s(?:is|are)\s", re.IGNORECASE)
# (the words before a noun that name a setting rather than a value: "unless you set the region")
_DETERMINERS = frozenset(("a", "an", "the", "another", "your", "their", "its", "some", "any"))
_SCOPE_WORD = re.compile(r"\b(?:for|on|in|at|when|if|unless|except|during|per)\b", re.IGNORECASE)
_ONLY_OPENING = re.compile(r"^[\s*_`]*only\s+(?:the\s+)?", re.IGNORECASE)


@lru_cache(maxsize=1 << 16)  # (asked of both claims of every claim pair, in several readings)
def _opening_word(text: str) -> str:
    """The first word of a claim in lower case, after an article."""
    words = re.findall(r"[A-Za-z][\w-]*", text)
    if words and words[0].lower() in ("the", "a", "an", "our", "all"):
        words = words[1:]
    return words[0].lower() if words else ""


def _subject_opposed(a: Claim, b: Claim) -> Claim | None:
    """The claim that opens with the negative end of an opposite, where the other opens with
    its positive end, each before the noun it qualifies ("Private endpoints are rate limited" /
    "Public endpoints are rate limited"): each claim is about other things, not the same thing
    said and unsaid. The opening word is negated by the opposite, the other claim does not
    negate it, and in each it stands first (after an article at most) before a noun followed
    by "is", "are" or a modal, or it is a past form before its noun. None when not."""
    for negative, positive in ((a, b), (b, a)):
        if not negative.seq or not positive.seq or negative.seq[0] != positive.seq[0]:
            continue
        head = negative.seq[0]
        # (either may say a no of its own to the rest: "Private repos are scanned nightly" /
        # "Public repos are not scanned nightly" speak of two kinds of repos as much as a yes
        # would; session 44)
        if head not in negative.negated or head not in negative.opposed or head in (
                positive.negated):
            continue
        return negative if qualified_subject(negative) and qualified_subject(positive) else None
    return None


def _opened_alike(a: Claim, b: Claim) -> tuple[Claim, Claim] | None:
    """The two claims read with their own no only, when both open with the same negative end
    of an opposite before the noun they are about ("Disabled accounts are not billed" /
    "Disabled accounts are billed at a reduced rate", "Unverified accounts cannot post" /
    "Unverified accounts can post"): there the word names which things both speak of, as a
    plain word does, and says no to nothing. Read through the table, it made both claims
    negative, the one "not" was lost, and the two merged. None when they do not."""
    if not a.seq or not b.seq or a.seq[0] != b.seq[0]:
        return None
    head = a.seq[0]
    if head not in a.opposed or head not in b.opposed:
        return None
    if not (qualified_subject(a) and qualified_subject(b)):
        return None
    return _plain_head(a, head), _plain_head(b, head)


def _qualified_alike(a: Claim, b: Claim) -> tuple[Claim, Claim] | None:
    """The two claims read with their own no only, when both put the same negative end of an
    opposite right before the same noun, wherever it stands ("Don't cache private responses" /
    "Private responses are cached for 5 minutes"; session 29): the word says which things
    both speak of, as `_opened_alike`'s does at the opening. Read through the table, both
    claims were negative, the "don't" was lost, and the two merged. Only where the word
    stands right before its noun in each text ("unlock the iPads" is an act), and a claim
    whose only no is the word has no "no" of its own ("No cleartext HTTP": the no is said of
    the word's thing). None when they do not."""
    for head in sorted(a.opposed & b.opposed):
        if head not in a.seq or head not in b.seq:
            continue
        at_a, at_b = a.seq.index(head), b.seq.index(head)
        noun = a.seq[at_a + 1:at_a + 2]
        if not noun or noun != b.seq[at_b + 1:at_b + 2] or "=" in noun[0]:
            continue
        if all(_before_its_noun(c, head, noun[0]) and (
                c.negated != {head} or not _NEGATOR.search(c.text)) for c in (a, b)):
            return _plain_head(a, head), _plain_head(b, head)
    return None


_NEGATOR = re.compile(r"\b(?:no|not|never|none|nobody|nothing)\b|n't\b", re.IGNORECASE)


def _before_its_noun(claim: Claim, head: str, noun: str) -> bool:
    """Whether a word read as the negative end of `head` stands in the claim's text right
    before a word read as `noun` ("private responses")."""
    return any(head in read.opposed for read in _side_by_side(claim, head, noun))


def _side_by_side(claim: Claim, first: str, second: str) -> Iterator[Claim]:
    """The readings of two words that stand next to each other in the claim's text and read
    as the terms `first` and `second` ("generated files", "private responses"): the terms
    alone may be next to each other with words between them in the text ("support for Node")."""
    for x, y in itertools.pairwise(_tokens(claim.text)):
        read = _analyse_text(f"{x} {y}")
        if read is not None and read.seq == (first, second):
            yield read


def _plain_head(claim: Claim, head: str) -> Claim:
    rest = claim.negated - {head}
    return replace(claim, negative=bool(rest), negated=rest, opposed=claim.opposed - {head})


def _anyone_against_only(a: Claim, b: Claim) -> bool:
    """Whether one claim lets anyone do what the other restricts to someone ("Only admins can
    delete projects" / "Anyone on the team can delete projects"), or lets a rule hold for any
    thing of a kind that the other holds for only some ("Uploads accept any file type" /
    "Uploads only accept PDFs and images"; memstore.core.judge.who)."""
    found = anyone_against_someone(a, b) or anyone_against_someone(b, a)
    return found is not None and found[0] == "conflict" or (
        any_against_only(a, b) or any_against_only(b, a))


def _no_here_only_there(a: Claim, b: Claim) -> bool:
    """Whether one claim says no to an act done one way ("Never run `terraform apply`
    locally") and the other says it is done only another way ("terraform apply only runs in
    the pipeline"): the "only" says the no, and the two are one rule (session 28). Not when
    both say "only", nor when the negative says it."""
    if a.negative == b.negative or not one_occasion(a, b):
        return False
    negative, positive = (a, b) if a.negative else (b, a)
    return (bool(_ONLY_WORD.search(positive.text)) and not _ONLY.search(negative.text)
            and not _ONLY_ONCE.search(positive.text))


# "only" of a time, not of a way: "only settle a market once the official result is in" is
# a gate, which "we don't wait for the official result" lets go of (session 31).
_ONLY_ONCE = re.compile(r"\bonly\s+(?:[\w-]+\s+){0,6}?(?:once|after)\b", re.IGNORECASE)


def _modifier_apart(a: Claim, b: Claim) -> str:
    """The two words, when each claim opens with a word of its own before the same noun
    ("The billing batch ..." / "The claims batch ...", "Session cookies ..." / "Admin
    sessions ..." is not one): two kinds of one thing, each its own subject. "" otherwise."""
    if len(a.seq) < 3 or len(b.seq) < 3 or a.seq[1] != b.seq[1] or a.seq[0] == b.seq[0]:
        return ""
    x, y, head = a.seq[0], b.seq[0], a.seq[1]
    light = _light()
    if "=" in head or head in light or not (x.isalpha() and y.isalpha()):
        return ""
    if x in light or y in light or _matched(x, b.bag()) or _matched(y, a.bag()):
        return ""
    if min(a.bag().get(x, 0.0), b.bag().get(y, 0.0)) < NAMING:
        return ""
    if _folder_of(x, b) and _folder_of(y, a):
        return ""  # each word names a folder of the other's path: one thing ("The Helm chart
        # lives in charts/api" / "The API chart is in deploy/helm/api")
    return f"{x} / {y}"


def _folder_of(word: str, claim: Claim) -> bool:
    """Whether a word names a folder of a path the claim gives, or a part of the file it ends
    in ("Our OpenAPI spec" / "docs/openapi.json", session 29)."""
    return any(_in_folders(word, kind, value) or _in_file_name(word, kind, value)
               for kind, value in claim.values)


def _own_opening(claim: Claim, other: Claim) -> bool:
    """Whether a claim opens with a name the other does not say: a path or a name value it
    lacks, or a word not light, rare enough to name something (or an identifier), that the
    other says neither as a word nor as a folder of its paths."""
    first = claim.seq[0]
    kind, eq, value = first.partition("=")
    if eq:
        return kind in ("path", "name", "url") and not any(
            _compatible((kind, value), v) for v in other.values)
    if first in _light() or _matched(first, other.bag()):
        return False
    return (_names(first, claim.bag().get(first, 0.0)) or first in claim.names) and not any(
        _in_path([first], v) for k, v in other.values if k == "path")


def _heavier(claim: Claim, words: tuple[str, ...], light: frozenset[str]) -> tuple[str, ...]:
    """The words that are not light, or that the claim writes as a name ("on Switch")."""
    propers = _propers(claim.text)
    return tuple(t for t in words if t not in light or t in propers or t in claim.names)


def _opens_with(claim: Claim, words: tuple[str, ...]) -> bool:
    return bool(claim.seq) and claim.seq[0] in words


def _scope(claim: Claim, words: tuple[str, ...]) -> bool:
    """Whether words say where a claim's value holds: after a preposition ("on mobile"), or
    all of them after its first value ("0.2 cluster-wide")."""
    at = next((n for n, t in enumerate(claim.seq) if "=" in t), None)
    return any(t in claim.qualifiers for t in words) or (at is not None and all(
        n > at for n, t in enumerate(claim.seq) if t in words))


def _no_in_added_part(longer: Claim, other: Claim) -> bool:
    """Whether a claim (`longer`, read as negative or, against a negative one, as positive)
    says all the other does before a joining word, with the other's polarity, and its "no"
    only in the part it adds after that word: a
    conjunction holds each of its parts ("Wwise SoundBanks are generated during the build and
    are not checked in" holds "the SoundBanks are generated by the build"), and so does a
    condition of what is missing ("Idle SSH sessions are dropped after 15 minutes without
    input" holds "... are dropped after 15 minutes"). A "no" in the
    predicate the two share ("builds no longer run on the Mac mini" / "is built on the Mac
    mini") is said of what the positive claim states, and stays a conflict."""
    if longer.negative == other.negative:
        return False
    for joint in _JOINING.finditer(longer.text):
        if not longer.negative and joint.group(0).lower() != "and":
            continue  # (read as positive, only a part joined by "and" is one of its own: "No
            # deposit is accepted without a verified phone" makes its "without" a condition)
        if joint.group(0).lower().startswith("with") and _words_said_in(
                longer.text[joint.end():], other):
            continue  # what one lacks, the other names: its "no" is said of what both say
            # ("Declarations w/o a home address get rejected" / "... accepts declarations
            # without a home address")
        head = _analyse_text(longer.text[:joint.start()].rstrip(" ,"))
        if head is not None and head.negative == other.negative and compare_claims(
                other, head).kind in ("same", "within") and not _no_to_its_own(
                longer, other):
            return True
    return longer.negative and _spliced_no(longer, other)


def _spliced_no(negative: Claim, other: Claim) -> bool:
    """Whether a negative claim is two sentences joined by a comma, the no in the first and
    all the other says in the second ("Never commit .env files, secrets live in the vault"
    holds "Secrets live in the vault"): its no is said of what it adds (session 58: a rule
    restated with a comma for the semicolon was a contradiction of itself)."""
    for comma in _COMMA.finditer(negative.text):
        head = _analyse_text(negative.text[:comma.start()])
        tail = _analyse_text(negative.text[comma.end():])
        if head is not None and head.negative and tail is not None and (
                tail.negative == other.negative) and compare_claims(other, tail).kind in (
                "same", "within") and not _no_to_its_own(negative, other):
            return True
    return False


_COMMA = re.compile(r",\s+")


def _words_said_in(text: str, claim: Claim) -> bool:
    """Whether a word of the text is one the claim says too."""
    read = _analyse_text(text)
    return read is not None and any(_matched(t, claim.bag()) for t in read.terms)


def _no_to_its_own(negative: Claim, positive: Claim) -> bool:
    """Whether what a negative claim says no to is a thing the positive claim requires
    ("Refunds over 5,000 EUR must be approved by the CFO" / "... are only reviewed by the CFO
    afterwards, and no approval is needed"): then its "no" is said of what the positive one
    states, not of what the negative adds."""
    return positive.must and any(
        t in positive.terms for t in negative.negated - negative.opposed)


def own_terms(mine: Bag, theirs: Bag) -> dict[str, float]:
    """The terms of one claim the other does not say, with their weights. A name made of
    words its own claim also says apart ("Redis client in the Go services: go-redis") names a
    third thing: the other says it only whole, not by saying those words ("The Go services
    talk to Redis through rueidis" does not say go-redis). The answer is shared: read it,
    never change it.

    The last answers for two sealed bags are kept (`_LAST_OWN`): `bounds._one_topic` reads
    both sides of a claim pair, and when it lets the pair through, `compare_claims` asks the
    same two questions right after. A sealed bag never changes (`Bag.seal`), so the answer
    for the same two bag objects is the same; the bags are held while kept, so their ids are
    not reused meanwhile."""
    if "_memo" not in mine.__dict__ or "_memo" not in theirs.__dict__:
        return _own_terms(mine, theirs)  # (a bag still open to change: nothing kept)
    for kept_mine, kept_theirs, kept in _LAST_OWN:
        if kept_mine is mine and kept_theirs is theirs:
            return kept
    found = _own_terms(mine, theirs)
    _LAST_OWN.appendleft((mine, theirs, found))
    return found


# The answers of `own_terms` for the last two pairs of sealed bags asked (see there): one
# claim pair asks two, one for each side.
_LAST_OWN: deque[tuple[Bag, Bag, dict[str, float]]] = deque(maxlen=2)


def _own_terms(mine: Bag, theirs: Bag) -> dict[str, float]:
    """`own_terms`, worked out."""
    # (a term the other holds as it is is said: asked before the call, most terms are; and
    # the answer `_matched` kept in the other bag, when it kept one, is read here without the
    # call: consolidation asks this of both sides of every claim pair it compares)
    memo = theirs.__dict__.get("_memo")
    found: dict[str, float] = {}
    for t, w in mine.items():
        if t in theirs:
            continue
        said = None if memo is None else memo.get(t)
        if said is None:
            said = _matched(t, theirs)
        if not said or (_said_apart(t, mine) and _joined(t) not in theirs):
            found[t] = w
    return found


def _said_apart(term: str, bag: Bag) -> bool:
    """Whether every word of a hyphenated name is a term of its own in the same bag."""
    parts = _parts(term) if "-" in term or "_" in term else ()
    return bool(parts) and all(p in bag and p != term for p in parts)


def _conflict(a: Claim, b: Claim, va: frozenset[tuple[str, str]],
              vb: frozenset[tuple[str, str]],
              swaps: list[tuple[tuple[str, ...], tuple[str, ...]]]) -> str:
    """Why two claims about the same thing cannot both hold, or ""."""
    if not one_occasion(a, b):
        return ""  # what happened once contradicts no rule, nor an event of another occasion
    if groups_said(a, b) in ("apart", "same"):
        return ""  # "Non-admins can't delete projects" / "Admins can delete projects": the
        # two sides of one line, each said of its own side
    if _done_first(a, b) or _done_first(b, a):
        return "order"  # (asked before the words each side has of its own: "raw" / "sees")
    if a.negative and b.negative and (_never_against_done(a, b) or _never_against_done(b, a)):
        return "negation"
    choices = [swap for swap in swaps if _one_choice(a, b, *swap)
               and not _two_purposes(a, b, swap) and not _ways_to_set(*swap)]
    only_a = [t for t in a.terms if not _matched(t, b.bag())]
    only_b = [t for t in b.terms if not _matched(t, a.bag())]
    if not swaps and len(set(only_a)) == 1 and len(set(only_b)) == 1 and not (
            named_in_subjects(a, b, (only_a[0],), (only_b[0],))) and (
            _alternatives(only_a[0], only_b[0]) or _two_tools(a, b, only_a[0], only_b[0])
            or _set_to_one_of_a_set(a, b, only_a[0], only_b[0])):
        choices = [((only_a[0],), (only_b[0],))]
    if not choices:
        # One name of its own on each side, each where a choice is stated ("Traces are
        # exported to Jaeger" / "Traces go to Tempo"): two tools for one job, however the
        # rest is worded.
        name_a = _chosen_name(a, only_a)
        name_b = _chosen_name(b, only_b)
        if (len(name_a) == 1 and len(name_b) == 1
                and (_one_choice(a, b, name_a, name_b)
                     or _default_values(a, b, name_a[0], name_b[0], va, vb))
                and (not _IDENT.match(name_a[0]) and not _IDENT.match(name_b[0])
                     or _both_defaults(a, b))
                and min(_found_besides(a, b, name_a[0]), _found_besides(b, a, name_b[0]))
                >= BESIDES and not _named_for_own(a, b, name_a[0], name_b[0], swaps)
                and not _tool_against_word(a, b, name_a[0], name_b[0])):
            choices = [(name_a, name_b)]
            swaps = [swap for swap in swaps if _two_purposes(a, b, swap) or not (
                set(swap[0]) & set(name_a) or set(swap[1]) & set(name_b))]
    choices = [swap for swap in choices if not faults_apart(a, b, *swap)
               and not versioned_apart(a, b, *swap) and not peers_apart(a, b, *swap)]
    # (each name's own fault, version, or a peer of its own: memstore.core.judge.tools; two
    # things said alike, no name chosen over the other)
    subjects = [swap for swap in swaps if swap not in choices
                and not _need_against_done_without(a, b, swap)]
    if choices:  # a code span that is the choice is its name, not one more value
        chosen = {t for swap in choices for side in swap for t in side}
        va = frozenset(v for v in va if v[0] != "name" or not _term_in(v[1], chosen))
        vb = frozenset(v for v in vb if v[0] != "name" or not _term_in(v[1], chosen))
    if subjects and a.order and b.order and all(
            t in _ENDED for swap in subjects for side in swap for t in side) and _reversed(
            a.order, b.order) and not (_new_and_old(a, b) or _new_and_old(b, a)
                                       or _acts_on_other_things(a, b)):
        return "order"  # "Publish to npm once CI passes on main" / "... before CI finishes on
        # main": the words put for each other only tell how one step ends, and the two orders
        # put the act on either side of it (session 39)
    if subjects:
        return ""  # they speak of two things: look-alikes
    own_a = _own_subjects(a, b)
    own_b = _own_subjects(b, a)
    if own_a and own_b and not choices or choices and _agent_apart(a, b, choices):
        return ""  # each names something the other does not: two things described alike
        # (and a tool read as the agent of an active verb is no choice against a passive's
        # "by" when each names a thing of its own: "Scans of the shop network are done by
        # Qualys" / "Tenable runs the scans of the payments network")
    if not a.negative and not b.negative and (_held_against_fine(a, b)
                                              or _held_against_fine(b, a)):
        return "negation"  # "Deploys are frozen on Fridays" / "Deploys on Fridays are fine"
    if a.negative != b.negative:
        negative, positive = (a, b) if a.negative else (b, a)
        # What is said no to must be what the other says yes to, about the same values.
        # (A value the negative side lacks is said no to with the rest: "doesn't retry by
        # default anymore" / "retries twice by default".)
        extra = _unnamed(_differing(negative.values, positive.values), positive)
        # (a need the other side goes without is answered by its "without": "An account is
        # required to check out" / "Guests may check out without an account")
        needs = frozenset(t for swap in swaps if _need_against_done_without(a, b, swap)
                          for side in swap for t in side if t in _NEED)
        if choices or max(_found(a, b, needs), _found(b, a, needs)) < 0.75 or (
                extra and not _listed_beside(negative, extra)
                and not _put_for_the_negated(negative, positive, extra)):
            return ""
        heads = {h for h in negative.negated if "=" in h or _holds(h, positive)
                 or negative.bag().get(h, 0.0) >= NAME or h in negative.names
                 or h in negative.opposed}
        if heads and not any(_holds(head, positive) for head in heads) and not (
                _switched_off(negative, positive, heads)
                or _requirement_dropped(negative, positive, heads)
                or _removed_from(negative, positive, heads)):
            return ""  # (a light verb the other does not use says no to what follows it:
            # "builds no longer run on the Mac mini" / "is built on the Mac mini")
        if not _said_after(negative) and _property_of(positive, negative):
            return ""  # "Don't link to the old billing page" / "The old billing page is
            # outdated": a prohibition, and a state of the thing it names
        if negative.negated and negative.negated <= negative.opposed and all(
                negative.terms.count(h) > 1 for h in negative.negated):
            return ""  # "Lock the account after 5 failed logins and unlock it after 30
            # minutes": the act and its opposite both told, not the act said no to
        if negative.negated and negative.negated <= negative.opposed and _own_choice(
                negative, positive, besides=negative.negated & _polar_stems()) and _own_choice(
                positive, negative):
            return ""  # "Start the stack with `up -d`" / "Stop the stack with `down`": two
            # acts, each with its own means, not one said and unsaid
        if negative.negated and negative.negated <= negative.opposed and (_complementary(
                positive, negative) or _two_times(positive, negative)):
            return ""  # "Keep logs for 30 days" / "Remove logs older than 30 days": one rule,
            # told from its two ends
        if negative.negated and _ONLY.search(positive.text) and not any(
                _holds(h, positive) for h in negative.negated):
            return ""  # "Only the platform team may create IAM users" / "Nobody outside the
            # platform team creates IAM users": "only" says no to the rest, and the negative
            # says no to the rest too (what it negates, "outside", the other does not say)
        if _ONLY.search(positive.text) and not _ONLY.search(negative.text) and any(
                not _matched(t, positive.bag()) for t in negative.terms) and any(
                not _matched(t, negative.bag()) and w >= NAMING
                for t, w in zip(positive.terms, positive.weights, strict=True)):
            return ""  # "Never run migrations by hand in production" / "Production migrations
            # are only run by the pipeline": the no is said of a way the "only" leaves out
        if _one_length_two_ends(positive, negative):
            return ""  # "valid for 1 hour" / "stop working after 60 minutes"
        if _THE_OTHERS.search(positive.text) and not _THE_OTHERS.search(negative.text):
            return ""  # "Don't route VIP callers through the IVR" / "Route all other callers
            # through the IVR": a yes said of everything but what the no is said of
        if _old_value(negative, positive):
            return ""  # "The ring timeout used to be 30 s" / "The ring timeout is 20 s": what
            # it was, and what it is
        if no_of_the_rest(negative, positive):
            return ""  # "Never ship an image that isn't signed" / "Every image we ship is
            # signed": a no said of the rest, the rule from its other side
            # (memstore.core.judge.claims)
        if _other_end(negative, positive):
            return ""  # "Do not store private keys in the repo" / "Public keys are stored in
            # the repo": a no to the act, and the other end of an opposite for what it is of
        if _says_no_to_other(negative, positive):
            return ""  # "Don't give developers write access" / "Developers get read-only
            # access": what is said no to is not what the other says yes to
        if _other_act(negative, positive):
            return ""  # "Tenants in trial can't issue invoices" / "Tenants in trial can
            # preview invoices": the no is said of another act than the yes
        if left_out(negative, positive):
            return ""  # "Skip self-excluded players in every campaign" / "Campaigns leave
            # self-excluded players out": one no, said with a verb of leaving out
        if outside_of(negative, positive):
            return ""  # "A hotfix doesn't wait for the release train" / "Hotfix -> patch
            # release, outside the train": the yes puts the thing outside what the no names
        if one_no_said_twice(negative, positive):
            return ""  # "No courier gets more than 2 orders" / "max 2 orders per courier":
            # one cap, said as a no to what goes past it; "Never edit merged migrations" /
            # "merged migrations are frozen": a no, and the state that says it
        if _of_the_subject(negative, positive, heads):
            return ""  # "The v1 API is deprecated" / "The v1 API is served by BaseController"
        if len(negative.terms) <= 1 and not (negative.negated & positive.choice) and _found(
                positive, negative) < 0.5 and not _always_done(positive, negative.negated) and not (
                _all_of_it_said(negative, positive)) and (
                not (_ONLY_WORD.search(positive.text) and negative.negated & set(positive.seq))
        ) and not _approved(positive, negative):
            return ""  # "not npm" against "npm breaks the links": not what is said no to
            # (but "We never squash" is said no to "Always squash when merging branches",
            # and "Never squash" to "Squash merges only", session 29); nor a no that says more
            # than a name, all of it said by the other: "Deploys no longer go through
            # deploy.yml" / "Deploys go through the deploy.yml workflow in GitHub Actions"
        said = _differing(negative.values, positive.values)
        if not _same_values(negative, positive, both=False,
                            besides=said - _unnamed(said, positive) | extra):
            return ""  # "never import from @ui/src/*" / "import via @ui": two places (the
            # others of a list one of whose items the other names are said no to with it)
        return "negation"
    if a.negative and b.negative and (va or vb or choices) and not (
            _same_negated(a, b) and (va or vb) and {k for k, _ in va | vb} <= {"number"}):
        return ""  # two prohibitions of different things both hold (but "closes after 90 s
        # if not full" / "closes after 2 minutes if it isn't full" do not)
    if a.order and b.order and _reversed(a.order, b.order) or _list_reversed(a, b) or (
            _put_first(a, b) or _put_first(b, a) or _first_for_last(a, b)) or _roles_swapped(a, b):
        return "" if (_new_and_old(a, b) or _new_and_old(b, a)
                      or _acts_on_other_things(a, b)) else "order"
    kinds_a, kinds_b = {k for k, _ in va}, {k for k, _ in vb}
    differing = (kinds_a & kinds_b) - {"flag"}
    tools = lexicon().alternatives
    chosen_a = [t for t in a.choice if not _matched(t, b.bag()) and (t in tools or _heavy(a, (t,)))]
    chosen_b = [t for t in b.choice if not _matched(t, a.bag()) and (t in tools or _heavy(b, (t,)))]
    if differing and chosen_a and chosen_b:
        return ""  # "use make 1.3+" / "use minio 2.5+": each value belongs to its own choice
    if differing and own_flags(a, b):
        return ""  # "`--num-workers` defaults to 8" / "`--prefetch-factor` defaults to 2":
        # each value is its own flag's
    if differing and not choices:
        if len(differing) > 1 or _two_rows(a, b, va, vb):
            return ""  # several values differ: two things described alike
        found = max(_found_terms(a, b), _found_terms(b, a))
        shared = min(len({t for t in a.terms if _matched(t, b.bag())}),
                     len({t for t in b.terms if _matched(t, a.bag())}))  # (from either side)
        if found < SAME_CONTEXT or (shared < 2 and found < 0.75):
            return ""  # the values are of two different things ("timeouts" / "rotation")
        if (narrower(a, b) or two_subjects(a, b) or _open_apart(a, b) or versions_named(a, b)
                or occasions_apart(a, b) or labels_apart(a, b) or inside_and_outside(a, b)):
            return ""  # of a thing and a part of it ("Kotlin sources" / "Kotlin test sources"),
            # or of two things ("the docs site ... 3002" / "the marketing site ... 3003",
            # "main is protected: ..." / "release/* is protected: ...")
        kind = differing.pop()
        if kind == "number" and point_within_bound(a, b):
            return ""  # "runs in under 90 seconds" / "takes about 85 seconds": an amount
            # inside the other's bound (memstore.core.judge.thresholds)
        if kind == "version" and _owned_by_own_name(a, b) != _owned_by_own_name(b, a):
            return ""  # "All projects target net8.0" / "All test projects reference xunit
            # 2.9.2": the version of a name the other never mentions is that thing's
        if kind == "path" and sibling_paths([v for k, v in va if k == "path"],
                                            [v for k, v in vb if k == "path"]):
            return ""  # two items of one collection ("db/losil/migrations" / "db/halnor/...")
        if kind == "url" and addresses_per_environment(a, b, [v for k, v in va if k == "url"],
                                                       [v for k, v in vb if k == "url"]):
            return ""  # "s3://acme-tfstate/prod" / "s3://acme-tfstate/staging": one address
            # for each environment (memstore.core.judge.values)
        if kind == "path" and acted_on(a, b):
            return ""  # "Update `pyproject.toml` ..." / "Update `CHANGELOG.md` ...": one act
            # done to two files (memstore.core.judge.swaps)
        if kind == "path" and own_folders(a, b):
            return ""  # "profiles for VOD ... profiles/vod/" / "Live ... profiles/live/"
        if kind == "number" and _side_port(a, b):
            return ""  # "The orders service listens on 8080" / "The orders service exposes
            # metrics on 9090": a second port of the service, named by what it serves
        if kind == "number" and (_counted(a, va, b, vb) or _counted(b, vb, a, va)):
            return ""  # "after 2 missed offers" / "after 30 minutes": a count of things the
            # other does not name, and a length of time, are two amounts
        if kind == "number" and _measured_apart(va, vb):
            return ""  # "The default field of view is 45 degrees" / "The default near plane
            # is 0.1 mm": an angle and a length are two amounts, as a size and a time are
        if kind == "number" and any(v[-1:] == "s" and v.lstrip("0123456789.e+-") == "s"
                                    and not _RATE.search(v) for k, v in va | vb if k == "number"):
            return "duration"  # (a length of time, in seconds: not a size, a length, degrees)
        return kind
    if len(choices) == 1 and not ({k for k, _ in va} & {k for k, _ in vb}) and min(
            _found_besides(a, b, (_heavy(a, choices[0][0]) or choices[0][0])[0]),
            _found_besides(b, a, (_heavy(b, choices[0][1]) or choices[0][1])[0])) >= BESIDES:
        return "name"  # (a value on one side only is a detail: "in the nightly job")
    return ""


def _measured_apart(va: frozenset[tuple[str, str]], vb: frozenset[tuple[str, str]]) -> bool:
    """Whether the amounts two claims differ in are of two measures, one of them measured in a
    unit of length, mass, angle, temperature, power ... (`subjects._slot_type`): no slot both
    fill. (A bare number may be in any unit: "runs at 100 Hz" / "update_rate is 500".)"""
    slots_a = {_slot_type(k, v) for k, v in va if k == "number"}
    slots_b = {_slot_type(k, v) for k, v in vb if k == "number"}
    return bool(slots_a and slots_b) and slots_a.isdisjoint(slots_b) and "amount" not in (
        slots_a | slots_b) and any(slot.startswith("measure:") for slot in slots_a | slots_b)


def _two_rows(a: Claim, b: Claim, va: frozenset[tuple[str, str]],
              vb: frozenset[tuple[str, str]]) -> bool:
    """Whether two values of one kind differ on each side: two rows of one table, each value
    with its own ("The v1 contracts compile with solc 0.8.19" / "The v2 contracts compile with
    solc 0.8.24"), as two kinds of value that differ are (session 35). Not when each claim
    gives a range ("Builds take 5 to 10 minutes" / "... 20 to 30 minutes"): its two numbers
    are the ends of one amount (session 36)."""
    kinds = [k for k, _ in va]
    if not any(kinds.count(k) >= 2 and sum(1 for x, _ in vb if x == k) >= 2 for k in set(kinds)):
        return False
    return not all(_RANGE.search(claim.text) for claim in (a, b))


# A range of an amount, as the text reads it ("5 to 10 minutes", "5-10 minutes" read so:
# memstore.core.judge.text._dashed_range, and "between 5 and 10 minutes").
_RANGE = re.compile(r"\b\d+(?:\.\d+)? to \d|\bbetween \d+(?:\.\d+)? and \d", re.IGNORECASE)


def _agent_apart(a: Claim, b: Claim,
                 choices: list[tuple[tuple[str, ...], tuple[str, ...]]]) -> bool:
    """Whether a choice of two names rests on a tool read as the agent that opens a clause
    (memstore.core.judge.claims._agent_opens) while each side also has a word of its own
    that names something (`NAMING` weight or more) besides the names: "Scans of the shop
    network are done by Qualys" / "Tenable runs the scans of the payments network" are two
    networks' scans, each with its tool. The passive and the active voice put the subject
    in two places, so the look-alike readings, which line the two up word by word, do not
    see it."""
    agents = {a.agent, b.agent} - {""}
    chosen = {t for swap in choices for side in swap for t in side}
    if not agents & chosen:
        return False
    return all(any(not _matched(t, other.bag()) and t not in chosen
                   and claim.bag()[t] >= NAMING for t in claim.terms)
               for claim, other in ((a, b), (b, a)))


def _two_purposes(a: Claim, b: Claim,
                  swap: tuple[tuple[str, ...], tuple[str, ...]]) -> bool:
    """Whether a swap puts, beside a name on each side, what each is for, a word of its own
    after "for" / "in" / "on" ("use zap for logging" / "use viper for configuration"): two
    tools, each for its own job, not two for one."""
    left, right = swap
    return len(left) > 1 and len(right) > 1 and any(
        t in a.qualifiers and t not in a.choice for t in left) and any(
        t in b.qualifiers and t not in b.choice for t in right)


# Words that say a thing holds in one more place besides ("outside the EU too").
_TOO = re.compile(r"\b(?:too|also|as well)\b", re.IGNORECASE)


# A rate in its unit ("20hz", "1e+06bit/s", "0.5m/s"): an amount, not a length of time.
_RATE = re.compile(r"(?:hz|/[a-z]+)$")


# A term this heavy outside the slot a choice fills names what the claim is about.
SUBJECT = 4.0


def _owned_by_own_name(a: Claim, b: Claim) -> bool:
    """Whether claim a writes each version it holds right after a name that claim b does not
    say ("reference xunit 2.9.2" against a claim without xunit): whose version it is."""
    bb = b.bag()
    owners = [a.seq[n - 1] for n, item in enumerate(a.seq) if item.startswith("version=")
              and n and "=" not in a.seq[n - 1]]
    return bool(owners) and all(not _matched(t, bb) and bool(_heavy(a, (t,))) for t in owners)


def _own_subjects(a: Claim, b: Claim) -> set[str]:
    """What claim a speaks of that claim b never mentions: its identifiers, codes and code
    spans, and its rare words outside the slot a choice fills ("the release tags of bannix"
    / "the gonmi release tags"; "test fixtures" / "load testing")."""
    bb = b.bag()
    tools = lexicon().alternatives
    return {t for t, w in a.bag().items() if not _matched(t, bb) and (
        t in a.names or ((w >= SUBJECT or t in tools) and t not in a.choice))}


# A term this heavy is a content word, not a word of grammar ("during", "every", "new").
CONTENT = 2.4


@word_tables_cache
@lru_cache(maxsize=1 << 16)
def _other_end(negative: Claim, positive: Claim) -> str:
    """Whether a negative claim says no to an act and, inside what it says no to, names a thing
    by one end of an opposite whose other end the positive claim names ("Do not store private
    keys" / "Public keys are stored"): not the same thing, so no conflict (the two words, or
    ""). The opposite must
    come after the negated act: an opposite that is itself what is said ("is off in debug
    builds so test sessions don't pollute ...") is the claim's own no."""
    seq = negative.seq
    acts = [n for n, t in enumerate(seq) if t in negative.negated and t not in negative.opposed]
    if not acts:
        return ""
    ends = [n for n, t in enumerate(seq) if t in negative.opposed and t in negative.negated]
    found = [f"not {seq[n]} / {seq[n]}" for n in ends if n > acts[0] and _holds(seq[n], positive)]
    # (or a word with a negating prefix whose base the positive says and the negative does
    # not: "Don't retry non-idempotent requests" / "Retry idempotent requests")
    found += [f"{t} / {base}" for t in seq[acts[0] + 1:] if "=" not in t
              and t not in negative.negated and not _matched(t, positive.bag())
              and (base := _affix_base(t, positive)) and not _matched(base, Bag(
                  {u: w for u, w in negative.bag().items() if u != t}))]
    return found[0] if found else ""


# What a word says no to when written with one of these in front ("unsigned", "insecure",
# "non-blocking", "disallowed"); the rest must be a word of at least this many letters.
AFFIXES = ("non-", "non", "un", "in", "im", "ir", "il", "dis")
AFFIX_BASE = 4


def affix_bases(term: str) -> list[str]:
    """What a term may say no to with a negating prefix (`AFFIXES`): the rest of it, at least
    `AFFIX_BASE` letters long ("non-idempot" -> "idempot")."""
    return [term[len(prefix):] for prefix in AFFIXES
            if term.startswith(prefix) and len(term) - len(prefix) >= AFFIX_BASE]


def _affix_base(term: str, other: Claim) -> str:
    """The word of the other claim that a term says no to with a negating prefix ("non-idempot"
    / "idempot"), or ""."""
    bag = other.bag()
    return next((base for base in affix_bases(term)
                 if _matched(base, bag) or _matched(_stem(base), bag)), "")


def _prefixed_against_base(a: Claim, b: Claim, left: tuple[str, ...],
                           right: tuple[str, ...]) -> bool:
    """Whether a substitution puts a word with a negating prefix (`AFFIXES`) for its base
    ("pagin" / "unpagin", "batch" / "unbatch"), neither the word its claim opens with: the
    same thing said to be and not to be so, when it is the only thing put for another, no
    value differs and neither claim says no (the callers ask that). (Opening a claim, the two
    pick out two kinds of its subject: "Signed builds ..." / "Unsigned builds ..."; beside a
    second swap they may say one thing twice: "install to turn the hooks on" / "uninstall to
    turn them off"; and "unsigned" is "without signing".)"""
    return not _opens_either(a, b, left, right) and (
        any(base in left for y in right for base in affix_bases(y))
        or any(base in right for x in left for base in affix_bases(x)))


def _opposite_swapped(a: Claim, b: Claim, left: tuple[str, ...],
                      right: tuple[str, ...]) -> bool:
    """Whether a substitution puts one word of a pair of the reviewed opposites for the other
    ("dedic" / "share"), neither the word its claim opens with (as `_prefixed_against_base`
    asks; the callers ask the rest). An opposite before its noun ("a dedicated Redis
    instance") names a kind of thing and is no no of its claim's, so only the two lined up
    show that one says what the other says no to."""
    opposite = opposite_forms()
    return not _opens_either(a, b, left, right) and any(
        y in opposite.get(x, ()) for x in left for y in right)


def _opens_either(a: Claim, b: Claim, left: tuple[str, ...], right: tuple[str, ...]) -> bool:
    """Whether a substitution's words are the word claim a or claim b opens with: there they
    name a kind of the subject, not what is said of it."""
    return bool(a.seq[:1] and a.seq[0] in left or b.seq[:1] and b.seq[0] in right)


def _other_act(negative: Claim, positive: Claim) -> bool:
    """Whether the two claims are one sentence word for word but for the act: the word the
    negative says no to, and in its place a content word of the positive's own ("Tenants in
    trial can't issue invoices" / "Tenants in trial can preview invoices"): a no to one act and
    a yes to another, both hold. Not when the positive's word is one end of an opposite (then
    it says the no again or its other end), nor a name of the alternatives table."""
    lined = [step for step in opcodes(negative.seq, positive.seq) if step[0] != "equal"]
    if len(lined) != 1 or lined[0][0] != "replace":
        return False
    _, i1, i2, j1, j2 = lined[0]
    if i2 - i1 != 1 or j2 - j1 != 1:
        return False
    mine, theirs = negative.seq[i1], positive.seq[j1]
    if mine not in negative.negated or not (mine.isalpha() and theirs.isalpha()):
        return False
    if theirs in positive.opposed or theirs in _polar_stems() or theirs in lexicon().alternatives:
        return False
    return positive.bag().get(theirs, 0.0) >= CONTENT and not _matched(
        theirs, Bag({mine: 1.0}))


# A no said by skipping, and a yes whose verb leaves the thing out ("omit", "leave ... out").
_SKIP = re.compile(r"\bskip(?:s|ped|ping)?\b", re.IGNORECASE)
_LEAVE_OUT = re.compile(r"\b(?:omit(?:s|ted|ting)?|(?:leave|leaves|left|leaving)\b(?:\s+[\w-]+)"
                        r"{0,4}\s+out)\b", re.IGNORECASE)


def left_out(negative: Claim, positive: Claim) -> bool:
    """Whether the negative claim's no is a "skip" and the positive one says the same with a
    verb of leaving out, with no no of its own ("Skip self-excluded players in every marketing
    campaign" / "Marketing campaigns leave self-excluded players out"; "Omit debug symbols
    from release builds" / "Release builds skip debug symbols"): "omit" and "leave out" are
    no negators, so the two read as a yes and a no of one thing. The content words after the
    skip must be said by the other, so "skip the checks" / "leave the logs out" stay apart."""
    if not _SKIP.search(negative.text) or not _LEAVE_OUT.search(positive.text):
        return False
    starts = [n for n, t in enumerate(negative.seq) if t in negative.negated]
    if not starts:
        return False
    bag = negative.bag()
    skipped = [t for t in negative.seq[starts[0]:] if "=" not in t and bag.get(t, 0.0) >= CONTENT]
    return bool(skipped) and all(_matched(t, positive.bag()) for t in skipped)


# "outside the train", "outside of the release window": a thing kept apart from what follows.
_OUTSIDE = re.compile(r"\boutside(?:\s+of)?\s+((?:[\w.-]+\s+){0,4}[\w.-]+)", re.IGNORECASE)


def outside_of(negative: Claim, positive: Claim) -> bool:
    """Whether the positive claim says its thing happens outside what the negative claim says
    no to, and the negative says no "outside" nowhere itself ("Hotfixes skip the train" / "A
    hotfix goes out as a patch release, outside the train"; "doesn't wait for the release
    train" / "outside the train"): staying outside a thing is the no said as a yes, one rule
    twice. "Never deploy outside the train" / "Deploy hotfixes outside the train" still
    conflict: the no says "outside" itself."""
    if _OUTSIDE.search(negative.text) or not negative.negated:
        return False
    found = _OUTSIDE.search(positive.text)
    if not found:
        return False
    what = [_stem(w) for w in found.group(1).lower().split()
            if w not in _ARTICLES and w not in _FUNCTION_WORDS]
    starts = [n for n, t in enumerate(negative.seq) if t in negative.negated]
    if not starts:
        return False
    said_no_to = Bag({t: 1.0 for t in negative.seq[starts[0]:]})  # (the no and what follows)
    return any(_matched(w, said_no_to) for w in what)


@word_tables_cache
@lru_cache(maxsize=1 << 16)
def _says_no_to_other(negative: Claim, positive: Claim) -> str:
    """Whether what a negative claim says no to is not what the positive claim says yes to.
    Lined up, the negative puts a content word of its own inside what it says no to, between
    words both say, and the positive says a word of its own (in that place: "Don't give
    developers write access to the prod account" / "Developers get read-only access to the
    prod account"; or elsewhere: "Don't email passwords to new hires" / "Email new hires the
    link to the invite", "Don't block office IPs at the WAF" / "Block the IP at the WAF when it
    exceeds 1000 requests"); or the negative ends with where, when or for whom its no holds
    and the positive puts a word or a value of its own there ("SSH is disabled for
    engineers" / "SSH is enabled for the break-glass role"; "not run on PRs" / "run
    nightly"). A reason or a condition one side adds at the end is no such place ("Avoid
    force-pushing to PR branches, reviewers lose their place"), nor a word the negative adds
    where the positive says nothing of its own ("Never pass timeout= to individual httpx
    calls" / "Always pass timeout= to httpx calls"). The words of each that differ, or ""."""
    seq = negative.seq
    start = next((n for n, t in enumerate(seq) if t in negative.negated), None)
    if start is None:
        return ""
    mine_bag, their_bag = negative.bag(), positive.bag()
    # (a word is said by the other only as a whole word or a whole compound: "passwords" is
    # not said by "the password-manager invite")
    wholes = Bag({t: w for t, w in their_bag.items() if "-" not in t.strip("-") or all(
        _matched(p, mine_bag) for p in _parts(t))})
    lined = opcodes(seq, positive.seq)
    last = len(lined) - 1
    elsewhere = [t for t in positive.terms
                 if their_bag[t] >= CONTENT and not _matched(t, mine_bag)]
    for n, (tag, i1, i2, j1, j2) in enumerate(lined):
        if tag == "equal" or i2 <= start:
            continue
        mine = [t for t in seq[max(i1, start):i2] if t not in negative.negated
                and mine_bag.get(t, 0.0) >= CONTENT and not _matched(t, wholes)]
        theirs = [t for t in positive.seq[j1:j2] if not _holds(t, negative) and (
            "=" in t or their_bag.get(t, 0.0) >= CONTENT)]
        if not mine:
            continue
        if 0 < n < last and (theirs or elsewhere) or theirs and all(
                t in negative.qualifiers for t in mine):
            said = [t.partition("=")[2] or t for t in theirs] or elsewhere
            return f"{' '.join(mine)} / {' '.join(dict.fromkeys(said))}"
    return ""


# A no said of everything an act could be done to, or of every place: "caches nothing",
# "doesn't log anything", "never uploaded anywhere".
_NOTHING = re.compile(r"\b(?:nothing|anything|nowhere|anywhere)\b", re.IGNORECASE)


def _put_for_the_negated(negative: Claim, positive: Claim,
                         extra: frozenset[tuple[str, str]]) -> bool:
    """Whether the values a no gives besides the other claim's are put in place of the value
    it says no to, which the other claim states: "The API listens on 9090 not 8080" / "The
    API listens on 8080", one value corrected, not a second thing."""
    said_no = {tuple(v.split("=", 1)) for v in negative.negated if "=" in v}
    kinds = {k for k, v in said_no if (k, v) in positive.values}
    return bool(kinds) and all(k in kinds for k, _ in extra)


def _all_of_it_said(negative: Claim, positive: Claim) -> bool:
    """Whether a no says more than one name ("Deploys no longer go through deploy.yml": a
    subject and a value) and the other claim says every word and value of it, however much
    it adds of where it holds ("... the deploy.yml workflow in GitHub Actions")."""
    return len(negative.terms) + len(negative.values) >= 2 and _found(negative, positive) >= 1.0


def _of_the_subject(negative: Claim, positive: Claim, heads: set[str]) -> bool:
    """Whether a negative claim says no to the thing the positive claim is about, not to what
    the positive says of it: what is said no to is the word the positive opens with (its
    subject), the negative says nothing besides it, and the positive goes on to name something
    of its own ("The v1 API is deprecated" / "The v1 API is served by `BaseController`";
    "Paperclip is deprecated" / "Paperclip files are moved by `MigrateJob`"). Being deprecated
    and being served by something both hold; "Use Paperclip" is a choice, and still conflicts."""
    held = [h for h in heads if _holds(h, positive)]
    size = len(negative.terms)
    if _NOTHING.search(negative.text):
        return False  # "The proxy caches nothing": a no to the act, whatever it is done to
        # (session 42: it read as "is deprecated", and "caches API responses" held)
    if not _said_after(negative) or not held or any(h != negative.terms[-1] for h in held):
        return False  # (the negation must follow the word it says no to, "X is deprecated",
        # not open the claim, "Don't run X", "Avoid X")
    opening = positive.terms[:size]
    if len(opening) < size or any(not _matched(t, Bag({o: 1.0}))
                                  for t, o in zip(negative.terms, opening, strict=True)):
        return False  # the positive opens with all the negative says: its subject
    if any(h in positive.choice and positive.terms.count(h) == 1 for h in held):
        return False
    nb = negative.bag()
    return any(not _matched(t, nb) and (t in positive.names or w >= NAME)
               for t, w in positive.bag().items())


def _named_for_own(a: Claim, b: Claim, name_a: str, name_b: str,
                   swaps: list[tuple[tuple[str, ...], tuple[str, ...]]]) -> bool:
    """Whether the two names go with two things: each claim, its name left out, puts a word of
    its own in the same place as the other, where the rest lines up ("The staging DB is
    refreshed ..." / "The staging uploads are synced ..."), or each name is named after the
    word that sets its claim apart ("the config cache ... `config:clear`" / "the route cache
    ... `route:clear`")."""
    bb, ba = b.bag(), a.bag()
    for left, right in swaps:
        if name_a not in left or name_b not in right:
            continue
        # (a word of the sequence may be no term of its claim, "before", "then": it weighs
        # nothing)
        own_a = any(t != name_a and not _matched(t, bb) and ba.get(t, 0.0) >= NAMING
                    for t in left)
        if own_a and any(t != name_b and not _matched(t, ba) and bb.get(t, 0.0) >= NAMING
                         for t in right):
            return True
    mine = [t for t in a.terms if t != name_a and not _matched(t, bb) and len(t) >= 3]
    theirs = [t for t in b.terms if t != name_b and not _matched(t, ba) and len(t) >= 3]
    return any(t[:4] in name_a for t in mine) and any(t[:4] in name_b for t in theirs)


# Words that say a thing or an act is fine to do: a statement "X is fine" answers "Don't X"
# (the first word of each antonym pair in lexicon.yaml says the same: enabled, allowed ...).
# (A thing created, generated or provisioned is a thing had, as a thing used is: "Preview
# environments are created for every PR" against "PRs don't get preview environments anymore".)
_APPROVING = frozenset("fine ok okay acceptable encouraged recommended preferred expected "
                       "welcome good standard default way norm created generated provisioned"
                       .split())
_COPULA = re.compile(r"\b(?:is|are|was|were)\b", re.IGNORECASE)
_ROLE = re.compile(r"\s+(?:the|our|what|how)\b", re.IGNORECASE)


def _property_of(positive: Claim, negative: Claim) -> bool:
    """Whether the positive claim states a property of what the negative names, not the act
    the negative says no to: it reads "<subject> is <predicate>", its subject all said by the
    negative, and its predicate holds none of the words the negative says no to, a word of its
    own, and no word that approves ("The Heroku filesystem is ephemeral" against "Don't rely
    on the Heroku filesystem"; not "Deploys on Friday are fine" against "Never deploy on
    Fridays", nor ".env is committed to the repo" against "Don't commit .env"), or the
    predicate is one word the negative puts before the thing's noun, and is not what it says
    no to ("Files in gen/ are generated" / "Never edit generated files by hand")."""
    found = _COPULA.search(positive.text)
    if not found or found.start() == 0 or _ROLE.match(positive.text, found.end()):
        return False  # ("Redis is the session store": a role, what is chosen for it)
    subject = _analyse_text(positive.text[:found.start()])
    size = len(subject.terms) if subject is not None else 0
    if not size or tuple(positive.terms[:size]) != subject.terms:
        return False
    nb = negative.bag()
    if any(not _matched(t, nb) for t in positive.terms[:size]):
        return False
    if negative.negated and all(_matched(h, subject.bag()) for h in negative.negated) and (
            _opens_positive(_tokens(positive.text[found.end():]))):
        return False  # it says no to the subject itself ("runs with `AUDIT_LOG_ENABLED=0`":
        # no audit logging), and the positive says it is on ("is on for the ... service",
        # "is turned on for the reporting database"), whatever it adds of its own
    predicate = positive.terms[size:]
    weights = positive.weights[size:]
    own = [t for t, w in zip(predicate, weights, strict=True)
           if not _matched(t, nb) and w >= NAMING]
    said = Bag(zip(predicate, weights, strict=True))
    if any(_matched(h, said) for h in negative.negated if "=" not in h):
        return False  # (".env is committed to the repo": the act said no to)
    if not own and len(predicate) == 1 and size <= 3 and _attributive_in(
            negative, predicate[0], subject) and not positive.values - negative.values:
        return True  # one word said of a thing named in a few words, which the negative
        # puts before its noun, is what the no takes for granted: "Files in gen/ are
        # generated" / "never edit generated files by hand" (session 29; not "Lab results
        # must be checked ... before a batch is released", where the "is" is a clause's)
    if not own:
        return False
    return not _approving(positive.text[found.end():]) and not (
        positive.values - negative.values)


def _opens_positive(words: list[str]) -> bool:
    """Whether words open with the positive end of an opposite, a phrase of the synonyms
    read as its group's word ("turned on" is "enabled")."""
    lex = lexicon()
    return any(phrase in lex.positives or lex.synonyms.get(phrase, ()) in lex.positives
               for phrase in lex.openings(words))


@word_tables_cache
@lru_cache(maxsize=1 << 16)
def _attributive_in(claim: Claim, word: str, subject: Claim) -> bool:
    """Whether a claim's text puts a word right before the noun a subject ends on ("generated
    files" for "Files in gen/" and "generated"; not "support for Node 16")."""
    nouns = [t for t in subject.terms if "=" not in t]
    if not nouns or not any(claim.seq[n:n + 2] == (word, nouns[-1])
                            for n in range(len(claim.seq) - 1)):
        return False  # (most claims: no need to read the words two by two)
    return next(_side_by_side(claim, word, nouns[-1]), None) is not None


def _approving(text: str) -> bool:
    """Whether a predicate approves or states a use ("is fine", "is allowed for release
    managers", "is used for all Go builds", "are enabled"): the words of _APPROVING, the
    approving side of the antonym pairs, and the words the tables read as "use"."""
    lex = lexicon()
    words = _tokens(text)
    for n, word in enumerate(words):
        if word in ("on", "with") and n < len(words) - 1:
            continue  # ("is wiped on deploy": "on" ties a place; "is on" approves)
        phrase = lex.synonyms.get((word,), (word,))
        stem = _stem(word)
        if (word in _APPROVING or stem in _APPROVING_STEMS or phrase == ("use",)
                or (word,) in lex.positives or (phrase in lex.positives)):
            return True
    return False


_APPROVING_STEMS = frozenset(_stem(w) for w in _APPROVING)


def _approved(positive: Claim, negative: Claim) -> bool:
    """Whether the positive says that what the negative says no to is fine, as its subject
    ("Comments in code are encouraged" / "Avoid comments": session 33, read as "not npm"
    against "npm breaks the links", a no to a thing the other only names)."""
    found = _COPULA.search(positive.text)
    return bool(found and negative.negated and all(
        _holds(h, _analyse_text(positive.text[:found.start()]) or positive)
        for h in negative.negated) and _approving(positive.text[found.end():]))


_UNTIL = re.compile(r"\b(?:until|till|for\s+(?:\d|an?\b|one\b))", re.IGNORECASE)
_FROM_THEN = re.compile(r"\b(?:after|older than|once|past|beyond)\b", re.IGNORECASE)


# A length of time a state lasts ("valid for 1 hour", "kept for 28 days"), and the point from
# which its opposite holds ("stop working after 24 hours", "purged after 60 days").
_SPAN = re.compile(r"\bfor\s+\d", re.IGNORECASE)
_END = re.compile(r"\b(?:after|older than)\s+\d", re.IGNORECASE)


def span_and_end(a: Claim, b: Claim, va: frozenset[tuple[str, str]],
                 vb: frozenset[tuple[str, str]]) -> bool:
    """Whether two claims of opposite polarity each give one length of time of their own, one
    as how long a state lasts ("for N") and the other as when its opposite starts ("after
    M"): the end of one state told from its two sides, so two lengths are two answers to one
    question (the same length is `_complementary`, one rule)."""
    if a.negative == b.negative or len(va) != 1 or len(vb) != 1:
        return False
    return _lengths(va | vb) and _span_end_shape(a, b)


# How long a thing lives, as the terms read it: what keeps it ("kept for", "retention",
# "deleted after", memstore.core.judge.text) and what ends it ("expire after", "TTL", "valid for").
# A keeping told with its end ("kept for 30 days before they are deleted") is read here, not
# rewritten in memstore.core.judge.text as "kept for 30 days" (that lost two dev conflicts).
_LIFE = frozenset(["store", "expir", "last"])
_KEPT_THEN_REMOVED = re.compile(r"\b(?:kept|retained|stored)\s+for\s+\S+\s+\S+,?\s+(?:and\s+)?"
                                r"(?:then|before)\b[^,;:]*\b(?:deleted|purged|removed|wiped)\b",
                                re.IGNORECASE)


def _one_life(a: Claim, b: Claim, only_a: Mapping[str, float],
              only_b: Mapping[str, float]) -> str:
    """"same" when two claims give one thing one lifetime, one with the words of its keeping
    and the other with the words of its end ("Idempotency keys are kept for 24 hours" /
    "Idempotency keys have a TTL of 1 day"); "contains" or "within" when one of them says
    more besides ("Backups are encrypted and deleted after 35 days" / "Backups are kept for 35
    days"); "" otherwise."""
    if a.values != b.values or not _lengths(a.values) or a.negative != b.negative and not (
            _KEPT_THEN_REMOVED.search((a if a.negative else b).text)):
        return ""  # (a no that is the end of the keeping is none: "kept for 30 days before they
        # are deleted" against "deleted after 30 days")
    life_a, life_b = set(only_a) & _LIFE, set(only_b) & _LIFE
    if len(life_a) != 1 or len(life_b) != 1 or life_a == life_b:
        return ""
    more_a, more_b = set(only_a) - _LIFE, set(only_b) - _LIFE
    return "" if more_a and more_b else "contains" if more_a else "within" if more_b else "same"


def _lengths(values: frozenset[tuple[str, str]]) -> bool:
    return bool(values) and all(kind == "number" and _LENGTH.fullmatch(value)
                                for kind, value in values)


def _one_length_two_ends(positive: Claim, negative: Claim) -> bool:
    """Whether a state that lasts a time and its opposite from that same time on are said
    ("Reset links are valid for 1 hour" / "Reset links stop working after 60 minutes"): one
    rule told from its two ends, not a no to it."""
    return positive.values == negative.values and _lengths(positive.values) and (
        _span_end_shape(positive, negative))


def _span_end_shape(a: Claim, b: Claim) -> bool:
    if not (_SPAN.search(a.text) and _END.search(b.text) and not _END.search(a.text)
            or _SPAN.search(b.text) and _END.search(a.text) and not _END.search(b.text)):
        return False
    return not _modified_apart(a, b)  # "Delete request logs older than 14 days" / "Keep
    # audit logs for 7 years": two kinds of log


def _modified_apart(a: Claim, b: Claim) -> bool:
    """Whether each claim puts a word of its own right before the same word ("request logs"
    / "audit logs"): two kinds of one thing."""
    def before(x: Claim, y: Claim) -> set[str]:
        bag, terms = y.bag(), x.terms
        return {terms[n + 1] for n, t in enumerate(terms[:-1])
                if not _matched(t, bag) and _matched(terms[n + 1], bag)}

    theirs = Bag(dict.fromkeys(before(b, a), 1.0))
    return any(_matched(t, theirs) for t in before(a, b))


_LENGTH = re.compile(r"[\d.e+]+s")


def _complementary(positive: Claim, negative: Claim) -> bool:
    """Whether an opposite word says the same rule from its other end: one side holds
    something until a point ("keep logs for 30 days", "keep the flag until the rollout"), the
    other undoes it from that point on ("remove logs older than 30 days", "remove the flag
    after the rollout"), the point the same on both sides (the same value, or the same words
    after it)."""
    until, since = _UNTIL.search(positive.text), _FROM_THEN.search(negative.text)
    if not until or not since:
        return False
    if positive.values and positive.values == negative.values:
        return True
    after_until = _analyse_text(positive.text[until.end():])
    after_since = _analyse_text(negative.text[since.end():])
    if after_until is None or after_since is None:
        return False
    shared = [t for t in after_until.terms if _matched(t, after_since.bag())]
    return bool(shared) and len(shared) * 2 >= len(after_until.terms)


# Words that say a claim is of everything but what another names ("all other callers", "every
# other queue", "the rest of the team", "everyone else"). Not after "like" or "as": "shipped
# over the air like any other ECU update" compares the thing with the rest, it names the same
# thing the other side does (fourteenth round, helper `polarity`).
_THE_OTHERS = re.compile(r"(?<!\blike\s)(?<!\bas\s)\b(?:all|every|any|each)\s+other\b|"
                         r"\bthe\s+other\s+\w+s\b|"
                         r"\b(?:the\s+)?rest\s+of\b|\b(?:every|any|no)(?:one|body|thing)\s+else\b",
                         re.IGNORECASE)


def _override(default: Claim, other: Claim) -> str:
    """A default and one named thing's own setting ("Voicemail is off by default for new
    queues" / "Voicemail is on for queue-us-1", "Retention defaults to 90 days" / "Tenant
    northwind-bank keeps recordings for 7 years"): the claim that says "default" names no
    thing of its own, the other names one (a name with a digit or a hyphen) the default
    claim does not, and does not say "default" itself. The name picks out what the other
    setting is for; the default holds for the rest. Two defaults, or two settings of one
    named thing, still meet as before. The name, or ""."""
    if _DEFAULT not in default.terms or _DEFAULT in other.terms:
        return ""
    if way := _WAY_TO_CHANGE.search(other.text):
        # "Dark mode is off by default" / "Users can turn on dark mode in settings", "Set
        # LOG_LEVEL=debug to turn on debug logging": a way to change the default, not another
        # default
        return " ".join(way.group(0).lower().split())
    bag = default.bag()
    own = [t for t in other.terms if (t in other.names or _NAMED.search(t))
           and not _matched(t, bag)]
    if not own or any(t in default.names or _NAMED.search(t) for t in default.terms):
        return ""
    return own[0]


def _overridden(a: Claim, b: Claim) -> str:
    """`_override` asked both ways, its reason in the claims' order ("default / queue-us-1")."""
    if own := _override(a, b):
        return f"default / {own}"
    if own := _override(b, a):
        return f"{own} / default"
    return ""


_DEFAULT = _stem("default")
# Someone may change a setting, or how to: a modal of what is possible ("users can turn on",
# "maintainers may enable"), not of what is not ("can't", "cannot"), or a step whose purpose is
# the switch ("... to turn on debug logging").
_WAY_TO_CHANGE = re.compile(
    r"\b(?:can|may|could)(?!n't|'t|\s+not\b)\s+(?:\w+\s+){0,2}?(?:turn|switch|enable|disable|"
    r"opt|make|set)\w*(?:\s+(?:on|off|in|out))?\b|\bto\s+(?:turn|switch)\s+(?:on|off)\b|"
    r"\bto\s+(?:enable|disable)\b", re.IGNORECASE)
_NAMED = re.compile(r"^[a-z][\w.]*(?:-[\w.]+)+$|^[a-z]+\d[\w.-]*$")


def _counted(a: Claim, va: frozenset[tuple[str, str]], b: Claim,
             vb: frozenset[tuple[str, str]]) -> bool:
    """Whether claim `a` gives a bare count where `b` gives a length of time ("2 missed offers" /
    "30 minutes"), and the word right after the count, what it counts, is one `b` does not
    say: a count of things, not the same setting in other units ("Token TTL: 3600" / "30
    minutes" still differ)."""
    counts = [v for k, v in va if k == "number" and not v[-1:].isalpha()]
    lengths = [v for k, v in vb if k == "number" and v.endswith("s") and not _RATE.search(v)]
    if len(counts) != 1 or not lengths or len(va) != 1:
        return False
    seq = list(a.seq)
    at = seq.index(f"number={counts[0]}") if f"number={counts[0]}" in seq else -1
    after = [t for t in seq[at + 1:at + 3] if "=" not in t] if at >= 0 else []
    return bool(after) and not any(_matched(t, b.bag()) for t in after)


def _new_and_old(a: Claim, b: Claim) -> bool:
    """Whether one claim names "the new X" and the other "the old X", each without the other
    ("create the new key, then update the secret" / "after the secret is updated, revoke the
    old key"): the new key and the old key are two things, so two steps done to them are
    two steps of one procedure, not one step put in two places. A claim that names both
    ("close the old fare period, then open the new one") still meets an order reversed."""
    new_a, old_a = _aged(a.text)
    new_b, old_b = _aged(b.text)
    return bool(new_a & old_b) and not old_a and not new_b


def _aged(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """The stems of the nouns a text calls new, and those it calls old."""
    if "new" not in text.lower() and "old" not in text.lower():
        return frozenset(), frozenset()
    found: dict[str, set[str]] = {"new": set(), "old": set()}
    for age, noun in _AGED.findall(text):
        found[age.lower()].add(_stem(noun.lower()))
    return frozenset(found["new"]), frozenset(found["old"])


_AGED = re.compile(r"\b(new|old)\s+([a-z][\w-]*)", re.IGNORECASE)
# Words that tell what held before, not what holds ("used to be 30 s", "was previously 5").
_HISTORY = re.compile(r"\b(?:used to|previously|formerly)\b", re.IGNORECASE)


def _old_value(negative: Claim, positive: Claim) -> bool:
    """Whether the negative claim tells a value a thing used to have ("used to",
    "previously", "formerly"), and the positive gives it another value of the same kind and
    none the same: the history of a setting, and the setting now, both hold."""
    return bool(_HISTORY.search(negative.text)) and another_value(negative, positive)


def another_value(taken_back: Claim, positive: Claim) -> bool:
    """Whether the positive claim gives a value of a kind (a number, a duration, a version, a
    path...) that the claim taking something back also gives, and none of its values of that
    kind is the same: what is taken back is the old value, not the thing the two are about."""
    if not taken_back.values:
        return False
    kinds = {k for k, _ in taken_back.values} & {k for k, _ in positive.values} - {"name"}
    return bool(kinds) and not any(_compatible(x, y) for x in taken_back.values
                                   for y in positive.values if x[0] in kinds)


# The two ends of an order, as a claim's sequence holds them.
_EARLY = frozenset("before first earlier prior".split())
_LATE = frozenset("after last later afterwards".split())


def _two_times(positive: Claim, negative: Claim) -> bool:
    """Whether an opposite word tells a second act, done at the other end of the same order:
    lined up, one side says "before" where the other says "after" ("Enable maintenance mode
    before rotating the key" / "Disable maintenance mode after the new key is live"): the
    start and the end of one procedure, not one act said and unsaid."""
    for tag, i1, i2, j1, j2 in opcodes(positive.seq, negative.seq):
        if tag != "replace":
            continue
        left, right = set(positive.seq[i1:i2]), set(negative.seq[j1:j2])
        if (left & _EARLY and right & _LATE) or (left & _LATE and right & _EARLY):
            return True
    return False


def _always_done(claim: Claim, acts: frozenset[str]) -> bool:
    """Whether a claim says one of `acts` is always done: "always" right before it."""
    seq = claim.seq
    return any(t == _ALWAYS and n + 1 < len(seq) and seq[n + 1] in acts
               for n, t in enumerate(seq))


_ALWAYS = _stem("always")


def _own_choice(a: Claim, b: Claim, besides: frozenset[str] = frozenset()) -> bool:
    """Whether claim a names, in the slot a choice fills, a word claim b does not have (not
    one of `besides`: the word of an opposite pair a negative claim is read from is no means
    of its own, "SSH password login is disabled on the bastion" / "... is allowed on the
    bastion host")."""
    return any(not _required_by(t, b) for t in a.choice if t not in besides)


@word_tables_cache
@lru_cache(maxsize=1 << 16)
def _said_after(claim: Claim) -> bool:
    """Whether a negative claim opens with what it speaks of and says no after it ("Paperclip
    is deprecated", "the staging snapshot is stale"), not with the negation ("not npm",
    "Don't run X", "Avoid X"): the word it says no to is its own subject."""
    words = _tokens(claim.text)
    lex = lexicon()
    first = words[0] if words else ""
    return bool(claim.terms) and claim.terms[-1] in claim.negated and (first,) not in (
        lex.negators) and lex.by_stem.get(_stem(first)) not in lex.negators and first not in (
        "no", "not", "never", "instead", "rather", "without")


def _one_holder(a: Claim, b: Claim, only_a: Mapping[str, float],
                only_b: Mapping[str, float]) -> bool:
    """Whether two claims give one role that only one thing holds ("the primary", "the
    leader", "the source of truth") to two things, each named by an identifier and nothing
    else of its own apart ("prod-db-01 is the primary" / "prod-db-02 is the primary")."""
    if len(only_a) != 1 or len(only_b) != 1:
        return False
    (x,), (y,) = only_a, only_b
    if not _IDENTIFIER.fullmatch(x) or not _IDENTIFIER.fullmatch(y):
        return False
    role_a, role_b = _THE_ROLE.search(a.text), _THE_ROLE.search(b.text)
    if role_a is None or role_b is None:
        return False
    return (role_a.group(1) or role_a.group(2)).lower() == (
        role_b.group(1) or role_b.group(2)).lower()


# A name written as an identifier: with a hyphen, an underscore or a digit ("prod-db-01").
_IDENTIFIER = re.compile(r"[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+|[a-z]+[0-9]+")
# A role one thing holds at a time, given with "the" ("is the primary", "has been the leader",
# "the primary is ...").
# (one word may say which role of the kind: "the write primary"; not "controller", of which a
# Kafka cluster has a quorum: test_judge_one_holder.py)
_ROLES = r"((?:[a-z]+\s+)?(?:primary|leader|master|source of truth|owner))"
_THE_ROLE = re.compile(r"\b(?:is|are|was|were|has been|have been|becomes|became|as)\s+"
                       r"(?:now\s+|still\s+)?the\s+(?:current\s+|new\s+|only\s+|sole\s+)?"
                       + _ROLES + r"\b|\bthe\s+(?:current\s+|new\s+)?" + _ROLES
                       + r"\s+(?:is|was)\b", re.IGNORECASE)


def _given_a_role(claim: Claim) -> bool:
    """Whether a claim gives something a role only one thing holds (`_THE_ROLE`)."""
    return _THE_ROLE.search(claim.text) is not None


def _forever_against_an_end(a: Claim, b: Claim, only_a: Mapping[str, float],
                            only_b: Mapping[str, float]) -> bool:
    """Whether one claim keeps a thing forever and the other gives it an end (a length of time,
    an occasion, or just its removal), and neither says anything of its own but how it is kept
    or ended and when ("kept forever" / "purged after 90 days", "... / removed after two
    release trains"; "are never deleted" reads as kept forever, memstore.core.judge.text)."""
    forever_a, forever_b = bool(_FOREVER.search(a.text)), bool(_FOREVER.search(b.text))
    if forever_a == forever_b:
        return False
    end = b if forever_a else a
    occasion: frozenset[str] = frozenset()
    if not _lengths_of_time(end.values):
        found = _ENDED_WHEN.search(end.text)
        if found is None:
            return False
        told = _analyse_text(found.group(1)) if found.group(1) else None
        # ("removed after two release trains": an end all the same, told by what it comes
        # after; "cleaned up" alone an end with no length)
        occasion = frozenset(told.terms) if told else frozenset()
    return all(t in _KEEPING or w < NAMING or t in occasion
               for own in (only_a, only_b) for t, w in own.items())


def _lengths_of_time(values: frozenset[tuple[str, str]]) -> bool:
    return any(kind == "number" and _LENGTH.fullmatch(value) for kind, value in values)


# An end told with no length of time: by itself ("Feature flags are cleaned up"), or by the
# occasion it comes after ("removed after two release trains", "deleted once the case is
# closed", "cleaned up within two sprints").
_ENDED_WHEN = re.compile(r"\b(?:removed|deleted|purged|dropped|cleaned up|wiped|expired?|expires)"
                         r"(?:\s+(?:after|once|when|within)\s+(.+))?$", re.IGNORECASE)
# A length of time with no end ("kept forever", "retained indefinitely").
_FOREVER = re.compile(r"\b(?:forever|indefinitely)\b", re.IGNORECASE)
# The verbs a thing is kept or ended with, as terms read them.
_KEEPING = frozenset(_stem(w) for w in """keep kept store stored retain retained purge purged
    delete deleted remove removed expire expires expired archive archived wipe wiped drop
    dropped clean cleaned cleanup after for forever indefinitely""".split())


def _set_to_one_of_a_set(a: Claim, b: Claim, x: str, y: str) -> bool:
    """Two words of one closed set (lexicon.yaml, `series`), each where a choice is stated
    and neither where a claim says where it holds ("The default theme is light" / "... is
    dark"): one setting, two values, however common the two words."""
    return (x in a.choice and y in b.choice and one_series(x, y)
            and x not in a.qualifiers and y not in b.qualifiers)


# Below this weight a word one claim says of its own is how it is worded ("sent", "go out",
# "a language"), not a name of what it is about or where it holds ("web", "mobile", "theme").
_WORDING = 3.0


def _one_slot_two_words(a: Claim, b: Claim, only_a: Mapping[str, float],
                        only_b: Mapping[str, float], va: frozenset[tuple[str, str]],
                        vb: frozenset[tuple[str, str]]) -> str:
    """Why two claims give one thing two values, however little else they word alike: each
    names a word the other does not, two tools of one job ("Transactional email is sent
    through SendGrid" / "Emails go out via Postmark": "name"), or, where both state a default,
    two words of one closed set (lexicon.yaml, `series`: "Emails are sent in English by
    default" / "Unless the user picks a language, emails go out in German": "default"). What
    both say names the thing (a word at least as rare as "email"), and every other word of
    each side's own is wording (`_WORDING`), not a name of where it holds: "The web app
    defaults to dark mode" / "The mobile app defaults to light mode" are two apps. "" when
    they do not."""
    if a.negative != b.negative or va or vb:
        return ""  # (a value of its own on either side may say where each holds: "runs
        # Vitest in apps/admin" / "runs Jest in apps/mobile")
    defaults = _both_defaults(a, b)
    # (`_alternatives` of every word of one side against every word of the other, each
    # word's groups looked up once: most words have none)
    side_a = [(x, _alternative_groups(x)) for x in only_a]
    side_b = [(y, _alternative_groups(y)) for y in only_b]
    found = [(x, y) for x, of_x in side_a for y, of_y in side_b
             if not of_x.isdisjoint(of_y) or defaults and one_series(x, y)]
    if len(found) != 1:
        return ""
    x, y = found[0]
    if a.seq[:1] == (x,) or b.seq[:1] == (y,) or a.event or b.event:
        return ""  # (said of two things: "Night shifts start at 10 by default" / "Day shifts
        # start at 8 by default", "Okta provisions users" / "Azure AD provisions users"; or
        # what was once tried)
    if any(w >= _WORDING and not act_said_of_subject(a, t)
           for t, w in only_a.items() if t != x) or any(
            w >= _WORDING and not act_said_of_subject(b, t) for t, w in only_b.items() if t != y):
        return ""  # (a participle said of the subject is wording too: "Errors are reported to
        # Sentry" / "Exceptions go to Bugsnag", session 31)
    bag = b.bag()
    if not any(t != "default" and w >= _WORDING and _matched(t, bag)
               for t, w in zip(a.terms, a.weights, strict=True)) or not one_occasion(a, b):
        return ""
    return "default" if defaults else "name"


# The nouns that say how a setting is given, not what it is set to: "in strict mode", "with the
# --strict flag", "the strict option".
_WAYS_TO_SET = frozenset(_stem(w) for w in "mode flag option setting switch parameter".split())


def _ways_to_set(left: tuple[str, ...], right: tuple[str, ...]) -> bool:
    """Whether two words put for each other only say how one setting is given ("Credo runs in
    strict mode in CI" / "... is executed with the --strict flag": session 42, flagged as two
    names chosen)."""
    return len(left) == len(right) == 1 and left[0] in _WAYS_TO_SET and right[0] in _WAYS_TO_SET


def _two_tools(a: Claim, b: Claim, x: str, y: str) -> bool:
    """Two names that are not English words, each where a choice is stated ("formatting is done
    by Biome" / "we format with Prettier"): two tools for the same job."""
    return (x in a.choice and y in b.choice and a.bag()[x] >= 5.0 and b.bag()[y] >= 5.0
            and not _IDENT.match(x) and not _IDENT.match(y))


def _both_defaults(a: Claim, b: Claim) -> bool:
    """Whether both claims state a default: the name each gives is what the default is set to
    (an identifier too: "defaults to bf16" / "the default precision is now fp32"), not the
    thing it is of, as an identifier elsewhere may be ("prod-ap-2"), wherever the sentence
    puts it ("Nodes log at INFO by default" / "Default log level for our nodes is WARN": the
    one name of each side's own is the value of the default, not where it holds)."""
    return "default" in a.terms and "default" in b.terms


def _default_values(a: Claim, b: Claim, name_a: str, name_b: str,
                    va: frozenset[tuple[str, str]], vb: frozenset[tuple[str, str]]) -> bool:
    """Whether the one name of each side's own is what a default both state is set to,
    wherever the sentence puts it ("Nodes log at INFO by default" / "Default log level for our
    nodes is WARN"; "lands on the gpu partition by default" / "The default partition is
    gpu-short now"): not the thing the default is of, the word a claim opens with ("ros2 bag
    record writes sqlite3 by default" / "Out of the box, rosbag2 stores bags in SQLite3"), and
    not where two values of one kind differ (the values are what is in dispute)."""
    if not _both_defaults(a, b) or ({k for k, _ in va} & {k for k, _ in vb}) - {"name"}:
        return False  # (a code span is the name itself: "the `gpu` partition")
    return name_a != _opener(a) and name_b != _opener(b)


def _new_default(a: Claim, b: Claim, one_swap: bool = False) -> bool:
    """Whether two claims state the default of one thing and one says its default is new
    ("now", "no longer", "switched to"): what each puts in one place is then the old value
    and the new one, not two things described alike. One thing: the word each opens with (what
    its default is of) is said by the other ("The CLI prints tables by default" / "By default
    the admin tool now prints JSON" are two tools)."""
    if not _both_defaults(a, b) or a.negative != b.negative:
        return False
    if bool(_NOW.search(a.text)) == bool(_NOW.search(b.text)) and not one_swap or not (
            one_occasion(a, b)):
        return False
    opener_a, opener_b = _opener(a), _opener(b)
    return bool(opener_a and opener_b) and _matched(opener_a, b.bag()) and _matched(
        opener_b, a.bag())


def _one_default_swapped(a: Claim, b: Claim, swaps: list[tuple[tuple[str, ...], tuple[str, ...]]],
                         only_a: Mapping[str, float], only_b: Mapping[str, float]) -> bool:
    """Whether two claims differ in one word each and nothing else that names anything, no
    value on either side ("New users get the viewer role by default" / "The default role for
    new users is editor"): what a default is set to, said twice; a default has one value."""
    if len(swaps) != 1 or a.values or b.values:
        return False
    (left, right), = swaps
    return len(left) == 1 and len(right) == 1 and all(
        t in side or w < NAMING for own, side in ((only_a, left), (only_b, right))
        for t, w in own.items())


def _never_against_done(never: Claim, done: Claim) -> bool:
    """Whether one claim says no to an act and the other says the act is done, its own no
    being only of how ("Card numbers are never logged" / "Card numbers are logged in plain
    text for support", "Passwords are never stored" / "Passwords are stored unencrypted"), or
    no to the act done that way ("The export is never sent in plain text" / "The export is
    sent in plain text to the auditors"): both claims read as negative, and so, before session
    37, as one no said twice. Not a no of the act itself on both sides ("never stored" / "never
    stored unencrypted", the second weaker), nor a first claim that says anything the other
    does not."""
    manner = done.negated
    if not manner or not manner <= manner_forms():
        return False  # (a no of another word of the other's, "No malloc in ISRs" / "Never
        # call malloc from an interrupt handler", or of a switch, "Crashlytics off", is one no
        # said twice)
    act = never.negated - manner
    if not act:
        return False
    if not never.negated & manner and (never.opposed or any(
            _matched(t, never.bag()) for t in manner)):
        return False  # (the first's no is a switch's, or it names the other's manner aside)
    # (all the no is said of is said by the other: "We never store raw card numbers" is not
    # said against "Tokens from the card vault are stored without encryption")
    done_bag = done.bag()
    return all(_matched(t, done_bag) for t in never.terms)


def _option_made_default(optioned: Claim, other: Claim) -> bool:
    """Whether the option that overrides one claim's default is what the other claim says is
    the default: "Sync runs in the foreground by default (background)" (as
    memstore.core.judge.text._defaults reads "... unless you pass --background") / "Sync runs
    in the background by default now". The first must have a word of its own before its
    default (its value, "foreground"), and the other say nothing of weight the first does not,
    but for the option: one plain word it says as it is (not a name: "unless you pass
    `--num-workers`" / "`--num-workers` defaults to 8" is one default; nor words a note put in
    brackets itself, "`use_sim_time: false` by default (launch files)")."""
    aside = option_aside(optioned.text)
    if "default" not in other.terms or not aside or aside.split()[0].lower() in _DETERMINERS:
        return False  # (an option told with an article is what the default is of: "unless
        # you set the region" / "The default region is us-east-1")
    if "default" not in optioned.terms:
        return False
    at = len(optioned.terms) - 1 - optioned.terms[::-1].index("default")  # (its last)
    option = optioned.terms[at + 1:]
    if len(option) != 1 or not all(t.isalpha() and t in other.terms and t not in other.names
                                   for t in option) or _default_of(other, option[0]):
        return False  # (an option named by a name, "--num-workers", "ROS_DOMAIN_ID", or
        # found only in a part of one, "use_sim_time", is what the default is of)
    bag, other_bag = optioned.bag(), other.bag()
    return any(
        not _matched(t, other_bag) for t in optioned.terms[:at]) and all(
        t in option or t == "default" or _matched(t, bag) or w < NAMING
        for t, w in other_bag.items())


def _default_of(claim: Claim, term: str) -> bool:
    """Whether a claim names the default of `term`: "default" right before it ("The default
    folder is /backups"), or one word before it ("Default diff format: unified", session 49:
    against "... prints a unified diff unless you pass `--format`", one default)."""
    seq = claim.seq
    return any(x == "default" and term in seq[n + 1:n + 3] for n, x in enumerate(seq))


def _two_values_of_one_default(a: Claim, b: Claim) -> bool:
    """Whether two claims name one default in the same words and each then says what it is:
    "The default delivery option is Standard shipping" / "The default delivery option is
    Express" (as memstore.core.judge.text reads "Express is the default delivery option"),
    whatever number of words each value takes. Not "The default region" / "The default region
    for the US tenant", nor a value said with where it holds ("... is grid for photos"): where
    each holds is its own."""
    found_a, found_b = _DEFAULT_IS.match(a.text), _DEFAULT_IS.match(b.text)
    if not (found_a and found_b):
        return False
    named_a, named_b = ([w for w in f.group(1).lower().split() if w != "now"]
                        for f in (found_a, found_b))  # ("The default ... now is X")
    return named_a == named_b and not (_SCOPE_WORD.search(a.text, found_a.end())
                                       or _SCOPE_WORD.search(b.text, found_b.end()))


def _opener(claim: Claim) -> str:
    """The first word of a claim heavy enough to name what it speaks of ("default" aside)."""
    return next((t for t, w in zip(claim.terms, claim.weights, strict=True)
                 if w >= NAMING and t != "default"), "")


def _one_choice(a: Claim, b: Claim, left: tuple[str, ...], right: tuple[str, ...]) -> bool:
    """Whether one word against one is a choice between alternatives: two tools for one job
    ("uv" / "poetry"), or two words in the slot after a word that states a choice ("deploy to
    staging" / "deploy to production"), never the subject the claim opens with. Light words
    beside the two names do not count ("exported to Jaeger" / "go to Tempo")."""
    left = left if len(left) == 1 else _heavy(a, left)
    right = right if len(right) == 1 else _heavy(b, right)
    if len(left) != 1 or len(right) != 1:
        return False
    x, y = left[0], right[0]
    # The word a claim opens with is its subject, unless a choice word announced it ("Use
    # golangci-lint for ...": what is chosen).
    opens = (a.seq[:1] == (x,) and x not in a.choice) or (b.seq[:1] == (y,) and y not in b.choice)
    if not opens and named_in_subjects(a, b, left, right):
        return False  # "Payouts to German creators are made by SEPA transfer" / "Payouts to
        # Austrian creators are ...": which things the subject names, before its verb, not
        # what is chosen for them (session 44), though the two be of one set ("DE" / "AT")
    if _alternatives(x, y):
        return True
    if x in a.qualifiers or y in b.qualifiers:
        return False  # "DEBUG on dev" / "DEBUG on qa": where it holds, not what is chosen
    if (x in time_forms()) != (y in time_forms()):
        return False  # a time against a thing: when it is done, not what is chosen ("Use the
        # deploy pipeline" / "Deploy on any weekday")
    if said_of_subject(a, x) and said_of_subject(b, y) and not (
            _affix_base(x, b) or _affix_base(y, a)):
        return False  # "are pinned in uv.lock" / "are locked in uv.lock": a state, told
        # in another word or another state, not two names chosen (memstore.core.judge.swaps)
    return x in a.choice and y in b.choice and not opens


# A word this heavy (Zipf frequency 3.5 or rarer), a code, an identifier or a known tool is a
# name: what fills a slot, not how the sentence is worded.
NAME = 4.5


def _term_in(name: str, terms: set[str]) -> bool:
    return any(name == t or name.startswith(t) for t in terms)


def _tool_against_word(a: Claim, b: Claim, name_a: str, name_b: str) -> bool:
    """Whether one of two names is a tool of the alternatives table and the other a fairly
    common word its claim does not write as a name: "Use consul 3.17 or newer for bandextas" /
    "The tokens of bandextas are rotated every 30 days" put no tool against "consul", only a
    verb ("rotated") that weighs as much as a name."""
    tools = lexicon().alternatives
    if (name_a in tools) == (name_b in tools):
        return False
    claim, word = (b, name_b) if name_a in tools else (a, name_a)
    return word not in claim.names and claim.bag().get(word, 0.0) < _COMMON_WORD


def _tool_against_verb(a: Claim, b: Claim, name_a: str, name_b: str) -> bool:
    """`_tool_against_word`, the word a plain one ("Quillmoss stores sessions in redis" / "The
    sessions of quillmoss are rotated every 7 days": where it is kept and how often it is
    rotated, two statements), not written as a proper name ("Jackson" against
    "kotlinx.serialization" is a name)."""
    if not _tool_against_word(a, b, name_a, name_b):
        return False
    claim, word = (b, name_b) if name_a in lexicon().alternatives else (a, name_a)
    return word.isalpha() and word not in _propers(claim.text)


# Under this weight a word is a fairly common English word ("rotated" 4.67), not a name no
# dictionary holds (7.0).
_COMMON_WORD = 5.5


def _chosen_name(claim: Claim, own: list[str]) -> tuple[str, ...]:
    """The names among a claim's own words, or the one of them in the slot a choice fills
    ("read secrets from AWS Secrets Manager")."""
    heavy = _heavy(claim, tuple(dict.fromkeys(own)))
    chosen = tuple(t for t in heavy if t in claim.choice)
    return chosen if len(chosen) == 1 else heavy


def _heavy(claim: Claim, words: tuple[str, ...]) -> tuple[str, ...]:
    """The names among some of a claim's words."""
    bag = claim.bag()
    tools = lexicon().alternatives
    return tuple(t for t in words if bag.get(t, 0.0) >= NAME or t in claim.names
                 or (t in tools and bag.get(t, 0.0) >= NAMING))


def _port_said(value: tuple[str, str], other: Claim) -> bool:
    """Whether a value is an address whose port the other claim states ("Storybook:
    http://localhost:6006" / "Storybook is served on port 6006"): the address says where the
    thing is served, and the port is all the other says of that, so it is no other filler of
    the place where the other says "served on port"."""
    found = _URL_PORT.search(value[1]) if value[0] == "url" else None
    return found is not None and ("number", found.group(1)) in other.values


def _slot(a: Claim, b: Claim, va: frozenset[tuple[str, str]],
          vb: frozenset[tuple[str, str]]) -> str:
    """What the two claims, lined up in order, each put in one place that the other does not:
    a word in the slot a choice fills, or a value ("the default log level is info" / "is now
    warn"; "runs every 1 day" / "runs on every PR"), at least one of the two a name or a
    value. Whatever the two are, the claims do not say the same thing. "" when none."""
    # One side saying the state is new ("is now warn") makes any word there count.
    changed = bool(_NOW.search(a.text)) != bool(_NOW.search(b.text))
    least = 0.0 if changed else NAMING

    def own(x: Claim, y: Claim, values: frozenset[tuple[str, str]]) -> set[str]:
        bag, other = x.bag(), y.bag()
        makers = _makers(x, other)
        unsaid = own_terms(bag, other)
        words = {t for t in x.terms if t in x.choice and bag[t] >= least and t not in makers
                 and not (t in x.qualifiers and x.seq[:1] == (t,))  # "In Playwright, ..."
                 and t in unsaid}
        if words:  # (a maker's name that is a tool of its own too: "Grafana Tempo"; the
            # kind of a tool, "the CMS", against one of its kind, "Drupal", session 44)
            words -= _tool_makers(x, y) | kinds_of_tools()
        return words | {f"{k}={v}" for k, v in values
                        if k != "name" and not _in_words((k, v), y)
                        and not _port_said((k, v), y)}

    mine, theirs = own(a, b, va), own(b, a, vb)
    if not mine or not theirs:
        return ""
    lined = opcodes(a.seq, b.seq)
    for n, (tag, i1, i2, j1, j2) in enumerate(lined):
        left = [t for t in a.seq[i1:i2] if t in mine]
        right = [t for t in b.seq[j1:j2] if t in theirs]
        if tag != "replace" or not left or not right:
            continue
        heavy_left = [t for t in left if "=" in t or _heavy(a, (t,))]
        heavy_right = [t for t in right if "=" in t or _heavy(b, (t,))]
        if heavy_left or heavy_right or changed:  # (two plain words may say one thing
            # two ways, unless one side says the value changed: "is now warn")
            x, y = (heavy_left or left)[0], (heavy_right or right)[0]
            if min(_found_besides(a, b, x), _found_besides(b, a, y)) < BESIDES:
                return ""  # the rest differs too: another statement, not another filler
            # Where both claims end on their own word, after all they say alike, that word
            # is the one thing each says of the subject: the object of its verb ("Go
            # services talk to Kafka through sarama" / "Kafka client in Go services:
            # franz-go"). Two fillers there, the only place where each has words of its own,
            # one a name and the other no common word, are two choices, though one of them
            # is an English word too ("chi", "Spring").
            last = any(op[0] == "equal" for op in lined[:n]) and all(
                op[0] == "equal" for op in lined[n + 1:]) and not (_matched(
                a.seq[i2 - 1], b.bag()) and _matched(b.seq[j2 - 1], a.bag())) and not any(
                _own_on_both(a, b, op) for op in lined[:n]) and (
                (x in heavy_left and _only_filler(a, b, a.seq, x))
                or (y in heavy_right and _only_filler(b, a, b.seq, y))) and (
                min(a.bag().get(x, 0.0), b.bag().get(y, 0.0)) >= NAMING) and not (
                {_joined(t) for t in a.seq[i1:i2] if not _matched(t, b.bag())}
                & {_joined(t) for t in b.seq[j1:j2] if not _matched(t, a.bag())})
            # (one name written in parts on one side, whole on the other, is not two:
            # "LibMan" / "Library Manager (libman)")
            both = "name:" if "=" not in x + y and (
                heavy_left and heavy_right or changed or last) and (
                not _named_for_own(a, b, x, y, [])) and not _tool_against_verb(
                a, b, x, y) else ""
            return f"{both}{x.partition('=')[2] or x} / {y.partition('=')[2] or y}"
    return ""


def _in_words(value: tuple[str, str], other: Claim) -> bool:
    """Whether a long flag is said in words by the other claim ("`mix credo --strict`" /
    "Credo runs in strict mode"): the same setting, not another value in its place."""
    kind, text = value
    return kind == "flag" and bool(_WORDED_FLAG.fullmatch(text)) and all(
        _matched(_stem(part), other.bag()) for part in text[2:].split("-")
        if part not in _FUNCTION_WORDS)


def _setting_keys(claim: Claim) -> frozenset[str]:
    """The keys a claim gives a value ("catchup" of "catchup=False")."""
    return frozenset(re.split(r"[=@:]", v, maxsplit=1)[0] for k, v in claim.values
                     if k == "setting")


def _own_on_both(a: Claim, b: Claim, op: tuple[str, int, int, int, int]) -> bool:
    """Whether one step of the two claims' alignment puts a word of each side's own against
    the other's ("the unit tests" / "the e2e tests")."""
    tag, i1, i2, j1, j2 = op
    return tag == "replace" and any("=" not in t and not _matched(t, b.bag())
                                    for t in a.seq[i1:i2]) and any(
        "=" not in t and not _matched(t, a.bag()) for t in b.seq[j1:j2])


def _only_filler(a: Claim, b: Claim, block: tuple[str, ...], filler: str) -> bool:
    """Whether the words of claim a's own (in `block`, its words) are its filler and nothing
    more that counts: the name (with the words of a proper name written with it,
    "HashiCorp Vault", "AWS Secrets Manager") and light words ("come from", "through"); not
    a second word of its own ("upload dSYMs to Crashlytics": what is uploaded); and it comes
    after a word both claims say, where the object of the claim stands ("How to rebuild the
    dashboards" opens with its own word)."""
    bag, other = a.bag(), b.bag()
    if filler not in a.seq or not any(_matched(t, other) for t in a.seq[:a.seq.index(filler)]):
        return False  # the filler follows what both say (its object), not the subject
    propers = _propers(a.text)
    light = _light()
    named = filler in propers
    return not any(t != filler and "=" not in t and not _matched(t, other) and t not in light
                   and not (named and t in propers) and bag.get(t, 0.0) >= NAMING
                   for t in block)


def _listed_beside(claim: Claim, extra: frozenset[tuple[str, str]]) -> bool:
    """Whether the values of a claim the other lacks are items of one list with a value the
    other names ("Don't commit `Binaries/` or `Intermediate/`" / "Do commit Binaries/"): a no
    said to each item of a list is said to the one the other says yes to."""
    kinds = {kind for kind, _ in extra}
    return len(kinds) == 1 and any(v not in extra and v[0] in kinds for v in claim.values) and (
        _LIST_JOINT.search(claim.text) is not None)


_LIST_JOINT = re.compile(r",|\b(?:or|and|nor)\b")


def _unnamed(values: frozenset[tuple[str, str]], other: Claim) -> frozenset[tuple[str, str]]:
    """The values that the other claim does not name: a code span read as a name ("never push
    to `main`") is the same thing as the word written plainly on the other side ("pushing to
    main is allowed")."""
    return frozenset(v for v in values if v[0] != "name" or not _matched(_stem(v[1]), other.bag()))


def _same_negated(a: Claim, b: Claim) -> bool:
    """Whether two negative claims say no to the same words."""
    return bool(a.negated) and bool(b.negated) and all(
        _holds(h, b) for h in a.negated) and all(_holds(h, a) for h in b.negated)


def _same_values(a: Claim, b: Claim, both: bool = True,
                 besides: frozenset[tuple[str, str]] = frozenset()) -> bool:
    """Whether two claims name the same values: equal, a file name and a path ending in it,
    or a version and a longer one it begins (not a folder and a path inside it); the values
    `besides` of a left aside."""
    def same(x: tuple[str, str], y: tuple[str, str]) -> bool:
        if x[0] == "path" == y[0] and "/" in x[1].strip("/") and "/" in y[1].strip("/"):
            return x[1].rstrip("/") == y[1].rstrip("/")
        return _compatible(x, y)

    return all(any(same(x, y) for y in b.values) for x in a.values - besides) and (not both or all(
        any(same(y, x) for x in a.values) for y in b.values))


def _names_of_one_kind(a: Claim, b: Claim) -> str:
    """The two names, when each claim puts a name of its own right before the same word
    ("Retrain the EU model every month" / "US model retraining happens every month", "Back up
    the CRM database nightly" / "ERP database backups run nightly"): two things of one kind,
    each named, whatever else the two say alike (session 46: they merged). "" otherwise."""
    if not a.names or not b.names:
        return ""
    bag_a, bag_b = a.bag(), b.bag()
    known = _table_words()
    # (a name that is a word of English, "REST" in "REST paths", may be the other's words:
    # "API paths")
    own_a = {t for t in a.names if bag_a.get(t, 0.0) >= _NAME_WEIGHT
             and not _matched(t, bag_b) and t not in known}
    own_b = {t for t in b.names if bag_b.get(t, 0.0) >= _NAME_WEIGHT
             and not _matched(t, bag_a) and t not in known}
    if not own_a or not own_b:
        return ""
    heads_a = {a.seq[n + 1]: t for n, t in enumerate(a.seq[:-1]) if t in own_a}
    heads_b = {b.seq[n + 1]: t for n, t in enumerate(b.seq[:-1]) if t in own_b}
    both = [h for h in heads_a if h in heads_b and "=" not in h and h not in own_a | own_b]
    return f"{heads_a[both[0]].rstrip('!')} / {heads_b[both[0]].rstrip('!')}" if both else ""


_NAME_WEIGHT = 4.0


def _environments_apart(a: Claim, b: Claim, only_a: dict[str, float],
                        only_b: dict[str, float]) -> str:
    """The two environments, when each claim names one the other does not ("The CLI uses the
    staging API by default" / "By default the CLI talks to the production API"): the same
    said of two environments, or one thing given two, never one statement (session 46: they
    merged, the two words being common ones). "" otherwise."""
    envs = deployed_to()
    mine = [t for t in only_a if t in envs]
    theirs = [t for t in only_b if t in envs]
    return f"{mine[0]} / {theirs[0]}" if mine and theirs else ""


@word_tables_cache
@lru_cache(maxsize=1)
def _table_words() -> frozenset[str]:
    """The terms of the synonym table and the tools of the alternatives: words of the trade
    ("CI", "API", "REST"), which a note may write for another's words, not names of a thing
    of its own."""
    lex = lexicon()
    return frozenset({form(p) for p in lex.synonyms} | {form(p) for p in lex.synonyms.values()}
                     | set(lex.alternatives))


def _unspanned(values: frozenset[tuple[str, str]], theirs: Bag) -> frozenset[tuple[str, str]]:
    """Values of one claim that differ from the other's, less a name in a code span that the
    other writes as a plain word ("add it to `ignored_columns`" / "add it to ignored_columns"):
    the same name, with or without its backticks. Only a name no plain word could be (with a
    "_", "." or "-" in it), or a tool of the alternatives table ("Use `uv` to manage Python
    deps" / "... managed with uv"): "The default queue is `default`" names a queue, not a
    default."""
    return frozenset(v for v in values if v[0] != "name" or v[1] not in theirs
                     or not (_IDENTIFIER_SIGN.search(v[1]) or v[1] in lexicon().alternatives))


_IDENTIFIER_SIGN = re.compile(r"[_.-]")


def _holds(item: str, claim: Claim) -> bool:
    """Whether a term or a value ("path=x") of one claim is in another."""
    if "=" in item:
        kind, _, value = item.partition("=")
        return any(_compatible((kind, value), v) for v in claim.values)
    return _required_by(item, claim)


def _required_by(term: str, claim: Claim) -> bool:
    """Whether a claim says a term: the term itself, or "required" said by its "must" ("must
    get a 2i review" says a 2i review is required, what "a 2i review is optional" says no to)."""
    return _matched(term, claim.bag()) or (term == "requir" and claim.must)


# Two values conflict only when most of one claim's words are in the other: both say the same
# about the value (and with a single word in common, nearly all of them).
SAME_CONTEXT = 0.5


def _found_terms(a: Claim, b: Claim) -> float:
    """The share of claim a's term weight (values left out) found in claim b."""
    ba, bb = a.bag(), b.bag()
    total = sum(ba.values())
    return sum(w for t, w in ba.items() if _matched(t, bb)) / total if total else 1.0


# Two names are two choices for one job only when most of what each claim says besides its
# name is said by the other too ("Use pylint as the linter" / "ask in #dev-tools before
# changing the linter" name two things).
BESIDES = 0.5


# What a service serves on a port, said between the verb and the port ("exposes metrics on
# 9090", "serves its admin endpoints at :9000").
_SERVED = re.compile(r"\b(?:expos(?:es|ed|e)|serv(?:es|ed|e)|publish(?:es|ed)?|export(?:s|ed)?|"
                     r"listens?)\s+(?P<what>(?:[\w`'/-]+\s+){1,4}?)(?:on|at)\s+(?:port\s+)?:?\d",
                     re.IGNORECASE)


# What a service serves on a port of its own beside its main one: its metrics, its admin
# or management endpoints, its health or status checks, its debug and profiling endpoints.
_SIDE_PORTS = frozenset(_stem(w) for w in "metrics admin administrator management health "
                        "healthcheck status debug pprof profiling".split())


def _side_port(a: Claim, b: Claim) -> bool:
    """`_served_of_its_own`, either way round."""
    return _served_of_its_own(a, b) or _served_of_its_own(b, a)


def _served_of_its_own(claim: Claim, other: Claim) -> bool:
    """Whether a claim names what is served on its port, one of the things a service serves
    beside its main traffic (`_SIDE_PORTS`: "exposes metrics on 9090"), where the other names
    nothing of its own ("listens on 8080"): two ports of one service, not one port said
    twice. (What the service is for is its main port: "Martin serves vector tiles on port
    3000" / "Martin listens on :3001" conflict.)"""
    if _SERVED.search(claim.text) is None or any(
            not _matched(t, claim.bag()) for t in other.terms):
        return False
    return any(t in _SIDE_PORTS and not _matched(t, other.bag()) for t in claim.terms)


def _found_besides(a: Claim, b: Claim, name: str) -> float:
    """The share of claim a's term weight, its name left out, found in claim b."""
    ba, bb = a.bag(), b.bag()
    total = sum(w for t, w in ba.items() if t != name)
    return sum(w for t, w in ba.items() if t != name and _matched(t, bb)) / total if total else 1.0


def _found(a: Claim, b: Claim, answered: frozenset[str] = frozenset()) -> float:
    """The share of claim a's weight (terms and values) found in claim b (or answered by it:
    a need said no to with "without")."""
    ba = a.bag()
    total = sum(ba.values()) + VALUE_WEIGHT * len(a.values)
    if not total:
        return 1.0
    found = sum(w for t, w in ba.items() if t in answered or _required_by(t, b))
    return (found + VALUE_WEIGHT * (len(a.values) - len(_differing(a.values, b.values)))) / total


def _alternatives(x: str, y: str) -> bool:
    """Two tools for one job (memstore/data/lexicon.yaml: alternatives)."""
    return not _alternative_groups(x).isdisjoint(_alternative_groups(y))


def _alternative_groups(word: str) -> frozenset[int]:
    """The groups of tools for one job a word is in (none for most words)."""
    return lexicon().alternatives.get(word.rstrip("!"), frozenset())


def _list_reversed(a: Claim, b: Claim) -> bool:
    """Whether one claim states an order ("build, push, and only then tag") and the other
    lists the same steps the other way round ("Release: tag, build, push")."""
    return bool(a.order and b.listed and _reversed(a.order, b.listed)) or bool(
        a.listed and b.order and _reversed(a.listed, b.order))


def _put_first(a: Claim, b: Claim) -> bool:
    """Whether claim b puts first (or last) the one step claim a says comes after (or before)
    another, and says nothing but that step: "Register the schema before deploying the
    producers" / "Deploy the producers first" (not "Adding deps requires checking with the
    team first", which names the other step too)."""
    if not a.order or b.order or b.listed:
        return False
    first, last = bool(set(b.terms) & _FIRST), bool(set(b.terms) & _LAST)
    if first == last:
        return False
    steps = _steps(list(b.terms))
    return bool(steps) and any(steps <= (late if first else early) for early, late in a.order)


def _roles_swapped(a: Claim, b: Claim) -> bool:
    """Whether two claims that state no order of steps say the same words but for two parts
    exchanged ("Sabre is the fallback when Amadeus times out" / "Amadeus is the fallback when
    Sabre times out"; memstore.core.judge.order.exchanged). A word said twice on one side may
    be said once and stood for by "one" on the other ("faster than football markets" /
    "faster than tennis ones")."""
    return (not a.order and not b.order and a.negative == b.negative
            and set(a.seq) == set(b.seq) and bool(exchanged(a.text, b.text)))


# Words that tell how a step ends, as stems ("once CI passes", "before CI finishes", "once the
# build is green", "before signup is done"): put for each other, they tell one moment.
_ENDED = frozenset(_stem(w) for w in
                   "pass passes passed finish finished complete completes completed done "
                   "green end ends ended succeed succeeds succeeded".split())


def _done_first(a: Claim, b: Claim) -> bool:
    """Whether claim b, stating no order, says the thing a's first step acts on is in the
    state a's later step leaves it in ("... on the raw request, before enrichment" / "The
    fraud filter sees the enriched request"; memstore.core.judge.order.done_first)."""
    return a.order is not None and not b.order and a.negative == b.negative and any(
        late <= set(b.terms) for _, late in a.order) and done_first(a.order, b.text)


def _first_for_last(a: Claim, b: Claim) -> bool:
    """Whether two claims say the same of one thing but first on one side and last on the
    other ("The Crashlytics script must be the last build phase" / "... the first build
    phase")."""
    ta, tb = set(a.terms), set(b.terms)
    if a.order or b.order or not ((ta & _FIRST and tb & _LAST and not ta & _LAST and not (
            tb & _FIRST)) or (ta & _LAST and tb & _FIRST and not ta & _FIRST and not (
            tb & _LAST))):
        return False
    ends = _FIRST | _LAST
    return all(_matched(t, b.bag()) for t in ta - ends) and all(
        _matched(t, a.bag()) for t in tb - ends)


def _acts_on_other_things(a: Claim, b: Claim) -> bool:
    """Whether two orders of two steps meet only in the acts each step opens with, put the
    other way round, and do them to things the other never names ("Drain the gates before
    restarting the station server" / "Restart the depot router before draining the bus
    validators"): two procedures on two sets of things, not one order reversed. "Drain the
    node before restarting it" / "Restart the node before draining it" still meet in "node";
    "merge the backend PR first, then the frontend PR" / "land the frontend PR before the
    backend one" meet in the things, not in the acts."""
    if not a.order or not b.order or len(a.order) != 1 or len(b.order) != 1:
        return False
    (x0, x1), (y0, y1) = a.order[0], b.order[0]
    crossed = [x0 & y1, x1 & y0]
    if any(len(words) != 1 for words in crossed) or x0 & y0 or x1 & y1:
        return False
    acts = crossed[0] | crossed[1]
    if not all(_opens_step(a, step, acts) for step in (x0, x1)) or not all(
            _opens_step(b, step, acts) for step in (y0, y1)):
        return False
    rest_a, rest_b = (x0 | x1) - acts - _DONE, (y0 | y1) - acts - _DONE
    return bool(rest_a) and bool(rest_b) and not any(_matched(t, b.bag()) for t in rest_a)


# Words that say a step is over ("once the upgrade has completed"): its state, no thing it
# acts on ("Take a snapshot before upgrading Postgres" / "Take the snapshot once the upgrade
# has completed" meet in the upgrade).
_DONE = frozenset(_stem(w) for w in "complete completed finish finished done over".split())


def _opens_step(claim: Claim, step: frozenset[str], acts: frozenset[str]) -> bool:
    """Whether the first of the step's words in the claim's order is one of the acts."""
    first = next((t for t in claim.seq if t in step), None)
    return first is not None and first in acts


def _orders_agree(a: Claim, b: Claim) -> bool:
    return a.order is None or b.order is None or not _reversed(a.order, b.order)


# "moved X off A and into B", "migrated X from A to B": where a thing was taken from, and
# where to (group 1 and 2).
_MOVED = re.compile(
    r"\b(?:mov(?:e|ed|es|ing)|migrat(?:e|ed|es|ing)|switch(?:ed|es|ing)?|port(?:ed|ing)?)\b.*?\b(?:off|away\s+from|out\s+of|from)\s+(?:the\s+)?"
    r"`?([\w.-]+)`?\s+(?:and\s+)?(?:(?:over\s+)?to|into|onto)\s+(?:the\s+)?`?([\w.-]+)",
    re.IGNORECASE)


def _moved_away(mover: Claim, stayer: Claim) -> bool:
    """Whether one claim says a thing was moved off one place (or tool) and into another
    ("We migrated the job queue off RabbitMQ and onto SQS") and the other says that thing is
    in the first place ("The job queue runs on RabbitMQ"): where it was taken from is where
    the other keeps it. Not when the other names the new place too (it tells the move
    again), nor when the mover names no subject of the other's, or the other holds a word
    of its own besides the verb of where it is ("Invoices are stored in RabbitMQ")."""
    if mover.negative or stayer.negative:
        return False
    found = _MOVED.search(mover.text)
    if not found or _MOVED.search(stayer.text) or not one_occasion(mover, stayer):
        return False
    old, new = (_term_of(w, mover) for w in found.groups())
    if not old or not new or old not in stayer.terms:
        return False
    bag_m, bag_s = mover.bag(), stayer.bag()
    if _matched(new, bag_s):
        return False  # it names where it went as well
    subject = [t for t in mover.terms[:mover.terms.index(old)] if t not in _MOVED_VERBS]
    if not subject or any(not _matched(t, bag_s) for t in subject):
        return False
    at = stayer.terms.index(old)
    own = [t for i, t in enumerate(stayer.terms) if t != old and not _matched(t, bag_m)
           and not (i == at - 1 and stayer.bag()[t] < _COMMON_WORD)
           and stayer.bag()[t] >= _FILLER_WORD]
    return not own


# A word as common as "data" or "stuff" names nothing of its own beside the thing moved
# ("Passenger counting data is stored in InfluxDB" / "We moved passenger counts out of
# InfluxDB into TimescaleDB").
_FILLER_WORD = 2.7


def _term_of(word: str, claim: Claim) -> str:
    """The term of a claim a word of its text reads as ("OpenSearch" as open_search), or ""."""
    stems = {_stem(word.lower()), word.lower()}
    return next((t for t in claim.terms if t in stems or t.replace("_", "") in stems), "")


_MOVED_VERBS = frozenset("move mov migrat switch port".split())  # (their stems)


# What keeps a thing out, and what lets it in ("Reject uploads without a checksum" /
# "Uploads without a checksum are accepted").
_KEEP_OUT = frozenset("block blocks blocked reject rejects rejected refuse refuses refused "
                      "deny denies denied drop drops dropped".split())
_LET_IN = frozenset("allow allows allowed accept accepts accepted admit admits admitted".split())


def _lacks_apart(a: Claim, b: Claim) -> str:
    """The two things lacked, when two claims say one thing of what lacks each, word for word
    but for it ("Listings without photos rank lower in search" / "Listings without a price
    rank lower in search", "Products without a barcode can't be sold" / "Products without a
    price can't be sold"): the same said of two sets of things, both true. The one word of each
    side's own is what its "without" (or "with no") says no to, and nothing else sets the two
    apart: the same polarity, the same other nos and opposites, the same values."""
    if a.negative != b.negative or a.opposed != b.opposed or a.values != b.values:
        return ""
    own_a = [t for t in a.terms if not _matched(t, b.bag())]
    own_b = [t for t in b.terms if not _matched(t, a.bag())]
    if len(own_a) != 1 or len(own_b) != 1 or own_a[0] not in a.negated or (
            own_b[0] not in b.negated) or a.negated - {own_a[0]} != b.negated - {own_b[0]}:
        return ""
    if not (WITHOUT.search(a.text) and WITHOUT.search(b.text)):
        return ""
    return f"without {own_a[0]} / without {own_b[0]}"


def _without_apart(a: Claim, b: Claim) -> bool:
    """Whether two claims about the things that lack one thing ("with no X", "without X")
    say one keeps them out and the other lets them in: "Reject uploads without a checksum" /
    "Uploads with no checksum are accepted". The "no" of each is said of the thing they lack,
    which both share; it makes both read as negative, and what is left is keep out / let
    in. Not when either says no of its own ("are not accepted"), nor when one side says
    both ("blocked, not allowed")."""
    if not (a.negative and b.negative):
        return False
    lacked = a.negated - a.opposed  # (an opposite word, "reject" read as not accepted, is
    # the end itself: the no of what is lacked is what is left)
    if not lacked or lacked != b.negated - b.opposed:
        return False
    if not (lacks_only(a.text) and lacks_only(b.text)):
        return False
    words_a, words_b = set(_tokens(a.text)), set(_tokens(b.text))
    out_a, in_a = bool(words_a & _KEEP_OUT), bool(words_a & _LET_IN)
    out_b, in_b = bool(words_b & _KEEP_OUT), bool(words_b & _LET_IN)
    return out_a != in_a and out_b != in_b and out_a != out_b and one_occasion(a, b)


_NEED = frozenset(_stem(w) for w in ("require", "need"))


def _need_against_done_without(a: Claim, b: Claim,
                               swap: tuple[tuple[str, ...], tuple[str, ...]]) -> bool:
    """Whether the words put for each other are a need on one side and the act done without
    what is needed on the other ("Schema changes require a DBA review" / "Schema changes get
    merged without a DBA review"): one requirement, and the act said to go ahead without it,
    not two things described alike."""
    for (need, done), (needs, does) in (((a, b), swap), ((b, a), swap[::-1])):
        if need_gone_without(need, done) and set(needs) <= _NEED and len(does) == 1:
            return True
    return False


def need_gone_without(need: Claim, done: Claim) -> bool:
    """Whether one claim states a need ("An account is required to check out") and the other,
    a no, goes "without" ("Guests may check out without an account"), wherever the words
    stand; memstore.core.judge.bounds asks it of pairs it may skip, as `_found` counts the
    need said by the "without"."""
    return (not need.negative and done.negative and not _NEED.isdisjoint(need.terms)
            and WITHOUT.search(done.text) is not None)


def two_ends(a: Claim, b: Claim) -> bool:
    """The two ends of one permission or state said with words of their own, which need no
    word of each side's own ("Gift card sales are allowed ..." / "Offline mode blocks gift
    card sales", "Lock the period" / "Keep the period open", "X is opt-in" / "X by default",
    "read-only" / "can edit"); memstore.core.judge.bounds asks it of pairs it may skip."""
    return bool(_opt_in_against_default(a, b)) or _ends_of_a_state(a, b)


def _ends_of_a_state(a: Claim, b: Claim) -> bool:
    """`two_ends` but "opt-in" / "by default", which `_compare_claims` asks before the
    scopes."""
    return (edit_against_read_only(a, b) or _blocked_and_allowed(a, b) or _locked_and_open(a, b)
            or _public_against_only(a, b) or _public_against_only(b, a))


_PUBLIC = _stem("public")
# The words that say who may get at a thing (through the synonyms: "available" reads as
# "reachable").
_ACCESS = frozenset(_stem(w) for w in "reachable reach accessible access available readable "
                    "read visible exposed open".split())


def _public_against_only(public: Claim, only: Claim) -> bool:
    """Whether one claim says a thing is public ("The staging database is publicly
    reachable") and the other says the same of it with "only" and a place or a group of its
    own ("Staging DB is only reachable from the VPN"): open to all against open to some. Every
    word of the public side but "public" is said by the other, which says it with a word of
    who may get at it (`_ACCESS`: not "The API is public" / "The API only accepts JSON");
    neither says no, and the other does not call it public too."""
    if public.negative or only.negative or _PUBLIC not in public.terms or (
            _PUBLIC in only.terms) or not _ONLY.search(only.text) or not one_occasion(public, only):
        return False
    bag = only.bag()
    rest = [t for t in public.terms if t != _PUBLIC]
    return bool(rest) and any(t in _ACCESS for t in only.terms) and all(
        _matched(t, bag) for t in rest) and any(not _matched(t, public.bag()) for t in only.terms)


# "X blocks Y" with Y right after the verb (an article or a word, not "on": "CI blocks on
# type errors" says when CI stops, not what it keeps out), and what lets a thing be done.
_BLOCKS = re.compile(r"\bblocks?\s+(?!on\b|in\b|of\b|for\b|until\b|and\b|or\b)[a-z`]",
                     re.IGNORECASE)
_LETS = re.compile(r"\b(?:(?:is|are)\s+(?:still\s+)?(?:allowed|permitted)|may|can)\b"
                   r"(?!\s*(?:not|n't))", re.IGNORECASE)
_BLOCK = _stem("block")
# Words that end the thing blocked: a time or case it is blocked until, or a reason.
_OBJECT_ENDS = frozenset(["until", "when", "unless", "if", "because", "since", "while"])


def _blocked_and_allowed(a: Claim, b: Claim) -> bool:
    """Whether one claim says an act is allowed ("Gift card sales are allowed in offline
    mode", "Room moves are allowed after the night audit has run") and the other that
    something blocks that very act ("Offline mode blocks gift card sales", "After night
    audit the PMS blocks room moves"): the two ends of one permission. "Blocked" is no word
    of the opposites table (a noun too: "unsafe blocks", "90 min blocks"; and "CI blocks on
    type errors" says when CI fails), so only "blocks" as a verb with its object right after
    it counts. What blocks (the PMS, the app, the mode) is the blocking side's own; what is
    blocked (the words after the verb, up to "until" or a reason) must all be said by the
    allowing side, and the allowing side's subject (its words before "allowed" / "may") by
    the blocking side, so "blocks group bookings" meets no "walk-in bookings are allowed".
    Neither says no, and the two give no value of one kind differently."""
    if a.negative or b.negative or not one_occasion(a, b):
        return False
    for blocker, letter in ((a, b), (b, a)):
        if _BLOCK not in blocker.terms or _BLOCK in letter.terms:
            continue
        if not _BLOCKS.search(blocker.text) or _BLOCKS.search(letter.text):
            continue
        lets = _LETS.search(letter.text)
        if not lets or _LETS.search(blocker.text):
            continue
        va, vb = _differing(a.values, b.values), _differing(b.values, a.values)
        if {k for k, _ in va} & {k for k, _ in vb}:
            continue
        start = blocker.terms.index(_BLOCK) + 1
        end = next((n for n in range(start, len(blocker.terms))
                    if blocker.terms[n] in _OBJECT_ENDS), len(blocker.terms))
        blocked = blocker.terms[start:end]
        subject = [_stem(w) for w in _tokens(letter.text[:lets.start()])]
        subject = [t for t in subject if t in letter.terms]
        if not blocked or not subject:
            continue
        if all(_matched(t, letter.bag()) for t in blocked) and all(
                _matched(t, blocker.bag()) for t in subject) and _only_when_own(letter, blocker):
            return True
    return False


# Words after which a claim says when or in which case it holds.
_CASE = re.compile(r"\b(?:when|whenever|if|after|once|while|until|during)\b", re.IGNORECASE)


def _only_when_own(letter: Claim, blocker: Claim) -> bool:
    """Whether every word of the allowing side that names something and that the blocking
    side does not say stands in a case it adds ("... allowed when the hotel is full") or in
    brackets ("(overbooking buffer)"): what it lets be done is the blocked act itself, not
    something said of it ("Deploys may be slow on Fridays" is no permission, "slow" its
    own word, against "The freeze blocks deploys on Fridays")."""
    if _differing(letter.values, blocker.values):
        return False  # a value of its own ("Refunds can take five days"): said of the act
    text = _BRACKETED.sub(" ", letter.text)
    case = _CASE.search(text)
    before = {_stem(w) for w in _tokens(text[:case.start()] if case else text)}
    return not any(term in before and letter.bag()[term] >= NAMING
                   and not _matched(term, blocker.bag()) for term in letter.terms)


# A thing kept open ("Keep the period open", "the day stays open", "remain editable"), and a
# thing locked ("Lock the period", "timesheets are locked").
_KEPT_OPEN = re.compile(r"\b(?:keep|keeps|kept|leave|leaves|left|stay|stays|remain|remains)\b"
                        r"(?:\s+[\w-]+){0,4}?\s+(?:open|editable|unlocked)\b", re.IGNORECASE)
_LOCKS = re.compile(r"\block(?:s|ed)?\b", re.IGNORECASE)
_LOCK, _OPEN_WORDS = _stem("lock"), frozenset(_stem(w) for w in ("open", "editable", "unlocked"))


def _locked_and_open(a: Claim, b: Claim) -> bool:
    """Whether one claim says to lock a thing ("Lock a period once its VAT return is
    filed") and the other to keep that thing open at that time ("Keep a period open after
    its VAT return is filed, for late adjustments"): the two ends of one state. "Open" is no
    word of the opposites table (it opens files, PRs and ports), so only "keep / leave /
    stay / remain ... open" counts, against a form of "lock". Every word of the locking
    side but "lock" must be said by the other, and every word of the other before a comma
    (after it comes what it is for: "for late adjustments") by the locking side, so "Lock
    the POS outlets" meets no "Keep the business day open". Neither says no."""
    if a.negative or b.negative or not one_occasion(a, b):
        return False
    for locker, opener in ((a, b), (b, a)):
        if not _KEPT_OPEN.search(opener.text) or _KEPT_OPEN.search(locker.text):
            continue
        if not _LOCKS.search(locker.text) or _LOCKS.search(opener.text) or _LOCK not in (
                locker.terms):
            continue
        va, vb = _differing(a.values, b.values), _differing(b.values, a.values)
        if va or vb:
            continue
        said = {_stem(w) for w in _tokens(opener.text.split(",", 1)[0])}
        own = [t for t in opener.terms if t in said and t not in _OPEN_WORDS]
        if own and all(_matched(t, locker.bag()) for t in own) and all(
                t == _LOCK or _matched(t, opener.bag()) for t in locker.terms):
            return True
    return False


# The terms "opt-in" reads as (written with a hyphen or as two words), and "by default".
_OPT_IN = frozenset({"opt-in", "opt_in"})
_DEFAULT_TERM = _stem("default")
_ON_WORDS = frozenset({_stem("enabled"), _stem("on")})
_BRACKETED = re.compile(r"\([^)]*\)")


def _opt_in_against_default(a: Claim, b: Claim) -> str:
    """Whether one claim says a thing is opt-in ("ThinLTO is opt-in for release builds",
    "Guests must opt in to marketing emails") and the other that it is on by default
    ("Release builds get ThinLTO by default", "Marketing emails are on by default"): opt-in
    means off until someone turns it on, the other end of on by default ("conflict"). "Opt-out"
    (read as not opt-in) and "off by default" (read as a no) turn an end round: opt-in and off
    by default say one thing ("same", session 32: "Telemetry is opt-in" / "Telemetry is off by
    default"), as opt-out and on by default do, and opt-out against off by default is a
    conflict again. Every word of either side that names something (`NAMING` weight or more),
    besides the two ends and a remark in brackets ("(GDPR)"), must be said by the other:
    "Upsell offers are opt-in per property" meets no "Every property gets dynamic pricing by
    default"; but for one fairly common word on the default side, what it does by default
    ("sends"). The default side says nothing of opting in or out. "" when they are not so."""
    if not one_occasion(a, b):
        return ""
    for opt, default in ((a, b), (b, a)):
        if not _OPT_IN & set(opt.terms) or _DEFAULT_TERM not in default.terms:
            continue
        if _OPT_IN & set(default.terms) or _DEFAULT_TERM in opt.terms:
            continue
        if _differing(a.values, b.values) or _differing(b.values, a.values):
            continue
        ends = _OPT_IN | _ON_WORDS | {_DEFAULT_TERM}
        if any(not _said_by(t, opt, default) for t in opt.terms if t not in ends):
            continue
        unsaid = {t for t in default.terms if t not in ends and not _said_by(t, default, opt)}
        if not unsaid or len(unsaid) == 1 and default.bag()[unsaid.pop()] < _DONE_BY_DEFAULT:
            # (one fairly common word of the default's own is what is done by default: "The
            # desktop app sends telemetry by default")
            return "conflict" if opt.negative == default.negative else "same"
    return ""


# Below this weight a word the default side alone says may be its verb ("sends", "collects"),
# not the name of another thing.
_DONE_BY_DEFAULT = 4.0


def _said_by(term: str, claim: Claim, other: Claim) -> bool:
    """Whether a term of a claim is said by the other claim, or is too light to name
    anything, or is said only in a remark in brackets ("(GDPR)")."""
    if claim.bag()[term] < NAMING or _matched(term, other.bag()):
        return True
    outside = {_stem(w) for w in _tokens(_BRACKETED.sub(" ", claim.text))}
    return term not in outside and term.replace("_", "") not in outside


# A mode set by its key ("pool_mode is transaction", "`sslmode=require`"), and a mode said in
# words ("runs in session mode").
_MODE_KEY = re.compile(r"`?\b([\w.-]*?[_.-]?mode)`?\s*(?:=|:|\bis(?:\s+set\s+to)?\b)\s*`?([\w-]+)",
                       re.IGNORECASE)
_IN_MODE = re.compile(r"\bin\s+`?([\w-]+)`?\s+mode\b", re.IGNORECASE)


def _modes_apart(a: Claim, b: Claim) -> bool:
    """Whether one claim sets a mode by its key ("pool_mode is transaction for the API pool")
    and the other says the same thing runs in another mode in words ("The API pool runs
    pgbouncer in session mode"): one setting, two values. The key's words before "mode"
    ("pool") and every other word of the keyed side must be said by the other, and neither
    side names the other's mode, and the worded side adds nothing of its own after it ("...
    in session mode for admin connections" holds for those)."""
    if a.negative or b.negative or "mode" not in a.text.lower() or "mode" not in (
            b.text.lower()) or not one_occasion(a, b):
        return False
    for keyed, worded in ((a, b), (b, a)):
        key, said = _MODE_KEY.search(keyed.text), _IN_MODE.search(worded.text)
        if not key or not said:
            continue
        name, value, other = (_term_of(key.group(1), keyed), _term_of(key.group(2), keyed),
                              _term_of(said.group(1), worded))
        if not name or not value or not other or value == other:
            continue
        bag_k, bag_w = keyed.bag(), worded.bag()
        if _matched(value, bag_w) or _matched(other, bag_k):
            continue
        if "mode" in worded.terms and any(
                not _matched(t, bag_k) for t in worded.terms[worded.terms.index("mode") + 1:]):
            continue  # where or for what it holds ("in session mode for admin connections")
        prefix = re.sub(r"[_.-]?mode$", "", name)
        rest = [t for t in keyed.terms if t not in (name, value)]
        if prefix and _matched(prefix, bag_w) and rest and all(_matched(t, bag_w) for t in rest):
            return True
    return False


# A no said to what goes past a number: "no courier gets more than 2", "never longer than 30
# s", "a third order is never added" after "capped at two" (the cap said on the same side).
_PAST_A_CAP = re.compile(r"\b(?:no|not|never|nobody|none|n't)\b(?:\W+\w+){0,4}?\W+(?:more|"
                         r"greater|higher|larger|longer|over|above|beyond|exceeds?|exceeding)\b",
                         re.IGNORECASE)


def _cap_said_with_no(negative: Claim, positive: Claim) -> bool:
    """Whether a negative claim says no to going past the cap (a maximum) the positive one
    states, on the same number ("No courier gets more than 2 active orders" / "max orders per
    courier: 2", "capped at two orders, a third is never added" / "at most 2 orders"): one
    bound told from its two sides, not a yes and a no. Another number is still a conflict."""
    if "maximum" not in positive.terms:
        return False
    numbers = {v for v in positive.values if v[0] == "number"}
    if not numbers or not numbers & negative.values:
        return False
    return "maximum" in negative.terms or bool(_PAST_A_CAP.search(negative.text))


# States that say an act is not done to a thing ("locked", "frozen", "masked"), and the acts
# they stop (stems; "edit" is read as "change").
_CLOSED_STATES = frozenset(("lock", "frozen", "freez", "mask", "redact", "immut", "hidden",
                            "seal"))
_ACTS_A_STATE_STOPS = frozenset(("chang", "edit", "modifi", "alter", "updat", "write", "show",
                                 "display", "see", "view", "reveal", "expos", "deploy", "merg",
                                 "releas", "push"))


def _state_says_the_no(negative: Claim, positive: Claim) -> bool:
    """Whether a negative claim says no to an act that the state the positive one names
    stops ("Nobody can edit timesheets once the run starts" / "timesheets are locked once the
    run has started", "never shows full phone numbers" / "phone numbers: masked"). Not when
    the negative side names the state itself ("not locked" against "locked")."""
    if not _CLOSED_STATES.intersection(positive.terms) or _CLOSED_STATES.intersection(
            negative.terms):
        return False
    if positive.terms and negative.negated == {positive.terms[0]} and _LOCKED.search(
            positive.text):
        return True  # the act is what the positive opens with, and it is locked: "Comments
        # on closed issues are locked" / "Closed issues can't be commented on" (session 42)
    return bool(_ACTS_A_STATE_STOPS.intersection(negative.terms)) and all(
        _in_that_state(positive, k) for k, t in enumerate(positive.seq)
        if t in _ACTS_A_STATE_STOPS)


# A state said of what comes before it: "are frozen", "stays locked", "is masked"; and a thing
# said to be locked or frozen, the two states that stop acts on it.
_STATE_VERB = r"(?:\bis|\bare|\bbe|\bbeen|\bgets?|\bstays?|\bremains?|'re|'s)\s+(?:\w+\s+)?"
_STATE_SAID = re.compile(_STATE_VERB + r"(?:frozen|locked|masked|redacted|immutable|hidden|"
                         r"sealed)\b", re.IGNORECASE)
_LOCKED = re.compile(_STATE_VERB + r"(?:locked|frozen)\b", re.IGNORECASE)


def _in_that_state(claim: Claim, k: int) -> bool:
    """Whether the act at place k of the claim's words is what the state after it is said of,
    with a "be" between ("production deploys are frozen"), not an act done to a thing in that
    state ("change locked settings in the admin panel", which a no to changing them
    opposes)."""
    return any(t in _CLOSED_STATES for t in claim.seq[k + 1:k + 3]) and bool(
        _STATE_SAID.search(claim.text))


# The acts a gate holds back, by their stems (memstore.core.judge.text's), and rollouts and
# launches, which a freeze holds back too.
_GATED_ACTS = frozenset((*GATE_ACT_STEMS, "rollout", "launch"))


def _held_against_fine(held: Claim, fine: Claim) -> bool:
    """Whether one claim says a gated act is held in a closed state ("Deploys are frozen on
    Fridays") and the other that the same act is fine then ("Deploys on Fridays are fine"):
    a freeze and its lifting (session 42: they merged, "fine" approving and "frozen" a state
    no table opposes to it). So is a thing said to be locked or frozen against the same thing
    allowed ("Comments on closed issues are locked" / "... are still allowed"). Every word of
    each is the other's, but the state and the approving predicate; the other's "as usual" is
    read in memstore.core.judge.text."""
    acts = [t for k, t in enumerate(held.seq) if t in _GATED_ACTS and _in_that_state(held, k)]
    if not (acts or _LOCKED.search(held.text)) or _STATE_SAID.search(fine.text) or (
            held.values != fine.values):
        return False
    found = _COPULA.search(fine.text)
    if not found or not _approving(fine.text[found.end():]):
        return False
    approving = fine.bag()
    if any(t not in _CLOSED_STATES and not _matched(t, approving) for t in held.terms):
        return False
    said = held.bag()
    return all(_matched(t, said) or _approving(t) for t in fine.terms)



def one_no_said_twice(negative: Claim, positive: Claim) -> bool:
    """Whether a negative and a positive claim say one thing, the no said on one side by a
    word of the other: a cap ("no more than 2" / "max 2") or a state ("never edit" /
    "frozen")."""
    return _cap_said_with_no(negative, positive) or _state_says_the_no(negative, positive)


# Two capitalised words in a row, a maker's name and its product's ("Grafana Tempo").
_MAKER_AND_PRODUCT = re.compile(r"\b([A-Z][\w.-]*)\s+([A-Z][\w.-]*)")


def _tool_makers(claim: Claim, other: Claim) -> frozenset[str]:
    """The maker's names the claim writes right before a product the other claim names alone
    ("Grafana" in "Traces are stored in Grafana Tempo" against "Tempo is our tracing
    backend"): one tool, named in full on one side, not two tools for one job. The maker may
    be a tool of its own (Grafana), unlike lookalikes._makers; it must not be a word the
    other claim has, and the product must be a tool of the tables ("Shaka Player" is not
    Player, "REPEATABLE READ" is no product of a maker)."""
    bag, found = other.bag(), set()
    for match in _MAKER_AND_PRODUCT.finditer(claim.text):
        before = claim.text[:match.start()].rstrip()
        if not before or before[-1] in ".:;!?":
            continue  # a capital where a sentence opens is grammar
        maker, product = (_stem(w.lower()) for w in match.groups())
        if (maker in claim.terms and product in claim.terms and product in other.terms
                and product in lexicon().alternatives and not _matched(maker, bag)):
            found.add(maker)
    return frozenset(found)
