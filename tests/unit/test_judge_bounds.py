"""The bounds consolidation asks before the judge (memstore.core.judge.bounds) never skip a pair the
judge would call anything that matters: a duplicate, a conflict, or a pair it is unsure of.

Checked on what people write (the natural corpus in tests/natural, both splits, read by
scripts/natural.py): every pair within a record, and pairs drawn across records, which are the
look-alikes and unrelated pairs the bounds are there to skip.

A failure names the records; it shows their texts only for dev records, so that no one tuning
the judge reads a test record by running this test."""

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
SPLIT_MEMORIES = {split: [member for record in natural.records(split) for member in record.members]
                  for split in ("dev", "test")}
# Where each memory comes from, for failure messages: "dev-be-0001" (and its text) or "test-...".
ORIGINS = [record.id for record in RECORDS for _ in record.members]


def shown(origin: str, memory: natural.Memory) -> str:
    """A memory as a failure may show it: its record's id, and its text if it is dev data."""
    return f"{origin}: {(memory.title, memory.facts)}" if origin.startswith("dev-") else origin


def check(a: natural.Memory, b: natural.Memory, where: tuple[str, str]) -> str:
    """The verdict on a and b, after checking that no bound would have skipped it."""
    texts = (a.title, a.facts, b.title, b.facts)
    verdict = judge(*texts).kind
    # Each bound is asked before the assert, so that a failure does not print the texts.
    pair = f"{shown(where[0], a)} / {shown(where[1], b)}"
    if verdict == "duplicate":
        kept = may_be_duplicate(*texts)
        assert kept, f"a duplicate skipped: {pair}"
    if verdict in ("duplicate", "maybe_same", "maybe_conflict"):
        kept = may_be_uncertain(*texts)
        assert kept, f"an uncertain pair skipped: {pair}"
    if verdict == "conflict":
        kept = may_conflict(*texts)
        assert kept, f"a conflict skipped: {pair}"
    return verdict


def test_no_pair_within_a_record_is_skipped() -> None:
    verdicts = [check(a, b, (record.id, record.id))
                for record in RECORDS for a, b in permutations(record.members, 2)]
    assert {"duplicate", "conflict", "distinct"} <= set(verdicts)


# Indices, not memories, so that a falsifying example prints no text.
INDICES = st.integers(min_value=0, max_value=len(MEMORIES) - 1)


@settings(max_examples=300, deadline=None)
@given(INDICES, INDICES)
def test_no_pair_across_records_is_skipped(i: int, j: int) -> None:
    check(MEMORIES[i], MEMORIES[j], (ORIGINS[i], ORIGINS[j]))


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
                bound = round(100 * share(a.title, a.facts, b.title, b.facts), 1)
                assert verdict.score == bound, record.id


def test_every_claim_conflict_is_about_one_topic() -> None:
    # may_conflict compares two claims in full only when they are about one thing: every claim
    # pair of the corpus (within a record, and with the next records of the same split: a dev
    # note beside a test note is no pair of any store) that compare_claims calls a conflict
    # passes that check, and most pairs that share a word do not need the rest.
    pairs = []
    for split in ("dev", "test"):
        found = [c for m in SPLIT_MEMORIES[split] for text in (m.title, *m.facts)
                 for c in claims(text)]
        pairs += [(a, b) for n, a in enumerate(found) for b in found[n + 1 : n + 40]
                  if a.keys & b.keys]
    conflicts = [(a, b) for a, b in pairs if compare_claims(a, b).kind == "conflict"]
    assert conflicts
    assert all(_one_topic(a, b) for a, b in conflicts)
    assert sum(not _one_topic(a, b) for a, b in pairs) > len(pairs) // 3


def test_the_conflict_prefilter_lets_one_for_all_against_one_each_through() -> None:
    # may_conflict said no to this pair though the judge flags it (memstore.core.judge.sharing),
    # so consolidation never compared the two in full (session 40: found by the law above once
    # that session's probes joined the corpus)
    a, b = "Each region has its own Kafka cluster.", "All regions share one Kafka cluster."
    assert judge("", [a], "", [b]).kind == "conflict"
    assert may_conflict("", [a], "", [b]) and may_conflict("", [b], "", [a])
