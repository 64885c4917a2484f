"""An interval said as "N apart" ("Up to three retries, two seconds apart" / "Retry 3 times
with 2 s between attempts"), found by a probe of values in fresh sentence pairs (session 29;
docs/consolidation.md, "More kinds found by probing (session 29)"). Sentences of our own.
"apart" and "between attempts" were read as two words in one place, a look-alike, so
another count of retries was not flagged (the same count merged already, by the values
alone). The guards hold on the session's start code too: the restatement merges, and another
interval still conflicts."""

from __future__ import annotations

from judging import symmetric_kind

_RULE = "Retry 3 times with 2 s between attempts."


def test_one_interval_said_two_ways_merges() -> None:
    assert symmetric_kind(_RULE, "Up to three retries, two seconds apart.") == "duplicate"


def test_another_count_of_retries_conflicts() -> None:
    assert symmetric_kind(_RULE, "Up to five retries, two seconds apart.") == "conflict"


def test_another_interval_conflicts() -> None:
    assert symmetric_kind(_RULE, "Retry 3 times with 10 s between attempts.") == "conflict"
