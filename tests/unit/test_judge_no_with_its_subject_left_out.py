"""A no said after a comma with its subject left out, found by a probe of fresh sentence pairs
(session 26; docs/consolidation.md, "More kinds found by probing (session 26)"). Sentences of
our own. "Feature branches are merged with a merge commit, never squashed" merged with "Always
squash when merging feature branches": "never squashed" was read as a claim of its own, a no
about nothing, and met no yes. It now takes the subject and the "are" of the clause before it
("Feature branches are never squashed", `claims._with_elided_subject`), as "no redeploy
needed" takes its clause already. The guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Always squash when merging feature branches.",
                 "Feature branches are merged with a merge commit, never squashed.",
                 id="never-squashed"),
    pytest.param("Build the images on the node.",
                 "Images are pulled from ECR, not built on the node.", id="not-built"),
    pytest.param("Keep logs on the local disk for a week.",
                 "Logs are shipped to Loki, not kept on disk.", id="not-kept"),
    pytest.param("API tokens can be reused across environments.",
                 "API tokens are scoped to one environment, never reused.", id="never-reused"),
    pytest.param("Release notes are drafted in Notion.",
                 "Release notes are written in the repo, not drafted in Notion.",
                 id="not-drafted"),
])
def test_a_no_after_a_comma_is_said_of_the_subject_before_it(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_the_same_no_said_whole_restates() -> None:
    assert symmetric_kind("Feature branches are merged with a merge commit, never squashed.",
                          "Feature branches are never squashed; use a merge commit.") == "duplicate"


def test_the_no_said_of_another_subject_stays_apart() -> None:
    assert symmetric_kind("Logs are shipped to Loki, not kept on disk.",
                          "Metrics are shipped to Mimir, not kept on disk.") != "duplicate"
