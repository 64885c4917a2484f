"""Two orders told alike are no doubt (session 42; docs/consolidation.md, "First, told alike
(session 42)"): "Test plugin updates on staging first" / "WordPress plugin updates are tried on
staging before live" was "the steps may be in another order" whenever both sides gave an order
at all. Both name their shared steps in the same order, with only words that put the
first-named first ("first", "before"), and the step one puts later is not what the other puts
first: the same order, told twice.

Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

from judging import symmetric_kind


def test_first_and_before_in_one_order_restate() -> None:
    assert symmetric_kind("Drain the node first.", "Drain a node before you upgrade it.") == (
        "duplicate")


def test_guard_the_later_step_put_first_is_still_questioned() -> None:
    assert symmetric_kind("Deploy to staging first.",
                          "Deploy to production before staging.") in ("conflict", "maybe_conflict")


def test_guard_a_reversed_order_still_conflicts() -> None:
    assert symmetric_kind("Update the changelog first.",
                          "Tag the release before updating the changelog.") == "conflict"
