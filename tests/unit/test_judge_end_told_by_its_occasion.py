"""An end told by what it comes after, against no end at all, found while checking the rules of
session 25 (docs/consolidation.md, "More kinds found by probing (session 25)"). Sentences of
our own. "Toggles are removed after two release trains" / "Toggles are kept forever" were left
unsure: kept forever against an end read as a conflict only where the end is a length of time
("purged after 90 days"). An end after an occasion ("after two release trains", "once the case
is closed", "within two sprints"), or with no length at all ("Feature flags are cleaned up",
against "never cleaned up", which reads as kept forever), is an end all the same
(`compare._forever_against_an_end`). The pair opening with "Disabled" conflicted before only by
a double reading of its opposites (tests/unit/test_judge_false_flags_insurance.py), which
`compare._opened_alike` now reads away; the last case, two subjects, holds on the start code
too, as a guard."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Toggles are removed after two release trains.", "Toggles are kept forever.",
                 id="release-trains"),
    pytest.param("Case files are deleted once the case is closed.",
                 "Case files are kept forever.", id="once-closed"),
    pytest.param("Feature flags are cleaned up within two sprints.",
                 "Feature flags are never cleaned up.", id="within-two-sprints"),
    pytest.param("Feature flags are cleaned up.", "Feature flags are never cleaned up.",
                 id="no-length-at-all"),
])
def test_an_end_after_an_occasion_conflicts_with_forever(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_an_end_of_another_thing_is_no_conflict() -> None:
    assert symmetric_kind("Case files are deleted once the case is closed.",
                          "Audit logs are kept forever.") != "conflict"
