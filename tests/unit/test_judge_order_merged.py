"""Contradictions of order that were merged into one entry: two claims that say the same words
but for two parts put in each other's place (memstore.core.judge.order.exchanged). Each case
below was merged on main; the restatements and look-alikes must stay as they are."""

from __future__ import annotations

import pytest

from memstore.core.judge import judge


def _verdict(a: str, b: str):
    return judge(a, (a,), b, (b,))


# The roles of two things swapped in one frame, and a list said the other way round where
# the claim says it is about an order.
SWAPPED = [
    ("Stripe is the backup when Adyen payments fail.",
     "Adyen is the backup when Stripe payments fail."),
    ("Redis is the primary cache and Memcached the fallback.",
     "Memcached is the primary cache and Redis the fallback."),
    ("The tuple order in our tile index is zoom, column.",
     "The tuple order in our tile index is column, zoom."),
]


@pytest.mark.parametrize(("a", "b"), SWAPPED)
def test_roles_or_ordered_list_swapped_is_an_order_conflict(a: str, b: str) -> None:
    verdict = _verdict(a, b)
    assert verdict.kind == "conflict", verdict
    assert verdict.explanation.startswith("order"), verdict


# The same order said two ways, a list whose order no one claims, a sentence turned round (its
# two ends swap places, but its words change), a relation that holds both ways, and one order
# in each of two scopes.
KEPT = [
    ("Run the linter, then the unit tests.", "The unit tests run after the linter.", "duplicate"),
    ("The ingest worker writes every batch to Postgres and to S3.",
     "The ingest worker writes every batch to S3 and to Postgres.", "duplicate"),
    ("Renovate opens the upgrade PRs for the web app.",
     "The upgrade PRs for the web app are opened by Renovate.", None),
    ("Stripe is compatible with Adyen webhooks.", "Adyen is compatible with Stripe webhooks.",
     None),
]


@pytest.mark.parametrize(("a", "b", "kind"), KEPT)
def test_restatements_stay_unflagged(a: str, b: str, kind: str | None) -> None:
    verdict = _verdict(a, b)
    assert verdict.kind != "conflict", verdict
    if kind:
        assert verdict.kind == kind, verdict


def test_two_scopes_with_their_own_order_stay_lookalikes() -> None:
    verdict = _verdict("Build the frontend before the API in staging.",
                       "Build the API before the frontend in prod.")
    assert verdict.kind != "duplicate", verdict


# An order, against a claim that speaks of what the first step acts on in the state the
# later step leaves it in (memstore.core.judge.order.done_first).
DONE_FIRST = [
    ("Run the virus scanner on every upload, before compression.",
     "The virus scanner reads the compressed upload."),
    ("Validate the webhook payload before decryption.",
     "The webhook validator checks the decrypted payload."),
]


@pytest.mark.parametrize(("a", "b"), DONE_FIRST)
def test_later_state_of_the_first_steps_object_is_an_order_conflict(a: str, b: str) -> None:
    verdict = _verdict(a, b)
    assert verdict.kind == "conflict", verdict
    assert verdict.explanation.startswith("order"), verdict


# The same order: what the later step acts on in the state the first one leaves it in.
def test_later_step_on_the_first_steps_result_stays_unflagged() -> None:
    verdict = _verdict("Run the virus scanner on every upload, before compression.",
                       "Compression runs on the scanned upload.")
    assert verdict.kind != "conflict", verdict
