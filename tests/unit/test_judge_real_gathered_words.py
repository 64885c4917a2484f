"""A one-line note whose rare words a list says one per item (tests/natural/real/dev, the
thirteenth round: docs/consolidation.md), written afresh in the same shape; the first cases
failed on the judge before the rule. Beside them, restatements that must still merge.

A memory bank's "Validate implementation against requirements" (a session step) read as said
again in three lists of the same bank ("Code Generation Capabilities", "Mitigation
Strategies", "Development Tools"): its two rare words, "validate" and "implementation", were
each in the list, one in one item and one in another, and the reading of a restatement in
other words (every rare word said in the other: memstore.core.judge.restate) took that for
the note said again. No item of the list held much of it; the note was then the core of a
cluster that joined the three lists. A note of one claim is restated in other words where its
rare words are said together, not gathered from several items.
"""

from __future__ import annotations

import pytest
from judging import both_ways

STORAGE_JOBS = ("2. **Storage Jobs**\n   - Backups run nightly to the cold bucket\n"
                "   - Encryption keys rotate monthly\n   - Retention reports")
QUALITY_GATES = ("3. **Quality Gates**\n   - Benchmark dashboards per service\n"
                 "   - Serializer fuzzing in CI\n   - Coverage reports")


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Encrypt backups against requirements", STORAGE_JOBS,
                 id="a-step-gathered-from-two-items"),
    pytest.param("Benchmark serializers against requirements", QUALITY_GATES,
                 id="two-rare-words-two-items"),
])
def test_rare_words_gathered_from_several_items_are_no_restatement(a: str, b: str) -> None:
    assert "duplicate" not in both_ways(a, b)


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Validate migrations against requirements",
                 "Migrations are validated against the requirements before release",
                 id="said-in-one-sentence"),
    pytest.param("Benchmark serializers against requirements",
                 "Serializers are benchmarked against the requirements",
                 id="said-in-other-words"),
    pytest.param("Every posting must balance: total debits equal total credits.",
                 "Each journal entry has to balance, with debits matching credits.",
                 id="two-claims-over-two-clauses"),
])
def test_rare_words_said_together_still_merge(a: str, b: str) -> None:
    assert both_ways(a, b) == {"duplicate"}
