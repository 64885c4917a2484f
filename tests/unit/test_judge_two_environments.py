"""Two notes that each name an environment the other does not ("staging" / "production") say
the same of two environments, or give one thing two: never one statement
(memstore.core.judge.compare._environments_apart, session 46). "The SDK uses the staging
endpoint by default" / "By default the SDK talks to the production endpoint" merged: the two
words are common ones, so the rest of the sentence outweighed them."""

from __future__ import annotations

from tests.judging import symmetric_kind


def test_two_environments_are_never_one_statement() -> None:
    assert symmetric_kind("The SDK uses the staging endpoint by default.",
                          "By default the SDK talks to the production endpoint.") == "distinct"
    assert symmetric_kind("Payments run against the sandbox gateway by default.",
                          "By default payments go to the production gateway.") == "distinct"


def test_one_environment_said_twice_is_one_statement() -> None:
    assert symmetric_kind("Mail on staging is caught by Mailpit.",
                          "Mail on staging ends up in Mailpit.") == "duplicate"
