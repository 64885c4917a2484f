""""Only" some against anyone, or against the same and one more, found by a probe of fresh
sentence pairs (session 25; docs/consolidation.md, "More kinds found by probing (session
25)"). Sentences of our own.

- "Only admins can delete projects" / "Anyone on the team can delete projects" read as one
  sentence said of two subjects (admins / the team): "on the team" is now part of who
  "anyone" is (`who.anyone_against_someone`), and compare reads the pair as that rule's
  conflict before it calls the two look-alikes (`compare._anyone_against_only`).
- "Only admins can delete projects" / "Admins and project owners can delete projects"
  merged: "only" one thing against that thing and another of the other's own, joined by
  "and" or "or", is now held back as a conflict (`guard._only_named`).
- "The API accepts JSON and XML." read as a heading (a list item of two things) and was never
  compared with anything: a sentence told to its full stop is no list item
  (`entries._item`).

The last cases hold on the session's start code too, as guards."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Only admins can delete projects.",
                 "Anyone on the team can delete projects.", id="anyone-on-the-team"),
    pytest.param("Only leads can approve refunds over $500.",
                 "Every agent can approve refunds over $500.", id="every-agent"),
    pytest.param("Only admins can delete projects.",
                 "Admins and project owners can delete projects.", id="and-owners"),
    pytest.param("The API accepts only JSON.", "The API accepts JSON and XML.",
                 id="json-and-xml"),
    pytest.param("Only Chrome is supported.", "Chrome and Firefox are supported.",
                 id="chrome-and-firefox"),
    pytest.param("Deploys happen only on Tuesdays.",
                 "Deploys happen on Tuesdays and Thursdays.", id="two-days"),
    pytest.param("Only the payments team can rotate the Stripe keys.",
                 "The payments team and SRE can rotate the Stripe keys.", id="team-and-sre"),
])
def test_only_against_anyone_or_one_more_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The API accepts JSON and XML.", "The API accepts XML and JSON.",
                 id="reordered"),
    pytest.param("Deploys happen on Tuesdays and Thursdays.",
                 "We deploy on Tuesdays and Thursdays.", id="deploy-days"),
    pytest.param("Alice and Bob review infra PRs.", "Infra PRs are reviewed by Alice and Bob.",
                 id="voice"),
])
def test_a_short_sentence_with_and_restates_its_paraphrase(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


def test_only_said_of_the_same_one_restates() -> None:
    assert symmetric_kind("Only admins can delete projects.",
                          "Admins can delete projects.") == "duplicate"


def test_only_said_of_a_list_of_its_own_is_no_second_thing() -> None:
    assert symmetric_kind(
        "Controllers stay thin: they send a MediatR request and return its result.",
        "A controller only sends the MediatR request and returns what the handler gives "
        "back.") != "conflict"
