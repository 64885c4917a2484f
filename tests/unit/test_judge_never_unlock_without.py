"""A "never ... without" rule said of an act the word tables read as a no ("unlock": not lock),
against the same requirement said plainly (session 49, found in session 48's fresh dev files):
"Never unlock a database without a signed request" / "Database unlock requires a signed
request" was flagged, because both read as no to "lock" and the first's further nos were read
as a no to the request. The nos that follow the shared opposite cancel each other ("never ...
without" says "requires"). The guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


def test_never_unlock_without_is_a_requirement() -> None:
    assert symmetric_kind("Never unlock the billing database without a signed request.",
                          "Billing database unlock requires a signed request.") == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The app caches lesson videos for offline use.",
                 "Lesson videos aren't cached by the app for offline use.", id="one-more-no"),
    pytest.param("The logger masks PHI in log lines automatically.",
                 "The logger doesn't mask PHI itself.", id="a-no-of-manner"),
])
def test_one_more_no_still_denies(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"
