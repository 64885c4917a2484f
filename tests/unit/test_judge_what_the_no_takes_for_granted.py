"""A state the negative claim takes for granted ("Never edit generated files by hand" / "Files
in gen/ are generated"), found by a probe of fresh sentence pairs (session 29;
docs/consolidation.md, "More kinds found by probing (session 29)"). Sentences of our own.
"generated" is what the files are, not what the no is said of (editing them), but the two
were a yes against a no: "never edit generated files by hand (anything under gen/)" and
"Files in gen/ are generated; don't hand-edit them" were flagged as a conflict instead of
merging. A one-word predicate that the negative puts before the same noun is now read as
what the no takes for granted. The guards hold on the session's start code too: where the
predicate is the act said no to, the two conflict."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


def test_a_rule_and_what_it_takes_for_granted_merge() -> None:
    assert symmetric_kind("never edit generated files by hand (anything under gen/)",
                          "Files in gen/ are generated; don't hand-edit them") == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Never commit generated files.", "Generated files are committed.",
                 id="the-act-said-no-to"),
    pytest.param("Don't deploy unsigned images.", "Unsigned images are deployed to dev.",
                 id="another-act"),
    pytest.param("PHI is allowed on the reporting read replica.",
                 "PHI must never land on the reporting read replica.", id="a-longer-predicate"),
])
def test_a_no_against_the_act_still_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"
