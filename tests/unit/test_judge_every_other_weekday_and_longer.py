"""Every other weekday, and "longer" / "shorter" as the two ends of a bound, found by a probe of
fresh sentence pairs (session 25; docs/consolidation.md, "More kinds found by probing (session
25)"). Sentences of our own. "The release train leaves every other Tuesday" read as every
Tuesday and merged with it, and "every second Sunday" read "second" as the unit of time; both
are every 2 weeks on that day now (`text._EVERY_OTHER_WEEKDAY`), and "biweekly" is every 2
weeks. "Keep functions under 50 lines" / "Functions may be longer than 50 lines" merged:
"longer" and "shorter" are the two ends of the scale of numbers, as "over" and "under" are
(`guard._SCALES`). The two restatements of every other weekday hold on the session's start
code too (each read the same wrong way on both sides), kept as guards of the new reading."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The release train leaves every Tuesday.",
                 "The release train leaves every other Tuesday.", id="every-other-tuesday"),
    pytest.param("Keep functions under 50 lines.", "Functions may be longer than 50 lines.",
                 id="longer"),
])
def test_two_amounts_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The release train leaves every other Tuesday.",
                 "The release train leaves every two weeks on Tuesday.", id="every-two-weeks"),
    pytest.param("Backups run every second Sunday.", "Backups run every other Sunday.",
                 id="second-sunday"),
    pytest.param("Sprint reviews are biweekly.", "Sprint reviews happen every two weeks.",
                 id="biweekly"),
])
def test_one_amount_said_two_ways_restates(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"
