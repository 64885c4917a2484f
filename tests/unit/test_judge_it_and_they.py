"""A sentence that opens with "it" or "they" speaks of the subject before it (session 41;
docs/consolidation.md, "It and they, and how often against how long (session 41)"): "Users can
change their username" / "Usernames are set at signup. They can't be changed afterwards" was
"maybe the same", the no said of "they", and "The API keys never expire" was not found in
"API keys are created in the dashboard. They never expire."

A clause that opens a sentence (after ".", ";", "!" or "?") with "it" or "they" now takes the
subject of the clause before it: up to four words before a verb of being, a modal or a common
verb. Not after a comma or a condition ("unless they opt in", "while it is suspended"), nor a
subject that is itself a pronoun or an order ("Don't use X, it skips validations").

Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind

from memstore.core.judge import claims


@pytest.mark.parametrize(("text", "said"), [
    pytest.param("Usernames are set at signup. They can't be changed afterwards.",
                 "Usernames can't be changed afterwards", id="they"),
    pytest.param("The Redis cache is shared by all pods. It is cleared on every deploy.",
                 "The Redis cache is cleared on every deploy", id="it"),
    pytest.param("The e2e suite takes 40 minutes. It only runs nightly.",
                 "The e2e suite only runs every 1 day", id="takes"),
    pytest.param("Unit tests share one database; they must run one at a time.",
                 "Unit tests must run one at a time", id="semicolon"),
])
def test_the_pronoun_reads_as_the_subject_before_it(text: str, said: str) -> None:
    assert said in [c.text for c in claims(text)]


@pytest.mark.parametrize(("text", "kept"), [
    pytest.param("Direct-booking guests aren't enrolled unless they opt in.", "they opt in",
                 id="condition"),
    pytest.param("Don't use update_column in app code, it skips validations.",
                 "it skips validations", id="order"),
    pytest.param("We copy prod data to staging. It takes about an hour.", "It takes about 1 hour",
                 id="we"),
])
def test_guard_other_pronouns_are_left_as_written(text: str, kept: str) -> None:
    assert kept in [c.text for c in claims(text)]


@pytest.mark.parametrize(("a", "b", "kind"), [
    pytest.param("API keys never expire.",
                 "API keys are created in the dashboard. They never expire.", "duplicate",
                 id="restated"),
    pytest.param("The audit log can be edited by admins.",
                 "The audit log is append-only. It can't be edited by anyone.", "conflict",
                 id="contradicted"),
])
def test_the_entries_are_judged_with_the_subject(a: str, b: str, kind: str) -> None:
    assert symmetric_kind(a, b) == kind
