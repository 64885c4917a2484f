"""A check that is green has passed (session 39; docs/consolidation.md, "Green (session 39)"):
"Don't deploy until the security scan passes" / "Only deploy once the security scan is green".

"green" and "pass" were two words, so one gate said with each was one word put for another,
and the pair a look-alike. A check ("CI", "the build", "the pipeline", "the checks", "the
scan", ...) that "is green", "must be green" or "turns green" now reads as one that passes,
and "green CI" as "passing CI". Not another thing that is green ("The status light is
green").

Sentences of our own and dev records; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind

from memstore.core.judge import claims


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Don't deploy until the security scan passes",
                 "Only deploy once the security scan is green", id="dev-prb-0191"),
    pytest.param("Don't merge a PR until CI is green.",
                 "pull requests only get merged once continuous integration passes",
                 id="dev-be-g08"),
    pytest.param("Merge when the checks are green.", "Merge once all checks pass.",
                 id="checks"),
])
def test_a_green_check_has_passed(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b", "expected"), [
    pytest.param("Don't merge until CI is green", "Wait for green CI before merging",
                 "duplicate", id="green-before-its-name"),
    pytest.param("CI must be green before you merge.", "You may merge before CI is green.",
                 "conflict", id="an-order-still-reversed"),
])
def test_guard_green_said_alike_reads_as_before(a: str, b: str, expected: str) -> None:
    assert symmetric_kind(a, b) == expected


def test_guard_another_green_thing_stays_green() -> None:
    assert any("green" in c.text for c in claims("The status light is green when idle."))
