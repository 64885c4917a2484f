"""Contradictions where one side retires what the other names as used, with a word that says
so without a negation of its own ("was cancelled", "gave up on", "the trial ended", "was shut
down") or with "stopped" / "switched off" (memstore.core.judge.doubts `_RETIRING`,
`_RETRACTING`). Not where the word picks which things a claim speaks of ("Cancelled orders
are ...") or follows a condition ("... if the match is cancelled")."""

from __future__ import annotations

from tests.judging import both_ways


def test_a_tool_said_to_be_cancelled_takes_back_its_use() -> None:
    assert both_ways("Uptime checks run through Pingdom.",
                     "Uptime checks are done by Checkly; Pingdom was cancelled.") == {"conflict"}


def test_a_trial_that_ended_takes_back_the_tool() -> None:
    assert both_ways("Feature flags are served by Flagsmith.",
                     "Our flag service is Unleash, the Flagsmith trial ended in May.") == {
        "conflict"}


def test_stopped_doing_takes_back_the_tool() -> None:
    assert both_ways("Search: Typesense, self-hosted on the app box.",
                     "Search is Algolia now; we stopped self-hosting Typesense.") == {"conflict"}


def test_a_retiring_word_that_picks_things_or_sets_a_condition_is_no_retraction() -> None:
    assert "conflict" not in both_ways(
        "Refunds for an order are issued if the order is cancelled.",
        "Refunds for an order are issued and the customer gets an email within the hour.")
    assert "conflict" not in both_ways("Cancelled orders are kept for 30 days.",
                                       "Orders are kept for 30 days in Postgres.")
