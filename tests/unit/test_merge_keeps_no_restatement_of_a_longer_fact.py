"""A merge keeps no fact that a kept fact already says whole (the team trial, session 56).

An agent restated a user's security rule over MCP, one word shorter ("StationAuth must redact
them" for "the `StationAuth` middleware must redact them"); the judge merged the two, and the
union kept both bullets, near word for word, because `same_fact` asks for the same claims with
nothing added on either side. A fact whose every word, value and claim is in a kept fact
(`said_in`) adds nothing: it is dropped, and nothing is lost. The other way round (the new
fact says more) both stay, as before.
"""

from __future__ import annotations

import pytest

from memstore.core.judge import kept_in, merge_facts, same_fact
from memstore.core.judge.facts import said_in

RULE = ("Never log raw station API keys; the `StationAuth` middleware must redact them before "
        "tracing.")
SHORTER = "Never log raw station API keys; StationAuth must redact them before tracing"


def test_a_restatement_said_whole_in_a_kept_fact_is_not_kept_twice() -> None:
    assert not same_fact(SHORTER, RULE)  # (one word more on one side: not "the same")
    assert said_in(SHORTER, RULE) and kept_in(SHORTER, RULE)
    assert merge_facts([RULE], [SHORTER]) == [RULE]


def test_a_fact_that_says_more_is_kept_beside_the_shorter_one() -> None:
    assert not said_in(RULE, SHORTER)
    assert merge_facts([SHORTER], [RULE]) == [SHORTER, RULE]


@pytest.mark.parametrize(("fact", "have"), [
    ("Backups run nightly at 02:00 UTC.", "Backups run nightly."),  # a value the other lacks
    ("Backups run nightly at 02:00 UTC.", "Backups run nightly at 03:00 UTC and are kept."),
    ("Deploys do not go through deploy.yml.", "Deploys go through deploy.yml and release.yml."),
    ("Use make alpha.", "Use make bravo before every release."),
    ("```\nmake build\n```", "```\nmake build\nmake test\n```"),  # code: only the same code
])
def test_a_fact_with_anything_of_its_own_is_kept(fact: str, have: str) -> None:
    assert not said_in(fact, have)
    assert merge_facts([have], [fact]) == [have, fact]
