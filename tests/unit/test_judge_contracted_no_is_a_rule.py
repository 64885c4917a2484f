"""A contracted no of the present tense ("aren't", "isn't", "doesn't") tells a rule, not an
event, found by a probe of fresh sentence pairs (session 28; docs/consolidation.md, "More
kinds found by probing (session 28)"). Sentences of our own. "Images aren't cached on disk in
the iOS app" was read as something that happened once: the event reading (`events._past`)
knew "are" and "are not" as the present tense, not "aren't", so "cached" near the start read
as a past tense, and an event contradicts no rule. Against "The iOS app caches images on disk"
it was only a maybe-conflict. The guard holds on the session's start code too: "wasn't" still
tells an event, of the same occasion as the other."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The iOS app caches images on disk.",
                 "Images aren't cached on disk in the iOS app.", id="aren't"),
    pytest.param("Feature flags are evaluated on the server.",
                 "Flags aren't evaluated server-side; the client SDK does it.", id="aren't-side"),
    pytest.param("PII is encrypted at rest.",
                 "PII isn't encrypted at rest in the analytics replica.", id="isn't"),
])
def test_a_contracted_no_against_the_rule_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_an_event_of_one_occasion_still_meets_its_no() -> None:
    assert symmetric_kind("Deploy 311 was rolled back.",
                          "Deploy 311 wasn't rolled back, it was fixed forward.") == "conflict"
