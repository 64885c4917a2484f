"""A no said of one way and "only" of another are one rule, found by a probe of fresh
sentence pairs (session 28; docs/consolidation.md, "More kinds found by probing (session
28)"). Sentences of our own. "Never run `terraform apply` locally" / "terraform apply only runs
in the pipeline" and "Don't call the payments API from the browser" / "The payments API must
only be called server-side" were look-alikes: one word put for another ("locally" /
"pipeline") read as two subjects. The "only" says the no, so the two now read as one claim
(`compare._no_here_only_there`). The guards hold on the session's start code too: "read-only"
is no "only", and two acts each with its own word stay apart."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Never run `terraform apply` locally.",
                 "terraform apply only runs in the pipeline.", id="locally-pipeline"),
    pytest.param("Don't call the payments API from the browser.",
                 "The payments API must only be called server-side.", id="browser-server"),
])
def test_a_no_here_and_only_there_is_one_rule(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Never run migrations against a replica.",
                 "Run read-only reports against a replica, not the primary.", id="read-only"),
    pytest.param("Don't cache API responses.", "Only cache static assets.", id="two-acts"),
])
def test_read_only_or_two_acts_are_not_merged(a: str, b: str) -> None:
    assert symmetric_kind(a, b) != "duplicate"
