"""A manner said on one side only is no "one says not" (session 41; docs/consolidation.md, "A
manner the other does not speak of (session 41)"): "Certificates are renewed automatically by
cert-manager" / "cert-manager takes care of renewing the certs" was "maybe conflicting".
"automatically" reads as the no of "manually", so the claim that says it is negative, and a
negative claim against a positive one that shares most of its words was held as one saying
not. When the no is only an adverb of manner, the other end of an opposite ("automatically",
"asynchronously"), and the other claim says nothing of how, there is nothing it denies.

Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Certificates are renewed automatically by cert-manager.",
                 "cert-manager takes care of renewing the certs.", id="automatically"),
    pytest.param("Exam-room photos are uploaded asynchronously from the tablet app.",
                 "The tablet app uploads exam photos in the background.", id="asynchronously"),
])
def test_a_manner_the_other_does_not_speak_of_is_no_denial(a: str, b: str) -> None:
    assert symmetric_kind(a, b) not in ("maybe_conflict", "conflict")


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("Access reviews are manual.", "Vanta does the access reviews automatically.",
                 id="manual"),
    pytest.param("Certs are renewed by hand.", "Certs are renewed automatically.", id="by-hand"),
])
def test_guard_the_other_manner_still_conflicts(a: str, b: str) -> None:
    assert symmetric_kind(a, b) == "conflict"
