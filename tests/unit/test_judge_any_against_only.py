"""A rule open to any thing of a kind against the same rule for only some, found by a probe of
fresh sentence pairs (session 28; docs/consolidation.md, "More kinds found by probing (session
28)"). Sentences of our own. "Uploads accept any file type" / "Uploads only accept PDFs and
images" and four pairs like it were look-alikes ("any" reads as "every", and what each puts
in that place read as two subjects); `who.any_against_only` reads them as `who` reads "anyone"
against "only admins", for things. On dev, "mainnet deploys: Tue/Thu only" / "Mainnet deploys
can go out on any weekday now" is now flagged. The guards hold on the session's start code
too: the same restriction said with "any" and with "only" is one rule."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Uploads accept any file type.", "Uploads only accept PDFs and images.",
                 id="file-type"),
    pytest.param("The bot responds in any channel.", "The bot only responds in #support.",
                 id="channel"),
    pytest.param("Any branch can deploy to staging.", "Only main deploys to staging.",
                 id="branch"),
    pytest.param("The webhook endpoint accepts any content type.",
                 "The webhook endpoint only accepts application/json.", id="content-type"),
])
def test_any_against_only_some_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Any failed job is retried.", "Only failed jobs are retried.",
                 id="one-restriction"),
    pytest.param("The bot responds in any channel it is invited to.",
                 "The bot only responds in channels it has been invited to.",
                 id="one-restriction-after"),
    pytest.param("Uploads accept any file type.", "Uploads accept files of any type.",
                 id="any-twice"),
])
def test_one_rule_said_with_any_and_with_only_is_a_restatement(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The API key works from any IP address.",
                 "API keys are restricted to allowlisted IP addresses.", id="ip"),
    pytest.param("A device token works from any country.",
                 "Device tokens are limited to the EU region.", id="country"),
])
def test_a_verb_of_restricting_in_place_of_the_light_verb(a: str, b: str) -> None:
    # (session 47: "works" was the act the other had to say, and "restricted to" says none;
    # the two merged)
    assert symmetric_kind(a, b) == "conflict"


def test_two_subjects_are_no_restriction_of_one() -> None:
    # (only the light verb before "any" gives way; "public" and "admin" still name two APIs)
    assert symmetric_kind("The admin API is restricted to the VPN.",
                          "The public API can be called from any network.") != "conflict"
