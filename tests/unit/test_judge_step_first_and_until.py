"""Orders told with "first" on an occasion and with "until", found by a probe of fresh sentence
pairs (session 31; docs/consolidation.md, "More kinds found by probing (session 31)").
Sentences of our own.

"When onboarding, grant GitHub access first" is read as "grant GitHub access first before
onboarding" (session 30). Against "Grant GitHub access after the security training is done"
the place after the order word was read as two names for two things ("before onboarding" /
"after security training"), so the pair was kept apart as look-alikes; at session 30's start
the two were steps that may come in another order, for a person to decide. The look-alike
reading now stops at an order word turned ("before" against "after" or "once") when a side
says which step comes first: what follows tells when, not what of. A step that is over
("once the upgrade has completed", "once the restore has finished") meets the step it names:
"completed" is no thing the other never names.

"Don't start the workers until the migrations have run" was read as a no to starting the
workers, and merged with "Start the workers before running migrations". A no to an act until
something happens now reads "only start the workers once the migrations have run", a gate;
a time after "until" ("until Monday", "until further notice") is left as written. An "only"
of a time ("only settle a bet once ...") no longer says one rule with a no to another way
("we don't wait for the official result"), which merged a gate with letting it go.

The guards hold on the session's start code too: the same step before and after two unrelated
occasions is no order reversed, nor is the same step before and after two subjects, and the
restatements stay one entry. The last case holds there too (nothing read an "only" then);
it fails with the "until" reading alone."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("When onboarding, grant GitHub access first.",
                 "Grant GitHub access after the security training is done.", id="onboarding"),
    pytest.param("When releasing, update the changelog first.",
                 "Update the changelog after the tag is pushed.", id="releasing"),
])
def test_a_first_step_against_the_same_step_after_another_is_for_review(a: str, b: str) -> None:
    assert symmetric_kind(a, b) in ("conflict", "maybe_conflict")


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("When upgrading Postgres, take a snapshot first.",
                 "Take the snapshot once the upgrade has completed.", id="completed"),
    pytest.param("When restoring a backup, stop the workers first.",
                 "Stop the workers once the restore has finished.", id="finished"),
])
def test_a_step_over_meets_the_step_it_names(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Warm the cache after each deploy.", "Warm the cache before the morning peak.",
                 id="two-occasions"),
    pytest.param("Check the dashboards after every deploy.",
                 "Check the dashboards before the weekly ops review.", id="deploy-and-review"),
    pytest.param("Take a snapshot before upgrading Postgres.",
                 "Take a snapshot after upgrading Redis.", id="two-subjects"),
])
def test_one_step_before_and_after_two_other_things_stays_apart(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "distinct"


def test_the_first_step_restated_with_before_is_one_entry() -> None:
    assert symmetric_kind("When deploying, run the migrations first.",
                          "Run the migrations before deploying.") == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Don't start the workers until the migrations have run.",
                 "Start the workers before running migrations.", id="dont"),
    pytest.param("Do not tag a release until the changelog is updated.",
                 "Tag the release, then update the changelog.", id="do-not"),
    pytest.param("Never run the backfill until the replica has caught up.",
                 "Run the backfill before the replica catches up.", id="never"),
])
def test_a_no_until_something_happens_is_an_order(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Don't merge until CI is green.", "Wait for green CI before merging.",
                 id="wait-for"),
    pytest.param("Don't ship a build until QA has tested it.",
                 "Builds only ship after QA has tested them.", id="only-after"),
    pytest.param("Don't deploy until further notice.", "Deploys are paused until further notice.",
                 id="a-time"),
])
def test_a_no_until_restated_is_one_entry(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_an_only_of_a_time_is_no_rule_with_a_no_to_waiting() -> None:
    assert symmetric_kind(
        "Don't settle a bet until the official result is in.",
        "Bets are settled from the live feed's final whistle; we don't wait for the official "
        "result.") != "duplicate"
