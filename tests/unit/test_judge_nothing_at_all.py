"""A no said of everything an act could be done to (session 42; docs/consolidation.md,
"Nothing at all (session 42)"): "The mobile app caches API responses" / "The mobile app
doesn't cache anything" was only "maybe conflicting". The no was read as said of the subject
("The v1 API is deprecated"), which a claim about what the subject does would not deny. A no
with "nothing" or "anything" is said of the act, whatever it is done to.

Sentences of our own; the guard holds on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("The edge proxy caches image responses.", "The edge proxy caches nothing.",
                 id="nothing"),
    pytest.param("The importer logs each batch to stderr.",
                 "The importer never logs anything.", id="anything"),
])
def test_a_no_to_everything_denies_the_act(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"


def test_guard_a_no_to_the_subject_denies_nothing_it_does() -> None:
    assert symmetric_kind("The v1 API is deprecated.",
                          "The v1 API is served by `BaseController`.") != "conflict"
