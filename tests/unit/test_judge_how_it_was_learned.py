"""A note that opens with how its writer came to know it ("Found out the staging DB gets wiped
every Sunday", "Turns out ...", "Observed: ..."), found by a probe of agent observations
(session 29; docs/consolidation.md, "More kinds found by probing (session 29)"). Sentences of
our own. Labels with a colon ("TIL:", "FYI:") were read as no part of what the note says
already; "Found out", "Learned that", "Turns out", "Observed:" and "Heads-up from Ana:" were
read as its words, so the note read as an event, which contradicts no rule ("Noticed the API
rate limit is 100 requests per minute" / "... is 200 ..." was apart), or met a rule with words
of its own. (Restatements merged on the start code already, their other words outweighing the
lead-in; they are pinned here as guards.) The guards hold on the session's start code too: a
note that tells a check done once ("Verified the restore ...") keeps its words, and a label
still merges."""

from __future__ import annotations

import pytest
from judging import symmetric_kind

from memstore.core.judge.claims import claims


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Noticed the API rate limit is 100 requests per minute.",
                 "The API rate limit is 200 requests per minute.", id="noticed"),
    pytest.param("Learned that the staging DB is wiped every Sunday.",
                 "The staging DB is wiped every Saturday.", id="learned-that"),
    pytest.param("Found that deploys to prod need two approvals.",
                 "Deploys to prod need one approval.", id="found-that"),
])
def test_a_learned_fact_meets_a_rule_that_says_otherwise(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Found out the staging DB gets wiped every Sunday.",
                 "The staging database is wiped every Sunday.", id="found-out"),
    pytest.param("Heads-up from Ana: deploys are frozen until Monday.",
                 "Deploys are frozen until Monday.", id="heads-up-from"),
    pytest.param("Turns out the Redis in staging has no persistence.",
                 "Staging Redis runs without persistence.", id="turns-out"),
])
def test_a_learned_fact_merges_with_the_fact(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize("text", [
    "Learned that CI caches node_modules between runs.",
    "Noticed the API returns 429 after 100 requests a minute.",
    "We discovered that tests fail if TZ isn't UTC.",
])
def test_the_lead_in_is_no_word_of_the_claim(text: str) -> None:
    words = {t for c in claims(text) for t in c.terms}
    assert not words & {"learn", "learnt", "notic", "discov", "discover"}


def test_a_check_done_once_keeps_its_words() -> None:
    assert "verifi" in claims("Verified the backup restore on staging.")[0].terms


def test_a_label_still_merges() -> None:
    assert symmetric_kind("TIL: `make dev` also seeds the database.",
                          "`make dev` seeds the database as well.") == "duplicate"
