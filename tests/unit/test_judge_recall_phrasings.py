"""Restatements said in other words that the judge used to keep apart (session 16, the
real-estate round: tests/natural/dev_realestate.jsonl; docs/consolidation.md, "A word said
with another word" and "The merge guard"). Each is a phenomenon in other words than the
corpus records."""

from __future__ import annotations

from memstore.core.judge import low_information
from tests.judging import both_ways, kind


def test_a_short_form_of_a_word_the_stemmer_cut_reads_as_that_word() -> None:
    # "calc" is "calculator" written short; the stemmer keeps "calcul", only two letters
    # longer than "calc", but no word itself, so it stands for a longer word.
    assert both_ways("The loan calculator rounds every figure to whole cents.",
                     "loan calc rounds every figure to whole cents") == {"duplicate"}
    assert both_ways("The tax calculator is its own React component.",
                     "The tax calc is a standalone React component.") == {"duplicate"}


def test_a_short_word_is_still_not_a_longer_word_two_letters_longer() -> None:
    # "envoy" is a word of its own, not "env" written out.
    assert kind("The env sidecar proxies all outbound calls.",
                "The envoy sidecar proxies all outbound calls.") != "duplicate"


def test_a_short_sentence_with_a_predicate_is_no_heading() -> None:
    # Two light words, but a rule's word between them: a statement, not a heading.
    for text in ("Never delete a user.", "Never drop a table.", "Builds go through make."):
        assert not low_information(text, [text]), text
    assert kind("Never drop a table.",
                "Tables are never dropped; we rename them and keep the data.") == "duplicate"


def test_a_heading_or_a_placeholder_is_still_one() -> None:
    for text in ("Deployment notes", "Scala formatting", "None so far", "See notes below."):
        assert low_information(text, [text]), text


def test_an_aside_that_says_separate_from_is_a_clause_of_its_own() -> None:
    # "(separate from `mailers`)" names another queue: not a second name of this one.
    assert "conflict" not in both_ways(
        "Thumbnail jobs go to their own Sidekiq queue named thumbs.",
        "queue for thumbnail jobs: `thumbs` (separate from `default`)")



def test_ack_is_acknowledge_written_short() -> None:
    # the two steps in another order: one says "ack", the other "acknowledging"
    assert both_ways("When a disk alert fires, ack it first and then open the runbook.",
                     "Open the runbook before acknowledging a disk alert.") == {"conflict"}


def test_legacy_and_old_name_one_thing_kept_from_before() -> None:
    assert both_ways("The legacy Perl invoicing tool was retired in May.",
                     "We decommissioned the old Perl invoicing tool in May.") == {"duplicate"}


def test_flagged_as_and_marked_as_set_one_status() -> None:
    assert both_ways("Orders that fail the fraud check are flagged as suspicious.",
                     "Orders that fail the fraud check get marked as suspicious.") == {"duplicate"}
    # a flag of a command is no status: the row holds only with "as"
    assert kind("Mark the release as final in the changelog.",
                "Pass the --final flag to the release script.") != "duplicate"
