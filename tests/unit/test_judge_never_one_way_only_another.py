"""A no to one way of doing a thing against "only" another way, found by a probe of fresh
sentence pairs (session 23; docs/consolidation.md, "More kinds found by probing (session
23)"). Sentences of our own: "Never run migrations by hand in production" and "Production
migrations are only run by the pipeline" say one rule from its two sides, and were flagged
as a contradiction: the "only" leaves out the way the no is said of."""

from __future__ import annotations

from judging import symmetric_kind


def test_a_no_to_the_way_only_leaves_out_is_no_conflict() -> None:
    assert symmetric_kind("Never run migrations by hand in production.",
                          "Production migrations are only run by the pipeline.") != "conflict"


def test_a_no_to_the_act_itself_still_conflicts() -> None:
    assert symmetric_kind("Never run migrations in production.",
                          "Production migrations are run by the pipeline.") == "conflict"
