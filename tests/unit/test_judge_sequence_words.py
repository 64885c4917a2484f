"""A substitution may hold words of a claim's sequence that are no terms of it ("before",
"then"): the 100,000-entry dry run stopped on one with a KeyError in
`compare._named_for_own`, which looked their weights up (on the code before, every name pair
below raised it). They weigh nothing."""

from __future__ import annotations

import pytest

from memstore.core.judge import judge
from memstore.core.judge.claims import claims
from memstore.core.judge.compare import _named_for_own, _substitutions

PAIRS = [
    ("Lint with ruff before pushing.", "Lint with pylint then push."),
    ("Deploy with helm before the smoke tests.", "Deploy with kustomize then the smoke tests."),
]


@pytest.mark.parametrize(("a", "b"), PAIRS)
def test_a_sequence_word_that_is_no_term_is_looked_up_without_error(a: str, b: str) -> None:
    ca, cb = claims(a)[0], claims(b)[0]
    swaps = _substitutions(ca, cb)
    outside = [(left, right) for left, right in swaps
               if any(t not in ca.bag() for t in left) or any(t not in cb.bag() for t in right)]
    assert outside, "the pair no longer shows a swap of a word that is no term"
    for left, right in outside:
        for name_a in left:
            for name_b in right:
                assert _named_for_own(ca, cb, name_a, name_b, outside) in (True, False)


@pytest.mark.parametrize(("a", "b"), PAIRS)
def test_the_pair_is_judged(a: str, b: str) -> None:
    assert judge("", (a,), "", (b,)).kind == judge("", (b,), "", (a,)).kind
