"""A word said with another word (memstore/data/lexicon.yaml, the rows added in session 15;
docs/consolidation.md, "The word tables"): general words of one meaning ("regenerate" /
"rebuild", "uncaught" / "unhandled"), a phrase against one word
("leave out" / "omit", "spin up" / "launch", "tear down" / "clean up"), and a verb's irregular
past form, which the stemmer leaves apart from the verb ("frozen" / "freeze"). Each pair is
written for this test (not taken from the corpus) and was kept apart or left uncertain before
the rows; the look-alikes and contradictions below, a near-synonym or an opposite that
changes the meaning, stay apart with them.

One guard reading came with them (memstore.core.judge.guard._swapped): the same word moved to
another place ("The importer was rewritten" / "We rewrote the importer") is no word put for
another, however rare the word."""

from __future__ import annotations

import pytest
from judging import both_ways


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Regenerate the API client whenever the schema changes.",
                 "Rebuild the API client whenever the schema changes.", id="regenerate"),
    pytest.param("Uncaught exceptions in the worker are reported to the error tracker.",
                 "Unhandled exceptions in the worker are reported to the error tracker.",
                 id="uncaught"),
    pytest.param("Big uploads go straight to object storage.",
                 "Large uploads go straight to object storage.", id="big"),
    pytest.param("The worker loads its feature flags at boot.",
                 "The worker loads its feature flags at startup.", id="boot"),
    pytest.param("Checkout latency must stay under 400 ms.",
                 "Checkout response time must stay under 400 ms.", id="latency"),
    pytest.param("Webhook events are deduplicated by event id.",
                 "Webhook events are deduped by event id.", id="dedupe"),
    pytest.param("Decommission the staging bastion.", "Retire the staging bastion.",
                 id="decommission"),
    pytest.param("Trial accounts lapse after 14 days.", "Trial accounts expire after 14 days.",
                 id="lapse"),
    pytest.param("Checked luggage is priced per segment.",
                 "Checked bags are priced per segment.", id="luggage"),
    pytest.param("Commit messages are cut off at 72 chars in the changelog.",
                 "Commit messages are cut off at 72 characters in the changelog.", id="chars"),
    pytest.param("Log the request id with every error.",
                 "Log the request identifier with every error.", id="identifier"),
])
def test_a_general_word_said_with_another_merges(a: str, b: str) -> None:
    assert both_ways(a, b) == {"duplicate"}


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Omit the debug fields from the public API response.",
                 "Leave out the debug fields from the public API response.", id="leave-out"),
    pytest.param("Tear down the preview stack after the branch is merged.",
                 "Clean up the preview stack after the branch is merged.", id="tear-down"),
    pytest.param("Spin up a scratch cluster for load tests.",
                 "Launch a scratch cluster for load tests.", id="spin-up"),
    pytest.param("Push notification titles are truncated at 60 characters.",
                 "Push notification titles get cut off at 60 characters.", id="cut-off"),
    pytest.param("Urgent fixes go straight to the release branch.",
                 "Hotfixes go straight to the release branch.", id="urgent-fix"),
    pytest.param("Write the incident review within three working days.",
                 "Write the postmortem within three working days.", id="incident-review"),
])
def test_a_phrase_said_with_one_word_merges(a: str, b: str) -> None:
    assert both_ways(a, b) == {"duplicate"}


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The API surface is frozen.", "We freeze the API surface.", id="frozen"),
    pytest.param("The importer was rewritten.", "We rewrote the importer.", id="rewritten"),
])
def test_an_irregular_past_form_is_its_verb(a: str, b: str) -> None:
    assert both_ways(a, b) == {"duplicate"}


def test_a_rare_word_moved_to_another_place_is_no_other_word() -> None:
    assert both_ways("The importer was rebuilt.", "We regenerated the importer.") == {
        "duplicate"}


@pytest.mark.parametrize(("a", "b"), [
    # a near-synonym that names another state, another size, another act
    ("Archived invoices are hidden from the invoice list.",
     "Deleted invoices are hidden from the invoice list."),
    ("Uncaught exceptions page the on-call engineer.",
     "Caught exceptions are logged at warn level."),
    ("Large uploads go to S3.", "Small uploads go to Postgres."),
    ("Stale branches are deleted after 90 days.", "Merged branches are deleted after 7 days."),
    ("Teardown of the preview stack runs when the PR is merged.",
     "Setup of the preview stack runs when the PR is opened."),
    ("Launch the canary at 10% of traffic.", "Stop the canary at 10% of errors."),
    ("Retire the v1 API in June.", "Keep the v1 API until June."),
])
def test_a_near_synonym_that_changes_the_meaning_stays_apart(a: str, b: str) -> None:
    assert "duplicate" not in both_ways(a, b)


@pytest.mark.parametrize(("a", "b"), [
    ("Uploads over 2 GB are rejected.", "Big uploads are accepted."),
    ("The payments service is stateless.", "The payments service is stateful."),
])
def test_an_opposite_beside_the_new_words_is_still_flagged(a: str, b: str) -> None:
    assert both_ways(a, b) == {"conflict"}
