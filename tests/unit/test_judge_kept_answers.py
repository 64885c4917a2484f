"""`own_terms` reads the answers `_matched` kept in a claim's bag without calling it, and
`_differing` answers at once when either side holds no value (memstore.core.judge.compare): both
are asked of every claim pair consolidation compares. Neither may change an answer: whatever the
order in which the pairs are asked (so whatever answers the bags hold already), `own_terms` must
give what a bag that keeps nothing gives, term for term and in the same order, and `_differing`
what its comprehension gives."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from memstore.core.judge import claims
from memstore.core.judge.claims import Bag, Claim
from memstore.core.judge.compare import _compatible, _differing, own_terms

# Claims that share words in several of the ways `_matched` reads them: a stem in two forms,
# a hyphenated name and its words, a word written short, a code and its name, values.
SENTENCES = (
    "The bandex service listens on port 4844",
    "The bandex service listens on port 6403 behind nginx",
    "Configuration for the bandex service lives in deploy/bandex/",
    "The django-debug-toolbar is only enabled in dev",
    "Debug toolbar is disabled in production",
    "The env files of bantra are rotated every 30 days",
    "Every 7 days the bantra environment files get rotated",
    "We use Hugging Face for the model cache",
    "The HF cache lives in /scratch/hf_cache",
    "Perf tests run nightly on the staging cluster",
    "Performance testing runs on staging every night",
    "Set HF_HOME=/scratch/hf_cache before running the jobs",
    "Do not configure retries on the payments queue",
    "The payments queue is configured with 3 retries",
)


def _pairs() -> list[tuple[Claim, Claim]]:
    found = [c for text in SENTENCES for c in claims(text)]
    return [(a, b) for a in found for b in found]


PAIRS = _pairs()


def _unkept(bag: Bag) -> Bag:
    """A copy of a bag that keeps no answer: `_matched` works each one out afresh."""
    fresh = Bag(bag)
    fresh.__dict__["_initials"] = bag.initials
    return fresh


@settings(max_examples=60, deadline=None)
@given(order=st.permutations(range(len(PAIRS))))
def test_own_terms_is_the_same_whatever_the_bags_kept_before(order: list[int]) -> None:
    for n in order:
        a, b = PAIRS[n]
        kept = own_terms(a.bag(), b.bag())
        fresh = own_terms(_unkept(a.bag()), _unkept(b.bag()))
        assert list(kept.items()) == list(fresh.items()), (a.text, b.text)


@given(mine=st.frozensets(st.tuples(st.sampled_from(["number", "path", "name", "duration"]),
                                    st.sampled_from(["8080", "30d", "deploy/", "x", "7"])),
                          max_size=3),
       theirs=st.frozensets(st.tuples(st.sampled_from(["number", "path", "name", "duration"]),
                                      st.sampled_from(["8080", "30d", "deploy/", "x", "7"])),
                            max_size=3))
def test_differing_is_its_comprehension(mine: frozenset[tuple[str, str]],
                                        theirs: frozenset[tuple[str, str]]) -> None:
    assert _differing(mine, theirs) == frozenset(
        v for v in mine if not any(_compatible(v, t) for t in theirs))
