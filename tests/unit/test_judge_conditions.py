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


def test_a_rule_after_a_condition_written_without_its_comma_is_still_said() -> None:
    # Found by the session 59 team trial: an agent's "When debugging CI it's fine to print
    # secrets in the CI logs" was merged into the security rule as one more fact, the
    # whole read as a condition cut from its sentence (which says neither yes nor no). The
    # rule after it opens with a subject of its own ("it's", "we", "you"): it says its yes.
    rule = "Never print secrets in CI logs."
    assert _kind(rule, "When debugging CI it's fine to print secrets in the CI logs.") == (
        "conflict")
    assert _kind(rule, "When debugging CI, it's fine to print secrets in the CI logs.") == (
        "conflict")
    assert _kind("Never print secrets in CI logs; mask them with ::add-mask::.",
                 "When debugging CI it's fine to echo secrets into the job log.") == "conflict"
    # A condition whose own subject is "you" is still only a condition.
    (claim,) = claims("If you deploy on a Friday")
    assert not claim.negative
    assert _kind("Never deploy on a Friday.", "If you deploy on a Friday") != "conflict"


def test_an_opposite_inside_a_condition_after_the_rule_is_the_condition_s() -> None:
    # Found by the session 59 team trial: "Sharing the prod DB password in a Slack DM is ok
    # if you delete it afterwards" was merged into "Don't share production database
    # credentials over Slack": its "delete" (the other end of keeping) turned the whole claim
    # into a no, and two nos read as one rule. "delete" tells when sharing is ok.
    (claim,) = claims("Sharing the prod DB password in a Slack DM is ok if you delete it "
                      "afterwards")
    assert not claim.negative
    assert _kind("Don't share production database credentials over Slack.",
                 "Sharing the prod DB password in a Slack DM is ok if you delete it "
                 "afterwards.") != "duplicate"
    # The rule's own opposite, before the condition, is still the rule's.
    (rule,) = claims("Disable the cache if the build is flaky")
    assert rule.negative


def test_a_permission_on_an_occasion_is_a_no_to_the_prohibition_it_excepts() -> None:
    # Session 59 team trial: an exception to a security rule, given on an occasion whose words
    # the rule does not say ("if they run in the locked-down runner", "if they are revoked
    # afterwards"), was uncertain: the occasion's words outweighed what the two share.
    assert _kind("Do not use the admin API key in scripts.",
                 "Scripts may use the admin key if they run in the locked-down runner.") == (
        "conflict")
    assert _kind("Never share API tokens in tickets.",
                 "API tokens can go in tickets if they are revoked afterwards.") == "conflict"
    # Permission for another thing, on an occasion, is no exception to the rule.
    assert _kind("Do not use the admin API key in scripts.",
                 "Scripts may use the read-only key if they run in CI.") != "duplicate"
