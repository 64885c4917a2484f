"""A code with digits said in the plural (session 38; docs/consolidation.md, "Codes in the
plural (session 38)"): "Page the security on-call for any SEV1" / "Don't page the security
on-call for SEV1s" were look-alikes, "SEV1" and "SEV1s" read as two codes, for the stemmer
leaves a word with digits as it is. "SEV1s", "P1s", "H100s" are now their codes' plurals.
Sentences of our own; the guards hold on the session's start code too."""

from __future__ import annotations

import pytest
from judging import symmetric_kind

from memstore.core.judge.claims import _matched, claims


@pytest.mark.parametrize(("a", "b", "kind"), [
    pytest.param("Every P1 pages the on-call.", "P1s don't page anyone at night.", "conflict",
                 id="p1-vs-p1s"),
    pytest.param("P0s are handled by the incident commander.",
                 "Every P0 goes to the incident commander.", "duplicate", id="p0s-is-p0"),
    pytest.param("Each A100 node has 8 GPUs.", "Our A100s have 4 GPUs per node.", "conflict",
                 id="a-count-of-one-kind"),
])
def test_a_code_and_its_plural_are_one_thing(a: str, b: str, kind: str) -> None:
    assert symmetric_kind(a, b) == kind


def test_the_plural_matches_either_way() -> None:
    (one,) = claims("Every SEV1 is paged.")
    (many,) = claims("SEV1s are paged.")
    assert _matched("sev1", many.bag()) and _matched("sev1s", one.bag())


@pytest.mark.parametrize(("a", "b"), [
    pytest.param("SEV1s page the security on-call.", "SEV2s page the security on-call.",
                 id="two-severities"),
    pytest.param("The A100s run training.", "The T4s run inference.", id="two-gpu-kinds"),
])
def test_guard_two_codes_stay_two(a: str, b: str) -> None:
    assert symmetric_kind(a, b) not in ("conflict", "duplicate")


def test_guard_k8s_is_still_kubernetes() -> None:
    (claim,) = claims("We run k8s 1.29 everywhere.")
    assert "kubernet" in claim.terms
