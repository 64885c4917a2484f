"""A bare "never X" against a claim that does X and nothing else ("Never squash" / "Squash
merges only"), found by a probe of title-only conflicts (session 29; docs/consolidation.md,
"More kinds found by probing (session 29)"). Sentences of our own. A one-word no is read as
said of something else when the other claim holds much besides ("not npm" / "npm breaks the
links"), unless the other says the act is always done; "only" says it as well, and two entries
whose titles were "Squash merges only" and "Merge commits, never squash" over one body merged.
(No guard here: the claim-level guard, "not npm" / "npm breaks the links", is a conflict
between one-fact entries on the start code already, by the entry-level reading.)"""

from __future__ import annotations

from judging import symmetric_kind

from memstore.core.judge import judge

_BODY = "PRs get merged through the GitHub UI after review."


def test_never_against_only_conflicts() -> None:
    assert symmetric_kind("Squash merges only", "Never squash") == "conflict"


def test_titles_that_conflict_over_one_body_are_flagged() -> None:
    verdict = judge("Squash merges only", [_BODY], "Merge commits, never squash", [_BODY])
    assert verdict.kind == "conflict"
    assert "titles" in verdict.explanation

