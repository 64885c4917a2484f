"""What the things a claim speaks of lack (session 38; docs/consolidation.md, "Without (session
38)"): "Listings without photos rank lower in search" / "Listings without a price rank lower in
search".

- Two claims the same but for what each one's "without" (or "with no") says no to are said of
  two sets of things, and both hold. They had merged: the two words are common ones, so the
  restatement test read them as wording.
- "lacking X" and "that lack X" say "without X": "Invoices without a PO number are held for
  review" / "Invoices lacking a PO number ..." was flagged.
- "X bypass the Y" (the plural verb before an article) is "X without the Y", as "bypasses" and
  "bypassing" already were: "Internal callers bypass the rate limiter" merged with "Rate
  limiting applies to internal callers too". Not a bypass someone is let or allowed to do.

Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Orders without a delivery slot go to the manual queue.",
                 "Orders without a payment method go to the manual queue.", id="two-lacks"),
    pytest.param("Commits without a ticket number are blocked by the hook.",
                 "Commits without a sign-off are blocked by the hook.", id="two-hook-rules"),
    pytest.param("Products without a barcode can't be sold at the till.",
                 "Products without a price can't be sold at the till.", id="with-a-no-of-its-own"),
])
def test_two_things_lacked_are_lookalikes(a: str, b: str) -> None:
    assert symmetric_kind(a, b) not in ("duplicate", "conflict")


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Invoices without a PO number are held for review.",
                 "Invoices lacking a PO number are held for review.", id="lacking"),
    pytest.param("Leads that lack an email address are dropped from the sync.",
                 "The sync drops leads without an email address.", id="that-lack"),
])
def test_lacking_is_without(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b", "kind"), [
    pytest.param("Uploads without a checksum are rejected.",
                 "Uploads with no checksum are accepted.", "conflict", id="reject-vs-accept"),
    pytest.param("Use Decimal for prices, never raw floats.",
                 "Prices go through Decimal; don't use plain floats.", "duplicate",
                 id="a-never-is-no-lack"),
])
def test_guard_other_nos_read_as_before(a: str, b: str, kind: str) -> None:
    assert symmetric_kind(a, b) == kind


@pytest.mark.parametrize(("a", "b", "kind"), [
    pytest.param("Rate limiting applies to internal callers too.",
                 "Internal callers bypass the rate limiter.", "conflict", id="applies-vs-bypass"),
    pytest.param("Webhooks bypass the queue and are processed inline.",
                 "Webhooks go through the job queue.", "conflict", id="through-vs-bypass"),
    pytest.param("Health checks bypass the auth middleware.",
                 "The auth middleware is skipped for health checks.", "duplicate",
                 id="bypass-is-skipped"),
])
def test_things_that_bypass_a_thing_go_without_it(a: str, b: str, kind: str) -> None:
    assert symmetric_kind(a, b) == kind


def test_guard_a_bypass_let_or_named_stays_as_written() -> None:
    from memstore.core.judge import claims

    assert "bypass" in claims("The filter lets teachers bypass a blocked site.")[0].text
    assert "bypass" in claims("The PIN bypass is disabled on all terminals.")[0].text
    assert symmetric_kind("The PIN bypass is disabled on all terminals.",
                          "No terminal allows a PIN bypass.") == "duplicate"
