"""Groups of restatements that ended in pieces on an HR / payroll team's notes
(tests/natural/dev_hr.jsonl, measured before anything was changed for it), each pinned by its
cause with sentences written afresh; beside each, a shape that must stay apart.

- A note left alone next to a cluster of three restatements joins it when it is maybe the
  same as, and close to, two of them, and distinct from the third only because the judge found
  too little to align; and the cluster as the merge writes it holds it
  (`memstore.core.grouping._gather`). Not when it is told apart from a member, not when its
  uncertain pairs are not close, not beside one text said twice.
- "off" between a noun and a name is where a thing is taken from ("the workers pull their jobs
  off redis"), not a thing switched off (`memstore.core.judge.claims._moved_off`).
"""

from __future__ import annotations

from memstore.core.entry import Entry
from memstore.core.grouping import Pairs, Uncertain, clusters
from memstore.core.judge import judge
from tests.judging import working_notes

# Three restatements of one deploy rule, and a fourth note in arrow shorthand: the judge
# finds too little to align between it and the third ("claims aligned 0/1").
DEPLOYS = ("Storefront deploys go out through GitLab CI on every merge to main.",
           "Merging to main deploys the storefront (GitLab CI).",
           "A pipeline ships the shop front to production each time main moves.",
           "storefront deploy: merge to main -> GitLab CI -> prod")


def _pairs(notes: list[Entry], maybe: float) -> Pairs:
    """The first three restate each other; the last is maybe the same (`maybe`) as the first
    two, and nothing was found between it and the third."""
    first, second, third, last = notes
    pairs = Pairs()
    for a, b in ((first, second), (first, third), (second, third)):
        pairs.add_duplicate(a, b, 90.0)
    for other in (first, second):
        key = (min(other.id, last.id), max(other.id, last.id))
        pairs.uncertain[key] = Uncertain(other, last, "maybe_same", "", maybe)
    return pairs


def _sizes(notes: list[Entry], pairs: Pairs) -> list[int]:
    return sorted(len(cluster) for cluster in clusters(notes, [], pairs))


def test_the_third_pair_is_only_unaligned() -> None:
    # (what the tests below stand on: the judge's own reading of the third pair)
    third, last = DEPLOYS[2], DEPLOYS[3]
    verdict = judge(third, [third], last, [last])
    assert verdict.kind == "distinct" and verdict.explanation.startswith("claims aligned")


def test_a_note_close_to_two_members_joins_a_cluster_of_three() -> None:
    notes = working_notes(*DEPLOYS)
    assert _sizes(notes, _pairs(notes, 65.0)) == [4]


def test_a_note_told_apart_from_one_member_stays_out() -> None:
    notes = working_notes(*DEPLOYS)
    pairs = _pairs(notes, 65.0)
    pairs.apart.add(("n-2", "n-3"))
    assert _sizes(notes, pairs) == [1, 3]


def test_uncertain_pairs_that_are_not_close_are_not_enough() -> None:
    notes = working_notes(*DEPLOYS)
    assert _sizes(notes, _pairs(notes, 55.0)) == [1, 3]  # (under CLOSE: unsure)


def test_one_text_said_twice_is_one_wording() -> None:
    # The two members the note is close to are one text twice: one uncertain reading, twice.
    notes = working_notes(DEPLOYS[0], DEPLOYS[0], DEPLOYS[2], DEPLOYS[3])
    assert _sizes(notes, _pairs(notes, 65.0)) == [1, 3]


def _kind(a: str, b: str) -> str:
    return judge(a, [a], b, [b]).kind


def test_off_before_a_name_is_where_from_not_a_switch() -> None:
    assert _kind("The indexer reads its jobs off kafka.", "Indexer jobs come from Kafka.") == (
        "duplicate")


def test_off_as_a_switch_still_says_no() -> None:
    assert _kind("Switch off caching in staging.", "Caching is on in staging.") == "conflict"
    assert _kind("Telemetry off in CI.", "Telemetry is on in CI.") == "conflict"
    assert _kind("Turn verbose tracing off again after the release.",
                 "Verbose tracing stays on after the release.") in ("conflict", "maybe_conflict")
