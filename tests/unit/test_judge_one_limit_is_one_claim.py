"""One limit, said as a no past a number and as the number named, is one claim: found on dev
and pinned with fresh sentences (session 27; docs/consolidation.md, "More kinds found by
probing (session 27)"). "Top-ups under €10 aren't taken" / "The smallest top-up we accept is
10 euros" was left for a person to decide: `thresholds.one_limit` already kept the two from
reading as a no against a yes, but the claims, one negative and one not, were only "related".
Two claims about one thing that are `one_limit`'s shape are now the same claim
(`compare._compare_claims`). The guards hold on the session's start code too: the same number
as the limit of another thing, or another number, is no restatement."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


def test_a_floor_said_both_ways_restates() -> None:
    assert symmetric_kind("Top-ups under €10 aren't taken.",
                          "The smallest top-up we accept is 10 euros.") == "duplicate"


@pytest.mark.parametrize(("a", "b", "kind"), [
    pytest.param("Top-ups under €10 aren't taken.",
                 "The smallest withdrawal we accept is 10 euros.", "distinct",
                 id="the-limit-of-another-thing"),
    pytest.param("Deposits above 500 EUR are not accepted.", "The maximum deposit is 1000 EUR.",
                 "conflict", id="another-number"),
])
def test_another_thing_or_another_number_is_no_restatement(a: str, b: str, kind: str) -> None:
    assert symmetric_kind(a, b) == kind
