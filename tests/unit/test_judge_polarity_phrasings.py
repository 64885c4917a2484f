"""Polarity said in phrasings the judge did not read (session 16, tests/natural/dev_pos.jsonl).

- A participle of turning a thing away after a copula ("are refused", "is declined") says
  "not accepted", as "are rejected" does (`claims._on_off`); after what a thing lacks
  ("without a checksum", "no-PIN payments") it stays for `compare._without_apart`.
- An adverb of manner right after the verb a negation found ("does not start automatically")
  turns the polarity as "not" would: "doesn't start automatically" is "starts manually", the
  opposite of "starts automatically" (`claims._manner_of_negated`). Before, the adverb was
  read as out of the negation's scope, and both sides read as the same no.

Each conflict and restatement below failed on the code before (but the second restatement of
"refused", read as one already); the cases kept beside them give the same verdict before and
after.
"""

from __future__ import annotations

import pytest
from judging import both_ways, kind


@pytest.mark.parametrize(("a", "b"), [
    ("Expired vouchers are accepted at the kiosk.", "Expired vouchers are refused at the kiosk."),
    ("Foreign cards are accepted by the web checkout.",
     "The web checkout: foreign cards are declined."),
])
def test_refused_and_declined_after_a_copula_are_not_accepted(a: str, b: str) -> None:
    assert both_ways(a, b) == {"conflict"}


@pytest.mark.parametrize(("a", "b"), [
    ("Unsigned plugins must be rejected by the loader.",
     "The loader refuses unsigned plugins; unsigned plugins are refused."),
    ("Wire transfers above the limit are rejected.",
     "Wire transfers above the limit can't be accepted; they are refused."),
])
def test_refused_restates_rejected(a: str, b: str) -> None:
    assert both_ways(a, b) <= {"duplicate", "maybe_same"}


def test_refused_by_someone_and_refused_of_what_lacks_a_thing_stay_as_they_were() -> None:
    # who refused it is not a rule about it; what lacks a thing is read by its "without"
    assert kind("Reject uploads with no checksum header.",
                "Uploads without a checksum header are refused at the gateway.") == "duplicate"
    assert kind("Chargebacks are refused by the issuing bank.",
                "Chargebacks are accepted.") != "conflict"


@pytest.mark.parametrize(("a", "b"), [
    ("Refunds are approved automatically.",
     "Refunds aren't approved automatically; a lead signs them off."),
    ("Backups are taken automatically.",
     "Backups aren't taken automatically, an operator runs the script."),
])
def test_a_manner_adverb_after_a_negated_verb_turns_the_polarity(a: str, b: str) -> None:
    assert both_ways(a, b) == {"conflict"}


@pytest.mark.parametrize(("a", "b"), [
    ("Refunds over the limit are never approved automatically.",
     "Refunds over the limit are approved manually."),
    ("Invoices are not sent automatically.", "Invoices are sent manually."),
])
def test_not_automatically_restates_manually(a: str, b: str) -> None:
    assert "conflict" not in both_ways(a, b)
    assert both_ways(a, b) & {"duplicate", "maybe_same"}


def test_an_adverb_apart_from_the_negated_verb_is_still_out_of_its_scope() -> None:
    # the same with the adverb before the verb, or on another subject: unchanged
    assert "conflict" not in both_ways("Invoices are signed manually.",
                                       "Receipts are not signed automatically.")
