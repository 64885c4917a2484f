"""A no inside a condition the clause opens with ("If the cache is not warm, ...", "cache not
warm? -> ...") says when the rule after it holds; it says no to nothing the rule says
(memstore.core.judge.claims `_condition_end`). Two conditions that differ by that no still
differ."""

from __future__ import annotations

from memstore.core.judge import judge
from memstore.core.judge.claims import claims


def _kind(a: str, b: str) -> str:
    return judge(a, (a,), b, (b,)).kind


def test_a_question_before_an_arrow_is_a_condition_not_a_no() -> None:
    # Found by the 26-week simulation (seed 5): "snapshots out of date? -> `pytest
    # --snapshot-update`" was flagged "negation differs" against every other wording of the
    # snapshot rule ("out of" is a negator), six times in one run, each pair held out of
    # recall in needs_review until the Friday review.
    rule = "Refresh the golden files with `make goldens`."
    assert _kind(rule, "goldens out of date? → `make goldens`") == "duplicate"
    assert _kind(rule, "golden files not current? -> `make goldens`") == "duplicate"
    assert _kind("Reclaim disk with `docker image prune`.",
                 "out of disk space? → `docker image prune`") == "duplicate"


def test_a_no_in_an_opening_if_or_when_clause_is_the_condition_s() -> None:
    rule = "Re-seed the search index with `make reindex`."
    assert _kind(rule, "If the search index is not in sync, run `make reindex`.") == "duplicate"
    assert _kind(rule, "When the search index is out of sync, run `make reindex`.") == "duplicate"
    (claim,) = claims("If the search index is not in sync, run `make reindex`")
    assert not claim.negative and not claim.negated


def test_the_rule_after_the_condition_keeps_its_own_no() -> None:
    # (The comma before a no is taken out by the clause reader, so the no stays the rule's.)
    assert _kind("If the pipeline is red, do not merge.",
                 "Merge when the pipeline is red.") == "conflict"
    assert _kind("Never run `make reindex` by hand.",
                 "If the search index is stale, run `make reindex`.") != "duplicate"


def test_two_conditions_that_differ_by_a_no_are_not_merged() -> None:
    assert _kind("If the cache is warm, run `make bench`.",
                 "If the cache is not warm, run `make bench`.") == "conflict"
    assert _kind("cache warm? → `make bench`", "cache not warm? → `make bench`") == "conflict"


def test_a_no_that_is_the_clause_s_own_state_is_still_a_no() -> None:
    assert _kind("The API reference is up to date.",
                 "The API reference is out of date.") == "conflict"
