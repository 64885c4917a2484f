"""A word of English that wordfreq's small list leaves out is not a name (session 52).

The judge weighs words by wordfreq's small English list, and a word it does not hold weighs
as a name: a subject word of its own that names another thing. The small list leaves out
inflected forms ("suffices", "lags") and much of a trade's words, so "One maintainer's
approval suffices" read as about a thing named "suffices", and its count was never set
against the "two maintainers" of the rule it contradicts. A word the large list holds
(`claims.english`) is a word, not a name."""

from __future__ import annotations

from judging import symmetric_kind

from memstore.core.judge.claims import english


def test_an_inflected_verb_is_no_name_of_a_thing() -> None:
    assert symmetric_kind("Tagging a release needs sign-off from two maintainers.",
                          "One maintainer's approval suffices before tagging.") == "conflict"
    assert symmetric_kind("The audit replica lags the primary by 6 hours on purpose.",
                          "recovery_min_apply_delay on the audit replica is 2h.") == "conflict"


def test_guard_the_same_count_still_restates() -> None:
    assert symmetric_kind("Tagging a release needs sign-off from two maintainers.",
                          "Two maintainers' approval is needed before tagging.") != "conflict"


def test_guard_two_things_named_apart_stay_apart() -> None:
    # (tools written in lower case: the tool table and the look-alike reading keep them two)
    assert symmetric_kind("Retention for the kafka logs is 7 days.",
                          "Retention for the nginx logs is 30 days.") == "distinct"


def test_which_words_are_english() -> None:
    assert english("suffic") and english("lag") and english("solver")
    assert not english("quillmoss") and not english("rostr-opt")
