"""A word reaches a negator of the word tables through its stem only when it is that word's
form: "previously" and "formerly" negate ("we previously used Jenkins"), the adjectives
"previous" and "former" that share their stems do not ("redeploys the previous image tag")."""

from __future__ import annotations

from memstore.core.judge import judge
from memstore.core.judge.claims import claims


def test_previous_and_former_are_no_negators() -> None:
    assert not claims("Rollback redeploys the previous image tag.")[0].negative
    assert not claims("The former owner of the repo is the data team.")[0].negative
    assert claims("We previously used Jenkins.")[0].negative


def test_a_rule_said_with_previous_does_not_contradict_itself() -> None:
    # Found by the 26-week simulation (seed 4): the deploy node was flagged "negation
    # differs" against a restatement, and "how are production deploys done" lost its entry.
    a = "`make rollback` redeploys the previous image tag to roll back."
    b = "Rollback: `make rollback` (redeploys the previous image tag)."
    assert judge(a, (a,), b, (b,)).kind != "conflict"
    # The adverb still says "no longer".
    c, d = "We previously used Jenkins.", "We use Jenkins."
    assert judge(c, (c,), d, (d,)).kind == "conflict"
