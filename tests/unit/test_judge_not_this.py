"""A yes cut with "not Y" against a yes to Y (session 39; docs/consolidation.md, "Not this
one (session 39)"): "Order state changes are published to RabbitMQ, not Kafka" / "Order state
changes -> Kafka, topic orders.v2".

The "not Y" is a clause of its own, too short to line up with the other entry's claim, so the
yes it cuts from met the other's yes as two claims worded apart ("maybe the same"), or, where
the rest was said alike, merged ("Regression runs compare output bit-for-bit" / "... with a
relative tolerance of 1e-12, not bit-for-bit"). It is now a contradiction when the other entry
says yes to every word of Y, about what the first yes speaks of, and leaves out the word the
first chose instead (the one right before the "not").

Sentences of our own, and dev records; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Regression runs compare output bit-for-bit against the reference in "
                 "/lustre/proj/clm/ref/.",
                 "Regression runs compare output against /lustre/proj/clm/ref/ with a relative "
                 "tolerance of 1e-12, not bit-for-bit.", id="merged-before"),
    pytest.param("Invoices are numbered per customer.",
                 "Invoice numbers are global across the whole ledger, not per customer.",
                 id="per-customer"),
    pytest.param("Consent withdrawal takes effect immediately.",
                 "Consent withdrawal is applied in the nightly batch, not immediately.",
                 id="when"),
    pytest.param("Order state changes -> Kafka, topic orders.v2",
                 "Order state changes are published to RabbitMQ, not Kafka.", id="which-broker"),
    pytest.param("Git LFS is required for design assets.",
                 "Design assets are committed as regular files, not LFS.", id="lfs"),
])
def test_a_no_cut_from_a_yes_against_the_other_yes_is_a_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Logical backups of 1 DB: pg_dump, not pg_dumpall",
                 "Use pg_dump for logical backups of single databases.", id="chosen-said-too"),
    pytest.param("Format Go code with gofumpt, not plain gofmt.",
                 "Go formatting is done with gofumpt.", id="the-no-is-extra"),
])
def test_guard_the_other_says_the_chosen_word_too(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Marketing emails go out through Mailchimp, not SES.",
                 "Password reset emails are sent through SES.", id="each-opens-its-own"),
    pytest.param("Broker commission statements are emailed through the legacy Exchange relay, "
                 "not SES.", "Customer emails go through the SES relay.", id="two-kinds-of-mail"),
    pytest.param("Subtitles are delivered to web as WebVTT, not TTML.",
                 "Subtitles are delivered to the Xbox app as TTML.", id="two-places"),
    pytest.param("Compile the Tailwind CSS with Vite, not with Laravel Mix.",
                 "Tailwind is built through Vite; Laravel Mix is not used anymore.",
                 id="y-said-in-a-no"),
])
def test_guard_two_things_or_a_no_both_ways_stay_as_they_were(a: str, b: str) -> None:
    assert symmetric_kind(a, b) != "conflict"
