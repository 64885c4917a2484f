"""Three verbs said with another verb, found by a probe of fresh sentence pairs (session 27;
docs/consolidation.md, "More kinds found by probing (session 27)"). Sentences of our own.
"The app never requests the contacts permission" / "The app never asks for the contacts
permission" were two look-alikes: one word put for another after the same subject reads as two
things. "ask for" is now a way to say "request", "emit" a way to say "output", and "strips" joins
"strip" in the remove group (lexicon.yaml). The guards hold on the session's start code too:
two things asked for, or two things put out, stay apart."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The app never requests the contacts permission.",
                 "The app never asks for the contacts permission.", id="request-ask-for"),
    pytest.param("Ask for a review in #code-review before merging.",
                 "Request a review in #code-review before merging.", id="ask-for-request"),
    pytest.param("The billing service emits JSON logs.",
                 "The billing service outputs JSON logs.", id="emit-output"),
    pytest.param("The gateway strips the Authorization header before forwarding.",
                 "The gateway removes the Authorization header before forwarding.",
                 id="strips-removes"),
])
def test_a_verb_said_with_another_restates(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "duplicate"


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The app never asks for the contacts permission.",
                 "The app never asks for the microphone permission.", id="two-permissions"),
    pytest.param("The billing service emits JSON logs.",
                 "The billing service emits Prometheus metrics.", id="two-outputs"),
    pytest.param("The gateway strips the Authorization header before forwarding.",
                 "The gateway strips the Cookie header before forwarding.", id="two-headers"),
])
def test_two_things_asked_for_or_put_out_stay_apart(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "distinct"
