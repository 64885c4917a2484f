""""Use X instead of Y" is a preference, not a change ("Use the logger module instead of
print statements" / "No print statements; log through the logger module"), found by a probe
of fresh sentence pairs (session 30; docs/consolidation.md, "More kinds found by probing
(session 30)"). Sentences of our own. "instead of" was one of the words that tell a change,
so with a word of its own on each side the pair was held back as "one says it changed", a
maybe-conflict; "instead of" now tells a change only with the words that do ("now use X
instead of Y", "switched to X instead of Y"). The guard holds on the session's start code
too: a pair that says the thing changed is still held back."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Use the `logger` module instead of print statements.",
                 "No print statements; log through the logger module.", id="logger"),
    pytest.param("Backfill in batches of 10k rows instead of one UPDATE.",
                 "Backfills run in 10,000-row batches, not in a single big UPDATE.",
                 id="backfill"),
])
def test_a_preference_told_with_instead_of_is_a_restatement(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_a_change_told_with_now_is_still_held_back() -> None:
    assert symmetric_kind("Deploys now go through Argo CD instead of the Jenkins job.",
                          "Deploys run from the Jenkins job.") in ("conflict", "maybe_conflict")
