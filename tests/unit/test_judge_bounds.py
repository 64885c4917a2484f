"""The bounds consolidation asks before the judge (memstore.core.judge.bounds) never skip a pair the
judge would call anything that matters: a duplicate, a conflict, or a pair it is unsure of.

Checked on what people write (the natural corpus in tests/natural, both splits, read by
scripts/natural.py): every pair within a record, and pairs drawn across records, which are the
look-alikes and unrelated pairs the bounds are there to skip."""

from __future__ import annotations

import sys
from itertools import permutations
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from memstore.core.judge import judge
from memstore.core.judge.bounds import (
    _one_topic,
    may_be_duplicate,
    may_be_uncertain,
    may_conflict,
    share,
)
from memstore.core.judge.claims import claims
from memstore.core.judge.compare import compare_claims

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
import natural  # noqa: E402

RECORDS = [record for split in ("dev", "test") for record in natural.records(split)]
MEMORIES = [member for record in RECORDS for member in record.members]


def check(a: natural.Memory, b: natural.Memory) -> str:
    """The verdict on a and b, after checking that no bound would have skipped it."""
    texts = (a.title, a.facts, b.title, b.facts)
    verdict = judge(*texts).kind
    if verdict == "duplicate":
        assert may_be_duplicate(*texts), texts
    if verdict in ("duplicate", "maybe_same", "maybe_conflict"):
        assert may_be_uncertain(*texts), texts
    if verdict == "conflict":
        assert may_conflict(*texts), texts
    return verdict


def test_no_pair_within_a_record_is_skipped() -> None:
    verdicts = [check(a, b) for record in RECORDS for a, b in permutations(record.members, 2)]
    assert {"duplicate", "conflict", "distinct"} <= set(verdicts)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(MEMORIES), st.sampled_from(MEMORIES))
def test_no_pair_across_records_is_skipped(a: natural.Memory, b: natural.Memory) -> None:
    check(a, b)


def test_the_bounds_skip_unrelated_pairs() -> None:
    # Memories of two neighbouring records are mostly about different things: the bounds let
    # most of them go without the judge (else they would cost time and save none).
    pairs = list(zip(MEMORIES, MEMORIES[5:], strict=False))
    skipped = [(a, b) for a, b in pairs
               if not may_conflict(a.title, a.facts, b.title, b.facts)
               and not may_be_uncertain(a.title, a.facts, b.title, b.facts)]
    assert len(skipped) > len(pairs) // 2
    assert all(judge(a.title, a.facts, b.title, b.facts).kind == "distinct" for a, b in skipped)


def test_share_is_the_verdicts_score() -> None:
    # The bound is the judge's own measure, not a second opinion: on every pair it reports a
    # score for, the verdict's score is the share, rounded.
    for record in RECORDS:
        for a, b in permutations(record.members, 2):
            verdict = judge(a.title, a.facts, b.title, b.facts)
            if verdict.kind in ("duplicate", "maybe_same"):
                assert verdict.score == round(100 * share(a.title, a.facts, b.title, b.facts), 1)


def test_every_claim_conflict_is_about_one_topic() -> None:
    # may_conflict compares two claims in full only when they are about one thing: every claim
    # pair of the corpus (within a record, and with the next records) that compare_claims calls
    # a conflict passes that check, and most pairs that share a word do not need the rest.
    units = [claims(text) for m in MEMORIES for text in (m.title, *m.facts)]
    found = [c for unit in units for c in unit]
    pairs = [(a, b) for n, a in enumerate(found) for b in found[n + 1 : n + 40] if a.keys & b.keys]
    conflicts = [(a, b) for a, b in pairs if compare_claims(a, b).kind == "conflict"]
    assert conflicts
    assert all(_one_topic(a, b) for a, b in conflicts)
    assert sum(not _one_topic(a, b) for a, b in pairs) > len(pairs) // 3
