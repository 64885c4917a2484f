"""A word one claim says and the other says only inside its path ("API versioning: everything
under /api/v2" / "All endpoints are versioned under /api/v2") is said by both: it is not a
name put for another, so the two are not look-alikes (memstore.core.judge.lookalikes
`_folders`)."""

from __future__ import annotations

from memstore.core.judge import judge


def test_a_word_the_other_says_in_its_path_is_no_other_subject() -> None:
    # Found by the 26-week simulation (seed 3): the agent's restatement was called a
    # look-alike of the long-term fact, never offered for review, and expired.
    a = "API versioning: everything under `/api/v2`."
    b = "All endpoints are versioned under /api/v2."
    result = judge(a, (a,), b, (b,))
    assert result.kind in ("duplicate", "maybe_same"), result.explanation


def test_two_names_outside_the_path_are_still_two_subjects() -> None:
    a = "Orders endpoints are versioned under /api/v2."
    b = "Billing endpoints are versioned under /api/v2."
    result = judge(a, (a,), b, (b,))
    assert result.kind == "distinct" and result.explanation.startswith("look-alike")
