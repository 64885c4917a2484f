"""Two one-line notes that differ only in an amount, worded apart rather than one sentence
written twice about two things, may be one amount given two values: a possible conflict for a
person to decide (memstore.core.judge.values.amounts_worded_apart, session 46). They were
look-alikes ("values differ"): the value rule found a word of each side's own and read two
subjects. One sentence written twice with two subjects in it stays a look-alike."""

from __future__ import annotations

from tests.judging import symmetric_kind


def test_one_amount_in_other_words_is_a_doubt() -> None:
    assert symmetric_kind("The MQTT broker listens on 1883.",
                          "MQTT runs on a non-standard port, 1884.") == "maybe_conflict"
    assert symmetric_kind("Search p95 latency must stay below 400 ms.",
                          "Search SLO: 95th percentile under 1.2 seconds.") == "maybe_conflict"


def test_one_sentence_about_two_things_stays_a_look_alike() -> None:
    assert symmetric_kind("The Zoom 14 tiles are about 40 KB.",
                          "The Zoom 10 tiles are about 120 KB.") == "distinct"
    assert symmetric_kind("Web uploads are capped at 20 MB.",
                          "Mobile uploads are capped at 8 MB.") == "distinct"


def test_one_place_in_other_words_is_a_doubt() -> None:
    assert symmetric_kind("Build output goes to out/",
                          "The build writes to target/") == "maybe_conflict"
    # (two files of two names, and two prohibitions, both hold)
    assert symmetric_kind("The CLI entry point is tools/run.py",
                          "The CLI starts in src/cli/__main__.py") == "distinct"
    assert symmetric_kind("Don't commit build/ or dist/.",
                          "Don't commit node_modules/ or .cache/.") == "distinct"
