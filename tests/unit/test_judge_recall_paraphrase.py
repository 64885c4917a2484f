"""Restatements whose claims do not line up word for word, because the structure says what the
other side says with a word (tests/natural/dev_web3.jsonl's phenomena; docs/consolidation.md,
"Structure said with a word"): a word that only says where a shared path is ("is in" / "see" /
"find ... in"), a compound against its verb and particle ("failover" / "fail over"), "requires"
against "must", "every X" against the plural X, and one value written another way ("~300" /
"300", "3+" / "at least three", "3-of-5" / "3 of 5", "exports/month" / "exports per month").
Each restatement here was judged distinct or uncertain before (or its share fell short); the
sentences are written for these tests, not taken from the corpus. The look-alikes and
contradictions of the same shapes must stay apart."""

from __future__ import annotations

import pytest
from judging import kind

from memstore.core.judge.bounds import share

RESTATED = [
    pytest.param("The cutover checklist is in docs/cutover.md.",
                 "Find the steps for the cutover in docs/cutover.md.", id="find-the-steps-in"),
    pytest.param("Keep diffs under ~300 lines.", "Diffs should stay below 300 lines.",
                 id="tilde-number"),
    pytest.param("Keep 3+ replicas of the search index.",
                 "Keep at least three replicas of the search index.", id="number-plus"),
    pytest.param("Payouts go out with a 2-of-3 approval.",
                 "Payouts go out with a 2 of 3 approval.", id="k-of-n"),
    pytest.param("Postgres fleet: 16.4 everywhere.", "All our Postgres servers are on 16.4.",
                 id="all-against-a-label"),
    pytest.param("Nightly database backups go to s3://acme-db-backups/.",
                 "We back up the orders database to s3://acme-db-backups/ every night.",
                 id="backup-and-back-up"),
    pytest.param("Failover of the Postgres primary is manual.",
                 "We fail over the Postgres primary by hand.", id="failover-and-fail-over"),
]


@pytest.mark.parametrize(("a", "b"), RESTATED)
def test_a_restatement_in_another_structure_merges(a: str, b: str) -> None:
    assert kind(a, b) == "duplicate"
    assert kind(b, a) == "duplicate"


APART = [
    pytest.param("The cutover checklist is in docs/cutover.md.",
                 "The rollback checklist is in docs/rollback.md.", id="another-document"),
    pytest.param("Fixtures live in tests/fixtures/.", "Snapshots live in tests/snapshots/.",
                 id="another-folder"),
    pytest.param("MFA is mandatory for all admin accounts.",
                 "MFA is optional for viewer accounts.", id="all-of-another-kind"),
    pytest.param("Rotate the signing key every 90 days.",
                 "Revoke the signing key of anyone who leaves.", id="every-as-a-frequency"),
    pytest.param("The card reader falls back to magstripe when the chip read fails.",
                 "Magstripe fallback is turned off on the card readers.",
                 id="compound-said-with-a-no"),
    pytest.param("The shared tsconfig is `packages/config/tsconfig.json`.",
                 "tsconfig = `tsconfig.json` in the repo root.", id="file-name-in-two-places"),
    pytest.param("Free plan: 10 exports/month per workspace",
                 "Team plan: 100 exports/month per workspace", id="another-plan"),
]


@pytest.mark.parametrize(("a", "b"), APART)
def test_a_look_alike_or_contradiction_of_the_same_shape_stays_apart(a: str, b: str) -> None:
    assert kind(a, b) != "duplicate"
    assert kind(b, a) != "duplicate"


def test_the_same_shape_with_another_value_is_flagged() -> None:
    assert kind("Keep diffs under ~300 lines.", "Keep diffs under ~800 lines.") == "conflict"
    assert kind("Deploys need 3 of 5 signers on the Safe.",
                "The deploy Safe is 4-of-5 since the review.") == "conflict"


def test_requires_is_said_by_must() -> None:
    # the smaller entry's "require" is the only word of it the other does not write
    a = "Hotfix deploys require a green build."
    b = "Hotfix deploys must have a green build on the release branch."
    assert share(a, [a], b, [b]) == pytest.approx(1.0)


def test_requires_against_must_never_still_conflicts() -> None:
    assert kind("Hotfix deploys require a green build.",
                "Hotfix deploys must never wait for a green build.") == "conflict"


def test_a_document_word_needs_the_other_to_point_to_the_place() -> None:
    # "runbook" names what the path holds only where the other says "see" / "find" there
    a = "The failover runbook is in runbooks/pg/failover.md."
    b = "See runbooks/pg/failover.md for how to fail over the Postgres primary."
    assert share(a, [a], b, [b]) == pytest.approx(1.0)
    c = "runbooks/pg/failover.md was last reviewed by the DBA team."
    assert share(a, [a], c, [c]) < 0.5


def test_two_numbered_things_with_their_own_amounts_are_no_conflict() -> None:
    # "~40 KB" is read as an amount now, as "about 40 KB" was: the number after "Zoom" names
    # which tiles, so two sizes of two zoom levels both hold (flagged before as a duration)
    assert kind("Zoom 12 tiles of the base map are ~30 KB each.",
                "Zoom 8 tiles of the base map are ~90 KB each.") != "conflict"
    assert kind("Level 3 alerts page after 10 minutes.",
                "Level 2 alerts page after 30 minutes.") != "conflict"
    # two values of one thing, both changed, still conflict
    assert kind("The payments client times out after 30 seconds and retries 3 times.",
                "The payments client times out after 60 seconds and retries 5 times.") == (
        "conflict")
