"""Two tools of one job, said of a common subject: "We use Jest for unit tests" / "Unit tests run
on Vitest". The alternatives table (memstore/data/lexicon.yaml) says Jest and Vitest are a choice
for one job; the judge still asked the subject both share to be a fairly rare word, and "unit
tests" or "errors" are common, so the pair was two unrelated notes. And a claim that opens "We
use X" had X read as its subject, not the tool it uses. Sentences of our own."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("We use Jest for unit tests.", "Unit tests run on Vitest.", id="run-on"),
    pytest.param("We use Jest for unit tests.", "Vitest runs our unit tests.", id="tool-acts"),
    pytest.param("We're using Mocha for unit tests.", "Unit tests are written in Jasmine.",
                 id="were-using"),
])
def test_two_tools_for_one_common_job_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The API uses Jest for unit tests.", "The web app uses Vitest for unit tests.",
                 id="two-apps"),
    pytest.param("We use Jest for unit tests.", "Vitest is being evaluated for unit tests.",
                 id="evaluated"),
    pytest.param("We use Jest for unit tests.", "We use Playwright for e2e tests.",
                 id="two-jobs"),
])
def test_two_tools_for_two_things_do_not_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) != "conflict"


def test_the_same_tool_said_two_ways_is_one_note() -> None:
    assert symmetric_kind("We use Jest for unit tests.", "Jest runs our unit tests.") == "duplicate"


# One name spelt two ways is no second tool: "HMAC-SHA256" / "HMAC SHA-256" and "OAuth 2.0" /
# "OAuth2" were flagged as two tools for one job.
@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Webhook signatures are verified with HMAC-SHA256.",
                 "We check webhook signatures using HMAC SHA-256.", id="hyphens"),
    pytest.param("Auth uses OAuth 2.0.", "We authenticate with OAuth2.", id="version-glued"),
])
def test_one_name_spelt_two_ways_is_no_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) != "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Checksums are SHA-256.", "Checksums are SHA-1.", id="two-algorithms"),
    pytest.param("Auth uses OAuth 2.0.", "Auth uses OAuth 1.0a.", id="two-versions"),
])
def test_two_names_alike_still_conflict(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"
