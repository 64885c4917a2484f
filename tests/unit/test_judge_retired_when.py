"""When a thing was retired (session 38; docs/consolidation.md, "When a thing was retired
(session 38)"): "XML responses were dropped in v3" reads as "XML responses is no longer used",
but the "in v3" after it took the no, the first word after the negation, so the thing retired
was read as still in use and the note merged with "The API supports XML responses". The when
(a version, a month, "last year") is now left out of what the no is said of. And a value alone
(split off "... no longer supported since v5") says no yes or no: it never contradicts the other
side's no. Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind

from memstore.core.judge import claims


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The API accepts SOAP requests.",
                 "SOAP requests were dropped in v4; the API only speaks REST.", id="in-v4"),
    pytest.param("The mobile app supports Android 8.", "Android 8 support was dropped last year.",
                 id="last-year"),
    pytest.param("Nightly builds are published to the beta channel.",
                 "The beta channel was retired in March.", id="in-march"),
])
def test_a_thing_in_use_against_it_retired_at_a_time_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_a_value_alone_contradicts_no_no() -> None:
    assert symmetric_kind("IE11 is no longer supported since v5.",
                          "Since v5 we no longer support IE11.") == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("SOAP requests were dropped in v4.",
                 "Since v4 the API no longer accepts SOAP requests.", id="dropped-and-since"),
    pytest.param("The beta channel was retired in March.",
                 "We retired the beta channel in March.", id="retired-twice"),
])
def test_guard_one_retirement_said_twice_is_one(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_guard_where_a_thing_is_no_longer_used_stays() -> None:
    (claim,) = claims("We no longer use Jenkins in prod.")
    assert claim.text == "We no longer use Jenkins in prod"
